/**
 * A saved game (GameSession.save(), SavedCheckpoint) is plain JSON a person may keep, send or edit, so
 * it is checked in full before anything of it is played: its shape and types, every card number known
 * to the program and every card of the deck in exactly one place, every count, index and player in
 * range, lasting effects naming code of the right kind in this program, the rules in force the ones its
 * rule cards make, the random generator's state four 32-bit words. A bad save is a SavedGameError
 * (FR7003-FR7006) and never plays on.
 */
import { message, messageText, type MessageArg, type MessageText } from "../language/messages.js";
import { clip } from "../language/quote.js";
import type { IrRules } from "../ir/ir.js";
import { CARD_NUMBERS, COLOUR_VALUES, ROUND_END_REASONS } from "../language/vocabulary.js";
import { NONE, type CardTable } from "./card-table.js";
import { isKeyedTable } from "./tables.js";
import type { GameProgress } from "./engine-core.js";
import { FIRST_HAND, OLD_ZONES_PER_PLAYER, RULES_IN_FORCE, ZONES_PER_PLAYER, type SavedState } from "./state.js";

export type SavedGameCode = "FR7003" | "FR7004" | "FR7005" | "FR7006";

/** A saved game that cannot be loaded: `code` says why, `args` fill its message. */
export class SavedGameError extends Error {
  constructor(readonly code: SavedGameCode, readonly args: readonly MessageArg[]) {
    super(message(code, ...args));
  }
}

/**
 * Bounds on what a save may hold, past which it is refused before it is looked at further: far above
 * what a game makes (a checkpoint every four turns keeps the answers since it to a few dozen; an effect
 * makes a table pile or two and nests its calls at most MAX_DEPTH deep).
 */
export const SAVE_LIMITS = {
  answers: 100_000,
  answerLength: 1_000,
  tablePiles: 256,
  roundResults: 10_000,
  lastingEffects: 10_000,
  frameSlots: 10_000,
  listLength: 10_000,
  text: 10_000,
  /** Turns, rounds and steps: below 2^31, as the engine's Int32 tables hold turns. */
  count: 2 ** 31 - 1,
  depth: 200,
} as const;

import type { LastingKind } from "./lasting-kind.js";

export type { LastingKind };

/** What a saved checkpoint is checked against: the program and game it must belong to. */
export interface SaveFacts {
  cards: CardTable;
  players: number;
  lasting: readonly LastingKind[];
  /** The shared values the program declares, by name. */
  shared: ReadonlySet<string>;
  /** The rules in force with these rule cards turned up, in order (the game's rules patched by each). */
  rulesWith(ruleCards: readonly number[]): IrRules;
}

type Json = Record<string, unknown>;

/** Checks on values at a path ("checkpoint.state.zones[3]"), failing with FR7003 there. */
class At {
  constructor(private readonly playerCount: number, private readonly cardCount: number) {}

  fail(path: MessageArg, what: MessageText): never {
    throw new SavedGameError("FR7003", [path, what]);
  }

  /** A JSON object with exactly `keys` (and any of `optional`). */
  object(v: unknown, path: MessageArg, keys: readonly string[], optional: readonly string[] = []): Json {
    if (typeof v !== "object" || v === null || Array.isArray(v)) this.fail(path, messageText("saved-not-object"));
    const o = v as Json;
    for (const k of keys) if (!Object.hasOwn(o, k)) this.fail(path, messageText("saved-missing", k));
    for (const k of Object.keys(o)) if (!keys.includes(k) && !optional.includes(k)) this.fail(path, messageText("saved-not-field", k.slice(0, 40)));
    return o;
  }

  int(v: unknown, path: string, least: number, most: number): number {
    if (!Number.isSafeInteger(v) || (v as number) < least || (v as number) > most) this.fail(path, messageText("saved-out-of-range", least, most));
    return v as number;
  }

  bool(v: unknown, path: string): boolean {
    if (typeof v !== "boolean") this.fail(path, messageText("saved-not-bool"));
    return v as boolean;
  }

