/** A small, fast, seedable PRNG (sfc32 seeded through splitmix32) so every game replays from its seed. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
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

  restore([a, b, c, d]: readonly [number, number, number, number]): void {
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor((this.uint32() / 4294967296) * n);
  }

  shuffle<T>(items: T[]): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
  }
}
