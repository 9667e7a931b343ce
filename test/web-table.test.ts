/**
 * The playground's table (web/table.ts): a person's seat against bots, through views that hold only
 * what the seat may see; answers by position; a save resumes the same game.
 */
import { describe, expect, test } from "vitest";
import { playableProgram } from "../web/core.js";
import { TableGame, questionWords, type TableView } from "../web/table.js";
import "./support/node-host.js";

const { program } = playableProgram(["base"]);

/** A legal answer a person could click: the first options, or the split the page starts from. */
function firstAnswer(view: TableView): number[] {
  const q = view.question!;
  if (q.counts) return q.options.map((_, i) => (i === 0 ? q.min - q.least * (q.options.length - 1) : q.least));
  return Array.from({ length: Math.max(q.min, 1) > q.options.length ? q.options.length : Math.max(q.min, 1) }, (_, i) => i);
}

describe("the table", () => {
  test("a whole game: the person is asked until it ends, and sees only their own hand", () => {
    const game = new TableGame({ program: program! }, { seed: 7, players: 3, seat: 0 });
    let view = game.view();
    let asked = 0;
    while (!view.result) {
      expect(view.question, "a view without a result asks the person something").toBeDefined();
      // Only cards the seat may see have faces: no card of another hand.
      const seen = new Set([...view.sight.hand, ...view.sight.powers, ...view.sight.faceUpPowers.flat(), ...view.sight.tableFaceUp.flat(), ...view.sight.rulesInForce, ...view.sight.shown, ...(view.sight.top === null ? [] : [view.sight.top]), ...(view.sight.faceDown?.card != null ? [view.sight.faceDown.card] : []), ...view.question!.options.flatMap((o) => (o.card === undefined ? [] : [o.card]))]);
      expect(Object.keys(view.faces).map(Number).filter((c) => !seen.has(c))).toEqual([]);
      expect(JSON.stringify(view)).not.toMatch(/"state"|"zones"/);
      view = game.answer(firstAnswer(view));
      expect(view.refused).toBeUndefined();
      asked++;
      expect(asked).toBeLessThan(5000);
    }
    expect(asked).toBeGreaterThan(3);
    expect(view.result.scores).toHaveLength(3);
    expect(view.log.some((l) => /round \d+/.test(l))).toBe(true);
    // The log never carries a decision's line (its options would name other hands' cards).
    expect(view.log.some((l) => /answers a '/.test(l))).toBe(false);
  });

  test("search bots can play the other seats: the same person's answers meet other play than greedy bots'", () => {
    const logs = (["greedy", "search"] as const).map((opponents) => {
      const game = new TableGame({ program: program! }, { seed: 5, players: 3, seat: 0, opponents });
      for (let i = 0; i < 12 && !game.view().result; i++) game.answer(firstAnswer(game.view()));
      return game.view().log;
    });
    expect(logs[1]!.length).toBeGreaterThan(3);
    expect(logs[1]).not.toEqual(logs[0]);
  });

  test("an illegal answer is refused and changes nothing", () => {
    const game = new TableGame({ program: program! }, { seed: 3, players: 2, seat: 0 });
    const before = game.view();
    const after = game.answer([before.question!.options.length + 5]);
    expect(after.refused).toBeTruthy();
    expect(after.sight).toEqual(before.sight);
  });

  test("a save resumes the same game at the same question", () => {
    const game = new TableGame({ program: program! }, { seed: 11, players: 4, seat: 0 });
    for (let i = 0; i < 5 && !game.view().result; i++) game.answer(firstAnswer(game.view()));
    const saved = JSON.parse(JSON.stringify(game.save()));
    const resumed = new TableGame({ program: program! }, { seed: 11, players: 4, seat: 0 }, saved);
    expect(resumed.view().sight).toEqual(game.view().sight);
    expect(resumed.view().question).toEqual(game.view().question);
    expect(resumed.view().log).toEqual(game.view().log);
  });

  test("the log in the order things happened: the opening card as the dealer's play on its own line, the person named", () => {
    for (const seed of [2, 4, 6]) {
      const log = new TableGame({ program: program! }, { seed, players: 4, seat: 0 }).view().log;
      const at = log.findIndex((l) => l.startsWith("opening card: "));
      // The engine logs the opening card, then its play by the dealer (P1 here): one line, not a play of P1's before P1 was asked.
      expect(log[at]).toMatch(/^opening card: .+, turned up for the dealer, P1 \(you\): it counts as their play$/);
      expect(log[at + 1] ?? "").not.toMatch(/^P1\b.* plays /);
      expect(log).toContain("round 1, dealt by P1 (you)");
      expect(log.some((l) => /\bP1\b(?! \(you\))/.test(l))).toBe(false);
    }
  });

  test("questions are the kind's own words with their slots filled", () => {
    expect(questionWords({ kind: "players", player: 0, options: [1, 2], min: 1, max: 1, about: "Gift", purpose: "victim" } as never)).toBe("Choose 1 player (Gift: victim)");
  });
});