  text(v: unknown, path: string): string {
    if (typeof v !== "string" || v.length > SAVE_LIMITS.text) this.fail(path, messageText("saved-not-text", SAVE_LIMITS.text));
    return v as string;
  }

  oneOf<T extends string>(v: unknown, path: string, words: readonly T[]): T {
    if (typeof v !== "string" || !(words as readonly string[]).includes(v)) this.fail(path, messageText("saved-not-one-of", words.join(", ")));
    return v as T;
  }

  list(v: unknown, path: string, most: number, length?: number): unknown[] {
    if (!Array.isArray(v)) this.fail(path, messageText("saved-not-list"));
    const l = v as unknown[];
    if (length !== undefined && l.length !== length) this.fail(path, messageText("saved-wrong-length", l.length, length));
    if (l.length > most) this.fail(path, messageText("saved-too-long", l.length, most));
    return l;
  }

  ints(v: unknown, path: string, least: number, most: number, length?: number): number[] {
    const l = this.list(v, path, SAVE_LIMITS.listLength, length);
    l.forEach((x, i) => this.int(x, `${path}[${i}]`, least, most));
    return l as number[];
  }

  player(v: unknown, path: string, none = false): number {
    return this.int(v, path, none ? NONE : 0, this.playerCount - 1);
  }

  card(v: unknown, path: string, none = false): number {
    return this.int(v, path, none ? NONE : 0, this.cardCount - 1);
  }

  players(v: unknown, path: string): number[] {
    return this.ints(v, path, 0, this.playerCount - 1);
  }

  cardList(v: unknown, path: string): number[] {
    return this.ints(v, path, 0, this.cardCount - 1);
  }

  playersOrNull(v: unknown, path: string): void {
    if (v !== null) this.players(v, path);
  }
}

const PHASES: ReadonlyArray<GameProgress["phase"]> = ["deal", "turns", "turn-decision"];
/** A saved round end: none yet, or how it ended. */
const SAVED_ROUND_ENDS: ReadonlyArray<SavedState["scalars"]["roundEndReason"]> = ["", ...ROUND_END_REASONS];
const COLOURS = Object.values(COLOUR_VALUES);
const INT32 = 2 ** 31;

/** The fields of a saved checkpoint (SavedCheckpoint), in the order they are checked. */
const CHECKPOINT_KEYS = [
  "state", "rng", "lasting", "pileMemory", "progress", "rules", "pointLimit", "lastLimit", "roundEndedBy", "eventsThisRound", "eventsThisGame",
  "shared", "wentOut", "emptiedAny", "offeredEmpty", "scoreless", "eventShield", "inDrawTrigger", "handsHeard", "securedCard", "playedCard",
  "playedThisTurn", "poweredThisTurn", "turnEnded", "opening", "openingCardOfRound", "copiedTop", "steps", "depth", "holdDepth", "eventDepth",
] as const;

const SCALAR_KEYS = ["direction", "current", "dealer", "activeColour", "activeNumber", "lastColour", "wished", "specialWish", "wishBlack", "roundOver", "roundEndReason", "finisher", "round", "turn"] as const;
const CTX_KEYS = ["me", "frame", "card", "attacker", "emptied", "finisher", "turnSkipped", "subject", "redirected", "dodged", "untargetable", "excluded", "shield", "unblockable", "secured", "source", "at", "piles"] as const;

/** Rule parameters added after games were first saved, with the value a game saved before them was played by. */
const LATER_PARAMETERS: Readonly<Record<string, unknown>> = { faceDownPlays: false };

/** The saved copy of the rules with what a save from before a parameter lacks filled in, so that older saves still load. */
function withLaterParameters(saved: unknown): unknown {
  if (saved === null || typeof saved !== "object" || Array.isArray(saved)) return saved;
  const missing = Object.entries(LATER_PARAMETERS).filter(([k]) => !Object.hasOwn(saved, k));
  return missing.length === 0 ? saved : { ...saved, ...Object.fromEntries(missing) };
}

