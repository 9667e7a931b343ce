/** Rule cards: turned up before each round, their rules changes and lasting effects hold for that round. */
import { describe, expect, it } from "vitest";
import { Compilation, readSources } from "../compiler/compile.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { setFolder } from "../compiler/sources.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import { Engine } from "../runtime/engine.js";
import { zoneProblem } from "../runtime/invariants.js";
import { viewFor } from "../runtime/session.js";

const DECK = `kind: set
id: test-rules
name: { en: Test rules }
counts: { playing-cards: 0, events: 0, rule-cards: 2 }
`;

const CARDS = `kind: rule
id: small-hands
name: { en: Small hands }
rules:
  hand-size: { deal: 5 }
---
kind: rule
id: no-sevens
name: { en: No sevens }
rules:
  direction: clockwise
effect: |
  forbid number of card = 7 until round-end
`;

function compile(cards = CARDS) {
  const c = new Compilation();
  c.addFiles(readSources([setFolder("base")]).files);
  c.addFiles([
    { path: "deck/set.yaml", text: DECK },
    { path: "deck/cards.yaml", text: cards },
  ]);
  return c.finish();
}

describe("rule cards", () => {
  const compiled = compile();

  it("compile, and the set's rule-card count is checked", () => {
    expect(compiled.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
    expect(compiled.value!.ruleCards.map((r) => r.id)).toEqual(["small-hands", "no-sevens"]);
    const wrongCount = new Compilation();
    wrongCount.addFiles([{ path: "deck/set.yaml", text: DECK.replace("rule-cards: 2", "rule-cards: 3") }, { path: "deck/cards.yaml", text: CARDS }]);
    expect(wrongCount.finish().diagnostics.map((d) => d.code)).toContain("FR6001");
  });

  it("two rule cards changing the same parameter get a warning", () => {
    const both = compile(CARDS.replace("direction: clockwise", "hand-size: { deal: 9 }"));
    expect(both.diagnostics.map((d) => `${d.code} ${d.severity}`)).toEqual(["FR6007 warning"]);
  });

  it("one is turned up before each round; its changes hold for that round", () => {
    const engine = new Engine(compiled.value!, { players: 3, seed: 5 });
    const bots = [0, 1, 2].map((p) => makeBot("random", 50 + p));
    const seen: Array<{ round: number; rule: string; deal: number; direction: number; sevensPlayable: boolean }> = [];
    engine.ask = (d) => {
      const s = engine.state;
      const rule = engine.rulesInForce().map((c) => engine.cards.id(c));
      if (seen.length === 0 || seen[seen.length - 1]!.round !== s.round) {
        const sevens = d.kind === "turn" && d.options.some((c) => c >= 0 && engine.cards.number[c] === 7);
        seen.push({ round: s.round, rule: rule.join(","), deal: engine.rules.handSize.deal, direction: s.direction, sevensPlayable: sevens });
      }
      return bots[d.player]!.choose(d, viewFor(engine, d.player));
    };
    engine.playGame(5);
    expect(seen.length).toBeGreaterThan(1);
    for (const r of seen) {
      expect(r.rule === "small-hands" || r.rule === "no-sevens").toBe(true);
      expect(r.deal).toBe(r.rule === "small-hands" ? 5 : 7);
      expect(r.direction).toBe(r.rule === "no-sevens" ? -1 : 1);
      if (r.rule === "no-sevens") expect(r.sevensPlayable).toBe(false);
    }
  });

  it("keep every card in one place over many games", () => {
    const program = compiled.value!;
    for (let seed = 1; seed <= 200; seed++) {
      const players = 2 + (seed % 7);
      const engine = new Engine(program, { players, seed });
      const bots = Array.from({ length: players }, (_, p) => makeBot("random", seed * 8 + p));
      engine.ask = (d) => {
        const problem = zoneProblem(engine);
        if (problem) throw new Error(`seed ${seed}: ${problem}`);
        return bots[d.player]!.choose(d, viewFor(engine, d.player));
      };
      expect(engine.playGame(seed).aborted).toBeUndefined();
    }
  });
});

describe("the rule deck with every official set", () => {
  it("2000 games turn up every rule card, keep every card in one place and end", async () => {
    const { compileSets } = await import("../compiler/compile.js");
    const { resolveSetNames } = await import("../compiler/sources.js");
    const program = compileSets(resolveSetNames(["all"]).sets).value!;
    const deck = program.ruleCards.filter((r) => r.set === "rules-deck").map((r) => r.id);
    expect(deck.length).toBe(19);
    const seen = new Set<string>();
    const engines = new Map<number, Engine>();
    for (let game = 0; game < 2000; game++) {
      const players = 2 + (game % 7);
      const seed = 70_000 + game;
      let engine = engines.get(players);
      if (!engine) engines.set(players, (engine = new Engine(program, { players, seed })));
      const e = engine;
      const bots = Array.from({ length: players }, (_, p) => makeBot(game % 2 ? "random" : "greedy", seed * 8 + p));
      e.ask = (d) => {
        const problem = zoneProblem(e);
        if (problem) throw new Error(`seed ${seed}: ${problem}`);
        return bots[d.player]!.choose(d, viewFor(e, d.player));
      };
      const result = e.playGame(seed);
      expect(result.aborted, `seed ${seed}`).toBeUndefined();
      for (const round of result.rounds) for (const id of round.ruleCards) seen.add(id);
    }
    expect(deck.filter((id) => !seen.has(id))).toEqual([]);
  });
});

describe("a rule card changing the point limit for its round", () => {
  it("ends the game at the short column's limit", () => {
    const c = new Compilation();
    c.addFiles(readSources([setFolder("base")]).files);
    c.addFiles([
      { path: "deck/set.yaml", text: DECK.replace("rule-cards: 2", "rule-cards: 1") },
      { path: "deck/cards.yaml", text: "kind: rule\nid: short-fuse\nname: { en: Short Fuse }\nrules:\n  point-limit: { length: short }\n" },
    ]);
    const program = c.finish().value!;
    for (let seed = 1; seed <= 30; seed++) {
      const engine = new Engine(program, { players: 4, seed });
      const bots = [0, 1, 2, 3].map((p) => makeBot("greedy", seed * 8 + p));
      engine.ask = (d) => bots[d.player]!.choose(d, viewFor(engine, d.player));
      const result = engine.playGame(seed);
      // 4 players: short 137 instead of medium 154. Every round but the last stays within it.
      for (const round of result.rounds.slice(0, -1)) expect(Math.max(...round.totals), `seed ${seed}`).toBeLessThanOrEqual(137);
      expect(Math.max(...result.scores), `seed ${seed}`).toBeGreaterThan(137);
    }
  });
});
