/**
 * The backward reader gives the non-empty lines of a plain split in reverse, with their offsets,
 * across its growing reads (lines of hundreds of KB cut by several of them, CRLF); it stops when
 * the visitor says so, and starts no read once its budget is spent.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { scanLinesBackward } from "../../../src/platform/lines/backward.js";
import { splitReference } from "../../helpers/split-lines.js";

function withFile(bytes: Buffer, body: (path: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "handoff-backward-"));
  const path = join(dir, "log.jsonl");
  writeFileSync(path, bytes);
  return body(path).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** Lines of many sizes, so the 64 KB, 256 KB and 1 MB reads each end inside some line. */
function sample(lastNewline: boolean): Buffer {
  const sizes = [70_000, 10, 300_000, 0, 131_072, 5, 900_000, 3, 65_535, 1];
  const lines = sizes.map(
    (n, i) => `${String.fromCharCode(97 + i).repeat(n)}${i % 3 === 0 ? "\r" : ""}`,
  );
  return Buffer.from(lines.join("\n") + (lastNewline ? "\n" : ""));
}

for (const lastNewline of [true, false]) {
  test(`scanLinesBackward: the non-empty lines of a plain split, last first (last newline: ${lastNewline})`, async () => {
    const bytes = sample(lastNewline);
    await withFile(bytes, async (path) => {
      const got: string[] = [];
      const found = await scanLinesBackward(
        path,
        (line) => {
          got.push(`${line.offset}:${line.buf.toString("latin1", line.start, line.end)}`);
          return false;
        },
        bytes.length,
      );
      assert.equal(found, false);
      const want = splitReference(bytes, Number.MAX_SAFE_INTEGER)
        .filter(({ bytes: line }) => line.length > 0)
        .map(({ bytes: line, offset }) => `${offset}:${line.toString("latin1")}`)
        .reverse();
      // A CR-only line is visited as an empty range; the reference has it empty too: both dropped.
      assert.deepEqual(
        got.filter((entry) => !entry.endsWith(":")),
        want,
      );
      assert.ok(got.length > want.length, "the CR-only line was visited");
    });
  });
}

test("scanLinesBackward stops at the first line the visitor accepts, and within its budget", async () => {
  const bytes = Buffer.from(`${'{"n":1}\n'.repeat(50_000)}{"n":"last"}\n`);
  await withFile(bytes, async (path) => {
    let visited = 0;
    assert.equal(
      await scanLinesBackward(
        path,
        (line) => {
          visited++;
          return line.buf.subarray(line.start, line.end).toString() === '{"n":1}';
        },
        1 << 20,
      ),
      true,
    );
    assert.equal(visited, 2);
    // A budget smaller than the file: no read starts once it is spent (the first is 64 KB).
    let seen = 0;
    const counted = () => {
      seen++;
      return false;
    };
    assert.equal(await scanLinesBackward(path, counted, 1000), false);
    assert.ok(seen > 8000 && seen <= 65_536 / 8 + 1, `saw ${seen} lines`);
  });
});

test("scanLinesBackward passes over a line longer than its line limit, and reads one cut by many reads once", async () => {
  const long = "b".repeat(5_000_000);
  const bytes = Buffer.from(`first\n${"c".repeat(3_000)}\n${long}\nlast\n`);
  await withFile(bytes, async (path) => {
    const seen = (max?: number) => {
      const got: string[] = [];
      return scanLinesBackward(
        path,
        (line) => {
          got.push(line.buf.toString("latin1", line.start, line.end).slice(0, 8));
          return false;
        },
        bytes.length,
        max,
      ).then(() => got);
    };
    assert.deepEqual(await seen(2_000), ["last", "first"]);
    assert.deepEqual(await seen(), ["last", "bbbbbbbb", "cccccccc", "first"]);
  });
});
