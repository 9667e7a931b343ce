/**
 * The closed vocabulary of the effect language: globals, properties, builtins, verbs, choices and
 * triggers, each with its type and a one-line description (shown on hover and in docs). The checker
 * resolves names against this table; the runtime implements exactly these words.
 */

export type ListTy = "players" | "cards" | "colours";
export type Ty = "number" | "bool" | "text" | "player" | "card" | "colour" | "pile" | "none" | "error" | ListTy | `map:${"number" | "card" | "player" | "bool"}`;

export const ELEMENT_OF: Record<ListTy, Ty> = { players: "player", cards: "card", colours: "colour" };
export const LIST_OF: Partial<Record<Ty, ListTy>> = { player: "players", card: "cards", colour: "colours" };

export interface GlobalWord {
  type: Ty;
  doc: string;
}

/** Names every effect can use. Context-specific names (card, emptied, finisher, ...) are added by the checker. */
export const GLOBALS: Record<string, GlobalWord> = {
  me: { type: "player", doc: "the player who played the card, triggered the event or tossed in the response" },
  players: { type: "players", doc: "every player in play order, starting right of `me` and ending with `me`" },
  others: { type: "players", doc: "every player except `me`, in play order" },
  current: { type: "player", doc: "the player whose turn it is" },
  "draw-pile": { type: "pile", doc: "the face-down pile players draw from" },
  "discard-pile": { type: "pile", doc: "the face-up pile cards are played onto" },
  "event-pile": { type: "pile", doc: "the face-down event cards" },
  "active-colour": { type: "colour", doc: "the colour the next card must match (from the top card or a wish), or none" },
  "active-number": { type: "number", doc: "the number the next card must match (from the top card or a wish), or none" },
  "top-card": { type: "card", doc: "the top card of the discard pile" },
  "last-colour": { type: "colour", doc: "the colour played or wished most recently, skipping black and number wishes" },
  blue: { type: "colour", doc: "the colour blue" },
  red: { type: "colour", doc: "the colour red" },
  green: { type: "colour", doc: "the colour green" },
  yellow: { type: "colour", doc: "the colour yellow" },
  black: { type: "colour", doc: "black: the colour of black number cards; never active and never wishable" },
  "special-wish": { type: "bool", doc: "whether the wish in force asks for a special card (any non-number card)" },
  "open-pile": { type: "bool", doc: "whether nothing is in force on the discard pile: no colour, no number and no wish (a colourless card such as Fuck You opened the round); any card may follow" },
  opening: { type: "bool", doc: "whether the card whose effect runs is the one turned up to open the round (the dealer's play)" },
  "this-card": { type: "card", doc: "the card whose effect is running (the played card, the event card)" },
  "events-this-round": { type: "cards", doc: "the event cards carried out this round, oldest first" },
  "events-this-game": { type: "cards", doc: "the event cards carried out this game, oldest first" },
  "point-limit": { type: "number", doc: "the point limit of this game; may be set (`set point-limit = point-limit + 20`)" },
  "written-scores": { type: "bool", doc: "whether the players keep running totals (a rules setting); events with two versions choose by it" },
  "attacks-secured": { type: "bool", doc: "(in a 'targeted' response) whether the attack comes from a card secured against being taken over; setting it secures the hand card played this turn" },
  "power-pile": { type: "pile", doc: "the face-down power cards not dealt out" },
  "played-card": { type: "card", doc: "the hand card just played this turn (what a power card was activated with)" },
  "events-per-black-card": { type: "number", doc: "how many events a black number card turns up (a rules setting; rule cards may change it)" },
  "black-wished": { type: "bool", doc: "whether black is wished (only a black card or a new wish may follow)" },
};

/** Globals an effect may assign to. */
export const SETTABLE_GLOBALS = new Set(["point-limit", "attacks-secured"]);

export const COLOUR_VALUES: Record<string, number> = { blue: 0, red: 1, green: 2, yellow: 3, black: 4 };
export const COLOUR_NAMES = ["blue", "red", "green", "yellow", "black"] as const;

export interface PropertyWord {
  on: Ty[];
  type: Ty;
  settable?: boolean;
  doc: string;
}

