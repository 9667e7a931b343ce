/** The checks of a set as a whole (compiler/set-checks.ts): each has a fixture that trips it and one that does not. */
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { compileWithHouseCards } from "../compiler/compile.js";
import { diagnosticMessage, formatDiagnostic, type Diagnostic } from "../compiler/diagnostics.js";
import { setChecks } from "../compiler/set-checks.js";
import { officialSetOf } from "../compiler/set-checks-official.js";
import { setFolders } from "../compiler/sources.js";
import { runCaptured } from "../cli/main.js";
import { RESPONSE_WINDOWS, TRIGGERS, VERBS } from "../language/vocabulary.js";

const FIXTURES = join(import.meta.dirname, "fixtures", "set-checks");
const RULES = join(FIXTURES, "common", "rules.yaml");
const NUMBERS = join(FIXTURES, "common", "numbers.yaml");

/** The set checks of the fixture folders, compiled with the fixtures' own rules (and numbers unless told). */
function checked(folders: string[], numbers = true): Diagnostic[] {
  const compiled = compileWithHouseCards([], [RULES, ...(numbers ? [NUMBERS] : []), ...folders.map((f) => join(FIXTURES, f))]);
  expect(compiled.diagnostics.filter((d) => d.severity === "error").map(formatDiagnostic)).toEqual([]);
  const program = compiled.value!;
  return setChecks(program, { documents: compiled.documents }, { setOfOutside: officialSetOf(program.sets) });
}

