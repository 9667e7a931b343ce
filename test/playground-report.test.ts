/**
 * One front door for the report: the playground's simulation (web/playground-report.ts) and `frantic
 * report` go through the same request (report/request.ts), so for the same selection and seed the
 * playground's report is the command line's, figure for figure, its static checks and command line too.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import type { PublisherReport } from "../report/report-model.js";
import { playgroundReport } from "../web/playground-report.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-playground-report-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The report without the time it took, the one thing two runs may differ in. */
const timeless = (r: PublisherReport): unknown => ({ ...r, run: { ...r.run, seconds: 0 } });

test("the playground's report of a house card equals frantic report's for the same selection and seed", async () => {
  const card = "test/fixtures/designed/strengths.cards.yaml";
  const json = join(dir, "cli.json");
  const cli = await runCaptured(["report", "--with", card, "--games", "30", "--players", "3-4", "--seed", "3", "--workers", "1", "--json", json]);
  expect(cli.code).toBe(0);
  const fromCli = JSON.parse(readFileSync(json, "utf8")) as PublisherReport;
  const fromPlayground = await playgroundReport({ paths: [card], sets: ["base"], games: 30, players: { min: 3, max: 4 }, seed: 3 });
  expect(timeless(fromPlayground)).toEqual(timeless(fromCli));
  expect(fromCli.run.command).toBe(`frantic report --sets base --games 30 --players 3-4 --seed 3 --bots greedy --with ${card}`);
});

test("the playground refuses cards with errors, naming them", async () => {
  await expect(playgroundReport({ paths: ["test/fixtures/no-such-card.yaml"], sets: ["base"], games: 1, players: { min: 2, max: 2 }, seed: 1 })).rejects.toThrow(/your cards have errors/);
});
