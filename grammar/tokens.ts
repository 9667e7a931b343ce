/** Tokens of the effect language. Keywords are reserved; property, choice-kind and verb words are plain identifiers resolved later. */
import type { TokenType } from "chevrotain";
import { chevrotain } from "./chevrotain.js";
import { GAME_VERB_WORDS, PLAYER_VERB_WORDS, PROPERTIES, VERBS } from "../language/vocabulary.js";

const { createToken, Lexer } = chevrotain;

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n]+/, group: Lexer.SKIPPED });
export const Comment = createToken({ name: "Comment", pattern: /#[^\n]*/, group: "comments" });

/** Identifiers may contain inner hyphens (`turn-starts`, `draw-pile`), so `a - b` needs spaces. */
export const Identifier = createToken({ name: "Identifier", pattern: /[a-zA-Z_][a-zA-Z0-9_]*(?:-[a-zA-Z][a-zA-Z0-9_]*)*/ });

function keyword(word: string): TokenType {
  return createToken({ name: word.replace(/^./, (c) => c.toUpperCase()), pattern: new RegExp(word), longer_alt: Identifier });
}

export const Let = keyword("let");
export const Set = keyword("set");
export const Target = keyword("target");
export const Choose = keyword("choose");
export const Each = keyword("each");
export const In = keyword("in");
export const If = keyword("if");
export const Else = keyword("else");
export const While = keyword("while");
export const Repeat = keyword("repeat");
export const When = keyword("when");
export const Until = keyword("until");
export const Simultaneously = keyword("simultaneously");
export const Forbid = keyword("forbid");
export const Allow = keyword("allow");
export const Show = keyword("show");
export const Shared = keyword("shared");
export const And = keyword("and");
export const Or = keyword("or");
export const Not = keyword("not");
export const Of = keyword("of");
export const Where = keyword("where");
export const Blind = keyword("blind");
export const True = keyword("true");
export const False = keyword("false");
export const None = keyword("none");

/** Prepositions introduce the named slots of actions and choices. */
export const From = keyword("from");
export const To = keyword("to");
export const By = keyword("by");
export const Among = keyword("among");
export const Into = keyword("into");
export const With = keyword("with");
export const Under = keyword("under");
export const Below = keyword("below");
export const As = keyword("as");

/** Verbs: what a player does (subject first) and what the game does (imperative), from the vocabulary. */
export const PLAYER_VERBS: readonly string[] = PLAYER_VERB_WORDS;
export const GAME_VERBS: readonly string[] = GAME_VERB_WORDS;

/** Longer verbs first where one starts with another (`wish-number` before `wish`). */
function lexOrder(words: readonly string[]): string[] {
  return [...words].sort((a, b) => b.length - a.length);
}

export const PlayerVerbToken = createToken({ name: "PlayerVerb", pattern: Lexer.NA });
export const GameVerbToken = createToken({ name: "GameVerb", pattern: Lexer.NA });
/**
 * A verb of several words (`takes another turn`) is one token, its words apart by spaces or tabs on one line,
 * ending where a word ends (`takes another turns` is `takes` and two names).
 */
function verbPattern(v: string): RegExp {
  return v.includes(" ") ? new RegExp(`${v.split(" ").join("[ \\t]+")}(?![a-zA-Z0-9_-])`) : new RegExp(v);
}
/**
 * Game verbs that are also properties (`partner p with q` beside `partner of p`) stay names to the lexer, so
 * the property and names such as `let partner = ...` read as before; the parser takes such a name
 * followed by an expression as the action (EffectParser's unknownAction, which build-ast makes a game action).
 */
export const NAME_VERBS: ReadonlySet<string> = new globalThis.Set(GAME_VERB_WORDS.filter((v) => Object.hasOwn(PROPERTIES, v)));
/** The verb a token spells, its words apart by one space (`takes  another turn` is `takes another turn`). */
export function verbOf(image: string): string {
  return image.split(/[ \t]+/).join(" ");
}
const verbTokens = [
  ...lexOrder(PLAYER_VERBS).map((v) => createToken({ name: `Verb_${v.replaceAll(" ", "_")}`, pattern: verbPattern(v), longer_alt: Identifier, categories: PlayerVerbToken })),
  ...lexOrder(GAME_VERBS.filter((v) => !NAME_VERBS.has(v))).map((v) => createToken({ name: `Verb_${v.replaceAll(" ", "_")}`, pattern: verbPattern(v), longer_alt: Identifier, categories: GameVerbToken })),
];
/** Verbs that take no object (`p takes another turn`): their statement ends with the verb's words. */
export const OBJECTLESS_VERBS: ReadonlySet<string> = new globalThis.Set(PLAYER_VERB_WORDS.filter((v) => VERBS[v]!.object === "nothing"));

export const NumberLiteral = createToken({ name: "NumberLiteral", pattern: /\d+/ });
export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"(?:[^"\\\n]|\\.)*"/ });

