/**
 * The core for a browser or a Web Worker: the compiler, the language service's checks and the engine,
 * over files held in memory (host/memory.ts). `npm run build:web` bundles it (web/build.mjs); the
 * official cards come in as data (web/dist/cards.json), never from a disk. Nothing here is Node's.
 */
import { Ajv, type ValidateFunction } from "ajv";
import { diagnosticJson, type Diagnostic, type DiagnosticJson } from "../compiler/diagnostics.js";
import { playable, prepareSelection } from "../games/selection.js";
import { setHost } from "../host/host.js";
import { MemoryHost } from "../host/memory.js";
import type { IrProgram } from "../ir/ir.js";
import type { BotName } from "../runtime/bots/make-bot.js";
import type { LogEntry } from "../runtime/log.js";
import type { GameResult } from "../runtime/results.js";
import { playGame } from "../runtime/session.js";
import { completion, type CompletionItem } from "../service/completion.js";
import { hover, type Hover } from "../service/hover.js";
import { Workspace } from "../service/workspace.js";
import { botsFor, makeAgents } from "../sim/seats.js";

export { MemoryHost, Workspace, completion, hover };
export { formatFile, applyEdits } from "../service/formatting.js";
export { codeActions } from "../service/code-actions.js";

/** Where the in-memory files stand: the official cards, and the user's files in the working folder. */
export const CARDS_FOLDER = "/cards";
export const WORKING_FOLDER = "/work";

/**
 * The in-memory file system of the playground: `cards` maps a path under the official cards folder
 * ("base/set.yaml", "schema/card.schema.json") to its text, `files` a path in the working folder (or an
 * absolute one) to its; `prebuilt` a schema file's name to its validator, made from the schema in `cards`.
 * Every part of the playground that reads files (the checks, the table, the scenario runner, the language
 * server's scenario set-up) reads a host made here, so they all see the same files at the same paths.
 */
export function memoryHost(cards: Readonly<Record<string, string>>, files: Readonly<Record<string, string>> = {}, prebuilt: Readonly<Record<string, ValidateFunction>> = {}): MemoryHost {
  // Prebuilt validators (web/build.mjs writes them from the same schemas as cards.json) spare a cold
  // start compiling the schemas; without them ajv compiles each once. verbose: errors then carry the
  // failing schema and data, which the messages and suggestions need (as on Node).
  const validators = new Map<string, ValidateFunction>(Object.entries(prebuilt));
  const schemaValidator = (file: string, text: string): ValidateFunction => {
    let v = validators.get(file);
    if (!v) validators.set(file, (v = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true }).compile(JSON.parse(text) as object)));
    return v;
  };
  const host = new MemoryHost({}, { workingFolder: WORKING_FOLDER, cardsFolder: CARDS_FOLDER, schemaValidator });
  for (const [path, text] of Object.entries(cards)) host.write(`${CARDS_FOLDER}/${path}`, text);
  for (const [path, text] of Object.entries(files)) host.write(inWorkingFolder(path), text);
  return host;
}

/** A user's file's absolute path: a relative one is in the working folder. */
export function inWorkingFolder(path: string): string {
  return path.startsWith("/") ? path : `${WORKING_FOLDER}/${path}`;
}

/** Starts the core on files held in memory (memoryHost), as the host every read goes through. */
export function startCore(cards: Readonly<Record<string, string>>, files: Readonly<Record<string, string>> = {}, prebuilt: Readonly<Record<string, ValidateFunction>> = {}): MemoryHost {
  const host = memoryHost(cards, files, prebuilt);
  setHost(host);
  return host;
}

/** What `frantic check --json` prints for the same sets and paths. */
export interface CheckReport {
  diagnostics: DiagnosticJson[];
  files: number;
  errors: number;
  warnings: number;
}

/** Checks card files (paths in the working folder) with the official sets named, as `frantic check` does. */
export function check(paths: readonly string[], sets: readonly string[] = [], edition = "current"): CheckReport {
  const { diagnostics, files } = prepareSelection({ sets, cards: paths, edition, cardsOnly: false });
  return { diagnostics: diagnostics.map((d) => diagnosticJson(d)), files, errors: diagnostics.filter((d) => d.severity === "error").length, warnings: diagnostics.filter((d) => d.severity === "warning").length };
}

/** The program of the official sets named, as a game loads it; or the diagnostics that keep it from being made. */
export function playableProgram(sets: readonly string[], paths: readonly string[] = []): { program?: IrProgram; diagnostics: Diagnostic[] } {
  const selection = prepareSelection({ sets, cards: paths });
  return { ...(playable(selection) ? { program: selection.program } : {}), diagnostics: selection.diagnostics };
}

/** One seeded game: its seed, table size and the bots by seat (the last one fills the rest). */
export interface SeededGame {
  seed: number;
  players: number;
  bots: BotName[];
}

/** Plays each game with its log kept: the same program and games give the same results and logs anywhere. */
export function playSeeded(program: IrProgram, games: readonly SeededGame[]): Array<{ result: GameResult; log: LogEntry[] }> {
  return games.map((g) => {
    const log: LogEntry[] = [];
    const result = playGame(program, { players: g.players, seed: g.seed, log: (e) => log.push(e) }, makeAgents(botsFor(g.bots, g.players), g.seed));
    return { result, log };
  });
}

/** What the language service says of one file, in a workspace of it alone: its diagnostics, and the hover and completion at a place. */
export interface ServiceReport {
  diagnostics: Diagnostic[];
  hover?: Hover;
  completion: CompletionItem[];
}

export function serviceAt(file: string, text: string, position: { line: number; character: number }): ServiceReport {
  const ws = new Workspace();
  ws.set(file, text);
  const h = hover(ws, file, position);
  return { diagnostics: ws.diagnostics(file), ...(h ? { hover: h } : {}), completion: completion(ws, file, position) };
}
