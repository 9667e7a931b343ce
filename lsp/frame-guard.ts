/**
 * The language server's first look at the bytes an editor sends: frames (`Content-Length: n\r\n\r\n` and
 * n bytes of JSON) checked before the JSON-RPC library sees them, because that library, given one frame
 * with a missing, negative or absurd length, stays alive and reads nothing ever again.
 *
 * - A broken frame (a header that is not `Name: value`, longer than MAX_HEADER_BYTES, with no
 *   Content-Length or one that is not a whole number up to MAX_BODY_BYTES, or a body cut short by the
 *   next frame's header) leaves no way to find where the next message starts: it is fatal, and the server
 *   answers a parse error and exits so the editor restarts it.
 * - A frame whose body is not UTF-8 JSON, or is JSON but not a JSON-RPC message, is answered with a parse
 *   error (-32700) or an invalid request (-32600), as JSON-RPC says, and the stream goes on.
 * Only whole, well-formed messages are passed on, each in a frame of its own.
 */

/** The header block of one frame (LSP has two headers; real ones take under 100 bytes). */
export const MAX_HEADER_BYTES = 8 * 1024;
/** One message: far above the largest file the toolchain reads (1 MB) sent as JSON. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;
/** A string id longer than this is refused: the answer echoes it. */
export const MAX_ID_LENGTH = 1024;
/** Arrays and objects nested deeper than this are refused (the protocol's own go about 8 deep). */
export const MAX_DEPTH = 128;

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

export interface ProtocolProblem {
  code: typeof PARSE_ERROR | typeof INVALID_REQUEST;
  message: string;
  /** The id of the request the problem is about, when it could be read; else null, as JSON-RPC says. */
  id: string | number | null;
  /** True when the stream cannot be read on: the server answers and exits. */
  fatal: boolean;
}

const CRLF2 = Buffer.from("\r\n\r\n");
/** A header line: an RFC 9110 token, a colon, a printable ASCII value. */
const HEADER_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[ \t]*([\x20-\x7e]*?)[ \t]*$/;
/**
 * The start of a frame. It can never be part of a JSON text: outside a string `Content-Length` is not a
 * token, and inside one a raw line break is not allowed. Seen in a body still waiting for bytes, it means
 * the body was cut short and the next message was swallowed, so waiting on would be waiting for ever.
 */
const FRAME_START = /content-length:[ \t]*\d+\r\n/i;
/** How far back into earlier bytes FRAME_START is looked for when new bytes arrive. */
const FRAME_START_OVERLAP = 64;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** True when arrays and objects nest deeper than `limit` (walked without recursion). */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/** A message as JSON-RPC 2.0 shapes it: a request, a notification or a response. */
function messageProblem(value: unknown): { message: string; id: string | number | null } | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { message: Array.isArray(value) ? "batches are not part of the Language Server Protocol: send one message per frame" : "a message must be a JSON object", id: null };
  }
  const m = value as Record<string, unknown>;
  const idOk = (id: unknown): id is string | number => (typeof id === "string" && id.length <= MAX_ID_LENGTH) || (typeof id === "number" && Number.isSafeInteger(id));
  const id = idOk(m.id) ? m.id : null;
  if (m.jsonrpc !== "2.0") return { message: 'a message must have "jsonrpc": "2.0"', id };
  if ("id" in m && m.id !== null && !idOk(m.id)) return { message: `an id must be a whole number (at most 2^53) or a string of at most ${MAX_ID_LENGTH} characters`, id: null };
  if (nestedDeeperThan(m, MAX_DEPTH)) return { message: `a message nests arrays and objects more than ${MAX_DEPTH} deep`, id };
  if ("method" in m) {
    if (typeof m.method !== "string") return { message: "a method must be a string", id };
    if ("params" in m && (typeof m.params !== "object" || m.params === null)) return { message: "params must be an object or an array", id };
    return undefined;
  }
  if ("id" in m && ("result" in m || "error" in m)) return undefined;
  return { message: "a message must have a method (a request or notification) or a result or error (a response)", id };
}

/** Splits a byte stream into checked frames; `push` each chunk as it arrives. */
export class FrameGuard {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** The body length of the frame being read, once its header is complete. */
  private bodyLength: number | undefined;
  private dead = false;

  constructor(
    /** A well-formed message's body (UTF-8 JSON), to hand on in a frame of its own. */
    private readonly forward: (body: Buffer) => void,
    private readonly problem: (p: ProtocolProblem) => void,
  ) {}

