/**
 * Property tests the suite lacked (issue 9): the trim against a simple whole-list reference
 * model on random record streams, and `scanLines` against a plain split of the same bytes on
 * random chunk sizes and line limits (every line boundary falls on every chunk position).
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { scanLines } from "../../src/collect/jsonl.js";
import type { FeedbackRecord } from "../../src/snapshot/types.js";
import { trim } from "../../src/trim/trim.js";

interface Expected {
  command: string;
  exit_code: number | null;
  count?: number;
  first_exit_code?: number | null;
}

/** SPEC §4 read literally, on the whole list at once. */
function referenceTrim(records: FeedbackRecord[], k: number): Expected[] {
  const failed = (r: FeedbackRecord) => r.exit_code !== 0;
  const groups = new Map<
    string,
    { pos: number; count: number; first: number | null; last: number | null }
  >();
  records.forEach((r, pos) => {
    if (!failed(r)) return;
    const g = groups.get(r.command);
    groups.set(r.command, {
      pos,
      count: (g?.count ?? 0) + 1,
      first: g ? g.first : r.exit_code,
      last: r.exit_code,
    });
  });
  const passing = new Map<string, number>();
  const start = Math.max(0, records.length - k);
  for (let pos = start; pos < records.length; pos++) {
    const r = records[pos] as FeedbackRecord;
    if (!failed(r)) passing.set(r.command, pos);
  }
  const room = Math.max(0, 30 - passing.size);
  const kept = [...groups.entries()].sort((a, b) => b[1].pos - a[1].pos).slice(0, room);
  const entries: [number, Expected][] = [
    ...[...passing.entries()].map(([command, pos]): [number, Expected] => [
      pos,
      { command, exit_code: 0 },
    ]),
    ...kept.map(([command, g]): [number, Expected] => [
      g.pos,
      { command, exit_code: g.last, count: g.count, first_exit_code: g.first },
    ]),
  ];
  return entries.sort((a, b) => a[0] - b[0]).map(([, e]) => e);
}

const record = (commands: number) =>
  fc.record({
    command: fc.nat(commands - 1).map((n) => `cmd-${n}`),
    exit_code: fc.oneof(
      fc.constant(0),
      fc.constant(0),
      fc.constant(null),
      fc.integer({ min: -2, max: 255 }),
    ),
  });

for (const commands of [6, 45]) {
  test(`the trim equals the reference model on random streams (${commands} distinct commands)`, () => {
    fc.assert(
      fc.property(
        fc.array(record(commands), { maxLength: 300 }),
        fc.integer({ min: 1, max: 30 }),
        (records, k) => {
          const result = trim(records, k);
          const got = result.tail.map(({ command, exit_code, count, first_exit_code }) => {
            const e: Expected = { command, exit_code };
            if (count !== undefined) e.count = count;
            if (first_exit_code !== undefined) e.first_exit_code = first_exit_code;
            return e;
          });
          assert.deepEqual(got, referenceTrim(records, k));
          assert.equal(result.total, records.length);
          assert.equal(result.failures, records.filter((r) => r.exit_code !== 0).length);
          assert.ok(result.tail.length <= 30);
        },
      ),
      { numRuns: 300 },
    );
  });
}

test("scanLines gives the lines of a plain split, whatever the chunk size and line limit", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-scan-"));
  const path = join(dir, "lines.jsonl");
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constantFrom(0x0a, 0x0d, 0x7b, 0x00, 0xc3, 0xa9),
            fc.integer({ min: 0, max: 255 }),
          ),
          { maxLength: 400 },
        ),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 80 }),
        async (bytes, chunkBytes, maxLineBytes) => {
          const buf = Buffer.from(bytes);
          writeFileSync(path, buf);
          const got: string[] = [];
          await scanLines(
            path,
            (line) =>
              got.push(
                `${line.lineNo}@${line.offset}:${line.buf.subarray(line.start, line.end).toString("hex")}`,
              ),
            (lineNo, offset, length) => got.push(`${lineNo}@${offset}:oversize ${length}`),
            { chunkBytes, maxLineBytes },
          );
          const want: string[] = [];
          let offset = 0;
          const parts = buf.length === 0 ? [] : splitBytes(buf);
          parts.forEach((part, i) => {
            const isLast = i === parts.length - 1;
            if (isLast && part.length === 0) return; // a trailing newline ends the last line
            if (isOversize(offset, part.length, isLast, maxLineBytes, chunkBytes))
              want.push(`${i + 1}@${offset}:oversize ${part.length}`);
            else {
              const body =
                part.length > 0 && part[part.length - 1] === 0x0d ? part.subarray(0, -1) : part;
              want.push(`${i + 1}@${offset}:${body.toString("hex")}`);
            }
            offset += part.length + 1;
          });
          assert.deepEqual(got, want);
        },
      ),
      { numRuns: 400 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("scanLines: lines of hundreds of KB across many chunks come out whole (the reused line buffer grows)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-scan-"));
  const path = join(dir, "long.jsonl");
  try {
    const lines = [70_000, 10, 300_000, 0, 131_072, 5].map((n, i) =>
      Buffer.alloc(n, String.fromCharCode(97 + i)),
    );
    writeFileSync(path, Buffer.concat(lines.flatMap((l) => [l, Buffer.from("\n")])));
    for (const chunkBytes of [4096, 50_000, 1 << 20]) {
      const got: string[] = [];
      await scanLines(
        path,
        (line) => got.push(line.buf.toString("latin1", line.start, line.end)),
        undefined,
        {
          chunkBytes,
        },
      );
      assert.deepEqual(
        got,
        lines.map((l) => l.toString("latin1")),
        `chunk ${chunkBytes}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

function splitBytes(buf: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let start = 0;
  for (let nl = buf.indexOf(0x0a); nl !== -1; nl = buf.indexOf(0x0a, start)) {
    out.push(buf.subarray(start, nl));
    start = nl + 1;
  }
  out.push(buf.subarray(start));
  return out;
}

/**
 * The scanner's rule, stated on offsets: it measures a line only where a read ends inside it
 * (reads end at multiples of the chunk size, and at the end of the file), so a line is reported
 * as too long when, at the last such read end, more than `max` of its bytes had been read.
 */
function isOversize(
  offset: number,
  length: number,
  isLast: boolean,
  max: number,
  chunk: number,
): boolean {
  const end = offset + length; // where its newline is, or the end of the file for the last line
  const lastReadEnd = isLast ? end : Math.floor(end / chunk) * chunk;
  return lastReadEnd > offset && lastReadEnd - offset > max;
}
