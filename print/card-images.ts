/**
 * Pictures on cards: a card's (or its set's) `art:` drawn in the layout's art box, and its `back:` drawn
 * over the whole back, bleed included. The command line reads the files (cli/render-images.ts); here an
 * image is its bytes as a data: URL and its size in pixels, drawn cropped to fill its box, centred.
 */
import type { Deck, Layout, Box } from "./layout.js";
import { num } from "./svg-text.js";

export interface PrintImage {
  /** A data: URL of the PNG or JPEG bytes (no file path: the SVG stands alone). */
  href: string;
  /** Its size in pixels (for the crop). */
  width: number;
  height: number;
  /** A short name from its file, for the names of back files (letters, digits and -). */
  name: string;
}

/**
 * The image over `box`, cropped to fill it (centred). overflow="hidden" asks svg-to-pdfkit to clip it, as
 * resvg and browsers do an image whose preserveAspectRatio slices.
 */
export function imageElement(image: PrintImage, box: Box): string {
  return `<image x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" preserveAspectRatio="xMidYMid slice" overflow="hidden" href="${image.href}"/>`;
}

/** The box a card's text is set in: the layout's, or with art, the part of it below the art box. */
export function textBoxOf(hasArt: boolean, layout: Layout): Box {
  const text = layout.fields.text;
  const art = layout.fields.art;
  const overlaps = art.x < text.x + text.width && text.x < art.x + art.width && art.y < text.y + text.height && text.y < art.y + art.height;
  if (!hasArt || !overlaps) return text;
  const top = Math.min(text.y + text.height, art.y + art.height + 1);
  return { ...text, y: top, height: text.y + text.height - top };
}

/** One back to print: a deck's, or a picture that some cards of the deck have instead. */
export interface BackVariant {
  deck: Deck;
  image?: PrintImage;
  /** Its file name's stem: back-hand, or back-hand-NAME for a picture. */
  stem: string;
}

/** The backs `cards` need, in deck order, each once: a deck's own, and each picture a card names. */
export function backVariants(cards: ReadonlyArray<{ deck: Deck; back?: PrintImage }>): BackVariant[] {
  const out: BackVariant[] = [];
  const stems = new Set<string>();
  for (const card of cards) {
    if (out.some((v) => v.deck === card.deck && v.image?.href === card.back?.href)) continue;
    let stem = card.back ? `back-${card.deck}-${card.back.name}` : `back-${card.deck}`;
    // Two pictures of the same name are told apart by a number.
    for (let n = 2; stems.has(stem); n++) stem = `back-${card.deck}-${card.back?.name ?? ""}-${n}`;
    stems.add(stem);
    out.push({ deck: card.deck, ...(card.back ? { image: card.back } : {}), stem });
  }
  return out;
}

/** The back variant of a card among `variants`. */
export function backOf(variants: readonly BackVariant[], card: { deck: Deck; back?: PrintImage }): BackVariant {
  return variants.find((v) => v.deck === card.deck && v.image?.href === card.back?.href)!;
}
