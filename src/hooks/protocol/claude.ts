/**
 * Claude Code's hook protocol. PreCompact (trigger manual|auto) and SessionEnd (reason clear,
 * logout, prompt_input_exit, other) write a packet. SessionEnd prints nothing; PreCompact prints
 * plain-text compaction instructions built from the packet, which Claude Code adds to its own
 * summary prompt. SessionStart (source startup|resume|clear|compact) prints
 * `{"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": "…"}}`, which
 * Claude Code adds to the new context. SessionEnd hooks get about 1.5 s before they are cut.
 * UserPromptSubmit, PostToolUse and PostToolUseFailure (a failing tool call fires only that one)
 * check the context budget and, once, add the wrap-up advice as
 * `hookSpecificOutput.additionalContext`. Stop (input `stop_hook_active`, `last_assistant_message`)
 * remembers the agent's last message for the SessionEnd write and runs the Stop gate, which
 * answers `{"decision": "block", "reason": "…"}` or `{"systemMessage": "…"}`. Stop also writes
 * ahead (the packet follows every turn), so a killed session keeps its last turn's packet.
 * Only the gate's decision keeps the turn waiting: the write goes to a detached writer at once.
 * Not an `"async": true` hook entry: Claude Code 2.1.332 does start such a Stop hook without
 * waiting, but in a `-p` run it sends it SIGTERM about 60 ms later, when the turn ends, so the
 * write would rarely finish.
 *
 * Budgets: Claude Code cuts every SessionEnd hook after 1.5 s. A hook's `"timeout"` raises that
 * only for hooks in settings files, not for plugin hooks: only the environment variable
 * `CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS` does. So a SessionEnd write runs in the hook for at
 * most 1 s (or that variable less half a second), then a detached writer finishes it.
 */
import type { HookAdapter } from "./adapter.js";
import { findLatestClaudeUsage } from "../wrap-up/claude-usage.js";

/**
 * Claude Code gives SessionEnd hooks 1.5 s unless one of them sets a longer `timeout` (checked in
 * 2.1.332): a write on a busy machine, or the plugin's first run of its bundle, can need more.
 */
export const CLAUDE_SESSION_END_TIMEOUT_S = 10;

export const claudeAdapter: HookAdapter = {
  agent: "claude",
  transcriptAgent: "claude",
  writeEvents: ["PreCompact", "SessionEnd"],
  resumeEvents: ["SessionStart"],
  budgetEvents: ["UserPromptSubmit", "PostToolUse", "PostToolUseFailure"],
  gateEvents: ["Stop"],
  defaultGate: "warn",
  briefingFormat: "claude-hook",
  displayName: "Claude Code",
  compactionEvents: ["PreCompact"],
  turnWriteEvents: ["Stop"],
  writeBudgetMs: { SessionEnd: 1_000, Stop: 0 },
  budgetEnv: { SessionEnd: "CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS" },
  findLatestUsage: findLatestClaudeUsage,
  editEvents: ["PreToolUse"],
  install: {
    settingsFile: ".claude/settings.json",
    localSettingsFile: ".claude/settings.local.json",
    matchers: {
      PreCompact: "",
      SessionEnd: "",
      SessionStart: "startup|resume|clear|compact",
      PostToolUse: "",
      PostToolUseFailure: "",
      // The tools that write a file; Bash too, for commands that write to a path.
      PreToolUse: "Edit|Write|MultiEdit|NotebookEdit|Bash",
    },
    timeouts: { SessionEnd: CLAUDE_SESSION_END_TIMEOUT_S },
  },
};
