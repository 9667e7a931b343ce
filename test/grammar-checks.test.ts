/** chevrotain's checks of the grammar itself, which the lexer and parser in use skip at start-up (grammar/tokens.ts). */
import { expect, test } from "vitest";
import { EffectParser } from "../grammar/parser.js";
import { newLexer } from "../grammar/tokens.js";

test("the lexer's tokens pass chevrotain's checks", () => {
  expect(() => newLexer(true)).not.toThrow();
});

test("the parser's grammar passes chevrotain's checks (no ambiguity, no unreachable alternative)", () => {
  expect(() => new EffectParser(true)).not.toThrow();
});
