/**
 * Bring a fetched registry commit into the local `.handoff/`, losing nothing on either side:
 * 1. packets the remote has and we lack (or whose copy wins, `choosePacketCopy`) are written
 *    atomically, json last, before any log line names them;
 * 2. then, under the registry lock (held for a read and a rename, never across the network),
 *    `log.jsonl` and `notes.jsonl` are replaced atomically by the union of both sides.
 * A pull killed at any instant leaves a readable registry: old or new files, never torn ones.
 */
import { mkdir, unlink } from "node:fs/promises";
import { basename, join } from "node:path";
import { InputError } from "../errors.js";
import { readRegularFile } from "../platform/read-regular-file.js";
import { readJsonLines, parseJsonLines } from "../store/jsonl.js";
import { writeFileAtomic } from "../platform/atomic-write.js";
import { withLock } from "../store/registry-lock.js";
import { type LogEvent, validateLogEvent } from "../store/log.js";
import { type StoredNote, validateStoredNote } from "../store/notes.js";
import { HANDOFF_DIR, logPath, notesPath, packetDir } from "../store/paths.js";
import { findPacketProblems } from "../store/verify-packet.js";
import { readGenerations } from "./generations.js";
import {
  choosePacketCopy,
  commitsWithoutGeneration,
  mergeLogEvents,
  mergeNotes,
  samePacket,
  serializeLog,
  serializeNotes,
} from "./merge-logs.js";
import {
  hashLocalPackets,
  PACKET_FILES,
  type PacketBlobs,
  readBlobs,
  readRegistryListing,
} from "./registry-tree.js";

/** What a merge did, and the merged registry (for push to publish). */
export interface MergeResult {
  /** Packets written from the remote: new here, or the remote's copy won. */
  packets_received: string[];
  /** Events and notes the local files did not have before. */
  events_received: number;
  notes_received: number;
  /** Remote entries not taken, with the reason (bad paths, invalid packets or lines). */
  ignored: string[];
  /** The merged registry as it now is on disk. */
  log: string;
  notes: string;
  packets: Map<string, PacketBlobs>;
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * What is wrong with remote bytes offered as packet `id` (empty: take it): not UTF-8, or any
 * problem `findPacketProblems` finds (shape, schema, id ≠ content hash, an unredacted secret).
 */
export async function remotePacketProblems(bytes: Buffer, id: string): Promise<string[]> {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return ["not UTF-8"];
  }
  return findPacketProblems(text, id);
}

async function writeRemotePacket(
  root: string,
  id: string,
  files: PacketBlobs,
  blobs: Map<string, Buffer>,
): Promise<void> {
  const dir = packetDir(root, id);
  await mkdir(dir, { recursive: true });
  for (const name of PACKET_FILES) {
    const oid = files.get(name);
    const path = join(dir, name);
    if (oid === undefined) {
      // The winning copy has no such file (e.g. no history.md): the loser's must not linger.
      if (name !== "handoff.json") await unlink(path).catch(() => undefined);
      continue;
    }
    await writeFileAtomic(path, blobs.get(oid)!, { syncDir: name === "handoff.json" });
  }
}

/** A local log or notes file, "" when absent; a FIFO in its place is refused, never read. */
const readText = (path: string) =>
  readRegularFile(path, `${HANDOFF_DIR}/${basename(path)}`).catch((error: unknown) => {
    if (error instanceof InputError) throw error;
    return "";
  });

/**
 * Merge `commit` (null: the remote has no registry; the local files are still normalised and
 * stamped) into `.handoff/` at `root`. `localOrigin` stamps events written before sync existed.
 */
