/**
 * `frantic report --compare last.json` checks the earlier report in full before any game is played
 * (report/previous-check.ts): a spoilt one is a coded error at the JSON path of the bad value, exit 1,
 * never an internal error after every game, nor `NaN [NaN, NaN]` in the new report.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import type { PublisherReport } from "../report/report-model.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-compare-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Json = Record<string, any>; // a test spoils parsed JSON at will

const RUN = ["report", "--games", "8", "--seed", "2", "--players", "3", "--workers", "1"];
let earlier: Json;

beforeAll(async () => {
  const file = join(dir, "earlier.json");
  const r = await runCaptured([...RUN, "--json", file]);
  expect(r.code, r.stderr).toBe(0);
  earlier = JSON.parse(readFileSync(file, "utf8")) as Json;
});

let spoilt = 0;
/** The earlier report spoilt by `change`, given to --compare. */
async function compareWith(change: (r: Json) => void, text?: (json: string) => string): Promise<{ code: number; out: string; stderr: string; file: string }> {
  const r = structuredClone(earlier);
  change(r);
  const file = join(dir, `spoilt-${++spoilt}.json`);
  const json = JSON.stringify(r, null, 2);
  writeFileSync(file, text ? text(json) : json);
  const out = join(dir, `out-${spoilt}.json`);
  const run = await runCaptured([...RUN, "--compare", file, "--json", out]);
  return { code: run.code, out: run.stderr + run.stdout, stderr: run.stderr, file };
}

/** Refused with `code` at `where`, exit 1, before the first game (the run's "report: seed" line is never printed). */
function refused(r: { code: number; out: string; stderr: string; file: string }, code: string, where: string): void {
  expect(r.out).toContain(`error ${code}: ${r.file}: ${where}`);
  expect(r.code).toBe(1);
  expect(r.stderr).not.toContain("report: seed");
  expect(r.out).not.toMatch(/\n\s+at |FR0002|NaN/);
}

describe("an earlier report given to --compare", () => {
  test("as written, it compares", async () => {
    const r = await compareWith(() => undefined);
    expect(r.code, r.out).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, `out-${spoilt}.json`), "utf8")) as PublisherReport;
    expect(report.previous!.figures.length).toBe(3 + report.cards.length);
  });

  test("lists of nulls and texts where lists go", async () => {
    refused(await compareWith((r) => (r.tables = [null])), "FR0140", "$.tables[0] must be object");
    refused(await compareWith((r) => (r.tables[0].seats = "x")), "FR0140", "$.tables[0].seats must be array");
    refused(await compareWith((r) => (r.cards = [null])), "FR0140", "$.cards[0] must be object");
    refused(await compareWith((r) => delete r.cards[0].heldEffect), "FR0140", "$.cards[0] must have required property 'heldEffect'");
  });

  test("garbage shares: not numbers, beyond 0 to 1, infinite, an interval that misses its estimate", async () => {
    refused(await compareWith((r) => (r.tables[0].seats[1].share.estimate = "lots")), "FR0140", "$.tables[0].seats[1].share.estimate must be number");
    refused(await compareWith((r) => (r.tables[0].seats[0].share = { estimate: 2, low: 0, high: 3 })), "FR0140", "$.tables[0].seats[0].share.estimate must be <= 1");
    refused(await compareWith((r) => (r.tables[0].seats[0].share.high = 7), (json) => json.replace('"high": 7', '"high": 1e400')), "FR0140", "$.tables[0].seats[0].share.high must be <= 1");
    refused(await compareWith((r) => (r.cards[0].heldEffect = { estimate: -1e308, low: -1e308, high: 0 })), "FR0140", "$.cards[0].heldEffect.estimate must be >= -1");
    refused(await compareWith((r) => (r.tables[0].seats[0].share = { estimate: 0.2, low: 0.5, high: 0.6 })), "FR0141", "$.tables[0].seats[0].share.low is 0.5, more than $.tables[0].seats[0].share.estimate allows (at most 0.2)");
    refused(await compareWith((r) => (r.tables[0].seats[0].share = { noData: 3 })), "FR0140", "$.tables[0].seats[0].share.noData must be string");
  });

  test("seats and table sizes beyond the game's", async () => {
    refused(await compareWith((r) => (r.tables[0].seats[0].seat = 3)), "FR0141", "$.tables[0].seats[0].seat is 3, more than $.tables[0].players allows (at most 2)");
    refused(await compareWith((r) => (r.tables[0].players = 1e9)), "FR0140", "$.tables[0].players must be <= 8");
    refused(await compareWith((r) => (r.cards[0].name = "\u001b]0;owned\u0007")), "FR0140", "$.cards[0].name must match pattern");
  });

  test("a folder, a file past the size bound, and a file that is no report keep their codes", async () => {
    const folder = join(dir, "folder.json");
    mkdirSync(folder);
    const asFolder = await runCaptured([...RUN, "--compare", folder]);
    expect(asFolder.stderr + asFolder.stdout).toContain("FR1012");
    expect(asFolder.code).toBe(2);
    const huge = join(dir, "huge.json");
    writeFileSync(huge, "");
    truncateSync(huge, 17 * 1024 * 1024);
    const tooBig = await runCaptured([...RUN, "--compare", huge]);
    expect(tooBig.stderr + tooBig.stdout).toContain("FR1004");
    const other = await compareWith((r) => (r.version = 1));
    expect(other.out).toContain("FR0064");
    expect(other.code).toBe(2);
  });
});
