/**
 * A seeded fuzzer of language-server sessions: `frantic lsp --stdio` spawned as an editor starts it and
 * sent malformed input (bad headers, truncated bodies, bodies that are not JSON or not messages, wrong
 * types in params, unknown methods, requests before initialize, huge or odd ids, bad URIs), then one
 * valid request. A session is a problem when the server neither answers that request nor exits within
 * SESSION_TIMEOUT_MS (it hangs, or is alive but deaf), when it prints a stack trace or an internal error,
 * or when it exits 0 without being asked to. Exiting non-zero on a broken stream is allowed: the editor
 * restarts the server. Used by test/lsp/untrusted-input.test.ts (a few sessions); bench/fuzz.ts and the
 * soak can run more with `fuzzLsp`.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { Rng } from "../runtime/rng.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

/** A session that gets neither an answer nor an exit in this time is a hang. */
export const SESSION_TIMEOUT_MS = 5_000;
/** Starting the process and answering initialize, on a loaded machine (not what is under test). */
const START_TIMEOUT_MS = 30_000;

export const CLI = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");

/** One message in a frame, as a client writes it. */
export function frame(message: unknown): Buffer {
  const body = Buffer.from(typeof message === "string" ? message : JSON.stringify(message), "utf8");
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body]);
}

export interface RpcMessage {
  id?: unknown;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

/** Reads the frames the server writes (its own framing is trusted here: the test is of the server). */
function parseFrames(bytes: Buffer): { messages: RpcMessage[]; rest: Buffer } {
  const messages: RpcMessage[] = [];
  for (;;) {
    const end = bytes.indexOf("\r\n\r\n");
    if (end < 0) return { messages, rest: bytes };
    const length = Number(/content-length: *(\d+)/i.exec(bytes.subarray(0, end).toString("ascii"))?.[1] ?? NaN);
    if (!Number.isFinite(length) || bytes.length < end + 4 + length) return { messages, rest: bytes };
    messages.push(JSON.parse(bytes.subarray(end + 4, end + 4 + length).toString("utf8")) as RpcMessage);
    bytes = bytes.subarray(end + 4 + length);
  }
}

export interface Spawned {
  write(bytes: Buffer | string): void;
  /** Every message the server wrote so far. */
  messages: RpcMessage[];
  stderr(): string;
  /** Resolves with the first message passing `test`, or undefined when the server exits or time runs out. */
  next(test: (m: RpcMessage) => boolean, timeoutMs?: number): Promise<RpcMessage | undefined>;
  /** Resolves with the exit code (null when killed), or "running" after `timeoutMs`. */
  exited(timeoutMs?: number): Promise<number | null | "running">;
  kill(): void;
}

/** `frantic lsp --stdio` as a child process, spoken to in raw bytes. */
export function spawnServer(cli = CLI): Spawned {
  const child = spawn(process.execPath, [cli, "lsp", "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
  const messages: RpcMessage[] = [];
  let rest: Buffer = Buffer.alloc(0);
  let stderr = "";
  let exitCode: number | null | undefined;
  const wake = new Set<() => void>();
  const notify = (): void => {
    for (const w of [...wake]) w();
  };
  child.stdout.on("data", (chunk: Buffer) => {
    const parsed = parseFrames(Buffer.concat([rest, chunk]));
    rest = parsed.rest;
    messages.push(...parsed.messages);
    notify();
  });
  child.stderr.on("data", (chunk: Buffer) => void (stderr += chunk.toString("utf8")));
  child.on("exit", (code) => {
    exitCode = code;
    notify();
  });
  // A server that exits while bytes are still being written closes the pipe: not the writer's problem.
  child.stdin.on("error", () => {});
  const waitFor = <T>(ready: () => T | undefined, timeoutMs: number, fallback: () => T): Promise<T> =>
    new Promise((resolve) => {
      const check = (): void => {
        const value = ready();
        if (value === undefined) return;
        done(value);
      };
      const timer = setTimeout(() => done(fallback()), timeoutMs);
      const done = (value: T): void => {
        clearTimeout(timer);
        wake.delete(check);
        resolve(value);
      };
      wake.add(check);
      check();
    });
  return {
    write: (bytes) => {
      if (exitCode === undefined && child.stdin.writable) child.stdin.write(bytes);
    },
    messages,
    stderr: () => stderr,
    // null: the server exited without sending one.
    next: (test, timeoutMs = SESSION_TIMEOUT_MS) =>
      waitFor<RpcMessage | null>(() => messages.find(test) ?? (exitCode !== undefined ? null : undefined), timeoutMs, () => null).then((m) => m ?? undefined),
    exited: (timeoutMs = SESSION_TIMEOUT_MS) => waitFor<number | null | "running">(() => exitCode, timeoutMs, () => "running"),
    kill: () => void child.kill("SIGKILL"),
  };
}

/** What a stack trace looks like on standard error. */
export const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\))$/m;

// --- The sessions -----------------------------------------------------------------------------------

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.below(items.length)]!;

