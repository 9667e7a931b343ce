/**
 * The `frantic` command line as the extension runs it: the CLI bundled beside the server (dist/cli.mjs),
 * started with the editor's own Node (ELECTRON_RUN_AS_NODE makes VS Code's executable behave as Node), so
 * nothing needs to be installed. Simulations, scenarios, new cards and games all go through it: the
 * extension adds no game logic of its own.
 */
import { spawn } from "node:child_process";
import type { CancellationToken, ExtensionContext } from "vscode";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export class FranticCli {
  constructor(private readonly context: ExtensionContext) {}

  get script(): string {
    return this.context.asAbsolutePath("dist/cli.mjs");
  }

  /** What to run for a terminal or a child process: the executable, its arguments and environment. */
  processFor(args: readonly string[]): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
    return { command: process.execPath, args: [this.script, ...args], env: { ...process.env, ELECTRON_RUN_AS_NODE: "1" } };
  }

  /** The command as a person would type it, for messages and the simulation page. */
  static commandLine(args: readonly string[]): string {
    return ["frantic", ...args.map((a) => (/^[\w./:=,@+-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`))].join(" ");
  }

  /** Runs a command to the end; cancelling kills it. Standard error is passed on as it comes. */
  run(args: readonly string[], options: { cwd?: string; token?: CancellationToken; onStderr?: (text: string) => void } = {}): Promise<CliResult> {
    const p = this.processFor(args);
    return new Promise((resolve, reject) => {
      const child = spawn(p.command, p.args, { env: p.env, ...(options.cwd ? { cwd: options.cwd } : {}), stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.setEncoding("utf8").on("data", (s: string) => (stdout += s));
      child.stderr.setEncoding("utf8").on("data", (s: string) => {
        stderr += s;
        options.onStderr?.(s);
      });
      const cancel = options.token?.onCancellationRequested(() => child.kill());
      child.on("error", (e) => {
        cancel?.dispose();
        reject(e);
      });
      child.on("close", (code) => {
        cancel?.dispose();
        resolve({ code, stdout, stderr });
      });
    });
  }
}
