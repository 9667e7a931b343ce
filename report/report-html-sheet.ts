/**
 * The set sheet of the report's page: every card of the selection by set, with its copies and points, each
 * set's totals against what its manifest declares, and the text of its events, rule and power cards.
 */
import { escapeHtml, formatNumber } from "./report-format.js";
import type { SetSheet, SheetCard } from "./report-model.js";
import { Html, placeCell, section, table, type Cell } from "./report-html-table.js";

/** Kinds whose cards are rules more than cards: listed with their text. */
const TEXT_KINDS = new Set<SheetCard["kind"]>(["event", "rule", "power"]);

const points = (p: SheetCard["points"]): Cell => (p === null ? "—" : p === "face" ? "face" : p);
const list = (xs: Array<string | number>): string => xs.map((x) => (typeof x === "number" ? formatNumber(x) : x)).join(", ");

function cardsOfSet(cards: SheetCard[]): string {
  return table(
    ["Card", "Id", "Kind", "Class", "Colours", "Numbers", "Copies", "Points", "Written at"],
    cards.map((c) => [c.name, new Html(`<code>${escapeHtml(c.id)}</code>`), c.kind, c.class ?? "", list(c.colours), list(c.numbers), c.copies, points(c.points), placeCell(c.place)]),
    { numeric: [6, 7] },
  );
}

function totals(sheet: SetSheet): string {
  const kinds = [...new Set(sheet.sets.flatMap((s) => Object.keys(s.copies)))];
  const rows: Cell[][] = sheet.sets.map((s) => [s.set, ...kinds.flatMap((k) => [s.cards[k] ?? 0, s.copies[k] ?? 0]), s.points]);
  const totalsTable = table(["Set", ...kinds.flatMap((k) => [`${k} cards`, `${k} copies`]), "Points"], rows, {
    numeric: [...Array(kinds.length * 2 + 1).keys()].map((i) => i + 1),
  });
  const declared = sheet.sets.flatMap((s) =>
    Object.entries(s.declared ?? {}).map(([kind, d]): Cell[] => [
      s.set,
      kind,
      d.declared,
      d.actual,
      new Html(d.declared === d.actual ? '<span class="ok">agrees</span>' : '<span class="flag">differs ⚑</span>'),
    ]),
  );
  return `<h3>Totals per set</h3>\n${totalsTable}${declared.length > 0 ? `\n<h3>Against each manifest</h3>\n${table(["Set", "Kind", "Declared", "Actual", ""], declared, { numeric: [2, 3] })}` : ""}`;
}

function texts(cards: SheetCard[]): string {
  const ruleLike = cards.filter((c) => TEXT_KINDS.has(c.kind));
  if (ruleLike.length === 0) return "";
  const items = ruleLike.map(
    (c) =>
      `<dt>${escapeHtml(c.name)} <span class="muted">(${escapeHtml(c.kind)}, ${escapeHtml(c.set)}, ${formatNumber(c.copies)} ${c.copies === 1 ? "copy" : "copies"})</span> ${placeCell(c.place).html}</dt><dd>${c.text ? escapeHtml(c.text) : '<span class="muted">no text written</span>'}</dd>`,
  );
  return `<h3>Events, rule and power cards</h3>\n<dl class="texts">\n${items.join("\n")}\n</dl>`;
}

export function sheetSection(sheet: SetSheet): string {
  const sets = [...new Set([...sheet.sets.map((s) => s.set), ...sheet.cards.map((c) => c.set)])];
  const perSet = sets.map((set) => `<h3>Set ${escapeHtml(set)}</h3>\n${cardsOfSet(sheet.cards.filter((c) => c.set === set))}`);
  return section("sheet", "Set sheet", [...perSet, totals(sheet), texts(sheet.cards)].join("\n"));
}
