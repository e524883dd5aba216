/**
 * The Codex byte-level fast path (lines read as bytes, keys outside the line shape skipped,
 * long outputs decoded only at their head and tail) gives exactly the events of the full-parse
 * path (JSON.parse of the decoded line): on every Codex fixture line as is, on fixture lines
 * reordered, re-spaced, retyped, truncated, corrupted and inflated with long outputs, and on
 * generated call/output pairs whose long outputs carry every exit-code header Codex writes.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { CodexParser } from "../../../src/collect/transcripts/agents/codex/parser.js";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
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

const DIR = fixtureFolder("codex");

/** Both paths over the same lines. */
function bothPaths(lines: string[]): { full: TranscriptEvent[]; fast: TranscriptEvent[] } {
  const full: TranscriptEvent[] = [];
  const fast: TranscriptEvent[] = [];
  const a = new CodexParser();
  const b = new CodexParser();
  for (const [i, line] of lines.entries()) {
    full.push(...a.handleLine(line, i + 1, "f"));
    const { buf, start, end } = embedLine(line);
    fast.push(...b.handleBytes(buf, start, end, i + 1, "f"));
  }
  full.push(...a.finish());
  fast.push(...b.finish());
  return { full, fast };
}

test("every Codex fixture line: the fast path gives the full path's events", () => {
  const lines = fixtureLines(DIR);
  assert.ok(lines.length > 50);
  const { full, fast } = bothPaths(lines);
  assert.ok(full.some((e) => e.kind === "command"));
  assert.ok(full.some((e) => e.kind === "edit"));
  assert.deepEqual(fast, full);
});

/** Keys that pair lines (or name what a line is): inflating them would only break the pairing. */
const KEEP = new Set(["call_id", "id", "type", "name", "role", "session_id", "timestamp"]);

/**
 * Make every string longer than 8 characters (outputs, commands, messages) long: `header +
 * value + long` when `wrap`, else `value + long`; a JSON output string is inflated inside.
 */
function inflate(value: unknown, long: string, wrap: string | undefined): unknown {
  if (typeof value === "string") {
    if (value.startsWith("{")) {
      try {
        const inner: unknown = JSON.parse(value);
        return JSON.stringify(inflate(inner, long, wrap));
      } catch {
        // Plain text starting with a brace.
      }
    }
    if (value.length <= 8) return value;
    return wrap === undefined ? value + long : wrap + value + long;
  }
  if (Array.isArray(value)) return value.map((v) => inflate(v, long, wrap));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, KEEP.has(k) ? v : inflate(v, long, wrap)]),
    );
  return value;
}

/** The headers Codex puts before a command's output, and some that only look like them. */
const HEADERS = [
  "",
  "Exit code: 1\nWall time: 0.2 seconds\nOutput:\n",
  "Process exited with code 2\nOutput:\n",
  "Process running with session ID 7\nOutput:\n",
  "Chunk ID: 3\nWall time: 1.0 seconds\nProcess exited with code 0\nOriginal token count: 9\nOutput:\n",
  "{",
  "Exit code: 12",
  "\nOutput:\n",
  `${"h".repeat(560)}\nExit code: 4\nOutput:\n`,
  `${"é".repeat(700)}\nExit code: 5\n`,
];

const longText = fc
  .tuple(fc.constantFrom(...HEADERS), someText(40), fc.integer({ min: 200, max: 3_000 }))
  .map(([header, unit, times]) => header + (unit === "" ? "y" : unit).repeat(times));

const mutation = fc.oneof(
  rawMutation,
  fc.record({
    kind: fc.constant("inflate" as const),
    long: longText,
    wrap: fc.option(fc.constantFrom(...HEADERS), { nil: undefined }),
    every: fc.nat({ max: 7 }),
  }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(line: string, m: Mutation): string {
  if (m.kind !== "inflate") return mutateRaw(line, m);
  try {
    return respace(inflate(JSON.parse(line), m.long, m.wrap), m.every);
  } catch {
    return line;
  }
}

test("mutated Codex fixture lines: the fast path gives the full path's events", () => {
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

/** A shell call and its output (plain text, or JSON with `metadata.exit_code`), or an end event. */
function callLines(id: string, output: string, form: number, exit: number): string[] {
  const call = JSON.stringify({
    timestamp: "2026-03-01T09:00:01.000Z",
    type: "response_item",
    payload: {
      type: "function_call",
      name: form === 3 ? "exec_command" : "shell",
      arguments: JSON.stringify({ command: ["bash", "-lc", `make test-${id}`] }),
      call_id: id,
    },
  });
  const outputValue =
    form === 1 ? JSON.stringify({ output, metadata: { exit_code: exit } }) : output;
  const result = JSON.stringify({
    timestamp: "2026-03-01T09:00:02.000Z",
    type: "response_item",
    payload: { type: "function_call_output", call_id: id, output: outputValue },
  });
  if (form !== 2) return [call, result];
  const end = JSON.stringify({
    timestamp: "2026-03-01T09:00:02.000Z",
    type: "event_msg",
    payload: {
      type: "exec_command_end",
      call_id: id,
      exit_code: exit,
      aggregated_output: output,
      stderr: output.slice(0, 100),
    },
  });
  return [call, end, result];
}

test("generated long outputs: the fast path gives the full path's events", () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.tuple(longText, fc.nat({ max: 3 }), fc.integer({ min: -1, max: 255 }), fc.nat(7)),
        { minLength: 1, maxLength: 6 },
      ),
      (calls) => {
        const lines = calls.flatMap(([output, form, exit, every], i) =>
          callLines(`call_${i}`, output, form, exit).map((line) =>
            every === 0 ? line : respace(JSON.parse(line), every),
          ),
        );
        const { full, fast } = bothPaths(lines);
        assert.ok(full.some((e) => e.kind === "command"));
        assert.deepEqual(fast, full);
      },
    ),
    { numRuns: propertyRuns(150) },
  );
});
