/**
 * "Copy to my files" on an official card: the card document under the cursor, as a file of the user's own,
 * its id and English name changed so that it does not clash with the official card (gift -> my-gift,
 * "Gift" -> "My Gift"). No DOM and no Monaco here, so a unit test copies every official card.
 */
import { documentAt, idOf } from "../card-at.js";

export interface CardCopy {
  id: string;
  name: string;
  /** A file name for it in the user's folder (no folder): `my-gift.yaml`. */
  fileName: string;
  text: string;
}

/**
 * The copy of the card at `line` of an official file, or undefined when no card is there (a set file,
 * rules, house rules: no `id`). `taken` says whether an id is already used (the official cards', the
 * user's): my-gift, else my-gift-2, ...
 */
export function copyOfCard(text: string, line: number, taken: (id: string) => boolean): CardCopy | undefined {
  const { lines } = documentAt(text, line);
  const id = idOf(lines);
  // Cards only: a set or rules file has an id and a name too, but is not a card to play.
  if (!id || !lines.some((l) => /^kind:\s*(special|event|power|rule|number)\s*(#.*)?$/.test(l))) return undefined;
  let newId = `my-${id}`;
  for (let n = 2; taken(newId); n++) newId = `my-${id}-${n}`;
  let name = "";
  const out = lines
    // The schema modeline names a path relative to the official file; the user's folder has none there.
    .filter((l) => !/^#\s*yaml-language-server:/.test(l))
    .map((l) => {
      if (/^id:/.test(l)) return `id: ${newId}`;
      const m = /^name:\s*\{\s*en:\s*("(?:[^"\\]|\\.)*"|[^,}]+?)\s*(?:,.*)?\}\s*(#.*)?$/.exec(l);
      if (!m) return l;
      const english = m[1]!.startsWith('"') ? (JSON.parse(m[1]!) as string) : m[1]!;
      name = `My ${english}`;
      // Only the English name: the other languages' names were the official card's.
      return `name: { en: ${JSON.stringify(name)} }`;
    });
  if (name === "") return undefined;
  while (out.length > 0 && out[0]!.trim() === "") out.shift();
  while (out.length > 0 && out[out.length - 1]!.trim() === "") out.pop();
  return { id: newId, name, fileName: `${newId}.yaml`, text: `# A copy of the official card '${id}': change it as you like.\n${out.join("\n")}\n` };
}
