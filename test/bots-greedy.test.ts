/**
 * The greedy bot plays every choice as printed: at each kind of decision it takes the answer whose
 * outcome looks best to it, whatever the rule of thumb's fixed pick. Each test lays out one turn with a
 * house card (test/fixtures/bots) whose best answer a reader of the card sees at once, and which the rule
 * of thumb gets wrong; the rule of thumb's own answer is checked too, so the test shows the difference.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { RuleOfThumbAgent, type Agent } from "../runtime/agents.js";
import { MAX_CANDIDATES } from "../runtime/bots/candidates.js";
import { GreedyAgent } from "../runtime/bots/greedy.js";
import { CARD_WEIGHT, MATCHING_WEIGHT, NEAREST_WEIGHT, OTHERS_WEIGHT } from "../runtime/bots/heuristic.js";
import { DEFAULT_SEARCH_BUDGET, HORIZON_ROUNDS } from "../runtime/bots/search.js";
import { NO_CARD, YES_NO } from "../runtime/decision.js";
import type { ScenarioGiven } from "../runtime/scenario.js";
import { runGames } from "../sim/run-games.js";
import { answersOf, BOT_CHOICE_CARDS, botTestProgram, playFirstTurn } from "./support/bot-turn.js";

const program = botTestProgram();
const NO = YES_NO.indexOf(0);
const YES = YES_NO.indexOf(1);

/** Player `greedySeat` greedy, everyone else by rule of thumb; and the same table all by rule of thumb. */
function both(given: ScenarioGiven, greedySeat = 0) {
  const seats = (greedy: boolean): Agent[] => Array.from({ length: given.players }, (_, p) => (greedy && p === greedySeat ? new GreedyAgent(11 + p) : new RuleOfThumbAgent(11 + p)));
  return { greedy: playFirstTurn(program, given, seats(true)), thumb: playFirstTurn(program, given, seats(false)) };
}

const labels = (engine: ReturnType<typeof playFirstTurn>["engine"], p: number): string[] => engine.state.hand(p).map((c) => engine.cards.label(c)).sort();

