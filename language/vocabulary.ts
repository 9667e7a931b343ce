/**
 * The closed vocabulary of the effect language: every word once, with its type or signature, what it
 * means and an example. The grammar's verb tokens, the checker, the runtime's word tables, the schema
 * enums, the reference tables in docs/language.md (`npm run generate`), completion and hover all derive
 * from these tables; tests fail when one drifts (an example that does not check, a word the runtime does
 * not implement, a stale doc table).
 */

export type ListTy = "players" | "cards" | "colours" | "numbers" | "texts" | "options";
/** What a table may be keyed by: the element of the list it was made from (`table(colours, 0)`), or a text or an option. */
export type TableKeyTy = "player" | "colour" | "number" | "card" | "text" | "option";
/** What a table holds per key. */
export type TableValueTy = "number" | "card" | "player" | "bool";
/**
 * A table's type: `map:V` is keyed by player (a `table(players, 0)`, a `choose split`: the spelling tables
 * had before they took other keys, kept so programs and rules text written then read the same), `map:K:V`
 * by any other key (`map:colour:number` from `table(colours, 0)`).
 */
export type MapTy = `map:${TableValueTy}` | `map:${Exclude<TableKeyTy, "player">}:${TableValueTy}`;
/** `option`: one of the names a `choose one of [...]` lists (held as its name). */
export type Ty = "number" | "bool" | "text" | "player" | "card" | "colour" | "pile" | "option" | "none" | "error" | ListTy | MapTy;

export const ELEMENT_OF: Record<ListTy, Ty> = { players: "player", cards: "card", colours: "colour", numbers: "number", texts: "text", options: "option" };
/** A single element stands for a list of one (`deal draw-pile to me`); a number does not (`count of 5` is a mistake, not 1). */
export const LIST_OF: Partial<Record<Ty, ListTy>> = { player: "players", card: "cards", colour: "colours" };

const TABLE_KEYS: ReadonlySet<string> = new Set<TableKeyTy>(["player", "colour", "number", "card", "text", "option"]);
const TABLE_VALUES: ReadonlySet<string> = new Set<TableValueTy>(["number", "card", "player", "bool"]);

/** The type of a table keyed by `key` holding `value`s. */
export function mapType(key: TableKeyTy, value: TableValueTy): MapTy {
  return key === "player" ? `map:${value}` : `map:${key}:${value}`;
}

/** A table type's key and value types; undefined for any other type. */
export function mapParts(t: Ty | string): { key: TableKeyTy; value: TableValueTy } | undefined {
  const parts = t.split(":");
  if (parts[0] !== "map") return undefined;
  const [key, value] = parts.length === 2 ? ["player", parts[1]!] : [parts[1]!, parts[2]!];
  return parts.length <= 3 && TABLE_KEYS.has(key) && TABLE_VALUES.has(value) ? { key: key as TableKeyTy, value: value as TableValueTy } : undefined;
}

/** Whether values of type `t` may key a table. */
export function isTableKey(t: Ty): t is TableKeyTy {
  return TABLE_KEYS.has(t);
}

export interface GlobalWord {
  type: Ty;
  doc: string;
  /** Effect code that uses the word (checked by the tests in a context where the word exists). */
  example?: string;
  /** Whether effects may assign it (`set point-limit = ...`). */
  settable?: boolean;
  /** For an `option` word: the names it may be compared with. */
  options?: readonly string[];
}

/** How a round can end, as the game records it and `round-end` names it in `when round-scores`. */
export const ROUND_END_REASONS = ["hand-empty", "draw-pile-empty", "effect", "stalled", "eliminated"] as const;
export type RoundEndReason = (typeof ROUND_END_REASONS)[number];

/** Names every effect can use. Context-specific names (card, emptied, finisher, ...) are added by the checker. */
const GLOBAL_WORDS = {
  me: { type: "player", doc: "who played the card, triggered the event, used the power card, holds the card or tossed in the response", example: "me draws 1" },
  players: { type: "players", doc: "everyone in play order, starting with the player to `me`'s right and ending with `me` (the event order); players protected from the running event are left out", example: "each p in players {\n  p draws 1\n}" },
  others: { type: "players", doc: "`players` without `me`", example: "let victim = choose player from others" },
  current: { type: "player", doc: "the player whose turn it is", example: "skip current" },
  "draw-pile": { type: "pile", doc: "the face-down pile players draw from", example: "shuffle draw-pile" },
  "discard-pile": { type: "pile", doc: "the face-up pile cards are played onto", example: "let shown = top of discard-pile" },
  "event-pile": { type: "pile", doc: "the face-down event cards", example: "let next-events = top(event-pile, 2)" },
  "power-pile": { type: "pile", doc: "the face-down power cards not dealt out", example: "let spare-powers = count of power-pile" },
  "active-colour": { type: "colour", doc: "the colour the next card must match (from the top card or a wish), or none", example: "let fits = hand of me where colour of it = active-colour" },
  "active-number": { type: "number", doc: "the number the next card must match (from the top card or a wish), or none", example: "let same = hand of me where number of it = active-number" },
  "top-card": { type: "card", doc: "the top card of the discard pile", example: "let top-colour = colour of top-card" },
  "last-colour": { type: "colour", doc: "the colour played or wished most recently, ignoring black and number wishes", example: "wish last-colour" },
  colours: { type: "colours", doc: "the four colours a wish may name, blue, red, green and yellow, in that order (a random colour: `random(colours)`)", example: "wish random(colours)" },
  blue: { type: "colour", doc: "the colour blue", example: "wish blue" },
  red: { type: "colour", doc: "the colour red", example: "wish red" },
  green: { type: "colour", doc: "the colour green", example: "wish green" },
  yellow: { type: "colour", doc: "the colour yellow", example: "wish yellow" },
  black: { type: "colour", doc: "the colour of black number cards: never an active colour; `wish black` lets only a black card (or a new wish) follow", example: "wish black" },
  "special-wish": { type: "bool", doc: "whether the wish in force asks for a special card (any card without a number)", example: "if special-wish {\n  me draws 1\n}" },
  "open-pile": { type: "bool", doc: "whether nothing is in force on the discard pile: no colour, no number and no wish (a colourless card such as Fuck You opened the round); any card may follow", example: "if open-pile {\n  wish red\n}" },
  opening: { type: "bool", doc: "whether the card whose effect runs is the one turned up to open the round (the dealer's play)", example: "if not opening {\n  end round\n}" },
  "black-wished": { type: "bool", doc: "whether black is wished: only a black card or a new wish may follow", example: "if black-wished {\n  me draws 1\n}" },
  "this-card": { type: "card", doc: "the card whose effect runs (the played card, the event card, the power card)", example: "let mine = id of this-card" },
  "played-card": { type: "card", doc: "the hand card just played this turn (the card a power card was used with)", example: "let played = number of played-card" },
  "played-this-turn": { type: "cards", doc: "every hand card played in the current turn, toss-ins included, oldest first", example: "let twice = count of played-this-turn >= 2" },
  "events-this-round": { type: "cards", doc: "the event cards carried out this round, oldest first, the current one included", example: "let seen = count of events-this-round" },
  "events-this-game": { type: "cards", doc: "the event cards carried out this game, oldest first, the current one included", example: "let all-seen = count of events-this-game" },
  "point-limit": { type: "number", settable: true, doc: "the point limit of this game; may be set", example: "set point-limit = point-limit + 20" },
  "cards-dealt": {
    type: "number", settable: true,
    doc: "how many cards each player is dealt this round (the rules' `hand-size.deal`, as rule cards left it); a house rule's effect, which runs before the deal, may set it for the round, kept between the rules' `hand-size.minimum` and 20; set after the deal it changes nothing until the next round, which starts from the rules again",
    example: "set cards-dealt = cards-dealt - 1",
  },
  "written-scores": { type: "bool", doc: "the rules setting: players keep running totals; events with two versions choose by it", example: "if written-scores {\n  set score of me = score of me - 10\n}" },
  "events-per-black-card": { type: "number", doc: "how many events a black number card turns up (a rules setting that rule cards may change)", example: "repeat events-per-black-card {\n  trigger event\n}" },
  "attacks-secured": {
    type: "bool", settable: true,
    doc: "in a `targeted` response: whether the attack comes from a secured card; setting it secures the hand card played this turn, not cards that card plays in turn (Anti Counter sets it, Counterattack's `respond.when` reads it)",
    example: "set attacks-secured = true",
  },
} satisfies Record<string, GlobalWord & { example: string }>;

