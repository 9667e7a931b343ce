/** `npm run test:cluster`: the job queue across processes, on a Redis of the tier's own (see redis-server.ts). */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test-cluster/**/*.test.ts"],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // The tests start processes that each use a core: one file at a time.
    fileParallelism: false,
    setupFiles: ["test/support/node-host.ts"],
  },
});
