/**
 * `handoff ingest` on the session fixtures (issue 17 item 8, issue 14 item 11): a file of
 * another agent's format exits 2 naming the agent it looks like, never 0 with empty output; an
 * OpenCode store of several sessions asks which one (`--session ID`) and lists them;
 * `--summary` shows the session's words (redacted), reads, plan and the unknown-line count.
 */
import assert from "node:assert/strict";
import { basename } from "node:path";
import { after, before, test } from "node:test";
import type { TranscriptSummary } from "../../../src/model/snapshot/types.js";
import { runCli } from "../../helpers/run-cli.js";
import { FIXTURE_CWD, type PlantedFixture, plantFixture } from "../../helpers/session-fixtures.js";

let claude: PlantedFixture;
let codex: PlantedFixture;
let opencode: PlantedFixture;
before(async () => {
  claude = await plantFixture("claude");
  codex = await plantFixture("codex");
  opencode = await plantFixture("opencode");
});
after(async () => {
  for (const fixture of [claude, codex, opencode]) await fixture.cleanup();
});

test("a transcript of another agent: exit 2 naming the agent it looks like", async () => {
  const cases: [string, string, string][] = [
    [
      "codex",
      claude.path,
      `${basename(claude.path)} is not a Codex CLI rollout: it looks like a Claude Code session; try \`handoff ingest claude\``,
    ],
    [
      "claude",
      codex.path,
      "is not a Claude Code session: it looks like a Codex CLI rollout; try `handoff ingest codex`",
    ],
    [
      "opencode",
      claude.path,
      "is not an OpenCode session: it looks like a Claude Code session; try `handoff ingest claude`",
    ],
    [
      "claude",
      opencode.path,
      "storage is not a Claude Code session: it looks like an OpenCode session; try `handoff ingest opencode`",
    ],
  ];
  for (const summary of [[], ["--summary"]]) {
    for (const [agent, path, message] of cases) {
      const { code, stdout, stderr } = await runCli(["ingest", agent, path, ...summary], {
        cwd: FIXTURE_CWD,
      });
      assert.equal(code, 2, `${agent} ${path}`);
      assert.equal(stdout, "");
      assert.ok(stderr.includes(message), stderr);
      assert.ok(!stderr.includes("    at "), "no stack trace");
    }
  }
});

test("an OpenCode store of several sessions: exit 2 listing them; --session picks one", async () => {
  const asked = await runCli(["ingest", "opencode", opencode.path], { cwd: "/" });
  assert.equal(asked.code, 2);
  assert.equal(asked.stdout, "");
  assert.equal(
    asked.stderr,
    "handoff ingest: storage holds 2 OpenCode sessions; choose one with --session ID:\n" +
      "  ses_4f1e2a7b9ffeRtr1  2025-11-30T10:03  Add HTTP client retries\n" +
      "  ses_4f1e0c11affeDocs  2025-11-30T08:08  Fix the README typo\n",
  );
  const unknown = await runCli(["ingest", "opencode", opencode.path, "--session", "ses_nope"], {
    cwd: "/",
  });
  assert.equal(unknown.code, 2);
  assert.match(
    unknown.stderr,
    /no OpenCode session ses_nope; it holds:\n {2}ses_4f1e3d02bffeSub1 /,
  );
  const chosen = await runCli(
    ["ingest", "opencode", opencode.path, "--session", "ses_4f1e2a7b9ffeRtr1"],
    { cwd: "/" },
  );
  assert.equal(chosen.code, 0, chosen.stderr);
  const records = chosen.stdout
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as { command: string; exit_code: number });
  assert.deepEqual(
    records.map((r) => [r.command, r.exit_code]),
    [
      ["pnpm test", 1],
      ["cat src/client.ts", 0],
      ["pnpm test", 0],
    ],
  );
});

test("--summary shows the session's words, reads, plan and unknown lines, with the secret redacted", async () => {
  for (const [agent, fixture, users, unknown] of [
    ["claude", claude, 5, 16],
    ["codex", codex, 4, 3],
  ] as const) {
    const { code, stdout, stderr } = await runCli(["ingest", agent, fixture.path, "--summary"], {
      cwd: FIXTURE_CWD,
    });
    assert.equal(code, 0, stderr);
    assert.ok(!stdout.includes(fixture.secret), "the pasted token never comes out");
    const s = JSON.parse(stdout) as TranscriptSummary;
    assert.equal(s.user_messages.length, users, agent);
    assert.match(s.user_messages[2] ?? "", /^Never change the public signature of createClient\./);
    assert.match(
      s.agent_report ?? "",
      /Next step: add full jitter to the backoff and a unit test$/,
    );
    assert.equal(s.plan?.title, "Retry plan for the HTTP client");
    // Home paths are redacted in everything ingest prints.
    assert.equal(s.cwd, "~/projects/http-client");
    assert.equal(s.unknown_lines, unknown);
    assert.equal(s.skipped, 0);
    assert.deepEqual(s.feedback.passed_later, ["pnpm test"]);
    // The CLI's root is its cwd (the session's folder here, as a string only).
    assert.deepEqual(s.reads[0], {
      path: "src/client.ts",
      count: 3,
      last: agent === "claude" ? 6 : 3,
    });
  }
});
