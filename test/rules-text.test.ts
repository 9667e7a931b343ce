/** The rules text written from effects: what a card's code says, in the five languages. */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { resolveSetNames } from "../compiler/sources.js";
import { RULE_PARAMETERS } from "../language/rule-parameters.js";
import { rulesText } from "../rules-text/rules-text.js";
import { baseProgram, baseProgramWith } from "./support/base-program.js";
import { houseCardText } from "./support/house-card-text.js";

function textOf(effect: string, lang: "en" | "de" | "fr" | "it" | "es" = "en"): string {
  const program = baseProgramWith(houseCardText("house-card", "House Card", effect));
  return rulesText(program.cards.find((c) => c.id === "house-card")!, lang);
}

describe("rules text from effects", () => {
  test("who draws, and how many", () => {
    expect(textOf("me draws 2")).toContain("Draw 2 cards.");
    expect(textOf("me draws 1")).toContain("Draw one card.");
    expect(textOf("each p in others {\n  p draws 1\n}")).toContain("Every other player draws one card.");
    expect(textOf("me draws 2", "de")).toContain("Ziehe 2 Karten.");
    expect(textOf("me draws 1", "de")).toContain("Ziehe eine Karte.");
    expect(textOf("me draws 2", "fr")).toContain("Pioche 2 cartes.");
    expect(textOf("me draws 2", "it")).toContain("Pesca 2 carte.");
    expect(textOf("me draws 2", "es")).toContain("Roba 2 cartas.");
  });

  test("who chooses, seen or blind, and the pronoun for a player already named", () => {
    const text = textOf("target victim = choose player from others\nlet loot = choose 2 blind cards from hand of victim\nme takes loot");
    expect(text).toContain("Choose another player.");
    expect(text).toContain("Choose 2 cards blind from the hand of the chosen player and take them.");
    expect(textOf("each p in players {\n  p discards hand of p\n}")).toContain("Every player discards their hand.");
  });

  test("cards you choose and what you do with them next make one sentence, with a pronoun", () => {
    const gift = "target victim = choose player from others\nlet present = choose 2 cards from hand of me\nme gives present to victim";
    expect(textOf(gift)).toContain("Choose another player. Give 2 cards of your choice to the chosen player.");
    expect(textOf(gift, "de")).toContain("Wähle einen anderen Spieler. Gib dem gewählten Spieler 2 Karten deiner Wahl.");
    // German closes a clause of the first half with a comma before "und".
    expect(textOf(gift.replace("hand of me", "hand of me where not unpassable of it"), "de")).toContain("Wähle 2 Karten aus deiner Hand, die weitergegeben werden dürfen, und gib sie dem gewählten Spieler.");
    expect(textOf(gift, "fr")).toContain("Donne 2 cartes de ton choix au joueur choisi.");
    expect(textOf("let c = choose card from hand of me\nme plays c")).toContain("Play a card of your choice.");
    expect(textOf("let c = choose 0..1 cards from hand of me\nme discards c")).toContain("Discard up to one card of your choice.");
    // Another player's choice and their own action on it: the subject is named once.
    expect(textOf("target victim = choose player from others\nlet c = choose card from hand of victim by victim\nvictim discards c")).toContain("The chosen player discards a card of their choice.");
    expect(textOf("each p in players {\n  let c = choose 2 cards from hand of p by p\n  p discards c\n}", "de")).toContain("Jeder Spieler wirft 2 Karten seiner Wahl ab.");
    // A player choosing among the others of their own reads "another player", as yours does.
    expect(textOf("each p in players {\n  let pick = choose player from others of p by p\n  p draws 1\n}")).toContain("Every player chooses another player.");
    // One player chooses and another acts, or the action does not use what was chosen: two sentences.
    expect(textOf("target victim = choose player from others\nlet c = choose card from hand of victim by victim\nme takes c")).toContain("The chosen player chooses a card from their hand. Take the chosen card.");
    expect(textOf("let c = choose card from hand of me\nme draws 1")).toContain("Choose a card from your hand. Draw one card.");
  });

  test("what was chosen is named by where it came from only when the effect chooses cards more than once", () => {
    const once = "let c = choose card from hand of me\nme draws 1\nme discards c";
    expect(textOf(once)).toContain("Discard the chosen card.");
    const twice = "target victim = choose player from others\nlet mine = choose card from hand of me\nlet theirs = choose blind card from hand of victim\nme draws 1\nme takes theirs\nme gives mine to victim";
    expect(textOf(twice)).toContain("Take the card chosen from the hand of the chosen player.");
    expect(textOf(twice)).toContain("Give the card chosen from your hand to the chosen player.");
  });

  test("players picked by how many cards they hold read as a superlative, and a list left out as \"except\"", () => {
    const richest = "let r = first of highest(players, count of hand of it)\nr draws 1";
    // One player named by a superlative that may tie: the text says how the tie is broken, once, at its end.
    expect(textOf(richest)).toContain("The player with the most cards draws one card. On a tie, it is the first of them in play order after you.");
    expect(textOf(richest, "de")).toContain("Der Spieler mit den meisten Karten zieht eine Karte. Bei Gleichstand gilt der erste von ihnen in Spielrichtung nach dir.");
    // Only one can hold the most: no tie to break. Only their hand size is read: a tie changes nothing.
    const alone = "let heaviest = highest(players, count of hand of it)\nif count of heaviest = 1 {\n  let h = first of heaviest\n  h draws 1\n}";
    expect(textOf(alone)).toContain("If only one player holds the most cards: The player with the most cards draws one card.");
    expect(textOf(alone)).not.toContain("tie");
    expect(textOf("let most = count of hand of first of highest(players, count of hand of it)\nme draws most")).not.toContain("tie");
    // Cards ranked (the highest of a hand) tie without changing what is counted: no note.
    expect(textOf("let best = first of highest(hand of me, points of it)\nme discards best")).not.toContain("tie");
    expect(textOf("each p in lowest(players, count of hand of it) {\n  p draws 1\n}")).toContain("Each of the players with the fewest cards draws one card.");
    // Any other measure reads as a relative clause ("whose score is highest").
    expect(textOf("let r = first of highest(players, score of it)\nr draws 1")).toContain("The player with the highest score draws one card.");
    expect(textOf("let poorest = lowest(players, count of hand of it)\neach p in players where not (it in poorest) {\n  p draws 1\n}")).toContain("Every player except the players with the fewest cards draws one card.");
  });

  test("a condition about each card or player that names it first reads as a relative clause in English", () => {
    expect(textOf("let c = choose 2 cards from hand of me where not unpassable of it\nme discards c")).toContain("Choose 2 cards from your hand that may be handed over and discard them.");
    expect(textOf("target victim = choose player from others where not skipped of it\nskip victim")).toContain("Choose another player who has no skip waiting.");
    expect(textOf("each p in players {\n  p discards hand of p where number of it = none\n}")).toContain("Every player discards the special cards in their hand.");
    // A hand never holds an event: saying so is left out.
    expect(textOf("me discards hand of me where number of it = none and class of it != \"event\"")).toContain("Discard the special cards in your hand.");
    expect(textOf("me discards hand of me where number of it = none and not unpassable of it")).toContain("Discard the special cards in your hand that may be handed over.");
    // Left out by name: "except this card".
    expect(textOf("let c = choose card from events-this-round where id of it != id of this-card\ncarry-out c")).toContain("from the events of this round except this card");
    expect(textOf("each p in players where count of hand of it > 0 {\n  p draws 1\n}")).toContain("Every player whose hand holds a card draws one card.");
    expect(textOf("each p in players where count of hand of it > 0 {\n  p draws 1\n}", "de")).toContain("Jeder Spieler, der Karten hat, zieht eine Karte.");
    // A condition that names something else first keeps "where", and German keeps its own clause.
    expect(textOf("each p in players where count of hand of it > count of hand of me {\n  p draws 1\n}")).toContain("Every player who holds more cards than you draws one card.");
    expect(textOf("each p in players where score of me > score of it {\n  p draws 1\n}")).toContain("Every player where your score is more than their score draws one card.");
    expect(textOf("let c = choose 2 cards from hand of me where not unpassable of it\nme discards c", "de")).toContain("die weitergegeben werden dürfen");
  });

  test("two hand sizes compared say who holds more or fewer cards, and two players' hands swapped read as the players swapping", () => {
    expect(textOf("target victim = choose player from others where count of hand of it < count of hand of me\nvictim draws 1")).toContain("Choose another player who holds fewer cards than you.");
    expect(textOf("let r = first of highest(players, count of hand of it)\nif count of hand of r != count of hand of me {\n  swap hand of me with hand of r\n}")).toContain(
      "If the player with the most cards holds a different number of cards from you: You and the player with the most cards swap hands.",
    );
    // A check that two players differ only keeps one from swapping with themselves: not printed.
    const apart = "let a = first of highest(players, count of hand of it)\nlet b = first of lowest(players, count of hand of it)\nif a != b {\n  swap hand of a with hand of b\n}";
    expect(textOf(apart)).toContain("The player with the most cards and the player with the fewest cards swap hands.");
    expect(textOf("let pair = choose 2 players from players\nswap hand of first of pair with hand of last of pair")).toContain("Choose 2 players. The chosen players swap hands.");
    expect(textOf("target victim = choose player from others\nswap hand of me with hand of victim", "de")).toContain("Du und der gewählte Spieler tauscht eure Hände.");
  });

  test("whether a player can play a card reads as such, in every language", () => {
    const again = "if count of playable of me > 0 {\n  let c = choose card from playable of me\n  me plays c\n} else {\n  me draws 1\n}";
    expect(textOf(again)).toContain("If you can play a card: Choose a card from the cards you can play and play it. Otherwise: Draw one card.");
    expect(textOf(again, "de")).toContain("Wenn du eine Karte spielen kannst:");
    expect(textOf(again, "fr")).toContain("Si tu peux jouer une carte :");
    expect(textOf("if count of playable of me = 0 {\n  me draws 1\n}")).toContain("If you cannot play any card: Draw one card.");
    // Any other list counted keeps its words.
    expect(textOf("if count of hand of me > 0 {\n  me draws 1\n}")).toContain("If your hand holds a card: Draw one card.");
  });

  test("an action on each card that meets a condition reads as one action on those cards", () => {
    const loop = "each c in hand of me {\n  let n = number of c\n  if n = 7 {\n    me discards c\n  }\n}";
    expect(textOf(loop)).toContain("Discard the cards in your hand whose number is 7.");
    // A loop that does more than act on its card keeps its sentences.
    const draws = textOf("each c in hand of me {\n  if number of c = 7 {\n    me draws 1\n  }\n}");
    expect(draws).toMatch(/^Wish a colour\. If .*: Draw one card\.$/);
    expect(draws).not.toContain("whose number is 7");
  });

  test("durations, moments and points", () => {
    expect(textOf("forbid number of card = 7 until next-turn-starts")).toContain("Until your next turn, no card whose number is 7 may be played.");
    expect(textOf("when round-scores until round-end {\n  set round-score of me = round-score of me + 10\n}")).toContain("When this round is scored: You gain 10 points this round.");
    expect(textOf("set score of me = score of me - 10")).toContain("You lose 10 points.");
  });

  test("a wish, a window and a card that can never be played", () => {
    const base = baseProgram();
    const card = (id: string) => base.cards.find((c) => c.id === id)!;
    expect(rulesText(card("fantastic"), "en")).toBe("Wish a colour or a number.");
    expect(rulesText(card("fantastic"), "de")).toBe("Wünsche eine Farbe oder eine Zahl.");
    expect(rulesText(card("counterattack"), "en")).toContain("Toss it in when a special card picks you as its victim");
    // No card reads empty: a plain number card says how it is played.
    expect(rulesText(card("number"), "en")).toBe("Play it on a card of its colour or its number.");
  });

  test("the language's contractions are made (à le → au, a il → al)", () => {
    const give = "target victim = choose player from others\nlet present = choose card from hand of me\nme gives present to victim";
    expect(textOf(give, "fr")).toContain("au joueur choisi");
    expect(textOf(give, "it")).toContain("al giocatore scelto");
    expect(textOf(give, "es")).toContain("al jugador elegido");
    expect(textOf(give, "fr")).not.toContain("à le");
  });

  test("an element picked at random reads as a random card from a hand, a player or colour picked at random", () => {
    const steal = "target victim = choose player from others\nme takes random(hand of victim)";
    expect(textOf(steal)).toContain("Choose another player. Take a random card from the chosen player's hand.");
    expect(textOf(steal, "de")).toContain("Nimm eine zufällige Karte aus der Hand des gewählten Spielers.");
    expect(textOf(steal, "fr")).toContain("Prends une carte au hasard dans la main du joueur choisi.");
    expect(textOf(steal, "it")).toContain("Prendi una carta a caso dalla mano del giocatore scelto.");
    expect(textOf(steal, "es")).toContain("Toma una carta al azar de la mano del jugador elegido.");
    expect(textOf("me gives random(hand of me) to left of me")).toContain("Give a random card from your hand to the player on your left.");
    expect(textOf("me gives random(hand of me) to left of me", "de")).toContain("eine zufällige Karte aus deiner Hand");
    expect(textOf("let lucky = random(others)\nlucky draws 1")).toContain("A player picked at random from the other players draws one card.");
    expect(textOf("wish random(colours)")).toContain("Wish a colour picked at random from the four colours.");
    expect(textOf("me takes random(top(draw-pile, 3))")).toContain("Take a card picked at random from the top 3 cards of the draw pile.");
    for (const lang of ["en", "de", "fr", "it", "es"] as const) expect(textOf(steal, lang)).not.toMatch(/\[builtin-random\]/);
  });

  test("a waiting skip lifted, or made to wait, reads as the turn lost or not", () => {
    expect(textOf("target victim = choose player from others\nset skipped of victim = false")).toContain("Choose another player. The chosen player no longer loses a turn to a skip.");
    expect(textOf("set skipped of me = true")).toContain("You lose your next turn.");
    expect(textOf("set skipped of next of me = false", "de")).toContain("setzt doch nicht aus");
  });

  test("guards that only keep an effect safe are not printed", () => {
    const text = textOf("target victim = choose player from others\nif victim != none {\n  victim draws 1\n}");
    expect(text).toContain("Choose another player. The chosen player draws one card.");
    expect(text).not.toContain("none");
    expect(textOf("if not opening {\n  end round\n}")).toContain("The round ends.");
    expect(textOf("let pair = choose 2 players from players\nif count of pair = 2 {\n  me draws 1\n}")).toContain("Choose 2 players. Draw one card.");
  });

  test("a player chosen only to receive something is named inside the action", () => {
    const loop = "simultaneously {\n  each p in players {\n    each c in hand of p {\n      let r = choose player from others of p by p\n      p gives c to r\n    }\n  }\n}";
    expect(textOf(loop)).toContain("Every player gives each card in their hand to another player of their choice.");
    expect(textOf(loop, "de")).toContain("Jeder Spieler gibt einem anderen Spieler seiner Wahl jede Karte aus seiner Hand.");
    // The player who chose, named in a sentence about the chosen one.
    const back = "each p in players {\n  let g = choose player from without(players, p) by p\n  let two = choose 2 cards from hand of g by g\n  g gives two to p\n}";
    expect(textOf(back)).toContain("Every player chooses another player. The chosen player gives 2 cards of their choice to the player who chose them.");
  });

  test("a loop that branches for each player reads one player at a time, and flags and tallies have names", () => {
    const dare = "each p in players {\n  let yes = choose yes-no by p\n  if yes {\n    p draws 2\n  } else {\n    p discards hand of p\n  }\n}";
    expect(textOf(dare)).toContain("Every player in turn: If they want: They draw 2 cards. If they do not: They discard their hand.");
    const bomb = "let left = table(players, 3)\nlet gone = false\nwhen turn-starts until round-end {\n  if not gone {\n    set gone = true\n    set left[current] = left[current] - 1\n  }\n}";
    const text = textOf(bomb);
    expect(text).toContain("Every player starts with a tally of 3.");
    expect(text).toContain("If the marker is not set: Set the marker. Take 1 off the tally of the current player.");
  });

  test("a rule card says its rule in words, never a parameter's name", () => {
    const program = compileSets(resolveSetNames(["all"]).sets).value!;
    const names = Object.keys(RULE_PARAMETERS);
    for (const lang of ["en", "de", "fr", "it", "es"] as const) {
      for (const card of program.ruleCards) {
        const text = rulesText(card, lang);
        expect(text).not.toBe("");
        for (const name of names) expect(text).not.toContain(name);
      }
    }
    expect(rulesText(program.ruleCards.find((c) => c.id === "heavy-packs")!, "en")).toBe("This round, every player is dealt 9 cards.");
  });

  test("cards chosen from one's own hand, one's own turn, and a pair who each pick for the other", () => {
    expect(textOf("each p in players {\n  let c = choose 2 cards from hand of p by p\n  p discards c\n}")).toContain("Every player discards 2 cards of their choice.");
    expect(textOf("when turn-ends until next-turn-ends {\n  if current = me {\n    reverse direction\n  }\n}")).toContain("each time your turn ends: The direction of play reverses.");
    const pair = "let two = choose 2 players from players\nlet a = first of two\nlet b = last of two\nlet x = choose card from hand of a\nlet y = choose card from hand of b\nmove x to hand of b\nmove y to hand of a";
    expect(textOf(pair)).toContain("For each of the chosen players: Choose a card from their hand. Each chosen card goes to the hand of the other one.");
  });
});
