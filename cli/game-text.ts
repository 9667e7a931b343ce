/**
 * How a game reads in the terminal, the same wherever it is printed (`frantic play`, the game with
 * people, `frantic replay --show`): what happens, an entry a line as it happens, and the summary at the end.
 * Cards are named in the chosen language (English where a card has no name in it).
 */
import { displayPath } from "../compiler/sources.js";
import type { IrProgram } from "../ir/ir.js";
import { nameIn, type Lang } from "../language/languages.js";
import type { HouseRules } from "../language/patched-program.js";
import { CardTable } from "../runtime/card-table.js";
import type { GameResult } from "../runtime/engine.js";
import { describeEntry, type LogEntry, type LogView } from "../runtime/log.js";
import { printable } from "../language/terminal-text.js";
import { formatTable, plural, println, seatName, type Context } from "./common.js";
import { Painter } from "./terminal-colour.js";

/**
 * The terminal game's own escape codes: the foreground colours cli/terminal-colour.ts paints cards with,
 * and the line breaks between lines. Everything else a line holds may come from a card file.
 */
const OWN_CODES = /(\x1b\[(?:3[1-4]|90|39)m|\n)/;

/**
 * `text` as the terminal may print it: every control character replaced (printable), a card named
 * "Gift\x1b]0;owned\x07" cannot set the window's title, clear the screen or hide what follows. Line breaks
 * are kept, and with `colour` the painter's colour codes too (a card's name can at most colour itself).
 */
export function terminalSafe(text: string, colour = false): string {
  return text
    .split(OWN_CODES)
    .map((part, i) => (i % 2 === 1 && (colour || part === "\n") ? part : printable(part)))
    .join("");
}

/** How the entries are told: in which language, whether in colour, and whose cards are named (the people's at the table). */
export interface Narration {
  lang?: Lang;
  colour?: boolean;
  sees(player: number): boolean;
}

/**
 * The line that tells an engine log entry, or undefined for the entry no line is shown for (the game's
 * own, which the summary says). Made before the game starts: its first entries come as it is set up.
 */
export function entryLine(program: IrProgram, narration: Narration): (e: LogEntry) => string | undefined {
  const paint = new Painter(CardTable.fromProgram(program), narration.colour ?? false, narration.lang);
  const view: LogView = { label: (c) => paint.card(c), sees: (p) => narration.sees(p) };
  // The entry names cards, events and lasting effects from card files: safe before it is printed.
  return (e) => (e.t === "game" ? undefined : terminalSafe(`  ${describeEntry(e, view)}`, paint.on));
}

/** The game's summary: who played under which rules, each round's points and totals, the rule cards, and who won. */
export function printSummary(ctx: Context, r: GameResult, program: IrProgram, bots: string[], sets: string[], cards: string[], houseRules: HouseRules | undefined, lang: Lang): void {
  const ruleName = new Map(program.ruleCards.map((c) => [c.id, nameIn(c, lang)]));
  // Rule cards' and house rules' names, and what ended a round, come from files: each line made safe.
  const out = (line = ""): void => println(ctx.io.out, terminalSafe(line));
  const seats = bots.map((_, p) => seatName(p));
  out(`Frantic: ${r.players} players (${bots.map((b, p) => `${seats[p]} ${b}`).join(", ")}), sets ${sets.join(",")}${cards.length ? ` + ${cards.join(" ")}` : ""}`);
  const brought = houseRules?.cards ? ` (with ${houseRules.cards.map(displayPath).join(" ")})` : "";
  out(`seed ${r.seed}, point limit ${r.pointLimit}${houseRules ? `, house rules ${houseRules.name ?? houseRules.file}${brought}` : ""}`);
  out();
  const reason = (round: GameResult["rounds"][number]): string =>
    round.finisher !== null ? `${seatName(round.finisher)} went out` : round.endedBy !== undefined ? `by ${round.endedBy}` : round.reason.replace(/-/g, " ");
  const rows = r.rounds.flatMap((round) => [
    [String(round.round), seatName(round.dealer), reason(round), String(round.turns), "points", ...round.points.map(String)],
    ["", "", "", "", "total", ...round.totals.map(String)],
  ]);
  const header = ["round", "dealer", "ended", "turns", "", ...seats];
  const right = new Set([0, 3, ...seats.map((_, i) => 5 + i)]);
  ctx.io.out(terminalSafe(formatTable(header, rows, right)));
  if (r.rounds.some((round) => round.ruleCards.length > 0)) {
    out(`rule cards: ${r.rounds.map((round) => `round ${round.round} ${round.ruleCards.map((id) => ruleName.get(id) ?? id).join(" + ") || "none"}`).join("; ")}`);
  }
  const outIn = r.rounds.flatMap((round) => (round.eliminated ?? []).map((p) => `${seatName(p)} in round ${round.round}`));
  if (outIn.length > 0) out(`out of the game: ${outIn.join(", ")}`);
  out();
  const names = r.winners.map((p) => `${seatName(p)} (${bots[p]})`);
  out(`${plural(r.rounds.length, "round")}, ${plural(r.turns, "turn")}; final scores ${r.scores.map((s, p) => `${seatName(p)} ${s}`).join(", ")}`);
  if (r.aborted) out(`note: the game did not reach its end: ${r.aborted}`);
  if (r.teams && r.teamTotals) {
    const totals = r.teamTotals;
    out(`team totals: ${r.teams.map((side, i) => `${side.map(seatName).join("+")} ${totals[i]}`).join(", ")}`);
    const won = r.teams.findIndex((side) => side.includes(r.winners[0]!));
    out(`${r.winners.length > r.teams[won]!.length ? "winners, tied" : "winners"}: ${names.join(", ")} with ${plural(totals[won]!, "point")} together`);
    return;
  }
  const best = r.scores[r.winners[0]!]!;
  out(names.length === 1 ? `winner: ${names[0]} with ${plural(best, "point")}` : `winners: ${names.join(", ")}, tied with ${plural(best, "point")}`);
}
