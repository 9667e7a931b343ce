/**
 * `frantic serve`: the playground (the static site `npm run build:web` writes to web/dist/) over HTTP on
 * 127.0.0.1. Only files of the built site are served, read-only; the page needs nothing else (no request
 * leaves it), so any static host serves the same folder as well. Each file is sent compressed when the
 * browser takes it (made once and kept: serve-cache.ts), with an ETag and Last-Modified so that a reload
 * is answered with 304s; files index.html names with their hash (`?v=`) may be kept for good.
 */
import { existsSync, realpathSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { isIP } from "node:net";
import { extname, join } from "node:path";
import type { Command } from "commander";
import { message } from "../language/messages.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { ArgumentError, CliError, examples, integerParser, println, UsageError, type Context } from "./common.js";
import { MIME_TYPES, siteFile } from "./site-files.js";
import { SiteCache } from "./serve-cache.js";
import { sendFile } from "./serve-respond.js";

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
  const cache = new SiteCache();
  const server = createServer((req, res) => {
    // No other site may frame the playground (clickjacking). frame-ancestors works only as a header, not in
    // index.html's <meta> policy; the page's own report frame is a srcdoc document, not a response from here.
    const headers = { "x-content-type-options": "nosniff", "cache-control": "no-cache", "referrer-policy": "no-referrer", "content-security-policy": "frame-ancestors 'none'", "x-frame-options": "DENY" };
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...headers, allow: "GET, HEAD" }).end();
      return;
    }
    const url = new URL(req.url ?? "/", "http://site");
    const found = siteFile(site, url.pathname);
    const refuse = (status: number): void => void res.writeHead(status, { ...headers, "content-type": "text/plain; charset=utf-8" }).end(status === 400 ? "bad request\n" : "not found\n");
    if ("status" in found) return refuse(found.status);
    // The file gone between siteFile and the read (a rebuild under way): as if it were never there.
    sendFile(req, res, cache, found, url.searchParams.get("v"), headers).catch(() => (res.headersSent ? res.destroy() : refuse(404)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) => reject(e.code === "EADDRINUSE" ? new UsageError("FR0121", options.port, options.host) : new UsageError("FR0123", options.host, options.port, e.code ?? e.message)));
    server.listen(options.port, options.host, () => resolve());
  });
  // Compressing the site takes the 2-core machine about a second: done now, not on the first visit.
  void cache.warm(site, (path) => MIME_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream", () => !server.listening);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const shown = options.host.includes(":") ? `[${options.host}]` : options.host;
  println(ctx.io.out, `serving the playground on http://${shown}:${port}/ (Ctrl+C stops)`);
  if (!isLoopback(options.host)) println(ctx.io.err, `warning FR0146: ${message("FR0146", shown)}`);
  return server;
}