export const GLOBALS: Record<string, GlobalWord & { example: string }> = GLOBAL_WORDS;
export type GlobalName = keyof typeof GLOBAL_WORDS;

/** Globals an effect may assign to. */
export const SETTABLE_GLOBALS: ReadonlySet<string> = new Set(Object.keys(GLOBALS).filter((name) => GLOBALS[name]!.settable));

export const COLOUR_VALUES: Record<string, number> = { blue: 0, red: 1, green: 2, yellow: 3, black: 4 };
export const COLOUR_NAMES = ["blue", "red", "green", "yellow", "black"] as const;

export interface PropertyWord {
  on: Ty[];
  type: Ty;
  settable?: boolean;
  /**
   * It reads which cards may be played, so a condition that decides that (`play-when`, a class's `match`,
   * `forbid`, `allow`) may not use it: the condition would ask itself without end.
   */
  readsPlays?: boolean;
  doc: string;
  example: string;
}

/** `name of object`. A property may apply to several object types with the same meaning. */
const PROPERTY_WORDS = {
  hand: { on: ["player"], type: "pile", doc: "the player's hand", example: "let mine = hand of me" },
  powers: { on: ["player"], type: "pile", doc: "the power cards lying in front of the player", example: "let spent = powers of me where used of it" },
  "face-down-cards": { on: ["player"], type: "pile", doc: "the playing cards lying face down on the table in front of the player: nobody sees them, the player neither (a pick among them is made `blind`); dealt there with `move`, taken up with `takes`. At the end of a round they count as held, and an eliminated player's go with their hand", example: "move top(draw-pile, 3) to face-down-cards of me" },
  "face-up-cards": { on: ["player"], type: "pile", doc: "the playing cards lying face up on the table in front of the player: everyone sees them. At the end of a round they count as held, and an eliminated player's go with their hand", example: "let shown = face-up-cards of me\nif count of hand of me = 0 {\n  me takes shown\n}" },
  left: { on: ["player"], type: "player", doc: "the physical neighbour on the left (the previous player in normal play order); a player protected from the running event is passed over", example: "left of me draws 1" },
  right: { on: ["player"], type: "player", doc: "the physical neighbour on the right (the next player in normal play order); a player protected from the running event is passed over", example: "right of me draws 1" },
  next: { on: ["player"], type: "player", doc: "who plays after this player in the current direction", example: "skip next of me" },
  others: { on: ["player"], type: "players", doc: "everyone except this player, in play order from their right", example: "let rest = others of current" },
  team: { on: ["player"], type: "players", doc: "the player's side as it is now (the rules' `teams`, changed by `partner p with q`): the player and their partners in play order from their right, the player last (the player alone without teams); players protected from the running event are left out", example: "each mate in team of me {\n  mate draws 1\n}" },
  partner: { on: ["player"], type: "player", doc: "the player's first partner in play order from their right (`first of` the team without the player), none for a player who plays alone", example: "let mate = partner of me\nif mate != none {\n  mate draws 1\n}" },
  score: { on: ["player"], type: "number", settable: true, doc: "the player's running total", example: "set score of me = score of me - 10" },
  "round-score": { on: ["player"], type: "number", settable: true, doc: "the points the player scores this round, while the round is scored", example: "when round-scores {\n  set round-score of me = 0\n}" },
  skipped: {
    on: ["player"], type: "bool", settable: true,
    doc: "whether the player has a skip waiting; `set skipped of p = false` lifts every skip waiting for p, `= true` makes sure one waits (an extra turn waiting and a skip cancel out, as ever)",
    example: "let waiting = others where skipped of it",
  },
  playable: { on: ["player"], type: "cards", readsPlays: true, doc: "the cards in the player's hand that may be played now", example: "let options = playable of me" },
  "free-plays": { on: ["player"], type: "cards", readsPlays: true, doc: "the cards the player could play ignoring the top card (not forbidden; unique cards only on their own condition)", example: "let spare = free-plays of next of me" },
  used: { on: ["card"], type: "bool", doc: "whether a power card lies face up (used)", example: "ready powers of me where used of it" },
  "used-this-turn": { on: ["card"], type: "bool", doc: "whether a power card was used in the current turn (`ready` cannot turn it back yet)", example: "let fresh = powers of me where not used-this-turn of it" },
  count: { on: ["players", "cards", "colours", "numbers", "texts", "options"], type: "number", doc: "how many there are", example: "me draws count of others" },
  first: { on: ["players", "cards", "colours", "numbers", "texts", "options"], type: "player", doc: "the first element (players in play order; a pile's contents run bottom first, so use `top of` for its top card)", example: "let poorest = first of lowest(players, count of hand of it)" },
  last: { on: ["players", "cards", "colours", "numbers", "texts", "options"], type: "player", doc: "the last element", example: "let trailing = last of players" },
  points: { on: ["cards"], type: "number", doc: "the scoring value: face value of number cards, the printed points otherwise", example: "let worth = points of hand of me" },
  colour: { on: ["card"], type: "colour", doc: "the card's colour; none for multicolour cards", example: "let reds = hand of me where colour of it = red" },
  colours: { on: ["card", "cards"], type: "colours", doc: "every colour the card shows (two for bicoloured cards); of several cards, every colour one of them shows, each once, in the order of `colours` (black last)", example: "let shows-red = red in colours of top-card" },
  number: { on: ["card"], type: "number", doc: "the card's number, or none for special cards", example: "let specials = hand of me where number of it = none" },
  id: { on: ["card"], type: "text", doc: "the card's id, e.g. \"gift\"", example: "let gifts = hand of me where id of it = \"gift\"" },
  ids: { on: ["cards"], type: "texts", doc: "the ids of the cards, each once, in the cards' order: keys for a table of texts", example: "let kinds = table(ids of hand of me, 0)\neach c in hand of me {\n  set kinds[id of c] = kinds[id of c] + 1\n}" },
  class: { on: ["card"], type: "text", doc: "the card's class, e.g. \"coloured-special\"; \"event\" for an event card, \"power\" for a power card", example: "let events = hand of me where class of it = \"event\"" },
  symbol: { on: ["card"], type: "text", doc: "what the card matches by symbol: its id, its `symbol` field, or on top of the pile a mimic's copy", example: "let alike = hand of me where symbol of it = symbol of top-card" },
  unpassable: { on: ["card"], type: "bool", doc: "whether its holder may not hand it over with their own special cards", example: "let passable = hand of me where not unpassable of it" },
  owner: { on: ["card"], type: "player", doc: "the player whose hand holds the card, none when it lies anywhere else (a pile, the table, in front of a player as a power card)", example: "let helper = owner of top-card" },
  top: { on: ["pile"], type: "card", doc: "the top card of the pile, or none", example: "let shown = top of discard-pile" },
} satisfies Record<string, PropertyWord>;

