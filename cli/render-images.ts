/**
 * The pictures `art:` and `back:` name in card files and set manifests, read for `frantic render`. The
 * paths are a card author's input, maybe from a file someone sent: each must lead, links followed, into
 * the folder of the file that names it (compiler/contained-path.ts PathScope), to a regular file of at
 * most MAX_IMAGE_BYTES, opened without following a link (one planted after the check is refused), that
 * is a PNG or JPEG of at most MAX_IMAGE_SIDE pixels a side. Each one that is not is an error at its line
 * (FR0158), and the command stops before it writes anything (FR0159).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { basename, extname } from "node:path";
import { PathScope, realPath } from "../compiler/contained-path.js";
import { formatDiagnostic, type Diagnostic } from "../compiler/diagnostics.js";
import { rangeOfPath, type LoadedDocument } from "../compiler/load-yaml.js";
import { definitionsOf } from "../ir/definitions.js";
import type { IrProgram } from "../ir/ir.js";
import type { PrintImage } from "../print/card-images.js";
import type { PrintCard } from "../print/printable-cards.js";
import { CliError, plural, println, type Context } from "./common.js";
import { loadSources } from "./load-cards.js";
import { documentOf } from "./render-overflow.js";
import { imageSize } from "../print/image-size.js";

/** The largest picture file read: a full-bleed card at 600 dpi as a PNG is well under it. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** The most pixels a side: 63 mm at 1200 dpi is under 3000; a larger picture only costs memory to draw. */
export const MAX_IMAGE_SIDE = 12_000;

type Field = "art" | "back";

interface Named {
  doc: LoadedDocument;
  field: Field;
  entry: string;
}

/** A picture's bytes read within bounds, or why not. */
function readPicture(path: string): Uint8Array | string {
  let fd: number;
  try {
    // O_NOFOLLOW: a link put in the picture's place after the check is refused; O_NONBLOCK: a FIFO does not hang.
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? "there is no such file" : code === "ELOOP" ? "it is a symbolic link" : `it cannot be read (${code ?? String(e)})`;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return "it is not a regular file";
    if (stats.size > MAX_IMAGE_BYTES) return `it is ${stats.size} bytes, more than the ${MAX_IMAGE_BYTES} read`;
    const bytes = Buffer.alloc(stats.size);
    let total = 0;
    while (total < stats.size) {
      const n = readSync(fd, bytes, total, stats.size - total, null);
      if (n === 0) break;
      total += n;
    }
    return bytes.subarray(0, total);
  } finally {
    closeSync(fd);
  }
}

/** The picture `named` leads to, or why it cannot be printed. */
function picture(named: Named, scope: PathScope): PrintImage | string {
  const resolved = scope.resolve(named.doc.file, named.entry);
  if (resolved.path === undefined) return `it leads outside this file's folder (to ${resolved.outside})`;
  // The path the links lead to, checked inside above: a link swapped in there since is refused on opening.
  const bytes = readPicture(realPath(resolved.path));
  if (typeof bytes === "string") return bytes;
  const size = imageSize(bytes);
  if (!size) return "it is neither a PNG nor a JPEG file";
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width === 0 || size.height === 0) return `it is ${size.width} x ${size.height} pixels, not 1 to ${MAX_IMAGE_SIDE} a side`;
  const name = basename(named.entry, extname(named.entry)).toLowerCase().replace(/[^a-z0-9-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || "picture";
  return { href: `data:${size.type};base64,${Buffer.from(bytes).toString("base64")}`, width: size.width, height: size.height, name };
}

function fieldOf(doc: LoadedDocument | undefined, field: Field): Named | undefined {
  const value = doc && typeof doc.value === "object" && doc.value !== null ? (doc.value as Record<string, unknown>)[field] : undefined;
  return doc && typeof value === "string" ? { doc, field, entry: value } : undefined;
}

/** The set manifest of `set`, among the documents loaded. */
function manifestOf(documents: readonly LoadedDocument[], set: string): LoadedDocument | undefined {
  return documents.find((d) => typeof d.value === "object" && d.value !== null && (d.value as { kind?: unknown }).kind === "set" && (d.value as { id?: unknown }).id === set);
}

/**
 * `cards` with the pictures their files (or their sets' manifests) name; the documents are read again only
 * to find those fields. Stops the command when one cannot be printed.
 */
export async function withPictures(ctx: Context, cards: readonly PrintCard[], program: IrProgram, load: { sets: readonly string[]; paths: readonly string[]; edition: string }): Promise<PrintCard[]> {
  const { documents } = await loadSources(load.sets, load.paths, load.edition);
  const setOf = new Map(definitionsOf(program).map((d) => [d.id, d.set] as const));
  const scope = new PathScope([]);
  const read = new Map<Named, PrintImage | string>();
  const cache = new Map<string, PrintImage | string>();
  const pictureOf = (named: Named | undefined): PrintImage | undefined => {
    if (!named) return undefined;
    const key = `${named.doc.file}|${named.doc.index}|${named.field}`;
    let got = cache.get(key);
    if (got === undefined) {
      got = picture(named, scope);
      cache.set(key, got);
      read.set(named, got);
    }
    return typeof got === "string" ? undefined : got;
  };
  const out = cards.map((card) => {
    const own = documentOf(documents, card.id);
    const set = manifestOf(documents, setOf.get(card.id) ?? "");
    const art = pictureOf(fieldOf(own, "art") ?? fieldOf(set, "art"));
    const back = pictureOf(fieldOf(own, "back") ?? fieldOf(set, "back"));
    return { ...card, ...(art ? { art } : {}), ...(back ? { back } : {}) };
  });
  const problems = [...read].filter((entry): entry is [Named, string] => typeof entry[1] === "string");
  if (problems.length === 0) return out;
  const diagnostics = problems.map(([named, why]): Diagnostic => {
    const owner = (named.doc.value as { kind?: unknown; id?: unknown });
    const what = `the ${named.field} of ${owner.kind === "set" ? `set ${String(owner.id)}` : String(owner.id)}`;
    return { code: "FR0158", severity: "error", args: [what, named.entry, why, `${MAX_IMAGE_BYTES / 1024 / 1024} MB`], file: named.doc.file, range: rangeOfPath(named.doc, [named.field], "value") };
  });
  for (const d of diagnostics) println(ctx.io.err, formatDiagnostic(d));
  throw new CliError("FR0159", plural(problems.length, "picture")).withDiagnostics(diagnostics);
}
