/**
 * `eliminate p` (a player out of the game at once) and `p takes another turn` (an extra turn, kept with the
 * skips): their syntax, their checks (FR4017, FR4018), and scenarios of the states they leave
 * (test/fixtures/eliminate/); the cookbook's Exploding Kitten and Attack use them, and compiled-code.test.ts
 * plays them compiled and interpreted.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCaptured } from "../cli/main.js";
import { Compilation } from "../compiler/compile.js";
import { diagnosticMessage, formatDiagnostic, type Diagnostic } from "../compiler/diagnostics.js";
import { parseEffect } from "../grammar/parse.js";
import { formatEffect } from "../grammar/printer.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import type { LogEntry } from "../runtime/log.js";
import { playGame } from "../runtime/session.js";
import { endProblem, scoreProblem } from "../runtime/invariants.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";
import { baseProgramWith } from "./support/base-program.js";
import { houseCardText } from "./support/house-card-text.js";
import { completion } from "../service/completion.js";
import { hover } from "../service/hover.js";
import { baseWith, POCKET } from "./service/support.js";

const houseRules = (effect: string): string => `kind: house-rules\nname: Test\neffect: |\n${effect.split("\n").map((l) => `  ${l}`).join("\n")}\n`;

/** The diagnostics of one file checked alone. */
function diagnostics(text: string, name = "house.yaml"): Diagnostic[] {
  const c = new Compilation();
  c.addFiles([{ path: name, text }]);
  return c.finish().diagnostics.filter((d: Diagnostic) => d.file === name);
}

/** As `line:col code`. */
const at = (text: string): string[] => diagnostics(text).map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code}`);

describe("the syntax of `eliminate p` and `p takes another turn`", () => {
  it("parses `takes another turn` as one verb without an object, its words apart by any spaces", () => {
    for (const text of ["next of me takes another turn", "next of me takes  another\tturn"]) {
      const parsed = parseEffect(text);
      expect(parsed.problems).toEqual([]);
      const s = parsed.program.body[0]!;
      expect(s.kind === "action" && [s.verb, s.object.kind]).toEqual(["takes another turn", "missing"]);
    }
    expect(formatEffect("next of me takes  another turn\neliminate  me")).toBe("next of me takes another turn\neliminate me\n");
  });

  it("leaves `takes` with cards as it was, and anything after the verb's words a syntax error", () => {
    expect(parseEffect("me takes top(draw-pile, 1)").problems).toEqual([]);
    expect(parseEffect("me takes another turn 2").problems.length).toBeGreaterThan(0);
    // Any other verb still wants its object.
    expect(parseEffect("me draws").problems.length).toBeGreaterThan(0);
  });

  it("compiles both without errors, in a card and in a house rule", () => {
    expect(at(houseRules("when turn-starts {\n  if count of hand of current >= 20 {\n    eliminate current\n  }\n  current takes another turn\n}"))).toEqual([]);
    expect(at(houseCardText("rush", "Rush", "eliminate first of others\nme takes another turn"))).toEqual([]);
  });
});

describe("in the editor", () => {
  it("completion after a player offers `takes another turn` whole, and a game verb `eliminate` on its own", () => {
    const at = (marked: string) => {
      const { ws, position } = baseWith("house/pickpocket.yaml", POCKET(marked));
      return completion(ws, "house/pickpocket.yaml", position).map((i) => i.label);
    };
    expect(at("me ‸")).toEqual(expect.arrayContaining(["takes another turn", "takes"]));
    expect(at("me draws 1\n‸")).toContain("eliminate");
  });

  it("hover on any word of `takes another turn` shows its form and meaning", () => {
    for (const marked of ["next of me ta‸kes another turn", "next of me takes ano‸ther turn"]) {
      const { ws, position } = baseWith("house/pickpocket.yaml", POCKET(marked));
      expect(hover(ws, "house/pickpocket.yaml", position)?.contents).toMatch(/^`player takes another turn`\n\np plays one more turn right after their next one/);
    }
  });
});

describe("their checks", () => {
  it("a list of players to eliminate is FR4017 at the list, saying how to do it for each", () => {
    const text = houseRules("when turn-starts {\n  eliminate others\n}");
    expect(at(text)).toEqual(["5:15 FR4017"]);
    const d = diagnostics(text)[0]!;
    expect(diagnosticMessage(d)).toBe("'eliminate' is said of one player, and 'others' is a list of players: say it of each of them, 'each p in others { eliminate p }'");
    expect(formatDiagnostic(d)).toMatch(/^house\.yaml:5:15 - error FR4017: /);
  });

  it("a list of players taking another turn is FR4017 at the list", () => {
    const text = houseRules("when turn-starts {\n  others takes another turn\n}");
    expect(at(text)).toEqual(["5:5 FR4017"]);
    expect(diagnosticMessage(diagnostics(text)[0]!)).toContain("'each p in others { p takes another turn }'");
  });

  it("`takes another` without `turn` is FR4018 at the words, with the statement to write", () => {
    const text = houseRules("when turn-starts {\n  current takes another\n}");
    expect(at(text)).toEqual(["5:13 FR4018"]);
    expect(diagnosticMessage(diagnostics(text)[0]!)).toBe("'takes another' is an extra turn only with its last word: write 'current takes another turn'");
    // A variable of that name is taken as it always was.
    expect(at(houseRules("let another = top(draw-pile, 1)\nme takes another"))).toEqual([]);
  });

  it("the wrong type of player is the usual type error", () => {
    expect(at(houseRules("when turn-starts {\n  eliminate 3\n}")).map((d) => d.split(" ")[1])).toEqual(["FR5001"]);
  });
});

describe("the states they leave (test/fixtures/eliminate/)", () => {
  it("every scenario passes", () => {
    const run = runScenarioFiles([join(import.meta.dirname, "fixtures", "eliminate", "eliminate.test.yaml")]);
    expect(run.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
    expect(run.outcomes.map((o) => [o.name, o.passed, o.failures.map((d) => formatDiagnostic(d))])).toEqual([
      ["the current player put out by their own card leaves at once; what follows for them does nothing", true, []],
      ["another player put out leaves at once; drawing, skips, extra turns, gifts, moves and swaps aimed at them do nothing", true, []],
      ["the last player standing ends the round and wins the game", true, []],
      ["the current player's extra turn comes right after this one, and is used up as it starts", true, []],
      ["after the extra turn, play passes on as usual", true, []],
      ["the next player's extra turn follows their next turn", true, []],
      ["the next player's two turns over, play passes on from them", true, []],
      ["a skip and an extra turn waiting for the same player cancel out, in either order", true, []],
      ["a player out of the game loses the extra turn waiting for them", true, []],
      ["with partners, the game is over once one team is left, both partners winning", true, []],
    ]);
  });
});

describe("whole games", () => {
  const program = baseProgramWith(
    houseCardText(
      "purge",
      "Purge",
      `let loser = first of highest(others, count of hand of it)