export const PROPERTIES: Record<string, PropertyWord> = PROPERTY_WORDS;
export type PropertyName = keyof typeof PROPERTY_WORDS;

/** `first`/`last` return the element type of their list; the checker refines the declared type. */
export const ELEMENT_PROPERTIES = new Set(["first", "last"]);

export interface BuiltinWord {
  /** Argument types; `λ` marks an argument evaluated per element with `it` bound. */
  /** `same` is a list of the first list argument's type (a single element accepted). */
  params: Array<Ty | "list" | "λnumber" | "element" | "same">;
  /** `same` returns the type of the first (list) argument; `element` the type of its elements. */
  returns: Ty | "same" | "element";
  /** It asks the players something, so it may not stand in a condition (checked at every play). */
  asks?: boolean;
  /** It returns a table keyed by the elements of its (first, list) argument: `returns` is its type for a list of players, the checkers key it by the list's elements. */
  keyed?: boolean;
  doc: string;
  example: string;
}

const BUILTIN_WORDS = {
  min: { params: ["number", "number"], returns: "number", doc: "the smaller of two numbers", example: "me draws min(3, count of hand of me)" },
  max: { params: ["number", "number"], returns: "number", doc: "the larger of two numbers", example: "me draws max(1, count of others)" },
  highest: { params: ["list", "λnumber"], returns: "same", doc: "**all** the elements tied for the highest value, in list order (`first of` breaks ties by play order)", example: "let richest = highest(players, count of hand of it)" },
  lowest: { params: ["list", "λnumber"], returns: "same", doc: "**all** the elements tied for the lowest value, in list order", example: "let poorest = lowest(players, count of hand of it)" },
  "nth-lowest": { params: ["list", "number", "λnumber"], returns: "same", doc: "the elements with the n-th lowest **distinct** value (1 = lowest)", example: "let second = nth-lowest(players, 2, count of hand of it)" },
  sum: { params: ["list", "λnumber"], returns: "number", doc: "the sum of a value over the elements", example: "let cards-out = sum(others, count of hand of it)" },
  top: { params: ["pile", "number"], returns: "cards", doc: "the top n cards of a pile, topmost first", example: "move top(draw-pile, 2) to discard-pile" },
  table: {
    params: ["list", "number"], returns: "map:number", keyed: true,
    doc: "a number per element of the list, all starting at the given number: keyed by players (`table(players, 0)`), colours (`table(colours, 0)`), cards (`table(hand of me, 0)`), numbers (`table(numbers(1, 9), 0)`), texts (`table(ids of hand of me, 0)`) or named options (`table([double, calm], 0)`); read `t[k]` with a key of that kind, write `set t[k] = ...`; a key not in the list reads none (until it is set)",
    example: "let bets = table(players, 0)\nset bets[me] = 3\nlet votes = table(colours, 0)\nset votes[red] = votes[red] + 1",
  },
  numbers: { params: ["number", "number"], returns: "numbers", doc: "the whole numbers from the first to the second, in order (at most the first 100 of them; none when the second is smaller): keys for a table, or a list to go through", example: "let tally = table(numbers(1, 9), 0)\neach c in hand of me {\n  set tally[number of c] = tally[number of c] + 1\n}" },
  "table-pile": { params: [], returns: "pile", doc: "a new, empty temporary pile on the table; what is left in it when the effect ends goes under the top card of the discard pile", example: "let stall = table-pile()\nmove top(draw-pile, 3) to stall" },
  following: { params: ["list", "element"], returns: "element", doc: "the element after the given one in the list, wrapping round (none if it is not in the list)", example: "let after = following(players, me)" },
  random: { params: ["list"], returns: "element", doc: "one element of the list picked at random by the game (from its seed, so a game replays), none if the list is empty: a random player, a random card; nobody chooses", example: "let victim = random(others)\nskip victim" },
  race: {
    params: ["players"], returns: "player", asks: true,
    doc: "a race such as \"say Frantic!\" or slapping the pile: every player of the list is asked at the same moment whether they react, none seeing the others' answers; the winner is drawn by the game (from its seed) among those who react, none if nobody does; not in conditions",
    example: "let winner = race(players)\nif winner != none {\n  winner draws 1\n}",
  },
  "race-order": {
    params: ["players"], returns: "players", asks: true,
    doc: "a race that ranks everyone (the slowest to slap the pile): each player of the list is asked at the same moment whether they react, as in `race`; the answer is the whole list, quickest first: those who react in an order drawn by the game, then those who do not, in an order drawn too; `last of` is the slowest; not in conditions",
    example: "let slowest = last of race-order(players)\nslowest draws 2",
  },
  join: { params: ["list", "same"], returns: "same", doc: "the elements of the first list followed by those of the second that the first lacks (a single element counts as a list of one): to gather cards or players from several places", example: "let offered = hand of me where false\neach p in others {\n  let offer = choose 0..1 cards from hand of p by p\n  set offered = join(offered, offer)\n}" },
  without: { params: ["list", "element"], returns: "same", doc: "the list without one element", example: "let rest = without(others, current)" },
  find: { params: ["text"], returns: "cards", doc: "every card with this id, wherever it is", example: "let fys = find(\"fuck-you\")" },
  identical: { params: ["card", "card"], returns: "bool", doc: "whether two different cards have the same face: the same id, the same colours and the same number (two green 5s, two blue Gifts, two Fantastic Fours; never a black 5 and a red 5, nor two specials of different colours; a card is not identical to itself)", example: "let twins = hand of me where identical(it, top-card)" },
  "sums-to": { params: ["cards", "number"], returns: "bool", doc: "whether some of the cards add up (in points) to exactly the number", example: "let can = sums-to(hand of me, 10)" },
} satisfies Record<string, BuiltinWord>;

