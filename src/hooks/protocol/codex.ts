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
import type { HookAdapter, InstallVariant } from "./adapter.js";
import { findLatestCodexUsage } from "../wrap-up/codex-usage.js";
import { CODEX_SESSION_END_SINCE, detectCodexVersion, judgeCodexVersion } from "./codex-version.js";

/** What `hooks install codex` tells the user: Codex runs only hooks it was told to trust. */
export const CODEX_TRUST_NOTES: readonly string[] = [
  'Codex runs these hooks only once you trust them, and again after they change. Start `codex` in this repo: it shows "Hooks need review"; choose "Trust all and continue" (or review them with /hooks).',
  "`codex exec` never asks: until the hooks are trusted in an interactive session it runs none of them and prints nothing about it. For a run you vet yourself, `codex exec --dangerously-bypass-hook-trust` runs them for that invocation.",
  "Codex also ignores a project it does not trust: `codex exec --trust`, or trust the folder when codex asks.",
];

/** The longest `timeout` Codex honours for SessionEnd (seconds); its default is 1. */
export const CODEX_SESSION_END_TIMEOUT_S = 3;

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
  // Codex gives a SessionEnd hook 1 s unless its `timeout` says more, and never more than 3 s
  // (it clamps it, with a warning): past 2 s, counted from the hook's start (node's own start-up
  // included), a detached writer takes the write over.
  writeBudgetMs: { Stop: 0, SessionEnd: 2_000 },
  findLatestUsage: findLatestCodexUsage,
  // PreToolUse passes apply_patch's patch and a shell call's command: the paths they write.
  editEvents: ["PreToolUse"],
  install: {
    settingsFile: ".codex/hooks.json",
    // Codex sends no `compact` source today; matching it is harmless.
    matchers: { SessionStart: "startup|resume|clear|compact" },
    timeouts: { SessionEnd: CODEX_SESSION_END_TIMEOUT_S },
    variant: chooseCodexInstall,
    detectVersion: () => detectCodexVersion().version,
    notes: CODEX_TRUST_NOTES,
  },
};

/**
 * A Codex CLI without SessionEnd (before 0.145.0) gets no SessionEnd entry: its turn-scoped Stop
 * writes instead (`--stop-writes`).
 */
function chooseCodexInstall(version: string | null): InstallVariant {
  const legacy = !judgeCodexVersion(version).hasSessionEnd;
  const found =
    version === null ? "Codex CLI version unknown (assumed current)" : `Codex CLI ${version}`;
  return legacy
    ? {
        flags: ["--stop-writes"],
        omitEvents: ["SessionEnd"],
        note: `${found} has no SessionEnd (added in ${CODEX_SESSION_END_SINCE}): Stop writes a packet after every turn; reinstall after upgrading Codex.`,
      }
    : {
        flags: [],
        omitEvents: [],
        note: `${found}: SessionEnd and PreCompact write the packet; Stop runs the gate only.`,
      };
}
