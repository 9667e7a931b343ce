/**
 * Cards whose words do not fit their boxes even set at the smallest size: an error, since the words would
 * run out of their box and be cut at the card's edge. Each is reported at its card file's name or text
 * line (file:line:col), where the fix goes, and the command stops before it writes anything.
 */
import { formatDiagnostic, type Diagnostic, type Range } from "../compiler/diagnostics.js";
import { rangeOfPath, type LoadedDocument } from "../compiler/load-yaml.js";
import type { Lang } from "../language/languages.js";
import { message } from "../language/messages.js";
import { overflowingFields, SMALLEST_SHARE } from "../print/card-svg.js";
import type { Measure } from "../print/fonts.js";
import type { Layout } from "../print/layout.js";
import type { PrintCard } from "../print/printable-cards.js";
import { CliError, plural, println, type Context } from "./common.js";
import { loadSources } from "./load-cards.js";
import { languageName } from "./render-texts.js";

interface Overflow {
  id: string;
  field: "name" | "text";
  /** The text that does not fit is the one written from the card's effect. */
  generated: boolean;
}

/** Each card kind's fields that do not fit (a card's copies and variants are said once). */
export function overflows(cards: readonly PrintCard[], layout: Layout, measure: Measure): Overflow[] {
  const found: Overflow[] = [];
  const seen = new Set<string>();
  for (const card of cards) {
    for (const field of overflowingFields(card, layout, measure)) {
      const key = `${card.id}|${field}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ id: card.id, field, generated: field === "text" && !!card.generated });
    }
  }
  return found;
}

/** The document a card id is defined in (the last one: a house card given later stands for a set's). */
export function documentOf(documents: readonly LoadedDocument[], id: string): LoadedDocument | undefined {
  const own = documents.filter((d) => typeof d.value === "object" && d.value !== null && (d.value as { id?: unknown }).id === id);
  return own[own.length - 1];
}

/** The range of a card file's text in `lang` (its English where it gives none in `lang`), else of its `text:` key. */
export function textRange(doc: LoadedDocument, lang: Lang): Range {
  const given = (doc.value as Record<string, unknown>)["text"];
  const inLang = typeof given === "object" && given !== null && Object.hasOwn(given, lang) ? lang : "en";
  return rangeOfPath(doc, typeof given === "object" && given !== null ? ["text", inLang] : ["text"], "value");
}

/** The field's line in the card file: its text in `lang` where the file gives one, else its English, else the key. */
function diagnosticAt(doc: LoadedDocument, overflow: Overflow, lang: Lang): Diagnostic {
  const key = overflow.field;
  const given = (doc.value as Record<string, unknown>)[key];
  const inLang = typeof given === "object" && given !== null && Object.hasOwn(given, lang) ? lang : "en";
  // A generated text has no line of its own: it is reported where a text of the card's own would go (its text:, else its id).
  const path = overflow.generated ? (given === undefined ? ["id"] : [key]) : typeof given === "object" && given !== null ? [key, inLang] : [key];
  const range = rangeOfPath(doc, path, overflow.generated ? "key" : "value");
  return { code: overflow.generated ? "FR0155" : "FR0110", severity: "error", args: overflowArgs(overflow, lang), file: doc.file, range };
}

function overflowArgs(overflow: Overflow, lang: Lang): Array<string | number> {
  const share = Math.round(SMALLEST_SHARE * 100);
  return overflow.generated ? [overflow.id, languageName(lang), share, lang] : [overflow.field, overflow.id, share];
}

/**
 * Stops the command (FR0151) when a card's words do not fit, after reporting each at its card file's line
 * (FR0110); the files are read again for their lines only then, so a run that fits pays nothing for it.
 */
export async function refuseOverflows(ctx: Context, cards: readonly PrintCard[], layout: Layout, measure: Measure, load: { sets: readonly string[]; paths: readonly string[]; edition: string; lang: Lang }): Promise<void> {
  const found = overflows(cards, layout, measure);
  if (found.length === 0) return;
  const { documents } = await loadSources(load.sets, load.paths, load.edition);
  const diagnostics: Diagnostic[] = [];
  for (const overflow of found) {
    const doc = documentOf(documents, overflow.id);
    if (doc) {
      const d = diagnosticAt(doc, overflow, load.lang);
      diagnostics.push(d);
      println(ctx.io.err, formatDiagnostic(d));
    } else {
      const code = overflow.generated ? "FR0155" : "FR0110";
      println(ctx.io.err, `error ${code}: ${message(code, ...overflowArgs(overflow, load.lang))}`);
    }
  }
  const what = found.length === 1 ? `the ${found[0]!.field} of ${found[0]!.id}` : `${plural(found.length, "field")} of ${plural(new Set(found.map((o) => o.id)).size, "card")}`;
  throw new CliError("FR0151", what, Math.round(SMALLEST_SHARE * 100)).withDiagnostics(diagnostics);
}
