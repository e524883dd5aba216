/**
 * When a transcript line says its record happened: the top-level `timestamp` of a JSON line
 * (GitHub Copilot CLI's `events.jsonl`, Codex CLI's rollout, Qwen Code's chat log stamp every
 * record so). SessionStart's recovery reads it to tell a turn that came after the session's
 * last write from one that came before it but reached the disk later (Copilot writes its log
 * behind the session: a hook can run before the turn that preceded it is on disk).
 */

/** Pure: the line's `timestamp` in ms since the epoch; null when it has none (or is no JSON). */
export function jsonLineTime(line: string): number | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const stamp = (value as Record<string, unknown>)["timestamp"];
  if (typeof stamp !== "string" && typeof stamp !== "number") return null;
  const ms = typeof stamp === "number" ? stamp : Date.parse(stamp);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Pure: whether the last line of `text` that `lineTime` dates is dated at or after `at` (ms). A
 * log appended in order holds everything before `at` then: what a write waits for in a log its
 * host puts on disk behind its hook events. False when no line is dated.
 */
export function reachesTime(
  text: string,
  at: number,
  lineTime: (line: string) => number | null,
): boolean {
  const lines = text.split("\n");
  for (let i = lines.length - 1; i >= 0; i--) {
    const time = lineTime(lines[i] as string);
    if (time !== null) return time >= at;
  }
  return false;
}
