/**
 * The language server given what an editor (or anything on its standard input) may send: broken frames,
 * bodies that are not messages, params of the wrong type, URIs that name no file, and workspaces with a
 * FIFO, a link loop, a link out, or more files than it reads. The server must answer or exit non-zero
 * (the editor restarts it), never hang or go deaf, never print a stack trace.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { CLI, frame, fuzzLsp, spawnServer, STACK_LINE, type RpcMessage, type Spawned } from "../../bench/fuzz-lsp.js";
import { FrameGuard, type ProtocolProblem } from "../../lsp/frame-guard.js";
import { scanAll, scanSummary, SCAN_LIMITS } from "../../service/workspace-scan.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-lsp-untrusted-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CARD_TEXT = "kind: event\nid: storm\nname: { en: Storm }\neffect: me drwas 1\n";

function folder(name: string): string {
  const path = join(dir, name);
  mkdirSync(path, { recursive: true });
  return path;
}

const uri = (path: string): string => pathToFileURL(path).href;
const hover = (id: unknown, fileUri: string): Buffer => frame({ jsonrpc: "2.0", id, method: "textDocument/hover", params: { textDocument: { uri: fileUri }, position: { line: 0, character: 0 } } });

/** A server initialized on `root` (a file: URI, or null for none). */
async function initialized(root: string | null): Promise<Spawned> {
  expect(existsSync(CLI), "the CLI is built (npm run build)").toBe(true);
  const server = spawnServer();
  server.write(frame({ jsonrpc: "2.0", id: "init", method: "initialize", params: { processId: null, rootUri: root, capabilities: {} } }));
  // Starting the process takes seconds on a loaded machine: that is not what is timed here.
  expect(await server.next((m) => m.id === "init", 30_000)).toMatchObject({ result: { capabilities: expect.any(Object) } });
  server.write(frame({ jsonrpc: "2.0", method: "initialized", params: {} }));
  return server;
}

/** Writes `junk`, then expects an error answer with id null and an exit with code 1 within 5 s. */
async function expectAnsweredAndExit(junk: string | Buffer, code = -32700): Promise<RpcMessage> {
  const server = await initialized(null);
  try {
    server.write(junk);
    // A valid request after the junk: too late, the stream is broken, but it must not make the server wait.
    server.write(hover("after", uri(join(dir, "none.yaml"))));
    expect(await server.exited(5_000)).toBe(1);
    const error = server.messages.find((m) => m.error && m.id === null);
    expect(error?.error?.code).toBe(code);
    expect(server.stderr()).not.toMatch(STACK_LINE);
    expect(server.stderr().trim().split("\n")).toHaveLength(1);
    return error!;
  } finally {
    server.kill();
  }
}

describe("the frame guard, in process", () => {
  const feed = (pieces: Buffer[]): { bodies: string[]; problems: ProtocolProblem[] } => {
    const bodies: string[] = [];
    const problems: ProtocolProblem[] = [];
    const guard = new FrameGuard((body) => bodies.push(body.toString("utf8")), (p) => problems.push(p));
    for (const piece of pieces) guard.push(piece);
    return { bodies, problems };
  };
  const message = { jsonrpc: "2.0", id: 1, method: "textDocument/hover", params: { text: "é🂡" } };

  test("a frame in any pieces (header alone, byte by byte) is passed on once, whole", () => {
    const whole = frame(message);
    const header = whole.indexOf("\r\n\r\n") + 4;
    for (const pieces of [[whole], [whole.subarray(0, header), whole.subarray(header)], [...whole].map((b) => Buffer.from([b]))]) {
      expect(feed([...pieces, ...pieces])).toEqual({ bodies: [JSON.stringify(message), JSON.stringify(message)], problems: [] });
    }
  });

  test("after a broken frame nothing more is read", () => {
    const { bodies, problems } = feed([Buffer.from("Content-Length: -1\r\n\r\n"), frame(message)]);
    expect(bodies).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ code: -32700, fatal: true, id: null })]);
  });
});

