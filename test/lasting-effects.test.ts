/** LastingEffects: what ends an effect is the card that started it, whatever its tests looked at since. */
import { expect, test } from "vitest";
import { Engine } from "../runtime/engine.js";
import { LastingEffects } from "../runtime/lasting.js";
import { baseProgram } from "./support/base-program.js";

test("a restriction started by a card ends with that card even after it tested other cards", () => {
  const engine = new Engine(baseProgram(), { players: 3, seed: 1 });
  const starter = 5;
  const tested = 17;
  const lasting = new LastingEffects();
  // Forbids every card: the test reads the card being checked through the shared context.
  lasting.forbid((c) => c.card >= 0, "round-end", engine.newCtx(0, 0, starter, "a starter"), 0, 0);
  expect(lasting.forbids(tested)).toBe(true);
  lasting.dropWhere((card) => card === tested);
  expect(lasting.forbids(tested)).toBe(true);
  lasting.dropWhere((card) => card === starter);
  expect(lasting.forbids(tested)).toBe(false);
});

test("who started a lasting effect survives a saved game", () => {
  const engine = new Engine(baseProgram(), { players: 3, seed: 1 });
  const lasting = new LastingEffects();
  const test = (c: { card: number }): boolean => c.card >= 0;
  lasting.forbid(test, "round-end", engine.newCtx(0, 0, 5, "a starter"), 0, 0);
  lasting.forbids(17);
  const back = LastingEffects.fromJSON(JSON.parse(JSON.stringify(lasting.toJSON())), [test]);
  back.dropWhere((card) => card === 5);
  expect(back.forbids(17)).toBe(false);
});
