import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    pool: "threads",
    // The tests run chevrotain's checks of the grammar, which the CLI skips at start-up.
    env: { FRANTIC_CHECK_GRAMMAR: "1" },
  },
});
