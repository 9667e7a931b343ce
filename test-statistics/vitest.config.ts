/** `npm run test:statistics`: the report's figures on card sets of designed strengths, at full size, over many seeds. */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test-statistics/**/*.test.ts"],
    testTimeout: 1_800_000,
    // Each report uses every core: one file at a time.
    fileParallelism: false,
    setupFiles: ["test/support/node-host.ts"],
  },
});
