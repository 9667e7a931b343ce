/**
 * The card snippets in the editor's completion: the VS Code extension's snippet file, the one place they
 * are written (bundled from vscode-extension/snippets/ by web/build.mjs).
 */
import * as monaco from "monaco-editor/editor/editor.api.js";
import snippetFile from "../../vscode-extension/snippets/frantic.code-snippets";
import { mayStartCard } from "../../service/card-start.js";
import { LANGUAGE } from "./lsp-client.js";

interface Snippet {
  prefix: string;
  description: string;
  body: string[];
}

export function registerSnippets(): void {
  const snippets = Object.values(snippetFile as Record<string, Snippet>);
  monaco.languages.registerCompletionItemProvider(LANGUAGE, {
    provideCompletionItems: (model, position) => {
      const line = model.getLineContent(position.lineNumber).slice(0, position.column - 1);
      // Snippets write a whole card: only where one may start (service/card-start.ts, as in VS Code).
      if (!mayStartCard(model.getValue(), { line: position.lineNumber - 1, character: position.column - 1 })) return { suggestions: [] };
      const range = { startLineNumber: position.lineNumber, startColumn: position.column - line.trimStart().length, endLineNumber: position.lineNumber, endColumn: position.column };
      return {
        suggestions: snippets.map((s) => ({
          label: s.prefix,
          kind: monaco.languages.CompletionItemKind.Snippet,
          detail: s.description,
          insertText: s.body.join("\n"),
          insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet,
          range,
        })),
      };
    },
  });
}