/** `name of object`. A property may apply to several object types with the same meaning. */
export const PROPERTIES: Record<string, PropertyWord> = {
  hand: { on: ["player"], type: "pile", doc: "the player's hand" },
  left: { on: ["player"], type: "player", doc: "the player sitting on the left (the previous player in normal play order)" },
  right: { on: ["player"], type: "player", doc: "the player sitting on the right (the next player in normal play order)" },
  next: { on: ["player"], type: "player", doc: "the player who plays after this one in the current direction" },
  others: { on: ["player"], type: "players", doc: "every player except this one, in play order from this one's right" },
  score: { on: ["player"], type: "number", settable: true, doc: "the player's running total" },
  "round-score": { on: ["player"], type: "number", settable: true, doc: "the points the player scores this round (while the round is scored)" },
  skipped: { on: ["player"], type: "bool", doc: "whether the player has a skip waiting" },
  playable: { on: ["player"], type: "cards", doc: "the cards in the player's hand that may be played now" },
  "free-plays": { on: ["player"], type: "cards", doc: "the cards the player could play ignoring the top card (unique cards still need their own condition)" },
  powers: { on: ["player"], type: "pile", doc: "the power cards lying in front of the player" },
  used: { on: ["card"], type: "bool", doc: "whether a power card lies face up (used)" },
  "used-this-turn": { on: ["card"], type: "bool", doc: "whether a power card was used in the current turn (it cannot be readied again yet)" },
  count: { on: ["players", "cards", "colours"], type: "number", doc: "how many there are" },
  first: { on: ["players", "cards"], type: "player", doc: "the first element (players in play order; a pile's cards bottom first, so use `top of` for its top card)" },
  last: { on: ["players", "cards"], type: "player", doc: "the last element" },
  points: { on: ["cards"], type: "number", doc: "scoring value: face value for number cards, the printed points otherwise" },
  colour: { on: ["card"], type: "colour", doc: "the card's colour; none for multicolour cards" },
  colours: { on: ["card"], type: "colours", doc: "every colour the card shows (two for bicoloured cards)" },
  number: { on: ["card"], type: "number", doc: "the card's number, or none for special cards" },
  id: { on: ["card"], type: "text", doc: "the card's id, e.g. \"gift\"" },
  class: { on: ["card"], type: "text", doc: "the card's class, e.g. \"coloured-special\"" },
  unpassable: { on: ["card"], type: "bool", doc: "whether its holder may not hand it over with their own special cards" },
  symbol: { on: ["card"], type: "text", doc: "the card's symbol for symbol matching (its id unless the card says otherwise)" },
  top: { on: ["pile"], type: "card", doc: "the top card of the pile" },
};

/** `first`/`last` return the element type of their list; the checker refines the declared type. */
export const ELEMENT_PROPERTIES = new Set(["first", "last"]);

export interface BuiltinWord {
  /** Argument types; `λ` marks an argument evaluated per element with `it` bound. */
  params: Array<Ty | "list" | "λnumber" | "element">;
  /** `same` returns the type of the first (list) argument; `element` the type of its elements. */
  returns: Ty | "same" | "element";
  doc: string;
}

export const BUILTINS: Record<string, BuiltinWord> = {
  min: { params: ["number", "number"], returns: "number", doc: "the smaller of two numbers" },
  max: { params: ["number", "number"], returns: "number", doc: "the larger of two numbers" },
  highest: { params: ["list", "λnumber"], returns: "same", doc: "the elements tied for the highest value, in order: highest(players, count of hand of it)" },
  lowest: { params: ["list", "λnumber"], returns: "same", doc: "the elements tied for the lowest value, in order" },
  "nth-lowest": { params: ["list", "number", "λnumber"], returns: "same", doc: "the elements with the n-th lowest distinct value (1 = lowest)" },
  sum: { params: ["list", "λnumber"], returns: "number", doc: "the sum of a value over the elements" },
  top: { params: ["pile", "number"], returns: "cards", doc: "the top n cards of a pile" },
  table: { params: ["players", "number"], returns: "map:number", doc: "a value per player of the list, all starting at the given number; other seats read none" },
  "table-pile": { params: [], returns: "pile", doc: "a new, empty temporary pile on the table; what is left in it afterwards goes under the top of the discard pile" },
  following: { params: ["list", "element"], returns: "element", doc: "the element after the given one in the list, wrapping round: following(players, p)" },
  without: { params: ["list", "element"], returns: "same", doc: "the list without one element: without(hand of p, c)" },
  find: { params: ["text"], returns: "cards", doc: "every card with this id, wherever it is: find(\"gift\")" },
  "sums-to": { params: ["cards", "number"], returns: "bool", doc: "whether some of the cards add up (in points) to exactly the number" },
};

export interface VerbWord {
  /** The IR's name for the verb when it differs from the word card authors write. */
  ir?: string;
  subject?: Ty;
  object: Ty | "word";
  /** For `word` objects: the words allowed. */
  words?: readonly string[];
  slots: Readonly<Record<string, { readonly type: Ty; readonly required: boolean }>>;
  doc: string;
}

