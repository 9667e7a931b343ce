/**
 * The game-level settings (language/rule-parameters.ts: winner, round-scoring, rounds, dealer, eliminate,
 * teams) over whole seeded games: each does what docs/house-rules.md says, no card is lost or doubled,
 * every game ends, and the house-rules files of cards/house-rules/ play at every table size.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { applyHouseRules, loadHouseRules } from "../games/house-rules.js";
import { runCaptured } from "../cli/main.js";
import { compileSets } from "../compiler/compile.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { resolveSetNames } from "../compiler/sources.js";
import type { IrProgram } from "../ir/ir.js";
import { type RulesPatch } from "../language/rule-parameters.js";
import { withRules } from "../language/patched-program.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import { checkAnswer, type Decision } from "../runtime/decision.js";
import { Engine, type EngineOptions, type GameResult } from "../runtime/engine.js";
import { scoreProblem, zoneProblem } from "../runtime/invariants.js";
import { describeEntry, type LogEntry } from "../runtime/log.js";
import { GameSession, viewFor } from "../runtime/session.js";
import { seatAgents } from "../runtime/seat-agents.js";
import { sightOf } from "../runtime/sight.js";
import { baseProgram } from "./support/base-program.js";

interface Played {
  result: GameResult;
  log: LogEntry[];
  decisions: Decision[];
  engine: Engine;
}

/** One seeded game with bots, every card checked to be in one place at every decision. */
function play(program: IrProgram, players: number, seed: number, options: Partial<EngineOptions> = {}, watch?: (e: Engine, entry: LogEntry) => void): Played {
  const log: LogEntry[] = [];
  const decisions: Decision[] = [];
  const engine: Engine = new Engine(program, { players, seed, ...options, log: (entry) => (log.push(entry), watch?.(engine, entry)) });
  const agents = Array.from({ length: players }, (_, p) => makeBot(seed % 2 === 0 ? "greedy" : "random", seed * 8 + p));
  // As games are played (the greedy bot looks ahead from its fork point), every decision kept and checked.
  seatAgents(engine, agents, (d) => {
    const problem = zoneProblem(engine);
    if (problem) throw new Error(`seed ${seed}, ${players} players: ${problem}`);
    decisions.push(d);
  });
  engine.decisionsKept = true;
  const result = engine.playGame(seed);
  expect(zoneProblem(engine), `seed ${seed}`).toBeUndefined();
  expect(scoreProblem(result), `seed ${seed}`).toBeUndefined();
  expect(result.aborted, `seed ${seed}, ${players} players`).toBeUndefined();
  return { result, log, decisions, engine };
}

/** Games at 2 to 8 players, seeds from `first`. */
function games(program: IrProgram, count: number, first: number, options: Partial<EngineOptions> = {}, tables = [2, 3, 4, 5, 6, 7, 8]): Played[] {
  return Array.from({ length: count }, (_, i) => play(program, tables[i % tables.length]!, first + i, options));
}

const base = baseProgram();
const under = (patch: RulesPatch): IrProgram => withRules(base, patch);
const UNO: RulesPatch = { "round-scoring": "finisher-scores-others", winner: "highest-total", "point-limit": { "game-ends-when": "reaches" } };

describe("winner", () => {
  test("under highest-total the reported winners have the highest total", () => {
    for (const g of games(under({ winner: "highest-total" }), 35, 100)) {
      const best = Math.max(...g.result.scores);
      expect(g.result.winners.length).toBeGreaterThan(0);
      expect(g.result.winners.every((p) => g.result.scores[p] === best)).toBe(true);
    }
  });

  test("by the rulebook the winners have the lowest total (the default is unchanged)", () => {
    for (const g of games(base, 14, 100)) expect(g.result.winners.every((p) => g.result.scores[p] === Math.min(...g.result.scores))).toBe(true);
  });
});

describe("round-scoring", () => {
  test("under finisher-scores-others only the player who went out scores, the points left in the other hands", () => {
    let scored = 0;
    const program = under({ "round-scoring": "finisher-scores-others" });
    for (const g of games(program, 21, 200)) {
      for (const round of g.result.rounds) {
        const scorers = round.points.flatMap((v, p) => (v !== 0 ? [p] : []));
        expect(scorers.length).toBeLessThanOrEqual(1);
        if (round.finisher !== null && scorers.length === 1) {
          expect(scorers[0]).toBe(round.finisher);
          scored++;
        }
      }
    }
    expect(scored).toBeGreaterThan(30);
  });
});

