/** What build-bundle.ts checks of the split bundle before writing it: exports the loader may settle (cli/bundle-loader.cts), and imports a split keeps. */

/**
 * The exported bindings a chunk declares with let or var other than as `let x = ...` written once: assigned
 * again (`x = `, `x += `, `x++`) or first set later (a lazily initialised module). The loader settles exports
 * once a chunk has run (bundle-loader.cts), which such a binding would outlive.
 */
export function liveExports(code: string): string[] {
  const list = /export\s*\{([^}]*)\};\s*$/.exec(code)?.[1] ?? "";
  const locals = list.split(",").map((part) => part.trim().split(/\s+as\s+/)[0]!).filter((name) => /^[\w$]+$/.test(name));
  return locals.filter((name) => {
    const n = name.replace(/\$/g, "\\$");
    const declared = new RegExp(`(^|[;\\n{])\\s*(let|var)\\s+${n}\\b(\\s*=(?!=))?`).exec(code);
    if (!declared) return false;
    const writes = code.match(new RegExp(`(?<![\\w$.])(${n}\\s*([-+*/%&|^]|\\*\\*|\\?\\?|&&|\\|\\|)?=(?!=)|${n}\\s*(\\+\\+|--)|(\\+\\+|--)\\s*${n}\\b)`, "g")) ?? [];
    return declared[3] === undefined || writes.length !== 1;
  });
}

/** The part of esbuild's metafile the check below reads. */
export interface SplitMeta {
  inputs: Record<string, { format?: string }>;
  outputs: Record<string, { entryPoint?: string }>;
}

/**
 * The CommonJS modules a split bundle imports dynamically: such a chunk exports only `default`, so the
 * names the code takes from `await import(...)` are undefined at run time. Import them statically instead.
 */
export function dynamicallyImportedCommonJs(meta: SplitMeta, entry: string): string[] {
  return Object.values(meta.outputs)
    .map((o) => o.entryPoint)
    .filter((e): e is string => e !== undefined && e !== entry && meta.inputs[e]?.format === "cjs");
}
