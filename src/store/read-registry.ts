/**
 * Reading the registry: packets by id, the active packet of a (branch, topic), the listing.
 * Kept apart from the writers so `resume`, on every session's start path, loads no lock or
 * atomic-write code.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { InputError, NotFoundError, UsageError } from "../errors.js";
import type { Packet } from "../model/packet/types.js";
import type { SkippedRecord } from "./jsonl.js";
import {
  deriveStatus,
  findActiveEntry,
  type PacketEntry,
  readLog,
  sortNewestFirst,
} from "./log.js";
import { assertInsideRoot } from "../platform/inside-root.js";
import { readRegularFile } from "../platform/read-regular-file.js";
import { assertPacketId, handoffPath, isPacketId, nameKey, packetDir } from "./paths.js";
import { badPacketError, checkPacketIntegrity, findPacketProblems } from "./verify-packet.js";

/** A packet read back from the registry, with its registry entry (null if the log lacks it). */
export interface StoredPacket {
  entry: PacketEntry | null;
  packet: Packet;
  packet_dir: string;
  md: string;
  json: string;
}

/** How a packet is checked when read (see verify-packet.ts). */
export interface ReadPacketOptions {
  /**
   * True (every reader but resume): schema, id = content hash, redaction re-scan. False: the
   * cheap integrity check (shape, id = content hash; no schema, no redaction rules) for resume
   * on the session-start path: it still refuses any edit of a written packet.
   */
  verify?: boolean;
  /**
   * With `verify`, whether the redaction re-scan runs (default true). Only `write` turns it off
   * for its previous packet: see `findPacketProblems`.
   */
  rescan?: boolean;
}

/**
 * The text of `packets/<id>/<name>`: the id validated before any path is built, NotFoundError
 * (exit 4) when the file is absent. A planted `handoff.json -> /somewhere/else` is refused, not
 * read (writes replace the link).
 */
async function readPacketFile(
  root: string,
  id: string,
  name: "handoff.json" | "handoff.md",
): Promise<string> {
  const file = join(packetDir(root, assertPacketId(id)), name);
  const label = `.handoff/packets/${id}/${name}`;
  assertInsideRoot(root, file, label);
  try {
    // A FIFO in the packet's place is refused (exit 2 naming it), never opened for a blocking read.
    return await readRegularFile(file, label);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new NotFoundError(`no packet ${id} in .handoff/packets/ (its ${name} is missing)`);
    }
    throw error;
  }
}

/**
 * Read `packets/<id>/handoff.json`. NotFoundError (exit 4) when absent; InputError (exit 2)
 * naming the file and how to recover when it is not a valid packet. The id is validated before
 * any path is built.
 */
export async function readPacket(
  root: string,
  id: string,
  options: ReadPacketOptions = {},
): Promise<Packet> {
  const text = await readPacketFile(root, id, "handoff.json");
  if (options.verify) {
    const problems = await findPacketProblems(text, id, { rescan: options.rescan ?? true });
    if (problems.length > 0) throw badPacketError(id, problems);
    return JSON.parse(text) as Packet;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badPacketError(id, ["not valid JSON"]);
  }
  const problems = checkPacketIntegrity(value, id);
  if (problems.length > 0) throw badPacketError(id, problems);
  return value as Packet;
}

/**
 * Read `packets/<id>/handoff.md` (for `show --md`). With `verify`, a secret that a redaction
 * re-scan still finds in it (a hand-edited file) is an InputError rather than printed.
 */
export async function readPacketMarkdown(
  root: string,
  id: string,
  options: ReadPacketOptions = {},
): Promise<string> {
  const text = await readPacketFile(root, id, "handoff.md");
  if (options.verify) {
    const { findSecrets } = await import("../redact/index.js");
    if (findSecrets(text).length > 0) {
      throw new InputError(
        `.handoff/packets/${id}/handoff.md holds what looks like a secret that was never redacted; recover with 'handoff archive ${id}', then 'handoff write'`,
        { file: `.handoff/packets/${id}/handoff.md` },
      );
    }
  }
  return text;
}

async function toStored(
  root: string,
  entry: PacketEntry | null,
  id: string,
): Promise<StoredPacket> {
  const dir = packetDir(root, id);
  return {
    entry,
    packet: await readPacket(root, id, { verify: true }),
    packet_dir: dir,
    md: join(dir, "handoff.md"),
    json: join(dir, "handoff.json"),
  };
}

/**
 * The active packet of a line of work, verified, or null. `branch` (null for a detached HEAD)
 * and `topic` are the RAW live names: the registry is keyed by their `nameKey`, and entries of
 * older logs are matched by the names redacted as they were stored.
 */
export async function findActivePacket(
  root: string,
  branch: string | null,
  topic: string,
  { rescan = true }: { rescan?: boolean } = {},
): Promise<Packet | null> {
  const { records } = await readLog(root);
  const { redact } = await import("../redact/index.js");
  const active = findActiveEntry(
    deriveStatus(records),
    branch === null ? null : redact(branch).text,
    redact(topic).text,
    nameKey(branch, topic),
  );
  return active === null ? null : readPacket(root, active.id, { verify: true, rescan });
}

/** A stored packet by id, with its registry entry. */
export async function findPacket(root: string, id: string): Promise<StoredPacket> {
  assertPacketId(id);
  const { records } = await readLog(root);
  return toStored(root, deriveStatus(records).get(id) ?? null, id);
}

/** Registry entries, newest first: the active ones, or all with `all`; plus log lines skipped. */
export async function listPackets(
  root: string,
  { all = false }: { all?: boolean } = {},
): Promise<{ packets: PacketEntry[]; skipped: SkippedRecord[] }> {
  const { records, skipped } = await readLog(root);
  const entries = sortNewestFirst(deriveStatus(records).values());
  return { packets: all ? entries : entries.filter((e) => e.status === "active"), skipped };
}

/** What a listing shows of a packet (`handoff list --json`, the MCP `handoff_list` tool). */
export interface PacketRow {
  id: string;
  branch: string | null;
  topic: string;
  status: PacketEntry["status"];
  head_commit: string | null;
  task_id: string | null;
}

/** The listed fields of a registry entry, in the order a listing prints them. */
export function toPacketRow({
  id,
  branch,
  topic,
  status,
  head_commit,
  task_id,
}: PacketEntry): PacketRow {
  return { id, branch, topic, status, head_commit, task_id };
}

/**
 * The full id of a packet from what a user typed: a full id as it is, or a unique prefix of at
 * least 4 hex digits (like git). UsageError (exit 2) for anything else, or for a prefix that
 * matches several packets (listing them); NotFoundError (exit 4) when none matches.
 */
export async function resolvePacketId(root: string, typed: string): Promise<string> {
  const text = typed.toLowerCase();
  if (!/^[0-9a-f]{4,16}$/.test(text)) return assertPacketId(typed);
  const { records } = await readLog(root);
  const known = new Set(deriveStatus(records).keys());
  const dir = handoffPath(root, "packets");
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (isPacketId(name)) known.add(name);
  }
  const matches = [...known].filter((id) => id.startsWith(text)).sort();
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    if (isPacketId(text)) return text;
    throw new NotFoundError(`no packet id starts with ${text} (see 'handoff list --all')`);
  }
  throw new UsageError(`packet id prefix ${text} is ambiguous: ${matches.join(", ")}`);
}
