/**
 * Why a worker refused a run or failed a job crosses Redis as a message (code and arguments, as JSON), so
 * the coordinator writes it out from the one message table like any other.
 */
import { ENGLISH, render, type MessageArg, type MessageText } from "../language/messages.js";
import { printableShort } from "../language/terminal-text.js";

export const reasonJson = (text: MessageText): string => JSON.stringify(text);

/** Messages nest a level or two (a reason inside FR0081); deeper is not ours. */
const MAX_DEPTH = 4;
/** The longest reason shown as a message of the table. */
const MAX_REASON_LENGTH = 2_000;

/** The argument made safe to print (texts through printableShort), or undefined when it is no argument. */
function argOf(a: unknown, depth: number): MessageArg | undefined {
  if (typeof a === "string") return printableShort(a);
  if (typeof a === "number") return Number.isFinite(a) ? a : undefined;
  return textOf(a, depth + 1);
}

function textOf(v: unknown, depth: number): MessageText | undefined {
  const t = v as Partial<MessageText> | null;
  if (depth > MAX_DEPTH || !t || typeof t !== "object" || typeof t.code !== "string" || !Object.hasOwn(ENGLISH, t.code) || !Array.isArray(t.args) || t.args.length > 8) return undefined;
  const args = t.args.map((a: unknown) => argOf(a, depth));
  return args.every((a) => a !== undefined) ? { code: t.code, args: args as MessageArg[] } : undefined;
}

/**
 * The message a worker sent, or its text as it came (from another version of frantic, say); either way
 * every text in it passed through printableShort, since anyone who can write to Redis can write it.
 */
export function reasonOfJson(raw: string): MessageArg {
  try {
    const text = textOf(JSON.parse(raw) as unknown, 0);
    // Texts nested in texts could still add up to much: the whole is bounded too.
    if (text) return render(text).length <= MAX_REASON_LENGTH ? text : printableShort(render(text));
  } catch {
    // Not ours: shown as it is.
  }
  return printableShort(raw);
}
