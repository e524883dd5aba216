/**
 * The registry under `.handoff/` (SPEC §7): packets on disk, statuses derived from the log,
 * one active packet per (branch, topic). Packet files are written atomically before the log
 * names them, so the log never points at a torn or missing packet.
 */
import { lstat, mkdir, readdir, rmdir, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { NotFoundError } from "../errors.js";
import { readLocalIdentity } from "./host-label.js";
import type { Packet } from "../model/packet/types.js";
import type { PreviousPacketView } from "../model/snapshot/types.js";
import { sweepStaleTempFiles, syncDirectory, writeFileAtomic } from "../platform/atomic-write.js";
import { withLock } from "./registry-lock.js";
import { readRegularFile } from "../platform/read-regular-file.js";
import {
  appendLogEvents,
  deriveStatus,
  findActiveEntry,
  type NewLogEvent,
  type PacketEntry,
  readLog,
} from "./log.js";
import { assertPacketId, handoffDir, handoffPath, lockPath, logPath, packetDir } from "./paths.js";
import { ensureHandoffDir } from "./handoff-dir.js";

export {
  findActivePacket,
  findPacket,
  listPackets,
  type PacketRow,
  readPacket,
  readPacketMarkdown,
  resolvePacketId,
  type StoredPacket,
  toPacketRow,
} from "./read-registry.js";

export interface StorePacketInput {
  packet: Packet;
  /**
   * `handoff.json`'s exact bytes, written as they are: the render of `packet` that generate's
   * final redaction scan read (`GenerateResult.json`), never a re-serialisation of it.
   */
  json: string;
  /** `handoff.md`, the render of the packet. */
  markdown: string;
  /** `history.md` (SPEC §3.3); null writes none. */
  history: string | null;
  /** `nameKey` of the raw branch and topic the packet was written for (SPEC §7). */
  key?: string;
  /** When the packet was written (the log's `at`): the caller's clock, read once per write. */
  now: Date;
}

export interface StoreResult {
  id: string;
  /** `unchanged`: this packet was already the active one of its branch+topic (nothing appended). */
  status: "written" | "unchanged";
  /** Absolute paths of what is on disk. */
  packet_dir: string;
  md: string;
  json: string;
  /** The id this write superseded, read from the log under the lock. */
  superseded: string | null;
}

/**
 * Run the path guard of everything a write of packet `id` touches under `.handoff/`, before it
 * touches any of it: a planted symlink (`.handoff/packets -> /elsewhere`) then refuses the write
 * with `.handoff/` exactly as it was, rather than after the clean state, the `.gitignore` or the
 * packet files are written.
 */
export function assertStorePaths(root: string, id: string): void {
  packetDir(root, id);
  logPath(root);
  lockPath(root);
  for (const name of ["config.json", ".gitignore", "clean_state.json", "cache", "hook-state"]) {
    handoffPath(root, name);
  }
}

/**
 * A hook session's state untouched for this long belongs to a session long over: what it
 * remembers (wrap-up thresholds fired, Stop-gate blocks) no longer steers anything.
 */
export const HOOK_STATE_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/**
 * Sweep what `write` and the hooks leave behind: the temp files that writers killed mid-write
 * (kill -9) left in `.handoff/` itself (clean state, log, notes), `.handoff/cache/` and
 * `.handoff/hook-state/`, only stale ones (`sweepStaleTempFiles`); and the hook states of
 * sessions over for a month, one file per session that would otherwise pile up forever. A
 * packet's own folder is swept when it is written.
 */
export async function sweepRegistryTempFiles(root: string, now = Date.now()): Promise<void> {
  const hookState = handoffPath(root, "hook-state");
  await Promise.all([
    sweepStaleTempFiles(handoffDir(root)),
    sweepStaleTempFiles(handoffPath(root, "cache")),
    sweepStaleTempFiles(hookState),
    sweepOldHookStates(hookState, now),
  ]);
}

/** Remove the `*.json` regular files of `dir` last written over HOOK_STATE_MAX_AGE_MS ago. */
async function sweepOldHookStates(dir: string, now: number): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return; // no hook has run here
  }
  for (const name of names) {
    if (!name.endsWith(".json")) continue;
    const path = join(dir, name);
    try {
      const info = await lstat(path);
      // A symlink or anything else that is not a state file is not ours to remove.
      if (info.isFile() && now - info.mtimeMs > HOOK_STATE_MAX_AGE_MS) await unlink(path);
    } catch {
      // Gone already (another write swept it, or its session wrote it anew).
    }
  }
}

/**
 * Store a packet: write `packets/<id>/handoff.md`, `history.md`, then `handoff.json` (last, so
 * a packet with a json has its markdown), each atomically; then, under the lock, append
 * `superseded` for whatever is active for (branch, topic) at that moment and `written` for this
 * id. If this id is already active, nothing is appended and the status is `unchanged`. Events
 * carry this copy's origin and host label (src/sync/host-label.ts) so logs can merge.
 */
export async function storePacket(root: string, input: StorePacketInput): Promise<StoreResult> {
  const stored = await storeOnBase(root, input, undefined);
  if (stored.status === "moved") throw new Error("unreachable: no base to move");
  return stored;
}

/** The base a packet was built on was replaced by another writer's packet, `active`. */
export interface BaseMoved {
  status: "moved";
  /** The packet that is active now: the one to build on again. */
  active: string;
}

/**
 * Store a packet built on `base` (the id of the active packet it carried forward; null: none):
 * as `storePacket`, unless another writer replaced that base meanwhile. Then nothing is appended,
 * the files this call created are removed, and the caller rebuilds on the packet now active, so
 * no session's words end up only in a superseded packet. The check and the append are one step
 * under the lock; a base archived meanwhile (no active packet) is no reason to rebuild.
 */
