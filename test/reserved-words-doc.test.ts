/** docs/language.md's list of reserved words is the grammar's: its keywords, its prepositions and the verbs the lexer reserves. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { GAME_VERBS, KEYWORDS, NAME_VERBS, PLAYER_VERBS, PREPOSITIONS } from "../grammar/tokens.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";

test("the reserved words docs/language.md lists are those the lexer reserves", () => {
  const doc = readFileSync(join(PROJECT_ROOT, "docs", "language.md"), "utf8");
  const paragraph = doc.slice(doc.indexOf("- **Reserved words**"), doc.indexOf("A longer name containing them"));
  const [words, verbs] = [...paragraph.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.split(/\s+/).sort());
  const source = (t: { PATTERN?: unknown }): string => (t.PATTERN as RegExp).source;
  expect(words).toEqual([...new Set([...KEYWORDS, ...PREPOSITIONS].map(source))].sort());
  // A verb of several words reserves its first (`takes another turn` is `takes`).
  const reserved = [...PLAYER_VERBS, ...GAME_VERBS.filter((v) => !NAME_VERBS.has(v))].map((v) => v.split(" ")[0]!);
  expect(verbs).toEqual([...new Set(reserved)].sort());
});
