/**
 * The by-place line reader hands back a line whole or not at all: a file truncated or rewritten
 * between the scan that saw the line and the read that fetches it gives a typed error naming the
 * file and the line, never a shortened line.
 */
import assert from "node:assert/strict";
import { pbkdf2 } from "node:crypto";
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { InputError } from "../../../src/errors.js";
import { LineCutShortError, LinesAt } from "../../../src/platform/lines/at.js";
import { scanLines } from "../../../src/platform/lines/forward.js";

function withDir(run: (dir: string) => Promise<void> | void) {
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), "handoff-lines-at-"));
    try {
      await run(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

/** Where the forward reader saw each line of `path`: the places a scan would record. */
async function placesOf(path: string) {
  const places: { offset: number; length: number; lineNo: number; text: string }[] = [];
  await scanLines(path, (line) => {
    places.push({
      offset: line.offset,
      length: line.end - line.start,
      lineNo: line.lineNo,
      text: line.buf.toString("utf8", line.start, line.end),
    });
  });
  return places;
}

test(
  "lines come back by place from several files, each by its index, sync and async alike",
  withDir(async (dir) => {
    const a = join(dir, "a.jsonl");
    const b = join(dir, "b.jsonl");
    writeFileSync(a, '{"n":1}\n{"n":22}\n');
    writeFileSync(b, '{"é":"ü"}\n{"n":333}\n');
    const lines = new LinesAt([a, b]);
    try {
      for (const [file, path] of [a, b].entries()) {
        for (const place of await placesOf(path)) {
          assert.equal(lines.read(file, place.offset, place.length).toString(), place.text);
          const later = await lines.readAsync(file, place.offset, place.length);
          assert.equal(later.toString(), place.text);
        }
      }
      assert.throws(() => lines.read(2, 0, 1), /no file 2/);
    } finally {
      lines.close();
    }
  }),
);

test(
  "a file truncated after the scan: the line is refused with a typed error, sync and async",
  withDir(async (dir) => {
    const path = join(dir, "log.jsonl");
    writeFileSync(path, '{"command":"npm test","exit_code":1}\n{"command":"make","exit_code":0}\n');
    const [first, second] = await placesOf(path);
    assert.ok(first && second);
    const lines = new LinesAt<string>({
      path: (file) => join(dir, file),
      label: (file) => `.handoff/${file}`,
    });
    try {
      // The file is open (its first line read back) when it is cut in the middle of line 2.
      assert.equal(lines.read("log.jsonl", first.offset, first.length).toString(), first.text);
      truncateSync(path, second.offset + 5);
      const expected = (error: unknown) => {
        assert.ok(error instanceof LineCutShortError);
        assert.ok(error instanceof InputError, "exit 2, with the file named");
        assert.equal(error.bytesRead, 5);
        assert.equal(error.length, second.length);
        assert.match(error.message, /^\.handoff\/log\.jsonl: line 2 .*truncated or rewritten/);
        return true;
      };
      assert.throws(() => lines.read("log.jsonl", second.offset, second.length, 2), expected);
      await assert.rejects(lines.readAsync("log.jsonl", second.offset, second.length, 2), expected);
    } finally {
      lines.close();
    }
  }),
);

test(
  "a file rewritten shorter before its first read is refused the same way",
  withDir(async (dir) => {
    const path = join(dir, "s.jsonl");
    writeFileSync(path, '{"type":"user"}\n{"type":"assistant"}\n');
    const places = await placesOf(path);
    const last = places.at(-1);
    assert.ok(last);
    writeFileSync(path, '{"type":"user"}\n'); // rewritten between the scan and the read
    const lines = new LinesAt([path]);
    try {
      assert.throws(() => lines.read(0, last.offset, last.length), LineCutShortError);
      // A line still there is read as before.
      const first = places[0];
      assert.ok(first);
      assert.equal(lines.read(0, first.offset, first.length).toString(), first.text);
    } finally {
      lines.close();
    }
  }),
);

test(
  "closeAfterReads leaves the files open until the reads under way are done",
  withDir(async (dir) => {
    const path = join(dir, "log.jsonl");
    writeFileSync(path, '{"n":1}\n{"n":2}\n');
    // The thread pool kept busy: the reads below wait in its queue while the close is asked for
    // (a plain close() here fails them with EBADF, or reads whatever file reuses the descriptor).
    const busy = Array.from(
      { length: 16 },
      () => new Promise((done) => pbkdf2("p", "s", 20_000, 32, "sha256", done)),
    );
    const lines = new LinesAt([path]);
    const reads = [lines.readAsync(0, 0, 7), lines.readAsync(0, 8, 7)];
    const closed = lines.closeAfterReads();
    assert.deepEqual((await Promise.all(reads)).map(String), ['{"n":1}', '{"n":2}']);
    await Promise.all([closed, ...busy]);
  }),
);