/**
 * Checks a saved checkpoint against the program and game it is loaded into; returns it typed, with the
 * rules in force as its rule cards make them (the saved copy of the rules is compared, never used).
 */
export function checkSavedCheckpoint<T extends { rules: IrRules }>(value: unknown, facts: SaveFacts): T {
  const at = new At(facts.players, facts.cards.count);
  const c = at.object(value, "checkpoint", CHECKPOINT_KEYS);
  const phase = at.oneOf(at.object(c["progress"], "checkpoint.progress", ["seed", "phase", "rounds", "turnsBefore", "eliminatedBefore"])["phase"], "checkpoint.progress.phase", PHASES);
  const zones = checkState(at, c["state"], facts, phase);
  const rng = at.list(c["rng"], "checkpoint.rng", 4, 4);
  rng.forEach((x, i) => at.int(x, `checkpoint.rng[${i}]`, -INT32, INT32 - 1));
  checkLasting(at, c["lasting"], facts, zones.length);
  checkPileMemory(at, c["pileMemory"], facts);
  const turn = (c["state"] as { scalars: { turn: number } }).scalars.turn;
  checkProgress(at, c["progress"], facts, turn);
  const inForce = zones[RULES_IN_FORCE]!;
  inForce.forEach((card, i) => facts.cards.isRule(card) || at.fail(`checkpoint.state.zones[${RULES_IN_FORCE}][${i}]`, messageText("saved-not-rule-card")));
  const rules = facts.rulesWith(inForce);
  if (!jsonEqual(withLaterParameters(c["rules"]), JSON.parse(JSON.stringify(rules)) as unknown)) at.fail("checkpoint.rules", messageText("saved-not-rules"));
  at.int(c["pointLimit"], "checkpoint.pointLimit", 1, SAVE_LIMITS.count);
  at.int(c["lastLimit"], "checkpoint.lastLimit", 0, SAVE_LIMITS.count);
  at.text(c["roundEndedBy"], "checkpoint.roundEndedBy");
  for (const key of ["eventsThisRound", "eventsThisGame"] as const) {
    at.cardList(c[key], `checkpoint.${key}`).forEach((card, i) => facts.cards.isEvent(card) || at.fail(`checkpoint.${key}[${i}]`, messageText("saved-not-event")));
  }
  const shared = at.object(c["shared"], "checkpoint.shared", [...facts.shared]);
  for (const [name, v] of Object.entries(shared)) {
    if (typeof v !== "boolean" && (typeof v !== "number" || !Number.isFinite(v))) at.fail(`checkpoint.shared.${name}`, messageText("saved-not-shared-value"));
  }
  for (const key of ["wentOut", "emptiedAny", "offeredEmpty", "scoreless", "eventShield"] as const) at.players(c[key], `checkpoint.${key}`);
  const heard = at.ints(c["handsHeard"], "checkpoint.handsHeard", 0, facts.cards.count);
  if (heard.length !== 0 && heard.length !== facts.players) at.fail("checkpoint.handsHeard", messageText("saved-wrong-length", heard.length, facts.players));
  for (const key of ["inDrawTrigger", "poweredThisTurn", "turnEnded", "opening"] as const) at.bool(c[key], `checkpoint.${key}`);
  for (const key of ["securedCard", "playedCard", "openingCardOfRound"] as const) at.card(c[key], `checkpoint.${key}`, true);
  at.cardList(c["playedThisTurn"], "checkpoint.playedThisTurn");
  const top = at.object(c["copiedTop"], "checkpoint.copiedTop", ["card", "symbol"]);
  const copied = at.card(top["card"], "checkpoint.copiedTop.card", true);
  const symbol = at.text(top["symbol"], "checkpoint.copiedTop.symbol");
  if (copied === NONE ? symbol !== "" : !facts.cards.symbol.includes(symbol)) at.fail("checkpoint.copiedTop.symbol", messageText("saved-not-symbol"));
  at.int(c["steps"], "checkpoint.steps", 0, SAVE_LIMITS.count);
  for (const key of ["depth", "holdDepth", "eventDepth"] as const) at.int(c[key], `checkpoint.${key}`, 0, SAVE_LIMITS.depth);
  return { ...(c as object), rules } as T;
}

