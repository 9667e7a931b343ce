/**
 * Debian's redis-server started for a measurement or a test: on 127.0.0.1 at a free port, nothing saved to
 * disk, up once it answers a PING.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer, Socket } from "node:net";

export const hasRedisServer = (): boolean => spawnSync("sh", ["-c", "command -v redis-server"], { stdio: "ignore" }).status === 0;

export function freePort(): Promise<number> {
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

/** True once something on the port answers PING with PONG. */
function pongs(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once("error", () => done(false));
    socket.once("data", (d) => done(d.toString().startsWith("+PONG")));
    socket.connect(port, "127.0.0.1", () => socket.write("PING\r\n"));
  });
}

export interface RedisServer {
  port: number;
  url: string;
  process: ChildProcess;
  /** Kills the server (SIGKILL) and waits for it to be gone. */
  stop(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  for (let i = 0; !(await pongs(port)); i++) {
    if (i > 100 || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
