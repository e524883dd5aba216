/**
 * What a transcript keeps of a failed run's output: a Bash call whose test run fails three
 * tests, each with a long stack trace, keeps the first test's name and values, so the failure's
 * reason names it (a plain 2,000-character end kept only the last test). Claude Code's, Codex
 * CLI's and Gemini CLI's transcripts, read from disk as the CLI reads them.
 */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { ingestTranscript } from "../../../src/collect/transcripts/index.js";
import { reasonOf } from "../../../src/trim/failure-reason.js";
import { ingestScripted } from "../../helpers/relay-transcripts.js";
import { removeDir } from "../../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-failing-tail-"));
after(() => removeDir(dir));

const frames = Array.from(
  { length: 30 },
  (_, i) => `      at Test.run${i} (node:internal/test_runner/test:${800 + i}:25)`,
).join("\n");
const block = (n: number, title: string, actual: string, expected: string) =>
  `not ok ${n} - ${title}\n  ---\n  error: |-\n    Expected values to be strictly equal:\n    + actual - expected\n    \n    + ${actual}\n    - ${expected}\n  stack: |-\n${frames}\n  ...\n`;
const OUTPUT = `TAP version 13\nok 1 - lists free tables\n${block(2, "last slot starts at 20:00", "'21:30'", "'20:00'")}${block(3, "two bookings leave no gap", "15", "0")}${block(4, "closing is 22:00", "'23:00'", "'22:00'")}1..4\n# pass 1\n# fail 3\n`;

test("Claude Code: a failed run of three tests keeps the first one's name and values", async () => {
  assert.ok(OUTPUT.length > 5_000);
  let n = 0;
  const line = (type: string, message: unknown) =>
    JSON.stringify({
      type,
      uuid: `u${++n}`,
      cwd: "/repo",
      sessionId: "s",
      timestamp: `2026-12-01T10:00:${String(n).padStart(2, "0")}.000Z`,
      message,
    });
  const path = join(dir, "claude.jsonl");
  writeFileSync(
    path,
    `${[
      line("user", { role: "user", content: "Fix the slots in lib/slots.js." }),
      line("assistant", {
        role: "assistant",
        content: [{ type: "tool_use", id: "t1", name: "Bash", input: { command: "node --test" } }],
      }),
      line("user", {
        role: "user",
        content: [
          {
            type: "tool_result",
            tool_use_id: "t1",
            content: `Exit code 1\n${OUTPUT}`,
            is_error: true,
          },
        ],
      }),
    ].join("\n")}\n`,
  );
  const summary = await ingestTranscript(path, { agent: "claude", k: 5, root: "/repo", home: dir });
  const failed = summary.feedback.tail.find((entry) => entry.exit_code === 1);
  assert.ok(failed !== undefined);
  const reason = reasonOf(failed) ?? "";
  assert.match(reason, /last slot starts at 20:00/);
  assert.match(reason, /'21:30' !== '20:00'/);
  assert.match(reason, /closing is 22:00/);
});

test("Codex CLI and Gemini CLI: the same run keeps the first failing test too", async () => {
  for (const agent of ["codex", "gemini"] as const) {
    const summary = await ingestScripted(dir, "/repo", {
      agent,
      day: "2026-12-02",
      user: ["Fix the slots in lib/slots.js."],
      commands: [{ command: "node --test", exit: 1, output: OUTPUT }],
      report: "Three tests of lib/slots.js fail.",
    });
    const failed = summary.feedback.tail.find((entry) => entry.exit_code === 1);
    const reason = failed === undefined ? "" : (reasonOf(failed) ?? "");
    assert.match(reason, /last slot starts at 20:00 — .*'21:30' !== '20:00'/, agent);
  }
});
