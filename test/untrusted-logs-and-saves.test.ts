/**
 * Game logs and saved games are files people send each other: every spoilt one must end in a coded
 * error at its place (FR9xxx at the log's line, FR7003-FR7006 for a saved game), never a stack trace,
 * an internal error, a hang, or a game that plays on with a card lost or doubled.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fuzzLogs, fuzzSaves } from "../bench/fuzz-saves.js";
import { cardHashes, changedCards } from "../games/game-log.js";
import { render } from "../language/messages.js";
import { runCaptured } from "../cli/main.js";
import type { IrProgram } from "../ir/ir.js";
import { compileSets } from "../compiler/compile.js";
import { availableSets } from "../compiler/sources.js";
import { RandomAgent } from "../runtime/agents.js";
import type { SavedCheckpoint } from "../runtime/checkpoint.js";
import { SavedGameError } from "../runtime/saved-game-check.js";
import { GameSession, type SavedGame } from "../runtime/session.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-untrusted-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A real game's log, as lines of text (the setup line first). */
let logLines: string[] = [];
beforeAll(async () => {
  const log = join(dir, "game.jsonl");
  const played = await runCaptured(["play", "--seed", "5", "--players", "3", "--log", log]);
  expect(played.code).toBe(0);
  logLines = readFileSync(log, "utf8").trimEnd().split("\n");
});

/** Replays `text` as a log: exit 1, one FR9xxx diagnostic at `line`, nothing on stderr, no internal error. */
async function refused(name: string, text: string | Buffer, code: string, line: number): Promise<string> {
  const r = await runCaptured(["replay", file(name, text)]);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(1);
  expect(r.stdout).not.toMatch(/internal error|\n\s+at /);
  expect(r.stdout).toMatch(new RegExp(`${name.replace(/\./g, "\\.")}:${line}:\\d+ - error ${code}: `));
  // A quoted piece of the file is cut short: no message line runs on.
  for (const l of r.stdout.split("\n")) expect(l.length).toBeLessThan(400);
  return r.stdout;
}

const withLine = (at: number, text: string): string => [...logLines.slice(0, at), text, ...logLines.slice(at + 1)].join("\n") + "\n";

