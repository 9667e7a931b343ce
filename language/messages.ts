/**
 * Every diagnostic the toolchain can emit, in one table (like TypeScript's diagnosticMessages.json).
 * Codes are stable: never reuse or renumber one. FR1xxx loading, FR2xxx schema, FR3xxx syntax,
 * FR4xxx names, FR5xxx types, FR6xxx sets and counts, FR7xxx runtime, FR8xxx rule scenarios,
 * FR9xxx game logs (replay and resume). Retired, never to be used again: FR6003.
 */
export const MESSAGES = {
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
  FR1011: "the program is IR version {0}, and this frantic plays version {1}: compile the cards again with frantic compile",
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
  "house-rules-kind": "a house-rules file starts with 'kind: house-rules'",
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
  // What is wrong with a compiled program read from a file (ir/validate.ts, ir/check-program.ts; FR1010), at a JSON path.
  "program-at": "{0}: {1}",
  "program-whole": "the program",
  "program-not-json": "the file is not JSON",
  "program-not-object": "a compiled program is a JSON object, as frantic compile writes it",
  "program-no-version": "none",
  "program-too-many-values": "the program holds more than {0} values, more than any set of cards compiles to",
  "program-too-deep": "the program nests deeper than {0} levels here, deeper than any card compiles to",
  "program-op-not-here": "the op {0} is not one that may stand here",
  "program-schema": "{0} {1}",
  "program-schema-field": "{0} {1} ('{2}')",
  "program-schema-invalid": "{0} is not valid",
  "program-not-card-id": "{0} is not a card id (lower-case letters, digits and hyphens, as card files write it)",
  "program-id-taken": "the id {0} is taken by {1} already: every card of a program has an id of its own",
  "program-not-colour": "{0} is not a card colour ({1})",
  "program-colour-count": "a card has one colour or two",
  "program-not-held-trigger": "{0} is not a trigger of while-held ({1})",
  "program-deck-too-big": "the deck would hold {0} cards, more than the {1} a game can play with",
  "program-too-many-teams": "at most {0} teams",
  "program-team-too-big": "at most {0} seats in a team",
  "program-point-limit-empty": "the point-limit table needs a row",
  "program-out-of-bounds": "{0} is not a whole number from {1} to {2}",
  "program-text-too-long": "a text of {0} characters, longer than the {1} a program may carry",
  "program-wrong-frame": "{0} is not the frame of this code: it binds {1}",
  "program-one-variable": "1 variable",
  "program-variables": "{0} variables",
  "program-slot-outside": "{0} is not a variable of this code (its frame has {1})",
  "program-read-before-set": "variable {0} is read before anything is put in it",
  "program-wrong-type": "a {0} stands where a {1} is read",
  "program-not-list": "a {0} stands where a list is read",
  "program-not-until": "{0} is not an 'until' of the language ({1})",
  "program-target-player": "a target is a choice of a player",
  "program-target-players": "a target is a choice of players",
  "program-not-trigger": "{0} is not a trigger of the language ({1})",
  "program-not-verb": "{0} is not a verb of the language ({1})",
  "program-no-subject": "'{0}' has no subject",
  "program-verb-words": "'{0}' takes one of the words {1}",
  "program-no-slot": "'{0}' has no slot {1}",
  "program-needs-slot": "'{0}' needs its '{1}' slot",
  "program-not-settable-global": "{0} cannot be set ({1} can)",
  "program-not-settable": "{0} cannot be set",
  "program-cannot-store": "a {0} cannot be stored where a {1} is kept",
  "program-nothing-to-choose": "a choice of {0} has nothing to choose from",
  "program-not-whole-number": "{0} is not a whole number a card may write (at most {1})",
  "program-not-name": "{0} is not a name of the language",
  "program-not-declared": "no 'shared' statement of the program declares {0}",
  "program-not-property": "{0} is not a property of the language",
  "program-not-property-of": "'{0}' is not a property of a {1}",
  "program-not-table": "a {0} is not a table",
  "program-misplaced-lambda": "a per-element argument only goes where a builtin takes one",
  "program-not-listable": "a {0} cannot be made a list",
  "program-not-builtin": "{0} is not a builtin of the language ({1})",
  "program-argument-count": "'{0}' takes {1}, not {2}",
  "program-one-argument": "1 argument",
  "program-arguments": "{0} arguments",
  "program-needs-lambda": "'{0}' needs a per-element argument here",
  "program-compared": "a {0} is compared with a {1}",
  "program-not-operator": "{0} is not an operator of the language ({1})",
  // What is wrong with a game log's lines (games/game-log.ts, games/replay.ts; FR9xxx).
  "log-null": "null",
  "log-a-list": "a list",
  "log-value": "{0} {1}",
  "log-no-kind": "it has no 't' naming its kind",
  "log-unknown-field": "has a field '{0}' it never has",
  "log-missing-field": "has no '{0}'",
  "log-wrong-field": "has '{0}' that is not {1}",
  "log-the-set": "the set",
  "log-sets": "sets",
  "log-field-is-not": "{0} is not {1}",
  "log-players-range": "players must be {0} to {1}",
  "log-house-rules": "houseRules {0}",
  "log-is-not-a-mapping": "is not a mapping",
  "log-has-unknown-field": "has an unknown field '{0}'",
  "log-has-no-patch": "has no patch",
  "log-house-field-is-not": ".{0} is not {1}",
  "log-a-whole-number": "a whole number",
  "log-a-number": "a number",
  "log-true-or-false": "true or false",
  "log-a-string": "a string",
  "log-whole-numbers": "a list of whole numbers",
  "log-strings": "a list of strings",
  "log-lists-of-whole-numbers": "a list of lists of whole numbers",
  "log-number-or-bool": "a number, true or false",
  "log-a-positive-whole-number": "a positive whole number",
  "log-names": "a list of names",
  "log-names-per-player": "a list of names, one per player",
  "log-a-path": "a path",
  "log-paths": "a list of paths",
  "log-an-edition": "the name of an edition",
  "log-card-ids": "a list of card ids",
  "log-card-hashes": "a map of card ids to hashes",
  "log-rule-parameters": "a mapping of rule parameters",
  "log-a-compiled-effect": "a compiled effect",
  // Which cards differ from those a game was logged with (FR9007), a list made of "log-and" pairs.
  "log-card-changed": "'{0}' (set {1}) changed",
  "log-card-new": "'{0}' (set {1}) is new",
  "log-card-missing": "'{0}' is missing",
  "log-and": "{0}, {1}",
  "log-and-more": "{0} and {1} more",
  // What a replay found where the log and the game part (FR9005).
  "log-end-of-log": "(end of log)",
  "log-end-of-game": "(end of game)",
  // What is wrong with a saved game (runtime/saved-game-check.ts, runtime/session.ts; FR7003-FR7006), at a place in it.
  "saved-whole": "the saved game",
  "saved-null": "null",
  "saved-a-list": "a list",
  "saved-an-object": "an object",
  "saved-not-object": "it is not an object",
  "saved-missing": "'{0}' is missing",
  "saved-not-field": "'{0}' is not a field of it",
  "saved-out-of-range": "it is not a whole number from {0} to {1}",
  "saved-not-bool": "it is not true or false",
  "saved-not-text": "it is not a string of at most {0} characters",
  "saved-not-one-of": "it is not one of {0}",
  "saved-not-list": "it is not a list",
  "saved-wrong-length": "it has {0} entries, not {1}",
  "saved-too-long": "it has {0} entries, more than {1}",
  "saved-not-rule-card": "it is not a rule card, and only rule cards are in force",
  "saved-not-rules": "they are not the rules its rule cards in force make",
  "saved-not-event": "it is not an event card",
  "saved-not-shared-value": "it is not a number, true or false",
  "saved-not-symbol": "it is not the symbol of a card of this program",
  "saved-too-few-zones": "it has {0} zones, fewer than the {1} of a {2}-player game",
  "saved-player-twice": "it names a player twice",
  "saved-not-direction": "it is not 1 or -1",
  "saved-not-colour": "it is not -1 or a colour ({0})",
  "saved-not-variable": "it is not a value an effect's variable holds (none, a number, true, false, a string or a list of them)",
  "saved-nothing-logged": "a game saved before its first checkpoint has logged nothing at it",
  "saved-cannot-go-on": "the game cannot go on from it ({0}: {1})",
  "saved-over-before-asked": "the game is over before it is asked",
  "saved-logged-count": "the game logs {0} entries up to where it was saved, not {1}",
  "saved-illegal-answer": "it is not a legal answer to the '{0}' decision it is given to ({1})",
  "saved-card-twice": "card {0} ({1}) is at {2} and in another place too",
  "saved-card-nowhere": "card {0} ({1}) is nowhere",
  "saved-lasting-absent": "this program does not have (it has {0})",
  "saved-lasting-other-list": "is not one of the {0} in this program",
  "saved-lasting-other-until": "lasts until {0} in this program, not as saved at {1}",
  "saved-lasting-other-trigger": "lasts until {0} and hears {1} in this program, not as saved at {2}",
  "saved-other-format": "it is of format {0}, and this version reads format 1",
  "saved-other-game": "it was saved from a game of seed {0} and {1} players, not seed {2} and {3} players",
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