const VERB_WORDS = {
  draws: { subject: "player", object: "number", slots: {}, doc: "the player draws n cards from the draw pile (the round ends when it runs out)" },
  gives: { subject: "player", object: "cards", slots: { to: { type: "player", required: true } }, doc: "the player hands cards from their hand to another player" },
  takes: { subject: "player", object: "cards", slots: {}, doc: "the player takes cards into their hand from wherever they are" },
  discards: { subject: "player", object: "cards", slots: {}, doc: "the player discards cards: they go under the top card of the discard pile" },
  reveals: { subject: "player", object: "cards", slots: {}, doc: "the player shows cards to everyone" },
  plays: { subject: "player", object: "cards", slots: {}, doc: "the player plays a card from their hand, with all its consequences" },
  skip: { ir: "lose-turn", object: "player", slots: {}, doc: "the player loses their next turn" },
  move: { object: "cards", slots: { to: { type: "pile", required: false }, under: { type: "pile", required: false } }, doc: "moves cards onto a pile (`to`) or to its bottom (`under`)" },
  shuffle: { object: "pile", slots: {}, doc: "shuffles a pile" },
  deal: { object: "pile", slots: { to: { type: "players", required: true } }, doc: "deals a pile out one card at a time round the players until it is empty" },
  swap: { object: "pile", slots: { with: { type: "pile", required: true } }, doc: "swaps the contents of two piles (for example two hands)" },
  end: { object: "word", words: ["round", "turn"], slots: {}, doc: "`end round` ends the round once the current effect has finished; `end turn` ends the turn: no further card or power card follows in it" },
  trigger: { object: "word", words: ["event"], slots: { by: { type: "player", required: false } }, doc: "turns up the top event card and carries it out, with `me` (or the `by` player) as the triggerer" },
  "carry-out": { object: "card", slots: { by: { type: "player", required: false } }, doc: "carries out an event card's effect now, with `me` (or the `by` player) as the triggerer" },
  redirect: { object: "word", words: ["attack"], slots: {}, doc: "(in a 'targeted' response) cancels the attack and carries it out again with the responder as its source" },
  dodge: { object: "word", words: ["attack"], slots: {}, doc: "(in a 'targeted' response) the attacker must choose another victim; the responder is safe from this attack" },
  protect: { object: "player", slots: {}, doc: "(in an 'event-pending' response) the player takes no part in the event about to be turned up" },
  log: { object: "text", slots: {}, doc: "writes a line to the game log" },
  wish: { object: "colour", slots: {}, doc: "sets the wish to a colour, replacing any wish; `wish black` lets only a black card (or a new wish) follow" },
  "wish-number": { object: "number", slots: {}, doc: "sets the wish to a number, replacing any wish" },
  reverse: { object: "word", words: ["direction"], slots: {}, doc: "reverses the direction of play" },
  "turn-up": {
    object: "cards", slots: { by: { type: "player", required: false } },
    doc: "turns a card up onto the discard pile as if `me` (or the `by` player) had played it: its wish is made and its effect may be carried out (a special's is optional); no power card goes with it",
  },
  add: { object: "word", words: ["rule-card"], slots: {}, doc: "turns up one more rule card now; its changes hold for the rest of the round" },
  renew: { object: "word", words: ["rule-cards"], slots: {}, doc: "shuffles the rule cards in force back into the rule deck and turns up as many new ones" },
  cancel: { object: "word", words: ["events"], slots: {}, doc: "ends every lasting effect and play restriction an event started; rule cards and other cards keep theirs" },
  ready: { object: "cards", slots: {}, doc: "turns power cards face down so they can be used again (not one used this very turn)" },
} as const satisfies Record<string, VerbWord>;

/** Every verb of the language, looked up by the word an author writes. */
export const VERBS: Record<string, VerbWord> = VERB_WORDS;

export type VerbName = keyof typeof VERB_WORDS;

/** The IR's name of each verb (`ir`, or the word itself): the runtime implements exactly these. */
export type IrVerbName = { [K in VerbName]: (typeof VERB_WORDS)[K] extends { ir: infer I extends string } ? I : K }[VerbName];

/** Verbs whose subject comes first (`me draws 2`) and verbs the game does (`skip victim`). */
export const PLAYER_VERB_WORDS = Object.keys(VERB_WORDS).filter((v) => VERBS[v]!.subject !== undefined);
export const GAME_VERB_WORDS = Object.keys(VERB_WORDS).filter((v) => VERBS[v]!.subject === undefined);

export type ChoiceKind = "player" | "players" | "card" | "cards" | "colour" | "number" | "yes-no" | "split";