describe("what ends the game", () => {
  test("first to 300 (UNO scoring): the game ends the round a total reaches 300, not before", () => {
    for (const g of games(under(UNO), 21, 300, { pointLimit: 300 })) {
      const rounds = g.result.rounds;
      expect(Math.max(...rounds[rounds.length - 1]!.totals)).toBeGreaterThanOrEqual(300);
      for (const r of rounds.slice(0, -1)) expect(Math.max(...r.totals)).toBeLessThan(300);
      const best = Math.max(...g.result.scores);
      expect(g.result.winners.every((p) => g.result.scores[p] === best)).toBe(true);
    }
  });

  test("rounds: 3 plays exactly three rounds, whatever the totals", () => {
    const played = games(under({ rounds: 3 }), 21, 400, { pointLimit: 20 });
    for (const g of played) expect(g.result.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    // With a point limit of 20 the rulebook game would have ended after the first round.
    expect(played.some((g) => Math.max(...g.result.rounds[0]!.totals) > 20)).toBe(true);
  });
});

describe("dealer", () => {
  test("under round-winner the player who went out deals the next round", () => {
    let checked = 0;
    for (const g of games(under({ dealer: { next: "round-winner" } }), 14, 500)) {
      const rounds = g.result.rounds;
      for (let i = 1; i < rounds.length; i++) {
        if (rounds[i - 1]!.finisher === null) continue;
        expect(rounds[i]!.dealer).toBe(rounds[i - 1]!.finisher);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });

  test("under next-player the deal passes round the table in play order", () => {
    for (const g of games(under({ dealer: { next: "next-player" } }), 14, 600)) {
      g.result.rounds.forEach((r, i) => expect(r.dealer).toBe(i % g.result.players));
    }
  });

  test("by the rulebook whoever scored most in a round deals the next", () => {
    for (const g of games(base, 7, 600)) {
      const rounds = g.result.rounds;
      for (let i = 1; i < rounds.length; i++) expect(rounds[i - 1]!.points[rounds[i]!.dealer]).toBe(Math.max(...rounds[i - 1]!.points));
    }
  });
});

describe("eliminate", () => {
  test("mercy rule: whoever holds 10 cards leaves; they take no turn, are dealt nothing, are never chosen, and the game still ends", () => {
    const program = under({ eliminate: { holding: 10 } });
    let eliminations = 0;
    let decisionsAfter = 0;
    for (let i = 0; i < 24; i++) {
      const players = 3 + (i % 6);
      const seed = 700 + i;
      const out = new Set<number>();
      const problems: string[] = [];
      const log: LogEntry[] = [];
      const engine: Engine = new Engine(program, {
        players, seed, log: (entry) => {
          log.push(entry);
          if (entry.t === "eliminated") out.add(entry.player);
          if (entry.t === "round") for (const p of out) if (engine.state.hand(p).length > 0) problems.push(`P${p + 1} was dealt cards`);
          if ((entry.t === "draw" || entry.t === "play" || entry.t === "skipped") && out.has(entry.player)) problems.push(describeEntry(entry));
          if (entry.t === "give" && out.has(entry.to)) problems.push(describeEntry(entry));
        },
      });
      const agents = Array.from({ length: players }, (_, p) => makeBot("random", seed * 8 + p));
      engine.ask = (d) => {
        if (zoneProblem(engine)) problems.push(zoneProblem(engine)!);
        if (out.size > 0) decisionsAfter++;
        if (out.has(d.player)) problems.push(`a '${d.kind}' decision for P${d.player + 1}, who is out`);
        if ((d.kind === "players" || d.kind === "split") && d.options.some((p) => out.has(p))) problems.push(`P${d.player + 1} may choose a player who is out`);
        return agents[d.player]!.choose(d, viewFor(engine, d.player));
      };
      const result = engine.playGame(seed);
      expect(problems, `seed ${seed}`).toEqual([]);
      expect(result.aborted).toBeUndefined();
      expect(scoreProblem(result)).toBeUndefined();
      expect(zoneProblem(engine)).toBeUndefined();
      expect(result.eliminated ?? []).toEqual([...out]);
      expect(result.rounds.flatMap((r) => r.eliminated ?? [])).toEqual([...out]);
      for (const p of out) expect(result.winners).not.toContain(p);
      eliminations += out.size;
    }
    expect(eliminations).toBeGreaterThan(10);
    expect(decisionsAfter).toBeGreaterThan(500);
  });

  test("past-point-limit: sides past the limit leave at the round's end and the last one left wins", () => {
    let lastStanding = 0;
    for (const g of games(under({ eliminate: { "past-point-limit": true } }), 21, 800)) {
      const out = g.result.eliminated ?? [];
      const left = Array.from({ length: g.result.players }, (_, p) => p).filter((p) => !out.includes(p));
      for (const p of out) {
        const round = g.result.rounds.find((r) => r.eliminated?.includes(p))!;
        expect(round.totals[p]).toBeGreaterThan(g.result.endedAtLimit);
      }
      if (left.length === 1) {
        expect(g.result.winners).toEqual(left);
        lastStanding++;
      } else {
        // Everyone left passed the limit in the same round: the best of them wins.
        expect(left.every((p) => g.result.scores[p]! > g.result.endedAtLimit)).toBe(true);
        expect(g.result.winners.every((p) => g.result.scores[p] === Math.min(...left.map((q) => g.result.scores[q]!)))).toBe(true);
      }
    }
    expect(lastStanding).toBeGreaterThan(10);
  });
});

describe("teams", () => {
  test("partners: team totals are the partners' totals added, the winners are the team with the best one", () => {
    for (const g of games(under({ teams: "partners" }), 18, 900, {}, [2, 4, 6, 8])) {
      const r = g.result;
      const half = r.players / 2;
      expect(r.teams).toEqual(Array.from({ length: half }, (_, p) => [p, p + half]));
      expect(r.teamTotals).toEqual(r.teams!.map((t) => t.reduce((sum, p) => sum + r.scores[p]!, 0)));
      const best = Math.min(...r.teamTotals!);
      expect(r.winners).toEqual(r.teams!.filter((_, i) => r.teamTotals![i] === best).flat().sort((a, b) => a - b));
      // The game ended when a team's total passed the limit.
      expect(Math.max(...r.teamTotals!)).toBeGreaterThan(r.endedAtLimit);
      for (const round of r.rounds) expect(round.teamTotals).toEqual(r.teams!.map((t) => t.reduce((sum, p) => sum + round.totals[p]!, 0)));
    }
  });

  test("partners under UNO scoring: whoever goes out scores the other team's hands and the partners win or lose together", () => {
    for (const g of games(under({ ...UNO, teams: [[0, 2], [1, 3]] }), 8, 950, { pointLimit: 250 }, [4, 5])) {
      const r = g.result;
      expect(r.teams!.slice(0, 2)).toEqual([[0, 2], [1, 3]]);
      const best = Math.max(...r.teamTotals!);
      expect(r.teamTotals!.some((t) => t >= 250)).toBe(true);
      expect(r.winners).toEqual(r.teams!.filter((_, i) => r.teamTotals![i] === best).flat().sort((a, b) => a - b));
    }
  });

  test("teams show in the log, in player views, and in frantic play --json", async () => {
    const g = play(under({ teams: "partners" }), 4, 31);
    expect(g.log[0]).toMatchObject({ t: "game", teams: [[0, 2], [1, 3]] });
    const end = g.log.find((e) => e.t === "round-end")!;
    expect(describeEntry(end)).toMatch(/; team totals T1 \d+, T2 \d+$/);
    expect(describeEntry(g.log[0]!)).toContain("teams T1 P1+P3, T2 P2+P4");
    expect(sightOf(g.engine, 1).teams).toEqual({ sides: [[0, 2], [1, 3]], totals: g.result.teamTotals });
    expect(sightOf(play(base, 4, 31).engine, 1).teams).toBeUndefined();
    const r = await runCaptured(["play", "--rules", join(CARDS_DIR, "house-rules", "partners.yaml"), "--seed", "3", "--json"]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as GameResult;
    expect(json.teams).toEqual([[0, 2], [1, 3]]);
    expect(json.teamTotals).toEqual(json.teams!.map((t) => t.reduce((sum, p) => sum + json.scores[p]!, 0)));
    const text = await runCaptured(["play", "--rules", join(CARDS_DIR, "house-rules", "partners.yaml"), "--seed", "3"]);
    expect(text.stdout).toMatch(/team totals: P1\+P3 \d+, P2\+P4 \d+/);
  });
});

describe("eliminated players are kept everywhere", () => {
  const program = under({ eliminate: { holding: 9 } });
  // A game in which someone goes early: found among the first seeds.
  const seed = Array.from({ length: 60 }, (_, i) => i + 1).find((s) => (play(program, 4, s).result.rounds[0]!.eliminated ?? []).length > 0)!;

  test("in the log, the views and frantic play", async () => {
    const g = play(program, 4, seed);
    const entry = g.log.find((e) => e.t === "eliminated")!;
    expect(describeEntry(entry)).toMatch(/^P\d is out of the game \(holding \d+ cards\)$/);
    expect(describeEntry(g.log[g.log.length - 1]!)).toContain("; out: ");
    expect(sightOf(g.engine, 0).eliminated).toEqual(g.result.eliminated);
  });

  test("a saved game restored after an elimination ends as the game did", () => {
    const straight = play(program, 4, seed).result;
    const first = Array.from({ length: 4 }, (_, p) => makeBot(seed % 2 === 0 ? "greedy" : "random", seed * 8 + p));
    const session = new GameSession(program, { players: 4, seed });
    const views = first.map((_, p) => session.viewOf(p));
    // Play until someone is out, save, and go on in a new session from the saved JSON.
    while (session.engine.state.eliminated.length === 0) {
      const d = session.pending()!;
      session.answer(first[d.player]!.choose(d, views[d.player]!));
    }
    const saved = JSON.parse(JSON.stringify(session.save())) as ReturnType<GameSession["save"]>;
    const resumed = new GameSession(program, { players: 4, seed }, saved);
    expect(resumed.engine.state.eliminated).toEqual(session.engine.state.eliminated);
    expect(resumed.runWith(first)).toEqual(straight);
  });

  test("a game saved in a later round lists each elimination under the round it happened in", () => {
    // A game with an elimination in its first round that goes on for more rounds.
    const later = Array.from({ length: 1000 }, (_, i) => i + 1).find((s) => {
      const r = play(program, 4, s).result;
      return (r.rounds[0]!.eliminated ?? []).length > 0 && r.rounds.length > 1;
    })!;
    expect(later).toBeDefined();
    const straight = play(program, 4, later).result;
    const first = Array.from({ length: 4 }, (_, p) => makeBot(later % 2 === 0 ? "greedy" : "random", later * 8 + p));
    const session = new GameSession(program, { players: 4, seed: later });
    const views = first.map((_, p) => session.viewOf(p));
    while (session.engine.state.round < 2) {
      const d = session.pending()!;
      session.answer(first[d.player]!.choose(d, views[d.player]!));
    }
    const saved = JSON.parse(JSON.stringify(session.save())) as ReturnType<GameSession["save"]>;
    const resumed = new GameSession(program, { players: 4, seed: later }, saved);
    expect(resumed.runWith(first)).toEqual(straight);
  });
});

describe("invariants under every setting at once", () => {
  test("every official set, 2 to 8 players: no card lost or doubled, every game ends, totals add up", () => {
    const all = compileSets([...resolveSetNames(["all"]).sets]);
    expect(all.diagnostics.filter((d) => d.severity === "error").map((d) => formatDiagnostic(d))).toEqual([]);
    const mixes: RulesPatch[] = [
      { ...UNO, eliminate: { holding: 12, "hand-goes": "out-of-game" }, dealer: { next: "round-winner" } },
      { teams: "partners", eliminate: { "past-point-limit": true, holding: 14 }, dealer: { next: "next-player" } },
      { rounds: 4, winner: "highest-total", teams: [[0, 1, 2]] },
    ];
    mixes.forEach((patch, i) => games(withRules(all.value!, patch), 28, 1000 + 100 * i));
  });
});

describe("checked where they are written", () => {
  const dir = mkdtempSync(join(tmpdir(), "frantic-game-settings-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  test("every house-rules example in docs/house-rules.md loads clean", async () => {
    const doc = readFileSync(join(import.meta.dirname, "..", "docs", "house-rules.md"), "utf8");
    const blocks = [...doc.matchAll(/```yaml house-rules\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    for (const [i, text] of blocks.entries()) {
      const { diagnostics } = await loadHouseRules(file(`example-${i}.yaml`, text), base.rules);
      expect(diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
    }
  });

  test("a seat in two teams is FR6010 at the teams, and play exits 1", async () => {
    const path = file("twice.yaml", "kind: house-rules\nteams: [[0, 1], [1, 2]]\n");
    const r = await runCaptured(["play", "--rules", path, "--seed", "1"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${path}:2:8 - error FR6010: 'teams' is [[0,1],[1,2]], but the rules allow each seat in one team only (seat 1 is in two)`);
  });

  test("a rule card may not change a whole-game setting", async () => {
    const card = file("teams-card.yaml", "kind: rule\nid: teams-card\nname: { en: Teams }\ntext: { en: Play in teams. }\nrules:\n  teams: partners\n");
    const r = await runCaptured(["check", card]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${card}:6:3 - error FR2002: unknown field 'rules.teams'`);
  });
});
