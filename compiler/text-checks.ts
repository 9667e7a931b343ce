/**
 * A card's written text against its effect (FR6030-FR6037): where the English `text` and the compiled code
 * disagree in something countable (a number of cards, a number of points, whether a player is picked and
 * how many, a duration said or left out, whether a wish is made and which, whether cards are drawn or taken
 * from a hand), a warning at the text with how to fix it. Read from each card document on its own, so
 * `frantic check` of one file and the editor see it too. The text is read with word lists for English (the
 * language every card has; most in compiler/text-check-words.ts): what the text does not say plainly is not
 * checked.
 */
import type { IrChoice, IrExpr, IrStmt } from "../ir/ir.js";
import type { MessageArg, MessageCode } from "../language/messages.js";
import { checkField } from "./compile-effect.js";
import type { Diagnostic } from "./diagnostics.js";
import { effectFieldsOf } from "./effect-fields.js";
import { rangeOfPath, type LoadedDocument } from "./load-yaml.js";
import { allExpressions, expressionsOf, visitExpr, visitStatements } from "./set-checks-ir.js";
import { GLOBALS, RESPONSE_WINDOWS, TRIGGERS } from "../language/vocabulary.js";
import { DURATIONS, durationSaid, handSense, NUMBER, numberOf, pileSense, wishAtomsOf, wishAtomsSaid, wishFieldFor, wishSaid, type WishAtom } from "./text-check-words.js";

/** Words that may stand between a number and "card(s)": "two new cards", "three hand cards". */
const CARD_COUNT = new RegExp(`\\b${NUMBER}\\s+(?:(?:new|more|hand|special|number|power|event|extra|other|unseen|face-down|face-up|of\\s+(?:your|their|his|her)(?:\\s+own)?|of\\s+the)\\s+){0,3}cards?\\b`, "g");
const POINT_COUNT = new RegExp(`\\b${NUMBER}\\s+(?:extra\\s+|more\\s+|penalty\\s+)?points?\\b`, "g");

/** What the text says about who is picked: a player, or several (one to four, one or more). */
const PICKS_SEVERAL = /\b(pick|picks|choose|chooses)\s+(one or more|one to (?:two|three|four|five)|several|two|any number of)\s+(other\s+)?players\b/;
/** Everyone, not "everyone who ..." (a list the code names otherwise). */
const EVERYONE = /\b(every player|every other player|everyone|everybody|all players|all the other players|each player|each other player)\b(?!\s+(?:who|whose|that|with|holding)\b)/;

/** The names of lists of players an effect reads (`players`, `others`, `emptied`, ...), from the vocabulary. */
const PLAYER_LISTS: ReadonlySet<string> = new Set(
  [...Object.entries(GLOBALS), ...[...Object.values(TRIGGERS), ...Object.values(RESPONSE_WINDOWS)].flatMap((w) => Object.entries(w.bindings))].filter(([, w]) => w.type === "players").map(([name]) => name),
);
const PICKS_ONE = /\b(pick|picks|choose|chooses|name|names)\s+(another|a|one|any other)\s+(other\s+)?player\b/;

const WISHES = /\bwish(?:es)?\s+(?:a|for\s+a|one|any)\b/;

/** What the effect code of a card does, in the terms the checks compare. */
interface EffectFacts {
  /** Every whole number the code writes, in any field. */
  numbers: Set<number>;
  /** Numbers of cards the code moves or asks for: `draws n`, `choose n cards`, `split of n`, `top(pile, n)`. */
  cardCounts: Set<number>;
  /** Points the code adds, takes or sets (`score`, `round-score`). */
  points: Set<number>;
  picksOne: boolean;
  picksSeveral: boolean;
  /** The code reaches every player or every other one (`players`, `others`, `others of p`, `team`). */
  everyone: boolean;
  untils: Set<string>;
  wishes: boolean;
  /** What the code's own `wish` and `wish-number` let its player wish (the card's `wish` field apart). */
  wishAtoms: Set<WishAtom>;
  /** The code draws from the draw pile (`draws`). */
  draws: boolean;
  /** The code moves cards from one hand to another: `gives`, `swap`, or `takes` of cards read from a hand. */
  handMoves: boolean;
}

function literal(e: IrExpr | undefined): number | undefined {
  return e?.op === "num" ? e.v : e?.op === "neg" && e.e.op === "num" ? -e.e.v : undefined;
}

