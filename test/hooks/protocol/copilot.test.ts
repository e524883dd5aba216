/**
 * GitHub Copilot CLI's hooks: the hooks file `hooks install copilot` writes (whole, refused over
 * someone else's, removed again by uninstall), its input read in the shared names (camelCase,
 * the event from `--event`, the session's own events file when the input names none), and
 * `handoff hook copilot` on its events: sessionStart prints `{"additionalContext": …}` at the
 * top of the JSON, sessionEnd writes a packet from the session's transcript. The hook inputs
 * below are the ones Copilot CLI 1.0.102 sent (captured from a real run, paths replaced).
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { copilotAdapter, readCopilotInput } from "../../../src/hooks/protocol/copilot.js";
import { installHooks, uninstallHooks } from "../../../src/hooks/install/install.js";
import { parseHookInput } from "../../../src/hooks/protocol/read-hook-input.js";
import { runHook } from "../../../src/hooks/run-hook.js";
import { makeRepoWithApp } from "../../helpers/claude-session-folder.js";
import { readStoredPacket, transcriptFixture } from "../../helpers/hook-process.js";
import { removeDir } from "../../helpers/temp-repo.js";

const HOME = "/home/dev";

test("Copilot's hook input in the shared names: agentStop's transcriptPath, the session's own file otherwise", () => {
  const where = { env: {}, home: HOME };
  const stop = parseHookInput(
    '{"sessionId":"cdd220aa-a921","timestamp":1796416278384,"cwd":"/w/repo","transcriptPath":"/x/events.jsonl","stopReason":"end_turn","stop_hook_active":false}',
    { event: "agentStop", translate: (r) => readCopilotInput(r, where) },
  );
  assert.equal(stop.hook_event_name, "agentStop");
  assert.equal(stop.session_id, "cdd220aa-a921");
  assert.equal(stop.transcript_path, "/x/events.jsonl");
  assert.equal(stop.cwd, "/w/repo");
  const end = parseHookInput(
    '{"sessionId":"cdd220aa-a921","timestamp":1796416278417,"cwd":"/w/repo","reason":"complete"}',
    { event: "sessionEnd", translate: (r) => readCopilotInput(r, where) },
  );
  assert.equal(end.transcript_path, "/home/dev/.copilot/session-state/cdd220aa-a921/events.jsonl");
  assert.equal(end.reason, "complete");
  const moved = readCopilotInput({ sessionId: "s-1" }, { env: { COPILOT_HOME: "/c" }, home: HOME });
  assert.equal(moved["transcript_path"], "/c/session-state/s-1/events.jsonl");
  // An id that could leave the session folder names no file.
  assert.equal(readCopilotInput({ sessionId: "../../etc" }, where)["transcript_path"], undefined);
  // An input handed to a detached writer is in the shared names already: kept as it is.
  const saved = { hook_event_name: "sessionEnd", session_id: null, transcript_path: "/t.jsonl" };
  assert.deepEqual(
    parseHookInput(JSON.stringify(saved), { translate: (r) => readCopilotInput(r, where) })
      .transcript_path,
    "/t.jsonl",
  );
});

test("hooks install copilot writes .github/hooks/handoff.json whole; a second run changes nothing; uninstall removes it and the folders it made", async () => {
  const repo = makeRepoWithApp("handoff-copilot-install-");
  try {
    const first = await installHooks(repo, "copilot", { command: "handoff" });
    assert.equal(first.file, ".github/hooks/handoff.json");
    assert.equal(first.changed, true);
    assert.deepEqual(first.events, [
      "sessionStart",
      "agentStop",
      "sessionEnd",
      "preCompact",
      "userPromptSubmitted",
      "postToolUse",
      "postToolUseFailure",
      "preToolUse",
    ]);
    const text = readFileSync(join(repo, ".github", "hooks", "handoff.json"), "utf8");
    const file = JSON.parse(text) as {
      version: number;
      hooks: Record<string, { type: string; bash: string }[]>;
    };
    assert.equal(file.version, 1);
    assert.equal(
      file.hooks["sessionStart"]?.[0]?.bash,
      "handoff hook copilot --event sessionStart",
    );
    assert.equal(file.hooks["agentStop"]?.[0]?.type, "command");
    // The point-of-edit hook: its own command, the event named as for the others.
    assert.equal(
      file.hooks["preToolUse"]?.[0]?.bash,
      "handoff hook copilot --edit --event preToolUse",
    );
    assert.equal((await installHooks(repo, "copilot", { command: "handoff" })).changed, false);
    // --no-wrap-up: the file again, without the three context-budget entries.
    const lean = await installHooks(repo, "copilot", { command: "handoff", wrapUp: false });
    assert.equal(lean.changed, true);
    assert.deepEqual(lean.events, [
      "sessionStart",
      "agentStop",
      "sessionEnd",
      "preCompact",
      "preToolUse",
    ]);
    assert.doesNotMatch(
      readFileSync(join(repo, ".github", "hooks", "handoff.json"), "utf8"),
      /postToolUse/,
    );
    const removed = await uninstallHooks(repo, "copilot");
    assert.equal(removed.changed, true);
    assert.equal(existsSync(join(repo, ".github")), false);
  } finally {
    removeDir(repo);
  }
});

test("hooks install copilot refuses a .github/hooks/handoff.json of someone else's, and uninstall leaves it", async () => {
  const repo = makeRepoWithApp("handoff-copilot-foreign-");
  try {
    const path = join(repo, ".github", "hooks", "handoff.json");
    mkdirSync(join(repo, ".github", "hooks"), { recursive: true });
    const theirs =
      '{"version": 1, "hooks": {"sessionStart": [{"type": "command", "bash": "./mine.sh"}]}}\n';
    writeFileSync(path, theirs);
    await assert.rejects(installHooks(repo, "copilot"), /not handoff's/);
    assert.equal((await uninstallHooks(repo, "copilot")).changed, false);
    assert.equal(readFileSync(path, "utf8"), theirs);
  } finally {
    removeDir(repo);
  }
});

test("hook copilot: sessionEnd writes from the session's events.jsonl, sessionStart briefs with a top-level additionalContext", async () => {
  const repo = makeRepoWithApp("handoff-copilot-hook-");
  const home = mkdtempSync(join(tmpdir(), "handoff-copilot-home-"));
  try {
    const session = join(home, ".copilot", "session-state", "7fa01e1a-aca9");
    mkdirSync(session, { recursive: true });
    const events = readFileSync(
      transcriptFixture("copilot", "cli-1.0.102", "events.jsonl"),
      "utf8",
    );
    writeFileSync(
      join(session, "events.jsonl"),
      events.split("/tmp/handoff-agents-repo").join(repo),
    );
    const env = { ...process.env, COPILOT_HOME: join(home, ".copilot") };
    const options = { cwd: repo, env, now: () => new Date("2026-12-04T20:40:00Z") };
    const input = (extra: Record<string, unknown>) =>
      JSON.stringify({ sessionId: "7fa01e1a-aca9", timestamp: 1796416278417, cwd: repo, ...extra });
    const end = await runHook(copilotAdapter, input({ reason: "complete" }), {
      ...options,
      event: "sessionEnd",
    });
    assert.equal(end.action, "write", end.errors.join("; "));
    assert.notEqual(end.packet_id, null);
    const packet = readStoredPacket(repo, end.packet_id!);
    assert.ok(
      (packet["sources"] as string[]).some((s) => s.startsWith("transcript (copilot):")),
      JSON.stringify(packet["sources"]),
    );
    assert.match(JSON.stringify(packet["failed_attempts"]), /npm test/);
    const start = await runHook(copilotAdapter, input({ source: "new", initialPrompt: "Go on" }), {
      ...options,
      event: "sessionStart",
    });
    assert.equal(start.action, "resume", start.errors.join("; "));
    const printed = JSON.parse(start.stdout) as Record<string, unknown>;
    assert.deepEqual(Object.keys(printed), ["additionalContext"]);
    assert.match(String(printed["additionalContext"]), new RegExp(`# Handoff ${end.packet_id}`));
    // A prompt measures the context (1,000 of 128,000 tokens in that session: nothing to say).
    const prompt = await runHook(copilotAdapter, input({ prompt: "x" }), {
      ...options,
      event: "userPromptSubmitted",
    });
    assert.equal(prompt.action, "budget", prompt.errors.join("; "));
    assert.equal(prompt.stdout, "");
    const other = await runHook(copilotAdapter, input({ prompt: "x", transformedPrompt: "x" }), {
      ...options,
      event: "userPromptTransformed",
    });
    assert.equal(other.action, "ignore");
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});
