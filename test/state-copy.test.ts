/**
 * Checkpoints copy the game state and the engine's shared facts from lists of fields written once
 * (runtime/state.ts, runtime/checkpoint.ts). A field added to the state or to EngineCore must be put in
 * one of those lists (copied, or said not to be), and what the lists name is what a restore brings back.
 */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { CORE_FIELDS, CORE_NOT_COPIED } from "../runtime/checkpoint.js";
import { Engine } from "../runtime/engine.js";
import { COPIED_LISTS, GameState, NOT_COPIED, SCALAR_FIELDS, saveState } from "../runtime/state.js";

const program = compileSets(["base"]).value!;

const sorted = (names: Iterable<string>): string[] => [...names].sort();

describe("the state's copy lists", () => {
  test("every field of a fresh state is copied as a single value, copied as a list, or said not to be", () => {
    const engine = new Engine(program, { players: 4, seed: 3 });
    const fresh = new GameState(engine.state.cards, 4);
    expect(sorted(Object.keys(fresh))).toEqual(sorted([...Object.keys(SCALAR_FIELDS), ...COPIED_LISTS, ...NOT_COPIED]));
  });

  test("every field of a fresh engine core is kept by a checkpoint or said not to be", () => {
    const engine = new Engine(program, { players: 4, seed: 3 });
    const core = (engine as unknown as { core: object }).core;
    // A field kept behind an accessor (`rules`) is the core's own under its backing field's name.
    const accessor = (name: string): boolean => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(core), name)?.get !== undefined;
    expect(sorted(Object.keys(core))).toEqual(sorted([...Object.keys(CORE_FIELDS).filter((name) => !accessor(name)), ...CORE_NOT_COPIED]));
  });

  test("a restore brings back every single value and every list a copy holds", () => {
    const engine = new Engine(program, { players: 4, seed: 3 });
    const state = engine.state;
    const copy = state.capture();
    const before = JSON.stringify(saveState(state.capture()));
    const writable = state as unknown as Record<string, unknown>;
    for (const name of Object.keys(SCALAR_FIELDS)) {
      const v = writable[name];
      writable[name] = typeof v === "number" ? v + 7 : typeof v === "boolean" ? !v : `${String(v)}-changed`;
    }
    state.adjustScore(1, 9); // scores and adjustments
    state.roundScores[2] = 4;
    state.eliminated.push(3);
    state.sideOf[0] = 1; // P1 joins P2's side
    state.skips[0] = 2;
    state.useFaceUp(0); // faceUp and usedInTurn
    expect(JSON.stringify(saveState(state.capture()))).not.toBe(before);
    state.restore(copy);
    expect(JSON.stringify(saveState(state.capture()))).toBe(before);
    // Each list the copy holds was changed above.
    for (const name of COPIED_LISTS) expect(before, name).toContain(`"${name}"`);
  });

  test("a restore of an engine checkpoint brings back every field it keeps", () => {
    const engine = new Engine(program, { players: 4, seed: 3 });
    const core = (engine as unknown as { core: Record<string, unknown> }).core;
    const checkpoint = engine.capture();
    const before = Object.fromEntries(Object.keys(CORE_FIELDS).map((name) => [name, structuredClone(core[name])]));
    for (const [name, how] of Object.entries(CORE_FIELDS)) {
      const v = core[name];
      if (how === "numbers") (v as number[]).push(5);
      else if (typeof v === "number") core[name] = v + 3;
      else if (typeof v === "boolean") core[name] = !v;
      else if (typeof v === "string") core[name] = `${v}-changed`;
      else core[name] = { ...(v as object), changedByTest: true };
    }
    engine.restore(checkpoint);
    expect(Object.fromEntries(Object.keys(CORE_FIELDS).map((name) => [name, structuredClone(core[name])]))).toEqual(before);
  });
});
