/** Completion at a cursor marker, in effect code and in the YAML around it. */
import { describe, expect, test } from "vitest";
import { completion } from "../../service/completion.js";
import { baseWith, POCKET } from "./support.js";

function labelsAt(marked: string, file = "house/pickpocket.yaml"): string[] {
  const { ws, position } = baseWith(file, marked);
  return completion(ws, file, position).map((i) => i.label);
}

describe("completion in effect code", () => {
  test("after a player, the verbs a player can do", () => {
    const labels = labelsAt(POCKET("let loot = choose 1 blind cards from hand of left of me\nme ‸"));
    expect(labels).toEqual(expect.arrayContaining(["draws", "gives", "takes", "discards"]));
    expect(labels).not.toContain("skip");
    expect(labels).not.toContain("loot");
  });

  test("on the last line of a file without a final newline, where new code is typed: the same as with one", () => {
    const withoutNewline = POCKET("let loot = choose 1 blind cards from hand of left of me\nme ‸").replace(/\n$/, "");
    const labels = labelsAt(withoutNewline);
    expect(labels).toEqual(expect.arrayContaining(["draws", "gives", "takes", "discards"]));
    expect(labels).not.toContain("let");
    expect(labelsAt(withoutNewline.replace("me ‸", "me dr‸"))).toContain("draws");
  });

  test("after a one-line effect on its key's line (`effect: me |`), with or without a final newline: the verbs", () => {
    const oneLine = 'kind: special\nid: one-line\nname: { en: One Line }\nclass: coloured-special\ncolours: [green]\ncopies: 1\npoints: 10\neffect: me ‸';
    for (const text of [oneLine, `${oneLine}\n`, oneLine.replace("me ‸", "me  ‸")]) {
      const labels = labelsAt(text, "house/one-line.yaml");
      expect(labels).toEqual(expect.arrayContaining(["draws", "gives", "takes", "discards"]));
      expect(labels).not.toContain("let");
    }
    // Right after the word, it is the word being typed; after a comment, nothing of the effect.
    expect(labelsAt(oneLine.replace("me ‸", "me‸"), "house/one-line.yaml")).toContain("me");
    expect(labelsAt(oneLine.replace("me ‸", "me # note ‸"), "house/one-line.yaml")).not.toContain("draws");
  });

  test("at the start of a statement: statement words, game verbs and players in scope", () => {
    const labels = labelsAt(POCKET("target victim = choose player from others\n‸"));
    expect(labels).toEqual(expect.arrayContaining(["let", "if", "each", "when", "skip", "trigger", "victim", "me"]));
    expect(labels).not.toContain("hand");
  });

  test("in an expression: locals in scope, globals, properties and functions; not locals declared later", () => {
    const labels = labelsAt(POCKET("let loot = choose 1 cards from hand of ‸\nlet later = 2\nme takes loot"));
    expect(labels).toEqual(expect.arrayContaining(["me", "others", "left", "hand", "count", "highest"]));
    expect(labels).not.toContain("later");
    expect(labels).not.toContain("loot");
    const after = labelsAt(POCKET("let loot = choose 1 cards from hand of me\nme gives ‸"));
    expect(after).toContain("loot");
  });

  test("a loop variable inside its loop only, and what a trigger binds inside its body", () => {
    expect(labelsAt(POCKET("each p in others {\n  p draws count(hand of ‸)\n}"))).toContain("p");
    expect(labelsAt(POCKET("each p in others {\n  p draws 1\n}\nme draws count(hand of ‸)"))).not.toContain("p");
    expect(labelsAt(POCKET("when draws {\n  skip ‸\n}"))).toContain("drawer");
  });

  test("after choose, when and until: the choices, triggers and moments", () => {
    expect(labelsAt(POCKET("let loot = choose 2 ‸"))).toEqual(expect.arrayContaining(["player", "players", "cards", "colour", "split"]));
    expect(labelsAt(POCKET("when ‸"))).toEqual(expect.arrayContaining(["turn-starts", "draws", "round-ends"]));
    expect(labelsAt(POCKET("when draws until ‸"))).toEqual(expect.arrayContaining(["round-end", "next-turn-starts"]));
  });

  test("out-of-turn plays and shared values: play-ends, take-over, identical, a shared value's lifetimes and the shared value itself", () => {
    expect(labelsAt(POCKET("when ‸"))).toContain("play-ends");
    expect(labelsAt(POCKET("when play-ends {\n  take-over ‸\n}"))).toEqual(expect.arrayContaining(["who", "current"]));
    expect(labelsAt(POCKET("‸"))).toEqual(expect.arrayContaining(["shared", "take-over"]));
    expect(labelsAt(POCKET("let twins = hand of me where ‸"))).toContain("identical");
    const lifetimes = labelsAt(POCKET("shared penalty = 0 until ‸"));
    expect(lifetimes).toEqual(["round-end", "game-end"]);
    expect(labelsAt(POCKET("shared penalty = 0\nme draws ‸"))).toContain("penalty");
  });

  test("inside quotes, card ids", () => {
    const labels = labelsAt(POCKET('me takes find("‸")'));
    expect(labels).toEqual(expect.arrayContaining(["gift", "fuck-you", "pickpocket", "doomsday"]));
  });

  test("a broken, half-typed effect still completes", () => {
    const labels = labelsAt(POCKET("let loot = choose 1 cards from hand of left of me\nif count(loot) > {\n  me ‸"));
    expect(labels).toContain("draws");
  });
});

