/**
 * `handoff pull [REMOTE]`: fetch the remote's `refs/handoff/registry` and merge it into the
 * local `.handoff/` (src/sync/merge-remote.ts). Touches only objects, `refs/handoff/*` and
 * `.handoff/`.
 */
import { readLocalIdentity } from "../store/host-label.js";
import { mergeRemoteIntoLocal } from "./merge-remote.js";
import { fetchRegistry } from "./remote.js";

export interface SyncOptions {
  /** Remote name or URL (default `origin`). */
  remote?: string;
  /** For tests: the machine name behind the origin and host label (default: the hostname). */
  machine?: string;
  /** For tests: runs after the commit is built and before it is pushed (to stage a race). */
  beforePush?: (attempt: number) => Promise<void>;
}

/** What a pull did. */
export interface PullResult {
  remote: string;
  /** The fetched registry commit; null when the remote has none yet. */
  commit: string | null;
  packets_received: string[];
  events_received: number;
  notes_received: number;
  ignored: string[];
}

/** Pull the registry from `remote` into `root`. Errors: see `fetchRegistry`. */
export async function pullRegistry(root: string, options: SyncOptions = {}): Promise<PullResult> {
  const remote = options.remote ?? "origin";
  const commit = await fetchRegistry(root, remote);
  if (commit === null) {
    return {
      remote,
      commit,
      packets_received: [],
      events_received: 0,
      notes_received: 0,
      ignored: [],
    };
  }
  const { origin } = await readLocalIdentity(root, options.machine);
  const merged = await mergeRemoteIntoLocal(root, commit, origin);
  return {
    remote,
    commit,
    packets_received: merged.packets_received,
    events_received: merged.events_received,
    notes_received: merged.notes_received,
    ignored: merged.ignored,
  };
}
