/**
 * The byte-level fast path (lines read as bytes, keys outside the line shape skipped, long
 * strings decoded only at their head and tail) gives exactly the events of the full-parse path
 * (JSON.parse of the decoded line): on every Claude fixture line as is, and on fixture lines
 * reordered, re-spaced, retyped, truncated, corrupted and inflated with long outputs.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { ClaudeParser } from "../../../src/collect/transcripts/agents/claude/parser.js";
import { NATIVE_LINE_BYTES } from "../../../src/collect/transcripts/agents/claude/line.js";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { clipTail } from "../../../src/collect/transcripts/events.js";
import { LazyString } from "../../../src/json/lazy-string.js";
import {
  embedLine,
  fixtureFolder,
  fixtureLines,
  mutateRaw,
  rawMutation,
  respace,
  someText,
} from "../../helpers/fast-path.js";
import { propertyRuns } from "../../helpers/property-runs.js";

const DIR = fixtureFolder("claude");

/**
 * Both paths over the same lines; line i is a sidechain line when i % 5 === 0. The fast side
 * sends every line through the byte reader (`nativeLineBytes: 0`) unless `nativeLineBytes` says
 * otherwise (the default parser sends short lines to JSON.parse).
 */
function bothPaths(
  lines: string[],
  nativeLineBytes = 0,
): { full: TranscriptEvent[]; fast: TranscriptEvent[] } {
  const full: TranscriptEvent[] = [];
  const fast: TranscriptEvent[] = [];
  const a = new ClaudeParser();
  const b = new ClaudeParser({ nativeLineBytes });
  for (const [i, line] of lines.entries()) {
    full.push(...a.handleLine(line, i + 1, "f", i % 5 === 0));
    const { buf, start, end } = embedLine(line);
    fast.push(...b.handleBytes(buf, start, end, i + 1, "f", i % 5 === 0));
  }
  full.push(...a.finish());
  fast.push(...b.finish());
  return { full, fast };
}

test("every Claude fixture line: the fast path gives the full path's events", () => {
  const lines = fixtureLines(DIR);
  assert.ok(lines.length > 50);
  const { full, fast } = bothPaths(lines);
  assert.ok(full.some((e) => e.kind === "command"));
  assert.deepEqual(fast, full);
});

/** Replace every string longer than 8 characters (outputs, commands, ids) by a long text. */
function inflate(value: unknown, long: string): unknown {
  if (typeof value === "string") return value.length > 8 ? value + long : value;
  if (Array.isArray(value)) return value.map((v) => inflate(v, long));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inflate(v, long)]));
  return value;
}

const longText = fc
  .tuple(
    fc.constantFrom("", "Exit code 1\n", "Error: Exit code 127\n  \n", "Exit code 3", "x\n"),
    someText(40),
    fc.integer({ min: 200, max: 3_000 }),
  )
  .map(([header, unit, times]) => header + (unit === "" ? "y" : unit).repeat(times));

const mutation = fc.oneof(
  rawMutation,
  fc.record({ kind: fc.constant("inflate" as const), long: longText, every: fc.nat({ max: 7 }) }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(line: string, m: Mutation): string {
  if (m.kind !== "inflate") return mutateRaw(line, m);
  try {
    return respace(inflate(JSON.parse(line), m.long), m.every);
  } catch {
    return line;
  }
}

test("mutated fixture lines: the fast path gives the full path's events", () => {
  const lines = fixtureLines(DIR).filter((l) => l.trim() !== "");
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(lines.length - 1), mutation), { minLength: 1, maxLength: 30 }),
      (chosen) => {
        const input = chosen.map(([i, m]) => mutate(lines[i] ?? "", m));
        const { full, fast } = bothPaths(input);
        assert.deepEqual(fast, full);
      },
    ),
    { numRuns: propertyRuns(150) },
  );
});

test("the default parser (short lines to JSON.parse, long ones to the byte reader) gives the full path's events", () => {
  const lines = fixtureLines(DIR).filter((l) => l.trim() !== "");
  // Inflated lines of every size around the threshold: each side of it, in one session.
  const sized = fc
    .tuple(fc.nat(lines.length - 1), fc.integer({ min: 0, max: 2 * NATIVE_LINE_BYTES }))
    .map(([i, pad]) => {
      const line = lines[i] ?? "";
      return mutate(line, { kind: "inflate", long: "Exit code 2\n".padEnd(pad, "z"), every: 0 });
    });
  fc.assert(
    fc.property(
      fc.array(fc.oneof(sized, fc.constantFrom(...lines)), { maxLength: 30 }),
      (input) => {
        assert.ok(input.every((line) => Buffer.byteLength(line) < 40 * NATIVE_LINE_BYTES));
        const { full, fast } = bothPaths(input, NATIVE_LINE_BYTES);
        assert.deepEqual(fast, full);
      },
    ),
    { numRuns: propertyRuns(150) },
  );
  // Both sides of the threshold are taken on the fixtures as they are.
  const sizes = lines.map((line) => Buffer.byteLength(line));
  assert.ok(sizes.some((n) => n < NATIVE_LINE_BYTES) && sizes.some((n) => n >= NATIVE_LINE_BYTES));
  const { full, fast } = bothPaths(lines, NATIVE_LINE_BYTES);
  assert.deepEqual(fast, full);
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
    { numRuns: propertyRuns(200) },
  );
});
