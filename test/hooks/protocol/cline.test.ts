/**
 * `handoff hook cline` and `handoff hooks install|uninstall cline`, driven the way Cline CLI
 * 3.0.65 drives them: its own payload on stdin (`hookName`, `sessionContext.rootSessionId`,
 * `workspaceRoots`, `turn.outputText`, as observed in `npm run test:agents`), the session in
 * `$HOME/.cline/data/sessions/<id>/` (test/fixtures/agents/cline-3.0.65/).
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { readClineHookInput } from "../../../src/hooks/protocol/cline.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import {
  hookLogLines,
  readStoredPacket,
  runBin,
  waitForPackets,
} from "../../helpers/hook-process.js";
import { runCli } from "../../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../../helpers/temp-repo.js";

const REAL = join(packageRoot(), "test", "fixtures", "agents", "cline-3.0.65");
const ID = "1796417584439_iblm2";

function payload(repo: string, hookName: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    clineVersion: "",
    timestamp: "2026-12-04T20:53:10.000Z",
    taskId: "conv_1",
    sessionContext: { rootSessionId: ID },
    workspaceRoots: [repo],
    workspaceInfo: { rootPath: repo, hint: "repo", latestGitBranchName: "main" },
    userId: "unknown",
    agent_id: "agent_1",
    parent_agent_id: null,
    hookName,
    ...extra,
  });
}

test("Cline's payload read as the common hook input: agent_end is TaskComplete, the session's messages file under $CLINE_DATA_DIR or ~/.cline/data, the task's answer as the report", () => {
  const value = JSON.parse(
    payload("/w", "agent_end", { turn: { outputText: "Done.", status: "completed" } }),
  ) as Record<string, unknown>;
  assert.deepEqual(readClineHookInput(value, { env: {}, home: "/home/u" }), {
    hook_event_name: "TaskComplete",
    session_id: ID,
    cwd: "/w",
    transcript_path: `/home/u/.cline/data/sessions/${ID}/${ID}.messages.json`,
    last_assistant_message: "Done.",
  });
  const moved = readClineHookInput(value, { env: { CLINE_DATA_DIR: "/data" }, home: "/home/u" });
  assert.equal(moved["transcript_path"], `/data/sessions/${ID}/${ID}.messages.json`);
  const own = readClineHookInput(value, { env: { CLINE_DIR: "/c" }, home: "/home/u" });
  assert.equal(own["transcript_path"], `/c/data/sessions/${ID}/${ID}.messages.json`);
  const sessions = readClineHookInput(value, {
    env: { CLINE_SESSION_DATA_DIR: "/s", CLINE_DATA_DIR: "/data" },
    home: "/home/u",
  });
  assert.equal(sessions["transcript_path"], `/s/${ID}/${ID}.messages.json`);
  // A session id that is not a plain name never becomes a path.
  const odd = readClineHookInput(
    { hookName: "agent_end", sessionContext: { rootSessionId: "../../etc" } },
    { env: {}, home: "/h" },
  );
  assert.equal(odd["transcript_path"], null);
  // A detached writer's saved input is already in the common shape: kept as it is.
  const saved = { hook_event_name: "TaskComplete", session_id: null };
  assert.equal(readClineHookInput(saved, { env: {}, home: "/h" }), saved);
});

test("Cline: the TaskComplete hook hands the write to a detached writer at once; the packet is read from the session's messages file", async () => {
  const repo = makeRepo("handoff-hook-cline-");
  const home = `${repo}-home`;
  try {
    writeFileSync(join(repo, "README.md"), "# demo\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "Initial");
    const sessions = join(home, ".cline", "data", "sessions", ID);
    mkdirSync(sessions, { recursive: true });
    const text = readFileSync(join(REAL, "session.messages.json"), "utf8").replaceAll(
      "/tmp/handoff-agents-repo",
      repo,
    );
    writeFileSync(join(sessions, `${ID}.messages.json`), text);
    const run = await runBin(["hook", "cline"], {
      cwd: repo,
      stdin: payload(repo, "agent_end", {
        iteration: 4,
        turn: { outputText: "Read the tree. Next step: add the CSV export.", status: "completed" },
      }),
      env: { HOME: home, HANDOFF_WRITE_BUDGET_MS: "" },
    });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, "");
    assert.match(
      hookLogLines(repo).join("\n"),
      /cline TaskComplete info: write handed to a detached writer/,
    );
    const [id] = await waitForPackets(repo, 1);
    assert.ok(id, hookLogLines(repo).join("\n"));
    const packet = readStoredPacket(repo, id);
    assert.equal(packet["objective"], "Look at the tree of this repo");
    assert.equal(packet["agent_report"], "Read the tree. Next step: add the CSV export.");
    assert.ok(JSON.stringify(packet["failed_attempts"]).includes("npm run build-export"));
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});

test("hooks install cline: the TaskComplete hook file, twice is a no-op, someone else's file there is refused, uninstall removes only handoff's (and the folders it made)", async () => {
  const repo = makeRepo("handoff-hooks-cline-");
  try {
    const file = join(repo, ".clinerules", "hooks", "TaskComplete");
    const install = await runCli(["hooks", "install", "cline"], { cwd: repo });
    assert.equal(install.code, 0, install.stderr);
    const text = readFileSync(file, "utf8");
    assert.match(text, /^# handoff: Cline hook written by 'handoff hooks install cline'/);
    assert.match(text, /\nexec \S*handoff\S* hook cline\n|\nexec .* hook cline\n/);
    const again = await runCli(["hooks", "install", "cline"], { cwd: repo });
    assert.equal(again.code, 0, again.stderr);
    assert.equal(readFileSync(file, "utf8"), text);
    const uninstall = await runCli(["hooks", "uninstall", "cline"], { cwd: repo });
    assert.equal(uninstall.code, 0, uninstall.stderr);
    assert.equal(existsSync(join(repo, ".clinerules")), false);

    mkdirSync(join(repo, ".clinerules", "hooks"), { recursive: true });
    writeFileSync(file, "#!/bin/sh\nnotify-send done\n");
    const refused = await runCli(["hooks", "install", "cline"], { cwd: repo });
    assert.equal(refused.code, 2);
    const kept = await runCli(["hooks", "uninstall", "cline"], { cwd: repo });
    assert.equal(kept.code, 0, kept.stderr);
    assert.equal(readFileSync(file, "utf8"), "#!/bin/sh\nnotify-send done\n");
  } finally {
    removeDir(repo);
  }
});
