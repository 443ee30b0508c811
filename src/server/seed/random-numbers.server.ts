/**
 * Random numbers for sample data: the same seed value gives the same sequence, so a demonstration
 * or a benchmark can be repeated exactly. Not for secrets (access keys come from node:crypto).
 */
export interface RandomNumbers {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, below). */
  below(below: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One of the items, each as likely. */
  pick<T>(items: readonly T[]): T;
  /** One of the items, as likely as its weight among the weights. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
}

/**
 * A seeded generator (mulberry32: 32 bits of state, fast, and evenly spread enough for sample data).
 * A million assessments draw some fifty million numbers, so speed matters more than strength.
 */
export function randomNumbers(seedValue: number): RandomNumbers {
  let state = seedValue >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const below = (limit: number) => Math.floor(next() * limit);
  return {
    next,
    below,
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[below(items.length)];
      if (item === undefined) throw new RangeError('Nothing to pick from');
      return item;
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [value, weight] of choices) {
        left -= weight;
        if (left < 0) return value;
      }
      const last = choices.at(-1);
      if (!last) throw new RangeError('Nothing to pick from');
      return last[0];
    },
  };
}
