/**
 * Codex CLI's hook protocol (`.codex/hooks.json`). Its input carries the same common fields as
 * Claude Code's. It has no SessionEnd: PreCompact (trigger manual|auto) and the turn-scoped
 * Stop are the moments to write, and a write on an unchanged workbench is a no-op. Stop must
 * print JSON or nothing (Codex rejects unknown fields there), so writes print nothing; the Stop
 * gate then answers with the fields Codex's Stop schema allows (`decision`/`reason`,
 * `systemMessage`). The gate is off unless `gate` (config) or `--gate` turns it on: Codex's Stop
 * ends every turn, and a warning after each one would be noise. SessionStart (source startup|resume|clear), UserPromptSubmit and PostToolUse
 * read the same `hookSpecificOutput.additionalContext` JSON as Claude Code; the budget events
 * read the `token_count` events of the rollout.
 */
import type { HookAdapter } from "./adapter.js";

export const codexAdapter: HookAdapter = {
  agent: "codex",
  transcriptAgent: "codex",
  writeEvents: ["PreCompact", "Stop"],
  resumeEvents: ["SessionStart"],
  budgetEvents: ["UserPromptSubmit", "PostToolUse"],
  gateEvents: ["Stop"],
  defaultGate: "off",
  briefingFormat: "codex-hook",
};
