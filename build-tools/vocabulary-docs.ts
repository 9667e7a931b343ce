/**
 * The reference tables of docs/language.md, written from language/vocabulary.ts by `npm run generate`
 * (a test fails when the committed tables differ): names, context names, properties, builtins, actions,
 * choices, triggers, moments and response windows, each with its example.
 */
import { describe } from "../compiler/check-effect.js";
import {
  BUILTINS, CHOICES, GLOBALS, MATCH_GLOBALS, PROPERTIES, RESPONSE_WINDOWS, SHARED_LIFETIMES, TRIGGERS, UNTILS, VERBS, type BuiltinWord, type GlobalWord,
} from "../language/vocabulary.js";

/** A table cell: Markdown pipes escaped. */
function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

/** An example in a cell: code, its lines kept apart. */
function exampleCell(example: string): string {
  const escaped = example.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "&#124;");
  return `<code>${escaped.split("\n").map((l) => l.replace(/^( +)/, (s) => "&nbsp;".repeat(s.length))).join("<br>")}</code>`;
}

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

function typeOf(g: GlobalWord): string {
  return `${describe(g.type).replace(/^an? /, "")}${g.settable ? ", settable" : ""}`;
}

function signature(name: string, b: BuiltinWord): string {
  const params = b.params.map((p) => (p === "λnumber" ? "value" : p === "element" ? "x" : p === "same" ? "more" : p));
  return `${name}(${params.join(", ")})`;
}

function returns(b: BuiltinWord): string {
  return b.returns === "same" ? "the same list type" : b.returns === "element" ? "an element" : describe(b.returns).replace(/^an? /, "");
}

const contextNames: Array<{ name: string; g: GlobalWord; where: string }> = [
  ...Object.entries(MATCH_GLOBALS).map(([name, g]) => ({ name, g, where: "`play-when`, the rules' `match` conditions, `forbid` and `allow`" })),
  ...Object.entries(RESPONSE_WINDOWS).flatMap(([w, win]) => Object.entries(win.bindings).map(([name, g]) => ({ name, g: g as GlobalWord, where: `\`${w}\` responses` }))),
  ...Object.entries(TRIGGERS).flatMap(([t, trig]) => Object.entries(trig.bindings).map(([name, g]) => ({ name, g, where: `inside \`when ${t}\`` }))),
];

export function vocabularyTables(): Map<string, string> {
  return new Map([
    ["names", table(["Name", "Type", "Meaning", "Example"], Object.entries(GLOBALS).map(([n, g]) => [`\`${n}\``, typeOf(g), cell(g.doc), exampleCell(g.example)]))],
    ["context-names", table(["Name", "Type", "Where", "Meaning", "Example"], contextNames.map(({ name, g, where }) => [`\`${name}\``, typeOf(g), where, cell(g.doc), exampleCell(g.example ?? "")]))],
    ["properties", table(["Property", "Of", "Type", "Meaning", "Example"], Object.entries(PROPERTIES).map(([n, p]) => [`\`${n}\``, p.on.join(", "), `${describe(p.type).replace(/^an? /, "")}${p.settable ? ", settable" : ""}`, cell(p.doc), exampleCell(p.example)]))],
    ["builtins", table(["Builtin", "Returns", "Meaning", "Example"], Object.entries(BUILTINS).map(([n, b]) => [`\`${signature(n, b)}\``, returns(b), cell(b.doc), exampleCell(b.example)]))],
    ["actions", table(["Action", "Slots", "What it does", "Example"], Object.entries(VERBS).map(([, v]) => {
      const slots = Object.entries(v.slots).map(([prep, s]) => `\`${prep}\` ${s.type}${s.required ? " (required)" : ""}`).join(", ") || "—";
      const only = v.window ? `only in a \`${v.window}\` response: ` : "";
      return [v.form.split(" / ").map((f) => `\`${f}\``).join(" / "), slots, cell(only + v.doc), exampleCell(v.example)];
    }))],
    ["choices", table(["Choice", "Result", "Slots", "Meaning", "Example"], Object.entries(CHOICES).map(([, c]) => [`\`${c.form}\``, describe(c.returns).replace(/^an? /, ""), c.slots, cell(c.doc), exampleCell(c.example)]))],
    ["triggers", table(["Trigger", "Fires", "Binds", "Example"], Object.entries(TRIGGERS).map(([n, t]) => [`\`${n}\``, cell(t.doc), Object.keys(t.bindings).map((b) => `\`${b}\``).join(", ") || "—", exampleCell(t.example)]))],
    ["moments", table(["Moment", "Ends", "Example"], Object.entries(UNTILS).map(([n, u]) => [`\`${n}\``, cell(u.doc), exampleCell(u.example)]))],
    ["lifetimes", table(["Lifetime", "The shared value", "Example"], Object.entries(SHARED_LIFETIMES).map(([n, u]) => [`\`${n}\``, cell(u.doc), exampleCell(u.example)]))],
    ["windows", table(["`respond.window`", "Opens", "Candidates", "Binds", "Allowed only here", "Example"], Object.entries(RESPONSE_WINDOWS).map(([n, w]) => {
      const verbs = Object.entries(VERBS).flatMap(([word, v]) => [
        ...(v.window === n ? [`\`${v.form}\``] : []),
        ...Object.entries(v.wordWindows ?? {}).filter(([, only]) => only === n).map(([w]) => `\`${word} ${w}\``),
      ]).join(", ") || "—";
      return [`\`${n}\``, cell(w.doc), cell(w.candidates), Object.keys(w.bindings).map((b) => `\`${b}\``).join(", "), verbs, exampleCell(w.example)];
    }))],
  ]);
}

const begin = (name: string): string => `<!-- vocabulary:${name}:begin (generated from language/vocabulary.ts by npm run generate) -->`;
const end = (name: string): string => `<!-- vocabulary:${name}:end -->`;

/** A doc's text with every vocabulary table between its markers replaced; throws when a marker is missing. */
export function withVocabularyTables(text: string, file: string): string {
  let out = text;
  for (const [name, body] of vocabularyTables()) {
    const b = out.indexOf(begin(name));
    const e = out.indexOf(end(name));
    if (b < 0 || e < b) throw new Error(`${file} has no markers for the vocabulary table '${name}'`);
    out = `${out.slice(0, b + begin(name).length)}\n${body}\n${out.slice(e)}`;
  }
  return out;
}
