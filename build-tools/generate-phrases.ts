/**
 * Writes rules-text/phrase-files.ts from the Fluent phrase files (rules-text/phrases/<lang>.ftl), so the core
 * carries them without reading a file. `npm run generate` runs it; test/rules-text-phrases.test.ts fails when
 * the committed module differs.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { LANG_CODES, type Lang } from "../language/languages.js";
import { phraseFilesModule } from "../rules-text/phrase-files-module.js";

const dir = join(PROJECT_ROOT, "rules-text");
const files = Object.fromEntries(LANG_CODES.map((lang) => [lang, readFileSync(join(dir, "phrases", `${lang}.ftl`), "utf8")])) as Record<Lang, string>;
writeFileSync(join(dir, "phrase-files.ts"), phraseFilesModule(files));
console.log("wrote rules-text/phrase-files.ts");
