/**
 * Comparisons by substitution: a card's neutral stand-in keeps the deck as it was, so the paired games
 * deal alike; a card with no effect compares as exactly nothing; the holder's first-round points move
 * the way a card's design says. (The same at the report's default size over ten seeds: test-statistics/.)
 */
import { describe, expect, test } from "vitest";
import { compileWithHouseCards } from "../compiler/compile.js";
import { setFolders } from "../compiler/sources.js";
import { buildReport, type ReportSpec } from "../report/report.js";
import type { PairedFigure } from "../report/report-model.js";
import { withStandIns } from "../report/stand-in.js";
import { message } from "../language/messages.js";
import { hasData } from "../sim/intervals.js";
import { runGames } from "../sim/run-games.js";

export const DESIGNED_STRENGTHS = "test/fixtures/designed/strengths.cards.yaml";

const compiled = compileWithHouseCards(setFolders(["base"]), [DESIGNED_STRENGTHS], "current", true);
const program = compiled.value!;

const spec = (over: Partial<ReportSpec>): ReportSpec => ({
  program, catalogue: compiled.catalogue, checks: [], games: 150, players: { min: 4, max: 4 }, bots: ["greedy"], seed: 3,
  sets: ["base"], with: [DESIGNED_STRENGTHS], lang: "en", ablate: [], command: "frantic report", ...over,
});

const figure = (figures: readonly PairedFigure[], key: "report-holder-first-round" | "report-holder-share"): PairedFigure => figures.find((f) => f.figure === message(key))!;

describe("a card's neutral stand-in", () => {
  test("keeps what the card is and drops what it does", () => {
    const swapped = withStandIns(program, ["anchor", "counterattack", "tornado"]);
    const anchor = swapped.cards.find((c) => c.id === "anchor-stand-in")!;
    const original = program.cards.find((c) => c.id === "anchor")!;
    expect(anchor.effect).toBeUndefined();
    expect(anchor.id).toBe("anchor-stand-in");
    expect({ ...anchor, id: "anchor", effect: original.effect, mandatory: original.mandatory }).toEqual(original);
    const counter = swapped.cards.find((c) => c.id === "counterattack-stand-in")!;
    expect(counter.respond).toBeUndefined();
    expect(counter.wish).toBe("colour");
    expect(swapped.events.find((e) => e.id === "tornado-stand-in")!.effect.body).toEqual([]);
    expect(swapped.cards.map((c) => c.id.replace(/-stand-in$/, ""))).toEqual(program.cards.map((c) => c.id));
    expect(swapped.cards.map((c) => c.variants)).toEqual(program.cards.map((c) => c.variants));
  });

  test("the paired games deal the first round alike, seat for seat, and part where the card is played", () => {
    const run = { seed: 11, players: { min: 4, max: 4 }, bots: ["greedy" as const], shape: "records" as const };
    const withCard = runGames(program, run, 0, 60).shape!.records!;
    const withStandIn = runGames(withStandIns(program, ["clear-out"]), run, 0, 60).shape!.records!;
    const named = (dealt: Record<string, number[]> | undefined) => JSON.stringify(Object.entries(dealt ?? {}).map(([id, seats]) => [id.replace(/-stand-in$/, ""), seats]).sort());
    expect(withStandIn.map((r) => named(r.dealt))).toEqual(withCard.map((r) => named(r.dealt)));
    const held = withCard.filter((r) => r.dealt?.["clear-out"]);
    expect(held.length).toBeGreaterThan(20);
    expect(held.some((r) => JSON.stringify(r.firstRound) !== JSON.stringify(withStandIn[withCard.indexOf(r)]!.firstRound))).toBe(true);
  });

  test("its comparison says what it shows", async () => {
    const report = await buildReport(spec({ games: 30, ablate: ["clear-out"] }));
    expect(report.comparisons[0]!.label).toBe("with Clear Out − with its stand-in");
    expect(report.comparisons[0]!.pairs).toBe(30);
  });

  test("a card with no effect compares as exactly nothing, on every figure", async () => {
    const report = await buildReport(spec({ ablate: ["blank"] }));
    for (const f of report.comparisons[0]!.figures) expect(f.difference).toMatchObject({ estimate: 0, low: 0, high: 0 });
  });

  test("shedding up to three cards lowers the holder's first-round points; a card that makes its player draw three raises them", async () => {
    const report = await buildReport(spec({ games: 400, ablate: ["clear-out", "anchor"] }));
    const [clearOut, anchor] = report.comparisons.map((c) => figure(c.figures, "report-holder-first-round").difference);
    expect(hasData(clearOut!) && clearOut.high < 0).toBe(true);
    expect(hasData(anchor!) && anchor.low > 0).toBe(true);
  });

  test("removal stays an option, labelled as such, and its games are dealt anew", async () => {
    const report = await buildReport(spec({ games: 60, ablate: ["blank"], ablation: "remove" }));
    expect(report.comparisons[0]!.label).toBe("with Blank − without Blank");
    // Without the card the deck is smaller: the games differ although the card does nothing.
    expect(report.comparisons[0]!.figures.some((f) => hasData(f.difference) && (f.difference.low !== 0 || f.difference.high !== 0))).toBe(true);
  });
});

describe("an event against its stand-in", () => {
  const EVENTS = "test/fixtures/designed/events.cards.yaml";
  const withEvents = compileWithHouseCards(setFolders(["base"]), [EVENTS], "current", true);

  test("an event that does nothing compares as exactly nothing, though its rounds read longer; one that ends the round shortens games", async () => {
    const report = await buildReport({
      program: withEvents.value!, catalogue: withEvents.catalogue, checks: [], games: 300, players: { min: 4, max: 4 }, bots: ["greedy"], seed: 2,
      sets: ["base"], with: [EVENTS], lang: "en", ablate: ["quiet-day", "early-close"], command: "frantic report",
    });
    const [quiet, early] = report.comparisons;
    // Events are not dealt to hands: no holder figures.
    expect(quiet!.figures.map((f) => f.figure)).not.toContain(message("report-holder-share"));
    for (const f of quiet!.figures) expect(f.difference).toMatchObject({ estimate: 0, low: 0, high: 0 });
    // The description by occurrence: a long round turns up more events, so Quiet Day's rounds read longer.
    const described = report.occurrences.find((o) => o.card === "quiet-day")!.turnsPerRoundDifference;
    expect(hasData(described) && described.low > 0 && described.flagged === undefined).toBe(true);
    const turns = early!.figures.find((f) => f.figure === message("report-turns"))!.difference;
    expect(hasData(turns) && turns.high < 0 && turns.flagged).toBe(true);
  });
});
