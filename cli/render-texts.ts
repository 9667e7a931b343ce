/**
 * `frantic render --lang L` with the cards' written texts: the cards whose file gives no text in L are
 * said (one warning line, FR0152) and printed with the text written from their effect in L, or, with
 * --strict, the command stops before it writes anything (FR0153), naming every one of them.
 */
import type { IrProgram } from "../ir/ir.js";
import { LANGUAGES, type Lang } from "../language/languages.js";
import { message } from "../language/messages.js";
import { cardsWithoutText } from "../print/printable-cards.js";
import type { TextSource } from "../print/text-sources.js";
import { CliError, println, UsageError, type Context } from "./common.js";

/** How many ids the warning names before "and N more": enough to find them, one line for a whole set. */
export const IDS_SHOWN = 5;

export function languageName(lang: Lang): string {
  return LANGUAGES.find((l) => l.code === lang)?.name ?? lang;
}

function howMany(n: number): string {
  return n === 1 ? "1 card has" : `${n} cards have`;
}

/** `ids` shortened to the first few and how many more. */
export function someIds(ids: readonly string[], shown = IDS_SHOWN): string {
  return ids.length <= shown ? ids.join(", ") : `${ids.slice(0, shown).join(", ")} and ${ids.length - shown} more`;
}

/** Warns of (or with `strict` refuses) the cards printed with written texts that have none in `lang`. */
export function checkWrittenTexts(ctx: Context, program: IrProgram, request: { lang: Lang; text: TextSource; strict: boolean; ids?: ReadonlySet<string> }): void {
  if (request.strict && request.text !== "written") throw new UsageError("FR0154", request.text);
  if (request.text !== "written") return;
  const missing = cardsWithoutText(program, request.lang, request.ids);
  if (missing.length === 0) return;
  const name = languageName(request.lang);
  if (request.strict) throw new CliError("FR0153", howMany(missing.length), name, request.lang, missing.join(", "));
  println(ctx.io.err, `warning FR0152: ${message("FR0152", howMany(missing.length), name, someIds(missing), request.lang)}`);
}
