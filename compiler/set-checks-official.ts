/** Which official set, among those not selected, a card id belongs to: read only when a check asks. */
import { loadYamlFile, type LoadedDocument } from "./load-yaml.js";
import { readSources } from "./compile.js";
import { availableSets, setFolder } from "./sources.js";

export function officialSetOf(selected: readonly string[]): (id: string) => string | undefined {
  let index: Map<string, string> | undefined;
  return (id) => {
    if (!index) {
      index = new Map();
      for (const set of availableSets().filter((s) => !selected.includes(s))) {
        for (const file of readSources([setFolder(set)]).files) {
          for (const doc of loadYamlFile(file.path, file.text).value) {
            const v = doc.value as { id?: unknown; kind?: unknown } | null;
            if (typeof v?.id === "string" && v.kind !== "set" && v.kind !== "rules" && !index.has(v.id)) index.set(v.id, set);
          }
        }
      }
    }
    return index.get(id);
  };
}

/** Whether the documents hold a set manifest: a set checked whole. */
export function holdsManifest(documents: readonly LoadedDocument[]): boolean {
  return documents.some((d) => (d.value as { kind?: unknown } | null)?.kind === "set");
}
