/**
 * The page's side of a worker of the core (web/worker.ts, web/report-worker.ts): a request is a message,
 * its answer a promise; a long one may send progress on the way.
 */
export class CoreClient {
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; progress?: (p: Progress) => void }>();
  private next = 1;

  constructor(private readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent<{ id: number; value?: unknown; error?: string; progress?: Progress }>) => {
      const { id, value, error, progress } = event.data;
      const w = this.waiting.get(id);
      if (progress) return void w?.progress?.(progress);
      this.waiting.delete(id);
      if (error !== undefined) w?.reject(new Error(error));
      else w?.resolve(value);
    };
    worker.onerror = (event) => {
      for (const w of this.waiting.values()) w.reject(new Error(`the worker failed: ${event.message}`));
      this.waiting.clear();
    };
  }

  request<T>(request: { kind: string } & Record<string, unknown>, progress?: (p: Progress) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const id = this.next++;
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject, ...(progress ? { progress } : {}) });
      this.worker.postMessage({ ...request, id });
    });
  }
}

/**
 * The engine's worker, started at the first request (and handed the official cards then): a cold load of the
 * page leaves both cores to the editor and the language server, which the first diagnostics wait for.
 */
export class LazyCoreClient {
  private client: Promise<CoreClient> | undefined;

  constructor(private readonly script: string, private readonly cards: Record<string, string>) {}

  async request<T>(request: { kind: string } & Record<string, unknown>, progress?: (p: Progress) => void): Promise<T> {
    this.client ??= (async () => {
      const client = new CoreClient(new Worker(this.script, { type: "module" }));
      await client.request({ kind: "start", cards: this.cards });
      return client;
    })();
    return (await this.client).request<T>(request, progress);
  }
}

/** How far a long request has got. */
export interface Progress {
  done: number;
  total: number;
}
