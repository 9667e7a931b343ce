/**
 * `frantic play --human <seat>`: people play in the terminal against bots. The game runs through
 * GameSession's step API; for a person's decision the table is shown (cli/terminal-table.ts: their hand,
 * the top card, what must be followed, the other players' card counts, the cards lying open to them) with
 * the legal options numbered 1..n, and a line is read. `?` is help (cli/terminal-help.ts); bad input is
 * asked again; the end of the input stops the game (InputEnded).
 */
import { NONE } from "../runtime/card-table.js";
import { checkAnswer, IllegalAnswer, type Answer, type Decision } from "../runtime/decision.js";
import type { Lang } from "../language/languages.js";
import type { Engine, GameResult } from "../runtime/engine.js";
import type { LogEntry } from "../runtime/log.js";
import { kindOf } from "../runtime/decision-kinds.js";
import { questionText } from "../runtime/question-text.js";
import { GameSession } from "../runtime/session.js";
import { optionLabel, typedOption } from "../runtime/option-labels.js";
import type { GameState } from "../runtime/state.js";
import { LogError } from "../games/game-log.js";
import { setupLineFor, type GameSetup, type PlayedGame } from "../games/game-setup.js";
import { applyHouseRules } from "../games/house-rules.js";
import { loggedAnswers, type LogComparer } from "../games/replay.js";
import { errorMessage, errorName, EXIT_INPUT, EXIT_INTERRUPTED, plural, println, seatName } from "./common.js";
import { makeAgents } from "../sim/seats.js";
import type { LogFile } from "./output-files.js";
import { entryLine, terminalSafe } from "./game-text.js";
import { Painter } from "./terminal-colour.js";
import { helpAbout, helpOverview, helpRequest } from "./terminal-help.js";
import { tableLines } from "./terminal-table.js";

/** The input ended before the game did (Ctrl-D, or the end of piped answers). */
export class InputEnded extends Error {
  /** The exit code the command settles on once it has said how to resume. */
  readonly exitCode: number = EXIT_INPUT;

  constructor(message = "the input ended before the game did") {
    super(message);
  }
}

/** Ctrl-C (SIGINT) while a person was being asked: the game stops like at the end of the input. */
export class Interrupted extends InputEnded {
  override readonly exitCode = EXIT_INTERRUPTED;

  constructor() {
    super("stopped by Ctrl-C before the game was over");
  }
}

/** Reads lines from a stream of chunks, one at a time and only as they are needed. */
export class LineReader {
  private readonly it: AsyncIterator<string | Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = "";
  private done = false;
  /** Settles (never resolves) when the reader is interrupted, so a read waiting for input stops at once. */
  private readonly interruption: Promise<never>;
  private stopReading: (e: Interrupted) => void = () => undefined;
  private interrupted = false;

  constructor(private readonly input: AsyncIterable<string | Uint8Array>) {
    this.it = input[Symbol.asyncIterator]();
    this.interruption = new Promise<never>((_, reject) => (this.stopReading = reject));
    // Nobody may be waiting when it comes: not an unhandled rejection.
    this.interruption.catch(() => undefined);
  }

  /** Ctrl-C: the read waiting now, and every read after it, throws Interrupted. */
  interrupt(): void {
    this.interrupted = true;
    this.stopReading(new Interrupted());
  }

  /** The next line without its line break, or undefined at the end of the input. */
  async next(): Promise<string | undefined> {
    for (;;) {
      if (this.interrupted) throw new Interrupted();
      const nl = this.buffer.indexOf("\n");
      if (nl >= 0) {
        const line = this.buffer.slice(0, nl).replace(/\r$/, "");
        this.buffer = this.buffer.slice(nl + 1);
        return line;
      }
      if (this.done) {
        if (this.buffer === "") return undefined;
        const last = this.buffer;
        this.buffer = "";
        return last;
      }
      const chunk = await Promise.race([this.it.next(), this.interruption]);
      if (chunk.done) {
        this.done = true;
        this.buffer += this.decoder.decode();
      } else {
        this.buffer += typeof chunk.value === "string" ? chunk.value : this.decoder.decode(chunk.value, { stream: true });
      }
    }
  }

