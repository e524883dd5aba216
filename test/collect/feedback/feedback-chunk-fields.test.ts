/**
 * The WebAssembly kernel against the JavaScript byte reader: the same fields for every line, on
 * random logs read in random chunk sizes (every escape and line lands on a chunk boundary
 * somewhere), and the same trimmed records from `readFeedbackLog` with and without it
 * (`HANDOFF_NO_WASM=1`), multi-MB lines and broken lines included.
 */
import assert from "node:assert/strict";
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { FailedCommands } from "../../../src/collect/feedback/failed-commands.js";
import { findFeedbackFiles, readFeedbackLog } from "../../../src/collect/feedback/feedback.js";
import {
  ChunkFields,
  KERNEL_MIN_SCAN_BYTES,
  kernelPaysFor,
} from "../../../src/collect/feedback/feedback-chunk-fields.js";
import { skipSpace, skipSpaceBack } from "../../../src/json/bytes.js";
import { readFeedbackFields } from "../../../src/json/feedback-fields.js";
import { scanLines } from "../../../src/platform/lines/forward.js";
import { logLine, logText, recordsLogText } from "../../helpers/random-feedback-log.js";

function withDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "handoff-kernel-"));
  return fn(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** `readFeedbackLog` of `text` as the log, with the kernel or without (reads of `chunkBytes`). */
async function trimBoth(
  dir: string,
  text: string | Buffer,
  chunkBytes?: number,
  k = 5,
): Promise<[unknown, unknown]> {
  writeFileSync(join(dir, "feedback_record.jsonl"), text);
  const files = findFeedbackFiles(dir);
  const options = chunkBytes === undefined ? {} : { chunkBytes };
  process.env["HANDOFF_NO_WASM"] = "1";
  try {
    const withoutKernel = await readFeedbackLog(dir, files, k, undefined, undefined, options);
    delete process.env["HANDOFF_NO_WASM"];
    // Small logs are scanned without the kernel unless the threshold says otherwise.
    process.env["HANDOFF_WASM_MIN_BYTES"] = "0";
    const withKernel = await readFeedbackLog(dir, files, k, undefined, undefined, options);
    return [withKernel, withoutKernel];
  } finally {
    delete process.env["HANDOFF_NO_WASM"];
    delete process.env["HANDOFF_WASM_MIN_BYTES"];
  }
}

/** Every line's fields through ChunkFields in chunks of `chunkBytes`; counts the kernel's answers. */
async function compareLines(path: string, chunkBytes: number): Promise<number> {
  const chunkFields = new ChunkFields(true);
  let fromKernel = 0;
  try {
    await scanLines(
      path,
      (line) => {
        const { buf } = line;
        const first = skipSpace(buf, line.start, line.end);
        const last = skipSpaceBack(buf, line.end - 1, first - 1) + 1;
        if (first === last) return;
        const want = readFeedbackFields(buf, first, last);
        const got = chunkFields.read(line, first, last);
        const where = `line ${line.lineNo}: ${buf.toString("utf8", first, last)}`;
        if (got !== undefined && "commandHash" in got) {
          fromKernel++;
          const { commandHash, ...fields } = got;
          assert.deepEqual(fields, want, where);
          if (commandHash !== undefined && want) {
            // The kernel's hash finds the command exactly as the JavaScript hash does.
            const failed = new FailedCommands();
            failed.add(JSON.parse(buf.toString("utf8", want.commandStart, want.commandEnd)));
            const { commandStart: s, commandEnd: e } = want;
            assert.equal(failed.matchPlain(buf, s, e, commandHash), failed.match(buf, s, e, true));
            assert.notEqual(failed.matchPlain(buf, s, e, commandHash), undefined, where);
          }
        } else assert.deepEqual(got, want, where);
      },
      undefined,
      { chunkBytes, ...chunkFields.readOptions() },
    );
  } finally {
    chunkFields.release();
  }
  return fromKernel;
}

test("the kernel gives readFeedbackFields' fields on every line, whatever the chunk size", () =>
  withDir(async (dir) => {
    const path = join(dir, "log.jsonl");
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(logText, fc.integer({ min: 16, max: 4096 }), async (text, chunkBytes) => {
        writeFileSync(path, text);
        answered += await compareLines(path, chunkBytes);
      }),
      { numRuns: 300 },
    );
    assert.ok(answered > 200, `the kernel answered only ${answered} lines`);
  }));

test("readFeedbackLog gives the same summary with the kernel and without, on random logs", () =>
  withDir(async (dir) => {
    await fc.assert(
      fc.asyncProperty(logText, async (text) => {
        const [withKernel, withoutKernel] = await trimBoth(dir, text);
        assert.deepEqual(withKernel, withoutKernel);
      }),
      { numRuns: 200 },
    );
  }));

test("the same summary with the kernel and without on logs of many small records, cut at any point (failures, later passes, assignments, spellings)", () =>
  withDir(async (dir) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(recordsLogText, logText),
        fc.integer({ min: 48, max: 2048 }),
        fc.integer({ min: 1, max: 12 }),
        async (text, chunkBytes, k) => {
          const [withKernel, withoutKernel] = await trimBoth(dir, text, chunkBytes, k);
          assert.deepEqual(withKernel, withoutKernel);
        },
      ),
      { numRuns: 300 },
    );
  }));

