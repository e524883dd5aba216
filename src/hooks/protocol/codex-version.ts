/**
 * Which Codex CLI is installed, asked once at `hooks install codex` (`codex --version`), and
 * whether it fires SessionEnd. SessionEnd arrived in Codex CLI 0.145.0 (openai/codex#33895,
 * first in tag rust-v0.145.0). Checked on the release binaries: 0.145.0 lists SessionEnd among
 * its hook events (beside PreCompact, PostCompact, SubagentStart); 0.144.0 does not (its only
 * "SessionEnd" is a realtime setting); 0.171.0 was run end to end and sends `reason`.
 */
import { spawnSync } from "node:child_process";

/** The first Codex CLI release with the SessionEnd hook event. */
export const CODEX_SESSION_END_SINCE = "0.145.0";

/** What `codex --version` said: the version, or null when codex is absent or unreadable. */
export interface CodexVersion {
  version: string | null;
  /** Whether SessionEnd fires: true for unknown versions (assume a current Codex). */
  hasSessionEnd: boolean;
}

/** Parse `codex-cli 0.171.0` (or a bare `0.171.0`); null when no version is in the text. */
export function parseCodexVersion(text: string): string | null {
  return /(\d+)\.(\d+)\.(\d+)/.exec(text)?.[0] ?? null;
}

/** Whether `version` (x.y.z) is at least `since`. */
export function isAtLeast(version: string, since: string): boolean {
  const a = version.split(".").map(Number);
  const b = since.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}

/** The verdict for a version string (pure). */
export function judgeCodexVersion(version: string | null): CodexVersion {
  return {
    version,
    hasSessionEnd: version === null || isAtLeast(version, CODEX_SESSION_END_SINCE),
  };
}

/**
 * Run `<codex> --version` (bounded to 5 s). Codex not installed or not answering → unknown
 * version, treated as current: a user installing hooks for Codex today gets today's Codex.
 */
export function detectCodexVersion(command = "codex"): CodexVersion {
  const run = spawnSync(command, ["--version"], {
    encoding: "utf8",
    timeout: 5_000,
    stdio: ["ignore", "pipe", "ignore"],
  });
  if (run.error !== undefined || run.status !== 0) return judgeCodexVersion(null);
  return judgeCodexVersion(parseCodexVersion(run.stdout));
}