  /** Lets go of the input (so a terminal's stdin does not keep the process alive). */
  async close(): Promise<void> {
    if (!this.done) {
      this.done = true;
      // After Ctrl-C a read is still pending on the input: letting go must not wait for it, and a stream
      // (stdin) is closed outright, or it would keep the process alive after the game has stopped.
      if (this.interrupted) return void (this.input as { destroy?: () => void }).destroy?.();
      await this.it.return?.();
    }
  }
}

// ---------------------------------------------------------------- describing the table

/** Where the options of a card choice lie, when they all lie in one hand: "from P3's hand", "from your hand". */
function whereFrom(d: Decision, state: GameState): string {
  if (kindOf(d.kind).options !== "cards" || d.options.length === 0) return "";
  const owners = new Set(d.options.map((c) => state.ownerOf(state.zoneOf(c))));
  if (owners.size !== 1) return "";
  const owner = [...owners][0]!;
  if (owner === NONE) return "";
  return owner === d.player ? " from your hand" : ` from ${seatName(owner)}'s hand`;
}

/** What the terminal asks for a decision, before its numbered options: its kind's question with the slots filled. */
export function question(d: Decision, state: GameState, paint: Painter): string {
  return questionText(d, { named: (id) => paint.named(id), seat: seatName, from: (x) => whereFrom(x, state) });
}

/** A valid answer to show as an example in the prompt. */
function exampleAnswer(d: Decision): string {
  if (kindOf(d.kind).counts) {
    const least = d.least ?? 0;
    return d.options.map((_, i) => (i === 0 ? d.min - least * (d.options.length - 1) : least)).join(" ");
  }
  const k = Math.max(d.min, 1);
  return Array.from({ length: Math.min(k, d.options.length) }, (_, i) => String(i + 1)).join(" ");
}

function prompt(d: Decision): string {
  const n = d.options.length;
  const eg = exampleAnswer(d);
  if (kindOf(d.kind).counts) return `counts for 1-${n}, adding up to ${d.min}${d.least ? `, each at least ${d.least}` : ""} [e.g. ${eg}]: `;
  if (d.min === 1 && d.max === 1) return `choose ${n === 1 ? "1" : `1-${n}`} [e.g. ${eg}]: `;
  const how = d.min === d.max ? `${d.min}` : `${d.min} to ${Math.min(d.max, n)}`;
  return `choose ${how} of 1-${n}, separated by spaces${d.min === 0 ? ", or none" : ""} [e.g. ${eg}]: `;
}

/** Reads a typed answer: option numbers (1-based) or a label; an error message when it is not legal. */
export function parseAnswer(d: Decision, line: string, labels: readonly string[]): Answer | string {
  const text = line.trim().toLowerCase();
  const n = d.options.length;
  if (kindOf(d.kind).counts) {
    const parts = text.split(/[\s,]+/).filter((s) => s !== "");
    if (parts.length !== n || parts.some((s) => !/^\d+$/.test(s))) return `give ${n} whole numbers, one per player, e.g. ${exampleAnswer(d)}`;
    const counts = parts.map(Number);
    const sum = counts.reduce((a, b) => a + b, 0);
    if (sum !== d.min) return `the counts add up to ${sum}, not ${d.min}`;
    const least = d.least ?? 0;
    return counts.every((c) => c >= least) ? counts : `every player gets at least ${least}`;
  }
  if (text === "" || text === "none" || text === "-") {
    return d.min === 0 ? [] : `type a number from 1 to ${n}${d.min > 1 ? ` (${d.min} of them)` : ""}`;
  }
  // A label typed out ("draw", "red 7") picks that option; digits alone always mean option numbers.
  const byLabel = /^[\d\s,]+$/.test(text) ? -1 : labels.findIndex((l) => l.toLowerCase() === text);
  if (byLabel >= 0 && d.min <= 1) return [byLabel];
  const parts = text.split(/[\s,]+/).filter((s) => s !== "");
  if (parts.some((s) => !/^\d+$/.test(s))) return `'${line.trim()}' is not an option: type a number from 1 to ${n}`;
  const picks = parts.map((s) => Number(s) - 1);
  const wrong = picks.find((i) => i < 0 || i >= n);
  if (wrong !== undefined) return `there is no option ${wrong + 1}: choose from 1 to ${n}`;
  if (new Set(picks).size !== picks.length) return "each option may be picked once";
  if (picks.length < d.min || picks.length > d.max) {
    return d.min === d.max ? `pick exactly ${d.min}` : `pick ${d.min} to ${Math.min(d.max, n)}`;
  }
  return picks.sort((a, b) => a - b);
}