/** The state's shape and ranges, and every card of the deck in one place; returns the zones. */
function checkState(at: At, value: unknown, facts: SaveFacts, phase: GameProgress["phase"]): number[][] {
  const { players, cards } = facts;
  const s = at.object(value, "checkpoint.state", ["zones", "incoming", "scores", "roundScores", "adjustments", "eliminated", "skips", "faceUp", "usedInTurn", "scalars"], ["seating", "sideOf", "zonesPerPlayer"]);
  // Saved before players had table cards: a hand and power cards each, and no table pile (see loadState).
  const older = s["zonesPerPlayer"] === undefined;
  if (!older) at.int(s["zonesPerPlayer"], "checkpoint.state.zonesPerPlayer", ZONES_PER_PLAYER, ZONES_PER_PLAYER);
  const fixed = FIRST_HAND + (older ? OLD_ZONES_PER_PLAYER : ZONES_PER_PLAYER) * players;
  const zones = at.list(s["zones"], "checkpoint.state.zones", fixed + SAVE_LIMITS.tablePiles);
  if (older && zones.length > fixed) at.fail("checkpoint.state.zones", messageText("saved-older-table-piles", zones.length - fixed));
  if (zones.length < fixed) at.fail("checkpoint.state.zones", messageText("saved-too-few-zones", zones.length, fixed, players));
  const incoming = at.list(s["incoming"], "checkpoint.state.incoming", players, players);
  // Every card of the program's deck lies in exactly one place (a zone, or on its way to a hand).
  const seen = new Int32Array(cards.count).fill(-1);
  const place = (list: unknown, path: string): number[] => {
    const l = at.list(list, path, cards.count);
    l.forEach((card, i) => {
      at.card(card, `${path}[${i}]`);
      if (seen[card as number] !== -1) throw new SavedGameError("FR7005", [messageText("saved-card-twice", String(card), cards.label(card as number), `${path}[${i}]`)]);
      seen[card as number] = 1;
    });
    return l as number[];
  };
  const checkedZones = zones.map((z, i) => place(z, `checkpoint.state.zones[${i}]`));
  incoming.forEach((cs, p) => place(cs, `checkpoint.state.incoming[${p}]`));
  // Before the first deal nothing lies anywhere yet.
  const dealt = seen.indexOf(1) >= 0;
  const missing = seen.indexOf(-1);
  if (missing >= 0 && (dealt || phase !== "deal")) throw new SavedGameError("FR7005", [messageText("saved-card-nowhere", missing, cards.label(missing))]);
  for (const key of ["scores", "roundScores", "adjustments"] as const) at.ints(s[key], `checkpoint.state.${key}`, -SAVE_LIMITS.count, SAVE_LIMITS.count, players);
  const out = at.players(s["eliminated"], "checkpoint.state.eliminated");
  if (new Set(out).size !== out.length) at.fail("checkpoint.state.eliminated", messageText("saved-player-twice"));
  // Who sits where: every player once (absent in games saved before seats could change).
  if (s["seating"] !== undefined) {
    const seating = at.players(s["seating"], "checkpoint.state.seating");
    if (seating.length !== players || new Set(seating).size !== players) at.fail("checkpoint.state.seating", messageText("saved-seating", players));
  }
  // Each player's side, a number from 0 to players - 1 (absent in games saved before sides could change).
  if (s["sideOf"] !== undefined) {
    const sideOf = at.players(s["sideOf"], "checkpoint.state.sideOf");
    if (sideOf.length !== players) at.fail("checkpoint.state.sideOf", messageText("saved-sides", players, players - 1));
  }
  // Below zero: extra turns waiting (`p takes another turn`).
  at.ints(s["skips"], "checkpoint.state.skips", -SAVE_LIMITS.count, SAVE_LIMITS.count, players);
  at.ints(s["faceUp"], "checkpoint.state.faceUp", 0, 1, cards.count);
  at.ints(s["usedInTurn"], "checkpoint.state.usedInTurn", -1, SAVE_LIMITS.count, cards.count);
  const sc = at.object(s["scalars"], "checkpoint.state.scalars", SCALAR_KEYS);
  const p = "checkpoint.state.scalars";
  if (sc["direction"] !== 1 && sc["direction"] !== -1) at.fail(`${p}.direction`, messageText("saved-not-direction"));
  at.player(sc["current"], `${p}.current`);
  at.player(sc["dealer"], `${p}.dealer`);
  for (const key of ["activeColour", "lastColour"] as const) if (sc[key] !== NONE && !COLOURS.includes(sc[key] as number)) at.fail(`${p}.${key}`, messageText("saved-not-colour", COLOURS.join(", ")));
  if (sc["activeNumber"] !== NONE) at.int(sc["activeNumber"], `${p}.activeNumber`, CARD_NUMBERS.least, CARD_NUMBERS.most);
  for (const key of ["wished", "specialWish", "wishBlack", "roundOver"] as const) at.bool(sc[key], `${p}.${key}`);
  at.oneOf(sc["roundEndReason"], `${p}.roundEndReason`, SAVED_ROUND_ENDS);
  at.player(sc["finisher"], `${p}.finisher`, true);
  at.int(sc["round"], `${p}.round`, 0, SAVE_LIMITS.count);
  at.int(sc["turn"], `${p}.turn`, 0, SAVE_LIMITS.count);
  return checkedZones;
}

