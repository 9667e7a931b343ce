/**
 * Where the queue's Redis is: `redis://[user[:password]@]host[:port][/db]`, or `rediss://` for TLS. A
 * password may instead come from FRANTIC_REDIS_PASSWORD, so it shows in no process list; it is never printed.
 */
export interface RedisAddress {
  host: string;
  port: number;
  db: number;
  tls: boolean;
  username?: string;
  password?: string;
  /** The address as printed: no password. */
  shown: string;
}

const PASSWORD_VARIABLE = "FRANTIC_REDIS_PASSWORD";

/** The address `value` writes, or undefined when it is not one. */
export function redisAddressOf(value: string, env: NodeJS.ProcessEnv = process.env): RedisAddress | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  const tls = url.protocol === "rediss:";
  if ((url.protocol !== "redis:" && !tls) || url.hostname === "" || url.search !== "" || url.hash !== "") return undefined;
  const port = url.port === "" ? 6379 : Number(url.port);
  const dbText = url.pathname.replace(/^\//, "");
  const db = dbText === "" ? 0 : Number(dbText);
  if (!/^\d{0,2}$/.test(dbText) || !Number.isInteger(db) || db > 15) return undefined;
  const password = url.password !== "" ? decodeURIComponent(url.password) : env[PASSWORD_VARIABLE];
  const username = url.username !== "" ? decodeURIComponent(url.username) : undefined;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return {
    host, port, db, tls,
    ...(username !== undefined ? { username } : {}),
    ...(password !== undefined && password !== "" ? { password } : {}),
    shown: `${url.protocol}//${url.hostname}:${port}${db !== 0 ? `/${db}` : ""}`,
  };
}