/** How the terminal game writes: `echo` repeats each answer read (piped answers stay readable), `colour` paints card colours. */
export interface TerminalOptions {
  echo?: boolean;
  colour?: boolean;
  /** The language cards are named in (English where a card has no name in it). */
  lang?: Lang;
}

/** A person at the terminal: shows the table and the options, reads answers until one is legal; `?` is help. */
export class TerminalPlayer {
  /** Said once, at the first question: help is there to be found, not guessed. */
  private toldOfHelp = false;

  constructor(
    private readonly out: (text: string) => void,
    private readonly reader: LineReader,
    private readonly options: TerminalOptions = {},
  ) {}

  async choose(d: Decision, engine: Engine): Promise<Answer> {
    const { state, cards: table } = engine;
    const paint = new Painter(table, this.options.colour ?? false, this.options.lang);
    const labels = d.options.map((o) => optionLabel(table, d, o, "person", paint.lang));
    const painted = d.options.map((o, i) => paintedOption(paint, table, d, o, labels[i]!));
    const ask = (): void => {
      const q = question(d, state, paint);
      println(this.out, q.endsWith("?") ? q : `${q}:`);
      painted.forEach((l, i) => println(this.out, `  ${String(i + 1).padStart(2)}) ${l}`));
    };
    println(this.out);
    println(this.out, `== ${seatName(d.player)}, round ${state.round}, turn ${state.turn} ==`);
    for (const line of tableLines(engine, d.player, paint)) println(this.out, line);
    if (!this.toldOfHelp) println(this.out, "(type ? at any prompt for what the cards do, or '? name' for one card)");
    this.toldOfHelp = true;
    ask();
    for (;;) {
      this.out(prompt(d));
      const line = await this.reader.next();
      if (line === undefined) {
        println(this.out);
        throw new InputEnded();
      }
      if (this.options.echo) println(this.out, line);
      const query = helpRequest(line);
      if (query !== undefined) {
        const how = prompt(d).replace(/: $/, "");
        for (const l of query === "" ? helpOverview(engine, d, paint, how) : helpAbout(engine, query, paint)) println(this.out, l);
        // The same question again: help answers nothing.
        ask();
        continue;
      }
      const answer = parseAnswer(d, line, labels);
      if (typeof answer === "string") {
        println(this.out, `  ${answer}`);
        continue;
      }
      try {
        checkAnswer(d, answer);
        return answer;
      } catch (e) {
        if (!(e instanceof IllegalAnswer)) throw e;
        // The engine's message counts options from 0; people count them from 1.
        println(this.out, `  that is not a legal answer here: ${prompt(d).replace(/: $/, "")}`);
      }
    }
  }
}

/** An option as printed: a card in its colour, a colour (of a wish) in itself; the words are the label's. */
function paintedOption(paint: Painter, table: Engine["cards"], d: Decision, o: number, label: string): string {
  if (!paint.on) return label;
  const typed = typedOption(table, d, o);
  if (typed.type === "card") return paint.card(typed.card);
  if (typed.type === "colour") return paint.colourWord(typed.colour);
  return label;
}