export const BUILTINS: Record<string, BuiltinWord> = BUILTIN_WORDS;
export type BuiltinName = keyof typeof BUILTIN_WORDS;

export interface VerbWord {
  /** The IR's name for the verb when it differs from the word card authors write. */
  ir?: string;
  subject?: Ty;
  /** `nothing`: the action takes no object, its words are all in its name (`p takes another turn`). */
  object: Ty | "word" | "nothing";
  /** For `word` objects: the words allowed. */
  words?: readonly string[];
  /** `goesWith`: the slot says something only beside that one (`below` beside `to`). */
  slots: Readonly<Record<string, { readonly type: Ty; readonly required: boolean; readonly goesWith?: string }>>;
  /** One of these slots, and only one, must be written (`move cards to pile` or `under pile`). */
  oneOf?: readonly string[];
  /** How the action is written, e.g. `p gives cards to q`. */
  form: string;
  doc: string;
  example: string;
  /** The response window the verb may only be used in. */
  window?: string;
  /** For `word` objects: a word usable only in a response to this window (`cancel play`). */
  wordWindows?: Readonly<Record<string, string>>;
  /**
   * The object may be this bare word when a `from` slot lists the values: the player (`me`, or the `by`
   * player) chooses one of them as the action is made (`wish colour from colours of hand of me`).
   */
  chosenFrom?: string;
}