function factsOf(doc: LoadedDocument): EffectFacts {
  const facts: EffectFacts = {
    numbers: new Set(), cardCounts: new Set(), points: new Set(), picksOne: false, picksSeveral: false, everyone: false, untils: new Set(), wishes: false,
    wishAtoms: new Set(), draws: false, handMoves: false,
  };
  const add = (set: Set<number>, e: IrExpr | undefined): void => {
    const n = literal(e);
    if (n !== undefined) set.add(Math.abs(n));
  };
  const choice = (c: IrChoice): void => {
    if (c.what === "cards") [c.min, c.max].forEach((e) => add(facts.cardCounts, e));
    if (c.what === "split") add(facts.cardCounts, c.total);
    if (c.what === "player") facts.picksOne = true;
    if (c.what === "players") facts.picksSeveral = true;
  };
  const statement = (s: IrStmt): void => {
    if (s.op === "let" && s.value.op === "choose") choice(s.value);
    if (s.op === "set" && s.value.op === "choose") choice(s.value);
    if (s.op === "target") choice(s.choice);
    if (s.op === "act" && s.verb === "draws") add(facts.cardCounts, s.object);
    // Everyone: code that reads a list of players (a loop over it, an action on it, a comparison of all
    // hands); a choice among the other players reaches one of them, not everyone.
    const reaches = (e: IrExpr): void =>
      visitExpr(e, (x) => {
        if ((x.op === "global" && PLAYER_LISTS.has(x.name)) || (x.op === "prop" && (x.name === "others" || x.name === "team"))) facts.everyone = true;
      });
    const choosing = s.op === "target" || ((s.op === "let" || s.op === "set") && s.value.op === "choose");
    if (!choosing) expressionsOf(s).forEach(reaches);
    // A round ended is scored for everyone.
    if (s.op === "act" && s.verb === "end" && s.object.op === "text" && s.object.v === "round") facts.everyone = true;
    if (s.op === "act" && (s.verb === "wish" || s.verb === "wish-number")) {
      facts.wishes = true;
      facts.wishAtoms.add(s.verb === "wish" ? "colour" : "number");
    }
    if (s.op === "act" && s.verb === "draws") facts.draws = true;
    if (s.op === "act" && (s.verb === "gives" || s.verb === "swap")) facts.handMoves = true;
    if (s.op === "when" || s.op === "forbid" || s.op === "allow" || s.op === "show") facts.untils.add(s.until);
    if (s.op === "set" && s.target.op === "prop" && (s.target.name === "score" || s.target.name === "round-score") && s.value.op !== "choose") {
      const v = s.value;
      add(facts.points, v.op === "bin" ? v.r : v);
    }
  };
  // A rule card's changes are numbers it says too ("deal 5 cards").
  const patchNumbers = (v: unknown): void => {
    if (typeof v === "number") facts.numbers.add(Math.abs(v));
    else if (v !== null && typeof v === "object") Object.values(v).forEach(patchNumbers);
  };
  const patch = (doc.value as { rules?: unknown } | null)?.rules;
  patchNumbers(patch);
  // The rules a rule card changes are everyone's.
  if (patch !== undefined) facts.everyone = true;
  // An action written twice is said as a number too ("turn up two more event cards").
  const actions = new Map<string, number>();
  for (const field of effectFieldsOf(doc.value)) {
    const checked = checkField(doc, field.path, field.form, field.context);
    if (!checked) continue;
    const ir = checked.ir as { body?: IrStmt[]; expr?: IrExpr };
    // What each variable of this field holds, so `me takes loot` is known to take from the hand `loot` was
    // chosen from. A slot used by two blocks holds what both put in it.
    const bound = new Map<number, IrExpr[]>();
    visitStatements(ir.body ?? [], (s) => {
      if (s.op === "let" || s.op === "target" || s.op === "each") bound.set(s.slot, [...(bound.get(s.slot) ?? []), ...(s.op === "each" ? [s.src] : expressionsOf(s))]);
    });
    const readsHand = (e: IrExpr, seen: Set<number>): boolean => {
      let found = false;
      visitExpr(e, (x) => {
        if (x.op === "prop" && x.name === "hand") found = true;
        else if (x.op === "var" && !seen.has(x.slot)) {
          seen.add(x.slot);
          if ((bound.get(x.slot) ?? []).some((b) => readsHand(b, seen))) found = true;
        }
      });
      return found;
    };
    visitStatements(ir.body ?? [], (s) => {
      statement(s);
      if (s.op === "act") actions.set(s.verb, (actions.get(s.verb) ?? 0) + 1);
      if (s.op === "act" && s.verb === "takes" && readsHand(s.object, new Set())) facts.handMoves = true;
    });
    for (const e of allExpressions(ir.body ?? [], ir.expr)) {
      add(facts.numbers, e);
      if (e.op === "call" && e.fn === "top") add(facts.cardCounts, e.args[1]);
    }
  }
  for (const times of actions.values()) facts.numbers.add(times);
  return facts;
}

interface CardFields {
  id?: unknown;
  kind?: unknown;
  text?: { en?: unknown };
  wish?: unknown;
  points?: unknown;
}

/** The warnings of every card document: its English text read against its effect. */
export function textChecks(documents: readonly LoadedDocument[]): Diagnostic[] {
  return documents.flatMap((doc) => textChecksOf(doc));
}

