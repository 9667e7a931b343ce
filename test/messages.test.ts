/**
 * One table of messages (language/messages.ts) holds every stable code the project raises: a code named
 * anywhere in the source is in it, and every code in it is raised somewhere.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { MESSAGES, PHRASES } from "../language/messages.js";

const SOURCE_FOLDERS = ["language", "ir", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games", "cli"];

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
