/**
 * The hook adapter registry: its agents are `src/model/agents.ts`'s agents with hook settings,
 * each adapter installs into the settings file agents.ts names, and an agent added with one
 * adapter (test/helpers/fake-agent/hooks.ts) gets its install entries and a hook run that
 * writes and briefs without any other file knowing its id.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { installHooksFor } from "../../../src/hooks/install/install.js";
import { HOOK_ADAPTERS, loadHookAdapter } from "../../../src/hooks/protocol/registry.js";
import { runHook } from "../../../src/hooks/run-hook.js";
import { AGENTS, HOOK_AGENT_IDS } from "../../../src/model/agents.js";
import { fakeHookAdapter } from "../../helpers/fake-agent/hooks.js";
import { makeRepoWithApp } from "../../helpers/claude-session-folder.js";
import { removeDir } from "../../helpers/temp-repo.js";

test("the hook registry and src/model/agents.ts list the same hook agents and settings files", async () => {
  assert.deepEqual(Object.keys(HOOK_ADAPTERS).sort(), [...HOOK_AGENT_IDS].sort());
  for (const agent of AGENTS as readonly { id: string; hookSettings: string | null }[]) {
    const adapter = await loadHookAdapter(agent.id);
    if (agent.hookSettings === null) {
      assert.equal(adapter, null, `${agent.id} has no hook settings, so no hook adapter`);
      continue;
    }
    assert.equal(adapter?.agent, agent.id);
    assert.equal(adapter?.install.settingsFile, agent.hookSettings);
  }
  assert.equal(await loadHookAdapter("fake"), null, "the shipped registry has no fake agent");
  assert.equal(await loadHookAdapter("toString"), null);
});

test("a fake agent's hooks: its install entries follow from its events, and its hooks write and brief", async () => {
  const repo = makeRepoWithApp("handoff-fake-hooks-");
  try {
    const installed = await installHooksFor(repo, fakeHookAdapter, { command: "handoff" });
    assert.equal(installed.file, join(".fake", "hooks.json"));
    const settings = JSON.parse(readFileSync(join(repo, ".fake", "hooks.json"), "utf8")) as {
      hooks: Record<string, unknown>;
    };
    const command = { type: "command", command: "handoff hook fake" };
    assert.deepEqual(settings.hooks, {
      SessionEnd: [{ hooks: [{ ...command, timeout: 5 }] }],
      Begin: [{ matcher: "startup|resume", hooks: [command] }],
      TurnDone: [{ hooks: [command] }],
      Tool: [{ hooks: [command] }],
    });

    const input = (event: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({ session_id: "fake-1", cwd: repo, hook_event_name: event, ...extra });
    const options = { cwd: repo, now: () => new Date("2026-01-02T03:04:05Z") };
    const turn = await runHook(
      fakeHookAdapter,
      input("TurnDone", {
        last_assistant_message: "Renamed the answer. Next step: run the tests.",
      }),
      options,
    );
    assert.equal(turn.action, "write", turn.errors.join("; "));
    assert.notEqual(turn.packet_id, null);
    const end = await runHook(fakeHookAdapter, input("SessionEnd"), options);
    assert.equal(end.action, "write", end.errors.join("; "));
    assert.equal(end.packet_id, turn.packet_id, "nothing changed since the turn's write");

    const begin = await runHook(fakeHookAdapter, input("Begin", { source: "startup" }), options);
    assert.equal(begin.action, "resume", begin.errors.join("; "));
    assert.equal(begin.packet_id, turn.packet_id);
    const context = (
      JSON.parse(begin.stdout) as { hookSpecificOutput: { additionalContext: string } }
    ).hookSpecificOutput.additionalContext;
    assert.match(context, new RegExp(`# Handoff ${turn.packet_id}`));
    assert.match(context, /run the tests/);
    const ignored = await runHook(fakeHookAdapter, input("Stop"), options);
    assert.equal(ignored.action, "ignore", "another agent's event is not the fake agent's");
  } finally {
    removeDir(repo);
  }
});
