/**
 * `frantic render`: printable cards. A PDF of A4 or Letter sheets with bleed, crop marks and the page
 * boxes set; or one SVG per card in a folder; or a Tabletop Simulator deck (sheet images and the saved
 * object that loads them). The drawing is print/'s; this file holds the options, render-run.ts the work,
 * loaded (with pdfkit, svg-to-pdfkit, pdf-lib and resvg) only when the command runs, so other commands
 * start no slower.
 */
import { Option, type Command } from "commander";
import { PAPERS, type Paper } from "../print/paper.js";
import { TEXT_SOURCE_NAMES } from "../print/text-sources.js";
import { MARK_STYLES } from "../print/sheet.js";
import { folderUrl } from "../print/tts-urls.js";
import type { RenderOptions } from "./render-run.js";
import { ArgumentError, cardsOption, editionOption, examples, langOption, setsOption, withOption, type Context } from "./common.js";

function paperOption(): Option {
  const names = Object.keys(PAPERS).join(", ");
  return new Option("--paper <size>", `the paper of the PDF: ${names}`)
    .argParser((value: string): Paper => {
      const v = value.toLowerCase();
      if (!Object.hasOwn(PAPERS, v)) throw new ArgumentError("FR0107", "--paper", value, names);
      return v as Paper;
    })
    .default("a4");
}

/** The resolutions --png takes: from a screen's to well past what print shops ask (300). */
export const PNG_DPI = { least: 72, most: 1200 } as const;

function pngOption(): Option {
  return new Option("--png <dpi>", `with -o FOLDER/: one PNG per card instead of SVG, with its bleed, at this many dots per inch (${PNG_DPI.least}-${PNG_DPI.most}; print shops ask for 300)`).argParser((value: string): number => {
    const dpi = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
    if (!(dpi >= PNG_DPI.least && dpi <= PNG_DPI.most)) throw new ArgumentError("FR0149", PNG_DPI.least, PNG_DPI.most);
    return dpi;
  });
}

function baseUrlOption(): Option {
  return new Option("--base-url <url>", "Tabletop Simulator: the address of the folder the images will be put in (e.g. https://example.com/frantic/); deck.json names each image under it, and by its file name alone without it").argParser((value: string): string => {
    const url = folderUrl(value);
    if (url === undefined) throw new ArgumentError("FR0147");
    return url;
  });
}

export function registerRender(program: Command, ctx: Context): void {
  program
    .command("render")
    .summary("print cards: a PDF to cut out, one SVG per card, or a Tabletop Simulator deck")
    .description(
      "Draw the cards of the sets (and house cards) as they look in the game, each copy a card of its own: a PDF of A4 or Letter sheets with bleed, crop marks and the pages' TrimBox and BleedBox set (-o cards.pdf), one SVG per card (-o folder/), or a Tabletop Simulator deck: sheet images and the saved object that loads them (-o deck.tts/ or --tts folder). Name card ids to draw only those. A card's text may set **words** in bold and draw icons: {blue} {red} {green} {yellow} {black} {multi} {wish} {1st} {2nd}. A card file or set manifest may name art: (drawn in the layout's art box) and back: pictures, PNG or JPEG files in its own folder. The SVGs hold their text as outlines, so they need no font installed. A layout file (--layout) changes sizes, fields, fonts, colours and the template (frame, one font, safe zone); --print-layout shows the default to start from.",
    )
    .argument("[ids...]", "only these cards (their ids, as frantic cards lists them)")
    .addOption(setsOption(["base"]))
    .addOption(editionOption())
    .addOption(cardsOption())
    .addOption(withOption())
    .addOption(langOption())
    .addOption(new Option("--text <source>", "the cards' text: written (the card file's in --lang; where it gives none in that language, the text written from its effect, with a warning) or generated (written from each card's effect, as frantic text prints it)").choices(TEXT_SOURCE_NAMES).default("written"))
    .option("--strict", "with --text written: stop, naming them, when cards have no text of their own in --lang, instead of printing the text written from their effect")
    .option("--layout <file>", "a layout file (YAML) over the default: sizes, fields, fonts and colours")
    .addOption(paperOption())
    .option("-o, --output <path>", "where to write: a .pdf file, a folder ending in / (one SVG per card, its text as outlines) or ending in .tts/ (Tabletop Simulator)")
    .option("--tts <folder>", "write a Tabletop Simulator deck into this folder (sheet PNGs and deck.json); instead of -o, not with it")
    .addOption(baseUrlOption())
    .addOption(pngOption())
    .option("--one-each", "one card of each kind and variant instead of every copy the deck holds")
    .addOption(new Option("--marks <style>", "PDF: edges (a crop mark at both ends of every cut) or corners (only at the block's four corners, the cuts between cards measured from them); every mark inside the area a home printer prints").choices(MARK_STYLES))
    .option("--guides", "draw the trim line (cyan) and the safe zone (dashed magenta, template.safe mm inside the trim) on every face, for proofing")
    .option("--backs", "PDF: follow each sheet with its cards' backs, mirrored, for printing on both sides (turned over the long edge)")
    .option("--overwrite", "replace files of the same names in an output folder (other files are never touched)")
    .option("--print-layout", "print the default layout file and stop")
    .addHelpText(
      "after",
      examples(
        ["frantic render -o cards.pdf", "the base game on A4 sheets, every copy of every card"],
        ["frantic render --with house/ pickpocket -o pickpocket.pdf --paper letter", "only your house card"],
        ["frantic render --sets all --lang de --backs -o alle.pdf", "every set in German, printed on both sides (a card with no German text of its own gets the text written from its effect, with a warning)"],
        ["frantic render --lang de --strict -o karten.pdf", "only the cards' own German texts: stop, naming the cards that have none"],
        ["frantic render gift fantastic --one-each -o svg/", "one SVG per card, one copy of each"],
        ["frantic render --sets base,supercharge --tts frantic.tts/", "a deck for Tabletop Simulator"],
        ["frantic render --tts frantic.tts/ --base-url https://example.com/frantic/", "a deck whose images you will upload to that folder"],
        ["frantic render --png 300 -o png/", "one PNG per card with its bleed, at 300 dpi, for a print shop"],
        ["frantic render --marks corners --guides -o proof.pdf", "corner crop marks, and each card's trim line and safe zone drawn, to check a layout"],
        ["frantic render --print-layout > layout.yaml", "a layout to change, then: frantic render --layout layout.yaml -o cards.pdf"],
      ),
    )
    .action(async (ids: string[], options: RenderOptions) => (await import("./render-run.js")).render(ctx, ids, options));
}