function checkLasting(at: At, value: unknown, facts: SaveFacts, zoneCount: number): void {
  const l = at.object(value, "checkpoint.lasting", ["listeners", "restrictions", "permissions", "shows", "ctxs"]);
  const ctxs = at.list(l["ctxs"], "checkpoint.lasting.ctxs", SAVE_LIMITS.lastingEffects);
  ctxs.forEach((c, i) => checkCtx(at, c, `checkpoint.lasting.ctxs[${i}]`, facts, zoneCount));
  for (const list of ["listeners", "restrictions", "permissions", "shows"] as const) {
    at.list(l[list], `checkpoint.lasting.${list}`, SAVE_LIMITS.lastingEffects).forEach((e, i) => {
      const path = `checkpoint.lasting.${list}[${i}]`;
      const keys = ["code", "until", "owner", "turn", "startedBy", "ctx", ...(list === "listeners" ? ["trigger"] : [])];
      const entry = at.object(e, path, keys, list === "shows" ? ["to"] : []);
      const code = at.int(entry["code"], `${path}.code`, 0, SAVE_LIMITS.count);
      const kind = facts.lasting[code];
      if (!kind) throw new SavedGameError("FR7006", [String(code), messageText("saved-lasting-absent", facts.lasting.length)]);
      if (kind.list !== list) throw new SavedGameError("FR7006", [String(code), messageText("saved-lasting-other-list", list)]);
      if (entry["until"] !== kind.until || (list === "listeners" && entry["trigger"] !== kind.trigger)) {
        throw new SavedGameError("FR7006", [String(code), kind.trigger ? messageText("saved-lasting-other-trigger", kind.until, kind.trigger, path) : messageText("saved-lasting-other-until", kind.until, path)]);
      }
      at.player(entry["owner"], `${path}.owner`);
      at.int(entry["turn"], `${path}.turn`, 0, SAVE_LIMITS.count);
      at.card(entry["startedBy"], `${path}.startedBy`, true);
      at.int(entry["ctx"], `${path}.ctx`, 0, ctxs.length - 1);
      if (entry["to"] !== undefined) at.players(entry["to"], `${path}.to`);
    });
  }
}

