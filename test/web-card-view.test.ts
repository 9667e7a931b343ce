/** The playground's card pane (web/card-view.ts): the card at the cursor as frantic render draws it, and its rules text by language. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, expect, test } from "vitest";
import { host, setHost } from "../host/host.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { cardView } from "../web/card-view.js";
import { startCore } from "../web/core.js";
import { STARTER_FILE, STARTER_TEXT } from "../web/page/starter.js";
import "./support/node-host.js";

const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : /\.(ya?ml|json)$/.test(n) ? [join(d, n)] : []));
const CARDS = Object.fromEntries(walk(CARDS_DIR).map((f) => [relative(CARDS_DIR, f), readFileSync(f, "utf8")]));
const nodeHost = host();
afterEach(() => setHost(nodeHost));

test("the starter card: its face as SVG with its name, its rules text in English and in German", () => {
  startCore(CARDS, { [STARTER_FILE]: STARTER_TEXT });
  const en = cardView(STARTER_FILE, STARTER_TEXT, 10, "en", CARDS);
  expect(en).toMatchObject({ id: "lucky-draw", name: "Lucky Draw" });
  expect(en.problem).toBeUndefined();
  expect(en.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(en.svg).toContain("Lucky Draw");
  expect(en.rulesText).toMatch(/draw/i);
  const de = cardView(STARTER_FILE, STARTER_TEXT, 10, "de", CARDS);
  expect(de.rulesText).not.toBe(en.rulesText);
  expect(de.rulesText!.length).toBeGreaterThan(0);
});

test("an official card (Gift) in its file; nothing at a line without a card", () => {
  startCore(CARDS, {});
  const text = CARDS["base/coloured-specials.yaml"]!;
  const view = cardView("/cards/base/coloured-specials.yaml", text, text.split("\n").indexOf("id: gift"), "en", CARDS);
  expect(view).toMatchObject({ id: "gift", name: "Gift" });
  expect(view.svg).toContain("Gift");
  expect(cardView("/work/empty.yaml", "# nothing yet\n", 0, "en", CARDS).problem).toMatch(/put the cursor in a card/);
});

test("a card with an error says so", () => {
  const broken = STARTER_TEXT.replace("victim draws 2", "victim drwas 2");
  startCore(CARDS, { [STARTER_FILE]: broken });
  const view = cardView(STARTER_FILE, broken, 3, "en", CARDS);
  expect(view.problem).toMatch(/error/);
});