/** `code file:line` of each finding, the file by its name. */
function found(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code} ${d.file.split(/[\\/]/).pop()}:${d.range.start.line + 1}`);
}

describe("what the checks read from the vocabulary", () => {
  /** Every action as the IR names it: the verb (its IR name), with its word for verbs taking one. */
  const actions = new Set(Object.entries(VERBS).flatMap(([word, v]) => (v.words ? v.words.map((w) => `${word} ${w}`) : [v.ir ?? word])));

  test("every action a trigger is fired by, and every window's opening action, is an action of the language", () => {
    const named = [...Object.values(TRIGGERS).flatMap((t) => t.firedBy), ...Object.values(RESPONSE_WINDOWS).flatMap((w) => ("action" in w.openedBy ? [w.openedBy.action] : []))];
    expect(named.filter((a) => !actions.has(a))).toEqual([]);
  });
});

describe("response windows nothing opens (FR6014)", () => {
  test("a card answering a window no card, event or rule of the selection opens", () => {
    const d = checked(["windows-trip"]);
    expect(found(d)).toEqual(["FR6014 responses.yaml:11", "FR6014 responses.yaml:22", "FR6014 responses.yaml:33"]);
    expect(diagnosticMessage(d[0]!)).toContain("'sidestep' answers the 'targeted' window");
    expect(diagnosticMessage(d[0]!)).toContain("it opens on 'target'");
    expect(d.every((x) => x.severity === "warning")).toBe(true);
  });

  test("an attack, an event turned up and a rule card ending rounds on an empty hand open them", () => {
    expect(found(checked(["windows-pass"]))).toEqual([]);
  });

  test("the program alone (no documents) finds the same, at the set", () => {
    const compiled = compileWithHouseCards([], [RULES, NUMBERS, join(FIXTURES, "windows-trip")]);
    expect(setChecks(compiled.value!, undefined).map((x) => x.code)).toEqual(["FR6014", "FR6014", "FR6014"]);
  });
});

describe("response conditions that can never hold (FR6026)", () => {
  test("a 'when' no game state meets is a finding; one that may hold is not", () => {
    const d = checked(["windows-never"]);
    expect(found(d)).toEqual(["FR6026 responses.yaml:12"]);
    expect(diagnosticMessage(d[0]!)).toContain("'never-shield' answers the 'targeted' window only when its 'respond.when' holds, and it can never hold");
  });
});

describe("ids outside the selection (FR6015, FR6016)", () => {
  test("an official card of a set not selected, an id of no card, a symbol no card shares", () => {
    const d = checked(["refs-trip"]);
    expect(found(d)).toEqual(["FR6016 refs.yaml:11", "FR6015 refs.yaml:12", "FR6015 refs.yaml:22"]);
    expect(diagnosticMessage(d[0]!)).toContain("'thief' is a card of set 'troublemaker'");
    // The position is the id's text in the code.
    expect(d[0]!.range.start.character).toBe(21);
  });

  test("ids of the selection's cards and events, and a symbol that is a card's id", () => {
    expect(found(checked(["refs-pass"]))).toEqual([]);
  });
});

describe("loops with no bound in sight (FR6017, FR6018, FR6019)", () => {
  test("a condition its body never changes, a counter running away, a body that acts on nothing, listeners setting off their own moment", () => {
    const d = checked(["loops-trip"]);
    expect(found(d)).toEqual(["FR6017 loops.yaml:14", "FR6018 loops.yaml:18", "FR6017 loops.yaml:21", "FR6019 loops.yaml:29", "FR6019 loops.yaml:37", "FR6019 loops.yaml:45"]);
    expect(diagnosticMessage(d.find((x) => x.range.start.line === 28)!)).toContain("(turn-starts -> turn-starts)");
    expect(diagnosticMessage(d.find((x) => x.range.start.line === 36)!)).toContain("(plays -> hand-changes -> plays)");
    expect(diagnosticMessage(d.find((x) => x.range.start.line === 44)!)).toContain("(hand-changes -> hand-changes)");
  });

  test("a counter moving toward its bound, a loop on state its body changes, a guarded listener, draws from a draws listener", () => {
    expect(found(checked(["loops-pass"]))).toEqual([]);
  });
});

describe("rule cards at odds (FR6007 across sets)", () => {
  test("two sets' rule cards setting one parameter differently, in force together through 'add rule-card'", () => {
    const d = checked(["rules-trip/a", "rules-trip/b"]);
    expect(found(d)).toEqual(["FR6007 heavy.yaml:5"]);
    expect(diagnosticMessage(d[0]!)).toBe("rule card 'heavy-start' changes 'hand-size.deal' like 'light-start' does: when both are in force, the one turned up later wins");
  });

  test("the same cards when only one rule card is ever in force", () => {
    expect(found(checked(["rules-pass/a", "rules-pass/b"]))).toEqual([]);
  });
});

describe("holes in the deck (FR6020 to FR6023)", () => {
  test("a colour missing, a number missing from a colour, a gap in the numbers, a class named with no card", () => {
    const d = checked(["deck-trip"], false);
    expect(found(d).sort()).toEqual(["FR6020 deck.yaml:7", "FR6021 deck.yaml:17", "FR6022 deck.yaml:8", "FR6023 deck.yaml:29"].sort());
    expect(diagnosticMessage(d.find((x) => x.code === "FR6021")!)).toContain("no red 3 of class 'coloured-number'");
    // The class's text in the code.
    expect(d.find((x) => x.code === "FR6023")!.range.start.character).toBe(52);
  });

  test("the four colours and black with every number, a class named that has cards", () => {
    expect(found(checked(["deck-pass"]))).toEqual([]);
  });
});

describe("frantic check runs them on a set checked whole", () => {
  test("the official sets give no finding", () => {
    const compiled = compileWithHouseCards(setFolders(["base", "troublemaker", "supercharge", "extras", "community", "rules-deck"]), []);
    expect(setChecks(compiled.value!, { documents: compiled.documents }).map(formatDiagnostic)).toEqual([]);
  });

  test("frantic check --sets base prints no warning", async () => {
    const r = await runCaptured(["check", "--sets", "base"]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/warning FR/);
    expect(r.stdout).toContain(": 0 errors, 0 warnings");
  });

  test("a folder holding a set manifest is checked with the base game; warnings leave the exit code 0", async () => {
    const r = await runCaptured(["check", join(FIXTURES, "manifest")]);
    expect(r.stdout).toMatch(/cards\.yaml:8:9 - warning FR6015: 'lonely' names no card/);
    expect(r.stdout).toContain("0 errors, 1 warning");
    expect(r.code).toBe(0);
    const json = await runCaptured(["check", join(FIXTURES, "manifest"), "--json"]);
    expect(JSON.parse(json.stdout).diagnostics.map((d: Diagnostic) => d.code)).toEqual(["FR6015"]);
  });

  test("a card file checked alone is not a set: no set check", async () => {
    const r = await runCaptured(["check", join(FIXTURES, "manifest", "cards.yaml")]);
    expect(r.stdout).toContain("0 errors, 0 warnings");
  });
});
