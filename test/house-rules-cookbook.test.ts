/**
 * docs/house-rules-cookbook.md and cards/house-rules/ agree: every rule file has a section quoting it
 * verbatim under its name, with its source and how to use it, and scenarios that play under it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { HOUSE_RULES_DIR, houseRuleIds, ruleFile, scenarioFile } from "./support/house-rule-games.js";

const COOKBOOK = join(PROJECT_ROOT, "docs", "house-rules-cookbook.md");
const doc = readFileSync(COOKBOOK, "utf8");

interface Section {
  title: string;
  text: string;
  /** The files quoted in `yaml file=...` blocks, with what the block holds. */
  quotes: Array<{ file: string; body: string }>;
}

/** The doc's `## ` sections with the file blocks each quotes. */
function sections(): Section[] {
  return doc.split(/^## /m).slice(1).map((part) => {
    const title = part.slice(0, part.indexOf("\n")).trim();
    const quotes = [...part.matchAll(/^```yaml file=(\S+)\n([\s\S]*?)^```$/gm)].map((m) => ({ file: m[1]!, body: m[2]! }));
    return { title, text: part, quotes };
  });
}

describe("the house-rules cookbook", () => {
  const ids = houseRuleIds();
  const all = sections();

  it("covers at least the cookbook's own rules, and every quoted file is a rule file", () => {
    expect(ids.length).toBeGreaterThanOrEqual(14);
    for (const q of all.flatMap((s) => s.quotes)) expect(q.file, "a quoted file that does not exist").toSatisfy((f: string) => existsSync(join(PROJECT_ROOT, f)));
  });

  for (const id of ids) {
    it(`${id}: a section quotes the file as it is, under its name, with its source, its scenarios and how to use it`, () => {
      const text = readFileSync(ruleFile(id), "utf8");
      expect(text.split("\n")[0], "the file starts with a comment naming its source").toMatch(/^# Source: \S/);
      const quoting = all.filter((s) => s.quotes.some((q) => q.file === `cards/house-rules/${id}.yaml`));
      expect(quoting.map((s) => s.title), `one section of docs/house-rules-cookbook.md quotes cards/house-rules/${id}.yaml`).toHaveLength(1);
      const section = quoting[0]!;
      expect(section.quotes.find((q) => q.file === `cards/house-rules/${id}.yaml`)!.body).toBe(text);
      expect(section.title).toBe((parse(text) as { name?: string }).name);
      expect(section.text).toMatch(/^Source: \S/m);
      expect(section.text).toContain(`--rules cards/house-rules/${id}.yaml`);
      expect(section.text).toContain(`tests/${id}.test.yaml`);
      expect(doc).toContain(`](#${section.title.toLowerCase().replace(/[^a-z0-9 -]/g, "").replace(/ /g, "-")})`);
    });

    it(`${id}: its scenarios play under it`, () => {
      expect(existsSync(scenarioFile(id)), `cards/house-rules/tests/${id}.test.yaml`).toBe(true);
      const scenarios = (parse(readFileSync(scenarioFile(id), "utf8")) as { scenarios: Array<{ given: { "house-rules"?: string } }> }).scenarios;
      expect(scenarios.length).toBeGreaterThan(0);
      for (const s of scenarios) expect(s.given["house-rules"]).toBe(`../${id}.yaml`);
    });

    it(`${id}: the house cards next to it are named by the rule, not by its scenarios`, () => {
      const own = `${id}.cards.yaml`;
      const named = (parse(readFileSync(ruleFile(id), "utf8")) as { cards?: string[] }).cards ?? [];
      expect(named.includes(own), `cards/house-rules/${id}.yaml has 'cards: [${own}]'`).toBe(existsSync(join(HOUSE_RULES_DIR, own)));
      const scenarios = (parse(readFileSync(scenarioFile(id), "utf8")) as { scenarios: Array<{ given: { with?: string[] } }> }).scenarios;
      for (const s of scenarios) expect(s.given.with ?? [], "the rule brings its cards: no 'with' for them").not.toContain(`../${own}`);
    });
  }
});