const BAD_URIS = ["file://host/x.yaml", "file:///%zz.yaml", "file:///a%2Fb.yaml", "http://example.com/x.yaml", "untitled:Untitled-1", "relative/path.yaml", "", "file:", `file:///${"a".repeat(40_000)}.yaml`, "file:///tmp/%00.yaml", "\u0000", "file:///C:/x.yaml"];
const ODD_VALUES: unknown[] = [null, 5, -1, 1.5, 2 ** 60, 1e308, "", "x", true, [], {}, [1, 2], { uri: 5 }, { line: -1, character: 0 }, { line: 0.5, character: 0 }, { line: 2 ** 40, character: 0 }, "𝕏".repeat(10)];
const METHODS = ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references", "textDocument/rename", "textDocument/prepareRename", "textDocument/documentSymbol", "textDocument/codeLens", "textDocument/foldingRange", "textDocument/formatting", "textDocument/codeAction", "textDocument/signatureHelp", "textDocument/semanticTokens/full", "frantic/scenarios"];
const NOTIFICATIONS = ["textDocument/didOpen", "textDocument/didChange", "textDocument/didClose", "workspace/didChangeConfiguration", "$/cancelRequest", "$/setTrace", "initialized"];

function deep(n: number): string {
  return "[".repeat(n) + "]".repeat(n);
}

/** A valid document of the scratch workspace, so params are right except where a case spoils them. */
interface Place {
  uri: string;
}

/** Random params for a method: mostly right, with one field (or the whole) replaced by an odd value. */
function oddParams(rng: Rng, place: Place): unknown {
  const good: Record<string, unknown> = {
    textDocument: { uri: place.uri, languageId: "yaml", version: 1, text: "kind: event\nid: x\n" },
    position: { line: 0, character: 0 },
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
    context: { includeDeclaration: true },
    newName: "y",
    contentChanges: [{ text: "kind: event\n" }],
    options: { tabSize: 2, insertSpaces: true },
  };
  switch (rng.below(5)) {
    case 0:
      return pick(rng, ODD_VALUES);
    case 1:
      return { ...good, textDocument: { ...(good.textDocument as object), uri: pick(rng, BAD_URIS) } };
    case 2:
      return { ...good, textDocument: pick(rng, ODD_VALUES) };
    case 3: {
      const key = pick(rng, Object.keys(good));
      return { ...good, [key]: pick(rng, ODD_VALUES) };
    }
    default:
      return { ...good, textDocument: { ...(good.textDocument as object), [pick(rng, ["text", "version", "languageId"])]: pick(rng, ODD_VALUES) }, contentChanges: [pick(rng, ODD_VALUES)] };
  }
}

type Junk = (rng: Rng, place: Place) => Buffer[];

