/**
 * Bad input a person really types, each a positioned FRxxxx diagnostic and exit 1, never a stack trace:
 * effects nested without bound, common slips in the effect language, duplicate ids, files that are not
 * card files, bytes that are not UTF-8, huge files.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-bad-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A special card whose effect is `effect` (indented into the block scalar, which starts on line 9). */
function card(name: string, effect: string): string {
  const body = effect
    .split("\n")
    .map((l) => `  ${l}`)
    .join("\n");
  return file(`${name}.yaml`, `kind: special\nid: ${name}\nname: { en: Test }\nclass: open-wish\ncopies: 1\npoints: 7\nwish: colour\neffect: |\n${body}\n`);
}

const STACK_FRAME = /^\s+at .+[:(]/m;

async function check(path: string): Promise<string[]> {
  const r = await runCaptured(["check", path]);
  expect(r.code).toBe(1);
  expect(r.stdout + r.stderr).not.toMatch(STACK_FRAME);
  expect(r.stdout + r.stderr).not.toMatch(/internal error/);
  return r.stdout.split("\n").filter((l) => / - (error|warning|info) FR/.test(l)).map((l) => l.slice(path.length));
}

describe("effects nested without bound are FR3004, not a stack overflow", () => {
  test.each([
    ["150 parentheses", "me draws " + "(".repeat(150) + "1" + ")".repeat(150), ":9:44"],
    ["400 nested ifs", Array.from({ length: 400 }, () => "if true {").join("\n") + "\nme draws 1\n" + "}\n".repeat(400), ":41:11"],
    ["a 4000-term sum", "me draws " + Array(4000).fill("1").join(" + "), ":9:12"],
    ["a 10,000-long 'left of' chain", "let p = " + "left of ".repeat(10_000) + "me", ":9:272"],
    ["400 'else if'", "if true { me draws 1 }" + " else if true { me draws 1 }".repeat(400), ":9:907"],
    ["5000 minus signs", "me draws " + "- ".repeat(5000) + "1", ":9:76"],
  ])("%s", async (name, effect, at) => {
    const lines = await check(card(name.replace(/[^a-z0-9]+/gi, "-").toLowerCase(), effect));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${at} - error FR3004: the effect nests more than \\d+ levels deep here`));
  });

  test("effects as deep as real cards get are fine", async () => {
    const ok = card("ok-depth", "let n = " + Array(100).fill("1").join(" + ") + "\nif true { if true { if true { me draws (((n))) } } }");
    expect((await runCaptured(["check", ok])).code).toBe(0);
  });
});

describe("common slips get the message a person needs", () => {
  test.each([
    ["me steals 2", [":9:6 - error FR4002: unknown action 'steals' (the verbs are"]],
    ["target victims = others", [":9:20 - error FR5003: the victims of an attack are chosen: write 'target victims = choose player from others'"]],
    ['me draws "two"', [":9:12 - error FR5001: expected a number but '\"two\"' is a text (write the number without quotes: 2)"]],
    ["me draw 1", [":9:6 - error FR4002: unknown action 'draw' (did you mean 'draws'?)"]],
    ["each p in players me draws 1", [":9:21 - error FR3001: unexpected 'me', expected '{' (the body of each"]],
    ["me draws 1 to me", [":9:14 - error FR4009: 'draws' takes no 'to ...': remove it"]],
    ["let me = 3", [":9:7 - error FR4010: 'me' is a word of the language: give the variable another name"]],
  ])("%s", async (effect, expected) => {
    const lines = await check(card(`slip-${effect.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`, effect));
    expect(lines).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(lines[i]).toContain(e));
  });
});

describe("files and documents", () => {
  test("two documents with the same id: FR4005 at the second, naming the first's line", async () => {
    const one = "kind: special\nid: twin\nname: { en: Twin }\nclass: open-wish\ncopies: 1\npoints: 7\nwish: colour\n";
    const path = file("twins.yaml", `${one}---\n${one}`);
    expect(await check(path)).toEqual([`:10:5 - error FR4005: duplicate card id 'twin' (first defined in ${path}:2)`]);
  });

  test("a house card replacing an official card is said in the house file, and the set's counts stay right", async () => {
    const gift = file("gift.yaml", "kind: special\nid: gift\nname: { en: Our Gift }\nclass: coloured-special\ncolours: [blue]\ncopies: 1\npoints: 7\neffect: |\n  me draws 1\n");
    const r = await runCaptured(["check", gift, "--sets", "base"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${gift}:2:5 - info FR6008: 'gift' replaces the official card of set 'base'`);
    expect(r.stdout).not.toContain("set.yaml");
    const replacedByEvent = file("skip.yaml", "kind: event\nid: skip\nname: { en: Skip Event }\neffect: |\n  me draws 1\n");
    const wrongKind = await runCaptured(["check", replacedByEvent, "--sets", "base"]);
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stdout).toContain(`${replacedByEvent}:1:7 - error FR4011: 'skip' is the id of an official special`);
  });

  test("--with a file that is not a card file is FR1009 and nothing is played; upper-case .YAML is read", async () => {
    const tribute = file("tribute.txt", "kind: special\n");
    const r = await runCaptured(["play", "--with", tribute, "--seed", "1"]);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(`${tribute}:1:1 - error FR1009: 'tribute.txt' is not read: card files end in .yaml or .yml`);
    expect(r.stdout).not.toMatch(/Frantic: 4 players/);
    const upper = file("LOUD.YAML", "kind: special\nid: loud\nname: { en: Loud }\nclass: open-wish\ncopies: 1\npoints: 7\nwish: colour\n");
    const checked = await runCaptured(["check", upper]);
    expect(checked.stdout).toContain("checked 1 file: 0 errors");
  });

  test("bytes that are not UTF-8 are FR1008 at the first one", async () => {
    const path = file("latin1.yaml", Buffer.from("kind: special\nid: caf\nname: { en: Caf\xe9 }\n", "latin1"));
    expect(await check(path)).toEqual([":3:16 - error FR1008: this byte is not UTF-8 text: save the file as UTF-8 (most editors offer it under 'encoding')"]);
  });

  test("a huge file is reported in MB", async () => {
    const path = file("huge.yaml", "a".repeat(3 * 1024 * 1024));
    expect(await check(path)).toEqual([":1:1 - error FR1004: the file is too large (3.0 MB, at most 1.0 MB): split it into several files"]);
  });
});
