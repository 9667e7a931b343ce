/** The card document at a line of a card file (between `---` lines) and the id it declares: text only, no YAML parse, so it holds while the file is being typed. */

/** The lines of the YAML document that holds `line` (0-based), and the line it starts at. */
export function documentAt(text: string, line: number): { lines: string[]; start: number } {
  const lines = text.split(/\r?\n/);
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!/^---\s*$/.test(lines[i]!)) continue;
    if (i >= line) return { lines: lines.slice(start, i), start };
    start = i + 1;
  }
  return { lines: lines.slice(start), start };
}

/** The card id written in a document's top-level `id:` line, if it has one. */
export function idOf(lines: readonly string[]): string | undefined {
  for (const l of lines) {
    const m = /^id:\s*["']?([\w-]+)["']?\s*(#.*)?$/.exec(l);
    if (m) return m[1];
  }
  return undefined;
}