describe("completion in the YAML", () => {
  test("the keys a document of its kind may still have", () => {
    const labels = labelsAt("kind: event\nid: storm\n‸\n");
    expect(labels).toEqual(expect.arrayContaining(["name", "text", "effect", "copies", "points"]));
    expect(labels).not.toContain("kind");
    expect(labels).not.toContain("class");
  });

  test("keys under a nested mapping", () => {
    const labels = labelsAt("kind: special\nid: x\nrespond:\n  ‸\n");
    expect(labels).toEqual(expect.arrayContaining(["window", "when", "effect", "own-turn"]));
  });

  test("right after a block of effect code, at the margin, the document's keys again", () => {
    const labels = labelsAt(POCKET("me draws 1") + "‸");
    expect(labels).toEqual(expect.arrayContaining(["respond", "wish", "mandatory"]));
    expect(labels).not.toContain("draws");
  });

  test("the values a key takes, in a flow list too", () => {
    expect(labelsAt("kind: special\nclass: ‸\n")).toEqual(expect.arrayContaining(["coloured-special", "open-wish", "unique"]));
    expect(labelsAt("kind: special\ncolours: [red, ‸]\n")).toEqual(expect.arrayContaining(["blue", "green", "yellow"]));
    expect(labelsAt("‸")).toEqual(["kind"]);
    expect(labelsAt("kind: ‸")).toEqual(expect.arrayContaining(["number", "special", "event", "power", "rule"]));
  });

  test("a house-rules file: its own keys and the rule parameters' values, and effect code in its effect", () => {
    const keys = labelsAt("kind: house-rules\nname: Long evenings\n‸\n", "house/long.yaml");
    expect(keys).toEqual(expect.arrayContaining(["point-limit-value", "hand-size", "direction", "effect", "cards"]));
    expect(keys).not.toContain("colours");
    expect(labelsAt("kind: house-rules\nhand-size:\n  ‸\n", "house/long.yaml")).toEqual(["deal", "minimum"]);
    expect(labelsAt("kind: house-rules\neffect: |\n  forbid number of card = 7\n  me ‸\n", "house/long.yaml")).toEqual(expect.arrayContaining(["draws", "gives"]));
  });
});

describe("completion ranks by the type the place expects", () => {
  function ranked(marked: string): string[] {
    const { ws, position } = baseWith("house/pickpocket.yaml", marked);
    return completion(ws, "house/pickpocket.yaml", position)
      .sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label))
      .map((i) => i.label);
  }

  test("cards after a verb that gives cards, a player after 'to'", () => {
    const base = "let present = choose 2 cards from hand of me\nlet victim = choose player from others\nlet n = 3\n";
    const cards = ranked(POCKET(`${base}me gives ‸`));
    expect(cards.indexOf("present")).toBeLessThan(cards.indexOf("victim"));
    expect(cards.indexOf("present")).toBeLessThan(cards.indexOf("n"));
    const players = ranked(POCKET(`${base}me gives present to ‸`));
    expect(players.indexOf("victim")).toBeLessThan(players.indexOf("present"));
    expect(players.indexOf("me")).toBeLessThan(players.indexOf("n"));
    const numbers = ranked(POCKET(`${base}me draws ‸`));
    expect(numbers.indexOf("n")).toBeLessThan(numbers.indexOf("victim"));
  });
});
