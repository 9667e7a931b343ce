/**
 * Why a worker refused a run or failed a job crosses Redis as a message (code and arguments, as JSON), so
 * the coordinator writes it out from the one message table like any other.
 */
import { ENGLISH, type MessageArg, type MessageText } from "../language/messages.js";

export const reasonJson = (text: MessageText): string => JSON.stringify(text);

const isArg = (a: unknown): a is MessageArg => typeof a === "string" || typeof a === "number" || isText(a);

function isText(v: unknown): v is MessageText {
  const t = v as Partial<MessageText> | null;
  return !!t && typeof t === "object" && typeof t.code === "string" && Object.hasOwn(ENGLISH, t.code) && Array.isArray(t.args) && t.args.length <= 8 && t.args.every(isArg);
}

/** The message a worker sent, or its text as it came (from another version of frantic, say). */
export function reasonOfJson(raw: string): MessageArg {
  try {
    const value: unknown = JSON.parse(raw);
    if (isText(value)) return value;
  } catch {
    // Not ours: shown as it is.
  }
  return raw.slice(0, 500);
}
