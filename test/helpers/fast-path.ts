/**
 * What the fast-path property tests of the transcript adapters share: the fixture lines of an
 * agent, a line embedded in a buffer the way the reader hands it out, and the generic
 * mutations (re-spacing with escapes, truncation, corruption, arbitrary text).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { packageRoot } from "../../src/platform/package-root.js";

/** The repo's own transcript fixtures of one agent (test/fixtures/transcripts/<agent>). */
export function fixtureFolder(agent: string): string {
  return join(packageRoot(), "test", "fixtures", "transcripts", agent);
}

/** Every line of every `.jsonl` file under `dir`, in sorted path order. */
export function fixtureLines(dir: string): string[] {
  const lines: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".jsonl")) lines.push(...readFileSync(path, "utf8").split("\n"));
    }
  };
  walk(dir);
  return lines;
}

/** `line` inside one buffer with other bytes around it, as the reader hands lines out. */
export function embedLine(line: string): { buf: Buffer; start: number; end: number } {
  const before = '{"x":"\\"}\n';
  const buf = Buffer.from(`${before}${line}\n"tail" ]`, "utf8");
  const start = Buffer.byteLength(before);
  return { buf, start, end: start + Buffer.byteLength(line) };
}

/** JSON text with keys reversed, spaces around separators, and every nth character escaped. */
export function respace(value: unknown, escapeEvery: number): string {
  if (typeof value === "string") return respaceString(value, escapeEvery);
  if (Array.isArray(value)) return `[ ${value.map((v) => respace(v, escapeEvery)).join(" , ")} ]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).reverse();
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)} :\t${respace(v, escapeEvery)}`).join(" ,")} }`;
  }
  return JSON.stringify(value);
}

/**
 * A string as JSON with every nth character (code point) escaped as `\uXXXX`. The runs between
 * escaped characters are stringified whole: JSON escapes each code point on its own (a lone
 * surrogate too), so a run gives the same text as its characters one by one, without a call and
 * a string per character (that was most of the fast-path tests' CPU on the long fixture lines).
 */
function respaceString(value: string, escapeEvery: number): string {
  if (escapeEvery <= 0) return JSON.stringify(value);
  const parts: string[] = [];
  const escapeAt = (at: number, size: number): void => {
    for (let k = at; k < at + size; k++)
      parts.push(`\\u${value.charCodeAt(k).toString(16).padStart(4, "0")}`);
  };
  let from = 0;
  if (!/[\ud800-\udfff]/.test(value)) {
    // One code unit per character: the escaped ones sit at fixed steps.
    for (let at = escapeEvery - 1; at < value.length; at += escapeEvery) {
      parts.push(JSON.stringify(value.slice(from, at)).slice(1, -1));
      escapeAt(at, 1);
      from = at + 1;
    }
  } else {
    let i = 0;
    for (let at = 0; at < value.length; ) {
      const size = isPairAt(value, at) ? 2 : 1;
      if (++i % escapeEvery === 0) {
        parts.push(JSON.stringify(value.slice(from, at)).slice(1, -1));
        escapeAt(at, size);
        from = at + size;
      }
      at += size;
    }
  }
  parts.push(JSON.stringify(value.slice(from)).slice(1, -1));
  return `"${parts.join("")}"`;
}

/** A high surrogate followed by a low one at `at`: one character of two code units. */
function isPairAt(value: string, at: number): boolean {
  const high = value.charCodeAt(at);
  const low = value.charCodeAt(at + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** Any text, lone surrogates included. */
export function someText(maxLength: number): fc.Arbitrary<string> {
  const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
  return fc.string({
    unit: fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), surrogate),
    maxLength,
  });
}

/** The mutations that need no knowledge of the line: keep, truncate, corrupt, re-space. */
export const rawMutation = fc.oneof(
  fc.record({ kind: fc.constant("keep" as const) }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant("corrupt" as const),
    at: fc.nat(),
    // A backslash or a control character inside a long string is what the fast path does not
    // re-check (lazy-string.ts); everything else must be refused exactly as JSON.parse does.
    char: fc.string({ minLength: 1, maxLength: 3 }).filter((s) => !s.includes("\\")),
  }),
  fc.record({ kind: fc.constant("respace" as const), every: fc.nat({ max: 7 }) }),
);
export type RawMutation = typeof rawMutation extends fc.Arbitrary<infer T> ? T : never;

/** Apply a raw mutation. */
export function mutateRaw(line: string, m: RawMutation): string {
  if (m.kind === "truncate") return line.slice(0, m.at % (line.length + 1));
  if (m.kind === "corrupt") {
    const at = m.at % (line.length + 1);
    // Inside an escape (`\n`, `\u00e9`), or on its backslash (`\\` loses its first one and
    // escapes the next character), the corruption would break an escape, which the fast path
    // does not re-check in long strings (lazy-string.ts): leave those alone.
    if (line.slice(Math.max(0, at - 5), at + 1).includes("\\")) return line;
    return line.slice(0, at) + m.char + line.slice(at + 1);
  }
  if (m.kind === "keep") return line;
  try {
    return respace(JSON.parse(line), m.every);
  } catch {
    return line;
  }
}
