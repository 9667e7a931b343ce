/**
 * The core in a Web Worker: each message is a request ({ id, kind, ... }), each answer { id, value } or
 * { id, error }. The page sends `start` with the official cards (and any files) first. Besides checks and
 * seeded games, it runs the playground's table (web/table.ts: one game at a time, its state kept here,
 * only the person's view sent back) and the user's scenarios (web/scenario-results.ts).
 */
import prebuiltValidators from "frantic:prebuilt-validators";
import { check, playableProgram, playSeeded, serviceAt, startCore, type SeededGame } from "./core.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { houseRulesNames, tableInputs } from "./table-inputs.js";
import type { SavedGame } from "../runtime/session.js";
import { runUserScenarios } from "./scenario-results.js";
import { TableGame, type TableSettings } from "./table.js";
import { cardView } from "./card-view.js";
import type { Lang } from "../language/languages.js";

export type WorkerRequest =
  | { id: number; kind: "start"; cards: Record<string, string>; files?: Record<string, string> }
  | { id: number; kind: "check"; paths: string[]; sets?: string[] }
  | { id: number; kind: "play"; sets: string[]; games: SeededGame[] }
  | { id: number; kind: "service"; file: string; text: string; position: { line: number; character: number } }
  | { id: number; kind: "table-start"; files: Record<string, string>; sets: string[]; settings: TableSettings; saved?: { game: SavedGame; log: string[] } }
  | { id: number; kind: "table-answer"; answer: number[] }
  | { id: number; kind: "table-save" }
  | { id: number; kind: "house-rules-files"; files: Record<string, string> }
  | { id: number; kind: "scenarios"; files: Record<string, string> }
  | { id: number; kind: "card-view"; files: Record<string, string>; path: string; text: string; line: number; lang: Lang };

interface WorkerScope {
  onmessage: ((event: { data: WorkerRequest }) => void) | null;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;

/** The official cards, kept from `start`: later requests bring the user's files as they are then. */
let officialCards: Record<string, string> = {};
let table: TableGame | undefined;

function currentTable(): TableGame {
  if (!table) throw new Error("no game at the table: start one");
  return table;
}

async function answer(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case "start":
      officialCards = request.cards;
      startCore(request.cards, request.files ?? {}, prebuiltValidators);
      return true;
    case "check":
      return check(request.paths, request.sets ?? []);
    case "play": {
      const { program, diagnostics } = playableProgram(request.sets);
      if (!program) throw new Error(`the cards do not compile: ${diagnostics.filter((d) => d.severity === "error").map((d) => formatDiagnostic(d)).join("; ")}`);
      return playSeeded(program, request.games);
    }
    case "service":
      return serviceAt(request.file, request.text, request.position);
    case "table-start": {
      startCore(officialCards, request.files, prebuiltValidators);
      const inputs = await tableInputs(request.files, request.sets, request.settings.houseRules);
      table = new TableGame(inputs, request.settings, request.saved);
      return table.view();
    }
    case "house-rules-files":
      // Told from the texts alone: no file system to make.
      return houseRulesNames(request.files);
    case "table-answer":
      return currentTable().answer(request.answer);
    case "table-save":
      return currentTable().save();
    case "scenarios":
      startCore(officialCards, request.files, prebuiltValidators);
      return runUserScenarios(request.files);
    case "card-view":
      // The card pane (web/card-view.ts): the card at the cursor drawn, and its rules text.
      startCore(officialCards, request.files, prebuiltValidators);
      return cardView(request.path, request.text, request.line, request.lang, officialCards);
  }
}

/** Requests are answered one at a time, in order: each starts the core on its own files, which an answer still under way must not see change. */
let answered: Promise<void> = Promise.resolve();

scope.onmessage = (event) => {
  const request = event.data;
  answered = answered.then(() =>
    answer(request).then(
      (value) => scope.postMessage({ id: request.id, value }),
      (error: unknown) => scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    ),
  );
};
