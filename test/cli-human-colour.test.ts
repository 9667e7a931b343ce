/** Card colours in the terminal game: on a terminal or with FORCE_COLOR, never with NO_COLOR, same words either way. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { colourWanted } from "../cli/terminal-colour.js";
import { example, playAs } from "./support/human-game.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-human-colour-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ESC = "\x1b[";
const strip = (text: string): string => text.replace(/\x1b\[\d+m/g, "");
const game = (name: string): string[] => ["play", "--human", "1", "--players", "3", "--seed", "4", "--point-limit", "60", "--log", join(dir, `${name}.jsonl`)];

describe("colour in the terminal game", () => {
  test("FORCE_COLOR on a terminal colours the cards; without the codes the text is the plain game's", async () => {
    const plain = await playAs(game("plain"), example);
    // The same log file, so that the closing lines name the same path.
    const coloured = await playAs(game("plain"), example, { outIsTTY: true, env: { FORCE_COLOR: "1" } });
    expect(coloured.code).toBe(0);
    expect(plain.stdout).not.toContain(ESC);
    // A red card in red in the hand, and the colours of a wish in their own.
    expect(coloured.stdout).toMatch(/^your hand \(\d+\): .*\x1b\[31mred \d\x1b\[39m/m);
    expect(coloured.stdout).toMatch(/^ +\d+\) \x1b\[34mblue\x1b\[39m$/m);
    expect(coloured.stdout).toMatch(/^ {2}P1 plays \x1b\[3[1-4]m/m);
    // Seed 4 opens with yellow 8, logged as the game is set up, before anyone is asked anything.
    expect(coloured.stdout).toMatch(/^ {2}opening card: \x1b\[33myellow 8\x1b\[39m$/m);
    expect(strip(coloured.stdout)).toBe(plain.stdout);
  });

  test("a terminal alone colours; NO_COLOR (any non-empty value) never, not even with FORCE_COLOR", async () => {
    const tty = await playAs(game("tty"), example, { outIsTTY: true, env: {} });
    expect(tty.stdout).toContain(ESC);
    const none = await playAs(game("none"), example, { outIsTTY: true, env: { NO_COLOR: "1", FORCE_COLOR: "1" } });
    expect(none.code).toBe(0);
    expect(none.stdout).not.toContain("\x1b");
    const piped = await playAs(game("piped"), example, { outIsTTY: false, env: {} });
    expect(piped.stdout).not.toContain("\x1b");
  });

  test("the rules of colourWanted", () => {
    expect(colourWanted({}, true)).toBe(true);
    expect(colourWanted({}, false)).toBe(false);
    expect(colourWanted({ TERM: "dumb" }, true)).toBe(false);
    expect(colourWanted({ NO_COLOR: "1" }, true)).toBe(false);
    expect(colourWanted({ NO_COLOR: "" }, true)).toBe(true);
    expect(colourWanted({ FORCE_COLOR: "1" }, false)).toBe(true);
    expect(colourWanted({ FORCE_COLOR: "" }, false)).toBe(true);
    expect(colourWanted({ FORCE_COLOR: "0" }, true)).toBe(false);
    expect(colourWanted({ FORCE_COLOR: "1", NO_COLOR: "yes" }, true)).toBe(false);
  });
});