describe("a broken stream: the server answers a parse error and exits 1", () => {
  test("a negative Content-Length", async () => {
    expect((await expectAnsweredAndExit("Content-Length: -5\r\n\r\n{}")).error!.message).toMatch(/Content-Length must be a whole number/);
  });
  test("no Content-Length", async () => {
    expect((await expectAnsweredAndExit("X-Other: 1\r\n\r\n{}")).error!.message).toMatch(/no Content-Length/);
  });
  test("a Content-Length that is not a number", async () => {
    await expectAnsweredAndExit("Content-Length: abc\r\n\r\n{}");
  });
  test("a Content-Length over the 64 MB limit of one message", async () => {
    expect((await expectAnsweredAndExit("Content-Length: 99999999999\r\n\r\n{}")).error!.message).toMatch(/limit/);
  });
  test("a header longer than 8 KB", async () => {
    await expectAnsweredAndExit(`X-Long: ${"x".repeat(10_000)}`);
  });
  test("a body cut short, then the next message", async () => {
    // The cut is longer than the next frame, which lands inside the body still awaited.
    const whole = frame({ jsonrpc: "2.0", method: "textDocument/didOpen", params: { textDocument: { uri: uri(join(dir, "x.yaml")), languageId: "yaml", version: 1, text: "#".repeat(1000) } } });
    expect((await expectAnsweredAndExit(whole.subarray(0, whole.length - 500))).error!.message).toMatch(/ended before/);
  });
});

describe("a well-framed body that is not a message: answered, and the stream goes on", () => {
  const cases: Array<[string, string | Buffer, number]> = [
    ["not JSON", frame("{not json"), -32700],
    ["not UTF-8", Buffer.concat([Buffer.from("Content-Length: 2\r\n\r\n"), Buffer.from([0xc3, 0x28])]), -32700],
    ["null", frame("null"), -32600],
    ["an array (a batch)", frame("[1]"), -32600],
    ["an id that is an object", frame('{"jsonrpc":"2.0","id":{},"method":"shutdown"}'), -32600],
    ["an id past 2^53", frame('{"jsonrpc":"2.0","id":18446744073709551617,"method":"shutdown"}'), -32600],
    ["nesting 10,000 deep", frame(`{"jsonrpc":"2.0","method":"x","params":${"[".repeat(10_000)}${"]".repeat(10_000)}}`), -32600],
  ];
  test.each(cases)("%s", async (_name, junk, code) => {
    const server = await initialized(null);
    try {
      server.write(junk);
      server.write(hover("after", uri(join(dir, "none.yaml"))));
      expect(await server.next((m) => m.id === "after")).toMatchObject({ result: null });
      expect(server.messages.find((m) => m.error && m.id === null)?.error?.code).toBe(code);
      expect(server.stderr()).toBe("");
    } finally {
      server.kill();
    }
  });
});

