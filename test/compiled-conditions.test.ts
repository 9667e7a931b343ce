/**
 * Conditions compiled to JavaScript (compile-js.ts) against the interpreter's closures: the same games,
 * move for move, with every set; and the generated source holds nothing but code made from the IR.
 */
import { expect, test } from "vitest";
import { makeAgents } from "../cli/common.js";
import { compileSets } from "../compiler/compile.js";
import { availableSets } from "../compiler/sources.js";
import { Engine } from "../runtime/engine.js";
import type { LogEntry } from "../runtime/log.js";
import { playGame } from "../runtime/session.js";

const program = compileSets(availableSets()).value!;

test("compiled conditions play the same games as interpreted ones, with every set at 2 to 8 players", () => {
  let games = 0;
  for (let players = 2; players <= 8; players++) {
    for (let seed = 1; seed <= 40; seed++) {
      const run = (interpretConditions: boolean) => {
        const log: LogEntry[] = [];
        const bots = Array.from({ length: players }, (_, p) => (p % 2 === 0 ? "random" : "greedy") as "random" | "greedy");
        const result = playGame(program, { players, seed, interpretConditions, log: (e) => log.push(e) }, makeAgents(bots, seed));
        return { result, log };
      };
      const compiled = run(false);
      const interpreted = run(true);
      expect(compiled.result).toEqual(interpreted.result);
      expect(compiled.log).toEqual(interpreted.log);
      games++;
    }
  }
  expect(games).toBe(280);
});

test("the generated source is code from the IR: literals through JSON, names as indices, no author text", () => {
  const engine = new Engine(program, { players: 4, seed: 1 });
  const sources = [...Object.values(program.rules.classes).map((c) => c.match), ...program.cards.flatMap((c) => (c.playWhen ? [c.playWhen] : []))].map((c) => engine.conditionSource(c));
  expect(sources.length).toBeGreaterThan(6);
  for (const source of sources) {
    expect(source).toMatch(/^function test\(c\) \{\n {2}return .*;\n\}$/s);
    // Only the state, the card table, linked closures by index, the context and literals.
    const words = source.replace(/"(?:[^"\\]|\\.)*"/g, "").match(/[A-Za-z_$][\w$]*/g) ?? [];
    expect(words.filter((w) => !["function", "test", "c", "return", "R", "S", "T", "frame", "card", "colour", "number", "activeColour", "activeNumber", "lastColour", "topCard", "wished", "specialWish", "wishBlack", "null", "true", "false", "includes", "colourOf", "numberOf"].includes(w))).toEqual([]);
  }
  // The coloured number rule reads the table and the state directly.
  const colouredNumber = engine.conditionSource(program.rules.classes["coloured-number"]!.match);
  expect(colouredNumber).toContain("T.colour[c.card] === S.activeColour");
  // open-pile is written out too (raw-ints.ts FLAG_GLOBALS): the rule calls no closure.
  expect(colouredNumber).toContain("!S.wished");
  expect(colouredNumber).not.toContain("R[");
});
