/**
 * The one front door to the compiler for what a command plays, checks or reports on: official sets by
 * name and the house card files named, in an edition, compiled once. Its result carries everything the
 * callers read from that compilation (the program, the diagnostics, the compiled documents for the set's
 * static checks, the catalogue of where each card is written), so no caller compiles the same selection
 * twice. (The scenario runner in testing/ compiles each scenario's own selection: it sits below games/,
 * where the language server may use it.)
 */
import { compileWithHouseCards, type Catalogue } from "../compiler/compile.js";
import type { LoadedDocument } from "../compiler/load-yaml.js";
import type { Diagnostic } from "../compiler/diagnostics.js";
import { setFolders } from "../compiler/sources.js";
import type { IrProgram } from "../ir/ir.js";

export interface SelectionRequest {
  /** Official sets by name. */
  sets: readonly string[];
  /** House card files and folders. */
  cards: readonly string[];
  edition?: string;
  /**
   * The cards of a game (a house-rules file among them is an error, since a game takes it apart); without
   * it, as `frantic check` reads files, a house-rules file brings the cards it names.
   */
  cardsOnly?: boolean;
}

export interface Selection {
  /** Absent when nothing could be compiled. */
  program?: IrProgram;
  diagnostics: Diagnostic[];
  documents: LoadedDocument[];
  catalogue: Catalogue;
  /** Files read. */
  files: number;
}

export function prepareSelection(request: SelectionRequest): Selection {
  const { value, diagnostics, documents, catalogue, files } = compileWithHouseCards(setFolders([...request.sets]), [...request.cards], request.edition ?? "current", request.cardsOnly ?? true);
  return { ...(value ? { program: value } : {}), diagnostics, documents, catalogue, files };
}

/** Whether a selection can be played: a program and no error. */
export function playable(selection: Selection): selection is Selection & { program: IrProgram } {
  return selection.program !== undefined && !selection.diagnostics.some((d) => d.severity === "error");
}