/** A lasting effect's context: its players, cards and table piles in range, its variables plain values. */
function checkCtx(at: At, value: unknown, path: string, facts: SaveFacts, zoneCount: number): void {
  const c = at.object(value, path, CTX_KEYS);
  at.player(c["me"], `${path}.me`);
  at.card(c["card"], `${path}.card`, true);
  for (const key of ["attacker", "finisher", "subject"] as const) at.player(c[key], `${path}.${key}`, true);
  for (const key of ["emptied", "excluded", "shield"] as const) at.playersOrNull(c[key], `${path}.${key}`);
  at.players(c["untargetable"], `${path}.untargetable`);
  for (const key of ["turnSkipped", "redirected", "dodged", "unblockable", "secured"] as const) at.bool(c[key], `${path}.${key}`);
  at.text(c["source"], `${path}.source`);
  at.text(c["at"], `${path}.at`);
  at.ints(c["piles"], `${path}.piles`, FIRST_HAND + ZONES_PER_PLAYER * facts.players, zoneCount - 1);
  at.list(c["frame"], `${path}.frame`, SAVE_LIMITS.frameSlots).forEach((v, i) => checkVariable(at, v, `${path}.frame[${i}]`, 0));
}

/**
 * An effect's variable: none, a number, true or false, a word, a list of those (a split, a list of cards
 * or players), or a table made by `table` (tables.ts): its keys and their values, as many of each.
 */
function checkVariable(at: At, v: unknown, path: string, depth: number): void {
  if (v === null || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v))) return;
  if (typeof v === "string") return void at.text(v, path);
  if (Array.isArray(v) && depth < 2) return at.list(v, path, SAVE_LIMITS.listLength).forEach((x, i) => checkVariable(at, x, `${path}[${i}]`, depth + 1));
  if (isKeyedTable(v) && depth === 0) {
    const table = at.object(v, path, ["keys", "values"]);
    const keys = at.list(table["keys"], `${path}.keys`, SAVE_LIMITS.listLength);
    keys.forEach((k, i) => {
      if (typeof k === "string") at.text(k, `${path}.keys[${i}]`);
      else if (!(typeof k === "number" && Number.isFinite(k))) at.fail(`${path}.keys[${i}]`, messageText("saved-not-variable"));
    });
    at.list(table["values"], `${path}.values`, SAVE_LIMITS.listLength, keys.length).forEach((x, i) => checkVariable(at, x, `${path}.values[${i}]`, 2));
    return;
  }
  at.fail(path, messageText("saved-not-variable"));
}

function checkPileMemory(at: At, value: unknown, facts: SaveFacts): void {
  const m = at.object(value, "checkpoint.pileMemory", ["beneath", "colour", "number", "last", "flags"]);
  const n = facts.cards.count;
  at.ints(m["beneath"], "checkpoint.pileMemory.beneath", NONE, n - 1, n);
  for (const key of ["colour", "last"] as const) {
    at.ints(m[key], `checkpoint.pileMemory.${key}`, NONE, Math.max(...COLOURS), n);
  }
  at.ints(m["number"], "checkpoint.pileMemory.number", NONE, CARD_NUMBERS.most, n);
  at.ints(m["flags"], "checkpoint.pileMemory.flags", 0, 7, n);
}