describe("params and URIs from the client", () => {
  test("wrong types and malformed URIs: InvalidParams or nothing, a one-line log, no stack trace, still answering", async () => {
    const root = folder("params");
    const card = join(root, "storm.yaml");
    writeFileSync(card, CARD_TEXT);
    const server = await initialized(uri(root));
    try {
      const notify = (method: string, params: unknown): void => server.write(frame({ jsonrpc: "2.0", method, params }));
      notify("textDocument/didOpen", { textDocument: { uri: uri(card), languageId: "yaml", version: 1, text: 5 } });
      notify("textDocument/didOpen", { textDocument: { uri: "file:///%zz.yaml", languageId: "yaml", version: 1, text: "kind: event\n" } });
      notify("textDocument/didOpen", { textDocument: { uri: "file://host/x.yaml", languageId: "yaml", version: 1, text: "kind: event\n" } });
      notify("textDocument/didChange", { textDocument: { uri: uri(card), version: 2 }, contentChanges: [{ range: { start: { line: -1, character: 0 }, end: { line: 0, character: 0 } }, text: "x" }] });
      server.write(frame({ jsonrpc: "2.0", id: "typed", method: "textDocument/hover", params: { textDocument: 5 } }));
      server.write(frame({ jsonrpc: "2.0", id: "position", method: "textDocument/completion", params: { textDocument: { uri: uri(card) }, position: { line: 0.5, character: 0 } } }));
      server.write(hover("escape", "file:///%zz.yaml"));
      server.write(hover("host", "file://host/x.yaml"));
      server.write(hover("scheme", "http://example.com/x.yaml"));
      server.write(hover("huge", `file:///${"a".repeat(40_000)}.yaml`));
      server.write(frame({ jsonrpc: "2.0", id: "card", method: "textDocument/documentSymbol", params: { textDocument: { uri: uri(card) } } }));
      expect(await server.next((m) => m.id === "card")).toMatchObject({ result: [expect.objectContaining({ name: "Storm" })] });
      expect(server.messages.find((m) => m.id === "typed")?.error?.code).toBe(-32602);
      expect(server.messages.find((m) => m.id === "position")?.error?.code).toBe(-32602);
      for (const id of ["escape", "host", "scheme", "huge"]) expect(server.messages.find((m) => m.id === id)).toMatchObject({ result: null });
      const logs = server.messages.filter((m) => m.method === "window/logMessage").map((m) => (m.params as { message: string }).message);
      expect(logs.some((l) => l.includes("%zz"))).toBe(true);
      expect(logs.some((l) => /host/.test(l))).toBe(true);
      expect(logs.every((l) => !l.includes("\n") && l.length < 500)).toBe(true);
      expect(server.stderr()).toBe("");
    } finally {
      server.kill();
    }
  });

  test("requests before initialize are refused as not initialized", async () => {
    const server = spawnServer();
    try {
      server.write(hover("early", uri(join(dir, "none.yaml"))));
      expect((await server.next((m) => m.id === "early"))?.error?.code).toBe(-32002);
    } finally {
      server.kill();
    }
  });

  test("a set name that is a path is not read", async () => {
    const server = spawnServer();
    try {
      server.write(frame({ jsonrpc: "2.0", id: "init", method: "initialize", params: { processId: null, rootUri: null, capabilities: {}, initializationOptions: { sets: ["../..", "base"] } } }));
      expect(await server.next((m) => m.id === "init")).toBeDefined();
      const log = await server.next((m) => m.method === "window/logMessage");
      expect((log?.params as { message: string }).message).toMatch(/\["\.\.\/\.\."\].*not among the sets/);
    } finally {
      server.kill();
    }
  });
});

