/**
 * The core in a Web Worker: each message is a request ({ id, kind, ... }), each answer { id, value } or
 * { id, error }. The page sends `start` with the official cards (and any files) first.
 */
import { check, compileSets, playSeeded, serviceAt, startCore, type SeededGame } from "./core.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";

export type WorkerRequest =
  | { id: number; kind: "start"; cards: Record<string, string>; files?: Record<string, string> }
  | { id: number; kind: "check"; paths: string[]; sets?: string[] }
  | { id: number; kind: "play"; sets: string[]; games: SeededGame[] }
  | { id: number; kind: "service"; file: string; text: string; position: { line: number; character: number } };

interface WorkerScope {
  onmessage: ((event: { data: WorkerRequest }) => void) | null;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;

function answer(request: WorkerRequest): unknown {
  switch (request.kind) {
    case "start":
      startCore(request.cards, request.files ?? {});
      return true;
    case "check":
      return check(request.paths, request.sets ?? []);
    case "play": {
      const { program, diagnostics } = compileSets(request.sets);
      if (!program) throw new Error(`the cards do not compile: ${diagnostics.filter((d) => d.severity === "error").map((d) => formatDiagnostic(d)).join("; ")}`);
      return playSeeded(program, request.games);
    }
    case "service":
      return serviceAt(request.file, request.text, request.position);
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  try {
    scope.postMessage({ id: request.id, value: answer(request) });
  } catch (error) {
    scope.postMessage({ id: request.id, error: error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error) });
  }
};
