/**
 * `recall` as one operation, for `handoff recall PATH` and MCP `handoff_recall`: the active
 * packet of the branch and topic, its recall index built in memory (with the guards the notes
 * lifted since), and what it holds about the path — the same items and the same text the
 * point-of-edit hook gives, read from the packet rather than from the hook's cache.
 */
import { NotFoundError } from "../errors.js";
import { collectResolvedIds } from "../model/snapshot/open-notes.js";
import { repoPaths } from "../platform/repo-paths.js";
import { buildRecallIndex } from "../recall/build-index.js";
import { matchRecallAll, type RecallHit, renderRecall } from "../recall/match.js";
import { readGuardsSetting } from "../store/config-file.js";
import { readStoredNotes } from "../store/notes.js";
import { findActivePacket } from "../store/registry.js";
import { readCarriedReasons } from "./carried-reasons.js";

/** What `recall` needs: the repo, its branch, the line of work and the path asked about. */
export interface RecallRequest {
  root: string;
  branch: string | null;
  topic: string;
  /** As the caller wrote it: absolute, or relative to `cwd`. */
  path: string;
  cwd: string;
}

/** The recall of one path. */
export interface RecallResult {
  /** The packet read, or null when the branch and topic have none. */
  packet_id: string | null;
  /** The path relative to the repo (its real location when a symlink leads there), or null outside it. */
  path: string | null;
  hits: RecallHit[];
  /** The recall as the hook adds it (≤ 1,000 characters), "" when nothing names the path. */
  text: string;
}

/** The rules, failures and conclusions of the active packet about `request.path`. */
export async function recallPath(request: RecallRequest): Promise<RecallResult> {
  const spellings = repoPaths(request.root, request.cwd, request.path);
  const packet = await findActivePacket(request.root, request.branch, request.topic);
  if (packet === null) return { packet_id: null, path: spellings[0] ?? null, hits: [], text: "" };
  if (spellings.length === 0) return { packet_id: packet.id, path: null, hits: [], text: "" };
  const [{ records }, carried] = await Promise.all([
    readStoredNotes(request.root),
    readCarriedReasons(request.root, packet),
  ]);
  const index = buildRecallIndex(packet, undefined, collectResolvedIds(records), carried);
  const { shown, hits } = matchRecallAll(index, spellings);
  const path = shown ?? spellings[0] ?? null;
  return {
    packet_id: packet.id,
    path,
    hits,
    text: shown === null ? "" : renderRecall(shown, hits),
  };
}

/**
 * The recall as `handoff recall --json` prints it and `handoff_recall` returns it; a
 * NotFoundError when the branch and topic have no active packet.
 */
export function recallReport(request: RecallRequest, result: RecallResult) {
  if (result.packet_id === null) {
    const where = request.branch === null ? "this detached HEAD" : `branch ${request.branch}`;
    throw new NotFoundError(
      `no active packet for ${where}, topic ${request.topic}: nothing to recall`,
    );
  }
  return {
    packet_id: result.packet_id,
    path: result.path,
    guards: readGuardsSetting(request.root),
    hits: result.hits.map(({ entry, guard }) => ({
      id: entry.id,
      kind: entry.kind,
      guard,
      text: entry.text,
      agent: entry.agent,
      date: entry.date,
    })),
    text: result.text,
  };
}
