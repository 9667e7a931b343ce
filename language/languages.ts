/**
 * The languages the game is published in, once: the card files' `name`/`text` fields (their JSON
 * Schema), the IR's names and texts, and `--lang` (its choices, help and check) all derive from this table.
 * English comes first: every card has an English name, and it is what any other language falls back to.
 */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "de", name: "German" },
  { code: "fr", name: "French" },
  { code: "it", name: "Italian" },
  { code: "es", name: "Spanish" },
] as const;

export type Lang = (typeof LANGUAGES)[number]["code"];

/** The language every name and text has, and the one a missing translation falls back to. */
export const FALLBACK_LANG = "en" satisfies Lang;

export const LANG_CODES: readonly Lang[] = LANGUAGES.map((l) => l.code);

/** A name or text by language: English always, the other languages where the card file gives them. */
export type Localised = { en: string } & { [L in Exclude<Lang, "en">]?: string };

export function isLang(value: string): value is Lang {
  return (LANG_CODES as readonly string[]).includes(value);
}

/** The words in `lang`, or in English where that language has none. */
export function inLanguage(words: Localised, lang: Lang): string {
  return words[lang] ?? words.en;
}

/** A card's (event's, power card's, rule card's) name in `lang`, falling back to English. */
export function nameIn(def: { names: Localised }, lang: Lang): string {
  return inLanguage(def.names, lang);
}

/** A card's rules text in `lang`, falling back to English (empty when the card file gives none). */
export function textIn(def: { texts: Localised }, lang: Lang): string {
  return inLanguage(def.texts, lang);
}
