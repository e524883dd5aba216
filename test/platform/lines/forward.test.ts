/**
 * The forward reader against a plain split of the same bytes, on random chunk sizes and line
 * limits (every line boundary falls on every chunk position); lines of hundreds of KB across many
 * chunks; a resumed read (start offset, line number, the
 * end report) that continues a first read of a file that grew.
 */
import assert from "node:assert/strict";
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { type ReadOptions, readRawLines, scanLines } from "../../../src/platform/lines/forward.js";
import { splitReference } from "../../helpers/split-lines.js";
import { propertyRuns } from "../../helpers/property-runs.js";

function withDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "handoff-lines-"));
  return body(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** Every line as `lineNo@offset:hex` (or `:oversize N`), through the batch reader. */
async function viaRaw(path: string, options: ReadOptions): Promise<string[]> {
  const out: string[] = [];
  for await (const batch of readRawLines(path, options))
    for (const { buf, start, end, lineNo, offset, oversize } of batch)
      out.push(
        oversize === undefined
          ? `${lineNo}@${offset}:${buf.toString("hex", start, end)}`
          : `${lineNo}@${offset}:oversize ${oversize}`,
      );
  return out;
}

test("scanLines gives the lines of a plain split, whatever the chunk size and line limit", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "lines.jsonl");
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
          const want = splitReference(buf, maxLineBytes).map(
            ({ bytes, lineNo, offset, oversize }) =>
              oversize === undefined
                ? `${lineNo}@${offset}:${bytes.toString("hex")}`
                : `${lineNo}@${offset}:oversize ${oversize}`,
          );
          assert.deepEqual(got, want);
          // The batch shape hands out the same lines.
          assert.deepEqual(await viaRaw(path, { chunkBytes, maxLineBytes }), want);
        },
      ),
      { numRuns: propertyRuns(400) },
    );
  });
});

test("scanLines: lines of hundreds of KB across many chunks come out whole (the reused line buffer grows)", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "long.jsonl");
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
        { chunkBytes },
      );
      assert.deepEqual(
        got,
        lines.map((l) => l.toString("latin1")),
        `chunk ${chunkBytes}`,
      );
      // Batches read after the reader handed them out: the re-read long lines are still whole.
      const batched: string[] = [];
      for await (const batch of readRawLines(path, { chunkBytes }))
        for (const line of batch) batched.push(line.buf.toString("latin1", line.start, line.end));
      assert.deepEqual(batched, got, `batches, chunk ${chunkBytes}`);
    }
  });
});

test("a resumed read continues where the first one's end report said, with the whole file's numbering", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "grow.jsonl");
    const first = 'alpha\r\nbeta\n\n{"half":';
    const rest = "true}\ngamma\n";
    for (const chunkBytes of [1, 3, 16, 1 << 20]) {
      writeFileSync(path, first);
      let end: { offset: number; lineNo: number } | undefined;
      const progress: number[] = [];
      const before = await viaRaw(path, {
        chunkBytes,
        onComplete: (offset, lineNo) => {
          end = { offset, lineNo };
        },
        onProgress: (bytes) => progress.push(bytes),
      });
      // The half-written line is handed out, but the end report stops before it.
      assert.deepEqual(end, { offset: first.indexOf("{"), lineNo: 4 }, `chunk ${chunkBytes}`);
      assert.equal(before.length, 4);
      assert.equal(progress.at(-1), Buffer.byteLength(first));
      appendFileSync(path, rest);
      const after = await viaRaw(path, {
        chunkBytes,
        startOffset: end?.offset,
        startLineNo: end?.lineNo,
        onComplete: (offset, lineNo) => {
          end = { offset, lineNo };
        },
      });
      const whole = await viaRaw(path, { chunkBytes });
      assert.deepEqual([...before.slice(0, 3), ...after], whole, `chunk ${chunkBytes}`);
      assert.deepEqual(end, { offset: Buffer.byteLength(first + rest), lineNo: 6 });
    }
  });
});

