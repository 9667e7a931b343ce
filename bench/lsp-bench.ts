/**
 * The language server's speed through the protocol, as an editor sees it: `frantic lsp --stdio` spawned
 * from the built bin and driven with vscode-jsonrpc over its stdio, on a temp copy of cards/ plus a
 * generated file of 1,000 cards. Measured: spawn to the first diagnostics of the opened document,
 * completion and hover round trips inside effect code (p95), diagnostics after a one-character edit
 * (median, the server's debounce included), the same with a scenario file open (its set-up check must
 * not run again on an unsaved edit) and the server process's peak RSS; a bare `node -e 0` is timed in the
 * same run, so figures can be given as ratios. Run alone: `node dist/bench/lsp-bench.js [--quick] [--cpu-prof DIR]`.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { CARDS_DIR, PROJECT_ROOT } from "../host/node/project-root.js";
import { generatedCards } from "./service-bench.js";
import { median, percentile } from "./statistics.js";

export interface LspBenchOptions {
  /** Completion and hover requests timed, each (after one untimed cold request). */
  queries?: number;
  /** One-character edits per document whose diagnostics are timed. */
  edits?: number;
  /** Cards in the generated file. */
  generatedCards?: number;
  /** Server starts timed (the last one goes on to the other measures). */
  starts?: number;
  /** Flags for the server's node (e.g. `--cpu-prof`, to see where a start's time goes). */
  nodeFlags?: string[];
  /** The CLI whose `lsp --stdio` is spawned: this checkout's built bin unless another build is compared (bench --against). */
  bin?: string;
  /** The cards copied into the workspace: this checkout's cards/ unless given. */
  cardsDir?: string;
}

export interface LspBench {
  /** YAML files in the workspace (the copy of cards/ with its scenarios, the generated file and the own card). */
  files: number;
  generatedCards: number;
  queries: number;
  edits: number;
  starts: number;
  /** Spawn to the initialize response (Node start, loading the server, reading the workspace from disk), median of the starts. */
  initializeMs: number;
  /** Spawn to the first publishDiagnostics of the document opened after initialize (debounce included), median of the starts. */
  firstDiagnosticsMs: number;
  /** Every start's spawn-to-first-diagnostics, in order. */
  firstDiagnosticsRunsMs: number[];
  /** The first completion and hover of the session, not in the percentiles. */
  firstCompletionMs: number;
  firstHoverMs: number;
  completionP95Ms: number;
  completionMedianMs: number;
  hoverP95Ms: number;
  hoverMedianMs: number;
  /** The server's delay before it computes diagnostics (read from the built server), or null if not found. */
  debounceMs: number | null;
  /** didChange to the publishDiagnostics of that version, median: a card in a file of its own. */
  editDiagnosticsMs: number;
  /** The same for the last card of the generated file (an incremental change, as editors send it). */
  editInLargeFileMs: number;
  /** The own card again, with a scenario file of the base set open (its set-up check done once before). */
  editWithScenarioOpenMs: number;
  /** A bare `node -e 0` spawned and waited for, median of as many runs as starts (the yardstick for the ratios). */
  nodeStartupMs: number;
  /** VmHWM and VmRSS of the server process after the run; null where /proc is missing (not Linux). */
  peakRssMB: number | null;
  rssMB: number | null;
}

interface Position {
  line: number;
  character: number;
}

interface PublishDiagnosticsParams {
  uri: string;
  version?: number;
  diagnostics: Array<{ severity?: number }>;
}

interface Arrival {
  at: number;
  params: PublishDiagnosticsParams;
}

/** An open document that a typist toggles: an "x" typed at `at` in `base`, then deleted, and so on. */
interface TypedDocument {
  uri: string;
  base: string;
  at: number;
  typed: boolean;
  version: number;
}

function text(d: TypedDocument): string {
  return d.typed ? d.base.slice(0, d.at) + "x" + d.base.slice(d.at) : d.base;
}

function positionAt(s: string, offset: number): Position {
  const before = s.slice(0, offset);
  const line = before.split("\n").length - 1;
  return { line, character: offset - (before.lastIndexOf("\n") + 1) };
}

/** The next one-character change to `d` (as incremental sync sends it); bumps its version. */
function nextChange(d: TypedDocument): { range: { start: Position; end: Position }; text: string } {
  const start = positionAt(d.base, d.at);
  const change = d.typed ? { range: { start, end: { line: start.line, character: start.character + 1 } }, text: "" } : { range: { start, end: start }, text: "x" };
  d.typed = !d.typed;
  d.version++;
  return change;
}


const round = (ms: number): number => Math.round(ms * 100) / 100;

