/**
 * Code a session put into a file and took back out (`code-removals.ts`): a call, include or
 * import an edit adds and a later edit's old text has and its new text does not, or that a
 * whole-file rewrite no longer holds, is removed, so the agent's verdict on it ("x: out.",
 * "Not x here — …") is a dead end, whatever its words. Sessions in Claude Code's and Codex CLI's
 * shapes.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ClaudeParser } from "../../../src/collect/transcripts/agents/claude/parser.js";
import { CodexParser } from "../../../src/collect/transcripts/agents/codex/parser.js";
import { claudeLine, fold } from "../../helpers/fold-conclusions.js";

test("Claude Code: a call the session put in a file and an Edit took back out makes its verdict a dead end", () => {
  const parser = new ClaudeParser();
  const verdict =
    "lru_cache: out. It keys on the arguments alone, so a changed tariff file kept the old rates.";
  const lines = [
    claudeLine(1, "user", { role: "user", content: "Make the tariff lookup faster." }),
    claudeLine(2, "assistant", {
      role: "assistant",
      content: [
        {
          type: "tool_use",
          id: "e1",
          name: "Edit",
          input: {
            file_path: "/w/tariffs/lookup.py",
            old_string: "def rate(zone):",
            new_string: "@functools.lru_cache(maxsize=None)\ndef rate(zone):",
          },
        },
      ],
    }),
    claudeLine(3, "user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "e1", content: "updated" }],
    }),
    claudeLine(4, "assistant", {
      role: "assistant",
      content: [
        { type: "text", text: verdict },
        {
          type: "tool_use",
          id: "e2",
          name: "Edit",
          input: {
            file_path: "/w/tariffs/lookup.py",
            old_string: "@functools.lru_cache(maxsize=None)\ndef rate(zone):",
            new_string: "def rate(zone):",
          },
        },
      ],
    }),
    claudeLine(5, "user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "e2", content: "updated" }],
    }),
  ];
  const events = [
    ...lines.flatMap((line, i) => parser.handleLine(JSON.stringify(line), i + 1, "f", false)),
    ...parser.finish(),
  ];
  assert.deepEqual(fold(events), [{ kind: "dead_end", text: verdict }]);
});

test("Codex CLI: an import an apply_patch added and a later patch removed; 'Not x — …' is a dead end", () => {
  const parser = new CodexParser();
  const line = (type: string, payload: Record<string, unknown>) => ({
    timestamp: "2026-12-01T10:00:00.000Z",
    type,
    payload,
  });
  const patch = (id: string, body: string) => [
    line("response_item", {
      type: "custom_tool_call",
      name: "apply_patch",
      call_id: id,
      input: body,
    }),
    line("response_item", {
      type: "custom_tool_call_output",
      call_id: id,
      output: JSON.stringify({ output: "Success", metadata: { exit_code: 0 } }),
    }),
  ];
  const verdict =
    "Not yaml here — the settings file has four keys, and json.loads reads them with nothing to install.";
  const rollout = [
    line("session_meta", { id: "x", cwd: "/w" }),
    line("response_item", {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: "Read the settings from settings.yml." }],
    }),
    ...patch(
      "p1",
      "*** Begin Patch\n*** Update File: app/settings.py\n@@\n-def load(path):\n+import yaml\n+def load(path):\n+    return yaml.safe_load(open(path))\n*** End Patch",
    ),
    line("response_item", {
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text: verdict }],
    }),
    ...patch(
      "p2",
      "*** Begin Patch\n*** Update File: app/settings.py\n@@\n-import yaml\n-def load(path):\n-    return yaml.safe_load(open(path))\n+import json\n+def load(path):\n+    return json.loads(open(path).read())\n*** End Patch",
    ),
  ];
  const events = [
    ...rollout.flatMap((l, i) => parser.handleLine(JSON.stringify(l), i + 1, "f")),
    ...parser.finish(),
  ];
  assert.deepEqual(fold(events), [{ kind: "dead_end", text: verdict }]);
});

test("Claude Code: a whole-file Write that no longer includes what an earlier Write of it did is a removal", () => {
  const parser = new ClaudeParser();
  const verdict =
    "inotify: no. The CI containers have no watches left, so the watcher died at start.";
  const write = (n: number, id: string, content: string, text?: string) =>
    claudeLine(n, "assistant", {
      role: "assistant",
      content: [
        ...(text === undefined ? [] : [{ type: "text", text }]),
        { type: "tool_use", id, name: "Write", input: { file_path: "/w/src/watch.c", content } },
      ],
    });
  const done = (n: number, id: string) =>
    claudeLine(n, "user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: "File written" }],
    });
  const lines = [
    claudeLine(1, "user", { role: "user", content: "Reload the config when it changes." }),
    write(
      2,
      "w1",
      '#include <sys/inotify.h>\n#include "config.h"\nint watch(void) {\n  int fd = inotify_init();\n  return reload_config(fd);\n}\n',
    ),
    done(3, "w1"),
    write(
      4,
      "w2",
      '#include "config.h"\nint watch(void) {\n  return poll_config(2000);\n}\n',
      verdict,
    ),
    done(5, "w2"),
  ];
  const events = [
    ...lines.flatMap((line, i) => parser.handleLine(JSON.stringify(line), i + 1, "f", false)),
    ...parser.finish(),
  ];
  assert.deepEqual(fold(events), [{ kind: "dead_end", text: verdict }]);
});
