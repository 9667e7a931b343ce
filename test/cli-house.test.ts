/** `frantic play|simulate --with` (house cards) and `--rules` (house-rules files). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { applyHouseRules, loadHouseRules } from "../games/house-rules.js";
import { GameSession, viewFor } from "../runtime/session.js";
import { makeAgents } from "../sim/seats.js";
import { Engine } from "../runtime/engine.js";
import { NO_CARD } from "../runtime/decision.js";
import { DRAW } from "../runtime/state.js";
import type { IrProgram } from "../ir/ir.js";
import type { LogEntry } from "../runtime/log.js";
import { baseProgram } from "./support/base-program.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { PICKPOCKET } from "./support/pickpocket.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-house-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const HOUSE = `kind: house-rules
name: Big hands
hand-size: { deal: 9 }
point-limit-value: 200
`;

describe("--with", () => {
  test("is an alias of --cards on play, and both may be combined", async () => {
    const card = file("pickpocket.yaml", PICKPOCKET);
    const viaCards = await runCaptured(["play", "--cards", card, "--seed", "3", "--json"]);
    const viaWith = await runCaptured(["play", "--with", card, "--seed", "3", "--json"]);
    const without = await runCaptured(["play", "--seed", "3", "--json"]);
    expect(viaWith.stderr).toBe("");
    expect(viaWith.code).toBe(0);
    expect(viaWith.stdout).toBe(viaCards.stdout);
    expect(viaWith.stdout).not.toBe(without.stdout);
    const log = join(dir, "with.jsonl");
    expect((await runCaptured(["play", "--with", card, "--seed", "3", "--log", log])).code).toBe(0);
    expect(JSON.parse(readFileSync(log, "utf8").split("\n")[0]!).cards).toEqual([card]);
    expect(readFileSync(log, "utf8")).toMatch(/Pickpocket/);
    expect((await runCaptured(["replay", log])).code).toBe(0);
  });

  test("works on simulate", async () => {
    const card = file("pickpocket2.yaml", PICKPOCKET);
    const r = await runCaptured(["simulate", "--with", card, "--games", "5", "--seed", "1"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\+ .*pickpocket2\.yaml/);
  });
});

describe("--rules", () => {
  test("a 9-card deal takes effect", async () => {
    const path = file("house.yaml", HOUSE);
    const { value, diagnostics } = await loadHouseRules(path);
    expect(diagnostics).toEqual([]);
    expect(value?.patch).toEqual({ "hand-size": { deal: 9 } });
    expect(value?.pointLimit).toBe(200);
    // Seed 5's opening card is a number card, so no effect has moved cards before the first decision.
    for (const [program, size] of [[baseProgram(), 7], [applyHouseRules(baseProgram(), value), 9]] as const) {
      const log: LogEntry[] = [];
      const session = new GameSession(program, { players: 4, seed: 5, log: (e) => void log.push(e) });
      const opening = log.find((e) => e.t === "opening");
      expect(opening && "label" in opening ? opening.label : "").toMatch(/^\w+ \d$/);
      expect([0, 1, 2, 3].map((p) => session.engine.state.hand(p).length)).toEqual([size, size, size, size]);
    }
  });

  test("play uses the point limit, records the rules in the log, and replay reproduces the game", async () => {
    const path = file("house2.yaml", HOUSE);
    const r = await runCaptured(["play", "--rules", path, "--seed", "3", "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { pointLimit: number; houseRules: { name: string }; scores: number[] };
    expect(json.pointLimit).toBe(200);
    expect(json.houseRules.name).toBe("Big hands");
    expect(Math.max(...json.scores)).toBeGreaterThan(200);
    // --point-limit still wins over the file's point-limit-value.
    const short = JSON.parse((await runCaptured(["play", "--rules", path, "--seed", "3", "--point-limit", "60", "--json"])).stdout) as { pointLimit: number };
    expect(short.pointLimit).toBe(60);

    const log = join(dir, "rules.jsonl");
    const played = await runCaptured(["play", "--rules", path, "--seed", "3", "--log", log]);
    expect(played.code).toBe(0);
    expect(played.stdout).toMatch(/point limit 200, house rules Big hands/);
    const setup = JSON.parse(readFileSync(log, "utf8").split("\n")[0]!) as { pointLimit: number; houseRules: { patch: unknown } };
    expect(setup.pointLimit).toBe(200);
    expect(setup.houseRules.patch).toEqual({ "hand-size": { deal: 9 } });
    const replayed = await runCaptured(["replay", log]);
    expect(replayed.stderr).toBe("");
    expect(replayed.code).toBe(0);
    // Without the house rules the same seed plays differently: the replay must have applied them.
    const lines = readFileSync(log, "utf8").split("\n");
    const stripped = JSON.parse(lines[0]!) as Record<string, unknown>;
    delete stripped.houseRules;
    const other = join(dir, "stripped.jsonl");
    writeFileSync(other, [JSON.stringify(stripped), ...lines.slice(1)].join("\n"));
    expect((await runCaptured(["replay", other])).code).toBe(1);
  });

  test("a point-limit length and simulate", async () => {
    const path = file("short.yaml", "kind: house-rules\npoint-limit: { length: short, game-ends-when: reaches }\n");
    const r = await runCaptured(["simulate", "--rules", path, "--games", "4", "--seed", "1", "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const played = JSON.parse((await runCaptured(["play", "--rules", path, "--seed", "1", "--json"])).stdout) as { pointLimit: number };
    const plain = JSON.parse((await runCaptured(["play", "--seed", "1", "--json"])).stdout) as { pointLimit: number };
    expect(played.pointLimit).toBeLessThan(plain.pointLimit);
  });

  test("the example in docs/cards.md is a valid house-rules file", async () => {
    const doc = readFileSync(join(import.meta.dirname, "..", "docs", "cards.md"), "utf8");
    const block = /```yaml house-rules\n(# yaml-language-server[^\n]*\nkind: house-rules\n[\s\S]*?)```/.exec(doc);
    expect(block).not.toBeNull();
    const { value, diagnostics } = await loadHouseRules(file("docs-example.yaml", block![1]!));
    expect(diagnostics).toEqual([]);
    expect(value).toMatchObject({ name: "Big hands", patch: { "hand-size": { deal: 9 } }, pointLimit: 200 });
  });

  test("a bad file gives positioned diagnostics and exit 1", async () => {
    const path = file("bad.yaml", "kind: house-rule\nhand-size: { deal: nine, max: 3 }\npoint-limt: 100\nevent-discards: under\n");
    for (const cmd of ["play", "simulate"]) {
      const r = await runCaptured([cmd, "--rules", path, "--seed", "1"]);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain(`${path}:1:7 - error FR2007: unknown kind 'house-rule': a house-rules file has 'kind: house-rules' (did you mean 'house-rules'?)`);
      expect(r.stdout).toContain(`${path}:2:20 - error FR2003: 'hand-size.deal' must be a whole number`);
      expect(r.stdout).toContain(`${path}:2:26 - error FR2002: unknown field 'hand-size.max'`);
      expect(r.stdout).toContain(`${path}:3:1 - error FR2002: unknown field 'point-limt' (did you mean 'point-limit'?)`);
      expect(r.stdout).toContain(`${path}:4:17 - error FR2004: 'event-discards' must be one of under-top, out-of-game`);
      expect(r.stderr).toMatch(/^error FR0057: the house rules in .* have 5 error\(s\), reported at their lines/m);
    }
    // With --json the diagnostics go to stderr as text and to stdout as JSON.
    const j = await runCaptured(["play", "--rules", path, "--json"]);
    expect(j.code).toBe(1);
    expect((JSON.parse(j.stdout) as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code)).toContain("FR2004");
    expect(j.stderr).toContain("error FR2004");
    // A missing file and a YAML syntax error are positioned too.
    const missing = await runCaptured(["play", "--rules", join(dir, "nope.yaml")]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/nope\.yaml:1:1 - error FR1001/);
    const syntax = await runCaptured(["play", "--rules", file("syntax.yaml", "kind: house-rules\nhand-size: { deal: 9\n")]);
    expect(syntax.code).toBe(1);
    expect(syntax.stdout).toMatch(/syntax\.yaml:\d+:\d+ - error FR1002/);
  });
});

describe("frantic check on house-rules files", () => {
  test("a good file checks clean alone and with the sets; mistakes are positioned, and the rules' limits apply with the sets", async () => {
    const good = file("check-good.yaml", HOUSE);
    expect((await runCaptured(["check", good])).stdout).toBe("checked 1 file: 0 errors, 0 warnings\n");
    expect((await runCaptured(["check", good, "--sets", "base"])).code).toBe(0);
    const typo = file("check-typo.yaml", "kind: house-rules\npoint-limit-valu: 300\n");
    const r = await runCaptured(["check", typo]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("check-typo.yaml:2:1 - error FR2002: unknown field 'point-limit-valu' (did you mean 'point-limit-value'?)");
    const small = file("check-small.yaml", "kind: house-rules\nhand-size: { deal: 1 }\n");
    expect((await runCaptured(["check", small])).code).toBe(0);
    const withRules = await runCaptured(["check", small, "--sets", "base"]);
    expect(withRules.code).toBe(1);
    expect(withRules.stdout).toMatch(/check-small\.yaml:2:20 - error FR6010: 'hand-size\.deal' is 1, but the rules allow at least 4/);
  });
});

describe("frantic test --with", () => {
  test("plays every scenario with the house cards in the game: a house card with an official id replaces it", async () => {
    const scenarios = join(dir, "skip.test.yaml");
    writeFileSync(scenarios, readFileSync(join(CARDS_DIR, "base", "tests", "skip.test.yaml"), "utf8"));
    const ours = file("our-skip.yaml", "kind: special\nid: skip\nname: { en: Our Skip }\nclass: coloured-special\ncolours: [blue, red, green, yellow]\ncopies: 1\npoints: 7\neffect: me draws 1\n");
    const plain = JSON.parse((await runCaptured(["test", scenarios, "--json"])).stdout) as { passed: number; failed: number };
    expect(plain.failed).toBe(0);
    const withOurs = await runCaptured(["test", scenarios, "--with", ours, "--json"]);
    expect(withOurs.code).toBe(1);
    expect((JSON.parse(withOurs.stdout) as { failed: number }).failed).toBeGreaterThan(0);
    const absent = await runCaptured(["test", scenarios, "--with", join(dir, "nope.yaml")]);
    expect(absent.code).toBe(1);
    expect(absent.stderr).toMatch(/^error FR0026: --cards\/--with: .*nope\.yaml does not exist/);
  });
});

describe("frantic test --with on the built-in scenarios", () => {
  test("a new card of one's own does not break them (it stays out of their decks); one with an official id still replaces it there", async () => {
    const house = join(dir, "new-card-house");
    expect((await runCaptured(["new", "card", "pickpocket", "--kind", "special", "-o", house])).code).toBe(0);
    const withNew = await runCaptured(["test", join(CARDS_DIR, "base", "tests"), "--with", house, "--json"]);
    expect((JSON.parse(withNew.stdout) as { failed: number }).failed).toBe(0);
    expect(withNew.code).toBe(0);
    const ourSkip = file("our-official-skip.yaml", "kind: special\nid: skip\nname: { en: Our Skip }\nclass: coloured-special\ncolours: [blue, red, green, yellow]\ncopies: 1\npoints: 7\neffect: me draws 1\n");
    const replaced = await runCaptured(["test", join(CARDS_DIR, "base", "tests", "skip.test.yaml"), "--with", ourSkip, "--json"]);
    expect((JSON.parse(replaced.stdout) as { failed: number }).failed).toBeGreaterThan(0);
  });
});

describe("--rule-deck with rule cards of one's own", () => {
  test("a folder of rule cards is turned up round by round, recorded so a replay agrees; a wrong name is a usage error", async () => {
    const deck = join(dir, "our-rules");
    mkdirSync(deck);
    writeFileSync(join(deck, "tiny-hands.yaml"), 'kind: rule\nid: tiny-hands\nname: { en: Tiny Hands }\ntext: { en: "Five cards this round." }\nrules:\n  hand-size: { deal: 5 }\n');
    const log = join(dir, "our-rules.jsonl");
    const played = await runCaptured(["play", "--rule-deck", deck, "--seed", "2", "--log", log]);
    expect(played.code).toBe(0);
    const lines = readFileSync(log, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { t: string; label?: string });
    const rounds = lines.filter((l) => l.t === "round").length;
    expect(lines.filter((l) => l.t === "rule" && l.label === "Tiny Hands")).toHaveLength(rounds);
    expect((await runCaptured(["replay", log])).stdout).toMatch(/^replay matches/);
    const wrong = await runCaptured(["play", "--rule-deck", "rules-dek"]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("'rules-dek' is neither a set");
  });
});

describe("house rules with lasting effects", () => {
  test("an effect in a house-rules file holds every round of the game, is checked where it is written, and a replay plays it again", async () => {
    const noSevens = file("no-sevens.yaml", "kind: house-rules\nname: No Sevens\neffect: |\n  forbid number of card = 7\n");
    const typo = file("no-sevens-typo.yaml", "kind: house-rules\neffect: |\n  forbid numbr of card = 7\n");
    const checked = await runCaptured(["check", typo]);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/no-sevens-typo\.yaml:3:10 - error FR4008: unknown property 'numbr' of a card \(did you mean 'number'\?\)/);
    const sevensPlayed = async (extra: string[]): Promise<number> => {
      const log = join(dir, `sevens-${extra.length}.jsonl`);
      expect((await runCaptured(["play", "--seed", "3", "--log", log, ...extra])).code).toBe(0);
      const lines = readFileSync(log, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { t: string; label?: string });
      expect((await runCaptured(["replay", log])).stdout).toMatch(/^replay matches/);
      return lines.filter((l) => l.t === "play" && / 7$/.test(l.label ?? "")).length;
    };
    expect(await sevensPlayed([])).toBeGreaterThan(0);
    expect(await sevensPlayed(["--rules", noSevens])).toBe(0);
  });
});

describe("draw-with-playable: false (force play)", () => {
  test("whoever can play must play: a turn with a card that fits offers no draw; one without still draws", async () => {
    const forced = await loadHouseRules(file("force-play.yaml", "kind: house-rules\ndraw-with-playable: false\n"));
    const program = applyHouseRules(baseProgram(), forced.value);
    let withCards = 0;
    let drawOnly = 0;
    for (const [rules, seed] of [[program, 5], [baseProgram(), 5]] as const) {
      const session = new GameSession(rules, { players: 3, seed });
      const bots = makeAgents(["random", "random", "random"], seed);
      for (let d = session.pending(); d; d = session.pending()) {
        if (d.kind === "turn") {
          const cards = d.options.filter((o) => o >= 0).length;
          const draw = d.options.includes(-1);
          if (rules === program) {
            expect(draw).toBe(cards === 0);
            if (cards > 0) withCards++;
            else drawOnly++;
          } else expect(draw).toBe(true);
        }
        session.answer(bots[d.player]!.choose(d, session.viewOf(d.player)));
      }
    }
    expect(withCards).toBeGreaterThan(10);
    expect(drawOnly).toBeGreaterThan(0);
  });
});

describe("when plays", () => {
  test("a house rule hears every card played, with who played it and what it is", async () => {
    const sevens = file("sevens-draw.yaml", "kind: house-rules\nname: Lucky sevens\neffect: |\n  when plays {\n    if number of played = 7 {\n      who draws 1\n    }\n  }\n");
    const log = join(dir, "sevens-draw.jsonl");
    expect((await runCaptured(["play", "--seed", "4", "--rules", sevens, "--log", log])).code).toBe(0);
    const lines = readFileSync(log, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { t: string; label?: string; player?: number; n?: number });
    const sevensPlayed = lines.flatMap((l, i) => (l.t === "play" && /^(blue|red|green|yellow|black) 7$/.test(l.label ?? "") ? [i] : []));
    expect(sevensPlayed.length).toBeGreaterThan(0);
    // Right after each seven lies on the pile, its player draws one card.
    for (const i of sevensPlayed) expect(lines[i + 1]).toMatchObject({ t: "draw", player: lines[i]!.player, n: 1 });
    expect((await runCaptured(["replay", log])).stdout).toMatch(/^replay matches/);
  });
});

describe("when draws: the turn's own draw and the cards drawn", () => {
  test("draw until you can play: whoever draws instead of playing keeps drawing until a card fits (or the pile is empty)", async () => {
    const rule = await loadHouseRules(file("draw-until.yaml", "kind: house-rules\neffect: |\n  when draws {\n    while turn-draw and count of playable of drawer = 0 and count of draw-pile > 0 {\n      drawer draws 1\n    }\n  }\n"));
    /** Turns in which a player drew instead of playing and then had no card to play, the pile not empty. */
    const drewInVain = (program: IrProgram): { inVain: number; draws: number } => {
      let inVain = 0;
      let draws = 0;
      for (const seed of [1, 2, 3, 4]) {
        const engine = new Engine(program, { players: 4, seed });
        const bots = makeAgents(["random", "random", "random", "random"], seed);
        let drew: { turn: number; round: number } | undefined;
        engine.ask = (d) => {
          const s = engine.state;
          if (drew && s.round === drew.round && s.turn !== drew.turn && s.zones[DRAW]!.length > 0) inVain++;
          drew = undefined;
          const a = bots[d.player]!.choose(d, viewFor(engine, d.player));
          if (d.kind === "turn" && d.options[a[0]!] === NO_CARD) {
            draws++;
            drew = { turn: s.turn, round: s.round };
          }
          return a;
        };
        engine.playGame(seed);
      }
      return { inVain, draws };
    };
    const plain = drewInVain(baseProgram());
    const ruled = drewInVain(applyHouseRules(baseProgram(), rule.value));
    expect(plain.inVain).toBeGreaterThan(10);
    expect(ruled.draws).toBeGreaterThan(20);
    expect(ruled.inVain).toBe(0);
  });
});

describe("when round-starts", () => {
  test("a house rule hears each deal before the opening card: everyone draws one more card each round", async () => {
    const extra = file("one-more.yaml", "kind: house-rules\nname: One more\neffect: |\n  when round-starts {\n    each p in players {\n      p draws 1\n    }\n  }\n");
    const log = join(dir, "one-more.jsonl");
    expect((await runCaptured(["play", "--seed", "6", "--players", "3", "--rules", extra, "--log", log])).code).toBe(0);
    const lines = readFileSync(log, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { t: string; player?: number; n?: number });
    const rounds = lines.flatMap((l, i) => (l.t === "round" ? [i] : []));
    expect(rounds.length).toBeGreaterThan(1);
    for (const i of rounds) {
      expect(lines.slice(i + 1, i + 4).map((l) => [l.t, l.n])).toEqual([["draw", 1], ["draw", 1], ["draw", 1]]);
      expect(lines[i + 4]!.t).toBe("opening");
    }
    expect((await runCaptured(["replay", log])).stdout).toMatch(/^replay matches/);
  });
});
