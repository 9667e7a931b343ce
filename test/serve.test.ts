/** `frantic serve`: only the built site's files, with their types; its failures coded, never a stack trace. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { isLoopback, serveSite } from "../cli/serve.js";
import { siteFile } from "../cli/site-files.js";
import type { Context } from "../cli/common.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-serve-"));
const site = join(dir, "site");
mkdirSync(join(site, "sub"), { recursive: true });
writeFileSync(join(site, "index.html"), "<!doctype html><title>site</title>");
writeFileSync(join(site, "app.js"), "export {};");
writeFileSync(join(site, "cards.json"), "{}");
writeFileSync(join(site, "sub", "index.html"), "sub");
writeFileSync(join(dir, "secret.txt"), "outside");
symlinkSync(join(dir, "secret.txt"), join(site, "link.txt"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const context = (): { ctx: Context; out: () => string } => {
  let out = "";
  return { ctx: { io: { out: (s) => void (out += s), err: () => {}, errIsTTY: false }, exitCode: 0 }, out: () => out };
};

describe("the files of the site", () => {
  test("a file and a folder's index.html, with their MIME types", () => {
    expect(siteFile(site, "/")).toMatchObject({ path: join(site, "index.html"), type: "text/html; charset=utf-8" });
    expect(siteFile(site, "/app.js")).toMatchObject({ type: "text/javascript; charset=utf-8" });
    expect(siteFile(site, "/cards.json?x=1")).toMatchObject({ type: "application/json; charset=utf-8" });
    expect(siteFile(site, "/sub/")).toMatchObject({ path: join(site, "sub", "index.html") });
  });

  test("nothing outside the site: no '..', no encoded slash or backslash, no link out of it, nothing missing", () => {
    expect(siteFile(site, "/../secret.txt")).toEqual({ status: 400 });
    expect(siteFile(site, "/%2e%2e/secret.txt")).toEqual({ status: 400 });
    expect(siteFile(site, "/sub%2f..%2f..%2fsecret.txt")).toEqual({ status: 400 });
    expect(siteFile(site, "/..%5csecret.txt")).toEqual({ status: 400 });
    expect(siteFile(site, "/%E0%A4%A")).toEqual({ status: 400 });
    expect(siteFile(site, "/a%00b")).toEqual({ status: 400 });
    expect(siteFile(site, "/link.txt")).toEqual({ status: 404 });
    expect(siteFile(site, "/missing.js")).toEqual({ status: 404 });
  });
});

describe("frantic serve", () => {
  test("serves the site on 127.0.0.1 and says where; refuses to write", async () => {
    const { ctx, out } = context();
    const server = await serveSite(ctx, { port: 0, host: "127.0.0.1", site });
    try {
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out())![0];
      const index = await fetch(url);
      expect(index.status).toBe(200);
      expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await index.text()).toContain("<title>site</title>");
      expect((await fetch(`${url}app.js`)).headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect((await fetch(`${url}nothing.js`)).status).toBe(404);
      expect((await fetch(url, { method: "POST", body: "x" })).status).toBe(405);
    } finally {
      server.close();
    }
  });

  test("a site not built: FR0120, naming npm run build:web", async () => {
    const r = await runCaptured(["serve", "--site", join(dir, "nowhere"), "--port", "0"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error FR0120: .*run npm run build:web\n$/);
  });

  test("a port in use: FR0121", async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", () => resolve()));
    const port = (busy.address() as { port: number }).port;
    try {
      const r = await runCaptured(["serve", "--site", site, "--port", String(port)]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`error FR0121: port ${port} on 127.0.0.1 is in use: choose another with --port (or --port 0 for any free one)\n`);
    } finally {
      busy.close();
    }
  });

  test("a host that is not an address (FR0122) and a port out of range (FR0004) are usage errors", async () => {
    const host = await runCaptured(["serve", "--site", site, "--host", "example.com"]);
    expect(host.code).toBe(2);
    expect(host.stderr).toContain("FR0122");
    const port = await runCaptured(["serve", "--site", site, "--port", "70000"]);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain("FR0004");
  });

  test("an address not of this machine: FR0123, no stack trace", async () => {
    const r = await runCaptured(["serve", "--site", site, "--host", "192.0.2.1", "--port", "0"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error FR0123: cannot listen on 192\.0\.2\.1 port 0 \(EADDRNOTAVAIL\)/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test("help text names every option", async () => {
    const r = await runCaptured(["serve", "--help"]);
    expect(r.code).toBe(0);
    for (const option of ["--port", "--host", "--site", "npm run build:web"]) expect(r.stdout).toContain(option);
  });
});

describe("frantic serve: framing and addresses other machines reach", () => {
  /** A context whose stdout and stderr are kept apart. */
  const streams = (): { ctx: Context; out: () => string; err: () => string } => {
    let out = "";
    let err = "";
    return { ctx: { io: { out: (s) => void (out += s), err: (s) => void (err += s), errIsTTY: false }, exitCode: 0 }, out: () => out, err: () => err };
  };

  test("every response forbids framing by any page (frame-ancestors 'none'), the errors' too", async () => {
    const { ctx, out } = streams();
    const server = await serveSite(ctx, { port: 0, host: "127.0.0.1", site });
    try {
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out())![0];
      for (const [path, status] of [["", 200], ["app.js", 200], ["missing.js", 404], ["..%5cx", 400]] as const) {
        const r = await fetch(`${url}${path}`);
        expect(r.status).toBe(status);
        expect(r.headers.get("content-security-policy"), path).toBe("frame-ancestors 'none'");
        expect(r.headers.get("x-frame-options"), path).toBe("DENY");
      }
    } finally {
      server.close();
    }
  });

  test("on 127.0.0.1 or localhost: no warning", async () => {
    for (const host of ["127.0.0.1", "localhost"]) {
      const { ctx, err } = streams();
      const server = await serveSite(ctx, { port: 0, host, site });
      server.close();
      expect(err(), host).toBe("");
    }
  });

  test("on 0.0.0.0: one line on stderr warns that other machines reach it (FR0146), and it still serves", async () => {
    const { ctx, out, err } = streams();
    const server = await serveSite(ctx, { port: 0, host: "0.0.0.0", site });
    try {
      expect(err()).toBe(`warning FR0146: the playground on 0.0.0.0 is reachable from other machines that can reach this address, and anyone there can open it: give --host 127.0.0.1 to keep it to this machine\n`);
      expect(out()).not.toContain("FR0146");
      const port = /:(\d+)\//.exec(out())![1];
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      server.close();
    }
  });

  test("which addresses are this machine only", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"]) expect(isLoopback(host), host).toBe(true);
    for (const host of ["0.0.0.0", "::", "192.168.1.5", "10.0.0.1", "::ffff:10.0.0.1", "128.0.0.1", "fe80::1"]) expect(isLoopback(host), host).toBe(false);
  });
});
