/**
 * The language service's speed on the official cards plus a generated file of 1,000 cards: completion
 * and hover at positions inside effect code (p95), diagnostics after a one-character edit (medians), and
 * the memory the workspace holds.
 */
import { CARDS_DIR } from "../host/node/project-root.js";
import { completion } from "../service/completion.js";
import { hover } from "../service/hover.js";
import { Workspace } from "../service/workspace.js";
import { percentile } from "./statistics.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

const EFFECTS = [
  "let loot = choose 1 blind cards from hand of left of me\nme takes loot",
  "target victim = choose player from others\nvictim draws 2",
  "each p in others {\n  if count of hand of p > 3 {\n    p draws 1\n  }\n}",
  "let present = choose 2 cards from hand of me\nme gives present to right of me",
];

/** A file of `n` house cards, each with a small effect. */
export function generatedCards(n: number): string {
  return Array.from({ length: n }, (_, i) => `kind: special
id: generated-${i}
name: { en: Generated ${i} }
class: coloured-special
colours: [red]
copies: 1
points: 10
effect: |
${EFFECTS[i % EFFECTS.length]!.split("\n").map((l) => `  ${l}`).join("\n")}
`).join("---\n");
}


const round = (ms: number): number => Math.round(ms * 100) / 100;

export interface ServiceBench {
  cards: number;
  completionP95Ms: number;
  hoverP95Ms: number;
  /** A card in a file of its own edited: the whole workspace checked again. */
  editDiagnosticsMs: number;
  /** The last card of the 1,000-card file edited: only its document is read again. */
  editInLargeFileMs: number;
  /** The first card of that file edited (with a line more), so every document after it moves. */
  editAtStartOfLargeFileMs: number;
  firstDiagnosticsMs: number;
  heapMB: number;
}

export function serviceBench(queries = 200, edits = 10): ServiceBench {
  const heapBefore = process.memoryUsage().heapUsed;
  const ws = Workspace.fromPaths([CARDS_DIR]);
  const file = "bench/generated-1000.yaml";
  let text = generatedCards(1000);
  ws.set(file, text, 1);
  const t0 = performance.now();
  ws.diagnostics(file);
  const firstDiagnosticsMs = performance.now() - t0;
  const model = ws.model(file)!;
  const positions = Array.from({ length: queries }, (_, i) => {
    const region = model.regions[(i * 37) % model.regions.length]!;
    return model.lines.positionAt(region.start + ((i * 13) % Math.max(1, region.end - region.start)));
  });
  const time = (f: () => unknown): number => {
    const t = performance.now();
    f();
    return performance.now() - t;
  };
  const completions = positions.map((p) => time(() => completion(ws, file, p)));
  const hovers = positions.map((p) => time(() => hover(ws, file, p)));
  // One character typed into a card's effect, then the diagnostics of its file asked for: a card in a
  // file of its own, and the last card of the 1,000-card file.
  const own = "bench/own-card.yaml";
  const ownCard = (n: number): string => `kind: event\nid: own-card\nname: { en: Own Card }\neffect: me draws ${n}\n`;
  ws.set(own, ownCard(1), 1);
  ws.diagnostics(own);
  const editTimes: number[] = [];
  const largeTimes: number[] = [];
  const startTimes: number[] = [];
  for (let i = 0; i < edits; i++) {
    ws.set(own, ownCard(i + 2), i + 2);
    editTimes.push(time(() => ws.diagnostics(own)));
    // One character typed at the end of the file's last effect line, then taken away again.
    text = i % 2 === 0 ? text.replace(/\n$/, "x\n") : text.replace(/x\n$/, "\n");
    ws.set(file, text, 100 + 2 * i);
    largeTimes.push(time(() => ws.diagnostics(file)));
    text = i % 2 === 0 ? text.replace("id: generated-0\n", "id: generated-0\n# edited\n") : text.replace("id: generated-0\n# edited\n", "id: generated-0\n");
    ws.set(file, text, 101 + 2 * i);
    startTimes.push(time(() => ws.diagnostics(file)));
  }
  return {
    cards: ws.ids().length,
    completionP95Ms: round(percentile(completions, 0.95)),
    hoverP95Ms: round(percentile(hovers, 0.95)),
    editDiagnosticsMs: round(percentile(editTimes, 0.5)),
    editInLargeFileMs: round(percentile(largeTimes, 0.5)),
    editAtStartOfLargeFileMs: round(percentile(startTimes, 0.5)),
    firstDiagnosticsMs: Math.round(firstDiagnosticsMs),
    heapMB: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6),
  };
}
