/** Processes for the end-to-end tier: commands run to the end, servers started and stopped as a group. */
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/**
 * Runs a command to its end and returns its output; rejects with the output's tail when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, timeoutMs?: number, okCodes?: number[] }} [options]
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
export function run(command, args, options = {}) {
  const { cwd, env, timeoutMs = 300_000, okCodes = [0] } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => {
      killGroup(child.pid, "SIGKILL");
      reject(new Error(`${command} ${args.join(" ")} did not finish within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (okCodes.includes(code ?? -1)) resolve({ code: code ?? -1, stdout, stderr });
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${(stderr || stdout).trim().split("\n").slice(-15).join("\n")}`));
    });
  });
}

/** A TCP port free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a long-running process in its own process group (so stopping it stops what it spawned: code-server
 * starts an extension host, which starts the language server) and resolves once its output matches `ready`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, ready: RegExp, timeoutMs?: number, log: (chunk: string) => void }} options
 */
export function startServer(command, args, options) {
  const { cwd, env, ready, timeoutMs = 60_000, log } = options;
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let seen = "";
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} did not print ${ready} within ${timeoutMs / 1000} s:\n${seen.slice(-2000)}`)), timeoutMs);
    const onData = (/** @type {Buffer} */ d) => {
      const text = d.toString();
      log(text);
      seen += text;
      if (ready.test(seen)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code} before it was ready:\n${seen.slice(-2000)}`));
    });
  });
  return { child, started, stop: () => stopGroup(child) };
}

/**
 * Stops a process group: SIGTERM, then SIGKILL if it is still there after a few seconds.
 * @param {import("node:child_process").ChildProcess} child
 */
export async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child.pid, "SIGKILL"); // the leader is gone; its children may not be
    return;
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child.pid, "SIGTERM");
  const timer = setTimeout(() => killGroup(child.pid, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
  killGroup(child.pid, "SIGKILL");
}

/** @param {number | undefined} pid @param {NodeJS.Signals} signal */
function killGroup(pid, signal) {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Polls a condition until it holds (deterministic waits instead of sleeps).
 * @template T
 * @param {() => Promise<T | undefined | null | false> | T | undefined | null | false} probe
 * @param {{ timeoutMs?: number, intervalMs?: number, what: string | (() => string) }} options
 * @returns {Promise<T>}
 */
export async function waitFor(probe, options) {
  const { timeoutMs = 20_000, intervalMs = 100, what } = options;
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > deadline) {
      const text = typeof what === "function" ? what() : what;
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${text}${lastError ? ` (last error: ${lastError instanceof Error ? lastError.message.split("\n")[0] : lastError})` : ""}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