/** The kinds of junk, each a list of byte chunks written in order. */
const JUNK: Record<string, Junk> = {
  "bad header": (rng) => [
    Buffer.from(
      pick(rng, [
        "Content-Length: -5\r\n\r\n{}",
        "X-Other: 1\r\n\r\n{}",
        "Content-Length: abc\r\n\r\n{}",
        "Content-Length: 99999999999\r\n\r\n{}",
        "Content-Length: 1e3\r\n\r\n{}",
        "Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}",
        "Content-Length 2\r\n\r\n{}",
        "\r\n\r\n",
        `X-Long: ${"x".repeat(20_000)}`,
        "Content-Length: 2\r\nContent-Type: application/json; charset=latin1\r\n\r\n{}",
        "garbage without an end",
      ]),
    ),
  ],
  "binary junk": (rng) => [Buffer.from(Array.from({ length: 1 + rng.below(300) }, () => rng.below(256)))],
  "truncated body": (rng) => {
    const whole = frame({ jsonrpc: "2.0", id: 7, method: "textDocument/hover", params: {} });
    return [whole.subarray(0, whole.length - 1 - rng.below(20))];
  },
  "not JSON": (rng) => [frame(pick(rng, ["{not json", "", "\u00ff\u00fe", '{"jsonrpc":"2.0",', "nul\u0000l"])), Buffer.concat([Buffer.from("Content-Length: 2\r\n\r\n"), Buffer.from([0xc3, 0x28])])],
  "not a message": (rng) => [frame(pick(rng, ["null", "[]", "[1,2]", "5", '"x"', "{}", '{"jsonrpc":"1.0","id":1,"method":"x"}', '{"jsonrpc":"2.0","id":1,"method":5}', '{"jsonrpc":"2.0","id":{},"method":"shutdown"}', '{"jsonrpc":"2.0","method":"x","params":5}', deep(100_000), `{"jsonrpc":"2.0","id":1,"method":"x","params":${deep(5_000)}}`]))],
  "wrong params": (rng, place) => Array.from({ length: 1 + rng.below(4) }, (_, i) => (rng.below(2) === 0 ? frame({ jsonrpc: "2.0", id: 100 + i, method: pick(rng, METHODS), params: oddParams(rng, place) }) : frame({ jsonrpc: "2.0", method: pick(rng, NOTIFICATIONS), params: oddParams(rng, place) }))),
  "unknown method": (rng) => [frame({ jsonrpc: "2.0", id: 3, method: pick(rng, ["foo/bar", "", "constructor", "__proto__", "textDocument/hover/extra"]), params: {} }), frame({ jsonrpc: "2.0", method: "foo/bar", params: {} })],
  "odd ids": (rng) => [frame(`{"jsonrpc":"2.0","id":${pick(rng, ["1e400", "18446744073709551617", "-0", "1.5", "true", "[]", `"${"i".repeat(5000)}"`, "null"])},"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x.yaml"},"position":{"line":0,"character":0}}}`)],
  "bad URIs": (rng, place) => [
    frame({ jsonrpc: "2.0", method: "textDocument/didOpen", params: { textDocument: { uri: pick(rng, BAD_URIS), languageId: "yaml", version: 1, text: "kind: event\n" } } }),
    frame({ jsonrpc: "2.0", id: 11, method: pick(rng, METHODS), params: { textDocument: { uri: pick(rng, BAD_URIS) }, position: { line: 0, character: 0 }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { includeDeclaration: true }, newName: "z" } }),
    frame({ jsonrpc: "2.0", method: "textDocument/didChange", params: { textDocument: { uri: place.uri, version: 2 }, contentChanges: [{ range: { start: { line: 5, character: 0 }, end: { line: 0, character: 0 } }, text: "x" }] } }),
  ],
};

export interface LspSession {
  seed: number;
  kind: string;
  /** Whether the session starts with a valid initialize (some send their junk before it). */
  initializeFirst: boolean;
  /** The initialize params (odd ones in some sessions: bad folders, bad sets). */
  initialize: unknown;
  chunks: Buffer[];
}

