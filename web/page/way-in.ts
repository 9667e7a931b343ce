/**
 * A way in for newcomers, hooked into the page by main.ts: the Examples menu, "Copy to my files" on an
 * official card, the guided first card and the card pane (the header's Help link is plain HTML).
 */
import type * as monaco from "monaco-editor/editor/editor.api.js";
import { CardPane } from "./card-pane.js";
import type { LazyCoreClient } from "./core-client.js";
import { copyToMine } from "./copy-to-mine.js";
import { startExamplesMenu } from "./examples.js";
import type { FileTree } from "./file-tree.js";
import { Guide } from "./guide.js";

export interface WayIn {
  editor: monaco.editor.IStandaloneCodeEditor;
  tree: FileTree;
  core: LazyCoreClient;
  cards: Record<string, string>;
  say: (text: string) => void;
}

export function startWayIn({ editor, tree, core, cards, say }: WayIn): void {
  const byId = <T extends HTMLElement>(id: string): T | null => document.getElementById(id) as T | null;
  const menu = byId<HTMLDetailsElement>("examples-menu");
  if (menu) startExamplesMenu(menu, tree, say);
  tree.onCopyOfficial = () => copyToMine(editor, tree, cards, say);
  tree.render();
  const pane = byId("card-pane");
  const toggle = byId<HTMLButtonElement>("card-pane-toggle");
  if (pane && toggle) new CardPane(pane, toggle, editor, core, () => tree.userFiles());
  const guide = byId("guide");
  const opener = byId<HTMLButtonElement>("guide-open");
  if (guide && opener) new Guide(guide, opener, tree);
}
