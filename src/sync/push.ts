/**
 * `handoff push [REMOTE]`: publish the registry on the remote's `refs/handoff/registry`.
 * A push first merges what the remote has (as a pull does), so the remote only ever moves
 * forward to a registry that contains everything it had: the new commit's parent is the
 * fetched one and the push is never forced. If someone pushed in between, the remote rejects
 * the non-fast-forward: fetch, merge and retry, once; a second rejection is an error.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { InputError, UsageError } from "../errors.js";
import { readRegularFile } from "../platform/read-regular-file.js";
import { handoffPath, isPacketId } from "../store/paths.js";
import { badPacketError, findPacketProblems } from "../store/verify-packet.js";
import { runPlumbingOrThrow } from "./git-plumbing.js";
import { readLocalIdentity } from "../store/host-label.js";
import { mergeRemoteIntoLocal } from "./merge-remote.js";
import type { SyncOptions } from "./pull.js";
import { buildRegistryTree } from "./registry-tree.js";
import {
  fetchRegistry,
  pushCommit,
  REGISTRY_REF,
  trackingRef,
  updateHandoffRef,
} from "./remote.js";

/** What a push did. */
export interface PushResult {
  remote: string;
  /** `pushed`: the remote moved to `commit`; `up-to-date`: it already had this registry. */
  status: "pushed" | "up-to-date";
  commit: string;
  packets: number;
  /** Packets and events merged from the remote on the way. */
  packets_received: string[];
  events_received: number;
  /** 1 when a concurrent push was merged and the push retried. */
  retries: number;
  ignored: string[];
}

const ATTEMPTS = 2;

async function treeOf(root: string, commit: string): Promise<string> {
  return (await runPlumbingOrThrow(root, ["rev-parse", `${commit}^{tree}`])).toString().trim();
}

/**
 * Every local packet is checked before any is published (schema, id = content hash, redaction
 * re-scan): a bad one is an InputError naming its file and how to recover, and nothing travels.
 */
async function verifyLocalPackets(root: string): Promise<void> {
  const base = handoffPath(root, "packets");
  const ids = (await readdir(base).catch(() => [] as string[])).filter(isPacketId).sort();
  for (const id of ids) {
    const file = `.handoff/packets/${id}/handoff.json`;
    // A FIFO in the packet's place is refused (exit 2 naming it), never opened for a blocking read.
    const text = await readRegularFile(join(base, id, "handoff.json"), file).catch((error) => {
      if (error instanceof InputError) throw error;
      return null;
    });
    if (text === null) continue; // no handoff.json: not a packet, and never published
    const problems = await findPacketProblems(text, id);
    if (problems.length > 0) throw badPacketError(id, problems);
  }
}

/** Push the registry at `root` to `remote`. Errors (exit 2): no remote, refused ref, rejected twice. */
export async function pushRegistry(root: string, options: SyncOptions = {}): Promise<PushResult> {
  const remote = options.remote ?? "origin";
  await verifyLocalPackets(root);
  const { origin } = await readLocalIdentity(root, options.machine);
  const received = new Set<string>();
  let events = 0;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const parent = await fetchRegistry(root, remote);
    const merged = await mergeRemoteIntoLocal(root, parent, origin);
    for (const id of merged.packets_received) received.add(id);
    events += merged.events_received;
    const tree = await buildRegistryTree(root, merged);
    const base = {
      remote,
      packets: merged.packets.size,
      packets_received: [...received].sort(),
      events_received: events,
      retries: attempt,
      ignored: merged.ignored,
    };
    if (parent !== null && (await treeOf(root, parent)) === tree) {
      await updateHandoffRef(root, REGISTRY_REF, parent);
      return { ...base, status: "up-to-date", commit: parent };
    }
    const message = `handoff registry: ${merged.packets.size} packets\n`;
    const args = ["commit-tree", tree, ...(parent === null ? [] : ["-p", parent])];
    const commit = (await runPlumbingOrThrow(root, args, message)).toString("utf8").trim();
    await options.beforePush?.(attempt);
    const outcome = await pushCommit(root, remote, commit);
    if (outcome.kind === "pushed") {
      await updateHandoffRef(root, trackingRef(remote), commit);
      await updateHandoffRef(root, REGISTRY_REF, commit);
      return { ...base, status: "pushed", commit };
    }
    if (outcome.kind === "refused") {
      throw new UsageError(
        `the remote refused ${REGISTRY_REF} (${outcome.reason}); it may accept only branches and tags: commit .handoff/ on your branch instead (see docs/sync.md)`,
      );
    }
    if (outcome.kind === "failed") {
      throw new UsageError(`git push to '${remote}' failed: ${outcome.reason}`);
    }
  }
  throw new UsageError(
    `the push was rejected twice: others are pushing to ${REGISTRY_REF} on '${remote}' right now; run 'handoff push' again`,
  );
}
