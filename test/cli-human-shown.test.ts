/** The terminal game shows a person the cards an effect lays open to them (`show`, Open Hands, the All-Seeing Eye). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { example, playAs } from "./support/human-game.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-human-shown-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A house card that shows the looker a hand and then has them pick from it blind: the pick is made seeing.
const PEEK = `kind: special
id: peek-and-pick
name: { en: Peek and Pick }
text: { en: "Pick another player and look at their hand; then take one card of it." }
class: coloured-special
colours: [blue, red, green, yellow]
copies: 3
points: 7
effect: |
  let victim = choose player from others
  show hand of victim to me until this-turn-ends
  let loot = choose blind card from hand of victim
  me takes loot
`;

/** Plays the house card whenever it is an option of a turn, asks for help once at the pick; otherwise the example answer. */
function playingPeek(out: string): string {
  const question = out.slice(out.lastIndexOf("=="));
  const peek = /^ +(\d+)\) \w+ Peek and Pick$/m.exec(question);
  if (question.includes("(Peek and Pick: loot)") && !out.includes("help: what the cards")) return "?";
  return peek && /^(Your turn|You drew)/m.test(question) ? peek[1]! : example(out);
}

describe("cards lying open to a person", () => {
  test("a hand an effect shows is listed, with whose it is, before the choice from it, which names its cards", async () => {
    const house = join(dir, "house");
    mkdirSync(house, { recursive: true });
    writeFileSync(join(house, "peek.yaml"), PEEK);
    const r = await playAs(["play", "--human", "1", "--players", "3", "--seed", "2", "--with", house, "--point-limit", "40", "--log", join(dir, "peek.jsonl")], playingPeek);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    // Seed 2: P1 plays Peek and Pick on P2, then picks from P2's hand.
    const asked = /^open to you: P2's hand \((\d+)\): (.+)\nChoose 1 card from P2's hand \(Peek and Pick: loot\):\n((?: +\d+\) .+\n)+)/m.exec(r.stdout);
    expect(asked, r.stdout.slice(r.stdout.indexOf("Peek and Pick: victim") - 200, r.stdout.indexOf("Peek and Pick: victim") + 1200)).not.toBeNull();
    const open = asked![2]!.split(", ");
    expect(open).toHaveLength(Number(asked![1]));
    const options = [...asked![3]!.matchAll(/^ +\d+\) (.+)$/gm)].map((m) => m[1]!);
    expect(options).toEqual(open);
    expect(options).not.toContain("a hidden card");
    // Help at that question tells what the asking card and the open cards do.
    const help = r.stdout.slice(r.stdout.indexOf("help: what the cards in play do"));
    expect(help).toMatch(/^asking now: Peek and Pick: Pick another player and look at their hand; then take one card of it\.$/m);
    expect(help).toMatch(/^cards open to you:\n {2}\S/m);
    // Before the show, nothing lies open; once the turn is over, the hand is hidden again.
    const before = r.stdout.slice(0, r.stdout.indexOf("(Peek and Pick: victim)"));
    expect(before).not.toMatch(/^open to you:/m);
    const after = r.stdout.slice(r.stdout.indexOf("(Peek and Pick: loot)"));
    expect(after.slice(after.indexOf("\n== ")).split("\n== ")[1]).not.toMatch(/^open to you:/m);
  });

  test("Open Hands and the All-Seeing Eye lay the others' hands open at the person's next questions", async () => {
    const r = await playAs(["play", "--human", "1", "--players", "3", "--seed", "3", "--sets", "all", "--point-limit", "60", "--log", join(dir, "all.jsonl")], example);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/event: The All-Seeing Eye|uses the power card Open Hands/);
    expect(r.stdout).toMatch(/^open to you: P[23]'s hand \(\d+\): \S/m);
    // The person's own hand is listed once, as their hand, never as lying open.
    expect(r.stdout).not.toMatch(/^open to you: your hand/m);
  });
});
