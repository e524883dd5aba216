/**
 * Codex CLI's hook protocol (`.codex/hooks.json`). Its input carries the same common fields as
 * Claude Code's. It has no SessionEnd: PreCompact (trigger manual|auto) and the turn-scoped
 * Stop are the moments to write, and a write on an unchanged workbench is a no-op. Stop must
 * print JSON or nothing (Codex rejects unknown fields there), so writes print nothing.
 * SessionStart (source startup|resume|clear) reads the same `hookSpecificOutput.additionalContext`
 * JSON as Claude Code.
 */
import type { HookAdapter } from "./adapter.js";

export const codexAdapter: HookAdapter = {
  agent: "codex",
  transcriptAgent: "codex",
  writeEvents: ["PreCompact", "Stop"],
  resumeEvents: ["SessionStart"],
  briefingFormat: "codex-hook",
};
