/**
 * The extension's "Simulate with this card": the `frantic report` it runs for one card's ablation, the page
 * it shows (the report's own), the command line on that page making the same report again, and the
 * progress it reads from the report's standard error.
 */
import { LUCKY_DRAW_CARD } from "./support/house-card-text.js";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import type { PublisherReport } from "../report/report-model.js";
import { cardReportArgs, reportPlace, reportProgress } from "../vscode-extension/src/card-report.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-card-report-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CARD = LUCKY_DRAW_CARD;

/** The report's figures without the time it took, which is the only thing two runs may differ in. */
function figures(path: string): Omit<PublisherReport, "run"> & { run: Omit<PublisherReport["run"], "seconds"> } {
  const report = JSON.parse(readFileSync(path, "utf8")) as PublisherReport;
  const { seconds: _seconds, ...run } = report.run;
  return { ...report, run };
}

test("the page is the report of the card's ablation, and its command line makes the same report again", async () => {
  const file = join(dir, "lucky-draw.yaml");
  writeFileSync(file, CARD);
  const json = join(dir, "report.json");
  const html = join(dir, "report.html");
  const args = cardReportArgs({ sets: ["base"], file, card: "lucky-draw", games: 40, seed: 1, json, html });
  expect(args).toEqual(["report", "--sets", "base", "--with", file, "--cards", "lucky-draw", "--games", "40", "--seed", "1", "--json", json, "-o", html]);
  const r = await runCaptured([...args, "--workers", "1"]);
  expect(r.code).toBe(0);
  const page = readFileSync(html, "utf8");
  expect(page).toMatch(/<title>Publisher(?:'|&#39;)s report: base with [^<]*lucky-draw\.yaml<\/title>/);
  expect(page).toContain("with Lucky Draw − with its stand-in");
  expect(page.match(/<svg[\s>]/g)?.length).toBeGreaterThan(2);
  // A webview with scripts off shows it whole: no script, nothing loaded from outside the page.
  expect(page).not.toMatch(/<script|\bsrc=|<link/);
  expect(page).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
  const report = figures(json);
  expect(report.comparisons.map((c) => c.card)).toEqual(["lucky-draw"]);
  expect(report.comparisons[0]!.pairs).toBe(40);
  // The command the page shows, run as written, gives the same figures.
  expect(page).toContain(report.run.command);
  const [frantic, ...again] = report.run.command.split(" ");
  expect(frantic).toBe("frantic");
  const replay = join(dir, "again.json");
  expect((await runCaptured([...again, "--json", replay, "--workers", "1"])).code).toBe(0);
  expect(figures(replay)).toEqual(report);
}, 60_000);

test("progress is read from the report's lines on standard error", () => {
  expect(reportProgress("")).toBeUndefined();
  expect(reportProgress("report: seed 1, 1000 games\n")).toEqual({ done: 0, total: 1000 });
  expect(reportProgress("report: seed 1, 1000 games\nreport: 480/1000 games (48%), 2.0 s\nreport: 972/1000 games (97%), 4.0 s\n")).toEqual({ done: 972, total: 1000 });
  // A line split between two chunks is read once it is whole; other lines are not counts.
  expect(reportProgress("report: seed 1, 1000 games\nreport: 48")).toEqual({ done: 0, total: 1000 });
  expect(reportProgress("report: wrote /tmp/x 1/2 games.html\n")).toBeUndefined();
});

test("the card's file is named from the workspace folder that holds it, never by its absolute path", () => {
  const folder = join(dir, "workspace");
  expect(reportPlace(join(folder, "house", "pickpocket.yaml"), folder)).toEqual({ cwd: folder, file: "house/pickpocket.yaml" });
  // Outside every workspace folder (or with none): from its own folder.
  expect(reportPlace(join(dir, "elsewhere", "pickpocket.yaml"), folder)).toEqual({ cwd: join(dir, "elsewhere"), file: "pickpocket.yaml" });
  expect(reportPlace(join(dir, "pickpocket.yaml"), undefined)).toEqual({ cwd: dir, file: "pickpocket.yaml" });
  // The command line the page shows is then the one to type at the folder's root.
  const args = cardReportArgs({ sets: ["base"], ...{ file: reportPlace(join(folder, "house", "pickpocket.yaml"), folder).file }, card: "pickpocket", games: 500, seed: 1, json: "r.json", html: "r.html" });
  expect(args.slice(0, 6)).toEqual(["report", "--sets", "base", "--with", "house/pickpocket.yaml", "--cards"]);
});
