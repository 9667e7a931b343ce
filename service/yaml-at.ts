/** The YAML key or value under a file offset: its key path in the document, for hover on card fields. */
import { isMap, isPair, isScalar, isSeq, type Node } from "yaml";
import { fileRange, type LoadedDocument } from "../compiler/load-yaml.js";

export interface YamlSpot {
  doc: LoadedDocument;
  /** The keys from the document down to the key under the offset (list items are stepped through). */
  path: string[];
  on: "key" | "value";
  /** The scalar under the offset, as written. */
  text: string;
  /** File offsets of the scalar. */
  start: number;
  end: number;
}

/** The key or scalar value at `offset` in one of the documents, if the offset is on one. */
export function yamlAt(docs: readonly LoadedDocument[], offset: number): YamlSpot | undefined {
  for (const doc of docs) {
    const found = inNode(doc, doc.doc.contents as Node | null, [], offset);
    if (found) return found;
  }
  return undefined;
}

function inNode(doc: LoadedDocument, node: Node | null | undefined, path: string[], offset: number): YamlSpot | undefined {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      const keySpot = scalarSpot(doc, pair.key, [...path, key], "key", offset);
      if (keySpot) return keySpot;
      const inValue = isScalar(pair.value) ? scalarSpot(doc, pair.value, [...path, key], "value", offset) : inNode(doc, pair.value as Node | null, [...path, key], offset);
      if (inValue) return inValue;
    }
  } else if (isSeq(node)) {
    for (const item of node.items) {
      // A list's items take their key's path (`colours: [red]`: red is a value of `colours`).
      const found = isScalar(item) ? scalarSpot(doc, item, path, "value", offset) : inNode(doc, item as Node | null, path, offset);
      if (found) return found;
    }
  }
  return undefined;
}

function scalarSpot(doc: LoadedDocument, node: Node, path: string[], on: YamlSpot["on"], offset: number): YamlSpot | undefined {
  const range = fileRange(doc, node);
  if (!range || offset < range[0] || offset > range[1] || !isScalar(node)) return undefined;
  return { doc, path, on, text: String(node.value), start: range[0], end: range[1] };
}
