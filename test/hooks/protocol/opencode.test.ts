/**
 * OpenCode's hooks: the plugin `hooks install opencode` writes, loaded as a module (as OpenCode
 * loads it, here under Node) with a recording command in handoff's place: what it sends for
 * `session.idle` and for a session's first model call, and that it adds the briefing to the
 * system prompt once per session. Then `handoff hook opencode` on those events: a packet
 * written, and a briefing printed in the JSON the plugin reads.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";
import { renderOpenCodePlugin } from "../../../src/hooks/protocol/opencode-plugin.js";
import { opencodeAdapter } from "../../../src/hooks/protocol/opencode.js";
import { runHook } from "../../../src/hooks/run-hook.js";
import { makeRepoWithApp } from "../../helpers/claude-session-folder.js";
import { removeDir } from "../../helpers/temp-repo.js";

type Hooks = {
  event: (arg: { event: { type: string; properties?: Record<string, unknown> } }) => Promise<void>;
  "experimental.chat.system.transform": (
    input: { sessionID?: string },
    output: { system: string[] },
  ) => Promise<void>;
};

test("the OpenCode plugin: session.idle and a session's first model call run the hook with its JSON; the briefing joins the system prompt once", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-oc-plugin-run-"));
  const saved = process.env["XDG_DATA_HOME"];
  try {
    // The stand-in for `handoff hook opencode`: appends its stdin as a line, prints a briefing.
    const record = join(dir, "inputs.jsonl");
    const fake = join(dir, "fake-hook.mjs");
    writeFileSync(
      fake,
      `import { appendFileSync, readFileSync } from "node:fs";
appendFileSync(${JSON.stringify(record)}, readFileSync(0, "utf8") + "\\n");
process.stdout.write(JSON.stringify({ hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: "# Handoff 0123456789abcdef" } }) + "\\n");
`,
    );
    const data = join(dir, "data");
    mkdirSync(join(data, "opencode"), { recursive: true });
    writeFileSync(join(data, "opencode", "opencode.db"), "");
    process.env["XDG_DATA_HOME"] = data;
    const plugin = join(dir, "handoff.mjs");
    writeFileSync(plugin, renderOpenCodePlugin(`"${process.execPath}" "${fake}"`));
    const { HandoffPlugin } = (await import(pathToFileURL(plugin).href)) as {
      HandoffPlugin: (ctx: { directory: string }) => Promise<Hooks>;
    };
    const hooks = await HandoffPlugin({ directory: dir });

    await hooks.event({ event: { type: "message.updated", properties: {} } });
    await hooks.event({ event: { type: "session.idle", properties: { sessionID: "ses_1" } } });
    const first = { system: ["You are OpenCode."] };
    await hooks["experimental.chat.system.transform"]({ sessionID: "ses_1" }, first);
    const second = { system: ["You are OpenCode."] };
    await hooks["experimental.chat.system.transform"]({ sessionID: "ses_1" }, second);
    await hooks["experimental.chat.system.transform"]({}, { system: [] });

    assert.deepEqual(first.system, ["You are OpenCode.", "# Handoff 0123456789abcdef"]);
    assert.deepEqual(second.system, ["You are OpenCode."], "briefed once per session");
    const inputs = readFileSync(record, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const db = join(data, "opencode", "opencode.db");
    assert.deepEqual(inputs, [
      { hook_event_name: "session.idle", session_id: "ses_1", transcript_path: db, cwd: dir },
      {
        hook_event_name: "experimental.chat.system.transform",
        session_id: "ses_1",
        transcript_path: db,
        cwd: dir,
      },
    ]);
  } finally {
    if (saved === undefined) delete process.env["XDG_DATA_HOME"];
    else process.env["XDG_DATA_HOME"] = saved;
    removeDir(dir);
  }
});

test("hook opencode: session.idle writes a packet, the first model call's event prints its briefing", async () => {
  const repo = makeRepoWithApp("handoff-oc-hook-");
  try {
    const input = (event: string) =>
      JSON.stringify({
        hook_event_name: event,
        session_id: "ses_1",
        transcript_path: null,
        cwd: repo,
      });
    const options = { cwd: repo, now: () => new Date("2026-01-02T03:04:05Z") };
    const idle = await runHook(opencodeAdapter, input("session.idle"), options);
    assert.equal(idle.action, "write", idle.errors.join("; "));
    assert.notEqual(idle.packet_id, null);
    const brief = await runHook(
      opencodeAdapter,
      input("experimental.chat.system.transform"),
      options,
    );
    assert.equal(brief.action, "resume", brief.errors.join("; "));
    const context = (
      JSON.parse(brief.stdout) as { hookSpecificOutput: { additionalContext: string } }
    ).hookSpecificOutput.additionalContext;
    assert.match(context, new RegExp(`# Handoff ${idle.packet_id}`));
    const other = await runHook(opencodeAdapter, input("message.updated"), options);
    assert.equal(other.action, "ignore");
  } finally {
    removeDir(repo);
  }
});