const VERB_WORDS = {
  draws: { subject: "player", object: "number", slots: {}, form: "p draws n", doc: "draws from the draw pile; a draw that finds the pile empty ends the round after the current effect (taking the last card does not: the round goes on until a draw finds nothing), and further draws do nothing", example: "me draws 2" },
  gives: { subject: "player", object: "cards", slots: { to: { type: "player", required: true } }, form: "p gives cards to q", doc: "hands cards from p's hand to q", example: "let present = choose 2 cards from hand of me\nme gives present to left of me" },
  takes: { subject: "player", object: "cards", slots: {}, form: "p takes cards", doc: "takes cards into p's hand from wherever they are (a hand, a table pile, the discard pile, even an event card); taking the discard pile's top card puts the card below back in force unless a wish stands", example: "let loot = choose 1 blind cards from hand of right of me\nme takes loot" },
  discards: { subject: "player", object: "cards", slots: {}, form: "p discards cards", doc: "puts them **under** the top card of the discard pile (the pile state is unchanged); with the rules setting `event-discards: out-of-game`, cards discarded during an event leave the game until the next deal", example: "let dropped = choose 2 cards from hand of me\nme discards dropped" },
  reveals: { subject: "player", object: "cards", slots: {}, form: "p reveals cards", doc: "shows them to everyone", example: "me reveals hand of me" },
  plays: { subject: "player", object: "cards", slots: {}, form: "p plays cards", doc: "plays the card from p's hand with all its consequences", example: "let pick = choose card from playable of me\nme plays pick" },
  skip: { ir: "lose-turn", object: "player", slots: {}, form: "skip p", doc: "p loses their next turn", example: "skip next of me" },
  move: { object: "cards", slots: { to: { type: "pile", required: false }, under: { type: "pile", required: false }, below: { type: "number", required: false, goesWith: "to" } }, oneOf: ["to", "under"], form: "move cards to pile [below n] / move cards under pile", doc: "moves cards onto a pile (`to`) or beneath it (`under`); `to pile below n` puts them into the pile under its top n cards, in order, the last highest (0: on top; more than the pile holds: at the bottom); a playing card moved onto the discard pile is in force there as its face says (colour and number, no effect and no wish; taking it away again brings back what was in force); a power card that is moved lies face down", example: "move top(event-pile, 1) under event-pile\nlet depth = choose number 0..(count of draw-pile)\nmove top(event-pile, 1) to draw-pile below depth" },
  shuffle: { object: "pile", slots: {}, form: "shuffle pile", doc: "shuffles a pile", example: "shuffle draw-pile" },
  deal: { object: "pile", slots: { to: { type: "players", required: true } }, form: "deal pile to players", doc: "deals one card at a time round the list, starting with its first, until the pile is empty", example: "let pool = table-pile()\nmove top(draw-pile, 4) to pool\ndeal pool to players" },
  swap: { object: "pile", slots: { with: { type: "pile", required: true } }, form: "swap pile with pile", doc: "swaps the contents of two piles, e.g. two hands", example: "swap hand of me with hand of left of me" },
  "swap-seats": {
    object: "player", slots: { with: { type: "player", required: true } }, form: "swap-seats p with q",
    doc: "p and q change places round the table: play order, `left of`, `right of` and `next of` follow where everyone now sits; each keeps their own hand, score, power cards and team. The seats stay changed for the rest of the game",
    example: "swap-seats me with left of me",
  },
  partner: {
    object: "player", slots: { with: { type: "player", required: true } }, form: "partner p with q",
    doc: "p and q become partners from now on, for the rest of the game or until another `partner` changes it: each leaves the side they were on (those left behind stay together, or play alone if only one is left) and the two form a side of two, which `team of`, `partner of`, the team totals, the game's end and its winners then go by (see the rules' `team-scoring`). `partner p with p`, and a player out of the game, change nothing",
    example: "partner me with right of right of me",
  },
  end: { object: "word", words: ["round", "turn"], slots: {}, form: "end round / end turn", doc: "`end round`: the round ends once the current effect has finished; `end turn`: the turn is over, no further card (even with `cards-per-turn` above 1) and no power card follows in it", example: "end turn" },
  trigger: { object: "word", words: ["event"], slots: { by: { type: "player", required: false } }, form: "trigger event [by p]", doc: "turns up the top event card and carries it out with `me` (or the `by` player) as triggerer; opens the `event-pending` window first", example: "trigger event by last of others" },
  "turn-up": {
    object: "cards", slots: { by: { type: "player", required: false } }, form: "turn-up cards [by p]",
    doc: "turns each card up onto the discard pile as if `me` (or the `by` player) had played it: its wish is made, a black card triggers an event, a special's effect is optional; no power card goes with it",
    example: "turn-up top(draw-pile, 1) by me",
  },
  "carry-out": { object: "card", slots: { by: { type: "player", required: false } }, form: "carry-out card [by p]", doc: "carries out an event card's effect now, wherever the card lies (chosen from a table pile, from `events-this-round`); an event taken from a table pile is used up afterwards", example: "let earlier = choose card from events-this-round\ncarry-out earlier by me" },
  redirect: { object: "word", words: ["attack"], slots: {}, form: "redirect attack", window: "targeted", doc: "cancels the attack and carries it out again from the start with the responder as `me`, who chooses new targets", example: "redirect attack" },
  dodge: { object: "word", words: ["attack"], slots: {}, form: "dodge attack", window: "targeted", doc: "the attacker must choose again without the responder, who is safe from this attack", example: "dodge attack" },
  protect: { object: "player", slots: {}, form: "protect p", window: "event-pending", doc: "p takes no part in the event about to be turned up", example: "protect me" },
  "take-over": {
    object: "player", slots: {}, form: "take-over p",
    doc: "p takes the turn in progress over at once: p becomes `current`, the player who had the turn plays no further card in it, and when it ends play goes on from p, so the players in between lose their turn (a skip waiting for them still waits). A skipped turn stays lost: `take-over current` in a skipped turn's `when turn-starts` does not give it back; to let its player play after all, have them play inside the listener (`current plays ...`)",
    example: "let jumper = choose player from others\ntake-over jumper",
  },
  log: { object: "text", slots: {}, form: "log text", doc: "writes a line to the game log", example: "log \"done\"" },
  wish: {
    object: "colour", chosenFrom: "colour", slots: { from: { type: "colours", required: false }, by: { type: "player", required: false } }, form: "wish colour [from colours [by p]]",
    doc: "sets the wish to a colour, replacing any wish; `wish black` lets only a black card (or a new wish) follow. `wish colour from list` lets `me` (or the `by` player) wish only a colour of the list (black never: no player wishes black), asked as the wish is made; a list with no such colour makes no wish, as an action on none does nothing, so what was in force stays",
    example: "wish colour from colours of hand of me by me",
  },
  "wish-number": { object: "number", slots: {}, form: "wish-number n", doc: "sets the wish to a number, replacing any wish", example: "let n = choose number\nwish-number n" },
  reverse: { object: "word", words: ["direction"], slots: {}, form: "reverse direction", doc: "reverses the direction of play", example: "reverse direction" },
  cancel: {
    object: "word", words: ["events", "play"], wordWindows: { play: "card-played" }, slots: {}, form: "cancel events / cancel play",
    doc: "`cancel events` ends every lasting effect, `forbid` and `allow` that an event started (rule cards and other cards keep theirs); `cancel play`, in a `card-played` response, makes the card just played do nothing: no power card is offered with it and its effect is not carried out, while it stays on the pile, in force as its face says, and its wish stands (a rule that sends it back writes `who takes played` after)",
    example: "cancel events",
  },
  add: { object: "word", words: ["rule-card"], slots: {}, form: "add rule-card", doc: "turns up one more rule card now; its changes hold for the rest of the round", example: "add rule-card" },
  renew: { object: "word", words: ["rule-cards"], slots: {}, form: "renew rule-cards", doc: "shuffles the rule cards in force back and turns up as many new ones; what they started ends", example: "renew rule-cards" },
  eliminate: {
    object: "player", slots: {}, form: "eliminate p",
    doc: "p is out of the game at once, for the rest of it: their hand goes where the rules' `eliminate.hand-goes` sends an eliminated player's hand (under the draw pile, or out of the game), their power cards under the power pile; if p has the turn, it ends at once and play passes on from p's seat. Nothing waits for p any longer (skips, extra turns), and any later action by p, or giving p cards or turns, does nothing. Once only one player (or one team) is left, the round ends and the game is over, as with the rules' own eliminations",
    example: "if count of hand of me >= 20 {\n  eliminate me\n}",
  },
  "takes another turn": {
    ir: "extra-turn", subject: "player", object: "nothing", slots: {}, form: "p takes another turn",
    doc: "p plays one more turn right after their next one, before play passes on: said of the player whose turn it is, after this turn; said of another player, after that player's next turn (`next of me takes another turn`: the next player plays two turns in a row). Extra turns and skips are counted together: a skip waiting for p takes away one extra turn and an extra turn one skip, so p loses no turn and plays no extra one; a player out of the game takes none",
    example: "next of me takes another turn",
  },
  ready: { object: "cards", slots: {}, form: "ready cards", doc: "turns power cards face down so they can be used again (not one used in this very turn)", example: "ready powers of me where used of it" },
} as const satisfies Record<string, VerbWord>;

/** Every verb of the language, looked up by the word an author writes. */
export const VERBS: Record<string, VerbWord> = VERB_WORDS;

export type VerbName = keyof typeof VERB_WORDS;

/** The IR's name of each verb (`ir`, or the word itself): the runtime implements exactly these. */
export type IrVerbName = { [K in VerbName]: (typeof VERB_WORDS)[K] extends { ir: infer I extends string } ? I : K }[VerbName];

/** Verbs whose subject comes first (`me draws 2`) and verbs the game does (`skip victim`). */
export const PLAYER_VERB_WORDS = Object.keys(VERB_WORDS).filter((v) => VERBS[v]!.subject !== undefined);
export const GAME_VERB_WORDS = Object.keys(VERB_WORDS).filter((v) => VERBS[v]!.subject === undefined);

export type ChoiceKind = "player" | "players" | "card" | "cards" | "colour" | "number" | "yes-no" | "split" | "one";

export interface ChoiceWord {
  returns: Ty;
  from?: Ty;
  counted: boolean;
  /** It may name the numbers it offers after its word (`choose number 0..20`). */
  ranged?: true;
  /** How the choice is written, and its slots. */
  form: string;
  slots: string;
  doc: string;
  example: string;
}