if count of hand of loser >= 9 {
  eliminate loser
  loser draws 2
}
if count of hand of me >= 9 {
  eliminate me
}
next of me takes another turn
if count of hand of me < 3 {
  me takes another turn
  skip me
}`,
    ),
  );

  it("end by the rules (the last side standing, or the totals), and nobody out of the game draws, plays, or loses or gains a turn", () => {
    let eliminated = 0;
    let extra = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const players = 2 + (seed % 5);
      const log: LogEntry[] = [];
      const result = playGame(program, { players, seed, log: (e) => log.push(e) }, Array.from({ length: players }, (_, p) => makeBot(seed % 2 ? "random" : "greedy", seed * 8 + p)));
      expect(scoreProblem(result) ?? endProblem(result, program.rules)).toBeUndefined();
      const out = new Set<number>();
      for (const [i, e] of log.entries()) {
        if (e.t === "eliminated") {
          expect(e.why).toBe("effect");
          out.add(e.player);
          eliminated++;
        }
        // Nobody out of the game draws, plays or is given a turn.
        if ((e.t === "draw" || e.t === "play" || e.t === "skipped" || e.t === "extra-turn" || e.t === "loses-turn") && out.has(e.player)) throw new Error(`seed ${seed}, line ${i}: ${JSON.stringify(e)}`);
        if (e.t === "extra-turn") extra++;
      }
      expect(result.eliminated ?? []).toEqual([...out]);
    }
    expect(eliminated).toBeGreaterThan(10);
    expect(extra).toBeGreaterThan(100);
  });
});

describe("the game log", () => {
  const dir = mkdtempSync(join(tmpdir(), "frantic-eliminate-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("a player put out by a card is logged with the reason `effect`, and a log with a reason the engine never writes is FR9017", async () => {
    const log = join(dir, "kitten.jsonl");
    const rules = join(import.meta.dirname, "..", "cards", "house-rules", "exploding-kitten.yaml");
    const played = await runCaptured(["play", "--rules", rules, "--seed", "1", "--players", "3", "--log", log]);
    expect(played.code).toBe(0);
    const lines = readFileSync(log, "utf8").trimEnd().split("\n");
    const out = lines.findIndex((l) => l.startsWith('{"t":"eliminated"'));
    expect(JSON.parse(lines[out]!)).toMatchObject({ why: "effect" });
    expect((await runCaptured(["replay", log])).stdout).toMatch(/^replay matches/);
    const spoilt = join(dir, "spoilt.jsonl");
    writeFileSync(spoilt, [...lines.slice(0, out), lines[out]!.replace('"effect"', '"boredom"'), ...lines.slice(out + 1)].join("\n") + "\n");
    const r = await runCaptured(["replay", spoilt]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`spoilt.jsonl:${out + 1}:`);
    expect(r.stdout).toContain("error FR9017: this 'eliminated' entry has 'why' that is not one of holding, points, effect");
  });
});
