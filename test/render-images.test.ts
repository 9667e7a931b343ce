/**
 * `art:` and `back:` pictures, named by a card file or a set manifest, for `frantic render`: drawn in the
 * layout's art box (the text set below it) and as the card's back in the PDF, the SVG and PNG folders and
 * the Tabletop Simulator deck; and the paths refused (outside the file's folder, through a link, not a
 * regular file, too large, not PNG or JPEG), each at its line.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { fontMeasure } from "../cli/render-fonts.js";
import { rasterOf } from "../cli/render-png.js";
import { textBoxOf, type PrintImage } from "../print/card-images.js";
import { cardSvg } from "../print/card-svg.js";
import { imageSize } from "../print/image-size.js";
import { defaultLayout } from "../print/layout.js";
import type { PrintCard } from "../print/printable-cards.js";
import { PICKPOCKET } from "./support/pickpocket.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-render-images-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A PNG of one colour, `width` x `height` pixels. */
function png(colour: string, width = 40, height = 30): Uint8Array {
  return new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour}"/></svg>`).render().asPng();
}

/** Pixels of `colour` (#rrggbb) in a raster, within a little. */
function count(r: { pixels: Uint8Array }, colour: string, where: (i: number) => boolean = () => true): number {
  const [cr, cg, cb] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < r.pixels.length; i += 4) if (where(i / 4) && Math.abs(r.pixels[i]! - cr!) < 6 && Math.abs(r.pixels[i + 1]! - cg!) < 6 && Math.abs(r.pixels[i + 2]! - cb!) < 6) n++;
  return n;
}

const MAGENTA = "#ff00ff";
const TEAL = "#008080";
const house = join(dir, "house");
mkdirSync(join(house, "art"), { recursive: true });
writeFileSync(join(house, "art", "pick.png"), png(MAGENTA));
writeFileSync(join(house, "our-back.png"), png(TEAL, 30, 40));
writeFileSync(join(house, "pictured.yaml"), PICKPOCKET.replace("id: pickpocket", "id: pictured").replace("copies: 3", 'copies: 1\ntext: { en: "Take a card." }\nart: art/pick.png\nback: our-back.png'));
// A link inside the folder to a picture inside it is followed.
symlinkSync(join(house, "art", "pick.png"), join(house, "alias.png"));
writeFileSync(join(house, "aliased.yaml"), PICKPOCKET.replace("id: pickpocket", "id: aliased").replace("copies: 3", 'copies: 1\ntext: { en: "Take a card." }\nart: alias.png'));
writeFileSync(join(house, "plain.yaml"), PICKPOCKET.replace("id: pickpocket", "id: plain").replace("copies: 3", 'copies: 1\ntext: { en: "Take a card." }'));

describe("the picture's header", () => {
  test("a PNG's and a JPEG's size; anything else is none", () => {
    expect(imageSize(png(MAGENTA, 7, 5))).toEqual({ type: "image/png", width: 7, height: 5 });
    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 300 and width 200.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new Array<number>(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x00, 0xc8, 0x03]);
    expect(imageSize(jpeg)).toEqual({ type: "image/jpeg", width: 200, height: 300 });
    expect(imageSize(new TextEncoder().encode("<svg/> not a picture at all"))).toBeUndefined();
  });
});

