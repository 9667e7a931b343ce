/**
 * One table of messages (language/messages.ts) holds every stable code the project raises: a code named
 * anywhere in the source is in it, and every code in it is raised somewhere.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { MESSAGES, PHRASES } from "../language/messages.js";

const SOURCE_FOLDERS = ["language", "ir", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games", "report", "print", "queue", "cli"];

/** Every FRnnnn written in a source file other than the table, with the files that name it. */
function codesInSource(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const folder of SOURCE_FOLDERS) {
    for (const name of readdirSync(join(PROJECT_ROOT, folder))) {
      const file = `${folder}/${name}`;
      if (!name.endsWith(".ts") || file === "language/messages.ts") continue;
      for (const m of readFileSync(join(PROJECT_ROOT, file), "utf8").matchAll(/\bFR\d{4}\b/g)) found.set(m[0], [...(found.get(m[0]) ?? []), file]);
    }
  }
  return found;
}

describe("the message table", () => {
  const used = codesInSource();

  test("holds every code the source names", () => {
    expect([...used].filter(([code]) => !Object.hasOwn(MESSAGES, code)).map(([code, files]) => `${code} in ${[...new Set(files)].join(", ")}`)).toEqual([]);
  });

  test("holds no code that nothing raises", () => {
    expect(Object.keys(MESSAGES).filter((code) => !used.has(code))).toEqual([]);
  });

  test("starts with the command line's and a game's inputs (FR0xxx), which cli/, games/, report/, queue/ and print/ (a layout file for printing) raise", () => {
    const codes = Object.keys(MESSAGES);
    const first = codes.filter((code) => code.startsWith("FR0"));
    expect(first.length).toBeGreaterThan(0);
    expect(codes.slice(0, first.length)).toEqual(first);
    for (const code of first) expect((used.get(code) ?? []).every((file) => ["cli/", "games/", "report/", "queue/", "print/"].some((folder) => file.startsWith(folder))), code).toBe(true);
  });

  test("the command line and the game layer raise no error without a code: every one is made from the table", () => {
    const free: string[] = [];
    for (const folder of ["cli", "games", "report", "queue"]) {
      for (const name of readdirSync(join(PROJECT_ROOT, folder))) {
        if (!name.endsWith(".ts")) continue;
        const text = readFileSync(join(PROJECT_ROOT, folder, name), "utf8");
        // An error class of the CLI or the game layer is given a code, written out (maybe one of two) or handed on.
        for (const m of text.matchAll(/new (CliError|UsageError|InternalError|ArgumentError|GameInputError)\((?![^,)]*"FR\d{4}"|(\w+\.)?code\b)/g)) free.push(`${folder}/${name}: ${m[0]}`);
        // Commander's refusal carries no code: the CLI's option parsers throw ArgumentError instead.
        for (const m of text.matchAll(/new InvalidArgumentError\(/g)) free.push(`${folder}/${name}: ${m[0]}`);
      }
    }
    expect(free).toEqual([]);
  });
});

/** Every source file of the folders (their subfolders too) but the table, with its text. */
function sourceFiles(): Array<[string, string]> {
  const files: Array<[string, string]> = [];
  const walk = (folder: string): void => {
    for (const name of readdirSync(join(PROJECT_ROOT, folder))) {
      const file = `${folder}/${name}`;
      if (statSync(join(PROJECT_ROOT, file)).isDirectory()) walk(file);
      else if (name.endsWith(".ts") && file !== "language/messages.ts") files.push([file, readFileSync(join(PROJECT_ROOT, file), "utf8")]);
    }
  };
  for (const folder of [...SOURCE_FOLDERS, "web"]) walk(folder);
  return files;
}

describe("the phrases of the message table", () => {
  const files = sourceFiles();

  test("hold every phrase the source writes a message with", () => {
    const named = files.flatMap(([file, text]) => [...text.matchAll(/\b(?:messageText|message|isPhrase)\((?:[^,()]+,\s*)?"([^"]+)"/g)].map((m) => [m[1]!, file] as const));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter(([key]) => !Object.hasOwn(PHRASES, key) && !Object.hasOwn(MESSAGES, key)).map(([key, file]) => `${key} in ${file}`)).toEqual([]);
  });

  test("hold no phrase that nothing uses", () => {
    const all = files.map(([, text]) => text).join("\n");
    expect(Object.keys(PHRASES).filter((key) => !all.includes(`"${key}"`))).toEqual([]);
  });
});
