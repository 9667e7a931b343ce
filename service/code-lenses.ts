/**
 * Code lenses: above each card, a command that simulates games with it; above each scenario, one that
 * runs it. The commands are named here and carried out by the editor's client (vscode-extension/).
 */
import type { Range } from "../compiler/diagnostics.js";
import { LENS_COMMANDS, LENS_GAMES } from "./lens-commands.js";
import { scenariosOf } from "./scenarios.js";
import type { Workspace } from "./workspace.js";

export interface CodeLens {
  range: Range;
  title: string;
  command: (typeof LENS_COMMANDS)[keyof typeof LENS_COMMANDS];
  arguments: [file: string, name: string];
}

export function codeLenses(ws: Workspace, file: string): CodeLens[] {
  const model = ws.model(file);
  if (!model) return [];
  if (model.isScenario) {
    return scenariosOf(ws, file).map((s) => ({ range: s.nameRange, title: "Run", command: LENS_COMMANDS.runScenario, arguments: [file, s.name] }));
  }
  return model.definitions.map((d) => ({
    range: d.range,
    title: `Simulate ${LENS_GAMES} games with this card`,
    command: LENS_COMMANDS.simulateCard,
    arguments: [file, d.id],
  }));
}
