/**
 * The step API (GameSession.answer) plays on from the checkpoint of the current turn, not from the seed:
 * answering one decision at a time must give exactly the game that bots playing straight through give,
 * log included, with every set and at every table size.
 */
import { describe, expect, test } from "vitest";
import { makeAgents } from "../sim/seats.js";
import { compileSets } from "../compiler/compile.js";
import { availableSets } from "../compiler/sources.js";
import type { IrProgram } from "../ir/ir.js";
import type { Decision } from "../runtime/decision.js";
import { Engine } from "../runtime/engine.js";
import type { LogEntry } from "../runtime/log.js";
import { GameSession, playGame, viewFor } from "../runtime/session.js";

const everySet = (): IrProgram => {
  const compiled = compileSets(availableSets());
  if (!compiled.value) throw new Error("the sets do not compile");
  return compiled.value;
};

function stepped(program: IrProgram, players: number, seed: number): { result: unknown; log: LogEntry[]; decisions: number } {
  const log: LogEntry[] = [];
  const session = new GameSession(program, { players, seed, log: (e) => log.push(e) });
  const agents = makeAgents(Array.from({ length: players }, () => "random" as const), seed);
  const views = agents.map((_, p) => session.viewOf(p));
  let decisions = 0;
  for (let d = session.pending(); d; d = session.pending()) {
    session.answer(agents[d.player]!.choose(d, views[d.player]!));
    decisions++;
  }
  return { result: session.result(), log, decisions };
}

describe("the step API", () => {
  const program = everySet();
  for (const players of [2, 4, 8]) {
    test(`${players} players, every set: decision by decision equals straight through`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const log: LogEntry[] = [];
        const straight = playGame(program, { players, seed, log: (e) => log.push(e) }, makeAgents(Array.from({ length: players }, () => "random" as const), seed));
        const steps = stepped(program, players, seed);
        expect(steps.decisions).toBeGreaterThan(50);
        expect(steps.result).toEqual(straight);
        expect(steps.log).toEqual(log);
      }
    });
  }

  // Greedy bots read the table: a question waiting inside a card's effect must show it as it stood when the question came.
  test("40 seeds, 2 to 8 players: stepped games equal straight ones, result, log, every decision and what its player saw", () => {
    for (let seed = 100; seed < 140; seed++) {
      const players = 2 + (seed % 7);
      const bots = Array.from({ length: players }, (_, p) => ((p + seed) % 2 === 0 ? "greedy" : "random") as "greedy" | "random");
      const log: LogEntry[] = [];
      const asked: unknown[] = [];
      const straightAgents = makeAgents(bots, seed).map((a) => ({
        name: a.name,
        looksAhead: a.looksAhead,
        choose: (...args: Parameters<typeof a.choose>) => (asked.push({ decision: args[0], saw: args[1].sight() }), a.choose(...args)),
      }));
      const straight = playGame(program, { players, seed, log: (e) => log.push(e) }, straightAgents);
      const steppedLog: LogEntry[] = [];
      const session = new GameSession(program, { players, seed, log: (e) => steppedLog.push(e) });
      const agents = makeAgents(bots, seed);
      const views = agents.map((_, p) => session.viewOf(p));
      const pending: unknown[] = [];
      for (let d = session.pending(); d; d = session.pending()) {
        // Agents see a blind decision's options hidden (askAgent), as the straight game's agents saw them.
        pending.push({ decision: d.blind ? { ...d, options: d.options.map(() => -2) } : d, saw: views[d.player]!.sight() });
        session.answer(agents[d.player]!.choose(d, views[d.player]!));
      }
      expect(pending, `seed ${seed}`).toEqual(asked);
      expect(session.result(), `seed ${seed}`).toEqual(straight);
      expect(steppedLog, `seed ${seed}`).toEqual(log);
    }
  });

  test("an answer is copied when given: the caller may reuse its list for the next one", () => {
    const seed = 31;
    const players = 5;
    const bots = Array.from({ length: players }, () => "greedy" as const);
    const straight = playGame(program, { players, seed }, makeAgents(bots, seed));
    const session = new GameSession(program, { players, seed });
    const agents = makeAgents(bots, seed);
    const views = agents.map((_, p) => session.viewOf(p));
    const reused: number[] = [];
    for (let d = session.pending(); d; d = session.pending()) {
      const a = agents[d.player]!.choose(d, views[d.player]!);
      reused.length = 0;
      reused.push(...a);
      session.answer(reused);
      // Written over before the next answer, as a driver reusing one list would (replays read the session's copy).
      reused.fill(-1);
    }
    expect(session.result()).toEqual(straight);
    expect(session.answers.length).toBeGreaterThan(100);
  });

  test("bots can take over a game stepped half-way, and it ends as if they had played it all", () => {
    const seed = 21;
    const agents = makeAgents(["random", "random", "random"], seed);
    const straight = playGame(program, { players: 3, seed }, agents);
    const session = new GameSession(program, { players: 3, seed });
    const again = makeAgents(["random", "random", "random"], seed);
    const views = again.map((_, p) => session.viewOf(p));
    for (let i = 0; i < 150; i++) {
      const d = session.pending()!;
      session.answer(again[d.player]!.choose(d, views[d.player]!));
    }
    expect(session.runWith(again)).toEqual(straight);
  });
});

