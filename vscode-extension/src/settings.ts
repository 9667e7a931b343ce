/** The extension's settings, as declared in package.json's `contributes.configuration`. */
import * as vscode from "vscode";

/** Official sets whose cards are in scope for names, games and simulations (`frantic.sets`). */
export function setsInScope(): string[] {
  const sets = vscode.workspace.getConfiguration("frantic").get<string[]>("sets", ["base"]);
  return sets.length > 0 ? sets : ["base"];
}

/** The language hover writes rules text in (`frantic.lang`); the server checks it. */
export function rulesTextLang(): string {
  return vscode.workspace.getConfiguration("frantic").get<string>("lang", "en");
}