  /** True once a broken frame stopped the stream. */
  get stopped(): boolean {
    return this.dead;
  }

  push(chunk: Buffer): void {
    if (this.dead || chunk.length === 0) return;
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    while (!this.dead) {
      if (this.bodyLength === undefined && !this.readHeader()) return;
      if (this.bodyLength !== undefined && !this.readBody(chunk.length)) return;
    }
  }

  private all(): Buffer {
    if (this.pending.length !== 1) this.pending = [Buffer.concat(this.pending, this.pendingBytes)];
    return this.pending[0]!;
  }

  private keep(rest: Buffer): void {
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingBytes = rest.length;
  }

  private fatal(message: string): void {
    this.dead = true;
    this.pending = [];
    this.pendingBytes = 0;
    this.problem({ code: PARSE_ERROR, message: `${message}; the stream cannot be read on, so the server stops (the editor restarts it)`, id: null, fatal: true });
  }

  /** Reads a complete header block; false when more bytes are needed (or the stream broke). */
  private readHeader(): boolean {
    if (this.pendingBytes === 0) return false;
    const bytes = this.all();
    const end = bytes.subarray(0, MAX_HEADER_BYTES + CRLF2.length).indexOf(CRLF2);
    if (end < 0) {
      if (bytes.length > MAX_HEADER_BYTES) this.fatal(`a frame's header is longer than ${MAX_HEADER_BYTES} bytes`);
      return false;
    }
    let length: number | undefined;
    for (const line of bytes.subarray(0, end).toString("latin1").split("\r\n")) {
      const header = HEADER_LINE.exec(line);
      if (!header) return this.fatal(`a frame's header line is not "Name: value": ${JSON.stringify(line.slice(0, 80))}`), false;
      const name = header[1]!.toLowerCase();
      const value = header[2]!;
      if (name === "content-length") {
        if (length !== undefined) return this.fatal("a frame has two Content-Length headers"), false;
        if (!/^\d+$/.test(value)) return this.fatal(`Content-Length must be a whole number of bytes, not ${JSON.stringify(value.slice(0, 40))}`), false;
        length = Number(value);
        if (length > MAX_BODY_BYTES) return this.fatal(`Content-Length ${length} is over the ${MAX_BODY_BYTES}-byte limit of one message`), false;
      } else if (name === "content-type") {
        const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(value)?.[1]?.toLowerCase();
        if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return this.fatal(`the charset ${JSON.stringify(charset.slice(0, 40))} is not supported (only utf-8)`), false;
      }
    }
    if (length === undefined) return this.fatal("a frame has no Content-Length header"), false;
    this.bodyLength = length;
    this.keep(bytes.subarray(end + CRLF2.length));
    return true;
  }

  /** Reads the body once it is all there; false when more bytes are needed (or the stream broke). */
  private readBody(lastChunk: number): boolean {
    const length = this.bodyLength!;
    if (this.pendingBytes < length) {
      if (this.pending.length === 0) return false;
      // Look for a frame's start only among the bytes just added and a few before (where it may begin),
      // without joining the pieces: a large body arrives in many.
      const last = this.pending[this.pending.length - 1]!;
      const before = this.pending.length > 1 ? this.pending[this.pending.length - 2]! : Buffer.alloc(0);
      const recent = Buffer.concat([before.subarray(Math.max(0, before.length - FRAME_START_OVERLAP)), last.subarray(Math.max(0, last.length - lastChunk - FRAME_START_OVERLAP))]);
      if (FRAME_START.test(recent.toString("latin1"))) this.fatal(`a message's body ended before its ${length} bytes and the next message's header came`);
      return false;
    }
    const bytes = this.all();
    const body = bytes.subarray(0, length);
    this.keep(bytes.subarray(length));
    this.bodyLength = undefined;
    this.check(body);
    return true;
  }

  private check(body: Buffer): void {
    let value: unknown;
    try {
      value = JSON.parse(strictUtf8.decode(body));
    } catch (error) {
      const why = error instanceof SyntaxError ? error.message : "its bytes are not UTF-8";
      this.problem({ code: PARSE_ERROR, message: `a message is not JSON: ${why.slice(0, 200)}`, id: null, fatal: false });
      return;
    }
    const wrong = messageProblem(value);
    if (wrong) this.problem({ code: INVALID_REQUEST, message: wrong.message, id: wrong.id, fatal: false });
    else this.forward(body);
  }
}
