/**
 * A Redis address's password never shows: not in FR0077 for a value that is no address (whatever form it
 * takes), not in FR0125 for a password %-encoded wrongly (an internal error before), not in --json, and not
 * in an address that is one.
 */
import { describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { readRedisAddress, redisAddressOf } from "../queue/redis-address.js";
import { withoutSecrets } from "../queue/shown-address.js";

const SECRET = "s3cr3t";

describe("an address shown in an error", () => {
  test("hides what stands before the last @, and secret query parameters", () => {
    expect(withoutSecrets(`redis://user:${SECRET}@host:6379?db=1`)).toBe("redis://***@host:6379?db=1");
    expect(withoutSecrets(`redis://:${SECRET}@host:6379/99`)).toBe("redis://***@host:6379/99");
    expect(withoutSecrets(`http://user:${SECRET}@host:6379`)).toBe("http://***@host:6379");
    // A password with / or @ in it, not encoded: the whole of it still hidden.
    expect(withoutSecrets(`redis://user:${SECRET}/x@y@host`)).toBe("redis://***@host");
    expect(withoutSecrets(`user:${SECRET}@host:6379`)).toBe("***@host:6379");
    expect(withoutSecrets(`redis://host:6379?password=${SECRET}&db=2`)).toBe("redis://host:6379?password=***&db=2");
    expect(withoutSecrets("redis://host:6379")).toBe("redis://host:6379");
    expect(withoutSecrets("redis://\u001b[2Jhost")).toBe("redis://\ufffd[2Jhost");
  });
});

describe("the CLI never prints the password", () => {
  const forms = [
    [`redis://user:${SECRET}@host:6379?db=1`, "FR0077"],
    [`redis://user:${SECRET}@host:6379/99`, "FR0077"],
    [`http://user:${SECRET}@host:6379`, "FR0077"],
    [`redis://host:6379?password=${SECRET}`, "FR0077"],
    [`redis://:${SECRET}%zz@host:6379`, "FR0125"],
    [`redis://user%zz:${SECRET}@host:6379`, "FR0125"],
  ] as const;
  for (const [url, code] of forms) {
    test(`${url.replace(SECRET, "…")}: ${code}, exit 2, in text and JSON`, async () => {
      for (const command of [["worker", "--queue", url], ["simulate", "--games", "1", "--queue", url, "--json"]]) {
        const r = await runCaptured(command);
        expect(r.code, r.stderr).toBe(2);
        expect(r.stderr).toMatch(new RegExp(`^error ${code}: ${code === "FR0077" ? "(?:'redis|'http)" : "the user or password in 'redis://\\*\\*\\*@host:6379'"}`));
        expect(r.stderr + r.stdout).not.toContain(SECRET);
        expect(r.stderr).not.toMatch(/FR0002|internal error|    at /);
        if (command.includes("--json")) expect(JSON.parse(r.stdout)).toMatchObject({ error: { kind: "usage", code } });
      }
    });
  }

  test("a good address with a password: read, and shown without it", () => {
    const a = redisAddressOf(`redis://user:${SECRET}@host:6379/1`, {});
    expect(a).toMatchObject({ username: "user", password: SECRET, shown: "redis://host:6379/1" });
    expect(readRedisAddress("redis://:%zz@host:6379", {})).toEqual({ problem: { code: "FR0125", args: ["redis://***@host:6379"] } });
  });
});

describe("TLS asked of a plain port", () => {
  test("rediss:// to a port that answers nothing says that a plain port would want redis://", async () => {
    const { createServer } = await import("node:net");
    const { openRedis } = await import("../queue/redis-connection.js");
    // A port that takes the connection and says nothing, as a plain Redis port does to a TLS handshake.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const error = await openRedis(redisAddressOf(`rediss://127.0.0.1:${port}`, {})!, "test").then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: "FR0078" });
      expect(JSON.stringify(error)).toContain("write redis:// instead");
    } finally {
      silent.close();
    }
  }, 20_000);
});
