/**
 * Cards whose words do not fit their boxes even set at the smallest size: an error, since the words would
 * run out of their box and be cut at the card's edge. Each is reported at its card file's name or text
 * line (file:line:col), where the fix goes, and the command stops before it writes anything.
 */
import { formatDiagnostic, type Diagnostic } from "../compiler/diagnostics.js";
import { rangeOfPath, type LoadedDocument } from "../compiler/load-yaml.js";
import type { Lang } from "../language/languages.js";
import { message } from "../language/messages.js";
import { overflowingFields, SMALLEST_SHARE } from "../print/card-svg.js";
import type { Measure } from "../print/fonts.js";
import type { Layout } from "../print/layout.js";
import type { PrintCard } from "../print/printable-cards.js";
import { CliError, plural, println, type Context } from "./common.js";
import { loadSources } from "./load-cards.js";

interface Overflow {
  id: string;
  field: "name" | "text";
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
      found.push({ id: card.id, field });
    }
  }
  return found;
}

/** The document a card id is defined in (the last one: a house card given later stands for a set's). */
function documentOf(documents: readonly LoadedDocument[], id: string): LoadedDocument | undefined {
  const own = documents.filter((d) => typeof d.value === "object" && d.value !== null && (d.value as { id?: unknown }).id === id);
  return own[own.length - 1];
}

/** The field's line in the card file: its text in `lang` where the file gives one, else its English, else the key. */
function diagnosticAt(doc: LoadedDocument, overflow: Overflow, lang: Lang): Diagnostic {
  const key = overflow.field;
  const given = (doc.value as Record<string, unknown>)[key];
  const inLang = typeof given === "object" && given !== null && Object.hasOwn(given, lang) ? lang : "en";
  const path = typeof given === "object" && given !== null ? [key, inLang] : [key];
  return { code: "FR0110", severity: "error", args: [key, overflow.id, Math.round(SMALLEST_SHARE * 100)], file: doc.file, range: rangeOfPath(doc, path, "value") };
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
      println(ctx.io.err, `error FR0110: ${message("FR0110", overflow.field, overflow.id, Math.round(SMALLEST_SHARE * 100))}`);
    }
  }
  const what = found.length === 1 ? `the ${found[0]!.field} of ${found[0]!.id}` : `${plural(found.length, "field")} of ${plural(new Set(found.map((o) => o.id)).size, "card")}`;
  throw new CliError("FR0151", what, Math.round(SMALLEST_SHARE * 100)).withDiagnostics(diagnostics);
}
