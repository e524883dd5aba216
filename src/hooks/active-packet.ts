/**
 * The active packet of this checkout's branch and a topic, read from the registry's log: what a
 * hook compares a session with before writing its words as the newest (recover-session.ts,
 * nothing-newer.ts). Loaded lazily by both: a briefing with nothing to recover never reads it.
 */

/** The active packet's id and when it was written (ms; 0 when the log does not say). */
export interface ActivePacket {
  id: string;
  at: number;
}

/** The active packet of (`branch`, `topic`); null when there is none. */
export async function activePacketOf(
  root: string,
  branch: string | null,
  topic: string,
): Promise<ActivePacket | null> {
  const [{ readLog, deriveStatus, findActiveEntry }, { nameKey }, { redact }] = await Promise.all([
    import("../store/log.js"),
    import("../store/paths.js"),
    import("../redact/index.js"),
  ]);
  const { records } = await readLog(root);
  const entry = findActiveEntry(
    deriveStatus(records),
    branch === null ? null : redact(branch).text,
    redact(topic).text,
    nameKey(branch, topic),
  );
  if (entry === null) return null;
  const at = entry.at === undefined ? 0 : Date.parse(entry.at);
  return { id: entry.id, at: Number.isNaN(at) ? 0 : at };
}

/** HEAD's branch, from the files; null when detached or unknown. */
export async function headBranch(root: string): Promise<string | null> {
  const [locate, repo] = await Promise.all([
    import("../platform/locate-repo.js"),
    import("../resume/repo-state.js"),
  ]);
  const gitDir = locate.findWorkTreeTop(root)?.gitDir;
  return gitDir === undefined || gitDir === null ? null : (repo.readHeadBranch(gitDir) ?? null);
}
