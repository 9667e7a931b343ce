/** The scenarios of a scenario file (`*.test.yaml`): their names and where each is written. */
import { isMap, isScalar, isSeq, type Node } from "yaml";
import type { Range } from "../compiler/diagnostics.js";
import { fileRange } from "../compiler/load-yaml.js";
import type { Workspace } from "./workspace.js";

export interface ScenarioEntry {
  name: string;
  /** The whole list item. */
  range: Range;
  /** The name's value, where an editor puts the scenario's marker. */
  nameRange: Range;
}

export function scenariosOf(ws: Workspace, file: string): ScenarioEntry[] {
  const model = ws.model(file);
  if (!model?.isScenario) return [];
  const found: ScenarioEntry[] = [];
  for (const doc of model.docs) {
    const contents = doc.doc.contents;
    if (!isMap(contents)) continue;
    const list = contents.items.find((p) => isScalar(p.key) && p.key.value === "scenarios")?.value;
    if (!isSeq(list)) continue;
    for (const item of list.items) {
      if (!isMap(item)) continue;
      const name = item.items.find((p) => isScalar(p.key) && p.key.value === "name")?.value;
      if (!isScalar(name) || typeof name.value !== "string") continue;
      const whole = fileRange(doc, item as Node);
      const named = fileRange(doc, name as Node);
      if (!whole || !named) continue;
      found.push({ name: name.value, range: model.lines.range(whole[0], whole[1]), nameRange: model.lines.range(named[0], named[1]) });
    }
  }
  return found;
}
