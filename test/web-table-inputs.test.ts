/**
 * The table's game (web/table-inputs.ts): the person's card files in the deck and a house-rules file among
 * their files applied only when chosen, read as `frantic play --with ... --rules ...` reads them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { host, setHost } from "../host/host.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { startCore } from "../web/core.js";
import { TableGame } from "../web/table.js";
import { houseRulesNames, tableInputs } from "../web/table-inputs.js";
import { PICKPOCKET } from "./support/pickpocket.js";
import "./support/node-host.js";

const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : /\.(ya?ml|json)$/.test(n) ? [join(d, n)] : []));
const CARDS = Object.fromEntries(walk(CARDS_DIR).map((f) => [relative(CARDS_DIR, f), readFileSync(f, "utf8")]));
const RULES = "kind: house-rules\nname: Short and quick\nhand-size: { deal: 5 }\npoint-limit-value: 77\n";
const FILES = { "pickpocket.yaml": PICKPOCKET, "short.yaml": RULES, "short.test.yaml": "scenarios: []\n" };

const nodeHost = host();
afterEach(() => setHost(nodeHost));

describe("the table's game", () => {
  test("the house-rules files are offered by the names the page gives them", () => {
    startCore(CARDS, FILES);
    expect(houseRulesNames(FILES)).toEqual(["short.yaml"]);
  });

  test("chosen, the house rules are applied: five cards dealt, their point limit; not chosen, the official rules", async () => {
    startCore(CARDS, FILES);
    const under = await tableInputs(FILES, ["base"], "short.yaml");
    const plain = await tableInputs(FILES, ["base"]);
    expect(under.pointLimit).toBe(77);
    expect(plain.pointLimit).toBeUndefined();
    expect(under.program.rules.handSize.deal).toBe(5);
    expect(plain.program.rules.handSize.deal).toBe(7);
    // The person's own card is in the deck either way, and the house-rules file is not taken for a card.
    for (const inputs of [under, plain]) expect(inputs.program.cards.some((c) => c.id === "pickpocket")).toBe(true);
    const atStart = (inputs: typeof under) => new TableGame(inputs, { seed: 3, players: 3, seat: 1 }).view().sight;
    expect(atStart(under).pointLimit).toBe(77);
    const cardsInHands = (inputs: typeof under) => atStart(inputs).handSizes.reduce((a, b) => a + b, 0);
    expect(cardsInHands(under)).toBeLessThan(cardsInHands(plain));
  });

  test("a name that is no house-rules file, or house rules with a mistake: an error saying what to fix", async () => {
    startCore(CARDS, FILES);
    await expect(tableInputs(FILES, ["base"], "pickpocket.yaml")).rejects.toThrow(/pickpocket\.yaml is not a house-rules file among your files/);
    const broken = { ...FILES, "short.yaml": RULES.replace("deal: 5", "deal: 2") };
    startCore(CARDS, broken);
    await expect(tableInputs(broken, ["base"], "short.yaml")).rejects.toThrow(/your cards have errors; fix them in the editor first: .*short\.yaml:3:\d+.*FR6010/);
  });
});
