/**
 * What a game is played with, read and checked: the sets (and a rule deck: an official set of rule cards
 * or rule-card files of one's own), the house cards, the house rules (whose own cards join the deck), a
 * compiled program in place of the sets, and the cards left out. `play`, `simulate` and a replay set
 * their games up from here; a problem is a GameInputError with its diagnostics.
 */
import type { Diagnostic } from "../compiler/diagnostics.js";
import { availableSets, setFolders } from "../compiler/sources.js";
import type { IrProgram, IrRules } from "../ir/ir.js";
import type { HouseRules } from "../language/patched-program.js";
import type { Selection } from "./selection.js";
import { gameCardPaths, without } from "./game-setup.js";
import { applyHouseRules, houseRulesCardsOf, loadHouseRules } from "./house-rules.js";
import { GameInputError } from "./input-error.js";
import type { SetupLine } from "./log-lines.js";

/** A game as asked for: what the command line (or an editor) names. */
export interface GameRequest {
  sets: string[];
  ruleDeck?: string[];
  /** House card files and folders. */
  cards: string[];
  /** A house-rules file. */
  rules?: string;
  edition: string;
  /** A compiled program played instead of the sets (which it holds, with its cards and edition). */
  program?: string;
  without: string[];
}

export interface GameInputs {
  /** The sets named plus the rule deck's. */
  sets: string[];
  /** House card paths, the rule deck's own files among them (the house rules' own `cards` are in `houseRules`). */
  cards: string[];
  program: IrProgram;
  houseRules?: HouseRules;
  /** The compilation the program came from (absent for a compiled program file): its documents, catalogue and warnings. */
  selection?: Selection;
}

/** The sets a game loads: those named, plus the rule deck's sets. */
export function withRuleDeck(sets: string[], ruleDeck: string[] | undefined): string[] {
  return ruleDeck ? [...new Set([...sets, ...ruleDeck.filter((d) => availableSets().includes(d))])] : sets;
}

/** The rule deck's own files and folders (entries that are not official sets), loaded as house cards. */
export function ruleDeckPaths(ruleDeck: string[] | undefined): string[] {
  return (ruleDeck ?? []).filter((d) => !availableSets().includes(d));
}

/**
 * The program of the sets and house card files, for a game (a house-rules file among the cards is an
 * error there). The compiler is imported on first use: building the parser and the schema validator takes
 * most of a second, which an app's `--help` need not wait for.
 */
export async function compileGameProgram(sets: readonly string[], paths: readonly string[], edition = "current"): Promise<IrProgram> {
  return (await gameSelection(sets, paths, edition)).program;
}

/** The selection of a game, compiled once (games/selection.ts), with its program; its errors are a GameInputError. */
async function gameSelection(sets: readonly string[], paths: readonly string[], edition = "current"): Promise<Selection & { program: IrProgram }> {
  const { prepareSelection } = await import("./selection.js");
  const selection = prepareSelection({ sets, cards: paths, edition, cardsOnly: true });
  // Warnings are for `frantic check`; a game only needs to hear about errors.
  const errors = selection.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) throw new GameInputError("FR0053", [errors.length], errors);
  if (selection.program) return { ...selection, program: selection.program };
  if (selection.files === 0) throw new GameInputError("FR0054");
  throw new GameInputError("FR0055");
}

/**
 * The program in a compiled program file, or a GameInputError with its problems. Its checks (ajv on the
 * IR's schema) are imported only when a game is played from a file.
 */
export async function programOfFile(file: string): Promise<IrProgram> {
  const { readProgramFile } = await import("./program-file.js");
  const read = readProgramFile(file);
  if ("program" in read) return read.program;
  throw new GameInputError("FR0056", [file, read.diagnostics.length], read.diagnostics);
}

/**
 * A house-rules file read and checked (against the rules it changes, when given); its warnings go to
 * `notes`. `named`: card paths named besides it, where its `cards` may lead.
 */
export async function readHouseRules(path: string, rules: IrRules | undefined, named: readonly string[], notes: Diagnostic[]): Promise<HouseRules> {
  const { value, diagnostics } = await loadHouseRules(path, rules, named);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  if (!value || errors > 0) throw new GameInputError("FR0057", [path, Math.max(errors, 1)], diagnostics);
  notes.push(...diagnostics);
  return value;
}

/** The game's inputs, and what is worth saying about them that is not an error (the house rules' warnings). */
export async function readGameInputs(request: GameRequest): Promise<{ inputs: GameInputs; notes: Diagnostic[] }> {
  const notes: Diagnostic[] = [];
  if (request.program !== undefined) {
    const program = await programOfFile(request.program);
    const houseRules = request.rules !== undefined ? await readHouseRules(request.rules, program.rules, [], notes) : undefined;
    if (houseRules?.cards) {
      throw new GameInputError("FR0058", [request.rules!]);
    }
    const played = without(program, request.without);
    checkHouseRulesFit(played, houseRules);
    return { inputs: { sets: program.sets, cards: [], program: played, ...(houseRules ? { houseRules } : {}) }, notes };
  }
  const sets = withRuleDeck(request.sets, request.ruleDeck);
  const cards = [...request.cards, ...ruleDeckPaths(request.ruleDeck)];
  // The house rules' own cards are compiled in before the rules are checked against the program.
  const ruleCards = request.rules !== undefined ? await houseRulesCardsOf(request.rules, cards) : [];
  const selection = await gameSelection(sets, gameCardPaths(cards, ruleCards), request.edition);
  const program = without(selection.program, request.without);
  const houseRules = request.rules !== undefined ? await readHouseRules(request.rules, program.rules, cards, notes) : undefined;
  checkHouseRulesFit(program, houseRules);
  return { inputs: { sets, cards, program, ...(houseRules ? { houseRules } : {}), selection }, notes };
}

/**
 * House rules whose effect declares a shared value unlike the cards do are refused here, with the clash's
 * diagnostic at its line (FR0059), while the command still prints a load's diagnostics: later, at the
 * first game, only the error's one line would be shown.
 */
function checkHouseRulesFit(program: IrProgram, houseRules: HouseRules | undefined): void {
  if (houseRules) applyHouseRules(program, houseRules);
}

/** The files and folders a game reads, as named (a log may be written onto none of them). */
export function gameInputPaths(request: GameRequest): string[] {
  return [
    ...(request.rules !== undefined ? [request.rules] : []),
    ...(request.program !== undefined ? [request.program] : []),
    ...request.cards,
    ...ruleDeckPaths(request.ruleDeck),
    ...setFolders(withRuleDeck(request.sets, request.ruleDeck)),
  ];
}

/** The program a game log's setup line was played with: its compiled program file, or its sets and cards. */
export async function setupProgram(setup: SetupLine): Promise<IrProgram> {
  const program = setup.program !== undefined
    ? await programOfFile(setup.program)
    : await compileGameProgram(setup.sets, gameCardPaths(setup.cards ?? [], setup.houseRules?.cards ?? []), setup.edition ?? "current");
  return without(program, setup.without);
}