describe("saved games", () => {
  const program = everySet();
  /** A bot with no memory: the same decision at the same point gets the same answer, in any session. */
  const answerFor = (session: GameSession, seed: number, k: number) => {
    const d = session.pending()!;
    return makeAgents(["random"], seed * 100_003 + k)[0]!.choose(d, session.viewOf(d.player));
  };

  test("the saved game round-trips through JSON at every decision, and resuming from a saved decision ends as the game did", () => {
    for (const [players, seed] of [[2, 3], [5, 8], [8, 13]] as const) {
      const log: LogEntry[] = [];
      const session = new GameSession(program, { players, seed, log: (e) => log.push(e) });
      const saves: Array<{ k: number; json: string; logged: number }> = [];
      for (let k = 0; session.pending(); k++) {
        const saved = session.save();
        const json = JSON.stringify(saved);
        // Nothing in it that JSON changes (typed arrays, NaN, undefined in lists, functions).
        expect(JSON.parse(json)).toEqual(saved);
        if (k % 97 === 5) saves.push({ k, json, logged: log.length });
        session.answer(answerFor(session, seed, k));
      }
      const end = session.result()!;
      expect(saves.length).toBeGreaterThan(2);
      for (const { k, json, logged } of saves) {
        const more: LogEntry[] = [];
        const resumed = new GameSession(program, { players, seed, log: (e) => more.push(e) }, JSON.parse(json));
        for (let i = k; resumed.pending(); i++) resumed.answer(answerFor(resumed, seed, i));
        expect(resumed.result()).toEqual(end);
        // The resumed log carries on exactly where the saved one stopped.
        expect([...log.slice(0, logged), ...more]).toEqual(log);
      }
    }
  });

  test("a saved game stays as it was saved while the game goes on", () => {
    const session = new GameSession(program, { players: 4, seed: 7 });
    for (let k = 0; k < 20; k++) session.answer(answerFor(session, 7, k));
    const saved = session.save();
    const json = JSON.stringify(saved);
    for (let k = 20; k < 60 && session.pending(); k++) session.answer(answerFor(session, 7, k));
    expect(JSON.stringify(saved)).toBe(json);
  });

  test("a saved game does not load into another game", () => {
    const session = new GameSession(program, { players: 3, seed: 4 });
    session.answer(answerFor(session, 4, 0));
    const saved = session.save();
    expect(() => new GameSession(program, { players: 4, seed: 4 }, saved)).toThrow(/another game/);
  });
});

describe("sessions on an engine built once", () => {
  const program = compileSets(["base", "troublemaker"]).value!;
  test("play one game after another exactly as sessions that build their own", () => {
    const engine = new Engine(program, { players: 4, seed: 1 });
    for (const seed of [3, 4, 5]) {
      const bots = ["greedy", "random", "greedy", "random"] as const;
      const own = new GameSession(program, { players: 4, seed }).runWith(makeAgents([...bots], seed));
      const session = new GameSession(engine, { players: 4, seed });
      const agents = makeAgents([...bots], seed);
      const views = agents.map((_, p) => session.viewOf(p));
      for (let d = session.pending(); d; d = session.pending()) session.answer(agents[d.player]!.choose(d, views[d.player]!));
      expect(session.result(), `seed ${seed}`).toEqual(own);
    }
  });

  test("refuse another table size, and a log they could not keep", () => {
    const engine = new Engine(program, { players: 4, seed: 1 });
    expect(() => new GameSession(engine, { players: 5, seed: 1 })).toThrow(/built for 4 players/);
    expect(() => new GameSession(engine, { players: 4, seed: 1, log: () => {} })).toThrow(/cannot log/);
  });
});

