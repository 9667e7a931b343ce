/**
 * `frantic serve`: the playground (the static site `npm run build:web` writes to web/dist/) over HTTP on
 * 127.0.0.1. Only files of the built site are served, read-only; the page needs nothing else (no request
 * leaves it), so any static host serves the same folder as well.
 */
import { createReadStream, existsSync, realpathSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { isIP } from "node:net";
import { join } from "node:path";
import type { Command } from "commander";
import { message } from "../language/messages.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { ArgumentError, CliError, examples, integerParser, println, UsageError, type Context } from "./common.js";
import { siteFile } from "./site-files.js";

export const DEFAULT_PORT = 8080;
const DEFAULT_HOST = "127.0.0.1";
/** Where `npm run build:web` writes the site. */
export const SITE_FOLDER = join(PROJECT_ROOT, "web", "dist");

interface ServeOptions {
  port: number;
  host: string;
  site?: string;
}

/**
 * Whether `host` is this machine only: localhost, 127.0.0.0/8, ::1 (also written out) or an IPv4 loopback
 * address in IPv6 form. Anything else (0.0.0.0, ::, a LAN address) lets other machines connect.
 */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase();
  if (h === "localhost" || /^(0{0,4}:){7}0{0,3}1$/.test(h) || h === "::1") return true;
  const v4 = /^(?:::ffff:)?(\d+)\.\d+\.\d+\.\d+$/.exec(h);
  return v4 !== null && v4[1] === "127";
}

function parseHost(value: string): string {
  if (value === "localhost" || isIP(value) !== 0) return value;
  throw new ArgumentError("FR0122", value);
}

export function registerServe(program: Command, ctx: Context): void {
  program
    .command("serve")
    .summary("serve the playground in a browser")
    .description(
      "Serve the playground (write cards with errors, completion and hover as you type; play them against " +
        "bots; simulate; share a link) on http://127.0.0.1:8080/. It is the static site npm run build:web " +
        "writes to web/dist/: only its files are served, and the page makes no request to anywhere else. " +
        "Stop it with Ctrl+C.",
    )
    .option("--port <n>", "the port to listen on (0: any free port)", integerParser("the port", 0, 65535), DEFAULT_PORT)
    .option("--host <address>", "the address to listen on: 127.0.0.1 keeps it to this machine", parseHost, DEFAULT_HOST)
    .option("--site <folder>", "serve another build of the site (default: web/dist/ of this frantic)")
    .addHelpText("after", examples(["frantic serve", "after npm run build:web; then open http://127.0.0.1:8080/"], ["frantic serve --port 9000", "another port"]))
    .action(async (options: ServeOptions) => {
      const server = await serveSite(ctx, options);
      // Serves until the process is stopped (Ctrl+C).
      await new Promise<void>((resolve) => server.on("close", () => resolve()));
    });
}

/** Starts serving the site; resolves once it listens (the URL printed), or fails with a coded error. */
export async function serveSite(ctx: Context, options: ServeOptions): Promise<Server> {
  const folder = options.site ?? SITE_FOLDER;
  if (!existsSync(join(folder, "index.html"))) throw new CliError("FR0120", folder);
  const site = realpathSync(folder);
  const server = createServer((req, res) => {
    // No other site may frame the playground (clickjacking). frame-ancestors works only as a header, not in
    // index.html's <meta> policy; the page's own report frame is a srcdoc document, not a response from here.
    const headers = { "x-content-type-options": "nosniff", "cache-control": "no-cache", "referrer-policy": "no-referrer", "content-security-policy": "frame-ancestors 'none'", "x-frame-options": "DENY" };
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...headers, allow: "GET, HEAD" }).end();
      return;
    }
    const found = siteFile(site, new URL(req.url ?? "/", "http://site").pathname);
    if ("status" in found) {
      res.writeHead(found.status, { ...headers, "content-type": "text/plain; charset=utf-8" }).end(found.status === 404 ? "not found\n" : "bad request\n");
      return;
    }
    res.writeHead(200, { ...headers, "content-type": found.type, "content-length": found.size });
    if (req.method === "HEAD") return void res.end();
    createReadStream(found.path).on("error", () => res.destroy()).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) => reject(e.code === "EADDRINUSE" ? new UsageError("FR0121", options.port, options.host) : new UsageError("FR0123", options.host, options.port, e.code ?? e.message)));
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const shown = options.host.includes(":") ? `[${options.host}]` : options.host;
  println(ctx.io.out, `serving the playground on http://${shown}:${port}/ (Ctrl+C stops)`);
  if (!isLoopback(options.host)) println(ctx.io.err, `warning FR0146: ${message("FR0146", shown)}`);
  return server;
}