describe("a spoilt game log is an FR9xxx error at its line", () => {
  test("the log as it was written replays", async () => {
    const r = await runCaptured(["replay", file("good.jsonl", logLines.join("\n") + "\n")]);
    expect(r.stdout).toMatch(/^replay matches/);
  });

  test("a byte-order mark is read past, as in card files", async () => {
    const r = await runCaptured(["replay", file("bom.jsonl", "\uFEFF" + logLines.join("\n") + "\n")]);
    expect(r.stdout).toMatch(/^replay matches/);
  });

  test("an empty file, and one of blank lines", async () => {
    expect(await refused("empty.jsonl", "", "FR9018", 1)).toMatch(/empty/);
    await refused("blank.jsonl", "\n\n  \n", "FR9018", 1);
  });

  test("a null line, a number, a list, a line without 't'", async () => {
    const why = ["(null)", "(number 42)", "(a list)", "(it has no 't' naming its kind)", '(string "decision")'];
    for (const [i, text] of ["null", "42", "[1,2]", '{"player":1}', '"decision"'].entries()) {
      expect(await refused(`not-entry-${i}.jsonl`, withLine(3, text), "FR9015", 4)).toContain(`this line is not a log entry ${why[i]!}: `);
    }
    await refused("null-setup.jsonl", withLine(0, "null"), "FR9003", 1);
  });

  test("an entry of an unknown kind, and one with a field of the wrong type or unknown", async () => {
    await refused("unknown-kind.jsonl", withLine(2, '{"t":"explode"}'), "FR9016", 3);
    const decision = logLines.findIndex((l) => l.startsWith('{"t":"decision"'));
    const d = JSON.parse(logLines[decision]!) as Record<string, unknown>;
    const why = ["has 'answer' that is not a list of whole numbers", "has 'answer' that is not a list of whole numbers", "has 'player' that is not a whole number", "has 'options' that is not a list of whole numbers", "has a field 'extra' it never has", "has no 'player'"];
    for (const [i, spoilt] of [{ ...d, answer: "0" }, { ...d, answer: [null] }, { ...d, player: "1" }, { ...d, options: { a: 1 } }, { ...d, extra: 1 }, { t: "decision" }].entries()) {
      const out = await refused(`bad-field-${i}.jsonl`, withLine(decision, JSON.stringify(spoilt)), "FR9017", decision + 1);
      expect(out).toContain(`this 'decision' entry ${why[i]!}: `);
    }
  });

  test("a deeply nested line is refused before it is parsed", async () => {
    await refused("deep.jsonl", withLine(2, '{"t":"note","text":' + "[".repeat(5_000) + "]".repeat(5_000) + "}"), "FR9014", 3);
    await refused("deep-setup.jsonl", withLine(0, '{"t":"setup","x":' + "{\"a\":".repeat(50_000) + "1" + "}".repeat(50_001)), "FR9014", 1);
  });

  test("a very long line is refused, and never echoed whole", async () => {
    const out = await refused("long.jsonl", withLine(2, '{"t":"note","text":"' + "x".repeat(400_000) + '"}'), "FR9013", 3);
    expect(out.length).toBeLessThan(2_000);
    // A long line that is not JSON either: the message quotes at most a short piece of it.
    const junk = await refused("long-junk.jsonl", withLine(2, "{" + "é".repeat(200_000)), "FR9013", 3);
    expect(junk.length).toBeLessThan(2_000);
  });

  test("a log too large to read is refused before it is read whole, and not echoed", async () => {
    // Refused as a file (FR9001) or at its long line (FR9013), whichever bound the file meets first.
    const r = await runCaptured(["replay", file("huge.jsonl", withLine(2, '{"t":"note","text":"' + "z".repeat(3 * 1024 * 1024) + '"}'))]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/huge\.jsonl:\d+:\d+ - error FR90(01|13): /);
    expect(r.stdout).not.toMatch(/split it into several files/);
    expect(r.stdout.length + r.stderr.length).toBeLessThan(1_000);
  });

  test("a line of binary junk, and bytes that are not UTF-8, are errors at their line", async () => {
    await refused("junk.jsonl", withLine(2, "\u0001\u0002garbage\u0000"), "FR9002", 3);
    const bytes = Buffer.concat([Buffer.from(logLines.slice(0, 2).join("\n") + "\n"), Buffer.from([0xff, 0xfe, 0x00, 0x81]), Buffer.from("\n")]);
    expect(await refused("not-utf8.jsonl", bytes, "FR9001", 3)).toContain("cannot read the log: this byte is not UTF-8 text");
  });

  test("a last line cut short says the log was cut off", async () => {
    const text = logLines.join("\n");
    const out = await refused("cut.jsonl", text.slice(0, text.length - 7), "FR9019", logLines.length);
    expect(out).toMatch(/cut off/);
  });

  test("a setup line with fields of the wrong type", async () => {
    const setup = JSON.parse(logLines[0]!) as Record<string, unknown>;
    const why = [
      "edition is not the name of an edition",
      "edition is not the name of an edition",
      "houseRules .effect is not a compiled effect)",
      "the house rules are not valid: ",
      "houseRules .file is not a path)",
      "houseRules .pointLimit is not a positive whole number)",
      "cardHashes is not a map of card ids to hashes)",
      "seed is not a whole number)",
      "the house rules are not valid: their effect is not a compiled effect (the program nests deeper than",
    ];
    for (const [i, spoilt] of [
      { ...setup, edition: 2015 },
      { ...setup, edition: ["2015"] },
      { ...setup, houseRules: { file: "x", patch: {}, effect: "draw 2" } },
      { ...setup, houseRules: { file: "x", patch: { "hand-size": "seven" } } },
      { ...setup, houseRules: { file: 3, patch: {} } },
      { ...setup, houseRules: { file: "x", patch: {}, pointLimit: "many" } },
      { ...setup, cardHashes: null },
      { ...setup, seed: "7" },
      // An effect that is no compiled effect, nested deep: refused before anything walks it.
      { ...setup, houseRules: { file: "x", patch: {}, effect: JSON.parse("{\"a\":".repeat(900) + "{}" + "}".repeat(900)) as unknown } },
    ].entries()) {
      const out = await refused(`bad-setup-${i}.jsonl`, withLine(0, JSON.stringify(spoilt)), "FR9003", 1);
      expect(out).toContain(`the first line must be the game's setup (${why[i]!}`);
    }
  });

  test("a replay that differs quotes the lines cut short", async () => {
    const i = logLines.findIndex((l) => l.startsWith('{"t":"round"'));
    const out = await refused("differs.jsonl", withLine(i, JSON.stringify({ t: "note", text: "y".repeat(5_000) })), "FR9005", i + 1);
    expect(out).not.toContain("y".repeat(200));
  });

  test("a card whose id every object has ('constructor') is not taken to be in a log's fingerprints", () => {
    const program = { cards: [{ id: "constructor", set: "house" }], events: [], powers: [], ruleCards: [] } as unknown as IrProgram;
    expect(render(changedCards({}, program)!)).toBe("'constructor' (set house) is new");
    expect(changedCards(cardHashes(program), program)).toBeUndefined();
  });

  test("the cards that changed since a game was logged are listed, five at most", () => {
    const ids = ["a", "b", "c", "d", "e", "f", "g"];
    const program = { cards: ids.map((id) => ({ id, set: "house" })), events: [], powers: [], ruleCards: [] } as unknown as IrProgram;
    const logged = { ...cardHashes(program), a: "0", gone: "1" };
    expect(render(changedCards(logged, program)!)).toBe("'a' (set house) changed, 'gone' is missing");
    expect(render(changedCards({}, program)!)).toBe("'a' (set house) is new, 'b' (set house) is new, 'c' (set house) is new, 'd' (set house) is new, 'e' (set house) is new and 2 more");
  });

  test("play --resume refuses the same logs the same way", async () => {
    const r = await runCaptured(["play", "--resume", file("resume-null.jsonl", withLine(2, "null"))]);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/resume-null\.jsonl:3:\d+ - error FR9015/);
    const h = await runCaptured(["play", "--resume", file("resume-house.jsonl", withLine(0, JSON.stringify({ ...(JSON.parse(logLines[0]!) as object), houseRules: { file: "x", patch: {}, effect: "draw 2" } })))]);
    expect(h.code).toBe(1);
    expect(h.stdout + h.stderr).toMatch(/resume-house\.jsonl:1:\d+ - error FR9003/);
    expect(h.stdout + h.stderr).not.toMatch(/internal error|\n\s+at /);
  });
});

