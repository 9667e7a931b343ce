/**
 * A card's text against its effect (FR6030-FR6034, compiler/text-checks.ts): each code has a card that trips
 * it and the same card with text and effect in agreement; `frantic check` and the editor report them at the
 * text, and the official cards have none.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { compileWithHouseCards } from "../compiler/compile.js";
import { diagnosticMessage, type Diagnostic } from "../compiler/diagnostics.js";
import { textChecks } from "../compiler/text-checks.js";
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
