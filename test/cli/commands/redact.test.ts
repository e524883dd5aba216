/**
 * `handoff redact` on single lines of megabytes, through the shipped binary: the line is
 * redacted and the command exits 0, and nothing it flagged reaches stderr. One long base64
 * line once failed with a regular expression built from every value it had flagged, and
 * printed those values in the error.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { removeDir, shippedBinPath } from "../../helpers/temp-repo.js";

/** Deterministic base64 text of `length` characters (an xorshift stream, no fixed literal). */
function base64Line(length: number): string {
  const bytes = Buffer.alloc(Math.ceil((length * 3) / 4));
  let state = 0x2545f491;
  for (let i = 0; i < bytes.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes.toString("base64").slice(0, length);
}

function runRedact(text: string) {
  const dir = mkdtempSync(join(tmpdir(), "handoff-redact-"));
  try {
    const file = join(dir, "line.txt");
    writeFileSync(file, `${text}\n`);
    return spawnSync(process.execPath, [shippedBinPath(), "redact", file], {
      cwd: dir,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    removeDir(dir);
  }
}

test("a 2.6 MB base64 line is redacted, exit 0, and nothing of it reaches stderr", () => {
  const line = base64Line(2_600_000);
  const result = runRedact(line);
  assert.equal(result.stderr, "");
  assert.equal(result.status, 0);
  // no run of 24 characters of the line survives on stdout either
  for (let at = 0; at + 24 <= line.length; at += 4093)
    assert.ok(!result.stdout.includes(line.slice(at, at + 24)), `kept at ${at}`);
});

test("a 400 KB line of password assignments: every value masked", () => {
  const values: string[] = [];
  for (let i = 0; i < 18_000; i++)
    values.push(base64Line(40 + (i % 7)).slice(i % 20, (i % 20) + 12) + i);
  const result = runRedact(values.map((value) => `password=${value}`).join(" "));
  assert.equal(result.stderr, "");
  assert.equal(result.status, 0);
  const left = result.stdout.match(/password=(?!\[REDACTED:)/g) ?? [];
  assert.equal(left.length, 0, `${left.length} values kept`);
});