export const CHOICES: Record<ChoiceKind, ChoiceWord> = {
  player: { returns: "player", from: "players", counted: false, form: "choose player from players", slots: "`from` (required), `by`", doc: "one player from the list, or none if it is empty", example: "let victim = choose player from others" },
  players: { returns: "players", from: "players", counted: true, form: "choose 1.. players from players", slots: "`from` (required), `by`", doc: "several players, with a count", example: "let victims = choose 0..1 players from others where count of hand of it > 0" },
  card: { returns: "card", from: "cards", counted: false, form: "choose card from cards", slots: "`from` (required), `by`", doc: "one card, or none if there is none", example: "let c = choose card from hand of me" },
  cards: { returns: "cards", from: "cards", counted: true, form: "choose 2 cards from cards", slots: "`from` (required), `by`", doc: "several cards, with a count; \"exactly n\" means all of them when fewer are there", example: "let loot = choose 2 blind cards from hand of right of me" },
  colour: { returns: "colour", counted: false, form: "choose colour", slots: "`from` colours (optional), `by`", doc: "a colour: blue, red, green or yellow", example: "let c = choose colour" },
  number: {
    returns: "number", counted: false, ranged: true, form: "choose number / choose number A..B", slots: "`by`",
    doc: "one of the numbers the game's number cards carry (1 to 9 in the official sets; 0 too when the deck has 0s); with a range `A..B` (number literals, or expressions in parentheses), any whole number from A to B, at most the first 100 of them; a range that turns out empty in play gives none, as a choice from an empty list does",
    example: "let bid = choose number 0..(count of hand of me) by left of me",
  },
  "yes-no": { returns: "bool", counted: false, form: "choose yes-no", slots: "`by`", doc: "yes or no", example: "let again = choose yes-no" },
  one: {
    returns: "option", counted: false, form: "choose one of [a, b, c]", slots: "`of` [names] (required), `by`",
    doc: "one of the options named in brackets, bare words the effect makes up (not words of the language such as `skip`); the value compares only with those names (`if pick = double`), and people see the names",
    example: "let pick = choose one of [double, calm, quick] by left of me\nif pick = double {\n  me draws 2\n}",
  },
  split: { returns: "map:number", counted: false, form: "choose split of n among players", slots: "`of` and `among` (required), `by`", doc: "a table player → number summing to n; each player gets at least one when n goes round (n ≥ their number)", example: "let victims = choose 1.. players from others\nlet share = choose split of 4 among victims" },
};

export interface TriggerWord {
  bindings: Record<string, GlobalWord>;
  doc: string;
  example: string;
  /**
   * The actions (IR verb, with its word for `end round`-like verbs) that bring the moment about at once, so
   * the set checks can see a listener that sets off its own trigger (compiler/set-checks-loops.ts). A turn
   * ends once however often `end turn` runs, but a turn ended as it starts lets the next one start at once.
   */
  firedBy: readonly string[];
  /** The runtime hears nothing of this kind while its listeners run (draws they cause fire no `draws`). */
  notHeardFromOwnListeners?: true;
  /** Only what happens outside an event sets it off. */
  outsideEvents?: true;
  /** Heard once a round: no chain of listeners brings it round again within the round. */
  onceARound?: true;
}

/** Actions that move cards into or out of hands. */
const HAND_MOVES = ["gives", "takes", "discards", "plays", "move", "swap", "turn-up"] as const;

/** Whether the play was a face-down claim (`face-down-plays`), and whether it was true: plays and the `card-played` window bind both. */
const FACE_DOWN_BINDINGS = {
  "face-down": {
    type: "bool",
    doc: "whether the card was played face down (`face-down-plays`): the others do not see which card it is until it is shown or turned face up once the play is over",
    example: "when plays {\n  if face-down {\n    log \"a claim\"\n  }\n}",
  },
  fitted: {
    type: "bool",
    doc: "whether the card would have been allowed played face up as things stood before it: for a face-down play, whether its claim was true; for any other play, yes",
    example: "when plays {\n  if face-down and not fitted {\n    who takes played\n  }\n}",
  },
} satisfies Record<string, GlobalWord & { example: string }>;

/** What `when plays` and `when play-ends` bind: the same facts of a play. */
const PLAY_BINDINGS = {
  who: { type: "player", doc: "who played the card; `current` is whose turn it is, which a player playing out of turn is not", example: "when plays {\n  if who != current {\n    log \"out of turn\"\n  }\n}" },
  played: { type: "card", doc: "the card just played", example: "when plays {\n  if number of played = 7 {\n    who draws 1\n  }\n}" },
  ...FACE_DOWN_BINDINGS,
} satisfies Record<string, GlobalWord & { example: string }>;

