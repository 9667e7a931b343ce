/**
 * The bounds a compiled program is held to when it is read back (`--program ir.json`, check-program.ts):
 * the numbers card files may carry, taken from the tables the card schema and the compiler use
 * (language/rule-parameters.ts for the rules, CARD_NUMBERS for faces, the copy and deck limits below,
 * which the card schema and the compiler take from here), and the size of the program itself. A program within them plays
 * like one `frantic compile` wrote; one outside them could exhaust memory or make generated code that
 * V8 refuses (a frame of 2^32 slots is a fatal error, not an exception).
 */
import { RULE_PARAMETERS, type JsonSchema } from "../language/rule-parameters.js";

/** Copies of one card a card file may ask for: `npm run generate` writes it into the card schema's `copies`. */
export const CARD_COPIES = { least: 1, most: 100 } as const;

/** The most cards a program may hold: every official set together is about 350 (the compiler's FR6011). */
export const MAX_DECK = 2000;

/** A card id as card files write it (the schema's `id` pattern, held to it by the same test). */
export const CARD_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** The triggers of `while-held` (the card schema's enum: the holder's round score is settled while the round is scored). */
export const HELD_TRIGGERS: readonly string[] = ["round-scores"];

/**
 * Card points the card table holds (an Int16Array column): the card schema asks only for at least 0,
 * so the bound is the column's.
 */
export const MAX_CARD_POINTS = 32_767;

/**
 * How deep a program's JSON may nest. The deepest program of all official sets nests 22 levels; the
 * grammar refuses effect code nested past 200 levels (grammar/nesting.ts), and each level of it is at
 * most three levels of IR JSON (a statement, its body list, the statement in it). Checked before the
 * schema, whose validator recurses.
 */
export const MAX_PROGRAM_DEPTH = 640;

/** How many JSON values a program may hold: all official sets together hold about 9,000. */
export const MAX_PROGRAM_NODES = 400_000;

/** The longest text a program may carry (a card's text, a `log` line, a name): a card file is at most 1 MB. */
export const MAX_TEXT = 20_000;

/** How many problems are reported: after that, the program is plainly not one frantic wrote. */
export const MAX_PROBLEMS = 20;

/** An integer range. */
export interface Bound {
  least: number;
  most: number;
}

/** The integer range a rule-parameter schema allows (no maximum: the largest safe integer). */
export function boundOf(schema: JsonSchema): Bound {
  const least = typeof schema["minimum"] === "number" ? schema["minimum"] : Number.MIN_SAFE_INTEGER;
  const most = typeof schema["maximum"] === "number" ? schema["maximum"] : Number.MAX_SAFE_INTEGER;
  return { least, most };
}

/** A sub-schema of a rule parameter's (document) schema, by path. */
function part(schema: JsonSchema, ...path: Array<string | number>): JsonSchema {
  let at: unknown = schema;
  for (const key of path) at = (at as Record<string | number, unknown>)[key];
  if (at === null || typeof at !== "object") throw new Error(`the rule-parameter schema has nothing at ${path.join("/")}`);
  return at as JsonSchema;
}

/**
 * The IR rules' numbers, each with the schema of the rules-document field it is compiled from (`*`: every
 * element of a list). The one place the IR's field names meet the YAML ones for bounds.
 */
export const RULES_NUMBERS: ReadonlyArray<{ path: readonly string[]; bound: Bound }> = [
  { path: ["handSize", "deal"], bound: boundOf(part(RULE_PARAMETERS["hand-size"].schema, "properties", "deal")) },
  { path: ["handSize", "minimum"], bound: boundOf(part(RULE_PARAMETERS["hand-size"].schema, "properties", "minimum")) },
  { path: ["powerCardsDealt"], bound: boundOf(RULE_PARAMETERS["power-cards-dealt"].schema) },
  { path: ["ruleCardsPerRound", "*"], bound: boundOf(part(RULE_PARAMETERS["rule-cards-per-round"].schema, "oneOf", 1, "items")) },
  { path: ["cardsPerTurn"], bound: boundOf(RULE_PARAMETERS["cards-per-turn"].schema) },
  { path: ["eventsPerBlackCard"], bound: boundOf(RULE_PARAMETERS["events-per-black-card"].schema) },
  { path: ["rounds"], bound: boundOf(RULE_PARAMETERS.rounds.schema) },
  { path: ["eliminate", "holding"], bound: boundOf(part(RULE_PARAMETERS.eliminate.schema, "properties", "holding")) },
  { path: ["teams", "*", "*"], bound: boundOf(part(RULE_PARAMETERS.teams.schema, "oneOf", 1, "items", "items")) },
  ...["short", "medium", "long"].map((column) => ({
    path: ["pointLimit", "table", "*", column],
    bound: boundOf(part(RULE_PARAMETERS["point-limit"].schema, "properties", "table", "items", "properties", column)),
  })),
  { path: ["pointLimit", "table", "*", "players", "*"], bound: boundOf(part(RULE_PARAMETERS["point-limit"].schema, "properties", "table", "items", "properties", "players", "items")) },
];

/** The sizes of the teams list: how many teams, and seats in each (the `teams` parameter's schema). */
export const TEAMS_SIZES = {
  teams: part(RULE_PARAMETERS.teams.schema, "oneOf", 1)["maxItems"] as number,
  seats: part(RULE_PARAMETERS.teams.schema, "oneOf", 1, "items")["maxItems"] as number,
};
