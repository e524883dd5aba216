/**
 * Decoded lines: the string layer gives the lines, line numbers and oversize reports of the byte
 * reader and of a plain split whatever the read size (lines spanning reads, CRLF, empty lines,
 * multi-byte characters cut by a read, a last line without its newline, lines over the limit);
 * `firstLine` skips blank lines and refuses one too long.
 */
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { readRawLines } from "../../../src/platform/lines/forward.js";
import { firstLine, readLines } from "../../../src/platform/lines/strings.js";
import { splitReference } from "../../helpers/split-lines.js";
import { propertyRuns } from "../../helpers/property-runs.js";

type Seen = { line: string; lineNo: number; oversize?: number };

async function viaRaw(path: string, maxLineBytes: number, chunkBytes: number): Promise<Seen[]> {
  const out: Seen[] = [];
  for await (const batch of readRawLines(path, { maxLineBytes, chunkBytes }))
    for (const { buf, start, end, lineNo, oversize } of batch)
      out.push(
        oversize === undefined
          ? { line: buf.toString("utf8", start, end), lineNo }
          : { line: "", lineNo, oversize },
      );
  return out;
}

async function viaStrings(path: string, maxLineBytes: number): Promise<Seen[]> {
  const out: Seen[] = [];
  for await (const { line, lineNo, oversize } of readLines(path, { maxLineBytes, chunkBytes: 7 }))
    out.push(oversize === undefined ? { line, lineNo } : { line: "", lineNo, oversize });
  return out;
}

test("raw lines match the string reader on random files, read sizes and limits", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-rawlines-"));
  try {
    let run = 0;
    const piece = fc.oneof(
      fc.constantFrom("\n", "\r\n", "\r", "é", "{}", "\u{1F600}"),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 48 }),
        async (pieces, maxLineBytes, chunkBytes) => {
          const path = join(dir, `f${run++}.jsonl`);
          const text = pieces.join("");
          await writeFile(path, text);
          const strings = await viaStrings(path, maxLineBytes);
          assert.deepEqual(await viaRaw(path, maxLineBytes, chunkBytes), strings);
          // Both are one core: the plain split is the independent check.
          const reference = splitReference(Buffer.from(text), maxLineBytes).map(
            ({ bytes, lineNo, oversize }): Seen =>
              oversize === undefined
                ? { line: bytes.toString("utf8"), lineNo }
                : { line: "", lineNo, oversize },
          );
          assert.deepEqual(strings, reference);
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("a line over the limit is reported with its length and the next line still read", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-rawlines-"));
  try {
    const path = join(dir, "t.jsonl");
    await writeFile(path, `ok\n${"x".repeat(1000)}\nnext\n${"y".repeat(40)}`);
    assert.deepEqual(await viaRaw(path, 32, 8), [
      { line: "ok", lineNo: 1 },
      { line: "", lineNo: 2, oversize: 1000 },
      { line: "next", lineNo: 3 },
      { line: "", lineNo: 4, oversize: 40 },
    ]);
    assert.deepEqual(await viaStrings(path, 32), await viaRaw(path, 32, 8));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("firstLine: the first non-blank line, or undefined when there is none or it is too long", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-firstline-"));
  try {
    const path = join(dir, "t.jsonl");
    await writeFile(path, '\n  \r\n{"a":1}\r\n{"b":2}\n');
    assert.equal(await firstLine(path), '{"a":1}');
    await writeFile(path, "\n\n");
    assert.equal(await firstLine(path), undefined);
    await writeFile(path, "");
    assert.equal(await firstLine(path), undefined);
    // A bound on the line (a rollout's header is read at most 1 MB deep): longer is undefined.
    await writeFile(path, `${"x".repeat(100_000)}\n{}\n`);
    assert.equal(await firstLine(path, { maxLineBytes: 99_999 }), undefined);
    assert.equal(await firstLine(path, { maxLineBytes: 100_000 }), "x".repeat(100_000));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