const TRIGGER_WORDS = {
  "turn-starts": {
    firedBy: ["end turn"],
    bindings: { "turn-skipped": { type: "bool", doc: "whether this turn is lost to a skip", example: "when turn-starts {\n  if turn-skipped {\n    current draws 1\n  }\n}" } },
    doc: "a turn starts, **skipped turns included** (\"a skipped turn counts as a turn\"); `current` is whose turn it is. A listener that ends the turn (`end turn`) ends it before its player plays or draws",
    example: "when turn-starts until next-turn-starts {\n  current draws 1\n}",
  },
  "turn-ends": {
    firedBy: [],
    bindings: {},
    doc: "a turn ends, played or skipped; `current` is whose turn it was (after a `take-over`, the player who took it)",
    example: "when turn-ends until this-turn-ends {\n  trigger event\n}",
  },
  "goes-out": {
    firedBy: HAND_MOVES,
    outsideEvents: true,
    bindings: { goer: { type: "player", doc: "who just got rid of their last hand card", example: "when goes-out {\n  goer draws 2\n}" } },
    doc: "a player's last hand card leaves their hand outside an event (played, or given or taken through a special card's effect); at the end of the turn, before the `hand-emptied` window",
    example: "when goes-out until round-end {\n  trigger event by goer\n}",
  },
  "hand-empties": {
    firedBy: HAND_MOVES,
    bindings: { goer: { type: "player", doc: "the player whose hand just became empty", example: "when hand-empties {\n  goer draws 1\n}" } },
    doc: "a player's hand became empty in any way, events included; at the end of the turn (or of an event carried out directly), before the `hand-emptied` window",
    example: "when hand-empties {\n  goer draws 1\n}",
  },
  plays: {
    firedBy: ["plays", "turn-up"],
    bindings: PLAY_BINDINGS,
    doc: "a card is played onto the discard pile (from a hand, tossed in, or turned up as if played): once it lies there and its wish stands, before its effect",
    example: "when plays {\n  if number of played = 7 {\n    who draws 1\n  }\n}",
  },
  "play-ends": {
    firedBy: ["plays", "turn-up"],
    bindings: PLAY_BINDINGS,
    doc: "a card's play is over: it lies on the pile and its effect (and a power card used with it) has run; not for cards tossed in as responses. The moment for out-of-turn plays: a listener may let another player `take-over` the turn and play",
    example: "when play-ends {\n  let twin = choose 0..1 cards from playable of next of who where identical(it, played) by next of who\n  if count of twin > 0 {\n    take-over next of who\n    next of who plays twin\n  }\n}",
  },
  draws: {
    firedBy: ["draws"],
    notHeardFromOwnListeners: true,
    bindings: {
      drawer: { type: "player", doc: "who just drew", example: "when draws {\n  drawer draws 1\n}" },
      drawn: { type: "cards", doc: "the cards just drawn", example: "when draws {\n  drawer reveals drawn\n}" },
      "turn-draw": { type: "bool", doc: "whether it was the turn's own draw (a player drawing instead of playing), not one an effect caused", example: "when draws {\n  while turn-draw and count of playable of drawer = 0 and count of draw-pile > 0 {\n    drawer draws 1\n  }\n}" },
    },
    doc: "a player has taken cards from the draw pile, once per instruction whatever the number; draws made by these listeners do not fire it again",
    example: "when draws {\n  drawer draws 1\n}",
  },
  "hand-changes": {
    firedBy: ["draws", "deal", ...HAND_MOVES],
    bindings: {
      holder: { type: "player", doc: "the player whose hand changed size", example: "when hand-changes {\n  if count of hand of holder = 0 {\n    log \"empty\"\n  }\n}" },
      holding: { type: "number", doc: "how many cards the holder holds now", example: "when hand-changes {\n  if holding >= 15 {\n    holder discards top(hand of holder, holding - 10)\n  }\n}" },
    },
    doc: "a player's hand has changed size, heard once the play, draw or event that changed it has run its course (never halfway through a draw of several cards); the current player's hand first, then in play order, once per player even if it changed several times",
    example: "when hand-changes {\n  if holding = 1 {\n    log \"one card left\"\n  }\n}",
  },
  "round-starts": {
    firedBy: ["end round"],
    onceARound: true,
    bindings: { dealer: { type: "player", doc: "who dealt this round", example: "when round-starts {\n  dealer draws 1\n}" } },
    doc: "the cards are dealt (rule cards turned up, house rules' effects started), before the opening card is turned up",
    example: "when round-starts {\n  each p in players {\n    p draws 1\n  }\n}",
  },
  "round-ends": {
    firedBy: ["end round"],
    onceARound: true,
    bindings: {
      finisher: { type: "player", doc: "who emptied their hand and ended the round, or none", example: "when round-ends {\n  if finisher != none {\n    log \"out\"\n  }\n}" },
      finishers: { type: "players", doc: "everyone whose hand is empty as the round ends", example: "when round-ends {\n  each w in finishers {\n    log \"out\"\n  }\n}" },
    },
    doc: "the round has ended, before hands are counted (cards may still be thrown away)",
    example: "when round-ends {\n  each w in finishers {\n    log \"someone went out\"\n  }\n}",
  },
  "round-scores": {
    firedBy: ["end round"],
    onceARound: true,
    bindings: {
      finisher: { type: "player", doc: "who emptied their hand and ended the round, or none", example: "when round-scores {\n  if finisher != none {\n    set round-score of finisher = 0\n  }\n}" },
      "round-end": {
        type: "option",
        options: ROUND_END_REASONS,
        doc: "how the round ended: `hand-empty` (a player went out), `draw-pile-empty` (a draw found the pile empty), `effect` (a card or rule ended it), `stalled` (nobody could play on) or `eliminated` (players dropped out until one was left); compare it with one of these names, in quotes",
        example: 'when round-scores {\n  if round-end = "draw-pile-empty" {\n    each p in players {\n      set round-score of p = 0\n    }\n  }\n}',
      },
    },
    doc: "the round is scored, after hand points and `while-held` effects; `round-score of p` may be set",
    example: "when round-scores {\n  set round-score of me = round-score of me * 2\n}",
  },
} satisfies Record<string, TriggerWord>;

export const TRIGGERS: Record<string, TriggerWord> = TRIGGER_WORDS;

export interface UntilWord {
  doc: string;
  example: string;
}

/** When a lasting effect (`when`, `forbid`, `allow`, `show`) stops. "Next turn" is the next turn of `me`; a skipped turn counts. */
export const UNTILS: Record<string, UntilWord> = {
  "round-end": { doc: "when the round ends (the default when `until` is left out)", example: "forbid number of card = 7 until round-end" },
  "this-turn-ends": { doc: "at the end of the current turn (after its `turn-ends` listeners ran)", example: "allow number of card = 1 until this-turn-ends" },
  "next-turn-starts": { doc: "when `me`'s next turn starts", example: "forbid number of card = none until next-turn-starts" },
  "next-turn-ends": { doc: "when `me`'s next turn has ended (its own `turn-ends` listeners still run)", example: "forbid colour of card = red until next-turn-ends" },
};

/**
 * How long a `shared` value lasts before it goes back to its starting value. Shared values are public:
 * the log records every change and every player's view shows them.
 */
const SHARED_LIFETIME_WORDS = {
  "round-end": { doc: "the value starts afresh as each round starts (the default when `until` is left out)", example: "shared penalty = 0 until round-end" },
  "game-end": { doc: "the value lasts the whole game", example: "shared sevens-seen = 0 until game-end\nset sevens-seen = sevens-seen + 1" },
} satisfies Record<string, UntilWord>;

export const SHARED_LIFETIMES: Record<string, UntilWord> = SHARED_LIFETIME_WORDS;
export type SharedLifetime = keyof typeof SHARED_LIFETIME_WORDS;

/**
 * What can open a window, for the set checks (compiler/set-checks-windows.ts): a statement of effect code
 * (`except` the effects it never opens from), an action (only when the deck holds `needs`), or the rules
 * letting a round end that way (a rules or rule card's `round-ends-when`).
 */
export type WindowOpener =
  | { statement: "target"; except: "power" }
  | { action: string; needs: "events" }
  | { roundEndsWhen: "hand-empty" }
  /** Every game opens it: any card played from a hand. */
  | { everyPlay: true };

export interface WindowWord {
  /** What a response to the window can name besides GLOBALS. */
  bindings: Record<string, GlobalWord>;
  openedBy: WindowOpener;
  /** When it opens, and who is asked. */
  doc: string;
  candidates: string;
  /** A `respond.effect` for the window. */
  example: string;
}

