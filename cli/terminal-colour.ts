/**
 * Card colours in the terminal game: ANSI foreground colours around a card's label, on only where they
 * can be read. Switched off, every function returns the text unchanged, so logs and tests read the same
 * words either way.
 */
import { COLOUR_LABELS, NONE, type CardTable } from "../runtime/card-table.js";
import { COLOUR_VALUES } from "../language/vocabulary.js";
import { FALLBACK_LANG, nameIn, type Lang } from "../language/languages.js";

/** The environment variables that decide, as the process sees them. */
export type ColourEnv = Readonly<Record<string, string | undefined>>;

/**
 * Whether to colour: never with NO_COLOR set to anything but "" (no-color.org); FORCE_COLOR turns it on
 * anywhere (piped output too) unless it is "0" or "false"; otherwise only on a terminal that is not "dumb".
 */
export function colourWanted(env: ColourEnv, isTTY: boolean): boolean {
  if (env["NO_COLOR"]) return false;
  const force = env["FORCE_COLOR"];
  if (force !== undefined) return force !== "0" && force !== "false";
  return isTTY && env["TERM"] !== "dumb";
}

/** SGR foreground codes by colour value; black is bright black (grey), which dark terminals still show. */
const CODES: Record<number, number> = { 0: 34, 1: 31, 2: 32, 3: 33, 4: 90 };

function wrap(colour: number, text: string): string {
  const code = CODES[colour];
  return code === undefined ? text : `\x1b[${code}m${text}\x1b[39m`;
}

/** Paints labels, cards named in `lang`: plain when `on` is false. */
export class Painter {
  constructor(
    private readonly table: CardTable,
    readonly on: boolean,
    readonly lang: Lang = FALLBACK_LANG,
  ) {}

  /** The card's label unpainted, its name in the person's language: "blue Skip". */
  label(card: number): string {
    return this.table.labelIn(card, this.lang);
  }

  /** English names by the person's language, made at the first use. */
  private names: Map<string, string> | undefined;

  /**
   * A card the engine names in English (what a decision is about, the source of a lasting effect) in the
   * person's language; other words (a response window) unchanged.
   */
  named(english: string): string {
    if (this.lang === FALLBACK_LANG) return english;
    const t = this.table;
    this.names ??= new Map([...t.defs, ...t.events, ...t.powers, ...t.ruleCards].map((d) => [d.names.en, nameIn(d, this.lang)]));
    return this.names.get(english) ?? english;
  }

  /** The card's label in its colour; a two-coloured card's colour words each in their own ("blue/red 2nd Chance"). */
  card(card: number): string {
    const label = this.label(card);
    if (!this.on) return label;
    const [c1, c2] = [this.table.colour[card]!, this.table.colour2[card]!];
    if (c1 === NONE) return label;
    if (c2 === NONE) return wrap(c1, label);
    const w1 = COLOUR_LABELS[c1]!;
    const w2 = COLOUR_LABELS[c2]!;
    const prefix = `${w1}/${w2}`;
    if (!label.startsWith(prefix)) return wrap(c1, label);
    return `${wrap(c1, w1)}/${wrap(c2, w2)}${label.slice(prefix.length)}`;
  }

  /** A colour's word ("red") in that colour: the options of a wish. */
  colourWord(word: string): string {
    const colour = Object.hasOwn(COLOUR_VALUES, word) ? COLOUR_VALUES[word] : undefined;
    return this.on && colour !== undefined ? wrap(colour, word) : word;
  }
}