describe("a spoilt saved game is refused with FR7003-FR7006 and never plays on", () => {
  // Every set: rule cards, power cards and lasting effects all get into the saves.
  const program = compileSets(availableSets()).value!;
  const players = 4;
  const seed = 21;

  /** A real game's saves, as JSON text, at every decision until `enough` of them meet `want`. */
  function savesWhere(want: (s: SavedGame) => boolean, enough = 1): string[] {
    const session = new GameSession(program, { players, seed });
    const agent = new RandomAgent(seed);
    const found: string[] = [];
    while (session.pending() && found.length < enough) {
      const saved = session.save();
      if (saved.checkpoint && want(saved)) found.push(JSON.stringify(saved));
      session.answer(agent.choose(session.pending()!));
    }
    expect(found.length).toBe(enough);
    return found;
  }

  type Edit = (s: SavedGame & { checkpoint: SavedCheckpoint }) => void;
  const plain = savesWhere((s) => s.answers.length > 0 && s.checkpoint!.progress.phase !== "deal")[0]!;

  /** The error loading `plain` edited by `edit` throws. */
  function loadError(edit: Edit, from = plain): SavedGameError {
    const saved = JSON.parse(from) as SavedGame & { checkpoint: SavedCheckpoint };
    edit(saved);
    try {
      new GameSession(program, { players, seed }, saved);
    } catch (e) {
      expect(e).toBeInstanceOf(SavedGameError);
      return e as SavedGameError;
    }
    throw new Error("the spoilt save loaded");
  }

  test("a save as written loads and plays on", () => {
    const session = new GameSession(program, { players, seed }, JSON.parse(plain) as SavedGame);
    expect(session.pending()).toBeDefined();
    // Saved before seats could change: everyone sits in seat order.
    const old = JSON.parse(plain) as SavedGame & { checkpoint: SavedCheckpoint };
    delete (old.checkpoint.state as Partial<typeof old.checkpoint.state>).seating;
    // And before sides could change: the sides are the rules'.
    delete (old.checkpoint.state as Partial<typeof old.checkpoint.state>).sideOf;
    expect(new GameSession(program, { players, seed }, old).pending()).toBeDefined();
    // Saved before players had table cards: two zones a player, and the table cards come in empty.
    const older = JSON.parse(plain) as SavedGame & { checkpoint: SavedCheckpoint };
    const state = older.checkpoint.state;
    expect(state.zonesPerPlayer).toBe(4);
    delete state.zonesPerPlayer;
    state.zones.splice(9 + 2 * players, 2 * players);
    const loaded = new GameSession(program, { players, seed }, older);
    expect(loaded.pending()).toBeDefined();
    expect(loaded.engine.state.zones.length).toBe(9 + 4 * players);
    // Such a save holding a table pile cannot say which of its zones an effect's pile is.
    state.zones.push([]);
    expect(() => new GameSession(program, { players, seed }, older)).toThrow(/saved by an earlier version, before players had table cards, while an effect had laid out piles on the table \(1\)/);
  });

  test("a card doubled, lost, or moved out of the deck is FR7005", () => {
    const hand = (s: SavedGame & { checkpoint: SavedCheckpoint }): number[] => s.checkpoint.state.zones[9]!;
    expect(loadError((s) => hand(s).push(hand(s)[0]!)).code).toBe("FR7005");
    expect(loadError((s) => void hand(s).pop()).message).toMatch(/^the saved game's cards do not add up: card \d+ \(.+\) is nowhere/);
    expect(loadError((s) => void s.checkpoint.state.incoming[0]!.push(hand(s)[0]!)).code).toBe("FR7005");
  });

  test("a field of the wrong type or out of range is FR7003 at its place", () => {
    const cases: Array<[Edit, RegExp]> = [
      [(s) => void (s.checkpoint.rng[1] = "x" as unknown as number), /at checkpoint\.rng\[1\]/],
      [(s) => void (s.checkpoint.rng = [1, 2, 3] as unknown as [number, number, number, number]), /at checkpoint\.rng: it has 3 entries/],
      [(s) => void (s.checkpoint.state.zones[0] = "cards" as unknown as number[]), /at checkpoint\.state\.zones\[0\]: it is not a list/],
      [(s) => void (s.checkpoint.state.zones[0]![0] = 100_000), /at checkpoint\.state\.zones\[0\]\[0\]: it is not a whole number from 0/],
      [(s) => void (s.checkpoint.state.scalars.current = players), /at checkpoint\.state\.scalars\.current/],
      [(s) => void (s.checkpoint.state.faceUp = s.checkpoint.state.faceUp.slice(1)), /at checkpoint\.state\.faceUp: it has/],
      [(s) => void (s.checkpoint.state.scores[0] = 1.5), /at checkpoint\.state\.scores\[0\]/],
      [(s) => void (s.checkpoint.progress.phase = "bidding" as "deal"), /at checkpoint\.progress\.phase/],
      [(s) => void (s.checkpoint.depth = 2 ** 32), /at checkpoint\.depth/],
      [(s) => void ((s.checkpoint as unknown as Record<string, unknown>)["__proto__x"] = 1), /'__proto__x' is not a field of it/],
      [(s) => void (s.checkpoint.pileMemory.beneath = []), /at checkpoint\.pileMemory\.beneath/],
      [(s) => void (s.answers[0] = [9999]), /at answers\[0\]: it is not a legal answer to the '.+' decision/],
      [(s) => void (s.answers = "all" as unknown as number[][]), /at answers: it is not a list/],
      [(s) => void (s.checkpoint.state.scalars.direction = 0), /at checkpoint\.state\.scalars\.direction/],
      [(s) => void (s.checkpoint.state.seating = [0, 0, 1, 2]), /at checkpoint\.state\.seating: it must name each of the 4 players once/],
      [(s) => void (s.checkpoint.state.seating = [0, 1, 2]), /at checkpoint\.state\.seating: it must name each of the 4 players once/],
      [(s) => void (s.checkpoint.state.sideOf = [0, 1, 0]), /at checkpoint\.state\.sideOf: it must give each of the 4 players their side/],
      [(s) => void (s.checkpoint.state.sideOf = [0, 1, 0, 4]), /at checkpoint\.state\.sideOf\[3\]: it is not a whole number from 0/],
    ];
    for (const [edit, expected] of cases) {
      const e = loadError(edit);
      expect(e.code).toBe("FR7003");
      expect(e.message).toMatch(expected);
      // The place, then what is wrong as a phrase of the message table: no English in the arguments.
      expect(e.args).toEqual([expect.not.stringMatching(/ /), expect.objectContaining({ code: expect.stringMatching(/^saved-/) })]);
    }
    expect(loadError((s) => void (s.checkpoint.rng = [1, 2, 3] as unknown as [number, number, number, number])).args).toEqual(["checkpoint.rng", { code: "saved-wrong-length", args: [3, 4] }]);
  });

  test("rules in force that its rule cards do not make are FR7003", () => {
    const e = loadError((s) => void ((s.checkpoint.rules as unknown as Record<string, unknown>)["cardsPerTurn"] = 10));
    expect(e.message).toMatch(/at checkpoint\.rules: they are not the rules its rule cards in force make/);
  });

  test("a lasting effect this program does not have, or of another kind, is FR7006", () => {
    const [withLasting] = savesWhere((s) => s.checkpoint!.lasting.listeners.length + s.checkpoint!.lasting.restrictions.length > 0);
    const lasting = (s: SavedGame & { checkpoint: SavedCheckpoint }) => s.checkpoint.lasting;
    const e = loadError((s) => [...lasting(s).listeners, ...lasting(s).restrictions].forEach((l) => (l.code = 100_000)), withLasting);
    expect(e.code).toBe("FR7006");
    expect(e.message).toMatch(/names lasting effect 100000, which this program does not have/);
    const moved = loadError((s) => {
      const l = lasting(s);
      if (l.listeners.length > 0) l.restrictions.push(l.listeners.pop()! as never);
      else l.listeners.push({ ...l.restrictions.pop()!, trigger: "turn-starts" });
    }, withLasting);
    expect(moved.code).toBe("FR7006");
  });

  test("a save whose log counts are not those of its game is FR7003 (a resumed log would miss or repeat entries)", () => {
    const logging = new GameSession(program, { players, seed, log: () => undefined });
    const agent = new RandomAgent(seed);
    for (let k = 0; k < 40; k++) logging.answer(agent.choose(logging.pending()!));
    const json = JSON.stringify(logging.save());
    expect(() => new GameSession(program, { players, seed, log: () => undefined }, JSON.parse(json) as SavedGame)).not.toThrow();
    for (const edit of [(s: SavedGame) => (s.logged += 3), (s: SavedGame) => (s.logged -= 1)]) {
      const saved = JSON.parse(json) as SavedGame;
      // Entries were logged since the checkpoint, so one less is still a count the save's shape allows.
      expect(saved.logged).toBeGreaterThan(saved.loggedAtCheckpoint);
      edit(saved);
      expect(() => new GameSession(program, { players, seed, log: () => undefined }, saved)).toThrow(/^the saved game is not valid at logged: the game logs \d+ entries up to where it was saved/);
    }
  });

  test("a save of another game, or of another format, is FR7004", () => {
    const saved = JSON.parse(plain) as SavedGame;
    expect(() => new GameSession(program, { players: 3, seed }, saved)).toThrow(SavedGameError);
    const e = loadError((s) => void ((s as { format: number }).format = 2));
    expect(e.code).toBe("FR7004");
    // Values nested without end are named, never walked (printing one overflowed the stack).
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(loadError((s) => void ((s as { format: unknown }).format = deep)).message).toMatch(/of format a list/);
    expect(loadError((s) => void ((s as { seed: unknown }).seed = deep)).code).toBe("FR7004");
  });

  test("a save that is not an object at all", () => {
    for (const junk of [null, 7, "save", [], { format: 1 }]) {
      expect(() => new GameSession(program, { players, seed }, junk as unknown as SavedGame)).toThrow(SavedGameError);
    }
  });

  test("fuzz: 300 spoilt saves and 300 spoilt logs of real games end in a coded refusal or play on with every card in one place", async () => {
    expect(fuzzSaves(program, { seed: 3, cases: 300 })).toEqual([]);
    expect(await fuzzLogs({ seed: 4, cases: 300, dir })).toEqual([]);
  }, 120_000);
});
