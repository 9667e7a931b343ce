/** Hover at a cursor marker: words of the language, locals, card ids, effect fields, YAML keys and values. */
import { describe, expect, test } from "vitest";
import { hover } from "../../service/hover.js";
import { baseWith, POCKET } from "./support.js";

function hoverAt(marked: string) {
  const { ws, position } = baseWith("house/pickpocket.yaml", marked);
  return hover(ws, "house/pickpocket.yaml", position);
}

describe("hover", () => {
  test("a verb shows its signature and doc", () => {
    const h = hoverAt(POCKET("let loot = choose 1 blind cards from hand of left of me\nme ta‸kes loot"));
    expect(h?.contents).toMatch(/^`player takes cards`\n\ntakes cards into p's hand from wherever they are/);
    expect(h?.range).toEqual({ start: { line: 10, character: 5 }, end: { line: 10, character: 10 } });
  });

  test("a YAML key and a YAML value show the schema's description; a value also the values the key takes", () => {
    const card = POCKET("me draws 1");
    const at = (word: string, shift = 1) => hoverAt(card.replace(word, word.slice(0, shift) + "‸" + word.slice(shift)));
    expect(at("points:")?.contents).toMatch(/^`points`: Points in a hand at round end/);
    expect(at("points:")?.range).toEqual({ start: { line: 6, character: 0 }, end: { line: 6, character: 6 } });
    expect(at("coloured-special")?.contents).toMatch(/^`class`: How the card is matched[^\n]*\n\n`coloured-special`, one of `coloured-number`, `black-number`, `coloured-special`/);
    expect(at("blue]")?.contents).toMatch(/^`colours`: [^\n]*\n\n`blue`, one of `blue`, `red`/);
    expect(at("Pickpocket }")?.contents).toMatch(/^`name.en`: /);
    // Outside any key or value (a comment, a blank): nothing.
    expect(hoverAt(`# a ca‸rd\n${card}`)).toBeUndefined();
  });

  test("in effect code, an unknown word says it is not a word of the language, never the effect field's description", () => {
    const h = hoverAt(POCKET("let loot = choose 1 blind cards from hand of left of me\nme ta‸ks loot"));
    expect(h?.contents).toBe("`taks` is not a word of the language (did you mean `takes`?)\n\nFR4002: unknown action 'taks' (did you mean 'takes'?)");
    expect(h?.range).toEqual({ start: { line: 10, character: 5 }, end: { line: 10, character: 9 } });
    // A one-line effect, and a name unknown with nothing close to it.
    const { ws, position } = baseWith("house/storm.yaml", "kind: event\nid: storm\nname: { en: Storm }\neffect: me draws zzq‸x\n");
    expect(hover(ws, "house/storm.yaml", position)?.contents).toMatch(/^`zzqx` is not a word of the language\n\nFR4001: /);
    // Between words and on blanks of the effect: no hover at all (the field's description is on its key).
    for (const marked of ["me takes loot ‸ ", "me‸  takes loot", "\n‸\nme draws 1"]) {
      expect(hoverAt(POCKET(`let loot = choose 1 blind cards from hand of left of me\n${marked}`))?.contents ?? "").not.toMatch(/^`effect`/);
    }
  });

  test("a property, a global and a choice word", () => {
    expect(hoverAt(POCKET("let loot = choose 1 blind cards from ha‸nd of left of me\nme takes loot"))?.contents).toMatch(/^`hand of x` \(x: a player\): a pile\n\nthe player's hand/);
    expect(hoverAt(POCKET("let loot = choose 1 blind cards from hand of left of m‸e\nme takes loot"))?.contents).toMatch(/^`me`: a player\n\nwho played the card/);
    expect(hoverAt(POCKET("let loot = choose 1 blind car‸ds from hand of left of me\nme takes loot"))?.contents).toMatch(/^`choose cards`: a list of cards/);
  });

  test("a local shows its type where it is used and where it is declared", () => {
    expect(hoverAt(POCKET("let loot = choose 1 blind cards from hand of left of me\nme takes lo‸ot"))?.contents).toBe("`loot`: a list of cards\n\nlocal");
    expect(hoverAt(POCKET("let lo‸ot = choose 1 blind cards from hand of left of me\nme takes loot"))?.contents).toBe("`loot`: a list of cards\n\nlocal");
    expect(hoverAt(POCKET("me takes hand of left of me where colour of i‸t = red"))?.contents).toMatch(/^`it`: a card/);
  });

  test("a shared value and its lifetime", () => {
    expect(hoverAt(POCKET("shared penalty = 0 until game-end\nme draws pen‸alty"))?.contents).toBe("`penalty`: a number\n\nshared value (the game's, public)");
    expect(hoverAt(POCKET("shared penalty = 0 until game-e‸nd"))?.contents).toMatch(/^`shared \.\.\. until game-end`\n\nthe value lasts the whole game/);
  });

  test("a card id named in effect code or in the id field shows the card's summary", () => {
    const h = hoverAt(POCKET('me takes find("gi‸ft")'));
    expect(h?.contents).toMatch(/^\*\*Gift\*\* \(`gift`\): special, coloured-special, 2 copies, 7 points, set base\n\n/);
    expect(hoverAt(POCKET("me draws 1").replace("id: pickpocket", "id: pick‸pocket"))?.contents).toMatch(/^\*\*Pickpocket\*\* \(`pickpocket`\): special, coloured-special, 1 copy, 10 points, set custom/);
  });

  test("the key of an effect field says what its code does and in which context", () => {
    expect(hoverAt(POCKET("me draws 1").replace("effect: |", "eff‸ect: |"))?.contents).toMatch(/^`effect`: effect code \(context: card\)/);
  });

  test("a half-typed effect still hovers what was understood", () => {
    expect(hoverAt(POCKET("let loot = choose 1 cards from hand of m‸e\nme takes"))?.contents).toMatch(/^`me`: a player/);
  });
});

describe("hover: the rules text written from the effect", () => {
  test("on a card's text, the text its effect reads as, in the language asked for", () => {
    const { ws, position } = baseWith("house/pickpocket.yaml", POCKET("let loot = choose 1 blind cards from hand of left of me\nme takes loot").replace("Take one", "Ta‸ke one"));
    expect(hover(ws, "house/pickpocket.yaml", position)?.contents).toContain("From its effect: Choose one card blind from the hand of the player on your left and take it.");
    expect(hover(ws, "house/pickpocket.yaml", position, "de")?.contents).toContain("From its effect: Wähle eine Karte blind aus");
  });

  test("on a card id named in code, the summary ends with it", () => {
    expect(hoverAt(POCKET('me takes find("gi‸ft")'))?.contents).toContain("From its effect: Choose another player. Choose 2 cards from your hand");
  });
});
