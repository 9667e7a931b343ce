/**
 * The language server's own entry point (the VS Code extension bundles it): the server on stdio. As the
 * CLI does (cli/main.ts), a failure nothing caught is one line on standard error and exit code 2, not a
 * stack trace; the editor restarts the server.
 */
import { serveStdio } from "./server.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

const fail = (e: unknown): void => {
  process.stderr.write(`internal error: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(2);
};
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);
serveStdio();
