import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // chevrotain's one-file build: importing the package's many modules costs about a second in every test file.
    alias: [{ find: /^chevrotain$/, replacement: fileURLToPath(new URL("./node_modules/chevrotain/lib/chevrotain.min.mjs", import.meta.url)) }],
  },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    pool: "threads",
    // Node's file system and schema validators for the core (host/host.ts).
    setupFiles: ["test/support/node-host.ts"],
  },
});