describe("the workspace scan", () => {
  test("a FIFO in the workspace does not hang initialize; the cards beside it are read", async () => {
    const root = folder("fifo");
    writeFileSync(join(root, "storm.yaml"), CARD_TEXT);
    execFileSync("mkfifo", [join(root, "pipe.yaml")]);
    const server = await initialized(uri(root));
    try {
      const published = await server.next((m) => m.method === "textDocument/publishDiagnostics" && (m.params as { uri: string }).uri === uri(join(root, "storm.yaml")));
      expect((published?.params as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code)).toEqual(["FR4002"]);
      const log = server.messages.find((m) => m.method === "window/logMessage");
      expect((log?.params as { message: string }).message).toMatch(/1 named like a card file but not a regular file.*pipe\.yaml/);
    } finally {
      server.kill();
    }
  });

  test("the scenarios of a FIFO or a device named like a scenario file are none, at once", async () => {
    const root = folder("scenario-fifo");
    const fifo = join(root, "pipe.test.yaml");
    execFileSync("mkfifo", [fifo]);
    symlinkSync("/dev/zero", join(root, "zero.test.yaml"));
    const server = await initialized(null);
    try {
      for (const [id, file] of [["fifo", fifo], ["zero", join(root, "zero.test.yaml")]]) {
        server.write(frame({ jsonrpc: "2.0", id, method: "frantic/scenarios", params: { textDocument: { uri: uri(file!) } } }));
        expect(await server.next((m) => m.id === id, 5_000)).toMatchObject({ result: [] });
      }
    } finally {
      server.kill();
    }
  });

  test("rootUri file:/// answers initialize before the walk of the disk ends, and says where it stopped reading", async () => {
    const server = spawnServer();
    try {
      server.write(hover("early", uri(join(dir, "none.yaml"))));
      await server.next((m) => m.id === "early", 30_000);
      server.write(frame({ jsonrpc: "2.0", id: "init", method: "initialize", params: { processId: null, rootUri: "file:///", capabilities: {} } }));
      // The waits are for a loaded machine; what is checked is the order: an answer that waited for the walk would come after its message.
      const isInit = (m: RpcMessage): boolean => m.id === "init";
      const isTold = (m: RpcMessage): boolean => m.method === "window/showMessage";
      expect(await server.next(isInit, 30_000)).toBeDefined();
      const told = await server.next(isTold, 30_000);
      expect((told?.params as { message: string }).message).toMatch(/^Frantic: reading the workspace \(\/\) stopped at (the limit of|the time limit of)/);
      expect(server.messages.findIndex(isInit)).toBeLessThan(server.messages.findIndex(isTold));
    } finally {
      server.kill();
    }
  }, 60_000);

  test("a link loop and a link out of the folder are not followed", () => {
    const outside = folder("outside");
    writeFileSync(join(outside, "secret.yaml"), CARD_TEXT);
    const root = folder("links");
    writeFileSync(join(root, "storm.yaml"), CARD_TEXT);
    symlinkSync(root, join(root, "loop"));
    symlinkSync(outside, join(root, "out"));
    symlinkSync(join(root, "storm.yaml"), join(root, "again.yaml"));
    const report = scanAll([root]);
    expect(report.files.map((f) => f.path)).toEqual([join(root, "storm.yaml")]);
    expect(report.skipped.get("link-outside")).toBe(1);
    expect(scanSummary(report, [root])).toMatch(/1 symbolic link leading out of the workspace folder/);
  });

  test("each limit stops the walk, keeps what was read and is named in the summary", () => {
    const root = folder("many");
    for (let i = 0; i < 12; i++) writeFileSync(join(root, `card-${String(i).padStart(2, "0")}.yaml`), CARD_TEXT);
    const files = scanAll([root], { ...SCAN_LIMITS, files: 5 });
    expect(files.files).toHaveLength(5);
    expect(files.stoppedBy).toBe("files");
    expect(scanSummary(files, [root], { ...SCAN_LIMITS, files: 5 })).toMatch(/stopped at the limit of 5 card and scenario files, after 5 files/);
    const bytes = scanAll([root], { ...SCAN_LIMITS, bytes: CARD_TEXT.length * 3 });
    expect([bytes.files.length, bytes.stoppedBy]).toEqual([3, "bytes"]);
    const entries = scanAll([root], { ...SCAN_LIMITS, entries: 4 });
    expect([entries.files.length, entries.stoppedBy]).toEqual([4, "entries"]);
    // A clock that moves 1 s each time it is read: the 5 s limit is passed after a few entries.
    let clock = 0;
    const timed = scanAll([root], SCAN_LIMITS, () => (clock += 1_000));
    expect(timed.stoppedBy).toBe("millis");
    expect(timed.files.length).toBeLessThan(12);
  });

  test("a file over 1 MB and a device named like a card are skipped, not read", () => {
    const root = folder("large");
    writeFileSync(join(root, "big.yaml"), "#".repeat(1024 * 1024 + 1));
    symlinkSync("/dev/zero", join(root, "zero.yaml"));
    const report = scanAll([root]);
    expect(report.files).toEqual([]);
    expect(report.skipped.get("too-large")).toBe(1);
    // A link to /dev/zero leads out of the folder before it is found to be a device.
    expect(report.skipped.get("link-outside")).toBe(1);
  });
});

test("the protocol fuzz: 24 malformed sessions, none hangs, goes deaf or prints a stack trace", async () => {
  const { sessions, problems } = await fuzzLsp(1, 24, 2);
  expect(sessions).toBe(24);
  expect(problems.map((p) => `${p.session.kind} (seed ${p.session.seed}): ${p.problem}`)).toEqual([]);
}, 120_000);
