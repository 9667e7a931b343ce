/**
 * A card's text against its effect (FR6030-FR6037, compiler/text-checks.ts): each code has a card that trips
 * it and the same card with text and effect in agreement; `frantic check` and the editor report them at the
 * text, and the official cards have none. FR6030-FR6034 read the cards of fixtures/text-checks/; the later
 * ones (which wish, a duration left out, draw against take or give) the cards written out below.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { Compilation, compileWithHouseCards } from "../compiler/compile.js";
import { diagnosticMessage, type Diagnostic } from "../compiler/diagnostics.js";
import { UNTILS_WITHOUT_WORDS } from "../compiler/text-check-words.js";
import { textChecks } from "../compiler/text-checks.js";
import { FILE_START, loadYamlText } from "../compiler/load-yaml.js";
import { Workspace } from "../service/workspace.js";

const FIXTURES = join(import.meta.dirname, "fixtures", "text-checks");

function checked(file: string): Diagnostic[] {
  return textChecks(compileWithHouseCards([], [join(FIXTURES, file)]).documents);
}

/** `code line` of each finding (1-based line). */
const found = (ds: readonly Diagnostic[]): string[] => ds.map((d) => `${d.code} ${d.range.start.line + 1}`);

describe("text against effect", () => {
  const trip = checked("trip.yaml");

  test("each disagreement is a warning at the card's text line", () => {
    const textLines = readFileSync(join(FIXTURES, "trip.yaml"), "utf8").split("\n").flatMap((l, i) => (l.startsWith("text:") ? [i + 1] : []));
    expect(found(trip)).toEqual(["FR6030", "FR6030", "FR6031", "FR6032", "FR6033", "FR6034", "FR6032"].map((code, i) => `${code} ${textLines[i]}`));
    expect(trip.every((d) => d.severity === "warning")).toBe(true);
  });

  test("the messages name both sides and how to fix", () => {
    const [takeTwo, drawThree, points, victims, duration, wish, everyone] = trip.map((d) => diagnosticMessage(d));
    expect(takeTwo).toContain("the text says 2 card(s) where the effect counts 1");
    expect(drawThree).toContain("the text says 1 card(s) where the effect counts 3");
    expect(points).toContain("the text says 20 points where the effect scores 10");
    expect(victims).toContain("several players are picked, but the effect picks one player");
    expect(duration).toContain("'until the end of the round', but nothing in the effect lasts until round-end");
    expect(wish).toContain("set the card's 'wish' field");
    expect(everyone).toContain("the text says 'everyone', but the effect reaches no list of players");
  });

  test("the same cards with text and effect in agreement give none", () => {
    expect(found(checked("pass.yaml"))).toEqual([]);
  });

  test("frantic check reports them for a file on its own, and the official cards have none", async () => {
    const one = await runCaptured(["check", join(FIXTURES, "trip.yaml")]);
    expect(one.stdout).toContain("trip.yaml:6:13 - warning FR6030");
    expect(one.stdout).toMatch(/0 errors, 7 warnings/);
    const official = await runCaptured(["check", "--json"]);
    const codes = (JSON.parse(official.stdout) as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code);
    expect(codes.filter((c) => /^FR603\d$/.test(c))).toEqual([]);
  });

  test("the editor shows them too", () => {
    const ws = Workspace.fromPaths([join(FIXTURES, "trip.yaml")], { absolute: true });
    expect(ws.diagnostics(ws.files()[0]!).map((d) => d.code)).toEqual(["FR6030", "FR6030", "FR6031", "FR6032", "FR6033", "FR6034", "FR6032"]);
  });
});

/**
 * A card of `kind` with this text and these other fields (YAML lines), checked on its own. It must compile
 * cleanly, so that a card with no warning is one whose effect was read, not one whose effect failed.
 */
function card(text: string, fields: string, kind: "special" | "event" | "power" = "special"): Diagnostic[] {
  const head = kind === "special" ? "class: coloured-special\ncolours: [red]\ncopies: 1\npoints: 7\n" : kind === "power" ? "timing: second\n" : "";
  const yaml = `kind: ${kind}\nid: fixture\nname: { en: fixture }\ntext: { en: ${JSON.stringify(text)} }\n${head}${fields}\n`;
  const compilation = new Compilation();
  compilation.addFiles([{ path: "fixture.yaml", text: yaml }]);
  expect(compilation.finish().diagnostics.map((d) => `${d.code} ${diagnosticMessage(d)}`)).toEqual([]);
  return textChecks(loadYamlText("fixture.yaml", yaml, FILE_START).value);
}
const codes = (ds: readonly Diagnostic[]): string[] => ds.map((d) => d.code);
const messages = (ds: readonly Diagnostic[]): string[] => ds.map((d) => diagnosticMessage(d));

