/**
 * chevrotain, imported in one place. The CLI, the language server and the browser build run from esbuild
 * bundles, and the tests alias the package to its one-file build (vitest.config.ts): importing the
 * package's many modules unbundled costs about a second at start.
 */
import * as chevrotain from "chevrotain";

export { chevrotain };