/** The moments a card may be tossed in out of turn (`respond: window:`). The one list of them. */
export const RESPONSE_WINDOWS = {
  targeted: {
    openedBy: { statement: "target", except: "power" },
    bindings: { attacker: { type: "player", doc: "whose attack targets you", example: "skip attacker" } },
    doc: "after a `target` choice, for each chosen player other than the attacker (never for power cards' effects)",
    candidates: "that player",
    example: "redirect attack",
  },
  "hand-emptied": {
    openedBy: { roundEndsWhen: "hand-empty" },
    bindings: { emptied: { type: "players", doc: "who just emptied their hand", example: "each p in emptied {\n  p draws 3\n}" } },
    doc: "when hands are empty and the turn's effects are over; the first toss closes it",
    candidates: "everyone who did not empty their hand, in order",
    example: "each p in emptied {\n  p draws 3\n}",
  },
  "card-played": {
    openedBy: { everyPlay: true },
    bindings: {
      who: { type: "player", doc: "who played the card answered", example: "if who != me {\n  cancel play\n}" },
      played: { type: "card", doc: "the card answered (not the one tossed in)", example: "if number of played = none {\n  cancel play\n}" },
      ...FACE_DOWN_BINDINGS,
    },
    doc: "after a card is played from a hand (in a turn or by an effect), once it lies on the pile and its wish stands, before its power card and effect; not for cards tossed in or turned up; the first toss closes it",
    candidates: "every player except who played it, in play order after them",
    example: "cancel play",
  },
  "event-pending": {
    openedBy: { action: "trigger event", needs: "events" },
    bindings: { triggerer: { type: "player", doc: "who triggered the event about to be turned up", example: "if triggerer != me {\n  protect me\n}" } },
    doc: "in `trigger event`, before the event card is turned up",
    candidates: "every player except the triggerer, in order; **each** may toss in",
    example: "protect me",
  },
} satisfies Record<string, WindowWord>;

export type ResponseWindow = keyof typeof RESPONSE_WINDOWS;
export const RESPONSE_WINDOW_NAMES = Object.keys(RESPONSE_WINDOWS) as ResponseWindow[];

export function isResponseWindow(name: string): name is ResponseWindow {
  return Object.hasOwn(RESPONSE_WINDOWS, name);
}

/** Names only conditions on a card to be played can use: `play-when`, the rules' `match`, `forbid` and `allow`. */
const MATCH_WORDS = {
  card: { type: "card", doc: "the card being checked", example: "forbid number of card = 7 until next-turn-starts" },
  further: {
    type: "bool",
    doc: "whether the card is checked as a further card of its player's turn (`cards-per-turn` above 1: one of theirs was played already this turn); never in a response or the turn's first play",
    example: "forbid further and number of card != number of first of played-this-turn",
  },
} satisfies Record<string, GlobalWord>;

export const MATCH_GLOBALS: Record<string, GlobalWord> = MATCH_WORDS;

/** Every name the IR may read as a global: the globals (colours compile to colour values) and the context names. */
export type IrGlobalName =
  | Exclude<GlobalName, (typeof COLOUR_NAMES)[number]>
  | keyof typeof MATCH_WORDS
  | { [W in ResponseWindow]: keyof (typeof RESPONSE_WINDOWS)[W]["bindings"] }[ResponseWindow]
  | { [T in keyof typeof TRIGGER_WORDS]: keyof (typeof TRIGGER_WORDS)[T]["bindings"] }[keyof typeof TRIGGER_WORDS];

/**
 * What each kind of effect can see beyond GLOBALS: a response sees its window's bindings. `match` is a
 * condition that decides which cards may be played (`play-when`, a class's `match`); `power-use`
 * (`usable-when`) reads the same names but decides only whether a power card is offered.
 */
export const CONTEXT_GLOBALS: Record<string, Record<string, GlobalWord>> = {
  card: {},
  event: {},
  power: {},
  match: MATCH_GLOBALS,
  "power-use": MATCH_GLOBALS,
  ...Object.fromEntries(RESPONSE_WINDOW_NAMES.map((w) => [w, RESPONSE_WINDOWS[w].bindings])),
};

/** The effect language's binary operators, as the syntax tree and the IR name them (`==` is read as `=`). */
export const BINARY_OPERATORS = ["+", "-", "*", "/", "=", "!=", "<", "<=", ">", ">=", "and", "or", "in"] as const;
export type BinaryOp = (typeof BINARY_OPERATORS)[number];

/** What an effect field is (a window, a trigger, `match`, ...): the key of its context globals. */
export type EffectContext = keyof typeof CONTEXT_GLOBALS;

/**
 * The largest number an effect may write out (and its negative the smallest): far above any count, score or
 * limit a game reaches, and well inside the integers a double holds exactly, so no literal is rounded.
 */
export const NUMBER_LITERAL_LIMIT = 1_000_000;

/**
 * The numbers a number card may carry. A game's numbers are those its number cards carry (1 to 9 in the
 * official sets; a group may add 0s, or 10 to 12): wishes and `choose number` offer exactly those.
 */
export const CARD_NUMBERS = { least: 0, most: 20 } as const;

/** The most numbers a ranged `choose number A..B` offers (from A): a decision people and bots can still read through. */
export const NUMBER_RANGE_LIMIT = 100;

/** How a playing card is matched; the rules document gives each class its matching rule. */
export const CARD_CLASSES = ["coloured-number", "black-number", "coloured-special", "bicoloured-special", "open-wish", "unique"] as const;
export type CardClass = (typeof CARD_CLASSES)[number];

/** What playing a card lets its player wish. */
export const WISH_KINDS = ["none", "colour", "colour-or-number", "colour-or-special"] as const;
export type WishKind = (typeof WISH_KINDS)[number];

/**
 * The tables of words are looked up by names from files (card effects, compiled programs, an editor's
 * text): none has a prototype, so `constructor`, `__proto__` or `toString` is simply not a word, in the
 * compiler, the language service and the runtime alike. Nested tables too (a verb's slots, what a
 * trigger or window binds).
 */
for (const table of [GLOBALS, COLOUR_VALUES, PROPERTIES, BUILTINS, VERBS, CHOICES, TRIGGERS, UNTILS, SHARED_LIFETIMES, RESPONSE_WINDOWS, MATCH_GLOBALS, CONTEXT_GLOBALS, ELEMENT_OF, LIST_OF]) {
  Object.setPrototypeOf(table, null);
}
for (const verb of Object.values(VERBS)) Object.setPrototypeOf(verb.slots, null);
for (const bindings of [...Object.values(TRIGGERS), ...Object.values(RESPONSE_WINDOWS)].map((w) => w.bindings)) Object.setPrototypeOf(bindings, null);
for (const context of Object.values(CONTEXT_GLOBALS)) Object.setPrototypeOf(context, null);
