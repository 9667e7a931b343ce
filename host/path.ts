/**
 * Paths as the core handles them: POSIX, `/`-separated, made absolute against the host's working folder.
 * The few operations of node:path the core uses, without Node.
 */
import { host } from "./host.js";

export const sep = "/";

export function isAbsolute(path: string): boolean {
  return path.startsWith("/");
}

/** `.` and `..` resolved, repeated and trailing slashes dropped. */
export function normalize(path: string): string {
  const absolute = isAbsolute(path);
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === ".." && parts.length > 0 && parts[parts.length - 1] !== "..") parts.pop();
    else if (part !== ".." || !absolute) parts.push(part);
  }
  const joined = parts.join("/");
  return absolute ? `/${joined}` : joined === "" ? "." : joined;
}

export function join(...parts: string[]): string {
  const nonEmpty = parts.filter((p) => p !== "");
  return nonEmpty.length === 0 ? "." : normalize(nonEmpty.join("/"));
}

/** The absolute path the parts lead to, from the host's working folder. */
export function resolve(...parts: string[]): string {
  let path = "";
  for (let i = parts.length - 1; i >= 0 && !isAbsolute(path); i--) if (parts[i] !== "") path = path === "" ? parts[i]! : `${parts[i]}/${path}`;
  if (!isAbsolute(path)) path = path === "" ? host().workingFolder : `${host().workingFolder}/${path}`;
  return normalize(path);
}

export function dirname(path: string): string {
  const p = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const i = p.lastIndexOf("/");
  if (i < 0) return ".";
  return i === 0 ? "/" : p.slice(0, i);
}

export function basename(path: string): string {
  const p = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return p.slice(p.lastIndexOf("/") + 1);
}

/** The path from `from` to `to`, both resolved first; "" when they are the same. */
export function relative(from: string, to: string): string {
  const a = resolve(from).split("/").filter((p) => p !== "");
  const b = resolve(to).split("/").filter((p) => p !== "");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/");
}