test("a scan resumed from its cache with the kernel equals a full scan without it (the failed commands' keys carried over)", () =>
  withDir(async (dir) => {
    const log = join(dir, "feedback_record.jsonl");
    await fc.assert(
      fc.asyncProperty(
        recordsLogText,
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (text, cut) => {
          rmSync(join(dir, ".handoff"), { recursive: true, force: true });
          const bytes = Buffer.from(text);
          const split = Math.floor(cut * bytes.length);
          const files = ["feedback_record.jsonl"];
          const cache = { warn: () => {} };
          process.env["HANDOFF_WASM_MIN_BYTES"] = "0";
          let resumed: unknown;
          try {
            writeFileSync(log, bytes.subarray(0, split));
            await readFeedbackLog(dir, files, 5, undefined, cache, { chunkBytes: 256 });
            appendFileSync(log, bytes.subarray(split));
            resumed = await readFeedbackLog(dir, files, 5, undefined, cache, { chunkBytes: 256 });
          } finally {
            delete process.env["HANDOFF_WASM_MIN_BYTES"];
          }
          process.env["HANDOFF_NO_WASM"] = "1";
          try {
            assert.deepEqual(resumed, await readFeedbackLog(dir, files, 5));
          } finally {
            delete process.env["HANDOFF_NO_WASM"];
          }
        },
      ),
      { numRuns: 100 },
    );
  }));

test('a passing run the kernel takes whole is never a broken argv line (`["go","test"x]` is skipped, not counted)', () =>
  withDir(async (dir) => {
    // Found by the property above: the kernel's run of passing lines took this broken line as
    // a record, so the tail lost its oldest passing line.
    const text = [
      '{"command":"npm test","exit_code":0}',
      '{"command":["go","test"],"exit_code":0}',
      '{"command":"","exit_code":0}',
      '{"exit_code": 0,"stdout_tail": null,"command": ["go","test"x],"meta": {}}',
      '{"command":"go test ./...","exit_code":0}',
      '{"command":["go","test"],"exit_code":1}',
    ].join("\n");
    const [withKernel, withoutKernel] = await trimBoth(dir, text);
    assert.deepEqual(withKernel, withoutKernel);
  }));

test('a passing line broken inside a number (`-1000000000"}`) is skipped with the kernel as without it, never counted', () =>
  withDir(async (dir) => {
    // Found by the property above on a random seed: the kernel ended the number at the quote
    // and took the line into a run of passing lines, which no full parse ever read.
    const text = [
      '{"command": "npm test","stdout_tail": [],"exit_code": 0,"started_at": -1000000000"}',
      '{"command":"npm test","exit_code":0}',
      '{"command":["go","test"],"exit_code":1}',
      '{"command":"npm test","exit_code":1}',
      '{"command":"npm test","exit_code":1e}',
      '{"command":["go","test"],"exit_code":0,"took":01}',
      '{"command":["go","test"],"exit_code":0,"ok":tru}',
      '{"command":["go","test"],"exit_code":0}',
    ].join("\n");
    const [withKernel, withoutKernel] = await trimBoth(dir, text);
    assert.deepEqual(withKernel, withoutKernel);
  }));

test("the same summary on a log of several chunks: escapes across chunk ends, multi-MB lines, broken lines", () =>
  withDir(async (dir) => {
    // Lines from the random generator, made deterministic by a seed, around two 3 MB lines (one
    // failing, one passing with a tail full of escaped quotes) and a torn one.
    const lines = fc.sample(logLine, { numRuns: 12_000, seed: 33 });
    const tail = 'say \\"hi\\" \\\\ {\\"exit_code\\": 0}\\n'.repeat(100_000);
    lines.splice(3_000, 0, `{"stdout_tail":"${tail}","exit_code":1,"command":"make big"}`);
    lines.splice(7_000, 0, `{"stdout_tail":"${tail}","exit_code":0,"command":"npm test"}`);
    lines.splice(9_000, 0, `{"stdout_tail":"${tail.slice(0, 1_500_000)}`);
    const text = `${lines.join("\n")}\n`;
    assert.ok(Buffer.byteLength(text) > 8 * 1024 * 1024);
    const [withKernel, withoutKernel] = await trimBoth(dir, text);
    assert.deepEqual(withKernel, withoutKernel);
    const path = join(dir, "feedback_record.jsonl");
    assert.ok((await compareLines(path, 1024 * 1024)) > 5_000);
  }));

test("one scan holds the kernel at a time; HANDOFF_NO_WASM=1 turns it off", () => {
  const first = new ChunkFields(true);
  try {
    assert.notDeepEqual(first.readOptions(), {}, "Node 20 and later run WebAssembly SIMD");
    const second = new ChunkFields(true);
    assert.deepEqual(second.readOptions(), {});
    second.release();
  } finally {
    first.release();
  }
  const again = new ChunkFields(true);
  assert.notDeepEqual(again.readOptions(), {});
  again.release();
  process.env["HANDOFF_NO_WASM"] = "1";
  try {
    const off = new ChunkFields();
    assert.deepEqual(off.readOptions(), {});
    off.release();
  } finally {
    delete process.env["HANDOFF_NO_WASM"];
  }
});

test("the kernel is used only for a scan big enough to pay for making it; the variables override", () => {
  assert.equal(kernelPaysFor(KERNEL_MIN_SCAN_BYTES, {}), true);
  assert.equal(kernelPaysFor(KERNEL_MIN_SCAN_BYTES - 1, {}), false);
  assert.equal(kernelPaysFor(1 << 20, {}), false, "a warm write's appended MB");
  assert.equal(kernelPaysFor(0, { HANDOFF_WASM_MIN_BYTES: "0" }), true);
  assert.equal(kernelPaysFor(2 ** 40, { HANDOFF_NO_WASM: "1" }), false);
  assert.equal(kernelPaysFor(1 << 20, { HANDOFF_WASM_MIN_BYTES: "oops" }), false);
});
