/** The page's side of the core's worker (web/worker.ts): a request is a message, its answer a promise. */
export class CoreClient {
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private next = 1;

  constructor(private readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent<{ id: number; value?: unknown; error?: string }>) => {
      const { id, value, error } = event.data;
      const w = this.waiting.get(id);
      this.waiting.delete(id);
      if (error !== undefined) w?.reject(new Error(error));
      else w?.resolve(value);
    };
    worker.onerror = (event) => {
      for (const w of this.waiting.values()) w.reject(new Error(`the worker failed: ${event.message}`));
      this.waiting.clear();
    };
  }

  request<T>(request: { kind: string } & Record<string, unknown>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const id = this.next++;
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }
}
