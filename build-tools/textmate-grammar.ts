/**
 * The TextMate grammar of the effect language for editors (VS Code's colouring before the language server
 * answers, GitHub-style highlighting), written from the vocabulary and the grammar's keywords by
 * `npm run generate`: the effect grammar, and an injection that finds effect code in the YAML fields the
 * table of effect fields names, in plain, `|` and `>` scalars.
 */
import { EFFECT_FIELDS } from "../compiler/effect-fields.js";
import { BUILTINS, CHOICES, GLOBALS, PROPERTIES, SHARED_LIFETIMES, TRIGGERS, UNTILS, VERBS } from "../language/vocabulary.js";
import { KEYWORDS, PREPOSITIONS } from "../grammar/tokens.js";

const word = (words: readonly string[]): string => `(?<![\\w-])(?:${[...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/-/g, "\\-")).join("|")})(?![\\w-])`;

const keywordWords = [...KEYWORDS, ...PREPOSITIONS].map((t) => (t.PATTERN as RegExp).source);

export function effectGrammar(): object {
  return {
    $schema: "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
    name: "Frantic effect",
    scopeName: "source.frantic-effect",
    patterns: [
      { name: "comment.line.number-sign.frantic-effect", match: "#.*$" },
      { name: "string.quoted.double.frantic-effect", match: '"(?:[^"\\\\]|\\\\.)*"' },
      { name: "constant.numeric.frantic-effect", match: "\\b\\d+\\b" },
      { name: "keyword.control.frantic-effect", match: word(keywordWords) },
      // A verb word followed by `of` is the property of the same name (`partner of me`), as the lexer reads it.
      { name: "entity.name.function.verb.frantic-effect", match: `${word(Object.keys(VERBS))}(?!\\s+of(?![\\w-]))` },
      { name: "support.function.builtin.frantic-effect", match: word(Object.keys(BUILTINS)) },
      { name: "support.type.choice.frantic-effect", match: word(Object.keys(CHOICES)) },
      { name: "support.constant.trigger.frantic-effect", match: word([...Object.keys(TRIGGERS), ...Object.keys(UNTILS), ...Object.keys(SHARED_LIFETIMES)]) },
      { name: "variable.other.property.frantic-effect", match: word(Object.keys(PROPERTIES)) },
      { name: "variable.language.frantic-effect", match: word(Object.keys(GLOBALS)) },
      { name: "keyword.operator.frantic-effect", match: "!=|<=|>=|==|=|<|>|\\+|-|\\*|/|\\.\\." },
    ],
  };
}

/** The YAML keys whose values are effect code (the last step of each path in the effect-field table). */
export function effectKeys(): string[] {
  return [...new Set(EFFECT_FIELDS.map((f) => f.path[f.path.length - 1]!).filter((k) => k !== "*"))];
}

export function injectionGrammar(): object {
  const keys = effectKeys().map((k) => k.replace(/-/g, "\\-")).join("|");
  return {
    $schema: "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
    name: "Frantic effect code in YAML",
    scopeName: "source.frantic-effect.injection",
    // Not inside effect code it found already: its own rules must not start again there.
    injectionSelector: "L:source.yaml -meta.embedded.block.frantic-effect -meta.embedded.line.frantic-effect",
    patterns: [{ include: "#block" }, { include: "#plain" }],
    repository: {
      block: {
        begin: `^(\\s*)(${keys})(:)\\s*([|>][-+0-9]*)\\s*(#.*)?$`,
        beginCaptures: { 2: { name: "entity.name.tag.yaml" }, 3: { name: "punctuation.separator.key-value.mapping.yaml" }, 4: { name: "keyword.control.flow.block-scalar.yaml" } },
        end: "^(?!\\1\\s)(?=\\s*\\S)",
        contentName: "meta.embedded.block.frantic-effect",
        patterns: [{ include: "source.frantic-effect" }],
      },
      plain: {
        begin: `^(\\s*)(${keys})(:)\\s+(?=[^|>\\s'"])`,
        beginCaptures: { 2: { name: "entity.name.tag.yaml" }, 3: { name: "punctuation.separator.key-value.mapping.yaml" } },
        end: "$",
        contentName: "meta.embedded.line.frantic-effect",
        patterns: [{ include: "source.frantic-effect" }],
      },
    },
  };
}
