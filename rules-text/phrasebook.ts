/**
 * The phrases of one language, read from its Fluent file (rules-text/phrases/<lang>.ftl, reaching the core as
 * the generated phrase-files.ts so no file is read at run time). A phrase the language lacks falls back to
 * English; test/rules-text-phrases.test.ts keeps every language complete.
 */
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { FALLBACK_LANG, type Lang } from "../language/languages.js";
import { PHRASE_FILES } from "./phrase-files.js";

export type PhraseArgs = Record<string, string | number>;

const bundles = new Map<Lang, FluentBundle>();

/** The Fluent bundle of a language's phrase file, with the syntax errors the file has (none when it is well formed). */
export function phraseBundle(lang: Lang): { bundle: FluentBundle; errors: string[] } {
  // Isolation marks would wrap every placeable in invisible characters: the text is plain, not mixed-direction.
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(PHRASE_FILES[lang])).map((e) => e.message);
  return { bundle, errors };
}

function bundleOf(lang: Lang): FluentBundle {
  let bundle = bundles.get(lang);
  if (!bundle) {
    bundle = phraseBundle(lang).bundle;
    bundles.set(lang, bundle);
  }
  return bundle;
}

/**
 * The language's `grammar-rewrites` message: "à le → au; de les → des", words that must merge or change once
 * phrases are put together. Applied whole-word to a finished text.
 */
function rewrites(lang: Lang): Array<[RegExp, string]> {
  const bundle = bundleOf(lang);
  const found = bundle.getMessage("grammar-rewrites");
  if (!found?.value) return [];
  return bundle
    .formatPattern(found.value, {}, [])
    .split(";")
    .map((pair) => pair.split("→").map((w) => w.trim()))
    .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== "")
    .map(([from, to]) => [new RegExp(`(?<![\\p{L}])${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "gu"), to]);
}

/** Says phrase `id` in one language; English where that language has no such phrase. */
export class Phrasebook {
  private rewriteRules: Array<[RegExp, string]> | undefined;
  private capitalAfterColon: boolean | undefined;

  constructor(readonly lang: Lang) {}

  /** A finished text with the language's rewrites applied ("à le joueur" becomes "au joueur"). */
  polish(text: string): string {
    this.rewriteRules ??= rewrites(this.lang);
    const rewritten = this.rewriteRules.reduce((t, [from, to]) => t.replace(from, to), text);
    // A clause that closes itself with a comma (German) may meet another comma or the sentence's end: one mark.
    const marked = rewritten.replace(/,\s*([,.:;!?])/g, "$1").replace(/,\s*\(/g, " (");
    // German starts a whole sentence after a colon with a capital.
    this.capitalAfterColon ??= this.say("capitalize-after-colon") === "yes";
    return this.capitalAfterColon ? marked.replace(/: (\p{Ll})/gu, (_, c: string) => `: ${c.toLocaleUpperCase()}`) : marked;
  }

  say(id: string, args: PhraseArgs = {}): string {
    for (const lang of [this.lang, FALLBACK_LANG] as const) {
      const bundle = bundleOf(lang);
      const found = bundle.getMessage(id);
      // A variant left empty leaves two spaces side by side: one is enough.
      if (found?.value) return bundle.formatPattern(found.value, args, []).replace(/\s+/g, " ").trim();
    }
    // Unreachable while the phrase test passes; the id at least tells a reader what is missing.
    return `[${id}]`;
  }

  has(id: string): boolean {
    return bundleOf(this.lang).hasMessage(id);
  }
}
