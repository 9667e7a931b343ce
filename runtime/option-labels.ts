/** How an option of a decision reads: to a person at the table, or in the words a scenario answers with. */
import { COLOUR_LABELS, type CardTable } from "./card-table.js";
import { NO_CARD, WISH_NUMBER, WISH_SPECIAL, type Decision } from "./decision.js";

/** "person": plain words for the terminal; "script": the values a scenario's `answers:` accepts. */
export type LabelStyle = "person" | "script";

export function optionLabel(table: CardTable, d: Decision, o: number, style: LabelStyle): string {
  const person = style === "person";
  switch (d.kind) {
    case "turn":
    case "after-draw":
    case "respond":
    case "cards":
    case "power":
      if (o !== NO_CARD) return d.blind ? "a hidden card" : table.label(o);
      if (d.kind === "turn") return "draw";
      if (!person) return "pass";
      return d.kind === "after-draw" ? "end the turn" : d.kind === "cards" ? "none" : "pass";
    case "wish":
      if (o === WISH_SPECIAL) return person ? "a special card" : "special";
      // People type option numbers, so a number is never a label on its own.
      if (o >= WISH_NUMBER) return person ? `number ${o - WISH_NUMBER}` : String(o - WISH_NUMBER);
      return COLOUR_LABELS[o] ?? "?";
    case "colour":
      return COLOUR_LABELS[o] ?? "?";
    case "number":
      return person ? `number ${o}` : String(o);
    case "use-effect":
    case "yes-no":
      return o === 1 ? "yes" : "no";
    case "copy": {
      const def = table.defs[o];
      return (person ? (def?.name ?? def?.id) : def?.id) ?? "?";
    }
    case "players":
    case "split":
      // Scenarios name players by their 0-based index; people see seats as P1, P2, ...
      if (!person) return `player ${o}`;
      return o === d.player ? `P${o + 1} (you)` : `P${o + 1}`;
  }
}