describe("the greedy bot plays each kind of decision as printed", () => {
  test("cards: a card that sheds up to three sheds the three dearest", () => {
    const { greedy, thumb } = both({ players: 2, hands: [["clear-out", "green 9", "blue 8", "yellow 7", "green 1"], ["blue 1", "blue 2"]], discard: ["red 5"] });
    expect(answersOf(greedy.asked, "cards")[0]!.answer).toHaveLength(3);
    expect(labels(greedy.engine, 0)).toEqual(["green 1"]);
    expect(answersOf(thumb.asked, "cards")[0]!.answer).toHaveLength(1);
  });

  test("cards: a card that costs a draw per card picked picks none", () => {
    const { greedy, thumb } = both({ players: 2, hands: [["pay-per-card", "green 9", "blue 8"], ["blue 1", "blue 2"]], discard: ["red 5"] });
    expect(answersOf(greedy.asked, "cards")[0]!.answer).toEqual([]);
    expect(greedy.engine.state.hand(0)).toHaveLength(2);
    expect(thumb.engine.state.hand(0)).toHaveLength(3);
  });

  test("players: a card that makes a player throw cards away picks the one farthest from going out", () => {
    const given: ScenarioGiven = { players: 3, hands: [["thin-out", "green 9"], ["blue 1", "blue 2", "blue 3"], ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 5", "yellow 6"]], discard: ["red 5"] };
    const { greedy, thumb } = both(given);
    const victim = (asked: typeof greedy.asked) => { const a = answersOf(asked, "players")[0]!; return a.decision.options[a.answer[0]!]; };
    expect(victim(greedy.asked)).toBe(2);
    expect(greedy.engine.state.hand(1)).toHaveLength(3);
    expect(victim(thumb.asked)).toBe(1);
  });

  test("colour: a card that charges a draw per card of the colour named names one it does not hold", () => {
    const { greedy, thumb } = both({ players: 2, hands: [["colour-tax", "green 1", "green 2", "green 3", "blue 9"], ["blue 1", "blue 2"]], discard: ["red 5"] });
    expect(greedy.engine.state.hand(0)).toHaveLength(4);
    expect(thumb.engine.state.hand(0)).toHaveLength(7);
  });

  test("number: a card that charges a draw per card of the number named names one it does not hold", () => {
    const { greedy, thumb } = both({ players: 2, hands: [["number-tax", "green 3", "blue 3", "yellow 3", "blue 9"], ["blue 1", "blue 2"]], discard: ["red 5"] });
    expect(greedy.engine.state.hand(0)).toHaveLength(4);
    expect(thumb.engine.state.hand(0)).toHaveLength(7);
  });

  test("yes-no: a 'may draw three' is declined", () => {
    const { greedy, thumb } = both({ players: 2, hands: [["greedy-hands", "green 9"], ["blue 1", "blue 2"]], discard: ["red 5"] });
    expect(answersOf(greedy.asked, "yes-no")[0]!.answer).toEqual([NO]);
    expect(answersOf(thumb.asked, "yes-no")[0]!.answer).toEqual([YES]);
    expect(greedy.engine.state.hand(0)).toHaveLength(1);
  });

  test("split: throw-aways shared among two players go mostly to the one with more cards", () => {
    const given: ScenarioGiven = { players: 3, hands: [["shared-loss", "green 9"], ["blue 1", "blue 2", "blue 3"], ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 5", "yellow 6", "yellow 7", "yellow 8"]], discard: ["red 5"] };
    const { greedy, thumb } = both(given);
    expect([greedy.engine.state.hand(1).length, greedy.engine.state.hand(2).length]).toEqual([2, 5]);
    expect([thumb.engine.state.hand(1).length, thumb.engine.state.hand(2).length]).toEqual([0, 7]);
  });

  test("use-effect: an optional 'draw two' is left out, the wish made", () => {
    const { greedy, thumb } = both({ players: 2, hands: [["heavy-wish", "green 9", "green 1"], ["blue 1", "blue 2"]], discard: ["red 5"] });
    expect(answersOf(greedy.asked, "use-effect")[0]!.answer).toEqual([NO]);
    expect(answersOf(thumb.asked, "use-effect")[0]!.answer).toEqual([YES]);
    expect(greedy.engine.state.hand(0)).toHaveLength(2);
    expect(greedy.engine.state.activeColour).toBe(greedy.engine.cards.colour[greedy.engine.state.hand(0)[0]!]);
  });

  test("race: it does not race for a prize that costs cards", () => {
    const { greedy, thumb } = both({ players: 2, hands: [["slap-and-pay", "green 9"], ["blue 1", "blue 2"]], discard: ["red 5"] });
    expect(answersOf(greedy.asked, "race")[0]!.answer).toEqual([NO]);
    expect(answersOf(thumb.asked, "race")[0]!.answer).toEqual([YES]);
  });

  test("respond: it does not toss in a response that only costs it cards", () => {
    const given: ScenarioGiven = { players: 2, hands: [["red skip", "green 1"], ["bad-shield", "blue 1"]], discard: ["red 5"] };
    const { greedy, thumb } = both(given, 1);
    const tossed = (asked: typeof greedy.asked) => { const a = answersOf(asked, "respond", 1)[0]!; return a.decision.options[a.answer[0]!]; };
    expect(tossed(greedy.asked)).toBe(NO_CARD);
    expect(greedy.engine.state.hand(1)).toHaveLength(2);
    expect(tossed(thumb.asked)).not.toBe(NO_CARD);
  });

  test("turn: of the cards that fit it plays the dearest (predicted: the card leaves the hand)", () => {
    const { greedy } = both({ players: 2, hands: [["red 3", "red 8", "green 9"], ["blue 1", "blue 2"]], discard: ["red 5"] });
    const turn = answersOf(greedy.asked, "turn")[0]!;
    expect(greedy.engine.cards.label(turn.decision.options[turn.answer[0]!]!)).toBe("red 8");
  });

  test("after-draw: a drawn card that fits is played", () => {
    const { greedy } = both({ players: 2, hands: [["green 3", "green 8"], ["blue 1", "blue 2"]], discard: ["red 5"], draw: ["red 2"] });
    expect(answersOf(greedy.asked, "after-draw")).toHaveLength(1);
    expect(labels(greedy.engine, 0)).toEqual(["green 3", "green 8"]);
  });

  test("wish: it wishes the colour it holds most of (predicted: the cards of its hand that may follow)", () => {
    const { greedy } = both({ players: 2, hands: [["fantastic", "yellow 1", "yellow 2", "blue 3"], ["blue 1", "blue 2"]], discard: ["red 5"] });
    expect(greedy.engine.state.activeColour).toBe(greedy.engine.cards.colour[greedy.engine.state.hand(0).find((c) => greedy.engine.cards.label(c) === "yellow 1")!]);
  });

  test("cards: a gift gives away the two dearest cards it may", () => {
    const { greedy } = both({ players: 2, hands: [["red gift", "green 9", "blue 8", "green 1"], ["blue 1", "blue 2"]], discard: ["red 5"] });
    expect(labels(greedy.engine, 0)).toEqual(["green 1"]);
  });
});

describe("the greedy bot with the other sets' decisions", () => {
  const more = botTestProgram(["troublemaker", "supercharge"]);
  const seats = (given: ScenarioGiven, greedy: boolean): Agent[] => Array.from({ length: given.players }, (_, p) => (greedy && p === 0 ? new GreedyAgent(11) : new RuleOfThumbAgent(11 + p)));

  test("power: a power card that only costs cards is left face down", () => {
    const given: ScenarioGiven = { players: 2, hands: [["red 9", "green 1"], ["blue 1", "blue 2"]], discard: ["red 5"], powers: [["heavy-burden"], []] };
    const greedy = playFirstTurn(more, given, seats(given, true));
    const thumb = playFirstTurn(more, given, seats(given, false));
    const used = (asked: typeof greedy.asked) => answersOf(asked, "power").map((a) => a.decision.options[a.answer[0]!]);
    expect(used(greedy.asked).length).toBeGreaterThan(0);
    expect(used(greedy.asked).every((c) => c === NO_CARD)).toBe(true);
    expect(used(thumb.asked).some((c) => c !== NO_CARD)).toBe(true);
    expect(greedy.engine.state.hand(0)).toHaveLength(1);
  });

  test("copy: a mimic plays as a special that sheds cards, never as one that costs its player", () => {
    const given: ScenarioGiven = { players: 2, hands: [["mimicry", "green 9", "blue 8", "yellow 7"], ["blue 1", "blue 2"]], discard: ["red 5"] };
    const greedy = playFirstTurn(more, given, seats(given, true));
    const copied = answersOf(greedy.asked, "copy")[0]!;
    // Its later choices in a copy are the rule of thumb's (one step ahead): Gift, giving two, beats Clear
    // Out as the rule of thumb plays it (one thrown away).
    expect(more.cards[copied.decision.options[copied.answer[0]!]!]!.id).toBe("gift");
    expect(greedy.engine.state.hand(0)).toHaveLength(1);
    expect(greedy.engine.state.hand(1)).toHaveLength(4);
  });
});

describe("a choice's range is measured as printed", () => {
  test("'up to three' and 'up to one' give different card figures on the same seed", () => {
    const dir = mkdtempSync(join(tmpdir(), "frantic-bots-"));
    const file = join(dir, "up-to-one.cards.yaml");
    writeFileSync(file, readFileSync(BOT_CHOICE_CARDS, "utf8").replace("choose 0..3 cards", "choose 0..1 cards"));
    const upToOne = compileSets(["base"], [file]).value!;
    const spec = { seed: 5, players: { min: 3, max: 3 }, bots: ["greedy" as const], stats: "cards" as const };
    const three = runGames(program, spec, 0, 60);
    const one = runGames(upToOne, spec, 0, 60);
    expect(JSON.stringify(three)).not.toBe(JSON.stringify(one));
    expect(JSON.stringify(runGames(program, spec, 0, 60))).toBe(JSON.stringify(three));
  });
});

describe("docs/bots.md says what the code does", () => {
  test("the heuristic's weights, the answers weighed, the search's horizon and default budget", () => {
    const doc = readFileSync("docs/bots.md", "utf8").replace(/\s+/g, " ");
    const words: Record<number, string> = { 0.25: "a quarter", 0.5: "a half", 2: "2", 3: "3" };
    expect(doc).toContain(`minus ${words[CARD_WEIGHT]} a card in its hand`);
    expect(doc).toContain(`plus ${words[NEAREST_WEIGHT]} a card of the opponent nearest to going out`);
    expect(doc).toContain(`plus ${words[OTHERS_WEIGHT]} a card of every opponent`);
    expect(doc).toContain(`plus ${words[MATCHING_WEIGHT]} for each of its cards that may follow`);
    expect(doc).toContain(`At most ${MAX_CANDIDATES};`);
    expect(doc).toContain(`(default ${DEFAULT_SEARCH_BUDGET})`);
    expect(HORIZON_ROUNDS).toBe(2);
    expect(doc).toContain("for **two turns round the table**");
  });
});
