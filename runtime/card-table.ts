/** The physical cards of a game, flattened into typed arrays so the turn loop reads numbers, not objects. */
import type { IrEvent, IrPlayingCard, IrPower, IrProgram, IrRuleCard } from "../ir/ir.js";
import { COLOUR_VALUES } from "../language/vocabulary.js";
import { ownEntry } from "../ir/own-entry.js";
import { FALLBACK_LANG, nameIn, type Lang, type Localised } from "../language/languages.js";

export const NONE = -1;
export const BLACK = COLOUR_VALUES.black!;

export class CardTable {
  /** Playing cards come first (ids 0..playingCount-1), then event cards, then power cards. */
  readonly playingCount: number;
  /** The first power card's id. */
  readonly firstPower: number;
  /** The first rule card's id (rule cards come last). */
  readonly firstRule: number;
  readonly count: number;
  /** Index into `defs` (playing cards) or `events` (event cards). */
  readonly def: Int32Array;
  readonly colour: Int8Array;
  /** The second colour of a bicoloured card. */
  readonly colour2: Int8Array;
  readonly number: Int8Array;
  readonly points: Int16Array;
  /** The numbers the number cards carry, each once, smallest first: what wishes and choices of a number offer. */
  readonly numbers: readonly number[];
  /**
   * The symbol each card shows: a playing card's own, any other card's id. One list of strings, where the
   * definitions it comes from have several shapes: matching rules compare symbols for cards in hand every turn.
   */
  readonly symbol: readonly string[];
  /** `symbol` as small integers, equal where the strings are (generated matching code compares these). */
  readonly symbolId: Int16Array;
  private readonly symbolIds: ReadonlyMap<string, number>;

  constructor(readonly defs: IrPlayingCard[], readonly events: IrEvent[], readonly powers: IrPower[] = [], readonly ruleCards: IrRuleCard[] = []) {
    const rows: Array<{ def: number; colour: number; colour2: number; number: number; points: number }> = [];
    defs.forEach((d, i) => {
      for (const v of d.variants) {
        const colour = ownEntry(COLOUR_VALUES, v.colours[0] ?? "") ?? NONE;
        const colour2 = ownEntry(COLOUR_VALUES, v.colours[1] ?? "") ?? NONE;
        const number = v.number ?? NONE;
        const points = d.points === "face" ? Math.max(number, 0) : d.points;
        for (let k = 0; k < v.copies; k++) rows.push({ def: i, colour, colour2, number, points });
      }
    });
    this.playingCount = rows.length;
    events.forEach((e, i) => {
      for (let k = 0; k < e.copies; k++) rows.push({ def: i, colour: NONE, colour2: NONE, number: NONE, points: e.points });
    });
    this.firstPower = rows.length;
    powers.forEach((w, i) => {
      for (let k = 0; k < w.copies; k++) rows.push({ def: i, colour: NONE, colour2: NONE, number: NONE, points: 0 });
    });
    this.firstRule = rows.length;
    ruleCards.forEach((r, i) => {
      for (let k = 0; k < r.copies; k++) rows.push({ def: i, colour: NONE, colour2: NONE, number: NONE, points: 0 });
    });
    this.count = rows.length;
    this.def = Int32Array.from(rows, (r) => r.def);
    this.colour = Int8Array.from(rows, (r) => r.colour);
    this.colour2 = Int8Array.from(rows, (r) => r.colour2);
    this.number = Int8Array.from(rows, (r) => r.number);
    this.points = Int16Array.from(rows, (r) => r.points);
    this.symbol = Array.from(rows, (_, card) => (card < this.playingCount ? defs[rows[card]!.def]!.symbol : this.id(card)));
    const ids = new Map<string, number>();
    // Every definition's symbol, dealt or not: a mimic card may take on any of them.
    for (const s of [...defs.map((d) => d.symbol), ...this.symbol]) if (!ids.has(s)) ids.set(s, ids.size);
    this.symbolIds = ids;
    this.symbolId = Int16Array.from(this.symbol, (s) => ids.get(s)!);
    this.numbers = [...new Set(rows.slice(0, this.playingCount).map((r) => r.number).filter((n) => n !== NONE))].sort((a, b) => a - b);
  }

  /** Tables are immutable, so games of the same program share one. */
  static fromProgram(p: IrProgram): CardTable {
    let table = tables.get(p);
    if (!table) tables.set(p, (table = new CardTable(p.cards, p.events, p.powers ?? [], p.ruleCards ?? [])));
    return table;
  }

  /** The integer of a symbol some card shows (-3 for one no card shows: equal to no card's). */
  symbolIndex(symbol: string): number {
    return this.symbolIds.get(symbol) ?? -3;
  }

  isEvent(card: number): boolean {
    return card >= this.playingCount && card < this.firstPower;
  }

  isPower(card: number): boolean {
    return card >= this.firstPower && card < this.firstRule;
  }

  isRule(card: number): boolean {
    return card >= this.firstRule;
  }

  ruleDef(card: number): IrRuleCard {
    return this.ruleCards[this.def[card]!]!;
  }

  powerDef(card: number): IrPower {
    return this.powers[this.def[card]!]!;
  }

  /** The card's definition, whatever its kind. */
  private anyDef(card: number): { id: string; names: Localised } {
    if (this.isEvent(card)) return this.eventDef(card);
    if (this.isPower(card)) return this.powerDef(card);
    if (this.isRule(card)) return this.ruleDef(card);
    return this.playingDef(card);
  }

  id(card: number): string {
    return this.anyDef(card).id;
  }

  /** The card's English name: the runtime's logs, messages and scenarios speak English. */
  name(card: number): string {
    return this.anyDef(card).names.en;
  }

  playingDef(card: number): IrPlayingCard {
    return this.defs[this.def[card]!]!;
  }

  eventDef(card: number): IrEvent {
    return this.events[this.def[card]!]!;
  }

  /** By card, its label once made (a play's log entry carries it, and simulations log every play). */
  private readonly labels: Array<string | undefined> = [];

  /** Readable name with colour and number, for logs and people: "red 7", "blue <name>". */
  label(card: number): string {
    return (this.labels[card] ??= this.makeLabel(card, FALLBACK_LANG));
  }

  /** The label with the card's name in `lang` (English where the card has none), for people reading that language. */
  labelIn(card: number, lang: Lang): string {
    return lang === FALLBACK_LANG ? this.label(card) : this.makeLabel(card, lang);
  }

  private makeLabel(card: number, lang: Lang): string {
    if (card >= this.playingCount) return nameIn(this.anyDef(card), lang);
    const d = this.playingDef(card);
    const colour = COLOUR_LABELS[this.colour[card]!] ?? "";
    const colour2 = COLOUR_LABELS[this.colour2[card]!];
    const colours = colour2 ? `${colour}/${colour2}` : colour;
    if (d.kind === "number") return `${colours} ${this.number[card]}`.trim();
    const name = nameIn(d, lang);
    return colours ? `${colours} ${name}` : name;
  }
}

const tables = new WeakMap<IrProgram, CardTable>();

export const COLOUR_LABELS: Record<number, string> = { 0: "blue", 1: "red", 2: "green", 3: "yellow", 4: "black" };
