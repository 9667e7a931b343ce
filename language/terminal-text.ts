/**
 * Text from outside (a card's name, a run id, a refusal read from Redis) made safe to print: a terminal
 * acts on control characters (an escape sequence can set the window's title, clear the screen or hide the
 * text after it), so each is replaced by a visible U+FFFD, and the text is cut to a bounded length.
 */

/** The most characters of such a text printed (docs/security.md promises it). */
export const PRINTED_TEXT_LIMIT = 500;

// C0 controls but tab, DEL, C1 controls, and the bidirectional overrides and isolates (which reorder what follows).
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control character replaced; a line break too (one value, one line). */
export function printable(text: string): string {
  return text.replace(CONTROL, "\ufffd");
}

/** printable, cut to `limit` characters with "…" when it was longer. */
export function printableShort(text: string, limit = PRINTED_TEXT_LIMIT): string {
  const cut = text.length > limit ? `${text.slice(0, limit)}…` : text;
  return printable(cut);
}

/** printable for a text of several lines: each line made safe, the line breaks kept. */
export function printableLines(text: string): string {
  return text.split("\n").map(printable).join("\n");
}
