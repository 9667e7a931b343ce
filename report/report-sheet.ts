/**
 * The set sheet of a publisher's report: every card of the selection by kind, class, colour and set, with
 * copies and points, and each set's totals against what its manifest declares.
 */
import type { Catalogue } from "../compiler/compile.js";
import type { IrCardBase, IrPlayingCard, IrProgram } from "../ir/ir.js";
import { nameIn, textIn, type Lang } from "../language/languages.js";
import type { SetSheet, SetTotals, SheetCard } from "./report-model.js";

/** The manifest's names for the kinds it counts, and the sheet's kinds each takes in. */
const DECLARED_KINDS: Record<string, ReadonlyArray<SheetCard["kind"]>> = {
  "playing-cards": ["number", "special"],
  events: ["event"],
  "power-cards": ["power"],
  "rule-cards": ["rule"],
};

function copiesOf(card: IrPlayingCard): number {
  return card.variants.reduce((n, v) => n + v.copies, 0);
}

/** Face points of every copy: a "face" card scores its number (a card without one, nothing). */
function pointsOf(card: IrPlayingCard): number {
  return card.variants.reduce((n, v) => n + v.copies * (card.points === "face" ? (v.number ?? 0) : card.points), 0);
}

function sheetCard(def: IrCardBase, kind: SheetCard["kind"], fields: Omit<SheetCard, "id" | "name" | "kind" | "set" | "text" | "place">, lang: Lang, catalogue: Catalogue): SheetCard {
  const text = textIn(def, lang);
  const place = catalogue.places.get(def.id);
  return { id: def.id, name: nameIn(def, lang), kind, set: def.set, ...fields, ...(text ? { text } : {}), ...(place ? { place } : {}) };
}

function sheetCards(program: IrProgram, lang: Lang, catalogue: Catalogue): SheetCard[] {
  const plain = (copies: number, points: number | null = null) => ({ colours: [], numbers: [], copies, points });
  return [
    ...program.cards.map((c) =>
      sheetCard(c, c.kind, {
        class: c.class,
        colours: [...new Set(c.variants.flatMap((v) => v.colours))],
        numbers: [...new Set(c.variants.flatMap((v) => (v.number === null ? [] : [v.number])))].sort((a, b) => a - b),
        copies: copiesOf(c),
        points: c.points,
      }, lang, catalogue),
    ),
    ...program.events.map((e) => sheetCard(e, "event", plain(e.copies, e.points), lang, catalogue)),
    ...program.powers.map((p) => sheetCard(p, "power", plain(p.copies), lang, catalogue)),
    ...program.ruleCards.map((r) => sheetCard(r, "rule", plain(r.copies), lang, catalogue)),
  ];
}

function setTotals(set: string, cards: readonly SheetCard[], program: IrProgram, catalogue: Catalogue): SetTotals {
  const own = cards.filter((c) => c.set === set);
  const copies: Record<string, number> = {};
  const distinct: Record<string, number> = {};
  for (const c of own) {
    copies[c.kind] = (copies[c.kind] ?? 0) + c.copies;
    distinct[c.kind] = (distinct[c.kind] ?? 0) + 1;
  }
  const points = program.cards.filter((c) => c.set === set).reduce((n, c) => n + pointsOf(c), 0);
  const manifest = catalogue.declared.find((m) => m.set === set);
  const totals: SetTotals = { set, copies, cards: distinct, points };
  if (manifest) {
    totals.declared = Object.fromEntries(
      Object.entries(DECLARED_KINDS).map(([name, kinds]) => [name, { declared: manifest.counts[name] ?? 0, actual: kinds.reduce((n, k) => n + (copies[k] ?? 0), 0) }]),
    );
  }
  return totals;
}

/** The sheet of `program`'s cards, named and worded in `lang` (English where a card has none in it). */
export function setSheet(program: IrProgram, catalogue: Catalogue, lang: Lang): SetSheet {
  const cards = sheetCards(program, lang, catalogue);
  const sets = [...new Set([...program.sets, ...cards.map((c) => c.set)])];
  return { cards, sets: sets.map((set) => setTotals(set, cards, program, catalogue)) };
}
