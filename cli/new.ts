/**
 * `frantic new card <id> --kind special|event|rule|power`: writes `<id>.yaml`, a card scaffold that
 * passes `frantic check` as it is: every field commented, the schema modeline for editors, a
 * placeholder text and an effect that compiles (a `log` line, with a commented example).
 */
import { existsSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { Option, type Command } from "commander";
import { schemaReference } from "../compiler/schema-validators.js";
import { ArgumentError, CliError, errorMessage, examples, println, UsageError, type Context } from "./common.js";
import { makeFolders } from "./output-files.js";

import { CARD_ID as ID_PATTERN, NEW_CARD_KINDS, SPECIAL_CLASSES, type NewCardKind, type SpecialClass } from "../language/new-card-kinds.js";

export function parseCardId(value: string): string {
  if (!ID_PATTERN.test(value)) {
    const slug = value.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
    throw ID_PATTERN.test(slug) ? new ArgumentError("FR0016", slug) : new ArgumentError("FR0015");
  }
  return value;
}

/** `pickpocket-deluxe` -> `Pickpocket Deluxe` */
function titleOf(id: string): string {
  return id.split("-").filter((w) => w !== "").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
}

/**
 * Who the scaffold's header speaks to: someone at a terminal (the schema modeline for any YAML editor, the
 * commands that check and play the file), or someone in VS Code with the Frantic extension, which checks
 * the file itself (a modeline would point into the extension's versioned install folder, and a second YAML
 * server would report every mistake twice) and plays it from a command.
 */
export type ScaffoldAudience = { kind: "terminal"; schemaPath: string; path: string } | { kind: "editor" };

function scaffoldHeader(kind: NewCardKind, audience: ScaffoldAudience): string[] {
  if (audience.kind === "editor") {
    return [
      `# ${kindDescription(kind)}`,
      "# Mistakes are underlined as you type; hover a word to see what it means.",
      ...(kind === "rule" ? [] : ["# Play it: run 'Frantic: Play against bots' or 'Frantic: Simulate with this card' from the command palette."]),
    ];
  }
  return [
    `# yaml-language-server: $schema=${audience.schemaPath}`,
    `# ${kindDescription(kind)}`,
    `# Check it:  npx frantic check ${audience.path}`,
    ...(kind === "rule" ? [] : [`# Play it:   npx frantic play --with ${audience.path} --seed 3`]),
    `# Every field is described in docs/language.md; docs/cards.md walks through writing a card.`,
  ];
}

/** The scaffold's YAML text. */
export function cardScaffold(id: string, kind: NewCardKind, cls: SpecialClass, audience: ScaffoldAudience): string {
  const name = titleOf(id);
  const head = [
    ...scaffoldHeader(kind, audience),
    `kind: ${kind}`,
    `# Unique id: lower-case letters, digits and hyphens; no other loaded card may use it.`,
    `id: ${id}`,
    `# The name, by language: en is required; de, fr, it and es are optional.`,
    `name: { en: ${name} }`,
    `# The rules text as printed on the card, by language (en required): say what the effect does.`,
    `text: { en: "TODO: what ${name} does." }`,
    `# Who wrote the card (optional).`,
    `# author: Your Name`,
  ];
  const log = `  log "${name} was played"`;
  switch (kind) {
    case "special":
      return [...head, ...specialFields(cls), ...effectField("What playing it does, in the card language.", [
        "target victim = choose player from others   # 'target' makes it an attack (Counterattack may answer)",
        "victim draws 2",
      ], log)].join("\n") + "\n";
    case "event":
      return [
        ...head,
        `# How many copies join the event pile (default 1).`,
        `copies: 1`,
        `# Points, only if the card can end up in a hand (e.g. 'me takes this-card'); leave out otherwise.`,
        `# points: 0`,
        ...effectField("What happens when the event is turned up; 'me' is the player who triggered it and 'players' the event order.", [
          "each p in players {",
          "  p draws 1",
          "}",
        ], `  log "${name}!"`),
      ].join("\n") + "\n";
    case "power":
      return [
        ...head,
        `# How many copies join the power pile (default 1). Power cards are in play only with a set that deals them (supercharge).`,
        `copies: 1`,
        `# first (1ST): runs before the hand card's effect; second (2ND): after it.`,
        `timing: first`,
        `# Optional: offer the power card only when the hand card just played ('card') fits, e.g.`,
        `# usable-when: number of card != none`,
        ...effectField("What using it does; 'me' is the player using it and 'played-card' the hand card just played.", [
          "each p in others {",
          "  p draws 1",
          "}",
        ], `  log "${name} used"`),
      ].join("\n") + "\n";
    case "rule":
      return [
        ...head,
        `# A rule card is turned up before a round and changes that round's rules (docs/house-rules.md, Rule cards).`,
        `# Given with --rule-deck (or --with), it joins the rule deck: one card of it is turned up before each round.`,
        `# How many copies (default 1).`,
        `copies: 1`,
        ...effectField("What the rule does while it is in force.", ["each p in players {", "  p draws 1", "}"], `  log "${name} is in force"`),
      ].join("\n") + "\n";
  }
}

function kindDescription(kind: NewCardKind): string {
  switch (kind) {
    case "special":
      return "A special card: a playing card with an effect, dealt into the hands and played on matching cards.";
    case "event":
      return "An event card: lies in the event pile and is carried out when a black card turns it up.";
    case "power":
      return "A power card (Supercharge): dealt face down; used right after playing a hand card on your own turn.";
    case "rule":
      return "A rule card: a lasting rule for the game (not played by the runtime yet).";
  }
}

function specialFields(cls: SpecialClass): string[] {
  const classLine = [
    `# How the card is matched when played; the rules document gives each class its matching rule:`,
    `#   coloured-special: on its colour or the same symbol; bicoloured-special: on either of two colours;`,
    `#   open-wish: on any card, then the player wishes; unique: only where 'play-when' allows.`,
    `class: ${cls}`,
  ];
  const common = [
    `# Copies of each variant (each colour, or each colour pair) that join the deck.`,
    `copies: 1`,
    `# What the card costs in a hand at the end of a round.`,
    `points: 7`,
  ];
  switch (cls) {
    case "coloured-special":
      return [...classLine, `# One variant per colour: blue, red, green, yellow, black or multi (no colour).`, `colours: [blue, red, green, yellow]`, ...common];
    case "bicoloured-special":
      return [...classLine, `# One variant per pair of colours.`, `colour-pairs: [[blue, red], [green, yellow]]`, ...common];
    case "open-wish":
      return [
        ...classLine,
        `# Open-wish cards have no colour (multi) unless 'colours' says otherwise.`,
        ...common,
        `# What the player wishes when playing it: none, colour, colour-or-number or colour-or-special.`,
        `wish: colour`,
        `# Whether the effect must be used (default from the class rule); false lets the player only wish.`,
        `# mandatory: true`,
      ];
    case "unique":
      return [
        ...classLine,
        ...common,
        `# When it may be played (replaces class matching); "false" means never. For example:`,
        `play-when: count of hand of me = 1`,
        `# Optional: under-top slides it under the top card; unpassable: nobody may hand it over.`,
        `# placement: under-top`,
        `# unpassable: true`,
      ];
  }
}

/** `effect: |` with a commented example and a line that compiles. */
function effectField(what: string, example: string[], body: string): string[] {
  return [`# ${what} For example:`, ...example.map((l) => `#   ${l}`), `effect: |`, body];
}

interface NewCardOptions {
  kind: NewCardKind;
  class?: SpecialClass;
  out: string;
  forEditor?: boolean;
  json?: boolean;
}

export function registerNew(program: Command, ctx: Context): void {
  const group = program
    .command("new")
    .summary("scaffold a new file (a card)")
    .description("Write a commented scaffold to start from. `frantic new card <id>` writes <id>.yaml.");
  group
    .command("card")
    .summary("write a commented card YAML scaffold")
    .description(
      "Write <id>.yaml: a card of the given kind with every field commented, the schema modeline for editors " +
        "(completion and hover in VS Code), a placeholder text and an effect that compiles. It passes `frantic check` " +
        "as written; fill in the text and the effect, then play it with `frantic play --with <id>.yaml`. An existing " +
        "file is never overwritten.",
    )
    .argument("<id>", "the card's id: lower-case letters, digits and hyphens", parseCardId)
    .addOption(new Option("-k, --kind <kind>", "what kind of card").choices(NEW_CARD_KINDS).makeOptionMandatory())
    .addOption(new Option("-c, --class <class>", "for --kind special: how it is matched (default coloured-special)").choices(SPECIAL_CLASSES))
    .option("-o, --out <dir>", "the folder to write into (created if missing)", ".")
    .option("--json", "print {file, kind, next} as JSON: the file written and the commands to check and play it")
    .option("--for-editor", "for VS Code with the Frantic extension: no schema modeline (the extension checks the file) and comments that name its commands")
    .addHelpText(
      "after",
      examples(
        ["frantic new card pickpocket --kind special -o house", "house/pickpocket.yaml, a coloured special"],
        ["frantic new card joker --kind special --class open-wish", "an open-wish special"],
        ["frantic new card hailstorm --kind event", "an event card"],
        ["frantic check house/ && frantic play --with house/", "check it, then play it"],
      ),
    )
    .action((id: string, options: NewCardOptions) => newCard(ctx, id, options));
}

function newCard(ctx: Context, id: string, options: NewCardOptions): void {
  if (options.class !== undefined && options.kind !== "special") {
    throw new UsageError("FR0022", options.kind);
  }
  const dir = options.out;
  const path = join(dir, `${id}.yaml`);
  if (existsSync(path)) throw new CliError("FR0029", path);
  const audience: ScaffoldAudience = options.forEditor ? { kind: "editor" } : { kind: "terminal", schemaPath: schemaReference(dir), path: path.split(sep).join("/") };
  const text = cardScaffold(id, options.kind, options.class ?? "coloured-special", audience);
  makeFolders(dir);
  try {
    writeFileSync(path, text, { flag: "wx" });
  } catch (e) {
    throw new UsageError("FR0043", path, errorMessage(e));
  }
  const next = `npx frantic check ${path}${options.kind === "rule" ? "" : ` && npx frantic play --with ${path}`}`;
  if (options.json) return println(ctx.io.out, JSON.stringify({ file: path, kind: options.kind, next }, null, 2));
  println(ctx.io.out, `wrote ${path}`);
  println(ctx.io.out, `next: fill in its text and effect, then: ${next}`);
}
