/**
 * A long feedback line is re-read from its bytes (issue 29, item 11): the record equals the full
 * parse's, and a line the full parse refuses (a bad escape or a raw control character deep in a
 * long output, a BOM) is left to it; a repeated key resolves as JSON.parse resolves it.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  LONG_LINE_BYTES,
  parseLongFeedbackLine,
} from "../../../src/collect/feedback/feedback-long-line.js";
import { validStringBytes } from "../../../src/json/bytes.js";
import { parseFeedbackLine } from "../../../src/collect/feedback/feedback-record.js";

const LONG = "é, 🙂 and a\ttab\n".repeat(Math.ceil(LONG_LINE_BYTES / 10));

function viaBytes(line: string) {
  const buf = Buffer.from(line);
  return parseLongFeedbackLine(buf, 0, buf.length);
}

test("a long line's record from its bytes equals the full parse's", () => {
  const lines = [
    JSON.stringify({ command: "npm test", exit_code: 1, stdout_tail: LONG, stderr_tail: "short" }),
    JSON.stringify({
      command: ["git", "commit", "-m", LONG.slice(0, 5000)],
      exit_code: null,
      error: LONG,
      agent_note: `${LONG}end`,
      duration_ms: 12.5,
      command_id: "c-1",
      started_at: 1_700_000_000,
      extra: { nested: [LONG, 1, true, null] },
    }),
    // Escapes of every kind, a surrogate pair written as two, and one cut by the tail's start.
    `{"command":"x","exit_code":2,"stdout_tail":"${'\\u00e9\\ud83d\\ude42\\\\\\/\\"\\b\\f\\n\\r\\t'.repeat(80_000)}"}`,
    // A repeated key: the last one wins, as in JSON.parse.
    `{"command":"first","exit_code":0,"command":"second","stdout_tail":"${"a".repeat(LONG_LINE_BYTES)}"}`,
    JSON.stringify({ command: 42, exit_code: 1, stdout_tail: LONG }),
    JSON.stringify({ command: "c", exit_code: 2 ** 60, stdout_tail: LONG }),
  ];
  for (const line of lines) {
    assert.ok(line.length > LONG_LINE_BYTES / 2);
    const got = viaBytes(line);
    assert.notEqual(got, undefined, line.slice(0, 80));
    assert.deepEqual(got, parseFeedbackLine(line), line.slice(0, 80));
  }
});

test("a long line the full parse refuses is left to it", () => {
  const pad = "a".repeat(LONG_LINE_BYTES);
  for (const body of [`${pad}\\x${pad}`, `${pad}\u0001${pad}`, `${pad}\\u12G4`, `${pad}\\`]) {
    const line = `{"command":"c","exit_code":1,"stdout_tail":"${body}"}`;
    assert.equal(parseFeedbackLine(line).ok, false);
    assert.equal(viaBytes(line), undefined, JSON.stringify(body.slice(-8)));
  }
  assert.equal(viaBytes(`\uFEFF{"command":"c","exit_code":1,"error":"${pad}"}`), undefined);
  assert.equal(validStringBytes(Buffer.from('ok \\" \\u00e9'), 0, 13), true);
});