export const LBrace = createToken({ name: "LBrace", pattern: /\{/ });
export const RBrace = createToken({ name: "RBrace", pattern: /\}/ });
export const LParen = createToken({ name: "LParen", pattern: /\(/ });
export const RParen = createToken({ name: "RParen", pattern: /\)/ });
export const LBracket = createToken({ name: "LBracket", pattern: /\[/ });
export const RBracket = createToken({ name: "RBracket", pattern: /\]/ });
export const Comma = createToken({ name: "Comma", pattern: /,/ });
export const Semicolon = createToken({ name: "Semicolon", pattern: /;/ });
export const DotDot = createToken({ name: "DotDot", pattern: /\.\./ });

export const CompareOp = createToken({ name: "CompareOp", pattern: Lexer.NA });
export const NotEquals = createToken({ name: "NotEquals", pattern: /!=/, categories: CompareOp });
export const LessEq = createToken({ name: "LessEq", pattern: /<=/, categories: CompareOp });
export const GreaterEq = createToken({ name: "GreaterEq", pattern: />=/, categories: CompareOp });
export const Less = createToken({ name: "Less", pattern: /</, categories: CompareOp });
export const Greater = createToken({ name: "Greater", pattern: />/, categories: CompareOp });
export const EqualsEquals = createToken({ name: "EqualsEquals", pattern: /==/, categories: CompareOp });
export const Assign = createToken({ name: "Assign", pattern: /=/ });

export const AddOp = createToken({ name: "AddOp", pattern: Lexer.NA });
export const Plus = createToken({ name: "Plus", pattern: /\+/, categories: AddOp });
export const Minus = createToken({ name: "Minus", pattern: /-/, categories: AddOp });
export const MulOp = createToken({ name: "MulOp", pattern: Lexer.NA });
export const Star = createToken({ name: "Star", pattern: /\*/, categories: MulOp });
export const Slash = createToken({ name: "Slash", pattern: /\//, categories: MulOp });

export const KEYWORDS = [
  Let, Set, Target, Choose, Each, In, If, Else, While, Repeat, When, Until, Simultaneously, Forbid, Allow, Show, Shared,
  And, Or, Not, Of, Where, Blind, True, False, None, From, To, By, Among, Into, With, Under, Below, As,
];

/** The words a statement may start with (for completion). */
export const STATEMENT_KEYWORDS: string[] = [Let, Set, Shared, Target, Each, If, While, Repeat, When, Simultaneously, Forbid, Allow, Show].map((t) => (t.PATTERN as RegExp).source);

function keywordLength(t: TokenType): number {
  return (t.PATTERN as RegExp).source.length;
}

export const ALL_TOKENS: TokenType[] = [
  WhiteSpace, Comment,
  // Longest first so that `into` is not lexed as `in` + `to`.
  ...[...KEYWORDS].sort((a, b) => keywordLength(b) - keywordLength(a)), ...verbTokens, PlayerVerbToken, GameVerbToken,
  Identifier, NumberLiteral, StringLiteral,
  LBrace, RBrace, LParen, RParen, LBracket, RBracket, Comma, Semicolon, DotDot,
  NotEquals, LessEq, GreaterEq, EqualsEquals, Less, Greater, CompareOp, Assign,
  Plus, Minus, AddOp, Star, Slash, MulOp,
];

export const PREPOSITIONS = [From, To, By, Among, Into, With, Under, Below, As];

/**
 * chevrotain's checks of the grammar itself (ambiguities, unreachable alternatives) take a good part of
 * start-up: the lexer and parser in use skip them, and test/grammar-checks.test.ts builds both with them.
 */
export function newLexer(checkGrammar = false): InstanceType<typeof Lexer> {
  return new Lexer(ALL_TOKENS, { positionTracking: "full", ensureOptimizations: false, skipValidations: !checkGrammar });
}

export const effectLexer = newLexer();