/** The debounce as built: the constant in the tsc output of lsp/language-server.ts, so a change there shows here. */
function serverDebounceMs(): number | null {
  try {
    const m = /DIAGNOSTICS_DELAY_MS\s*=\s*(\d+)/.exec(readFileSync(join(PROJECT_ROOT, "dist", "lsp", "language-server.js"), "utf8"));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** Peak and current resident set of a process, in MB, from /proc (Linux only). */
function processMemory(pid: number): { peakRssMB: number | null; rssMB: number | null } {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return { peakRssMB: null, rssMB: null };
  }
  const mb = (key: string): number | null => {
    const kB = new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
    return kB === undefined ? null : Math.round((Number(kB) * 1024) / 1e6);
  };
  return { peakRssMB: mb("VmHWM"), rssMB: mb("VmRSS") };
}

/** The YAML files under `dir` (card and scenario files: what the server loads). */
function yamlFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml")).length;
}

/** Waits for publishDiagnostics notifications that match, noting when each arrived. */
class Publications {
  private waiters: Array<{ match: (p: PublishDiagnosticsParams) => boolean; resolve: (a: Arrival) => void; reject: (e: Error) => void }> = [];

  arrived(params: PublishDiagnosticsParams, at: number): void {
    const matched = this.waiters.filter((w) => w.match(params));
    this.waiters = this.waiters.filter((w) => !matched.includes(w));
    for (const w of matched) w.resolve({ at, params });
  }

  /** Fails every waiter, e.g. when the server dies: the bench must not hang. */
  fail(e: Error): void {
    for (const w of this.waiters) w.reject(e);
    this.waiters = [];
  }

