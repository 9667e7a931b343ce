/** `?` and `help` at the terminal game's prompts: what the cards do, from the program's card texts. */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { CardTable } from "../runtime/card-table.js";
import { helpRequest } from "../cli/terminal-help.js";
import { example, playAs } from "./support/human-game.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-human-help-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const program = compileSets(["base"]).value!;
const table = CardTable.fromProgram(program);
/** The text of the card a label names, as the card files give it. */
function textOfLabel(label: string): string {
  for (let card = 0; card < table.count; card++) {
    if (table.label(card) !== label) continue;
    if (table.isEvent(card)) return table.eventDef(card).texts.en;
    return table.playingDef(card).texts.en;
  }
  throw new Error(`no card is labelled ${label}`);
}

/** Types the lines of `script` at the first prompts, then the example answers. */
function typing(script: string[]): (out: string) => string {
  return (out) => script.shift() ?? example(out);
}

const game = (name: string): string[] => ["play", "--human", "1", "--players", "3", "--seed", "4", "--point-limit", "60", "--log", join(dir, `${name}.jsonl`)];

describe("help at the terminal game's prompts", () => {
  test("`?` prints the texts of the hand and the top card and a reminder, then asks the same question again", async () => {
    const r = await playAs(game("help"), typing(["?"]));
    expect(r.code).toBe(0);
    const firstPrompt = r.stdout.indexOf("]: ?\n");
    const block = r.stdout.slice(firstPrompt, r.stdout.indexOf("]: ", firstPrompt + 5));
    expect(block).toMatch(/^help: what the cards in play do$/m);
    expect(block).toMatch(/^your hand:$/m);
    const hand = /^your hand \(\d+\): (.+)$/m.exec(r.stdout)![1]!.split(", ");
    for (const label of hand) expect(block).toContain(textOfLabel(label));
    const top = /^top card: (.+?)(;|$)/m.exec(r.stdout)![1]!;
    expect(block).toMatch(new RegExp(`^top card: .*${textOfLabel(top).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"));
    expect(block).toMatch(/^to answer: choose .*\[e\.g\. [^\]]+\]; '\? name' tells what any card/m);
    // The question and its options again, then the prompt: nothing was answered.
    const question = r.stdout.slice(0, firstPrompt).split("\n").filter((l) => /^(Your turn|Make a wish|Choose|You drew)|^ +\d+\) /.test(l));
    for (const line of question) expect(block).toContain(`${line}\n`);
  });

  test("help changes nothing: the game goes on exactly as without it", async () => {
    const plain = await playAs(game("plain"), example);
    const helped = await playAs(game("helped"), typing(["?", "help", "? skip", "help no such card"]));
    expect(helped.code).toBe(0);
    expect(readFileSync(join(dir, "helped.jsonl"), "utf8")).toBe(readFileSync(join(dir, "plain.jsonl"), "utf8"));
    expect(helped.lines).toBe(plain.lines + 4);
  });

  test("`? name` prints that card's text, by name, id or label, in any case", async () => {
    const r = await playAs(game("about"), typing(["? fantastic four", "help EQUALITY", "?the-all-seeing-eye", "? red 5"]));
    expect(r.code).toBe(0);
    const four = program.cards.find((c) => c.id === "fantastic-four")!;
    const eye = program.events.find((e) => e.id === "the-all-seeing-eye")!;
    const equality = program.cards.find((c) => c.id === "equality")!;
    expect(r.stdout).toContain(`\nFantastic Four (special card, id fantastic-four): ${four.texts.en}\n`);
    expect(r.stdout).toContain(`\nEquality (special card, id equality): ${equality.texts.en}\n`);
    expect(r.stdout).toContain(`\nThe All-Seeing Eye (event, id the-all-seeing-eye): ${eye.texts.en}\n`);
    expect(r.stdout).toContain(`\nred 5: Number card (number card, id number): ${textOfLabel("red 5")}\n`);
  });

  test("`? nosuchcard` says so, and a typo gets a suggestion", async () => {
    const r = await playAs(game("typo"), typing(["? nosuchcard", "? fantastc four", "? eye"]));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^no card, event, power card or rule card is called 'nosuchcard'$/m);
    expect(r.stdout).toMatch(/^no card, event, power card or rule card is called 'fantastc four'; did you mean 'Fantastic Four'\?$/m);
    expect(r.stdout).toMatch(/^no card, event, power card or rule card is called 'eye'; did you mean 'The All-Seeing Eye'/m);
  });

  test("what counts as a help request", () => {
    expect(helpRequest("?")).toBe("");
    expect(helpRequest(" HELP ")).toBe("");
    expect(helpRequest("? Skip ")).toBe("Skip");
    expect(helpRequest("?skip")).toBe("skip");
    expect(helpRequest("help fantastic four")).toBe("fantastic four");
    expect(helpRequest("helpful")).toBeUndefined();
    expect(helpRequest("1")).toBeUndefined();
    expect(helpRequest("draw")).toBeUndefined();
  });
});

describe("help in the game's language", () => {
  test("`? name` with --lang de: a card without German text reads as its effect does, in German, marked so", async () => {
    const r = await playAs([...game("german"), "--lang", "de"], typing(["? gift"]));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Gift (special card, id gift): Wähle einen anderen Spieler. Wähle 2 Karten aus deiner Hand");
    expect(r.stdout).toContain("(written from its effect)");
  });

  test("in English the card's own text stands", async () => {
    const r = await playAs(game("english"), typing(["? gift"]));
    expect(r.stdout).toContain(`Gift (special card, id gift): ${program.cards.find((c) => c.id === "gift")!.texts.en}`);
  });
});
