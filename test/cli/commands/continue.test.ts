/**
 * `handoff continue --to AGENT [--exec]` (issue 31 item 7): the verified briefing printed for
 * pasting, within that agent's budget; with --exec, the agent started with the briefing as its
 * first prompt (a fake agent on PATH records its argv: no model is called), its exit code
 * passed on; a missing agent CLI is exit 2 naming it.
 */
import assert from "node:assert/strict";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { HOST_BUDGETS } from "../../../src/resume/briefing.js";
import { FOUR_SESSIONS, makeRelayRepo, type RelayRepo } from "../../helpers/relay-repo.js";
import { runCli } from "../../helpers/run-cli.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

let relay: RelayRepo;
let bin: string;
before(async () => {
  relay = await makeRelayRepo(FOUR_SESSIONS);
  // The fake agents: each records its argv (NUL-separated) and its cwd, and exits 7.
  bin = mkdtempSync(join(tmpdir(), "handoff-fake-agents-"));
  for (const name of ["claude", "codex", "gemini", "opencode"]) {
    const script = join(bin, name);
    writeFileSync(
      script,
      `#!/bin/sh\npwd > "$RECORD.cwd"\nfor a in "$@"; do printf '%s\\0' "$a"; done > "$RECORD"\nexit 7\n`,
    );
    chmodSync(script, 0o755);
  }
});
after(() => {
  relay.cleanup();
  removeDir(bin);
});

test("prints the verified briefing for pasting, within the agent's budget", async () => {
  for (const [agent, format] of [
    ["claude", "claude-hook"],
    ["codex", "codex-hook"],
    ["gemini", "gemini-hook"],
    ["opencode", "opencode-hook"],
  ] as const) {
    const run = await runCli(["continue", "--to", agent], { cwd: relay.repo });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, new RegExp(`# Handoff ${relay.ids[3]} \\(active`));
    assert.match(run.stdout, /FRESH/);
    assert.match(run.stdout, /Always keep the parser streaming/);
    assert.ok(run.stdout.length <= HOST_BUDGETS[format]!, `${agent}: ${run.stdout.length}`);
  }
});

test("--exec starts each agent with the briefing as its first prompt and passes on its exit", async () => {
  const briefing = (await runCli(["continue", "--to", "claude"], { cwd: relay.repo })).stdout;
  const cases = [
    ["claude", (b: string) => [b]],
    ["codex", (b: string) => [b]],
    ["gemini", (b: string) => ["-i", b]],
    ["opencode", (b: string) => ["--prompt", b]],
  ] as const;
  for (const [agent, argv] of cases) {
    const record = join(bin, `${agent}.argv`);
    const run = await runCli(["continue", "--to", agent, "--exec"], {
      cwd: relay.repo,
      env: { PATH: `${bin}:${process.env["PATH"] ?? ""}`, RECORD: record },
    });
    assert.equal(run.code, 7, run.stderr);
    const args = readFileSync(record, "utf8").split("\0").slice(0, -1);
    const expected =
      agent === "codex"
        ? (await runCli(["continue", "--to", "codex"], { cwd: relay.repo })).stdout
        : briefing;
    assert.deepEqual(args, argv(expected));
    assert.equal(readFileSync(`${record}.cwd`, "utf8").trim(), relay.repo);
  }
});

test("a missing agent CLI is exit 2 naming it; --to is required and checked", async () => {
  const empty = mkdtempSync(join(tmpdir(), "handoff-no-agents-"));
  try {
    const run = await runCli(["continue", "--to", "gemini", "--exec"], {
      cwd: relay.repo,
      env: { PATH: empty },
    });
    assert.equal(run.code, 2);
    assert.match(run.stderr, /'gemini' is not on PATH/);
    assert.ok(!run.stderr.includes("    at "), "a stack trace");
  } finally {
    removeDir(empty);
  }
  const none = await runCli(["continue"], { cwd: relay.repo });
  assert.equal(none.code, 2);
  // The list is the registry's, whatever agents it holds.
  assert.match(none.stderr, /--to is required: one of claude, codex, gemini, opencode\b/);
  const wrong = await runCli(["continue", "--to", "cursor"], { cwd: relay.repo });
  assert.equal(wrong.code, 2);
  assert.match(
    wrong.stderr,
    /--to must be one of claude, codex, gemini, opencode\b.*, got 'cursor'/,
  );
});

test("with no packet: exit 4, and --exec starts nothing", async () => {
  const repo = makeRepo();
  try {
    const record = join(bin, "none.argv");
    const printed = await runCli(["continue", "--to", "claude"], { cwd: repo });
    assert.equal(printed.code, 4);
    const run = await runCli(["continue", "--to", "claude", "--exec"], {
      cwd: repo,
      env: { PATH: `${bin}:${process.env["PATH"] ?? ""}`, RECORD: record },
    });
    assert.equal(run.code, 4);
    assert.throws(() => readFileSync(record), /ENOENT/);
  } finally {
    removeDir(repo);
  }
});
