/** A small, fast, seedable PRNG (sfc32 seeded through splitmix32) so every game replays from its seed. */

/** The k-th output (k = 1, 2, ...) of splitmix32 started from `seed`. */
function splitmix32(seed: number, k: number): number {
  let z = (seed + Math.imul(k, 0x9e3779b9)) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // Every game makes one for itself and one for each bot: seeded without a closure.
    const s = seed >>> 0;
    this.a = splitmix32(s, 1);
    this.b = splitmix32(s, 2);
    this.c = splitmix32(s, 3);
    this.d = splitmix32(s, 4);
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** The generator's position, to carry on from later (`restore`). */
  capture(): [number, number, number, number] {
    return [this.a, this.b, this.c, this.d];
  }

  /** capture() into `out` (a checkpoint's array: the step API captures at every turn). */
  captureInto(out: [number, number, number, number]): void {
    out[0] = this.a;
    out[1] = this.b;
    out[2] = this.c;
    out[3] = this.d;
  }

  restore(from: readonly [number, number, number, number]): void {
    this.a = from[0];
    this.b = from[1];
    this.c = from[2];
    this.d = from[3];
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor((this.uint32() / 4294967296) * n);
  }

  /**
   * Fisher-Yates, each step `below(i + 1)`: the generator is stepped here in locals (the same steps as
   * uint32), since a round's deal shuffles every card and the fields need not be written back each time.
   */
  shuffle<T>(items: T[]): void {
    let a = this.a;
    let b = this.b;
    let c = this.c;
    let d = this.d;
    for (let i = items.length - 1; i > 0; i--) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      const j = Math.floor(((t >>> 0) / 4294967296) * (i + 1));
      const x = items[i]!;
      items[i] = items[j]!;
      items[j] = x;
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }
}