/** A game resumed from its log: the replayed part is checked line by line, the people's answers come from it. */
export interface Resuming {
  comparer: LogComparer;
  /** The log's lines after the setup line. */
  lines: readonly unknown[];
}

/**
 * Plays one game with people at `humans` (0-based seats) and bots everywhere else. Engine log entries
 * are shown as they happen and written to `log` like playRecorded does (so `frantic replay` checks the
 * game). When `resuming`, the logged part is played again silently (checked against the log, which is
 * rewritten only once it has matched), then the game goes on at the terminal. Engine errors are
 * returned; InputEnded is thrown.
 */
export async function playWithPeople(
  g: GameSetup,
  humans: ReadonlySet<number>,
  terminalOut: (text: string) => void,
  reader: LineReader,
  log?: LogFile,
  terminal: TerminalOptions = {},
  resuming?: Resuming,
): Promise<PlayedGame> {
  // Everything shown to the people passes here: names, texts and ids from card files lose their control
  // characters (a card's escape codes could set the title, clear the screen or hide text), colours stay.
  const out = (text: string): void => terminalOut(terminalSafe(text, terminal.colour ?? false));
  const program = applyHouseRules(g.program, g.houseRules);
  const bots = g.bots.map((b, p) => (humans.has(p) ? "human" : b));
  const setup = setupLineFor({ ...g, bots }, program);
  const comparer = resuming?.comparer;
  const replaying = (): boolean => comparer !== undefined && !comparer.done;
  // The people's logged answers, in order, given for them while the logged part is played again.
  const logged = resuming ? loggedAnswers(resuming.lines, (l) => humans.has(l.player ?? -1)) : [];
  log?.write(setup);
  let live = !replaying();
  const goLive = (session: GameSession): void => {
    if (live) return;
    live = true;
    log?.begin();
    println(out, `resumed: round ${session.engine.state.round}, turn ${session.engine.state.turn} (${plural(comparer!.matched, "logged line")} played again)`);
  };
  // Ready before the session starts: the round's first entries (the opening card) come from its constructor.
  const tell = entryLine(program, { lang: terminal.lang, colour: terminal.colour, sees: (p) => humans.has(p) });
  const show = (e: LogEntry): void => {
    if (replaying()) comparer!.compare(e);
    log?.write(e);
    const text = live ? tell(e) : undefined;
    if (text !== undefined) println(out, text);
  };
  const person = new TerminalPlayer(out, reader, terminal);
  const agents = makeAgents(g.bots, g.seed);
  let result: GameResult | undefined;
  // Ctrl-C while a person is asked stops the game like the end of the input: the log says how to resume.
  const interrupt = (): void => {
    println(out);
    reader.interrupt();
  };
  process.on("SIGINT", interrupt);
  try {
    const session = new GameSession(program, { players: g.players, seed: g.seed, pointLimit: setup.pointLimit, log: show });
    for (let d = session.pending(); d; d = session.pending()) {
      let answer: Answer;
      if (!humans.has(d.player)) answer = agents[d.player]!.choose(d, session.viewOf(d.player));
      else if (replaying() && logged.length > 0) answer = logged.shift()!;
      else {
        // The log must be used up before anyone is asked anything new.
        if (replaying()) comparer!.compare({ t: "decision", player: d.player, kind: d.kind, options: d.options });
        goLive(session);
        answer = await person.choose(d, session.engine);
      }
      const line = { t: "decision" as const, player: d.player, kind: d.kind, options: d.options, answer };
      if (replaying()) comparer!.compare(line);
      log?.write(line);
      session.answer(answer);
    }
    result = session.result();
    goLive(session);
  } catch (error) {
    if (error instanceof InputEnded || error instanceof LogError) throw error;
    const line = { t: "error" as const, error: errorName(error), message: errorMessage(error) };
    if (replaying()) comparer!.stoppedWith(error);
    log?.write(line);
    log?.begin();
    return { setup, error };
  } finally {
    process.removeListener("SIGINT", interrupt);
  }
  return result ? { setup, result } : { setup, error: new Error("the game ended without a result") };
}
