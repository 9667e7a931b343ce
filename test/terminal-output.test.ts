/**
 * Names, texts and ids from card files reach the terminal without their control characters: a house
 * card named "Gift\x1b]0;owned\x07" must not set the window's title, one whose text holds "\x1b[2J" must
 * not clear the screen. Each command that prints them is run with such a card (frantic cards, text, play
 * with a person, simulate, replay --show, the game's summary); --json stays JSON, escapes and all.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { terminalSafe } from "../cli/game-text.js";
import { example, playAs } from "./support/human-game.js";
import { houseCardText } from "./support/house-card-text.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-terminal-output-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The name as the card file gives it, and as it must be printed. */
const NAME = "Gift\u001b]0;owned\u0007Box";
const SHOWN_NAME = "Gift\ufffd]0;owned\ufffdBox";
const TEXT = "Clear\u001b[2J the screen, hide\u001b[8m the rest";
const SHOWN_TEXT = "Clear\ufffd[2J the screen, hide\ufffd[8m the rest";

// A coloured special of many copies, so it turns up in every game; its name and text carry escape codes
// (YAML's own escapes in double quotes), and its written text has two lines.
const CARD = `kind: special
id: gift-box
name: { en: "Gift\\u001b]0;owned\\u0007Box" }
text: { en: "Clear\\u001b[2J the screen, hide\\u001b[8m the rest\\nsecond line" }
class: coloured-special
colours: [blue, red, green, yellow]
copies: 20
points: 7
effect: |
  target victim = choose player from others
  victim draws 1
`;
const cardFile = join(dir, "house", "gift-box.yaml");
mkdirSync(join(dir, "house"), { recursive: true });
writeFileSync(cardFile, CARD);

