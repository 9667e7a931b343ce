/**
 * Every kind of decision, described once: what its options are (cards, players, colours, ...), what "no
 * card" means among card options, whether it is answered with counts rather than picks, what the rule
 * of thumb picks and how the greedy bot foresees an answer's outcome, and how a person is asked. The
 * DecisionKind type is this table's keys; what options read as (option-labels.ts), how a scenario's answer
 * finds its option (scenario.ts), the bots' answers (agents.ts, bots/greedy.ts) and the terminal's question
 * (cli/human.ts) are worked out from the description, not from the kind's name.
 */

/** What a decision's options are. */
export type OptionsKind =
  /** Card ids, with NO_CARD for not playing or giving one (a turn under `face-down-plays` adds FACE_DOWN + id, last: decision.ts). */
  | "cards"
  /** A colour (0-3), a number (WISH_NUMBER + n) or a special card (WISH_SPECIAL). */
  | "wish"
  | "colour"
  | "number"
  /** Named options (`choose one of [...]`): option i is the decision's names[i]. */
  | "named"
  /** YES_NO: 1 = yes, 0 = no. */
  | "yes-no"
  /** The special card (definition index) a mimic card plays as. */
  | "copy"
  /** Players (seats). */
  | "players";

/**
 * Each kind's fixed pick: the rule of thumb (runtime/agents.ts), which answers every seat of a copy a bot
 * looks ahead in, and the greedy bot's answer where its foresight is "predicted" (bots/greedy.ts).
 */
export type GreedyPick =
  /** The card with the most points (the first of equals); the last option (no card) when there is none. */
  | "most-points-else-no-card"
  /** The first option: yes, or the first card rather than passing. */
  | "first"
  /** The colour it holds most of (a wish's numbers and special card never). */
  | "colour-most-held"
  | "number-most-held"
  /** max(min, 1) players with the fewest cards in hand: whoever is closest to going out. */
  | "fewest-cards"
  /** The min (at least 1) cards with the most points; a blind pick: min cards at random. */
  | "most-points"
  | "random"
  /** Counts: everything above each one's least to the player with the fewest cards. */
  | "all-to-fewest-cards";

/**
 * How a person is asked (cli/human.ts fills the slots): {about} " (card: purpose)" or nothing, {count}
 * "2 cards" (what the options are, counted; "hidden cards" when blind), {nouns} "players", {from}
 * " from your hand" when every option lies in one hand, {total} what counts add up to, {responding} what
 * a toss-in answers ("P2 attacks you with a card"). A question ending in "?" is printed as is, any other
 * with ":" after it.
 */
export type Question = string;

/** The slots a question may have. */
export type QuestionSlot = "about" | "count" | "nouns" | "from" | "total" | "responding";

export interface DecisionKindSpec {
  readonly options: OptionsKind;
  /** Among card options, what NO_CARD means. */
  readonly noCard?: "draw" | "end-turn" | "pass" | "none";
  /** Answered with one count per option adding up to `min` (= max), not with picks. */
  readonly counts?: true;
  readonly greedy: GreedyPick;
  /**
   * How the greedy bot sees where each option leads before scoring it (bots/greedy.ts): "predicted" from
   * the option alone (a turn's card leaves the hand, a draw adds one, a wish sets what is in force), or
   * "played" on a copy of the game, as its player imagines it, until the turn is over.
   */
  readonly foresight: "predicted" | "played";
  /** The kind's own question, where what its options are (OPTIONS_WORDS) does not say it. */
  readonly asks?: Question;
}

/** What each kind of options is called, and the question for a kind that has none of its own. */
export const OPTIONS_WORDS = {
  cards: { noun: "card", asks: "Choose {count}{from}{about}" },
  players: { noun: "player", asks: "Choose {count}{about}" },
  wish: { noun: "wish", asks: "Make a wish{about}" },
  colour: { noun: "colour", asks: "Choose a colour{about}" },
  number: { noun: "number", asks: "Choose a number{about}" },
  named: { noun: "option", asks: "Choose one{about}" },
  "yes-no": { noun: "answer", asks: "Yes or no{about}?" },
  copy: { noun: "special card", asks: "Which special card does it play as{about}?" },
} as const satisfies Record<OptionsKind, { readonly noun: string; readonly asks: Question }>;

/** The question for counts, when the kind has none of its own. */
export const COUNTS_ASK: Question = "Share {total} among these {nouns}{about}";

export const DECISION_KINDS = {
  /** Play one of the options or draw. */
  turn: { options: "cards", noCard: "draw", greedy: "most-points-else-no-card", foresight: "predicted", asks: "Your turn: play a card or draw" },
  /** Play one of the options or end the turn. */
  "after-draw": { options: "cards", noCard: "end-turn", greedy: "most-points-else-no-card", foresight: "predicted", asks: "You drew: play a card or end the turn" },
  wish: { options: "wish", greedy: "colour-most-held", foresight: "predicted" },
  /** 1 = carry out the optional effect, 0 = wish only. */
  "use-effect": { options: "yes-no", greedy: "first", foresight: "played", asks: "Use the card's effect{about}?" },
  /** Toss in one of the options or pass. */
  respond: { options: "cards", noCard: "pass", greedy: "first", foresight: "played", asks: "{responding}: toss in a card?" },
  players: { options: "players", greedy: "fewest-cards", foresight: "played" },
  cards: { options: "cards", noCard: "none", greedy: "most-points", foresight: "played" },
  colour: { options: "colour", greedy: "colour-most-held", foresight: "played" },
  number: { options: "number", greedy: "number-most-held", foresight: "played" },
  /** One of the names a `choose one of [...]` lists. */
  option: { options: "named", greedy: "first", foresight: "played" },
  "yes-no": { options: "yes-no", greedy: "first", foresight: "played" },
  /** 1 = react (join the race), 0 = let it go; everyone in the race is asked before any answer counts. */
  race: {
    options: "yes-no",
    greedy: "first", foresight: "played",
    asks: "A race{about}: react now? (everyone in it answers unseen; the game draws the winner among those who react)",
  },
  /** Distribute `min` (= max) among the options (players). */
  split: { options: "players", counts: true, greedy: "all-to-fewest-cards", foresight: "played" },
  copy: { options: "copy", greedy: "random", foresight: "played" },
  /** Use one of the options (face-down power cards) now, or not. */
  power: { options: "cards", noCard: "pass", greedy: "first", foresight: "played", asks: "Use a power card now?" },
} as const satisfies Record<string, DecisionKindSpec>;

export type DecisionKind = keyof typeof DECISION_KINDS;

/** The description of a kind. */
export function kindOf(kind: DecisionKind): DecisionKindSpec {
  return DECISION_KINDS[kind];
}

/**
 * The kinds answered with counts, as a set: checking every answer and the bots' answers look it up per
 * decision, and a Set's lookup by kind costs less than reading the kind's description (the descriptions
 * differ in shape, so that read is megamorphic: it was a twentieth of a bot game's instructions).
 */
export const COUNTED_KINDS: ReadonlySet<DecisionKind> = new Set((Object.keys(DECISION_KINDS) as DecisionKind[]).filter((kind) => kindOf(kind).counts === true));

/** The question a person is asked for a kind, with its slots still to fill. */
export function questionOf(kind: DecisionKind): Question {
  const spec = kindOf(kind);
  return spec.asks ?? (spec.counts ? COUNTS_ASK : OPTIONS_WORDS[spec.options].asks);
}
