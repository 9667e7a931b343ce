/**
 * The whole-card snippets (`frantic-special`, `frantic-event`, ...), offered only where a new card may
 * start (service/card-start.ts): never inside a card's effect code or as a field's value. A snippet file
 * named in the manifest's `contributes.snippets` would be offered by VS Code everywhere in YAML, which no
 * code can narrow; so the manifest names none and this provider serves the file.
 */
import { readFileSync } from "node:fs";
import * as vscode from "vscode";
import { mayStartCard } from "../../service/card-start.js";

const SNIPPET_FILE = "snippets/frantic.code-snippets";

interface Snippet {
  prefix: string;
  description?: string;
  body: string[] | string;
}

function isSnippet(value: unknown): value is Snippet {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Record<string, unknown>;
  return typeof s.prefix === "string" && (typeof s.body === "string" || (Array.isArray(s.body) && s.body.every((l) => typeof l === "string")));
}

/** Registers the card snippets' completion for YAML files. */
export function registerCardSnippets(context: vscode.ExtensionContext): vscode.Disposable {
  let snippets: Snippet[] = [];
  try {
    const parsed = JSON.parse(readFileSync(context.asAbsolutePath(SNIPPET_FILE), "utf8")) as unknown;
    snippets = Object.values(typeof parsed === "object" && parsed !== null ? parsed : {}).filter(isSnippet);
  } catch {
    // A missing or broken snippet file leaves the editor without card snippets, nothing worse.
  }
  return vscode.languages.registerCompletionItemProvider({ language: "yaml" }, {
    provideCompletionItems(document, position) {
      if (!mayStartCard(document.getText(), { line: position.line, character: position.character })) return [];
      const line = document.lineAt(position.line).text;
      const range = new vscode.Range(position.line, 0, position.line, line.trimEnd().length);
      return snippets.map((s) => {
        const item = new vscode.CompletionItem(s.prefix, vscode.CompletionItemKind.Snippet);
        item.insertText = new vscode.SnippetString(Array.isArray(s.body) ? s.body.join("\n") : s.body);
        item.range = range;
        if (s.description) item.detail = s.description;
        return item;
      });
    },
  });
}
