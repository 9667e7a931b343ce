/**
 * Globals whose value is a small integer with NONE (-1) for none: colours, numbers, card ids. Matching
 * rules compare them for every card in hand every turn, so both the linker (as closures) and the
 * condition compiler (as code) read them straight from the state, from this one table.
 */
import type { Ctx } from "./context.js";
import { NONE } from "./card-table.js";
import type { GameState } from "./state.js";

export interface RawIntGlobal {
  read: (state: GameState, c: Ctx) => number;
  /** The same read as JavaScript, over `S` (the state) and `c` (the context). */
  code: string;
  /** The read calls something (more than a field's load): generated code makes it only once it is needed. */
  calls?: boolean;
}

export const RAW_INT_GLOBALS: Readonly<Record<string, RawIntGlobal>> = {
  "active-colour": { read: (s) => s.activeColour, code: "S.activeColour" },
  "active-number": { read: (s) => s.activeNumber, code: "S.activeNumber" },
  "last-colour": { read: (s) => s.lastColour, code: "S.lastColour" },
  "top-card": { read: (s) => s.topCard(), code: "S.topCard()", calls: true },
  card: { read: (_s, c) => c.card, code: "c.card" },
};

/** Card properties read from the card table's typed arrays, by name. */
export const RAW_INT_PROPERTIES = ["colour", "number"] as const;

/** Globals that are true or false, read from the state: the wishes matching rules ask about (same two forms). */
export interface FlagGlobal {
  read: (state: GameState) => boolean;
  code: string;
}

export const FLAG_GLOBALS: Readonly<Record<string, FlagGlobal>> = {
  "open-pile": { read: (s) => !s.wished && s.activeColour === NONE && s.activeNumber === NONE, code: "(!S.wished && S.activeColour === -1 && S.activeNumber === -1)" },
  "special-wish": { read: (s) => s.specialWish, code: "S.specialWish" },
  "black-wished": { read: (s) => s.wishBlack, code: "S.wishBlack" },
};
