/**
 * The command table: each command's name and the module that defines and runs it. A module is imported
 * only when its command runs (or for the whole list in `frantic --help`), so a command sets up what it
 * uses and `frantic --version` sets up none of them. The order is the order of the help.
 */
import type { Command } from "commander";
import type { Context } from "./context.js";

/** Adds a command, its options, help and action, to the program. */
export type RegisterCommand = (program: Command, ctx: Context) => void;

export interface CommandEntry {
  readonly name: string;
  load(): Promise<RegisterCommand>;
}

export const COMMANDS: readonly CommandEntry[] = [
  { name: "check", load: async () => (await import("./check.js")).registerCheck },
  { name: "cards", load: async () => (await import("./cards.js")).registerCards },
  { name: "text", load: async () => (await import("./text.js")).registerText },
  { name: "play", load: async () => (await import("./play.js")).registerPlay },
  { name: "replay", load: async () => (await import("./replay.js")).registerReplay },
  { name: "simulate", load: async () => (await import("./simulate.js")).registerSimulate },
  { name: "report", load: async () => (await import("./report.js")).registerReport },
  { name: "ladder", load: async () => (await import("./ladder.js")).registerLadder },
  { name: "merge", load: async () => (await import("./merge.js")).registerMerge },
  { name: "worker", load: async () => (await import("./worker.js")).registerWorker },
  { name: "runs", load: async () => (await import("./runs.js")).registerRuns },
  { name: "compile", load: async () => (await import("./compile.js")).registerCompile },
  { name: "test", load: async () => (await import("./test.js")).registerTest },
  { name: "new", load: async () => (await import("./new.js")).registerNew },
  { name: "fmt", load: async () => (await import("./fmt.js")).registerFmt },
  { name: "render", load: async () => (await import("./render.js")).registerRender },
  { name: "lsp", load: async () => (await import("./lsp.js")).registerLsp },
  { name: "serve", load: async () => (await import("./serve.js")).registerServe },
];

const VERSION_FLAGS = new Set(["-V", "--version"]);

/**
 * The commands a command line needs defined: the one it names (`frantic check ...`, `frantic help check`),
 * none for the version alone, and every one otherwise (the program's help, or a name to suggest against).
 */
export function commandsFor(argv: readonly string[]): readonly CommandEntry[] {
  const named = argv[0] === "help" ? argv[1] : argv[0];
  const entry = COMMANDS.find((c) => c.name === named);
  if (entry) return [entry];
  if (argv.length > 0 && argv.every((a) => VERSION_FLAGS.has(a))) return [];
  return COMMANDS;
}
