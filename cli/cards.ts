/** `frantic cards`: the compiled cards and events as a table or JSON. */
import type { Command } from "commander";
import type { IrProgram } from "../ir/ir.js";
import { FALLBACK_LANG, nameIn, textIn, type Lang } from "../language/languages.js";
import { printable } from "../language/terminal-text.js";
import { cardsOption, editionOption, examples, formatTable, houseCardPaths, langOption, plural, println, setsOption, withOption, type Context } from "./common.js";
import { loadProgram } from "./load-cards.js";

export interface CardRow {
  id: string;
  /** The name in the language asked for (English where the card has none in it). */
  name: string;
  /** The rules text in that language (English where the card has none in it; "" for a card without text). */
  text: string;
  kind: "number" | "special" | "event" | "power" | "rule";
  /** null for events. */
  class: string | null;
  /** Each variant's colour; a bicoloured variant shows as "blue/red". Empty for events. */
  colours: string[];
  /** The numbers printed on the card, or null. */
  numbers: number[] | null;
  /** Physical copies in the deck, all variants together. */
  copies: number;
  /** Penalty points; "face" means the card's number. null for events. */
  points: number | "face" | null;
  set: string;
  /** Power cards: "1ST" (before the hand card's effect) or "2ND" (after it). */
  timing?: "1ST" | "2ND";
  /** Who the card is credited to, where the publisher names someone. */
  author?: string;
}

/** One row per card kind, event, power card and rule card, named in `lang`. */
export function cardRows(program: IrProgram, lang: Lang = FALLBACK_LANG): CardRow[] {
  const words = (def: Parameters<typeof nameIn>[0] & Parameters<typeof textIn>[0]): { name: string; text: string } => ({ name: nameIn(def, lang), text: textIn(def, lang) });
  const rows: CardRow[] = program.cards.map((c) => {
    const numbers = [...new Set(c.variants.flatMap((v) => (v.number === null ? [] : [v.number])))];
    return {
      id: c.id,
      ...words(c),
      kind: c.kind,
      class: c.class,
      colours: [...new Set(c.variants.map((v) => v.colours.join("/")))],
      numbers: numbers.length > 0 ? numbers : null,
      copies: c.variants.reduce((n, v) => n + v.copies, 0),
      points: c.points,
      set: c.set,
      ...(c.author ? { author: c.author } : {}),
    };
  });
  for (const e of program.events) {
    rows.push({ id: e.id, ...words(e), kind: "event", class: null, colours: [], numbers: null, copies: e.copies, points: null, set: e.set, ...(e.author ? { author: e.author } : {}) });
  }
  for (const w of program.powers) {
    rows.push({ id: w.id, ...words(w), kind: "power", class: null, colours: [], numbers: null, copies: w.copies, points: 0, set: w.set, timing: w.timing === "first" ? "1ST" : "2ND", ...(w.author ? { author: w.author } : {}) });
  }
  // The rule deck: one turned up before each round when the game has rule cards (--rule-deck, or --with).
  for (const r of program.ruleCards) {
    rows.push({ id: r.id, ...words(r), kind: "rule", class: null, colours: [], numbers: null, copies: r.copies, points: null, set: r.set, ...(r.author ? { author: r.author } : {}) });
  }
  return rows;
}

export interface CardsOptions {
  sets: string[];
  cards: string[];
  with: string[];
  edition: string;
  lang: Lang;
  json?: boolean;
}

export function registerCards(program: Command, ctx: Context): void {
  program
    .command("cards")
    .summary("list the compiled cards and events")
    .description("Compile the card sets and list every card kind, event, power card and rule card: id, name (in the --lang language), kind, class, colours, copies, points and set.")
    .addOption(setsOption(["base"]))
    .addOption(editionOption())
    .addOption(cardsOption())
    .addOption(withOption())
    .addOption(langOption())
    .option("--json", "print an array of {id, name, text, kind, class, colours, numbers, copies, points, set}")
    .addHelpText(
      "after",
      examples(
        ["frantic cards", "the base game's cards"],
        ["frantic cards --cards house/", "the base game with house cards"],
        ["frantic cards --lang de --sets all", "every card named as the German edition prints it"],
        ["frantic cards --json", "as JSON, e.g. for jq"],
      ),
    )
    .action((options: CardsOptions) => cards(ctx, options));
}

async function cards(ctx: Context, options: CardsOptions): Promise<void> {
  const program = await loadProgram(ctx, options.sets, houseCardPaths(options), !!options.json, options.edition);
  const rows = cardRows(program, options.lang);
  if (options.json) {
    println(ctx.io.out, JSON.stringify(rows, null, 2));
    return;
  }
  const numbers = (r: CardRow): string => {
    if (!r.numbers) return "";
    const ns = r.numbers;
    const consecutive = ns.length > 2 && ns.every((n, i) => i === 0 || n === ns[i - 1]! + 1);
    return consecutive ? `${ns[0]}-${ns[ns.length - 1]}` : ns.join(",");
  };
  const table = formatTable(
    ["id", "name", "kind", "class", "colours", "numbers", "copies", "points", "timing", "set"],
    // Ids, names and sets come from card files: printed without their control characters (escape codes).
    rows.map((r) => [
      r.id, r.name, r.kind, r.class ?? "-", r.colours.join(",") || "-", numbers(r) || "-", String(r.copies), r.points === null ? "-" : String(r.points), r.timing ?? "-", r.set,
    ].map(printable)),
    new Set([6, 7]),
  );
  ctx.io.out(table);
  const playing = rows.filter((r) => r.kind === "number" || r.kind === "special");
  const events = rows.filter((r) => r.kind === "event");
  const powers = rows.filter((r) => r.kind === "power");
  const rules = rows.filter((r) => r.kind === "rule");
  const count = (rs: CardRow[]): number => rs.reduce((n, r) => n + r.copies, 0);
  println(ctx.io.out);
  const powerText = powers.length > 0 ? `, ${plural(powers.length, "power card")} (${plural(count(powers), "card")})` : "";
  const ruleText = rules.length > 0 ? `, ${plural(rules.length, "rule card")} (${plural(count(rules), "card")})` : "";
  println(ctx.io.out, `${plural(playing.length, "playing-card kind")} (${plural(count(playing), "card")}), ${plural(events.length, "event")} (${plural(count(events), "card")})${powerText}${ruleText}`);
}
