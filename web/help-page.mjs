/**
 * The playground's help page: docs/playground.md as HTML (marked), written by `npm run build:web` into
 * web/dist/help.html, so the header's Help link opens a page from the site itself (nothing leaves it).
 * The images it shows are copied beside it; links to the project's other docs, not on the site, become
 * plain text.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { marked } from "marked";

const STYLE = `body { font: 16px/1.5 system-ui, sans-serif; max-width: 50rem; margin: 0 auto; padding: 1rem; color: #1d2330; }
img { max-width: 100%; border: 1px solid #ccd; }
pre, code { font: 0.9em ui-monospace, monospace; background: #f2f3f7; }
pre { padding: 0.6rem; overflow-x: auto; }
table { border-collapse: collapse; display: block; overflow-x: auto; }
td, th { border: 1px solid #ccd; padding: 0.3rem 0.5rem; vertical-align: top; }`;

/** Writes `out`/help.html from `docs`/playground.md, with the images it names. */
export function writeHelpPage(docs, out) {
  const markdown = readFileSync(join(docs, "playground.md"), "utf8");
  const images = [...markdown.matchAll(/!\[[^\]]*\]\((images\/[\w.-]+)\)/g)].map((m) => m[1]);
  for (const image of images) {
    if (!existsSync(join(docs, image))) continue;
    mkdirSync(dirname(join(out, image)), { recursive: true });
    copyFileSync(join(docs, image), join(out, image));
  }
  // A link to another doc (bots.md, performance.md#...) has no page here: its words stay, the link goes.
  const body = marked.parse(markdown.replace(/(?<!!)\[([^\]]+)\]\((?!https?:)[^)]*\.md(?:#[^)]*)?\)/g, "$1"), { async: false });
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Frantic playground: help</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<p><a href="index.html">Back to the playground</a></p>
${body}
</body>
</html>
`;
  writeFileSync(join(out, "help.html"), html);
}

/** Writes `out`/examples.json: the Examples menu's entries (web/examples/examples.json) with their files' texts. */
export function writeExamples(examples, out) {
  const manifest = JSON.parse(readFileSync(join(examples, "examples.json"), "utf8"));
  const entries = manifest.examples.map((e) => ({ ...e, texts: Object.fromEntries(e.files.map((f) => [f, readFileSync(join(examples, f), "utf8")])) }));
  writeFileSync(join(out, "examples.json"), JSON.stringify(entries));
}
