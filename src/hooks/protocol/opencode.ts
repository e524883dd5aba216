/**
 * OpenCode's hook protocol. OpenCode (checked against 1.18.33) has no hook settings: it runs
 * plugins, JS/TS modules it loads from `{plugin,plugins}/*.{ts,js}` of `.opencode/` (project)
 * and `~/.config/opencode/` (user). `hooks install opencode` writes one
 * (`opencode-plugin.ts`) that runs `handoff hook opencode` with the JSON the other
 * agents' hooks send, under OpenCode's own event names:
 *
 * - `session.idle` (the session finished a turn and waits for the user; OpenCode's `run` exits
 *   after it) writes a packet. OpenCode does not await a plugin's event handler, so the plugin
 *   runs the hook synchronously and the hook hands the write to a detached writer at once.
 * - `experimental.chat.system.transform` (before a model call; the plugin sends it once per
 *   session) resumes: the plugin adds the briefing to the system prompt. It is the only place
 *   OpenCode lets a plugin add context; "experimental" in its name, so it may change.
 *
 * No Stop gate (a plugin cannot make OpenCode continue), no context-budget trigger (its store
 * is a database, not a transcript tail).
 */
import { join } from "node:path";
import { PLUGIN_MARKER, renderOpenCodePlugin } from "./opencode-plugin.js";
import type { HookAdapter } from "./adapter.js";

export const opencodeAdapter: HookAdapter = {
  agent: "opencode",
  displayName: "OpenCode",
  transcriptAgent: "opencode",
  writeEvents: [],
  resumeEvents: ["experimental.chat.system.transform"],
  budgetEvents: [],
  gateEvents: [],
  defaultGate: "off",
  briefingFormat: "opencode-hook",
  turnWriteEvents: ["session.idle"],
  writeBudgetMs: { "session.idle": 0 },
  findLatestUsage: () => null,
  install: {
    settingsFile: ".opencode/plugins/handoff.js",
    plugin: {
      render: renderOpenCodePlugin,
      isOurs: (text) => text.startsWith(PLUGIN_MARKER),
      // OpenCode's config folder: $XDG_CONFIG_HOME/opencode, else ~/.config/opencode.
      userFile: (env, home) =>
        join(env["XDG_CONFIG_HOME"] || join(home, ".config"), "opencode", "plugins", "handoff.js"),
    },
    notes: [
      "OpenCode loads the plugin at its next start; it writes a packet when a session goes idle and briefs a session's first model call",
    ],
  },
};
