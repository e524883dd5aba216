/**
 * What the first line of a GitHub Copilot CLI session (`session.start`) says of where it ran:
 * `data.context` holds `cwd`, `gitRoot` and `branch` (1.0.102). Pure: the locator and the
 * session-folder reader share it.
 */

/** Where a session ran, as its first line records it. */
export interface CopilotSessionPlace {
  cwd: string | null;
  gitRoot: string | null;
  branch: string | null;
}

/** The place a `session.start` line records, or null when the line is not one. */
export function copilotSessionPlace(firstLine: string): CopilotSessionPlace | null {
  let value: { type?: unknown; data?: { context?: Record<string, unknown> | null } | null };
  try {
    value = JSON.parse(firstLine) as typeof value;
  } catch {
    return null;
  }
  if (value.type !== "session.start") return null;
  const context = value.data?.context ?? {};
  const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  return {
    cwd: text(context["cwd"]),
    gitRoot: text(context["gitRoot"]),
    branch: text(context["branch"]),
  };
}

/** Whether a session placed so ran in one of `dirs` or below (its cwd, else its git root). */
export function ranInOneOf(place: CopilotSessionPlace, dirs: readonly string[]): boolean {
  const where = place.cwd ?? place.gitRoot;
  if (where === null) return false;
  return dirs.some((dir) => where === dir || where.startsWith(`${dir}/`));
}
