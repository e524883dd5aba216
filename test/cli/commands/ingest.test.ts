/**
 * `handoff ingest claude|codex|opencode PATH`: JSONL records on stdout, secrets redacted, bad
 * usage and bad input exit 2 with a message and no stack trace.
 */
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../../src/platform/package-root.js";
import { fakeToken } from "../../helpers/fake-secrets.js";
import { runCli } from "../../helpers/run-cli.js";

// `opencode run --format json` events: a failing build, a passing rebuild, a failing `ls`.
const FIXTURE = join(
  packageRoot(),
  "test",
  "fixtures",
  "transcripts",
  "opencode",
  "run-format-json-events.jsonl",
);

test("prints one normalised record a line", async () => {
  const { code, stdout, stderr } = await runCli(["ingest", "opencode", FIXTURE], { cwd: tmpdir() });
  assert.equal(code, 0, stderr);
  const lines = stdout
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as { command: string; exit_code: number });
  assert.deepEqual(
    lines.map((r) => r.exit_code),
    [101, 0, 2],
  );
  assert.equal(lines[2]?.command, "ls -lh target/release/demo");
});

test("redacts secrets in commands and outputs; --summary prints one JSON object", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-ingest-"));
  try {
    const secret = `ghp_${fakeToken(7, 36)}`;
    const lines = [
      {
        type: "user",
        uuid: "1",
        cwd: dir,
        sessionId: "s",
        message: { role: "user", content: "Deploy it" },
      },
      {
        type: "assistant",
        uuid: "2",
        sessionId: "s",
        message: {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "t",
              name: "Bash",
              input: { command: `GITHUB_TOKEN=${secret} ./deploy.sh` },
            },
          ],
        },
      },
      {
        type: "user",
        uuid: "3",
        sessionId: "s",
        message: {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "t",
              content: `Exit code 1\nauth failed for ${secret}`,
              is_error: true,
            },
          ],
        },
      },
    ];
    const path = join(dir, "session.jsonl");
    await writeFile(path, lines.map((l) => JSON.stringify(l)).join("\n"));
    const out = await runCli(["ingest", "claude", "session.jsonl"], { cwd: dir });
    assert.equal(out.code, 0, out.stderr);
    assert.ok(!out.stdout.includes(secret), out.stdout);
    const record = JSON.parse(out.stdout) as { command: string; exit_code: number };
    assert.equal(record.exit_code, 1);
    assert.match(record.command, /REDACTED/);
    const summary = await runCli(["ingest", "claude", path, "--summary"], { cwd: dir });
    assert.equal(summary.code, 0, summary.stderr);
    const parsed = JSON.parse(summary.stdout) as {
      objective: string;
      source: string;
      feedback: { failures: number };
    };
    assert.equal(parsed.objective, "Deploy it");
    assert.equal(parsed.source, "session.jsonl");
    assert.equal(parsed.feedback.failures, 1);
    assert.ok(!summary.stdout.includes(secret));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("bad usage and bad input exit 2 with a clear message", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-ingest-bad-"));
  try {
    await writeFile(join(dir, "notes.txt"), "just some\ntext lines\n");
    const cases: [string[], RegExp][] = [
      [["ingest"], /missing arguments/],
      [["ingest", "aider", "x.jsonl"], /unknown agent 'aider'/],
      [["ingest", "claude", "missing.jsonl"], /missing\.jsonl: no such file/],
      [["ingest", "codex", "notes.txt"], /notes\.txt: not a Codex CLI transcript/],
      [["ingest", "claude", "."], /a Claude Code transcript is a \.jsonl file/],
    ];
    for (const [args, message] of cases) {
      const out = await runCli(args, { cwd: dir });
      assert.equal(out.code, 2, args.join(" "));
      assert.match(out.stderr, message);
      assert.doesNotMatch(out.stderr, /\n\s+at /);
      assert.equal(out.stdout, "");
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
