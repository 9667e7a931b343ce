import { describe, expect, test } from "vitest";
import { PRINTED_TEXT_LIMIT, printable, printableLines, printableShort } from "../language/terminal-text.js";

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

describe("a diagnostic printed for a terminal", () => {
  test("the escape codes a card file holds reach the terminal replaced", async () => {
    const { formatDiagnostic, ZERO_RANGE } = await import("../compiler/diagnostics.js");
    // What a card file names (its path, an id it quotes) comes into the message as arguments.
    const line = formatDiagnostic({ code: "FR0112", args: ["x\u001b]0;owned\u0007", "gift"], severity: "error", file: "evil\u001b[2J.cards.yaml", range: ZERO_RANGE });
    expect(line).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(line).toContain("evil\ufffd[2J.cards.yaml");
    expect(line).toContain("x\ufffd]0;owned\ufffd");
  });
  test("printableLines keeps line breaks and replaces the rest", () => {
    expect(printableLines("one\u001b\ntwo")).toBe("one\ufffd\ntwo");
  });
});