describe("drawing a card's art and back", () => {
  const layout = defaultLayout();
  const art: PrintImage = { href: `data:image/png;base64,${Buffer.from(png(MAGENTA)).toString("base64")}`, width: 40, height: 30, name: "pick" };
  const card: PrintCard = { id: "c", name: "C", text: "Take a card.", deck: "hand", face: "coloured-special", colours: ["blue"], number: null, points: 7, wish: "none", copy: 1, copies: 1, art };

  test("the art fills the art box, cropped, and nothing outside it; the text starts below it", () => {
    const px = 10; // pixels to a mm
    const { width: w, height: h, bleed: b } = layout.card;
    const r = rasterOf(cardSvg(card, layout, fontMeasure(), { width: (w + 2 * b) * px, height: (h + 2 * b) * px }));
    const box = layout.fields.art;
    const inBox = (i: number): boolean => {
      const x = (i % r.width) / px - b;
      const y = Math.floor(i / r.width) / px - b;
      return x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
    };
    const inside = count(r, MAGENTA, inBox);
    expect(inside).toBeGreaterThan(0.97 * box.width * box.height * px * px);
    expect(count(r, MAGENTA, (i) => !inBox(i))).toBe(0);
    const text = textBoxOf(true, layout);
    expect(text.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(textBoxOf(false, layout)).toEqual(layout.fields.text);
  });
});

describe("frantic render with art: and back:", () => {
  test("the PDF draws the art, and the card's own back with --backs", { timeout: 60_000 }, async () => {
    const out = join(dir, "pictured.pdf");
    const r = await runCaptured(["render", "--with", house, "pictured", "plain", "--one-each", "--backs", "-o", out]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const pdf = await PDFDocument.load(readFileSync(out));
    expect(pdf.getPageCount()).toBe(2);
    // Two pictures embedded once each (however many cards show them), each with its alpha as a soft mask.
    expect(readFileSync(out).toString("latin1").match(/\/Subtype \/Image/g)?.length).toBe(4);
  });

  test("the SVG and PNG folders: the art in the card, a back file for the picture beside the deck's own", { timeout: 60_000 }, async () => {
    const svgs = join(dir, "svg");
    const r = await runCaptured(["render", "--with", house, "pictured", "plain", "--one-each", "-o", `${svgs}/`]);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(svgs).filter((f) => f.startsWith("back-")).sort()).toEqual(["back-hand-our-back.svg", "back-hand.svg"]);
    expect(readFileSync(join(svgs, "pictured-blue.svg"), "utf8")).toMatch(/<image [^>]*href="data:image\/png;base64,/);
    expect(readFileSync(join(svgs, "plain-blue.svg"), "utf8")).not.toContain("<image");
    const aliased = await runCaptured(["render", "--with", house, "aliased", "--one-each", "-o", `${join(dir, "aliased")}/`]);
    expect(aliased.code, aliased.stderr).toBe(0);
    expect(readFileSync(join(dir, "aliased", "aliased-blue.svg"), "utf8")).toContain("<image ");
    const pngs = join(dir, "png");
    expect((await runCaptured(["render", "--with", house, "pictured", "--one-each", "--png", "100", "-o", `${pngs}/`])).code).toBe(0);
    const back = new Resvg(readFileSync(join(svgs, "back-hand-our-back.svg"), "utf8")).render();
    expect(count({ pixels: new Uint8Array(back.pixels) }, TEAL)).toBe(back.width * back.height);
  });

  test("Tabletop Simulator: a card with a back of its own is on a sheet of its own, with that back", { timeout: 60_000 }, async () => {
    const out = join(dir, "deck.tts");
    const r = await runCaptured(["render", "--with", house, "pictured", "plain", "--tts", out]);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["back-hand-our-back.png", "back-hand.png", "deck.json", "deck.png", "hand-1.png", "hand-our-back-1.png"]);
    const save = JSON.parse(readFileSync(join(out, "deck.json"), "utf8")) as { ObjectStates: Array<{ CustomDeck: Record<string, { FaceURL: string; BackURL: string }> }> };
    const decks = Object.values(save.ObjectStates[0]!.CustomDeck);
    expect(decks.map((d) => [d.FaceURL, d.BackURL])).toEqual([["hand-our-back-1.png", "back-hand-our-back.png"], ["hand-1.png", "back-hand.png"]]);
  });

  test("a set's manifest names the art and back of every card of the set that names none", { timeout: 60_000 }, async () => {
    const set = join(dir, "myset");
    mkdirSync(set);
    writeFileSync(join(set, "cover.png"), png(MAGENTA));
    writeFileSync(join(set, "set.yaml"), "kind: set\nid: myset\nname: { en: My set }\ncounts: { playing-cards: 4, events: 0 }\nart: cover.png\nback: cover.png\n");
    writeFileSync(join(set, "cards.yaml"), PICKPOCKET.replace("copies: 3", 'copies: 1\ntext: { en: "Take a card." }'));
    const out = join(dir, "set-svg");
    const r = await runCaptured(["render", "--with", set, "pickpocket", "--one-each", "-o", `${out}/`]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(out, "pickpocket-red.svg"), "utf8")).toContain("<image ");
    expect(readdirSync(out)).toContain("back-hand-cover.svg");
  });
});

test("--help tells of art: and back:", async () => {
  const help = (await runCaptured(["render", "--help"])).stdout.replace(/\s+/g, " ");
  expect(help).toContain("art: (drawn in the layout's art box) and back: pictures, PNG or JPEG files in its own folder");
});

describe("the paths refused", () => {
  const bad = join(dir, "bad");
  mkdirSync(join(bad, "folder.png"), { recursive: true });
  writeFileSync(join(dir, "outside.png"), png(MAGENTA));
  writeFileSync(join(bad, "fake.png"), "not a picture");
  symlinkSync(join(dir, "outside.png"), join(bad, "link.png"));
  writeFileSync(join(bad, "huge.png"), "");
  truncateSync(join(bad, "huge.png"), 21 * 1024 * 1024);
  const cases: Array<[string, string, RegExp]> = [
    ["up", "../outside.png", /leads outside this file's folder \(to .*outside\.png\)/],
    ["linked", "link.png", /leads outside this file's folder/],
    ["missing", "missing.png", /there is no such file/],
    ["folder", "folder.png", /not a regular file/],
    ["fake", "fake.png", /neither a PNG nor a JPEG file/],
    ["huge", "huge.png", /it is 22020096 bytes, more than the 20971520 read/],
  ];
  for (const [id, path] of cases) writeFileSync(join(bad, `${id}.yaml`), PICKPOCKET.replace("id: pickpocket", `id: ${id}`).replace("copies: 3", `copies: 1\ntext: { en: "Take." }\nart: ${path}`));

  test("each at its art: line, saying why and how to fix it; nothing is written", { timeout: 60_000 }, async () => {
    const out = join(dir, "bad.pdf");
    const r = await runCaptured(["render", "--with", bad, "-o", out]);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split("\n");
    for (const [id, path, why] of cases) {
      const line = lines.find((l) => l.includes(`${id}.yaml:`));
      expect(line, id).toMatch(new RegExp(`${id}\\.yaml:8:6 - error FR0158: the art of ${id} is '${path.replace(/\./g, "\\.")}', which cannot be printed: `));
      expect(line, id).toMatch(why);
      expect(line, id).toContain("give the path of a PNG or JPEG file of at most 20 MB inside the folder of this file");
    }
    expect(lines[lines.length - 1]).toBe("error FR0159: nothing was written: 6 pictures named by art: or back: cannot be printed: fix them at the lines reported");
    expect(existsSync(out)).toBe(false);
  });

  test("a path that is no PNG or JPEG name is refused by the card schema", { timeout: 60_000 }, async () => {
    const other = join(dir, "schema");
    mkdirSync(other);
    writeFileSync(join(other, "c.yaml"), PICKPOCKET.replace("copies: 3", "copies: 1\nart: picture.gif"));
    const r = await runCaptured(["render", "--with", other, "-o", join(dir, "schema.pdf")]);
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toContain("art");
  });
});
