/** "Copy to my files" (web/page/copy-card.ts): the copy of every official card of the base game checks clean beside it. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, expect, test } from "vitest";
import { host, setHost } from "../host/host.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { check, startCore } from "../web/core.js";
import { documentAt } from "../web/card-at.js";
import { copyOfCard } from "../web/page/copy-card.js";
import "./support/node-host.js";

const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : /\.(ya?ml|json)$/.test(n) ? [join(d, n)] : []));
const CARDS = Object.fromEntries(walk(CARDS_DIR).map((f) => [relative(CARDS_DIR, f), readFileSync(f, "utf8")]));
const nodeHost = host();
afterEach(() => setHost(nodeHost));

test("Gift becomes My Gift, my-gift, in a file of its own", () => {
  const text = CARDS["base/coloured-specials.yaml"]!;
  const line = text.split("\n").indexOf("id: gift");
  const copy = copyOfCard(text, line, () => false)!;
  expect(copy).toMatchObject({ id: "my-gift", name: "My Gift", fileName: "my-gift.yaml" });
  expect(copy.text).toMatch(/^id: my-gift$/m);
  expect(copy.text).toMatch(/^name: \{ en: "My Gift" \}$/m);
  expect(copy.text).not.toMatch(/^id: skip$/m);
  expect(copyOfCard(text, line, (id) => id === "my-gift")!.id).toBe("my-gift-2");
});

test("no card at the cursor (a set file), no copy", () => {
  expect(copyOfCard(CARDS["base/set.yaml"]!, 2, () => false)).toBeUndefined();
});

test("documentAt: the document a line is in, between --- lines", () => {
  expect(documentAt("a: 1\n---\nb: 2\nc: 3\n---\nd: 4", 3)).toEqual({ lines: ["b: 2", "c: 3"], start: 2 });
});

test("every card of the base game, copied, checks clean with the base game", () => {
  const files: Record<string, string> = {};
  for (const [path, text] of Object.entries(CARDS).filter(([p]) => p.startsWith("base/") && !p.includes("/tests/"))) {
    const lines = text.split("\n");
    lines.forEach((l, i) => {
      if (!/^id:/.test(l) || path.endsWith("set.yaml") || path.endsWith("rules.yaml")) return;
      const copy = copyOfCard(text, i, () => false);
      if (copy) files[`/work/${copy.fileName}`] = copy.text;
      else expect.fail(`no copy of ${path}:${i + 1}`);
    });
  }
  expect(Object.keys(files).length).toBeGreaterThan(20);
  startCore(CARDS, files);
  const report = check(Object.keys(files), ["base"]);
  expect(report.diagnostics.map((d) => `${d.file}:${d.range.start.line + 1} ${d.code} ${d.message}`)).toEqual([]);
});
