import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  appendRegularFile,
  NotRegularFileError,
  openRegularFile,
  openRegularFileSync,
  readRegularFile,
  readRegularFileSync,
} from "../../src/platform/read-regular-file.js";

function withDir(run: (dir: string) => Promise<void> | void): () => Promise<void> {
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), "handoff-regular-"));
    try {
      await run(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

const isNamedPipe = (label: string) => (error: unknown) =>
  error instanceof NotRegularFileError &&
  error.code === "EFTYPE" &&
  error.exitCode === 2 &&
  error.message === `${label}: expected a regular file, found a named pipe`;

test(
  "a FIFO is refused at once in every mode, sync and async, naming it by its label",
  withDir(async (dir) => {
    const fifo = join(dir, "log.jsonl");
    execFileSync("mkfifo", [fifo]);
    // No process ever opens the other end: any blocking open would hang this test.
    for (const mode of ["r", "a+"] as const) {
      assert.throws(
        () => openRegularFileSync(fifo, mode, ".handoff/log.jsonl"),
        isNamedPipe(".handoff/log.jsonl"),
      );
      await assert.rejects(
        openRegularFile(fifo, mode, ".handoff/log.jsonl"),
        isNamedPipe(".handoff/log.jsonl"),
      );
    }
    // Write-only: the non-blocking open of a FIFO with no reader fails with ENXIO.
    assert.throws(
      () => openRegularFileSync(fifo, "a", "hook.log"),
      (error: unknown) =>
        error instanceof NotRegularFileError &&
        /hook\.log: expected a regular file, found a named pipe/.test(error.message),
    );
    await assert.rejects(appendRegularFile(fifo, "x\n", "hook.log"), NotRegularFileError);
    assert.throws(() => readRegularFileSync(fifo), isNamedPipe(fifo));
    await assert.rejects(readRegularFile(fifo), isNamedPipe(fifo));
  }),
);

test(
  "a directory is refused as a directory; a missing file is the file system's ENOENT",
  withDir(async (dir) => {
    mkdirSync(join(dir, "sub"));
    await assert.rejects(readRegularFile(join(dir, "sub"), "sub"), {
      message: "sub: expected a regular file, found a directory",
    });
    await assert.rejects(readRegularFile(join(dir, "none")), { code: "ENOENT" });
  }),
);

test(
  "regular files read whole and append (created when missing)",
  withDir(async (dir) => {
    const path = join(dir, "a.txt");
    await appendRegularFile(path, "one\n");
    await appendRegularFile(path, "two\n");
    assert.equal(await readRegularFile(path), "one\ntwo\n");
    assert.equal(readRegularFileSync(path), readFileSync(path, "utf8"));
  }),
);
