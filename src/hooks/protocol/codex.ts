/**
 * Codex CLI's hook protocol (`.codex/hooks.json`). Its input carries the same common fields as
 * Claude Code's. Since 0.145.0 Codex fires SessionEnd (`reason`) when a session closes: that
 * and PreCompact (trigger manual|auto) write a packet, like Claude Code. The turn-scoped Stop
 * (`stop_hook_active`, `last_assistant_message`) writes ahead (handed to a detached writer at
 * once: the turn waits for the gate's decision only), remembers the agent's last message for
 * the closing write and runs the gate; it must print JSON or nothing (Codex rejects unknown
 * fields there), so the gate answers with the fields Codex's Stop schema allows
 * (`decision`/`reason`, `systemMessage`). SessionStart (source startup|resume|clear),
 * UserPromptSubmit and PostToolUse read the same `hookSpecificOutput.additionalContext` JSON as
 * Claude Code; the budget events read the `token_count` events of the rollout.
 *
 * Releases before 0.145.0 have no SessionEnd: `hooks install codex` detects the version once and
 * then writes `hook codex --stop-writes`, which makes Stop write too (`withStopWrites`; a
 * write on an unchanged workbench is a no-op).
 */
import type { HookAdapter } from "./adapter.js";

export const codexAdapter: HookAdapter = {
  agent: "codex",
  transcriptAgent: "codex",
  writeEvents: ["PreCompact", "SessionEnd"],
  resumeEvents: ["SessionStart"],
  budgetEvents: ["UserPromptSubmit", "PostToolUse"],
  gateEvents: ["Stop"],
  defaultGate: "warn",
  briefingFormat: "codex-hook",
  displayName: "Codex CLI",
  // Write ahead at every turn's Stop, behind the gate: the turn waits for its decision only.
  turnWriteEvents: ["Stop"],
  writeBudgetMs: { Stop: 0 },
};

/**
 * The adapter for `hook <agent> --stop-writes` (Codex CLI before SessionEnd existed): Stop also
 * writes a packet, after every turn, before the gate.
 */
export function withStopWrites(adapter: HookAdapter): HookAdapter {
  return { ...adapter, writeEvents: [...new Set([...adapter.writeEvents, "Stop"])] };
}
