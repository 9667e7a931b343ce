/**
 * What the options of a decision are, typed (a card, a player, a colour, a number, yes or no, ...) for a
 * UI to show and a log to record, and how each reads: to a person at the table, or in the words a
 * scenario answers with. The engine's numeric encoding (NO_CARD, WISH_NUMBER + n, WISH_SPECIAL) stays
 * behind this module.
 */
import { COLOUR_LABELS, type CardTable } from "./card-table.js";
import { FALLBACK_LANG, nameIn, type Lang } from "../language/languages.js";
import { FACE_DOWN, HIDDEN_CARD, isFaceDown, NO_CARD, WISH_NUMBER, WISH_SPECIAL, type Decision } from "./decision.js";
import { kindOf } from "./decision-kinds.js";

/** One option of a decision, as what it is. An answer still picks options by their position. */
export type DecisionOption =
  | { type: "card"; card: number; id: string; label: string }
  /** A hand card played face down (`face-down-plays`): a claim that it fits. */
  | { type: "face-down"; card: number; id: string; label: string }
  /** A card the chooser may not see (a blind pick). */
  | { type: "hidden-card" }
  /** Not playing or giving a card: what that means depends on the decision. */
  | { type: "no-card"; meaning: "draw" | "end-turn" | "pass" | "none" }
  | { type: "player"; player: number }
  | { type: "colour"; colour: string }
  | { type: "number"; number: number }
  /** One of the names a `choose one of [...]` lists. */
  | { type: "name"; name: string }
  /** The wish for a special card. */
  | { type: "special" }
  | { type: "yes" }
  | { type: "no" }
  /** The special card a mimic card plays as. */
  | { type: "copy"; id: string; label: string };

/** `lang`: the language the labels name cards in (the engine's logs and scenarios: English). */
export function typedOption(table: CardTable, d: Decision, o: number, lang: Lang = FALLBACK_LANG): DecisionOption {
  const kind = kindOf(d.kind);
  switch (kind.options) {
    case "cards":
      if (o === HIDDEN_CARD || (d.blind && o !== NO_CARD)) return { type: "hidden-card" };
      if (isFaceDown(o)) return { type: "face-down", card: o - FACE_DOWN, id: table.id(o - FACE_DOWN), label: table.labelIn(o - FACE_DOWN, lang) };
      if (o !== NO_CARD) return { type: "card", card: o, id: table.id(o), label: table.labelIn(o, lang) };
      return { type: "no-card", meaning: kind.noCard ?? "none" };
    case "wish":
      if (o === WISH_SPECIAL) return { type: "special" };
      if (o >= WISH_NUMBER) return { type: "number", number: o - WISH_NUMBER };
      return { type: "colour", colour: COLOUR_LABELS[o] ?? "?" };
    case "colour":
      return { type: "colour", colour: COLOUR_LABELS[o] ?? "?" };
    case "number":
      return { type: "number", number: o };
    case "named":
      return { type: "name", name: d.names?.[o] ?? "?" };
    case "yes-no":
      return o === 1 ? { type: "yes" } : { type: "no" };
    case "copy": {
      const def = table.defs[o];
      return { type: "copy", id: def?.id ?? "?", label: def ? nameIn(def, lang) : "?" };
    }
    case "players":
      return { type: "player", player: o };
  }
}

/** Every option of the decision, typed. */
export function typedOptions(table: CardTable, d: Decision): DecisionOption[] {
  return d.options.map((o) => typedOption(table, d, o));
}

/** "person": plain words for the terminal; "script": the values a scenario's `answers:` accepts. */
export type LabelStyle = "person" | "script";

export function optionLabel(table: CardTable, d: Decision, o: number, style: LabelStyle, lang: Lang = FALLBACK_LANG): string {
  const person = style === "person";
  const option = typedOption(table, d, o, lang);
  switch (option.type) {
    case "card":
      return option.label;
    case "face-down":
      // A scenario answers `{ face-down: <card> }`.
      return person ? `${option.label}, face down` : `face-down: ${option.label}`;
    case "hidden-card":
      return "a hidden card";
    case "no-card":
      if (!person && option.meaning !== "draw") return "pass";
      return { draw: "draw", "end-turn": "end the turn", pass: "pass", none: "none" }[option.meaning];
    case "special":
      return person ? "a special card" : "special";
    case "number":
      // People type option numbers, so a number is never a label on its own.
      return person ? `number ${option.number}` : String(option.number);
    case "colour":
      return option.colour;
    case "name":
      return option.name;
    case "yes":
      return "yes";
    case "no":
      return "no";
    case "copy":
      return person ? option.label : option.id;
    case "player":
      // Scenarios name players by their 0-based index; people see seats as P1, P2, ...
      if (!person) return `player ${option.player}`;
      return option.player === d.player ? `P${option.player + 1} (you)` : `P${option.player + 1}`;
  }
}