describe("which wish (FR6035)", () => {
  test("a text that wishes a colour or a number on a card that wishes a colour", () => {
    const trip = card("Wish a colour or a number.", "wish: colour");
    expect(codes(trip)).toEqual(["FR6035"]);
    expect(messages(trip)[0]).toContain("the text says to wish a colour or a number, but the card lets its player wish a colour: give the card 'wish: colour-or-number'");
    expect(card("Wish a colour or a number.", "wish: colour-or-number")).toEqual([]);
  });

  test("a special-card wish said or left out", () => {
    expect(codes(card("Wish a colour.", "wish: colour-or-special"))).toEqual(["FR6035"]);
    expect(card("Wish a colour, or wish for a special card: then the next card must be a special card.", "wish: colour-or-special")).toEqual([]);
  });

  test("a wish in the code: 'wish-number' is a number, 'wish black' a colour (a power card has no 'wish' field to suggest)", () => {
    const trip = card("2ND. Wish a colour.", "effect: |\n  let n = choose number\n  wish-number n", "power");
    expect(messages(trip)).toEqual([expect.stringContaining("but the card lets its player wish a number: give the card a 'wish' or 'wish-number' in its code")]);
    expect(card("2ND. Wish a number.", "effect: |\n  let n = choose number\n  wish-number n", "power")).toEqual([]);
    expect(card("2ND. You wish for black.", "effect: |\n  wish black", "power")).toEqual([]);
  });

  test("'make a colour wish' is a wish made", () => {
    expect(codes(card("Play it and make a colour or number wish.", "wish: colour"))).toEqual(["FR6035"]);
    expect(card("Play it and make a colour wish.", "wish: colour")).toEqual([]);
  });

  test("a wish only told of ('a colour or number wish made with it still holds') says nothing of which", () => {
    expect(card("Wish a number. It replaces any colour or number wish in force.", "wish: none\neffect: |\n  let n = choose number\n  wish-number n")).toEqual([]);
  });
});

describe("a duration the text leaves out (FR6036)", () => {
  const ban = (until: string): string => `effect: |\n  forbid number of card = 7 until ${until}`;

  test("a ban until the player's next turn, told with no duration", () => {
    const trip = card("Nobody may play a 7.", ban("next-turn-starts"));
    expect(codes(trip)).toEqual(["FR6036"]);
    expect(messages(trip)[0]).toContain("the effect lasts until next-turn-starts, but the text never says how long: say it in the text ('until your next turn')");
    expect(card("Until your turn comes round again, nobody may play a 7.", ban("next-turn-starts"))).toEqual([]);
  });

  test("a listener for the round, told with no duration; 'this round' or a number of turns says one", () => {
    const listener = "effect: |\n  when goes-out until round-end {\n    trigger event by goer\n  }";
    expect(codes(card("Whenever a player goes out, they trigger an event.", listener, "event"))).toEqual(["FR6036"]);
    expect(card("This round, whenever a player goes out, they trigger an event.", listener, "event")).toEqual([]);
    // "last" and "again and again" tell of no end.
    expect(codes(card("Whenever a player plays their last hand card, an event is triggered. This can happen again and again.", listener, "event"))).toEqual(["FR6036"]);
    expect(card("For the next three turns, nobody may play a 7.", ban("round-end"))).toEqual([]);
  });

  test("a duration that is said but wrong is FR6033's, not also FR6036's", () => {
    expect(codes(card("Until the end of the round, nobody may play a 7.", ban("next-turn-starts")))).toEqual(["FR6033"]);
  });

  test("every 'until' of the language has words that say it", () => {
    expect(UNTILS_WITHOUT_WORDS).toEqual([]);
  });
});

describe("draw against take or give (FR6037)", () => {
  const steal = "effect: |\n  target victim = choose player from others\n  let loot = choose 2 blind cards from hand of victim\n  me takes loot";
  const draw = "effect: |\n  target victim = choose player from others\n  me draws 2";
  const victimDraws = "effect: |\n  target victim = choose player from others\n  victim draws 2";

  test("'draw' where the effect takes cards from a player's hand", () => {
    const trip = card("Pick another player and draw two cards.", steal);
    expect(codes(trip)).toEqual(["FR6037"]);
    expect(messages(trip)[0]).toContain("the text says 'draw two cards', but the effect never draws from the draw pile: it moves cards from one hand to another");
    // Drawing from a hand is how the rulebook says a blind take (Exchange, Charity).
    expect(card("Pick another player and draw two cards blind from their hand.", steal)).toEqual([]);
    expect(card("Pick another player and take two cards from their hand.", steal)).toEqual([]);
  });

  test("'take' from a hand or 'give' where the effect draws from the pile", () => {
    const take = card("Pick another player and take two cards from their hand.", draw);
    expect(messages(take)).toEqual([expect.stringContaining("the text says 'take two cards from their hand', but the effect moves no card from one hand to another: it draws from the draw pile")]);
    expect(codes(card("Pick another player and give them two cards.", victimDraws))).toEqual(["FR6037"]);
    expect(card("Pick another player; they draw two cards.", victimDraws)).toEqual([]);
    // "take" from the draw pile is a draw.
    expect(card("Pick another player, then take two cards from the draw pile.", draw)).toEqual([]);
  });
});
