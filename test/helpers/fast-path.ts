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
  if (typeof value === "string") {
    let out = '"';
    let i = 0;
    for (const char of value) {
      i++;
      if (escapeEvery > 0 && i % escapeEvery === 0)
        for (let k = 0; k < char.length; k++)
          out += `\\u${char.charCodeAt(k).toString(16).padStart(4, "0")}`;
      else out += JSON.stringify(char).slice(1, -1);
    }
    return `${out}"`;
  }
  if (Array.isArray(value)) return `[ ${value.map((v) => respace(v, escapeEvery)).join(" , ")} ]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).reverse();
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)} :\t${respace(v, escapeEvery)}`).join(" ,")} }`;
  }
  return JSON.stringify(value);
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
    // Inside an escape (`\n`, `\u00e9`) the corruption would break the escape itself, which
    // the fast path does not re-check in long strings (lazy-string.ts): leave those alone.
    if (line.slice(Math.max(0, at - 5), at).includes("\\")) return line;
    return line.slice(0, at) + m.char + line.slice(at + 1);
  }
  if (m.kind === "keep") return line;
  try {
    return respace(JSON.parse(line), m.every);
  } catch {
    return line;
  }
}
