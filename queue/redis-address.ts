import { messageText, type MessageText } from "../language/messages.js";
import { withoutSecrets } from "./shown-address.js";

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

/** What a `--queue` value says: an address, or why it is none (a message that shows no password). */
export type AddressReading = { address: RedisAddress } | { problem: MessageText };

/** The address `value` writes, or undefined when it is not one. */
export function redisAddressOf(value: string, env: NodeJS.ProcessEnv = process.env): RedisAddress | undefined {
  const reading = readRedisAddress(value, env);
  return "address" in reading ? reading.address : undefined;
}

/** A %-encoded part of the URL, or undefined when its encoding is broken (`%zz`). */
function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

export function readRedisAddress(value: string, env: NodeJS.ProcessEnv = process.env): AddressReading {
  const notOne = { problem: messageText("FR0077", withoutSecrets(value)) };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return notOne;
  }
  const tls = url.protocol === "rediss:";
  if ((url.protocol !== "redis:" && !tls) || url.hostname === "" || url.search !== "" || url.hash !== "") return notOne;
  const port = url.port === "" ? 6379 : Number(url.port);
  const dbText = url.pathname.replace(/^\//, "");
  const db = dbText === "" ? 0 : Number(dbText);
  if (!/^\d{0,2}$/.test(dbText) || !Number.isInteger(db) || db > 15) return notOne;
  const password = url.password !== "" ? decoded(url.password) : env[PASSWORD_VARIABLE];
  const username = url.username !== "" ? decoded(url.username) : undefined;
  if ((url.password !== "" && password === undefined) || (url.username !== "" && username === undefined)) return { problem: messageText("FR0125", withoutSecrets(value)) };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return {
    address: {
      host, port, db, tls,
      ...(username !== undefined ? { username } : {}),
      ...(password !== undefined && password !== "" ? { password } : {}),
      shown: `${url.protocol}//${url.hostname}:${port}${db !== 0 ? `/${db}` : ""}`,
    },
  };
}
