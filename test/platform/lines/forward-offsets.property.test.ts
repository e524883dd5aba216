/**
 * The forward reader's resume options (issue 19): every line's `offset` is where it starts in
 * the file, a read started at a line's offset (with its number) hands out exactly the lines from
 * there on, and the end report (`onComplete`) points at an unterminated last line, only at it.
 */
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { type ReadOptions, readRawLines } from "../../../src/platform/lines/forward.js";
import { propertyRuns } from "../../helpers/property-runs.js";

type Seen = { line: string; lineNo: number; offset: number; oversize?: number; partial?: true };

/** Every line read; `partial` marks the one the end report points at (a resumed scan's start). */
async function read(path: string, options: ReadOptions): Promise<Seen[]> {
  const out: Seen[] = [];
  let completeAt: number | undefined;
  const onComplete = (offset: number): void => {
    completeAt = offset;
  };
  for await (const batch of readRawLines(path, { ...options, onComplete }))
    for (const { buf, start, end, lineNo, offset, oversize } of batch)
      out.push({
        line: oversize === undefined ? buf.toString("latin1", start, end) : "",
        lineNo,
        offset,
        ...(oversize === undefined ? {} : { oversize }),
        ...(offset === completeAt ? { partial: true as const } : {}),
      });
  return out;
}

test("offsets are file offsets; a read from a line's offset gives the rest", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-rawlines-resume-"));
  try {
    let run = 0;
    const piece = fc.oneof(
      fc.constantFrom("\n", "\r\n", "é", "{}", "\u{1F600}"),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }),
        fc.integer({ min: 4, max: 64 }),
        fc.integer({ min: 1, max: 48 }),
        fc.nat(),
        async (pieces, maxLineBytes, chunkBytes, pick) => {
          const path = join(dir, `f${run++}.jsonl`);
          const bytes = Buffer.from(pieces.join(""));
          await writeFile(path, bytes);
          const all = await read(path, { maxLineBytes, chunkBytes });
          for (const [i, seen] of all.entries()) {
            const rest = bytes.subarray(seen.offset);
            const nl = rest.indexOf(0x0a);
            // Only the last line may lack its newline, and only it is partial.
            assert.equal(seen.partial === true, nl === -1);
            if (nl === -1) assert.equal(i, all.length - 1);
            if (seen.oversize === undefined) {
              const raw = rest.subarray(0, nl === -1 ? rest.length : nl).toString("latin1");
              assert.equal(raw.replace(/\r$/, ""), seen.line);
            }
          }
          if (all.length === 0) return;
          const from = all[pick % all.length] as Seen;
          const resumed = await read(path, {
            maxLineBytes,
            chunkBytes,
            startOffset: from.offset,
            startLineNo: from.lineNo,
          });
          assert.deepEqual(resumed, all.slice(all.indexOf(from)));
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
