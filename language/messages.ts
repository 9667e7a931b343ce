/**
 * Every diagnostic the toolchain can emit, in one table (like TypeScript's diagnosticMessages.json).
 * Codes are stable: never reuse or renumber one. FR1xxx loading, FR2xxx schema, FR3xxx syntax,
 * FR4xxx names, FR5xxx types, FR6xxx sets and counts, FR7xxx runtime, FR8xxx rule scenarios,
 * FR9xxx game logs (replay and resume). Retired, never to be used again: FR6003.
 */
export const MESSAGES = {
  // FR0xxx: the command line (its options, the files it writes, how a command ends) and a game's inputs.
  // Printed as `error FR0xxx: ...`; FR0001 is commander's own complaint, in commander's words.
  FR0001: "{0}",
  FR0002: "{0}: this is a bug in frantic, not in your input (FRANTIC_DEBUG=1 prints where it happened)",
  // Option values, refused after commander names the option and the value
  FR0003: "{0} must be a whole number, not '{1}'.",
  FR0004: "{0} must be between {1} and {2}.",
  FR0005: "Frantic is played by {0} to {1} players, not {2}.",
  FR0006: "The range {0} is empty: write the smaller number first, e.g. {1}-{2}.",
  FR0007: "Give bot names separated by commas, e.g. random,greedy.",
  FR0008: "Unknown bot '{0}': choose from {1}.",
  FR0009: "Give at least one set name; available: {0}.",
  FR0010: "Not a set: {0}. Available sets are {1} (or all).",
  FR0011: "'{0}' is neither a set ({1}) nor a file or folder of rule cards.",
  FR0012: "Unknown edition '{0}': available editions are {1}.",
  FR0013: "Unknown language '{0}': choose from {1}.",
  FR0014: "Write the seat and who plays it, e.g. 2=human (bots are chosen with --bots).",
  FR0015: "A card id is lower-case letters, digits and hyphens, starting with a letter or digit.",
  FR0016: "A card id is lower-case letters, digits and hyphens, starting with a letter or digit (did you mean '{0}'?).",
  // Options that do not go together
  FR0017: "option '--bots' names {0} bots for {1} players: give at most one per seat",
  FR0018: "option '--human' names seat {0}, but there are only {1} players (P1 to P{1})",
  FR0019: "options '--human' and '--json' cannot be used together: a person plays in the terminal",
  FR0020: "option '{0}' cannot be used with '--resume': the log says how the game is set up",
  FR0021: "option '{0}' cannot be used with '--program': the compiled program holds its cards",
  FR0022: "option '--class' is for special cards: a {0} card has no class",
  FR0023: "give --stdio: the server talks over standard input and output",
  // What a command reads
  FR0024: "no .yaml or .yml files found in {0}: name card files or folders that hold them",
  FR0025: "no .yaml or .yml card files found in {0}: name card files or folders that hold them",
  FR0026: "--cards/--with: {0} does not exist (give house card files or folders)",
  FR0027: "no scenario files (*.test.yaml) found: name scenario files or folders that hold them",
  FR0028: "the sets {0} do not compile: run frantic check",
  // What a command writes
  FR0029: "{0} already exists: not overwriting it (choose another id or folder, or delete the file)",
  FR0030: "cannot create {0}: {1} is a file, not a folder",
  FR0031: "cannot create {0}: {1} belongs to the system, not to files",
  FR0032: "cannot create the folder {0}: {1}",
  FR0033: "cannot write {0} {1}: it is a folder; give a file name",
  FR0034: "cannot write {0} {1}: permission denied",
  FR0035: "cannot write {0} {1}: the folder {2} does not exist",
  FR0036: "cannot write {0} {1}: {2} is not a folder",
  FR0037: "cannot write {0} {1}: {2} belongs to the system, not to files",
  FR0038: "cannot write {0} {1}: the folder {2} is not writable",
  FR0039: "cannot write {0} to {1}: it is a card file under {2}, which this command reads; write {0} to another file",
  FR0040: "cannot write {0} to {1}: it is one of the files this command reads; write {0} to another file",
  FR0041: "cannot write {0} to {1}: it is {2}, which this command reads; write {0} to another file",
  FR0042: "cannot write {0} {1}: {2}",
  FR0043: "cannot write {0}: {1}",
  // How a game ends when it does not end well
  FR0044: "the game with seed {0} stopped: {1}\n  to play it again: {2}",
  FR0045: "the game with seed {0} failed: {1}\n  to play it again: {2}",
  FR0046: "the resumed game failed: {0}",
  FR0047: "the input ended before the game did: the game so far is in {0} (up to line {1})\n  to go on with it: frantic play --resume {2}",
  FR0048: "stopped by Ctrl-C before the game was over: the game so far is in {0} (up to line {1})\n  to go on with it: frantic play --resume {2}",
  FR0049: "the input ended before the game did: stopped the game with seed {0}",
  FR0050: "stopped by Ctrl-C before the game was over: stopped the game with seed {0}",
  // A game's inputs (the game layer)
  FR0051: "--without: no card '{0}' in the deck: did you mean '{1}'?",
  FR0052: "--without: no card '{0}' in the deck (frantic cards lists the ids)",
  FR0053: "the cards have {0} error(s): fix them first (frantic check shows them all)",
  FR0054: "no card files were found: name a set with --sets or give card files",
  FR0055: "no rules document was found: load a set that has one, e.g. --sets base",
  FR0056: "{0} cannot be played: {1} problem(s) (compile the cards again with frantic compile -o)",
  FR0057: "the house rules in {0} have {1} error(s), reported at their lines: fix them (frantic check {0} shows them)",
  FR0058: "the house rules in {0} bring cards ('cards:'), which a compiled program cannot take: compile them in (frantic compile --with ...) and play without '--program', or play with --rules and the sets instead",
  FR0059: "the house rules in {0} declare a shared value unlike the cards do (reported at its line): declare it alike in both",
  FR0060: "the game log {0} cannot be used: {1} problem(s), reported at their lines",
  FR0061: "options '--show' and '--json' cannot be used together: --json prints only JSON",
  // Loading YAML
  FR1001: "cannot read file: {0}",
  FR1002: "YAML syntax error: {0}",
  FR1003: "the file is empty: write at least one card document",
  FR1004: "the file is too large ({0}, at most {1}): split it into several files",
  FR1005: "YAML aliases expand too far (more than {0} nodes): write the values out instead of aliasing them",
  FR1006: "YAML warning: {0}",
  FR1007: "YAML alias problem: {0}",
  FR1008: "this byte is not UTF-8 text: save the file as UTF-8 (most editors offer it under 'encoding')",
  FR1009: "'{0}' is not read: {1}",
  FR1010: "this is not a compiled program frantic can play: {0}",
  FR1011: "{0}",
  FR1012: "this is {0}, not a regular file: name a file saved on disk (frantic reads no FIFO, device, socket, folder or /proc file in its place)",
  FR1013: "'{0}' leads outside the folder of the file that names it (to {1}): a path in a file may lead only into that file's folder (from a tests folder, the folder above it) or what you name on the command line; copy the file next to it, or name it on the command line",
  FR1014: "more than {0} files and folders under '{1}': name the folder that holds the cards instead",
  // Schema
  FR2001: "'{0}' is required here",
  FR2002: "unknown field '{0}'",
  FR2003: "'{0}' must be {1}",
  FR2004: "'{0}' must be one of {1}",
  FR2005: "'{0}' must be at most {1}: write a smaller number",
  FR2006: "this document has no 'kind': {0}",
  FR2007: "unknown kind '{0}': {1}",
  FR2008: "a card document must be a mapping of fields such as 'kind: event', not {0}",
  FR2009: "'{0}' lists the same value twice: items {1} and {2}",
  FR2010: "'{0}' must match {1}",
  FR2011: "'{0}' must be at least {1}: write a larger number",
  FR2012: "'{0}' {1}",
  FR2013: "a house-rules file holds one document: put every rule in the first one",
  // Syntax of the effect language
  FR3001: "unexpected {0}, expected {1}",
  FR3002: "unexpected character '{0}'",
  FR3003: "unterminated string",
  FR3004: "the effect nests more than {0} levels deep here ({1}): split it up with 'let'",
  FR3005: "the number {0} is too large: effects write whole numbers from -{1} to {1}, so write a smaller one",
  FR3006: "unexpected {0}",
  FR3007: "'{0}' alone is not a statement: say what happens, e.g. '{0} draws 1', or remove it",
  // Names
  FR4001: "unknown name '{0}'",
  FR4002: "unknown action '{0}'",
  FR4003: "'{0}' is already defined in this effect",
  FR4005: "duplicate card id '{0}' (first defined in {1})",
  FR4006: "unknown trigger '{0}'",
  FR4007: "'{0}' can only be used {1}",
  FR4008: "unknown property '{0}' of {1}",
  FR4009: "'{0}' takes no '{1} ...': remove it",
  FR4010: "'{0}' is a word of the language: give the variable another name",
  FR4011: "'{0}' is the id of an official {1}: a card replacing it must be of the same kind, or take another id to be a new card",
  FR4012: "'{0}' reads which cards may be played, so it cannot be used in {1}, which decides that (it would ask itself without end): work the cards out with 'let' in the effect that starts it, or test the card's own properties",
  // Types
  FR5001: "expected {0} but '{1}' is {2}",
  FR5002: "'{0}' expects {1} argument(s), got {2}",
  FR5003: "the victims of an attack are chosen: write 'target {0} = choose player from {1}' (or 'choose 1.. players from ...' for several)",
  FR5004: "the shared value '{0}' starts at a number, true or false written out (such as 0): set it afterwards to anything else",
  FR5005: "the shared value '{0}' is declared differently here ({1}) than in {2} ({3}): every effect sharing it must declare it alike",
  // Sets, manifests and rules
  FR6001: "set '{0}' declares {1} {2} but contains {3}",
  FR6004: "unknown set '{0}'",
  FR6005: "class '{0}' has no matching rule in the rules document",
  FR6006: "unknown edition '{0}': available editions are current, {1}",
  FR6008: "'{0}' replaces the official card of set '{1}' in the games it is loaded with (to add a new card instead, give it another id)",
  FR6007: "rule card '{0}' changes '{2}' like '{1}' does: when both are in force, the one turned up later wins",
  FR6010: "'{0}' is {1}, but the rules allow {2}: change the value",
  FR6011: "the deck would hold {0} cards, more than the {1} a game can play with: lower 'copies' (this card brings {2})",
  FR6012: "this is a house-rules file, not a card file (given to --with or named in a house-rules file's 'cards'): play under it with --rules (in a scenario, 'house-rules:')",
  FR6013: "no such card file or folder '{0}': paths in 'cards' are relative to the house-rules file",
  // Runtime
  FR7001: "the effect of '{0}'{1} {2} and was stopped: it probably loops",
  FR7002: "illegal answer to a decision: {0}",
  FR7003: "the saved game is not valid at {0}: {1}; load only what session.save() wrote",
  FR7004: "the saved game is of another game: {0}; load it into a session of the program, seed and players it was saved from",
  FR7005: "the saved game's cards do not add up: {0}; every card of the deck must lie in exactly one place",
  FR7006: "the saved game names lasting effect {0}, which {1}: load it into the program it was saved from",
  // Rule scenarios (frantic test)
  FR8001: "no card matches '{0}': write a card spec such as 'red 5', 'black 3', 'blue gift' or an event id",
  FR8002: "every copy of '{0}' is already placed ({1} in the deck): a physical card can be in one place only",
  FR8003: "no answer given for {0}",
  FR8004: "{0} answer(s) left over after this action: remove them or check the decisions it asks",
  FR8005: "{0}: expected {1}, got {2}",
  FR8006: "the action was rejected: {0}",
  FR8007: "expected the action to be rejected with {0}, but it was accepted",
  FR8008: "after this action not every card is in exactly one place: {0}",
  FR8009: "the answer says the choice is {0}, but {1}",
  FR8010: "'{0}' can only be checked once the round is over, and the round goes on: add the actions that end it, or expect 'round-over: false'",
  FR8011: "there is no player {0}: this scenario has {1} players (seats 0 to {2})",
  FR8012: "no such card file or folder '{0}': paths in 'with' are relative to the scenario file",
  FR8013: "this pending scenario passes now: remove 'pending' so that it counts",
  FR8014: "the cards this scenario plays with (sets {0}, its 'with' files and its house rules' 'cards') do not compile: fix the errors reported for them (frantic check)",
  FR8015: "no such house-rules file '{0}': the path in 'house-rules' is relative to the scenario file",
  FR8016: "the house-rules file '{0}' has {1} error(s), reported at their lines: fix them (frantic check on the file)",
  FR8017: "player {0} is out of the game (given.eliminated): they hold no cards and take no turn; leave their entry empty or take them out of 'eliminated'",
  FR8018: "the round is over (it ended {0}), so this action has no round to be played in: put 'deal: true' before it to deal the next round, or end the scenario's actions there",
  // Game logs (frantic replay, frantic play --resume)
  FR9001: "cannot read the log: {0}",
  FR9002: "this line is not JSON ({0}): a game log holds one JSON object per line, as frantic play --log writes it",
  FR9003: "the first line must be the game's setup ({0}): write logs with frantic play --log",
  FR9004: "the log uses {0} not found here: {1}",
  FR9005: "the replay differs from the log here: logged {0}, replayed {1}",
  FR9006: "the game stopped with an error the log does not have: {0}",
  FR9007: "the cards differ from those the game was logged with: {0}; a replay matches only with the cards as they were",
  FR9008: "the log ends with the game over: there is nothing to resume (replay it with frantic replay)",
  FR9009: "the log has no game in it after the setup line: start a new game instead of resuming",
  FR9010: "the setup names '{0}', which leads outside the log's folder (to {1}): a log may name cards and programs only in its own folder or the folder frantic runs in; copy them next to the log, or run frantic from the folder that holds them",
  FR9013: "this line is too long ({0} characters, at most {1}): frantic play --log writes short lines, so the file is not such a log or was changed",
  FR9014: "this line nests more than {0} levels deep: frantic play --log writes flat lines, so the file is not such a log or was changed",
  FR9015: "this line is not a log entry ({0}): every line after the setup is a JSON object with a 't' field, as frantic play --log writes it",
  FR9016: "unknown kind of log entry '{0}': the kinds are {1}",
  FR9017: "this '{0}' entry {1}: write logs with frantic play --log, and do not edit them",
  FR9018: "the log is empty: a game log starts with its setup line; write logs with frantic play --log",
  FR9019: "the log's last line is cut off ({0}): the game stopped while writing it; remove that line to replay or resume the game up to it",
  FR9020: "the log is too large ({0}, at most {1}): frantic play --log writes far smaller logs, so the file is not such a log",
} as const;