export const CHOICES: Record<ChoiceKind, { returns: Ty; from?: Ty; counted: boolean; doc: string }> = {
  player: { returns: "player", from: "players", counted: false, doc: "one player from a list (none when the list is empty)" },
  players: { returns: "players", from: "players", counted: true, doc: "several players: `choose 1.. players from others`" },
  card: { returns: "card", from: "cards", counted: false, doc: "one card (none when there is none)" },
  cards: { returns: "cards", from: "cards", counted: true, doc: "several cards; when fewer are there, all of them" },
  colour: { returns: "colour", counted: false, doc: "a colour (blue, red, green or yellow)" },
  number: { returns: "number", counted: false, doc: "a number from 1 to 9" },
  "yes-no": { returns: "bool", counted: false, doc: "a yes or no answer" },
  split: { returns: "map:number", counted: false, doc: "shares of a total among players, each at least one when the total goes round: `choose split of 4 among victims`" },
};

export interface TriggerWord {
  bindings: Record<string, GlobalWord>;
  doc: string;
}

export const TRIGGERS: Record<string, TriggerWord> = {
  "turn-starts": { bindings: { "turn-skipped": { type: "bool", doc: "whether this turn is lost to a skip" } }, doc: "a player's turn starts (a skipped turn counts)" },
  "turn-ends": { bindings: {}, doc: "a player's turn ends" },
  "goes-out": {
    bindings: { goer: { type: "player", doc: "the player who just got rid of their last card by playing it" } },
    doc: "a player's last hand card leaves their hand outside an event (played, given, taken); fires before anyone may respond to the empty hand",
  },
  "hand-empties": {
    bindings: { goer: { type: "player", doc: "the player whose hand just became empty" } },
    doc: "a player's hand became empty in any way, events included; fires after the turn's effects, before anyone may respond to the empty hand",
  },
  draws: {
    bindings: { drawer: { type: "player", doc: "the player who just drew" } },
    doc: "a player has taken cards from the draw pile (once per instruction, whatever the number); draws made by this listener do not fire it again",
  },
  "round-ends": {
    bindings: {
      finisher: { type: "player", doc: "the player who emptied their hand and ended the round, or none" },
      finishers: { type: "players", doc: "every player whose hand is empty as the round ends" },
    },
    doc: "the round has ended; fires before hands are counted (cards may still be thrown away)",
  },
  "round-scores": {
    bindings: { finisher: { type: "player", doc: "the player who emptied their hand and ended the round, or none" } },
    doc: "the round is being scored; `round-score of p` may be changed",
  },
};

/** When a lasting effect (`when`, `forbid`) stops. "Next turn" is the next turn of `me`; a skipped turn counts. */
export const UNTILS: Record<string, string> = {
  "round-end": "until the round ends",
  "this-turn-ends": "until the end of the current turn",
  "next-turn-starts": "until the next turn of `me` starts",
  "next-turn-ends": "until the next turn of `me` has ended (its own turn-ends listeners still run)",
};

export interface WindowWord {
  /** What a response to the window can name besides GLOBALS. */
  bindings: Record<string, GlobalWord>;
  doc: string;
}

/** The moments a card may be tossed in out of turn (`respond: window:`). The one list of them. */
export const RESPONSE_WINDOWS = {
  targeted: {
    bindings: { attacker: { type: "player", doc: "the player whose attack targets you" } },
    doc: "you are chosen as the target of another player's attack (`target ...` in their card's effect)",
  },
  "hand-emptied": {
    bindings: { emptied: { type: "players", doc: "the players who just emptied their hands" } },
    doc: "someone's hand has become empty and the turn's effects are over",
  },
  "event-pending": {
    bindings: { triggerer: { type: "player", doc: "the player who triggered the event about to be turned up" } },
    doc: "an event has been triggered and is about to be turned up",
  },
} satisfies Record<string, WindowWord>;

export type ResponseWindow = keyof typeof RESPONSE_WINDOWS;
export const RESPONSE_WINDOW_NAMES = Object.keys(RESPONSE_WINDOWS) as ResponseWindow[];

export function isResponseWindow(name: string): name is ResponseWindow {
  return Object.hasOwn(RESPONSE_WINDOWS, name);
}

/** What each kind of effect can see beyond GLOBALS: a response sees its window's bindings. */
export const CONTEXT_GLOBALS: Record<string, Record<string, GlobalWord>> = {
  card: {},
  event: {},
  power: {},
  match: { card: { type: "card", doc: "the card being checked" } },
  ...Object.fromEntries(RESPONSE_WINDOW_NAMES.map((w) => [w, RESPONSE_WINDOWS[w].bindings])),
};

/** How a playing card is matched; the rules document gives each class its matching rule. */
export const CARD_CLASSES = ["coloured-number", "black-number", "coloured-special", "bicoloured-special", "open-wish", "unique"] as const;
export type CardClass = (typeof CARD_CLASSES)[number];

/** What playing a card lets its player wish. */
export const WISH_KINDS = ["none", "colour", "colour-or-number", "colour-or-special"] as const;
export type WishKind = (typeof WISH_KINDS)[number];
