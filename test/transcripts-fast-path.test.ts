/**
 * The byte-level fast path (lines read as bytes, keys outside the line shape skipped, long
 * strings decoded only at their head and tail) gives exactly the events of the full-parse path
 * (JSON.parse of the decoded line): on every Claude fixture line as is, and on fixture lines
 * reordered, re-spaced, retyped, truncated, corrupted and inflated with long outputs.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { ClaudeParser } from "../src/collect/transcripts/claude.js";
import type { TranscriptEvent } from "../src/collect/transcripts/events.js";
import { clipTail } from "../src/collect/transcripts/events.js";
import { LazyString } from "../src/collect/transcripts/lazy-string.js";
import { packageRoot } from "../src/util/package-root.js";

const DIR = join(packageRoot(), "..", "shared", "fixtures", "transcripts", "claude");
const skip = existsSync(DIR) ? false : "../shared/fixtures absent";

function fixtureLines(): string[] {
  const lines: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".jsonl")) lines.push(...readFileSync(path, "utf8").split("\n"));
    }
  };
  walk(DIR);
  return lines;
}

/** Both paths over the same lines; line i is a sidechain line when i % 5 === 0. */
function bothPaths(lines: string[]): { full: TranscriptEvent[]; fast: TranscriptEvent[] } {
  const full: TranscriptEvent[] = [];
  const fast: TranscriptEvent[] = [];
  const a = new ClaudeParser();
  const b = new ClaudeParser();
  // One buffer with other bytes around each line, as the reader hands them out.
  for (const [i, line] of lines.entries()) {
    full.push(...a.handleLine(line, i + 1, "f", i % 5 === 0));
    const buf = Buffer.from(`{"x":"\\"}\n${line}\n"tail" ]`, "utf8");
    const start = Buffer.byteLength('{"x":"\\"}\n');
    const end = start + Buffer.byteLength(line);
    fast.push(...b.handleBytes(buf, start, end, i + 1, "f", i % 5 === 0));
  }
  full.push(...a.finish());
  fast.push(...b.finish());
  return { full, fast };
}

test("every Claude fixture line: the fast path gives the full path's events", { skip }, () => {
  const lines = fixtureLines();
  assert.ok(lines.length > 50);
  const { full, fast } = bothPaths(lines);
  assert.ok(full.some((e) => e.kind === "command"));
  assert.deepEqual(fast, full);
});

/** JSON text with keys reversed, spaces around separators, and some characters escaped. */
function respace(value: unknown, escapeEvery: number): string {
  if (typeof value === "string") {
    let out = '"';
    let i = 0;
    for (const char of value) {
      i++;
      if (every(escapeEvery, i))
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

function every(n: number, i: number): boolean {
  return n > 0 && i % n === 0;
}

/** Replace every string longer than 8 characters (outputs, commands, ids) by a long text. */
function inflate(value: unknown, long: string): unknown {
  if (typeof value === "string") return value.length > 8 ? value + long : value;
  if (Array.isArray(value)) return value.map((v) => inflate(v, long));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inflate(v, long)]));
  return value;
}

/** Any text, lone surrogates included. */
function someText(maxLength: number): fc.Arbitrary<string> {
  const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
  return fc.string({
    unit: fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), surrogate),
    maxLength,
  });
}

const longText = fc
  .tuple(
    fc.constantFrom("", "Exit code 1\n", "Error: Exit code 127\n  \n", "Exit code 3", "x\n"),
    someText(40),
    fc.integer({ min: 200, max: 3_000 }),
  )
  .map(([header, unit, times]) => header + (unit === "" ? "y" : unit).repeat(times));

const mutation = fc.oneof(
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
  fc.record({ kind: fc.constant("inflate" as const), long: longText, every: fc.nat({ max: 7 }) }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(line: string, m: Mutation): string {
  if (m.kind === "truncate") return line.slice(0, m.at % (line.length + 1));
  if (m.kind === "corrupt") {
    const at = m.at % (line.length + 1);
    if (line[at - 1] === "\\") return line; // would make an escape of the next character
    return line.slice(0, at) + m.char + line.slice(at + 1);
  }
  if (m.kind === "keep") return line;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return line;
  }
  if (m.kind === "respace") return respace(value, m.every);
  return respace(inflate(value, m.long), m.every);
}

test("mutated fixture lines: the fast path gives the full path's events", { skip }, () => {
  const lines = fixtureLines().filter((l) => l.trim() !== "");
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(lines.length - 1), mutation), { minLength: 1, maxLength: 30 }),
      (chosen) => {
        const input = chosen.map(([i, m]) => mutate(lines[i] ?? "", m));
        const { full, fast } = bothPaths(input);
        assert.deepEqual(fast, full);
      },
    ),
    { numRuns: 150 },
  );
});

test("a lazy string's head and tail are exactly those of the whole decoded string", () => {
  fc.assert(
    fc.property(
      someText(30).filter((t) => t !== ""),
      fc.integer({ min: 1, max: 6_000 }),
      fc.nat({ max: 5 }),
      fc.constantFrom(400, 2_000),
      (unit, times, every, max) => {
        const whole = unit.repeat(times);
        const json = respace(whole, every);
        const buf = Buffer.from(`xx${json}yy`, "utf8");
        const expected = JSON.parse(buf.toString("utf8", 2, buf.length - 2)) as string;
        const lazy = new LazyString(buf, 3, buf.length - 3);
        assert.equal(lazy.tail(max, clipTail), clipTail(expected, max));
        const head = lazy.head();
        if (head.complete) assert.equal(head.text, expected);
        else {
          assert.ok(head.text.length >= 200, `head of ${head.text.length}`);
          assert.equal(expected.slice(0, head.text.length), head.text);
        }
      },
    ),
    { numRuns: 200 },
  );
});
