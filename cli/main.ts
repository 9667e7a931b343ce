#!/usr/bin/env node
/**
 * The `frantic` command line. `run(argv, io)` runs one command and resolves to its exit code without
 * touching the process, so tests call it directly; the bin at the bottom wires it to the process.
 *
 * Exit codes: 0 ok, 1 errors in the input, 2 usage errors and internal errors. Nothing ever prints a
 * stack trace unless FRANTIC_DEBUG is set.
 */
import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Command, CommanderError, type Argument, type Option } from "commander";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { diagnosticJson, type Diagnostic } from "../compiler/diagnostics.js";
import { GameInputError } from "../games/input-error.js";
import { message, type MessageCode } from "../language/messages.js";
import { ArgumentError, CliError, EXIT_INPUT, EXIT_OK, EXIT_USAGE, examples, InternalError, println, type Context, type Io } from "./context.js";
import { errorMessage } from "../runtime/error-name.js";
import { commandsFor } from "./commands.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

export type { Io } from "./context.js";

function version(): string {
  try {
    return (JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as { version?: string }).version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}

/**
 * The command tree for a command line, writing through `ctx.io`: the program and the commands `argv` needs
 * (cli/commands.ts). A new one per run: commander keeps parse state.
 */
export async function buildProgram(ctx: Context, argv: readonly string[]): Promise<Command> {
  const program = new Command("frantic");
  // Set before the subcommands are added: they inherit output, exit handling and help settings.
  program
    // Commander's complaints are printed by run(), with their code.
    .configureOutput({ writeOut: (s) => ctx.io.out(s), writeErr: (s) => ctx.io.err(s), outputError: () => undefined })
    .exitOverride()
    .showSuggestionAfterError(true)
    .description("Rules toolchain for the card game Frantic: check and compile card files, list cards, play and simulate games.")
    .version(version(), "-V, --version", "print the version")
    .helpCommand("help [command]", "show help for a command")
    .addHelpText(
      "after",
      examples(
        ["frantic check", "check every card file under cards/"],
        ["frantic cards", "list the base game's cards and events"],
        ["frantic text gift --lang de", "a card's rules text, written from its effect"],
        ["frantic play --seed 7", "play a 4-player game of greedy bots"],
        ["frantic simulate --games 1000 --players 2-8", "speed and balance numbers"],
        ["frantic compile -o ir.json", "write the compiled rules"],
        ["frantic test --coverage --sets base", "run the rule scenarios and list cards without one"],
        ["frantic new card pickpocket --kind special -o house", "scaffold a house card"],
        ["frantic fmt house/", "format the effect code of your cards"],
        ["frantic render -o cards.pdf", "printable cards with crop marks"],
        ["frantic serve", "the playground in a browser (after npm run build:web)"],
        ["frantic help play", "everything about one command"],
      ),
    );
  // Added in the table's order, which is the help's.
  const registers = await Promise.all(commandsFor(argv).map((command) => command.load()));
  for (const register of registers) register(program, ctx);
  return program;
}

function defaultIo(): Io {
  return {
    out: (s) => void process.stdout.write(s),
    err: (s) => void process.stderr.write(s),
    errIsTTY: !!process.stderr.isTTY,
    input: () => process.stdin,
  };
}

/**
 * Wraps every option's and argument's parser in the command tree so that a value it refuses with an
 * ArgumentError is handed to `note` before commander turns it into its own error, which keeps only the text.
 */
function noteRefusedValues(command: Command, note: (e: ArgumentError) => void): void {
  const wrap = (target: Option | Argument): void => {
    const parse = target.parseArg;
    if (!parse) return;
    target.parseArg = <T>(value: string, previous: T): T => {
      try {
        return parse(value, previous);
      } catch (e) {
        if (e instanceof ArgumentError) note(e);
        throw e;
      }
    };
  };
  command.options.forEach(wrap);
  command.registeredArguments.forEach(wrap);
  for (const sub of command.commands) noteRefusedValues(sub, note);
}

/** Runs `frantic <argv...>` (without the node and script names) and resolves to the exit code. */
export async function run(argv: readonly string[], io: Partial<Io> = {}): Promise<number> {
  // Output captured by a caller (tests, embedding) is plain unless the caller says it is a terminal or passes
  // the environment: a FORCE_COLOR around the test runner must not paint what tests read.
  const captured = io.out !== undefined;
  const ctx: Context = {
    io: { ...defaultIo(), ...io, outIsTTY: io.outIsTTY ?? (!captured && !!process.stdout.isTTY), env: io.env ?? (captured ? {} : process.env) },
    exitCode: EXIT_OK,
  };
  // With --json, a failure is also printed as JSON on stdout, so scripts reading it always get an answer.
  const json = argv.includes("--json");
  // Every failure is one line `<label> FRnnnn: <message>` on stderr (and the same as JSON with --json).
  const fail = (label: string, kind: "usage" | "input" | "internal", code: MessageCode, text: string, diagnostics: readonly Diagnostic[] = []): void => {
    println(ctx.io.err, `${label} ${code}: ${text}`);
    if (json) println(ctx.io.out, JSON.stringify({ error: { kind, code, message: text }, diagnostics: diagnostics.map((d) => diagnosticJson(d)) }, null, 2));
  };
  // The code of an option value its parser refused: commander's error carries only the text.
  let refused: ArgumentError | undefined;
  try {
    const program = await buildProgram(ctx, argv);
    noteRefusedValues(program, (e) => (refused = e));
    if (argv.length === 0) {
      program.outputHelp({ error: true });
      return EXIT_USAGE;
    }
    await program.parseAsync([...argv], { from: "user" });
    return ctx.exitCode;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version are not errors; every other complaint of commander's is a usage error, in
      // commander's words: a refused option value under its parser's code, the rest under FR0001.
      if (e.code === "commander.helpDisplayed" || e.code === "commander.version" || e.exitCode === 0) return EXIT_OK;
      const text = e.message.replace(/^error: /, "");
      if (e.code === "commander.invalidArgument" && refused !== undefined && text.endsWith(refused.message)) fail("error", "usage", refused.messageCode, text);
      else fail("error", "usage", "FR0001", message("FR0001", text));
      return EXIT_USAGE;
    }
    if (e instanceof CliError) {
      fail(e.label, e instanceof InternalError ? "internal" : e.exitCode === EXIT_USAGE ? "usage" : "input", e.code, e.message, e.diagnostics);
      return e.exitCode;
    }
    // The game layer's word for a problem with what the user gave it (a log, house rules, a card to leave out).
    if (e instanceof GameInputError) {
      fail("error", e.usage ? "usage" : "input", e.code, e.message, e.diagnostics);
      return e.usage ? EXIT_USAGE : EXIT_INPUT;
    }
    fail("internal error", "internal", "FR0002", message("FR0002", errorMessage(e)));
    if (process.env.FRANTIC_DEBUG && e instanceof Error && e.stack) println(ctx.io.err, e.stack);
    return EXIT_USAGE;
  }
}

export interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command with its output captured: for tests and for embedding. */
export async function runCaptured(argv: readonly string[], options: { errIsTTY?: boolean; input?: () => AsyncIterable<string | Uint8Array> } = {}): Promise<Captured> {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, {
    out: (s) => void (stdout += s),
    err: (s) => void (stderr += s),
    errIsTTY: options.errIsTTY ?? false,
    ...(options.input ? { input: options.input } : {}),
  });
  return { code, stdout, stderr };
}

function isMainModule(): boolean {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/** Runs the command the process was started with and sets its exit code: the bin's entry point. */
export function runAsProcess(): void {
  const fail = (e: unknown): void => {
    process.stderr.write(`internal error FR0002: ${message("FR0002", errorMessage(e))}\n`);
    process.exit(EXIT_USAGE);
  };
  process.on("uncaughtException", fail);
  process.on("unhandledRejection", fail);
  // `frantic cards | head` closes stdout early: that is not an error.
  process.stdout.on("error", (e: NodeJS.ErrnoException) => (e.code === "EPIPE" ? process.exit(EXIT_OK) : fail(e)));
  run(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  }, fail);
}

// `node dist/cli/main.js ...` works as well as the bin (bin.cts), which prefers the bundle.
if (isMainModule()) runAsProcess();
