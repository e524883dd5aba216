/**
 * Property tests the suite lacked (issue 9): the trim against a simple whole-list reference
 * model on random record streams. (The line reader's property tests are in `test/platform/lines/`.)
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { FeedbackRecord } from "../../src/model/snapshot/types.js";
import { trim } from "../../src/trim/trim.js";
import { propertyRuns } from "../helpers/property-runs.js";

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
      { numRuns: propertyRuns(300) },
    );
  });
}
