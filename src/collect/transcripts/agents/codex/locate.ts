/**
 * Where Codex CLI keeps its sessions, for finding one without a path (`find-session.ts`):
 * `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl` (default `~/.codex`), every project's in
 * one tree; a rollout's first line (`session_meta`) names the session's `cwd`.
 */
import { jsonLineTime } from "../../line-time.js";
import { join } from "node:path";
import type { SessionLocator } from "../../adapter.js";
import { firstLine } from "../../../../platform/lines/strings.js";
import { regularFiles, subdirectories } from "../../session-files.js";

/** Codex rollouts are checked newest first, at most this many (each costs one small read). */
const CODEX_SCAN = 200;
/** The first line of a rollout holds the session's instructions: it can be long. */
const FIRST_LINE_BYTES = 1024 * 1024;

/** Pure: the git branch a Codex rollout's first line (`session_meta`) records, or null. */
export function codexSessionBranch(firstLine: string): string | null {
  try {
    const value = JSON.parse(firstLine) as {
      type?: unknown;
      payload?: { git?: { branch?: unknown } | null };
    };
    const branch = value.type === "session_meta" ? value.payload?.git?.branch : undefined;
    return typeof branch === "string" && branch !== "" ? branch : null;
  } catch {
    return null;
  }
}

/** Pure: the `cwd` of a Codex rollout's first line, or null. */
export function codexSessionCwd(firstLine: string): string | null {
  try {
    const value = JSON.parse(firstLine) as { type?: unknown; payload?: { cwd?: unknown } };
    const cwd = value.type === "session_meta" ? value.payload?.cwd : undefined;
    return typeof cwd === "string" ? cwd : null;
  } catch {
    return null;
  }
}

/**
 * Pure: whether a rollout line records a turn: a user's or the agent's message, as a
 * `response_item` message or an `event_msg` (`user_message`, `agent_message`). A line that is
 * not JSON may be a record cut by the read: it counts, so a turn is never missed.
 */
export function isCodexTurnLine(line: string): boolean {
  if (line.trim() === "") return false;
  let value: { type?: unknown; payload?: { type?: unknown; role?: unknown } | null };
  try {
    value = JSON.parse(line) as typeof value;
  } catch {
    return true;
  }
  const payload = value.payload ?? {};
  if (value.type === "response_item") {
    return payload.type === "message" && (payload.role === "user" || payload.role === "assistant");
  }
  if (value.type === "event_msg") {
    return payload.type === "user_message" || payload.type === "agent_message";
  }
  return false;
}

export const codexLocator: SessionLocator = {
  isTurnLine: isCodexTurnLine,
  lineTime: jsonLineTime,
  async find(options, skip) {
    const base = join(options.env["CODEX_HOME"] ?? join(options.home, ".codex"), "sessions");
    // sessions/YYYY/MM/DD: walk three levels of folders, then the rollouts.
    let dirs = [base];
    for (let depth = 0; depth < 3; depth++) {
      dirs = (await Promise.all(dirs.map(subdirectories))).flat();
    }
    const rollouts = (
      await Promise.all(
        [base, ...dirs].map((d) =>
          regularFiles(d, (n) => n.startsWith("rollout-") && n.endsWith(".jsonl")),
        ),
      )
    )
      .flat()
      .sort((a, b) => b.mtime - a.mtime)
      .slice(0, CODEX_SCAN);
    const inside = (cwd: string) =>
      options.dirs.some((dir) => cwd === dir || cwd.startsWith(`${dir}/`));
    for (const rollout of rollouts) {
      if (skip(rollout.path)) continue;
      const cwd = codexSessionCwd(
        (await firstLine(rollout.path, { maxLineBytes: FIRST_LINE_BYTES }).catch(
          () => undefined,
        )) ?? "",
      );
      if (cwd !== null && inside(cwd)) return rollout;
    }
    return null;
  },
  // A day's folder holds every project's rollouts.
  projectFolder: false,
  isTranscript: (name) => name.startsWith("rollout-") && name.endsWith(".jsonl"),
  isSession: (name, id) => name.includes(id),
  branchOf: async (path) =>
    codexSessionBranch(
      (await firstLine(path, { maxLineBytes: FIRST_LINE_BYTES }).catch(() => null)) ?? "",
    ),
};