/** Any control character but tab and line feed: what must never reach the terminal from a card. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

function noControls(text: string): void {
  const at = CONTROL.exec(text);
  expect(at ? `control character U+${at[0].charCodeAt(0).toString(16).padStart(4, "0")} at ${JSON.stringify(text.slice(Math.max(0, at.index - 40), at.index + 20))}` : "none").toBe("none");
}

describe("terminalSafe", () => {
  test("replaces control characters, keeps line breaks, and keeps the painter's colours only when colouring", () => {
    expect(terminalSafe(`a${NAME}\nb`)).toBe(`a${SHOWN_NAME}\nb`);
    const painted = "\u001b[34mblue 7\u001b[39m";
    expect(terminalSafe(painted, true)).toBe(painted);
    expect(terminalSafe(painted, false)).toBe("\ufffd[34mblue 7\ufffd[39m");
    // Other escape codes (hide, clear the screen, a title) never pass, colouring or not.
    expect(terminalSafe("\u001b[8mx\u001b[2J\u001b]0;t\u0007", true)).toBe("\ufffd[8mx\ufffd[2J\ufffd]0;t\ufffd");
  });
});

describe("frantic cards and frantic text", () => {
  test("cards: the name is printed with its control characters replaced", async () => {
    const r = await runCaptured(["cards", "--with", cardFile]);
    expect(r.code, r.stderr).toBe(0);
    noControls(r.stdout);
    expect(r.stdout).toContain(SHOWN_NAME);
    expect(r.stdout).toMatch(/^gift-box +Gift/m);
  });

  test("cards --json stays JSON: the name comes back as written, escapes and all", async () => {
    const r = await runCaptured(["cards", "--with", cardFile, "--json"]);
    expect(r.code, r.stderr).toBe(0);
    noControls(r.stdout);
    const rows = JSON.parse(r.stdout) as Array<{ id: string; name: string; text: string }>;
    const row = rows.find((c) => c.id === "gift-box")!;
    expect(row.name).toBe(NAME);
    expect(row.text).toBe(`${TEXT}\nsecond line`);
  });

  test("text --compare: name and written text are printed without control characters, the text's lines kept", async () => {
    const r = await runCaptured(["text", "gift-box", "--with", cardFile, "--compare"]);
    expect(r.code, r.stderr).toBe(0);
    noControls(r.stdout);
    expect(r.stdout).toContain(`gift-box: ${SHOWN_NAME} (special,`);
    expect(r.stdout).toContain(`  written: ${SHOWN_TEXT}\nsecond line`);
  });

  test("text --json stays JSON", async () => {
    const r = await runCaptured(["text", "gift-box", "--with", cardFile, "--json"]);
    expect(r.code, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout) as Array<{ name: string; written: string }>;
    expect(rows[0]!.name).toBe(NAME);
    expect(rows[0]!.written).toBe(`${TEXT}\nsecond line`);
  });
});

describe("the game with a person, and its replay", () => {
  const log = join(dir, "person.jsonl");

  /** Asks once for help about the card (its text), then gives the example answers. */
  function answering(out: string): string {
    return out.includes("help: ") || out.includes(`${SHOWN_TEXT}`) ? example(out) : "? gift-box";
  }

  test("the table, the options, the help and the entries name the card without its escape codes", async () => {
    const r = await playAs(["play", "--human", "1", "--players", "3", "--seed", "5", "--with", cardFile, "--point-limit", "30", "--log", log], answering);
    expect(r.code, r.stderr).toBe(0);
    noControls(r.stdout);
    noControls(r.stderr);
    expect(r.stdout).toContain(SHOWN_NAME);
    // The help about the card (asked for with "? gift-box") shows its text.
    expect(r.stdout).toContain(SHOWN_TEXT);
  });

  test("in colour, the only escape codes are the painter's colours", async () => {
    const r = await playAs(["play", "--human", "1", "--players", "3", "--seed", "5", "--with", cardFile, "--point-limit", "30", "--log", join(dir, "colour.jsonl")], example, { outIsTTY: true, env: { FORCE_COLOR: "1" } });
    expect(r.code, r.stderr).toBe(0);
    const codes = new Set([...r.stdout.matchAll(/\u001b[^a-zA-Z]*[a-zA-Z]?/g)].map((m) => m[0]));
    expect(codes.size).toBeGreaterThan(0);
    expect([...codes].filter((c) => !/^\u001b\[(3[1-4]|90|39)m$/.test(c))).toEqual([]);
    expect(r.stdout.replace(/\u001b\[(3[1-4]|90|39)m/g, "")).toContain(SHOWN_NAME);
    noControls(r.stdout.replace(/\u001b\[(3[1-4]|90|39)m/g, ""));
  });

  test("replay --show prints the entries and the summary without control characters; the log keeps the name as written", async () => {
    const r = await runCaptured(["replay", log, "--show"]);
    expect(r.code, r.stderr).toBe(0);
    noControls(r.stdout);
    expect(r.stdout).toContain(SHOWN_NAME);
    expect(readFileSync(log, "utf8")).toContain(JSON.stringify(NAME).slice(1, -1));
  });

  test("replay: a log line quoted in a diagnostic is printed without its raw escape codes", async () => {
    const lines = readFileSync(log, "utf8").split("\n");
    const spoiled = join(dir, "spoiled.jsonl");
    // JSON's own escapes: the line parses, and its unknown kind holds the raw characters.
    writeFileSync(spoiled, [lines[0], `{"t":"nonsense\\u001b]0;owned\\u0007","x":1}`, ...lines.slice(1)].join("\n"));
    const r = await runCaptured(["replay", spoiled]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/FR9\d{3}/);
    expect(r.stdout).toContain("nonsense\ufffd]0;owned\ufffd");
    noControls(r.stdout);
  });
});

describe("bots' games: play, simulate", () => {
  test("play: the summary names house rules and rule cards without control characters", async () => {
    const rules = join(dir, "rules.yaml");
    writeFileSync(rules, 'kind: house-rules\nname: "Ours\\u001b[2J\\u001b]0;owned\\u0007"\npoint-limit-value: 60\n');
    const r = await runCaptured(["play", "--seed", "2", "--players", "3", "--rules", rules, "--with", cardFile]);
    expect(r.code, r.stderr).toBe(0);
    noControls(r.stdout);
    expect(r.stdout).toContain("house rules Ours\ufffd[2J\ufffd]0;owned\ufffd");
  });

  test("play: a card's runaway effect names the card without its escape codes (FR0044)", async () => {
    const forever = join(dir, "forever.yaml");
    writeFileSync(forever, houseCardText("forever", '"For\\u001b[8mever"', 'while true {\n  log "again"\n}'));
    const r = await runCaptured(["play", "--seed", "1", "--cards", forever]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error FR0044");
    expect(r.stderr).toContain("'For\ufffd[8mever'");
    noControls(r.stderr);
  });

  test("simulate --stats cards: card names and failures are printed without control characters", async () => {
    const r = await runCaptured(["simulate", "--games", "6", "--seed", "1", "--workers", "1", "--with", cardFile, "--stats", "cards"]);
    expect(r.code, r.stderr).toBe(0);
    noControls(r.stdout);
    expect(r.stdout).toContain(SHOWN_NAME);
    const forever = join(dir, "forever-sim.yaml");
    writeFileSync(forever, houseCardText("forever", '"For\\u001b[8mever"', 'while true {\n  log "again"\n}'));
    const failed = await runCaptured(["simulate", "--games", "2", "--seed", "3", "--workers", "1", "--cards", forever]);
    expect(failed.stdout).toMatch(/failed/);
    expect(failed.stdout).toContain("For\ufffd[8mever");
    noControls(failed.stdout);
  });
});
