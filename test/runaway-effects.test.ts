/** A user-written loop or endless chain of effects is stopped by the step budget, naming the card. */
import { describe, expect, it } from "vitest";
import { baseProgramWith } from "./support/base-program.js";
import { readSources } from "../compiler/compile.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import { StepBudgetExceeded } from "../runtime/engine.js";
import { playGame } from "../runtime/session.js";
import { setFolder } from "../compiler/sources.js";
import { FOREVER_CARD } from "./support/house-card-text.js";


function play(program: ReturnType<typeof programWith>) {
  for (let seed = 1; seed <= 200; seed++) playGame(program, { players: 3, seed }, [0, 1, 2].map((p) => makeBot("greedy", seed + p)));
}

describe("runaway effects", () => {
  it("an endless loop in a card's effect stops with FR7001 naming the card", () => {
    const program = baseProgramWith(FOREVER_CARD);
    expect(() => play(program)).toThrow(StepBudgetExceeded);
    // The source map names where the card's code starts: house.yaml line 10, column 3.
    expect(() => play(program)).toThrow(/^the effect of 'Forever' \(house\.yaml:10:3\) ran more than \d+ steps/);
  });

  it("an event that triggers an event without end is stopped before the stack runs out", () => {
    // Every base event replaced by a chain letter: more of them than the depth limit.
    const baseEvents = readSources([setFolder("base")]).files.flatMap((f) => [...f.text.matchAll(/^kind: event\nid: ([\w-]+)/gm)].map((m) => m[1]!));
    expect(baseEvents.length).toBe(20);
    const letters = baseEvents.map((id) => `kind: event
id: ${id}
name: { en: Chain Letter }
copies: 20
effect: trigger event
`);
    const program = baseProgramWith(letters.join("---\n"));
    expect(() => play(program)).toThrow(/'Chain Letter' \(house\.yaml:\d+:9\) started effects inside effects more than \d+ levels deep/);
  });
});