/** The session for a seed, on the scratch folder `folder` (which holds one card file, card.yaml). */
export function makeSession(seed: number, folder: string): LspSession {
  const rng = new Rng(seed);
  const kinds = Object.keys(JUNK);
  const kind = kinds[seed % kinds.length]!;
  const place: Place = { uri: pathToFileURL(join(folder, "card.yaml")).href };
  const initializeFirst = rng.below(5) !== 0;
  const oddInit = rng.below(4) === 0;
  const initialize = oddInit
    ? { processId: null, capabilities: {}, rootUri: pick(rng, [...BAD_URIS, 5, null]), workspaceFolders: pick(rng, [null, 5, [{ uri: pick(rng, BAD_URIS) }], [null], [{ uri: pathToFileURL(folder).href, name: "x" }]]), initializationOptions: pick(rng, [null, 5, { sets: "base" }, { sets: ["../..", "base"] }, { sets: [5, "__proto__"] }]) }
    : { processId: null, capabilities: {}, rootUri: pathToFileURL(folder).href };
  const chunks = JUNK[kind]!(rng, place);
  // Cut the bytes at random points: a client's writes arrive in any pieces.
  const whole = Buffer.concat(chunks);
  const pieces: Buffer[] = [];
  for (let at = 0; at < whole.length; ) {
    const size = 1 + rng.below(Math.max(1, Math.min(whole.length - at, 4096)));
    pieces.push(whole.subarray(at, at + size));
    at += size;
  }
  return { seed, kind, initializeFirst, initialize, chunks: pieces };
}

const PROBE_ID = "probe";

/** Runs one session against a fresh server; the problem, or undefined when the server behaved. */
export async function runSession(session: LspSession, folder: string, cli = CLI): Promise<string | undefined> {
  const server = spawnServer(cli);
  try {
    if (!session.initializeFirst) {
      // A valid request before initialize (refused as not initialized): the process is up once it is answered.
      server.write(frame({ jsonrpc: "2.0", id: "early", method: "textDocument/hover", params: { textDocument: { uri: pathToFileURL(join(folder, "card.yaml")).href }, position: { line: 0, character: 0 } } }));
      const early = await server.next((m) => m.id === "early", START_TIMEOUT_MS);
      if (early?.error?.code !== -32002) return `a request before initialize was answered ${JSON.stringify(early)?.slice(0, 200)}, not refused as not initialized (-32002)`;
    } else {
      server.write(frame({ jsonrpc: "2.0", id: "init", method: "initialize", params: session.initialize }));
      const init = await server.next((m) => m.id === "init", START_TIMEOUT_MS);
      if (!init) return (await server.exited(0)) === "running" ? "no answer to initialize" : `exited before answering initialize\n${server.stderr()}`;
      server.write(frame({ jsonrpc: "2.0", method: "initialized", params: {} }));
    }
    for (const chunk of session.chunks) server.write(chunk);
    if (!session.initializeFirst) server.write(frame({ jsonrpc: "2.0", id: "init", method: "initialize", params: session.initialize }));
    server.write(frame({ jsonrpc: "2.0", id: PROBE_ID, method: "textDocument/hover", params: { textDocument: { uri: pathToFileURL(join(folder, "card.yaml")).href }, position: { line: 0, character: 0 } } }));
    const answer = await server.next((m) => m.id === PROBE_ID);
    const code = answer ? "running" : await server.exited(0);
    const stderr = server.stderr();
    if (STACK_LINE.test(stderr)) return `a stack trace on standard error:\n${stderr.slice(0, 2000)}`;
    if (/internal error/i.test(stderr)) return `an internal error:\n${stderr.slice(0, 2000)}`;
    if (code === "running") return answer ? undefined : `alive but deaf: no answer to a valid request within ${SESSION_TIMEOUT_MS} ms`;
    if (code === 0) return "exited 0 without a shutdown request";
    if (code === null) return "killed by a signal";
    return server.messages.some((m) => m.error && m.id === null) ? undefined : `exited ${code} without answering the broken message with an error`;
  } finally {
    server.kill();
  }
}

export interface LspFuzzProblem {
  session: LspSession;
  problem: string;
}

/** Runs `count` sessions from `seed`, `parallel` at a time; every problem found. */
export async function fuzzLsp(seed: number, count: number, parallel = 2, cli = CLI): Promise<{ sessions: number; problems: LspFuzzProblem[] }> {
  const folder = mkdtempSync(join(tmpdir(), "frantic-fuzz-lsp-"));
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "card.yaml"), "kind: event\nid: storm\nname: { en: Storm }\neffect: me draws 1\n");
    const problems: LspFuzzProblem[] = [];
    let next = seed;
    const worker = async (): Promise<void> => {
      while (next < seed + count) {
        const session = makeSession(next++, folder);
        const problem = await runSession(session, folder, cli);
        if (problem) problems.push({ session, problem });
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    return { sessions: count, problems };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