function textChecksOf(doc: LoadedDocument): Diagnostic[] {
  const value = doc.value as CardFields | null;
  const text = typeof value?.text?.en === "string" ? value.text.en.toLowerCase() : "";
  if (!value || text === "" || typeof value.kind !== "string" || !["special", "event", "power", "rule"].includes(value.kind)) return [];
  const facts = factsOf(doc);
  const at = rangeOfPath(doc, ["text", "en"], "value");
  const out: Diagnostic[] = [];
  const warn = (code: MessageCode, ...args: MessageArg[]): void => void out.push({ code, severity: "warning", args, file: doc.file, range: at });
  const said = new Set([...text.matchAll(new RegExp(`\\b${NUMBER}\\b`, "g"))].map((m) => Math.abs(numberOf(m[1]!))));
  const list = (ns: Set<number>): string => (ns.size > 0 ? [...ns].sort((a, b) => a - b).join(", ") : "none");

  // Cards: a count the text names that the code never writes (one is always allowed: "a card", `choose card`),
  // and a count the code moves that the text, where it counts cards at all, never says. A text that counts no
  // card (a placeholder, prose that leaves the numbers to the code) has nothing to disagree with.
  const cardsSaid = [...text.matchAll(CARD_COUNT)].map((m) => numberOf(m[1]!));
  const oneCardSaid = /\ban? card\b/.test(text);
  const wrongCards = cardsSaid.find((n) => n !== 1 && !facts.numbers.has(n));
  const unsaidCards = [...facts.cardCounts].find((n) => n >= 2 && !said.has(n));
  if (wrongCards !== undefined) warn("FR6030", `${wrongCards}`, list(facts.cardCounts));
  else if (unsaidCards !== undefined && (cardsSaid.length > 0 || oneCardSaid)) warn("FR6030", cardsSaid.length > 0 ? list(new Set(cardsSaid)) : "1", `${unsaidCards}`);

  // Points: the card's own worth counts as said ("worth 13 points").
  const worth = typeof value.points === "number" ? value.points : undefined;
  const pointsSaid = [...text.matchAll(POINT_COUNT)].map((m) => Math.abs(numberOf(m[1]!)));
  const wrongPoints = pointsSaid.find((n) => n !== worth && !facts.numbers.has(n));
  const unsaidPoints = [...facts.points].find((n) => n !== 0 && !said.has(n) && !text.includes("double") && !text.includes("twice"));
  if (wrongPoints !== undefined) warn("FR6031", `${wrongPoints}`, list(facts.points));
  else if (unsaidPoints !== undefined) warn("FR6031", list(new Set(pointsSaid)), `${unsaidPoints}`);

  // Who is picked.
  if (PICKS_SEVERAL.test(text) && !facts.picksSeveral) warn("FR6032", "several players are picked", facts.picksOne ? "picks one player" : "picks no player");
  else if (PICKS_ONE.test(text) && !facts.picksOne && !facts.picksSeveral) warn("FR6032", "a player is picked", "picks no player");
  else if (EVERYONE.exec(text) && !facts.everyone) warn("FR6032", `'${EVERYONE.exec(text)![1]}'`, "reaches no list of players (players, others)");

  // Durations.
  for (const d of DURATIONS) {
    if (d.words.test(text) && !d.until.some((u) => facts.untils.has(u))) warn("FR6033", d.said, d.until.join(" or "));
  }

  // Durations the text leaves out: each `until` the code lasts to must be said, in its own words or in words
  // that fit any (FR6033 above reads the other way, and a text that names the wrong duration is its case).
  // The words suggested are those FR6033 reads, so a text fixed as suggested passes both.
  const unsaid = [...facts.untils].find((u) => !durationSaid(text, u));
  if (unsaid !== undefined) warn("FR6036", unsaid, DURATIONS.find((d) => d.until.includes(unsaid))?.said ?? `until ${unsaid}`);

  // Wishes: the card's `wish` field or a `wish` in its code.
  const field = typeof value.wish === "string" ? value.wish : "none";
  const wishes = facts.wishes || field !== "none";
  if (WISHES.test(text) && !wishes) warn("FR6034", "says to wish", "wishes nothing (no 'wish' field, no 'wish' in its code)");
  else if (!WISHES.test(text) && !/\bwish/.test(text) && wishes) warn("FR6034", "says nothing of a wish", "lets its player wish");
  else {
    // Which wish: only when both sides wish, and the text says what ("wish a colour or a number").
    const wished = wishAtomsSaid(text);
    const made = new Set<WishAtom>([...wishAtomsOf(field), ...facts.wishAtoms]);
    if (wished.size > 0 && made.size > 0 && !sameSet(wished, made)) {
      // Only a special card has a `wish` field, and only three mixes of wishes have a value of it.
      const kind = value.kind === "special" ? wishFieldFor(wished) : undefined;
      warn("FR6035", wishSaid(wished), wishSaid(made), kind !== undefined ? `'wish: ${kind}'` : "a 'wish' or 'wish-number' in its code that says the same");
    }
  }

  // Where cards come from: "draw" is from the draw pile, "take ... from their hand" and "give" are between
  // hands. Only an effect that does the one and never the other is read against the text.
  const pile = pileSense(text);
  const hand = handSense(text);
  if (pile !== undefined && !facts.draws && facts.handMoves) warn("FR6037", pile, "never draws from the draw pile: it moves cards from one hand to another (takes, gives or swaps)");
  else if (hand !== undefined && facts.draws && !facts.handMoves) warn("FR6037", hand, "moves no card from one hand to another: it draws from the draw pile");
  return out;
}

function sameSet<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}
