import { describe, expect, test } from "vitest";
import { PRINTED_TEXT_LIMIT, printable, printableShort } from "../language/terminal-text.js";

describe("text from outside, printed", () => {
  test("escape sequences, line breaks and bidirectional overrides are replaced, visible text kept", () => {
    expect(printable("Gift\u001b]0;owned\u0007\u001b[2J")).toBe("Gift\ufffd]0;owned\ufffd\ufffd[2J");
    expect(printable("a\nb\r\u009bc\u202ed")).toBe("a\ufffdb\ufffd\ufffdc\ufffdd");
    expect(printable("Fantastic Four · Überraschung\tok")).toBe("Fantastic Four · Überraschung\tok");
  });
  test("a long text is cut to the limit", () => {
    const long = "x".repeat(3_000_000);
    const shown = printableShort(long);
    expect(shown.length).toBe(PRINTED_TEXT_LIMIT + 1);
    expect(shown.endsWith("…")).toBe(true);
    expect(printableShort("short")).toBe("short");
  });
});