export async function mergeRemoteIntoLocal(
  root: string,
  commit: string | null,
  localOrigin: string,
): Promise<MergeResult> {
  const ignored: string[] = [];
  const listing =
    commit === null
      ? { log: null, notes: null, packets: new Map<string, PacketBlobs>(), ignored: [] }
      : await readRegistryListing(root, commit);
  ignored.push(...listing.ignored);
  const local = await hashLocalPackets(root);

  const wanted = new Map<string, PacketBlobs>();
  for (const [id, files] of listing.packets) {
    const mine = local.get(id);
    if (
      mine === undefined ||
      (!samePacket(mine, files) && choosePacketCopy(mine, files) === "remote")
    ) {
      wanted.set(id, files);
    }
  }
  const oids = [...wanted.values()].flatMap((files) => [...files.values()]);
  if (listing.log !== null) oids.push(listing.log);
  if (listing.notes !== null) oids.push(listing.notes);
  const blobs = await readBlobs(root, oids);

  const received: string[] = [];
  for (const [id, files] of wanted) {
    const json = blobs.get(files.get("handoff.json")!);
    const problems = json === undefined ? ["missing"] : await remotePacketProblems(json, id);
    if (problems.length > 0) {
      // Never merged: a packet that fails here would fail every later reader too.
      ignored.push(`packets/${id}/handoff.json (not a valid handoff packet: ${problems[0]})`);
      continue;
    }
    await writeRemotePacket(root, id, files, blobs);
    local.set(id, files);
    received.push(id);
  }

  const remoteText = (oid: string | null) =>
    oid === null ? "" : (blobs.get(oid)?.toString("utf8") ?? "");
  const remoteLog = parseJsonLines(remoteText(listing.log), validateLogEvent);
  const remoteNotes = parseJsonLines(remoteText(listing.notes), validateStoredNote);
  for (const s of remoteLog.skipped) ignored.push(`log.jsonl line ${s.line}: ${s.reason}`);
  for (const s of remoteNotes.skipped) ignored.push(`notes.jsonl line ${s.line}: ${s.reason}`);
  // Events of packets the remote lacks and we refused would name missing packets: drop them.
  const refused = new Set([...wanted.keys()].filter((id) => !local.has(id)));
  const remoteEvents = remoteLog.records.filter((e) => !refused.has(e.id));

  // Generations cost one git call per commit: computed before the lock, from an unlocked read.
  const before = await readJsonLines(logPath(root), validateLogEvent);
  const generations = await readGenerations(
    root,
    commitsWithoutGeneration([...before.records, ...remoteEvents]),
  );

  return withLock(root, async () => {
    const [logText, notesText, log, notes] = await Promise.all([
      readText(logPath(root)),
      readText(notesPath(root)),
      readJsonLines<LogEvent>(logPath(root), validateLogEvent),
      readJsonLines<StoredNote>(notesPath(root), validateStoredNote),
    ]);
    const events = mergeLogEvents(log.records, remoteEvents, { localOrigin, generations });
    const mergedNotes = mergeNotes(notes.records, remoteNotes.records);
    const newLog = serializeLog(events);
    const newNotes = serializeNotes(mergedNotes);
    // Lines this copy could not parse are kept out of the merge but not thrown away.
    const logBytes = newLog + keepSkipped(logText, log.skipped);
    const notesBytes = newNotes + keepSkipped(notesText, notes.skipped);
    if (logBytes !== logText) await writeFileAtomic(logPath(root), logBytes);
    if (notesBytes !== notesText) await writeFileAtomic(notesPath(root), notesBytes);
    return {
      packets_received: received.sort(),
      events_received: Math.max(0, events.length - log.records.length),
      notes_received: Math.max(0, mergedNotes.length - notes.records.length),
      ignored,
      log: newLog,
      notes: newNotes,
      packets: local,
    };
  });
}

/**
 * Skipped lines are not ours to delete (a newer version may understand them): they are kept at
 * the end, still skipped by every reader, and never published.
 */
function keepSkipped(text: string, skipped: readonly { line: number }[]): string {
  if (skipped.length === 0) return "";
  const lines = text.split("\n");
  return skipped.map((s) => `${lines[s.line - 1] ?? ""}\n`).join("");
}