export async function storePacketOnBase(
  root: string,
  input: StorePacketInput,
  base: string | null,
): Promise<StoreResult | BaseMoved> {
  return storeOnBase(root, input, base);
}

async function storeOnBase(
  root: string,
  input: StorePacketInput,
  baseId: string | null | undefined,
): Promise<StoreResult | BaseMoved> {
  const { packet } = input;
  const dir = packetDir(root, packet.id);
  const paths = { packet_dir: dir, md: join(dir, "handoff.md"), json: join(dir, "handoff.json") };
  const { json } = input;
  const onDisk = await readRegularFile(paths.json).catch(() => null);
  let created: string | undefined;
  if (onDisk !== json) {
    await ensureHandoffDir(root);
    // `mkdir -p` answers the first folder it created: `packets/` or `packets/<id>/`.
    created = await mkdir(dir, { recursive: true });
    try {
      await sweepStaleTempFiles(dir);
      // Each fsync costs milliseconds: the two renders in parallel, one directory sync, then the
      // json, so a packet that has its json has its markdown.
      // Both settled before a failure is thrown: the other one's temp file is cleaned up first.
      const renders = await Promise.allSettled([
        writeFileAtomic(paths.md, input.markdown, { syncDir: false }),
        input.history === null
          ? null
          : writeFileAtomic(join(dir, "history.md"), input.history, { syncDir: false }),
      ]);
      for (const render of renders) if (render.status === "rejected") throw render.reason;
      await writeFileAtomic(paths.json, json);
      await syncDirectory(dirname(dir));
    } catch (error) {
      if (created !== undefined) await removeCreated(dir, created);
      throw error;
    }
  } else {
    await repairRenders(dir, input);
  }
  const { origin, host } = await readLocalIdentity(root);
  return withLock(root, async () => {
    const { records } = await readLog(root);
    const active = findActiveEntry(deriveStatus(records), packet.branch, packet.topic, input.key);
    if (active?.id === packet.id) {
      return { id: packet.id, status: "unchanged" as const, ...paths, superseded: null };
    }
    if (baseId !== undefined && active !== null && active.id !== baseId) {
      if (created !== undefined) await removeCreated(dir, created);
      return { status: "moved" as const, active: active.id };
    }
    const base = {
      branch: packet.branch,
      topic: packet.topic,
      ...(input.key === undefined ? {} : { key: input.key }),
    };
    const events: NewLogEvent[] = [];
    if (active !== null) {
      events.push({
        event: "superseded",
        id: active.id,
        ...base,
        head_commit: active.head_commit,
        task_id: active.task_id,
        by: packet.id,
        origin,
      });
    }
    events.push({
      event: "written",
      id: packet.id,
      ...base,
      head_commit: packet.head_commit,
      task_id: packet.task_id,
      origin,
      host,
      at: input.now.toISOString(),
    });
    await appendLogEvents(root, records, events);
    return { id: packet.id, status: "written" as const, ...paths, superseded: active?.id ?? null };
  });
}

/**
 * A write that failed (a full disk) after creating `dir` leaves nothing: the files it wrote in
 * the folder it created, then that folder and `packets/` if it created that too and it is empty.
 * A folder that was there before is the other writer's or an earlier packet's: kept as it is.
 */
async function removeCreated(dir: string, created: string): Promise<void> {
  for (const name of ["handoff.md", "history.md", "handoff.json"]) {
    await unlink(join(dir, name)).catch(() => undefined);
  }
  for (const folder of created === dir ? [dir] : [dir, created]) {
    await rmdir(folder).catch(() => undefined);
  }
}

/**
 * The packet's `handoff.json` is on disk byte for byte, so its id is the hash of its content:
 * rewrite a `handoff.md` or `history.md` that is missing or differs from the render (a crash
 * between files, or a user who deleted one), so an unchanged write still leaves a whole packet.
 */
async function repairRenders(dir: string, input: StorePacketInput): Promise<void> {
  const renders: [string, string][] = [["handoff.md", input.markdown]];
  if (input.history !== null) renders.push(["history.md", input.history]);
  for (const [name, text] of renders) {
    const path = join(dir, name);
    const onDisk = await readRegularFile(path).catch(() => null);
    if (onDisk !== text) await writeFileAtomic(path, text);
  }
}

/**
 * Retire a packet: append `archived` under the lock. NotFoundError when the log does not name
 * it; `unchanged` when it is archived already.
 */
export async function archivePacket(
  root: string,
  id: string,
): Promise<{ id: string; status: "archived" | "unchanged"; was: PacketEntry["status"] }> {
  assertPacketId(id);
  const { origin } = await readLocalIdentity(root);
  return withLock(root, async () => {
    const { records } = await readLog(root);
    const entry = deriveStatus(records).get(id);
    if (entry === undefined) throw new NotFoundError(`no packet ${id} in the registry`);
    if (entry.status === "archived") return { id, status: "unchanged" as const, was: entry.status };
    await appendLogEvents(root, records, [
      {
        event: "archived",
        id,
        branch: entry.branch,
        topic: entry.topic,
        head_commit: entry.head_commit,
        task_id: entry.task_id,
        origin,
      },
    ]);
    return { id, status: "archived" as const, was: entry.status };
  });
}

/** What the next packet builds on (carried-forward decisions, pitfalls, assumptions). */
export function toPreviousView(packet: Packet): PreviousPacketView {
  return {
    id: packet.id,
    previous: packet.previous,
    head_commit: packet.head_commit,
    last_known_good_commit: packet.last_known_good_commit,
    landed_since: packet.state.landed_since,
    open_decisions: packet.open_decisions,
    pitfalls: packet.pitfalls,
    assumptions_to_validate: packet.assumptions_to_validate,
    packet,
  };
}
