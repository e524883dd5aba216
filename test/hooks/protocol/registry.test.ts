/**
 * The hook adapter registry: its agents are `src/model/agents.ts`'s agents with hook settings,
 * each adapter installs into the settings file agents.ts names, and an agent added with one
 * adapter (test/helpers/fake-agent/hooks.ts) and one registry line (`withHookAdapters`) gets its
 * install entries, `handoff hook` runs of its events that write and brief, and its envelope,
 * without any other file knowing its id.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import * as hookCommand from "../../../src/cli/commands/hook.js";
import * as hooksCommand from "../../../src/cli/commands/hooks.js";
import {
  HOOK_ADAPTERS,
  loadHookAdapter,
  withHookAdapters,
} from "../../../src/hooks/protocol/registry.js";
import { AGENTS, HOOK_AGENT_IDS } from "../../../src/model/agents.js";
import { fakeHookAdapter } from "../../helpers/fake-agent/hooks.js";
import { makeRepoWithApp } from "../../helpers/claude-session-folder.js";
import { hookLogLines } from "../../helpers/hook-process.js";
import { runEntry } from "../../helpers/run-cli.js";
import { removeDir } from "../../helpers/temp-repo.js";

test("the hook registry and src/model/agents.ts list the same hook agents and settings files (the personal one too)", async () => {
  assert.deepEqual(Object.keys(HOOK_ADAPTERS).sort(), [...HOOK_AGENT_IDS].sort());
  const agents = AGENTS as readonly {
    id: string;
    hookSettings: string | null;
    hookLocalSettings?: string;
  }[];
  for (const agent of agents) {
    const adapter = await loadHookAdapter(agent.id);
    if (agent.hookSettings === null) {
      assert.equal(adapter, null, `${agent.id} has no hook settings, so no hook adapter`);
      continue;
    }
    assert.equal(adapter?.agent, agent.id);
    assert.equal(adapter?.install.settingsFile, agent.hookSettings);
    assert.equal(adapter?.install.localSettingsFile, agent.hookLocalSettings);
  }
  assert.equal(await loadHookAdapter("fake"), null, "the shipped registry has no fake agent");
  assert.equal(await loadHookAdapter("toString"), null);
  assert.throws(
    () => withHookAdapters([{ ...fakeHookAdapter, agent: "claude" }]),
    /two hook adapters for claude/,
  );
});

test("a fake agent added by one adapter and one registry line: its hooks installed, its events run through `handoff hook`, its envelope printed", async () => {
  // The one registry line (src/hooks/protocol/registry.ts's HOOK_ADAPTERS gets it as a line).
  const adapters = withHookAdapters([fakeHookAdapter]);
  const repo = makeRepoWithApp("handoff-fake-hooks-");
  try {
    const hooks = (args: string[]) =>
      runEntry((a, io) => hooksCommand.run(a, io, adapters), args, { cwd: repo });
    const installed = await hooks(["install", "fake", "--command", "handoff", "--json"]);
    assert.equal(installed.code, 0, installed.stderr);
    assert.equal(
      (JSON.parse(installed.stdout) as { file: string }).file,
      join(".fake", "hooks.json"),
    );
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

    const hook = (event: string, extra: Record<string, unknown> = {}) =>
      runEntry((a, io) => hookCommand.run(a, io, adapters), ["fake"], {
        cwd: repo,
        stdin: JSON.stringify({
          session_id: "fake-1",
          cwd: repo,
          hook_event_name: event,
          ...extra,
        }),
      });
    const written = () =>
      hookLogLines(repo).flatMap((line) => /packet ([0-9a-f]{16})/.exec(line)?.[1] ?? []);
    const turn = await hook("TurnDone", {
      last_assistant_message: "Renamed the answer. Next step: run the tests.",
    });
    assert.deepEqual([turn.code, turn.stdout, turn.stderr], [0, "", ""]);
    assert.match(
      hookLogLines(repo).join("\n"),
      / fake TurnDone info: written packet \w+ \(write ahead\)/,
    );
    const [turnPacket] = written();
    assert.ok(turnPacket !== undefined, hookLogLines(repo).join("\n"));
    const end = await hook("SessionEnd");
    assert.deepEqual([end.code, end.stdout, end.stderr], [0, "", ""]);
    assert.equal(written().at(-1), turnPacket, "nothing changed since the turn's write");
    const tool = await hook("Tool");
    assert.deepEqual([tool.code, tool.stdout], [0, ""], "no usage recorded: no wrap-up");

    // Its output envelope: the briefing in the format its adapter names (claude-hook's JSON).
    const begin = await hook("Begin", { source: "startup" });
    assert.equal(begin.code, 0, begin.stderr);
    const envelope = JSON.parse(begin.stdout) as {
      hookSpecificOutput: { hookEventName: string; additionalContext: string };
    };
    assert.deepEqual(Object.keys(envelope), ["hookSpecificOutput"]);
    assert.equal(envelope.hookSpecificOutput.hookEventName, "SessionStart");
    assert.match(
      envelope.hookSpecificOutput.additionalContext,
      new RegExp(`# Handoff ${turnPacket}`),
    );
    assert.match(envelope.hookSpecificOutput.additionalContext, /run the tests/);
    const other = await hook("Stop");
    assert.deepEqual(
      [other.code, other.stdout],
      [0, ""],
      "another agent's event is not the fake's",
    );

    // Without its line, the shipped CLI does not know it.
    const unknown = await runEntry(hookCommand.run, ["fake"], { cwd: repo, stdin: "{}" });
    assert.match(unknown.stderr, /unknown agent 'fake' \(claude, codex, gemini[^)]*\)/);
    const known = /unknown agent 'fake' \(([^)]*)\)/.exec(unknown.stderr)?.[1] ?? "";
    assert.ok(!known.includes("fake"), `the fake is not among the known agents: ${known}`);
    const uninstalled = await hooks(["uninstall", "fake"]);
    assert.equal(uninstalled.code, 0, uninstalled.stderr);
    assert.ok(!existsSync(join(repo, ".fake", "hooks.json")), "its emptied settings file is gone");
  } finally {
    removeDir(repo);
  }
});
