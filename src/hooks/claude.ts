/**
 * Claude Code's hook protocol. PreCompact (trigger manual|auto) and SessionEnd (reason clear,
 * logout, prompt_input_exit, other) write a packet: both print nothing, since neither event
 * accepts context. SessionStart (source startup|resume|clear|compact) prints
 * `{"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": "…"}}`, which
 * Claude Code adds to the new context. SessionEnd hooks get about 1.5 s before they are cut.
 * UserPromptSubmit and PostToolUse check the context budget and, once, add the wrap-up advice as
 * `hookSpecificOutput.additionalContext`. Stop (input `stop_hook_active`) runs the Stop gate,
 * which answers `{"decision": "block", "reason": "…"}` or `{"systemMessage": "…"}`.
 */
import type { HookAdapter } from "./adapter.js";

export const claudeAdapter: HookAdapter = {
  agent: "claude",
  transcriptAgent: "claude",
  writeEvents: ["PreCompact", "SessionEnd"],
  resumeEvents: ["SessionStart"],
  budgetEvents: ["UserPromptSubmit", "PostToolUse"],
  gateEvents: ["Stop"],
  defaultGate: "warn",
  briefingFormat: "claude-hook",
};
