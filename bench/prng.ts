/**
 * A small seeded PRNG (mulberry32) and text helpers, so every workload the benchmark generates
 * is the same bytes on every machine and every run.
 */

/** A deterministic source of numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: 32 bits of state, fast, good enough for shaping test data (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

const WORDS = [
  "error",
  "warning",
  "at",
  "Object.<anonymous>",
  "src/index.ts:42:13",
  "expected",
  "received",
  "undefined",
  "TypeError:",
  "Cannot",
  "read",
  "properties",
  "of",
  "null",
  "(reading 'length')",
  "PASS",
  "FAIL",
  "tests/api.test.ts",
  "✓",
  "✗",
  "compiling",
  "module",
  "résumé",
  "日本語",
  '"quoted"',
  "path\\to\\file",
  "\ttabbed",
  "node_modules/.pnpm/vitest@1.6.0/node_modules/vitest/dist/index.js:1204:17",
  "AssertionError [ERR_ASSERTION]:",
  "0x7ffd5e8c",
  "done",
  "in",
  "312ms",
];

/**
 * A block of log-like text (words, stack-trace-ish lines, some non-ASCII, quotes, tabs) of about
 * `chars` characters. Built once and sliced by callers: generating fresh text for each of a
 * million records would make the generator slower than the code it benchmarks.
 */
export function makeTextPool(random: Random, chars: number): string {
  const lines: string[] = [];
  let length = 0;
  while (length < chars) {
    const count = randomInt(random, 3, 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) words.push(pick(random, WORDS));
    const line = (random() < 0.2 ? "    at " : "") + words.join(" ");
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join("\n");
}

/** A slice of the pool of about `chars` characters starting at a random place (wraps around). */
export function sliceText(random: Random, pool: string, chars: number): string {
  if (chars <= 0) return "";
  if (chars >= pool.length) return pool.repeat(Math.ceil(chars / pool.length)).slice(0, chars);
  const start = Math.floor(random() * (pool.length - chars));
  return pool.slice(start, start + chars);
}