export type MessageCode = keyof typeof MESSAGES;

/**
 * Pieces of text that go into messages but have no code of their own: the hint after a message, the words
 * a message quotes from the language. Keyed by name; a second language translates these too.
 */
export const PHRASES = {
  "did-you-mean": "did you mean '{0}'?",
  "the-verbs-are": "the verbs are {0}",
  "number-without-quotes": "write the number without quotes: {0}",
  "a-number-without-quotes": "write a number such as 2, without quotes",
  // What a document's kind should be (FR2006, FR2007), in a card file and in a house-rules file.
  "card-kinds": "add one of number, special, event, power, rule, rules, set",
  "card-kinds-instead": "use one of number, special, event, power, rule, rules, set",
  "house-rules-kind": "a house-rules file starts with 'kind: house-rules'",
  "house-rules-kind-instead": "a house-rules file has 'kind: house-rules'",
  // Why the house rules a log carries cannot be played (FR9003).
  "house-rules-invalid": "the house rules are not valid: {0}",
  "house-effect-invalid": "their effect is not a compiled effect ({0})",
  "not-a-mapping": "not a mapping",
  // What the parser found and expected (FR3001, FR3006) and how deep an effect nests (FR3004).
  quoted: "'{0}'",
  "end-of-effect": "end of effect",
  "expected-block": "a block in braces { ... }",
  "expected-statement": "a statement (let, set, each, if, an action such as 'me draws 1')",
  "expected-choice": "a choice such as 'choose player from others'",
  "expected-slot": "a slot such as 'to victim'",
  "expected-expression": "an expression",
  "expected-name": "a name",
  "expected-open-brace": "'{' (the body of each, if, while, repeat and when goes in braces: 'if c { ... }')",
  "expected-verb": "a verb such as 'draws'",
  "nesting-blocks": "brackets, blocks, 'else if' or 'of' one inside another",
  "nesting-operators": "operators in a row or parts one inside another",
} as const;

export type PhraseKey = keyof typeof PHRASES;

/** A message not yet written out: a code (or phrase) and its arguments, which may be messages themselves. */
export interface MessageText {
  readonly code: MessageCode | PhraseKey;
  readonly args: readonly MessageArg[];
}

export type MessageArg = string | number | MessageText;

/** A language's templates, one per code and phrase. */
export type MessageTable = { readonly [K in MessageCode | PhraseKey]: string };

export const ENGLISH: MessageTable = { ...MESSAGES, ...PHRASES };

export function messageText(code: MessageCode | PhraseKey, ...args: MessageArg[]): MessageText {
  return { code, args };
}

/** Fills `{0}`, `{1}`, ... in the template of `t.code`, writing out arguments that are messages too. */
export function render(t: MessageText, table: MessageTable = ENGLISH): string {
  return table[t.code].replace(/\{(\d+)\}/g, (_, i: string) => {
    const arg = t.args[Number(i)];
    return arg === undefined ? "" : typeof arg === "object" ? render(arg, table) : String(arg);
  });
}

/** The English text of `code` with `args`. */
export function message(code: MessageCode | PhraseKey, ...args: MessageArg[]): string {
  return render({ code, args });
}