function checkProgress(at: At, value: unknown, facts: SaveFacts, turn: number): void {
  const p = at.object(value, "checkpoint.progress", ["seed", "phase", "rounds", "turnsBefore", "eliminatedBefore"]);
  at.int(p["seed"], "checkpoint.progress.seed", -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  at.oneOf(p["phase"], "checkpoint.progress.phase", PHASES);
  at.int(p["turnsBefore"], "checkpoint.progress.turnsBefore", 0, turn);
  at.int(p["eliminatedBefore"], "checkpoint.progress.eliminatedBefore", 0, facts.players);
  at.list(p["rounds"], "checkpoint.progress.rounds", SAVE_LIMITS.roundResults).forEach((r, i) => {
    const path = `checkpoint.progress.rounds[${i}]`;
    const o = at.object(r, path, ["round", "dealer", "reason", "finisher", "points", "adjustments", "ruleCards", "totals", "turns"], ["endedBy", "teamTotals", "eliminated"]);
    at.int(o["round"], `${path}.round`, 0, SAVE_LIMITS.count);
    at.player(o["dealer"], `${path}.dealer`);
    at.text(o["reason"], `${path}.reason`);
    if (o["finisher"] !== null) at.player(o["finisher"], `${path}.finisher`);
    if (o["endedBy"] !== undefined) at.text(o["endedBy"], `${path}.endedBy`);
    for (const key of ["points", "adjustments", "totals"] as const) at.ints(o[key], `${path}.${key}`, -SAVE_LIMITS.count, SAVE_LIMITS.count, facts.players);
    if (o["teamTotals"] !== undefined) at.ints(o["teamTotals"], `${path}.teamTotals`, -SAVE_LIMITS.count, SAVE_LIMITS.count);
    if (o["eliminated"] !== undefined) at.players(o["eliminated"], `${path}.eliminated`);
    at.list(o["ruleCards"], `${path}.ruleCards`, SAVE_LIMITS.listLength).forEach((id, k) => at.text(id, `${path}.ruleCards[${k}]`));
    at.int(o["turns"], `${path}.turns`, 0, SAVE_LIMITS.count);
  });
}

/** A saved game's own fields (GameSession.save()) for a session of `players` and `seed`; the checkpoint is checked by the engine that loads it. */
export function checkSavedGameFields(value: unknown, seed: number, players: number): { checkpoint: unknown; answers: number[][]; loggedAtCheckpoint: number; logged: number } {
  // Cards are checked with the checkpoint, by the engine that knows them.
  const at = new At(players, 0);
  const g = at.object(value, messageText("saved-whole"), ["format", "seed", "players", "checkpoint", "answers", "loggedAtCheckpoint", "logged"]);
  if (g["format"] !== 1) throw new SavedGameError("FR7004", [messageText("saved-other-format", shown(g["format"]))]);
  if (g["seed"] !== seed || g["players"] !== players) {
    throw new SavedGameError("FR7004", [messageText("saved-other-game", shown(g["seed"]), shown(g["players"]), seed, players)]);
  }
  const answers = at.list(g["answers"], "answers", SAVE_LIMITS.answers);
  answers.forEach((a, i) => {
    at.list(a, `answers[${i}]`, SAVE_LIMITS.answerLength);
    at.ints(a, `answers[${i}]`, 0, SAVE_LIMITS.count);
  });
  const loggedAtCheckpoint = at.int(g["loggedAtCheckpoint"], "loggedAtCheckpoint", 0, SAVE_LIMITS.count);
  const logged = at.int(g["logged"], "logged", loggedAtCheckpoint, SAVE_LIMITS.count);
  if (g["checkpoint"] === null && loggedAtCheckpoint !== 0) at.fail("loggedAtCheckpoint", messageText("saved-nothing-logged"));
  return { checkpoint: g["checkpoint"], answers: answers as number[][], loggedAtCheckpoint, logged };
}

/** A saved value in a message: a number, word or truth value cut short, else what it is (never walked: it may nest without end). */
function shown(v: unknown): MessageArg {
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "string") return clip(JSON.stringify(v), 20);
  return v === null ? messageText("saved-null") : Array.isArray(v) ? messageText("saved-a-list") : typeof v === "object" ? messageText("saved-an-object") : typeof v;
}

/** Two JSON values alike (objects' keys in any order); `b`, made here, bounds the depth compared. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && kb.every((k) => Object.hasOwn(a, k) && jsonEqual((a as Json)[k], (b as Json)[k]));
}
