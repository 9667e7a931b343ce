/**
 * Icons a card's text names that there are none of (`{purple}`): an error at the card file's text line
 * (FR0156), since the braces would otherwise be printed as they are; the command stops before it writes
 * anything (FR0157).
 */
import { formatDiagnostic, type Diagnostic } from "../compiler/diagnostics.js";
import type { Lang } from "../language/languages.js";
import { message } from "../language/messages.js";
import type { PrintCard } from "../print/printable-cards.js";
import { unknownIcons } from "../print/rich-text.js";
import { ICON_NAMES } from "../print/text-icons.js";
import { CliError, println, type Context } from "./common.js";
import { loadSources } from "./load-cards.js";
import { documentOf, textRange } from "./render-overflow.js";

const ICON_LIST = ICON_NAMES.map((n) => `{${n}}`).join(", ");

/** Stops the command when a card's text names an unknown icon, each reported at its card file's text line. */
export async function refuseUnknownIcons(ctx: Context, cards: readonly PrintCard[], load: { sets: readonly string[]; paths: readonly string[]; edition: string; lang: Lang }): Promise<void> {
  const found = new Map<string, string[]>();
  for (const card of cards) {
    const unknown = unknownIcons(card.text);
    if (unknown.length > 0 && !found.has(card.id)) found.set(card.id, unknown);
  }
  if (found.size === 0) return;
  const { documents } = await loadSources(load.sets, load.paths, load.edition);
  const diagnostics: Diagnostic[] = [];
  for (const [id, names] of found) {
    const doc = documentOf(documents, id);
    for (const name of names) {
      if (doc) {
        const d: Diagnostic = { code: "FR0156", severity: "error", args: [id, name, ICON_LIST], file: doc.file, range: textRange(doc, load.lang) };
        diagnostics.push(d);
        println(ctx.io.err, formatDiagnostic(d));
      } else {
        println(ctx.io.err, `error FR0156: ${message("FR0156", id, name, ICON_LIST)}`);
      }
    }
  }
  const first = [...found][0]!;
  const what = found.size === 1 ? first[0] : `${first[0]} and ${found.size - 1} other card(s)`;
  throw new CliError("FR0157", what, [...new Set([...found.values()].flat())].map((n) => `{${n}}`).join(", "), ICON_LIST).withDiagnostics(diagnostics);
}