  next(match: (p: PublishDiagnosticsParams) => boolean, what: string, timeoutMs = 60_000): Promise<Arrival> {
    const arrival = new Promise<Arrival>((resolve, reject) => {
      const waiter = {
        match,
        resolve: (a: Arrival) => {
          clearTimeout(timer);
          resolve(a);
        },
        reject: (e: Error) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no publishDiagnostics for ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
    // Awaited later, after a request is sent: a server dying meanwhile must fail that await, not the process.
    arrival.catch(() => {});
    return arrival;
  }
}

export async function lspBench(options: LspBenchOptions = {}): Promise<LspBench> {
  const queries = options.queries ?? 200;
  // Even: each edit adds or takes away the own card's typo, and the round after a scenario file opens is
  // seen by the own card's publish, which comes only while it has the typo.
  const edits = 2 * Math.ceil((options.edits ?? 10) / 2);
  const cards = options.generatedCards ?? 1000;
  const starts = Math.max(1, options.starts ?? 5);
  const bin = options.bin ?? join(PROJECT_ROOT, "dist", "cli", "bin.cjs");
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run npm run build first`);
  // realpath: the server names files by the path in the URI, and /tmp may be a link.
  const root = realpathSync(mkdtempSync(join(tmpdir(), "frantic-lsp-bench-")));
  try {
    cpSync(options.cardsDir ?? CARDS_DIR, join(root, "cards"), { recursive: true });
    mkdirSync(join(root, "bench"));
    const largePath = join(root, "bench", `generated-${cards}.yaml`);
    const largeBase = generatedCards(cards);
    writeFileSync(largePath, largeBase);
    // The own card starts with a typo ("nx"): the server publishes only files with diagnostics (or
    // that had some), so the first publish for it comes only if it has one.
    const ownPath = join(root, "bench", "own-card.yaml");
    const ownBase = "kind: event\nid: own-card\nname: { en: Own Card }\neffect: |\n  let n = 2\n  me draws n\n";
    const own: TypedDocument = { uri: pathToFileURL(ownPath).href, base: ownBase, at: ownBase.length - 1, typed: true, version: 1 };
    writeFileSync(ownPath, text(own));
    // The typist's place in the big file: the end of the last card's last effect line.
    const large: TypedDocument = { uri: pathToFileURL(largePath).href, base: largeBase, at: largeBase.length - 1, typed: false, version: 1 };
    // Earlier sessions only start and stop: one start is a noisy figure on a shared machine.
    const startups: Startup[] = [];
    for (let i = 1; i < starts; i++) {
      const session = new Session(root, bin, options.nodeFlags);
      try {
        startups.push(await session.startup(own));
        await session.stop();
      } finally {
        session.dispose();
      }
    }
    const session = new Session(root, bin, options.nodeFlags);
    try {
      startups.push(await session.startup(own));
      const scenarioPath = join(root, "cards", "base", "tests", "gift.test.yaml");
      return await measure(session, startups, own, large, { path: scenarioPath, text: readFileSync(scenarioPath, "utf8") }, queries, edits, cards, yamlFiles(root));
    } finally {
      session.dispose();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

interface Startup {
  initializeMs: number;
  firstDiagnosticsMs: number;
}

/** A spawned server and the client connection to it. */
class Session {
  readonly publications = new Publications();
  readonly started = performance.now();
  private readonly child: ChildProcessWithoutNullStreams;
  readonly client: MessageConnection;
  private readonly exited: Promise<number | null>;
  private stderr = "";
  private stopping = false;

  constructor(
    private readonly root: string,
    bin: string,
    nodeFlags: string[] = [],
  ) {
    this.child = spawn(process.execPath, [...nodeFlags, bin, "lsp", "--stdio"], { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
    this.child.stderr.setEncoding("utf8");
    this.child.stderr.on("data", (s: string) => (this.stderr += s));
    this.exited = new Promise((resolve) =>
      this.child.on("exit", (code) => {
        if (!this.stopping) this.publications.fail(new Error(`the language server exited with ${code} during the bench: ${this.stderr}`));
        resolve(code);
      }),
    );
    this.client = createMessageConnection(new StreamMessageReader(this.child.stdout), new StreamMessageWriter(this.child.stdin));
    this.client.onNotification("textDocument/publishDiagnostics", (p: PublishDiagnosticsParams) => this.publications.arrived(p, performance.now()));
    this.client.listen();
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** initialize, initialized, didOpen of `own`, then its first diagnostics: timed from the spawn. */
  async startup(own: TypedDocument): Promise<Startup> {
    const rootUri = pathToFileURL(this.root).href;
    const first = this.publications.next((p) => p.uri === own.uri, "the opened document");
    await this.client.sendRequest("initialize", { processId: process.pid, rootUri, workspaceFolders: [{ uri: rootUri, name: "bench" }], capabilities: {} });
    const initializeMs = performance.now() - this.started;
    await this.client.sendNotification("initialized", {});
    await this.client.sendNotification("textDocument/didOpen", { textDocument: { uri: own.uri, languageId: "yaml", version: own.version, text: text(own) } });
    return { initializeMs, firstDiagnosticsMs: (await first).at - this.started };
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.client.sendRequest("shutdown");
    await this.client.sendNotification("exit");
    // unref: a pending timer must not keep the bench's process alive once the server has exited.
    const code = await Promise.race([this.exited, new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 10_000).unref())]);
    if (code !== 0) throw new Error(`the language server did not exit cleanly after shutdown (${code}): ${this.stderr}`);
  }

  dispose(): void {
    this.client.dispose();
    // Only on failure is it still running; it is our own child, ended by its handle.
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
  }
}

/** A bare Node start, spawned and waited for as the server's starts are: the median of `runs`. */
function nodeStartupMs(runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < Math.max(3, runs); i++) {
    const t = performance.now();
    spawnSync(process.execPath, ["-e", "0"]);
    times.push(performance.now() - t);
  }
  return median(times);
}

async function measure(session: Session, startups: Startup[], own: TypedDocument, large: TypedDocument, scenario: { path: string; text: string }, queries: number, edits: number, cards: number, files: number): Promise<LspBench> {
  const { client, publications } = session;
  // A request answered means the server has finished what came before it (it is single-threaded),
  // so the next timing does not pay for the rest of a publish round.
  const idle = async (): Promise<void> => {
    await client.sendRequest("textDocument/hover", { textDocument: { uri: own.uri }, position: { line: 0, character: 0 } });
  };
  // Opening the big file publishes again (own-card has its typo): wait for that round to end.
  const reopened = publications.next((p) => p.uri === own.uri, "the round after opening the generated file");
  await client.sendNotification("textDocument/didOpen", { textDocument: { uri: large.uri, languageId: "yaml", version: large.version, text: text(large) } });
  await reopened;
  await idle();

  // Positions inside effect code, spread evenly over the generated file: its effect lines are the indented ones.
  const lines = large.base.split("\n");
  const effectLines = lines.flatMap((l, i) => (l.startsWith("  ") ? [i] : []));
  const positions = Array.from({ length: queries }, (_, i): Position => {
    const line = effectLines[Math.floor(((i + 0.5) * effectLines.length) / queries)]!;
    const length = lines[line]!.length;
    return { line, character: 2 + ((i * 13) % (length - 1)) };
  });
  const roundTrip = async (method: string, position: Position): Promise<number> => {
    const t = performance.now();
    await client.sendRequest(method, { textDocument: { uri: large.uri }, position });
    return performance.now() - t;
  };
  const firstCompletionMs = await roundTrip("textDocument/completion", positions[0]!);
  const firstHoverMs = await roundTrip("textDocument/hover", positions[0]!);
  const completions: number[] = [];
  for (const p of positions) completions.push(await roundTrip("textDocument/completion", p));
  const hovers: number[] = [];
  for (const p of positions) hovers.push(await roundTrip("textDocument/hover", p));

  // One character typed or deleted, then the wait for the diagnostics of that version of that document.
  const editLatency = async (d: TypedDocument, what: string): Promise<number> => {
    const change = nextChange(d);
    const version = d.version;
    const published = publications.next((p) => p.uri === d.uri && p.version === version, `${what}, version ${version}`);
    const t = performance.now();
    await client.sendNotification("textDocument/didChange", { textDocument: { uri: d.uri, version }, contentChanges: [change] });
    const arrival = await published;
    // The typo must show and go, or the edit measured nothing the server had to notice.
    const errors = arrival.params.diagnostics.filter((x) => x.severity === 1).length;
    if (d.typed !== errors > 0) throw new Error(`${what}, version ${version}: ${errors} errors published, expected ${d.typed ? "some" : "none"}`);
    await idle();
    return arrival.at - t;
  };
  const ownTimes: number[] = [];
  for (let i = 0; i < edits; i++) ownTimes.push(await editLatency(own, "the own card"));
  const largeTimes: number[] = [];
  for (let i = 0; i < edits; i++) largeTimes.push(await editLatency(large, "the generated file"));

  // A scenario file open, as when someone writes a card and its scenario side by side: its set-up check
  // reads saved files only, so an unsaved edit to a card must not run it again. The round after the open
  // runs it once; own-card has its typo again (an even number of edits), so that round publishes it.
  const scenarioUri = pathToFileURL(scenario.path).href;
  const opened = publications.next((p) => p.uri === own.uri, "the round after opening a scenario file");
  await client.sendNotification("textDocument/didOpen", { textDocument: { uri: scenarioUri, languageId: "yaml", version: 1, text: scenario.text } });
  await opened;
  await idle();
  const scenarioTimes: number[] = [];
  for (let i = 0; i < edits; i++) scenarioTimes.push(await editLatency(own, "the own card, a scenario file open"));

  const memory = session.pid !== undefined ? processMemory(session.pid) : { peakRssMB: null, rssMB: null };
  await session.stop();
  return {
    files,
    generatedCards: cards,
    queries,
    edits,
    starts: startups.length,
    initializeMs: Math.round(percentile(startups.map((s) => s.initializeMs), 0.5)),
    firstDiagnosticsMs: Math.round(percentile(startups.map((s) => s.firstDiagnosticsMs), 0.5)),
    firstDiagnosticsRunsMs: startups.map((s) => Math.round(s.firstDiagnosticsMs)),
    firstCompletionMs: round(firstCompletionMs),
    firstHoverMs: round(firstHoverMs),
    completionP95Ms: round(percentile(completions, 0.95)),
    completionMedianMs: round(percentile(completions, 0.5)),
    hoverP95Ms: round(percentile(hovers, 0.95)),
    hoverMedianMs: round(percentile(hovers, 0.5)),
    debounceMs: serverDebounceMs(),
    editDiagnosticsMs: round(percentile(ownTimes, 0.5)),
    editInLargeFileMs: round(percentile(largeTimes, 0.5)),
    editWithScenarioOpenMs: round(percentile(scenarioTimes, 0.5)),
    nodeStartupMs: round(nodeStartupMs(startups.length)),
    ...memory,
  };
}

// Run alone (the full bench runs it among the others): the figures, and each as a multiple of a bare Node start.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) {
  const quick = process.argv.includes("--quick");
  // --cpu-prof DIR: every server writes a CPU profile there (its starts are slower for it).
  const prof = process.argv.indexOf("--cpu-prof");
  const nodeFlags = prof >= 0 ? ["--cpu-prof", `--cpu-prof-dir=${process.argv[prof + 1] ?? "."}`] : [];
  const r = await lspBench({ queries: quick ? 50 : 200, edits: quick ? 4 : 10, starts: quick ? 2 : 5, nodeFlags });
  const x = (ms: number): string => `${(ms / r.nodeStartupMs).toFixed(2)}x node -e 0`;
  console.log(JSON.stringify(r, null, 2));
  console.log(`node -e 0: ${r.nodeStartupMs} ms
first diagnostics: ${r.firstDiagnosticsMs} ms (${x(r.firstDiagnosticsMs)})
completion p95: ${r.completionP95Ms} ms, hover p95: ${r.hoverP95Ms} ms
diagnostics after an edit: ${r.editDiagnosticsMs} ms (${x(r.editDiagnosticsMs)}), large file ${r.editInLargeFileMs} ms, a scenario file open ${r.editWithScenarioOpenMs} ms (${x(r.editWithScenarioOpenMs)}); debounce ${r.debounceMs} ms`);
}