test("a caller that stops early closes the file (after the read in flight lands)", async () => {
  // Open descriptors are counted through /proc (Linux); elsewhere the test is skipped.
  const openFds = () => readdirSync("/proc/self/fd").length;
  if (!existsSync("/proc/self/fd")) return;
  await withDir(async (dir) => {
    const path = join(dir, "many.jsonl");
    writeFileSync(path, "line\n".repeat(100_000));
    const fdsBefore = openFds();
    let seen = 0;
    for await (const batch of readRawLines(path, { chunkBytes: 4096 })) {
      seen += batch.length;
      if (seen > 1000) break;
    }
    assert.ok(seen > 1000 && seen < 100_000);
    assert.equal(openFds(), fdsBefore);
  });
});

test("onChunk sees each chunk before its lines, and the reader reads into buffers it is given", () =>
  withDir(async (dir) => {
    const path = join(dir, "log");
    const lines = Array.from({ length: 200 }, (_, i) => `line ${i} ${"x".repeat(i % 37)}`);
    writeFileSync(path, `${lines.join("\n")}\n`);
    const given: [Buffer, Buffer] = [Buffer.alloc(256), Buffer.alloc(256)];
    let current: Buffer | null = null;
    let chunks = 0;
    const seen: string[] = [];
    await scanLines(
      path,
      (line) => {
        // A line either lies in the chunk just announced or was copied out (it spans two reads).
        if (line.buf === current) assert.ok(line.end <= (current as Buffer).length);
        else assert.ok(line.buf.buffer !== given[0].buffer && line.buf.buffer !== given[1].buffer);
        seen.push(line.buf.toString("utf8", line.start, line.end));
      },
      undefined,
      {
        chunkBytes: 100,
        buffers: given,
        onChunk: (chunk, bytes) => {
          chunks++;
          assert.ok(chunk.buffer === given[0].buffer || chunk.buffer === given[1].buffer);
          assert.ok(bytes <= chunk.length && chunk.length === 100);
          current = chunk;
        },
      },
    );
    assert.deepEqual(seen, lines);
    assert.ok(chunks >= Math.floor(lines.join("\n").length / 100));
  }));

test("buffers shorter than a chunk are not used: the reader reads into its own", () =>
  withDir(async (dir) => {
    const path = join(dir, "log");
    writeFileSync(path, "a\nb\nc\n");
    const small: [Buffer, Buffer] = [Buffer.alloc(1), Buffer.alloc(1)];
    const seen: string[] = [];
    await scanLines(
      path,
      (line) => seen.push(line.buf.toString("utf8", line.start, line.end)),
      undefined,
      {
        chunkBytes: 4,
        buffers: small,
        onChunk: (chunk) => assert.notEqual(chunk.buffer, small[0].buffer),
      },
    );
    assert.deepEqual(seen, ["a", "b", "c"]);
  }));

test("consume: lines a caller takes from a chunk are not visited; the others keep their numbers and offsets", () =>
  withDir(async (dir) => {
    const path = join(dir, "log");
    const lines = Array.from({ length: 300 }, (_, i) =>
      i % 7 < 4 ? `take ${i}` : `keep ${i} ${"y".repeat(i % 50)}`,
    );
    const text = `${lines.join("\n")}\n`;
    writeFileSync(path, text);
    for (const chunkBytes of [64, 100, 1000, 1 << 16]) {
      const taken: string[] = [];
      const seen: string[] = [];
      await scanLines(
        path,
        (line) => {
          const body = line.buf.toString("utf8", line.start, line.end);
          // Its place in the file is still right after lines were taken around it.
          assert.equal(text.slice(line.offset, line.offset + body.length), body);
          assert.equal(lines[line.lineNo - 1], body);
          seen.push(body);
        },
        undefined,
        {
          chunkBytes,
          consume: (chunk, bytes, at) => {
            // Take whole "take" lines that end inside the chunk.
            for (;;) {
              const nl = chunk.indexOf(0x0a, at.start);
              if (
                nl < 0 ||
                nl >= bytes ||
                chunk.toString("utf8", at.start, at.start + 4) !== "take"
              )
                return;
              const body = chunk.toString("utf8", at.start, nl);
              assert.equal(lines[at.lineNo - 1], body);
              assert.equal(text.slice(at.fileOffset + at.start, at.fileOffset + nl), body);
              taken.push(body);
              at.start = nl + 1;
              at.lineNo++;
            }
          },
        },
      );
      assert.deepEqual([...taken, ...seen].sort(), [...lines].sort(), `chunk ${chunkBytes}`);
      assert.ok(taken.length > 0);
    }
  }));