describe("pausing inside a turn", () => {
  const program = everySet();
  // The engine goes on from where it paused, so none of these answers puts a checkpoint back.
  test("the engine pauses at the card, after-draw, wish, power card and further-card decisions of a turn's own, and goes on from each to the game played straight", () => {
    const paused = new Map<string, number>();
    for (let seed = 1; seed <= 12; seed++) {
      const players = 3 + (seed % 4);
      const log: LogEntry[] = [];
      const straight = playGame(program, { players, seed, log: (e) => log.push(e) }, makeAgents(Array.from({ length: players }, () => "random" as const), seed));
      const steppedLog: LogEntry[] = [];
      const engine = new Engine(program, { players, seed, log: (e) => steppedLog.push(e) });
      const agents = makeAgents(Array.from({ length: players }, () => "random" as const), seed);
      const views = agents.map((_, p) => viewFor(engine, p));
      // The first question after a pause is the very decision paused at.
      let waiting: Decision | undefined;
      engine.ask = (d) => {
        if (waiting) expect(d).toBe(waiting);
        waiting = undefined;
        return agents[d.player]!.choose(d, views[d.player]!);
      };
      engine.onTurnDecision = (d) => {
        const kind = d.about === "another card" ? "another card" : d.kind;
        paused.set(kind, (paused.get(kind) ?? 0) + 1);
        waiting = d;
        return true;
      };
      let result = engine.stepGame(seed);
      while (!result) {
        expect(waiting).toBeDefined();
        result = engine.stepGame();
      }
      expect(result, `seed ${seed}`).toEqual(straight);
      expect(steppedLog).toEqual(log);
    }
    expect([...paused.keys()].sort()).toEqual(["after-draw", "another card", "power", "turn", "wish"]);
  });
});

describe("checkpoints of the state", () => {
  test("a restore puts back the power cards' sides and turns of use, whether the capture copied them or found them unchanged", () => {
    const engine = new Engine(everySet(), { players: 4, seed: 1 });
    const s = engine.state;
    const [a, b] = Array.from({ length: engine.cards.count }, (_, c) => c).filter((c) => engine.cards.isPower(c));
    s.clearFaceUp();
    const copy = s.capture();
    s.turn = 7;
    s.useFaceUp(a!);
    // Into the same copy: only what changed since it was made equal to the state is copied.
    s.capture(copy);
    expect([copy.faceUp[a!], copy.usedInTurn[a!]]).toEqual([1, 7]);
    s.setFaceUp(a!, false);
    s.setFaceUp(b!, true);
    s.restore(copy);
    expect([s.faceUp[a!], s.usedInTurn[a!], s.faceUp[b!]]).toEqual([1, 7, 0]);
    // Nothing changed since the restore: the next capture and restore leave the sides as they are.
    s.capture(copy);
    s.restore(copy);
    expect([s.faceUp[a!], s.faceUp[b!]]).toEqual([1, 0]);
  });
});

describe("where an answer goes on from", () => {
  test("a question inside an effect puts back a checkpoint at most four turns old, and the questions after it in the same turn one from that turn's card decision", () => {
    const program = everySet();
    let chained = 0;
    let fromOwnTurn = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const players = 3 + (seed % 6);
      const engine = new Engine(program, { players, seed });
      const restores: Array<{ from: number; at: number }> = [];
      const restore = engine.restore.bind(engine);
      // The state stands as the question found it while the engine waits: its turn is the question's.
      engine.restore = (c) => {
        restores.push({ from: c.state.scalars.turn, at: engine.state.turn });
        restore(c);
      };
      const session = new GameSession(engine, { players, seed });
      const agents = makeAgents(Array.from({ length: players }, () => "greedy" as const), seed);
      const views = agents.map((_, p) => viewFor(engine, p));
      for (let d = session.pending(); d; d = session.pending()) session.answer(agents[d.player]!.choose(d, views[d.player]!));
      expect(restores.length).toBeGreaterThan(5);
      restores.forEach(({ from, at }, i) => {
        expect(at - from, `seed ${seed}, restore ${i}`).toBeLessThanOrEqual(4);
        const before = restores[i - 1];
        if (before?.at !== at) return;
        chained++;
        // Never further back than the first question's; from the turn itself when it reached its card decision first (not a question at the turn's start).
        expect([at, before.from], `seed ${seed}, restore ${i}`).toContain(from);
        if (from === at) fromOwnTurn++;
      });
    }
    expect(chained).toBeGreaterThan(10);
    expect(fromOwnTurn / chained).toBeGreaterThan(0.9);
  });
});
