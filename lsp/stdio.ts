/** The language server's own entry point (the VS Code extension bundles it): the server on stdio. */
import { serveStdio } from "./server.js";

await serveStdio();
