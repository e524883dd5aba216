/**
 * Reading the registry: packets by id, the active packet of a (branch, topic), the listing.
 * Kept apart from the writers so `resume`, on every session's start path, loads no lock or
 * atomic-write code.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { InputError, NotFoundError } from "../errors.js";
import type { Packet } from "../packet/types.js";
import type { SkippedRecord } from "./jsonl.js";
import {
  deriveStatus,
  findActiveEntry,
  type PacketEntry,
  readLog,
  sortNewestFirst,
} from "./log.js";
import { assertInsideRoot } from "../util/inside-root.js";
import { assertPacketId, packetDir } from "./paths.js";

/** A packet read back from the registry, with its registry entry (null if the log lacks it). */
export interface StoredPacket {
  entry: PacketEntry | null;
  packet: Packet;
  packet_dir: string;
  md: string;
  json: string;
}

/**
 * Read `packets/<id>/handoff.json`. NotFoundError (exit 4) when absent; InputError (exit 2)
 * when it is not a packet. The id is validated before any path is built.
 */
export async function readPacket(root: string, id: string): Promise<Packet> {
  const file = join(packetDir(root, assertPacketId(id)), "handoff.json");
  // A planted `handoff.json -> /somewhere/else` is refused, not read (writes replace the link).
  assertInsideRoot(root, file, `.handoff/packets/${id}/handoff.json`);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new NotFoundError(`no packet ${id} in .handoff/packets/ (its handoff.json is missing)`);
    }
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(
      `.handoff/packets/${id}/handoff.json: not valid JSON`,
      {
        file: `.handoff/packets/${id}/handoff.json`,
      },
      { cause: error },
    );
  }
  const v = value as Partial<Packet> | null;
  if (v === null || typeof v !== "object" || v.schema_version !== 1 || v.id !== id) {
    throw new InputError(
      `.handoff/packets/${id}/handoff.json: not a handoff packet (schema_version 1, id ${id})`,
      { file: `.handoff/packets/${id}/handoff.json` },
    );
  }
  return value as Packet;
}

/** Read `packets/<id>/handoff.md` (for `show --md`). */
export async function readPacketMarkdown(root: string, id: string): Promise<string> {
  const file = join(packetDir(root, assertPacketId(id)), "handoff.md");
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new NotFoundError(`no packet ${id} in .handoff/packets/ (its handoff.json is missing)`);
    }
    throw error;
  }
}

async function toStored(
  root: string,
  entry: PacketEntry | null,
  id: string,
): Promise<StoredPacket> {
  const dir = packetDir(root, id);
  return {
    entry,
    packet: await readPacket(root, id),
    packet_dir: dir,
    md: join(dir, "handoff.md"),
    json: join(dir, "handoff.json"),
  };
}

/** The active packet of (branch, topic), or null. `branch` is null for a detached HEAD. */
export async function findActivePacket(
  root: string,
  branch: string | null,
  topic: string,
): Promise<Packet | null> {
  const { records } = await readLog(root);
  const active = findActiveEntry(deriveStatus(records), branch, topic);
  return active === null ? null : readPacket(root, active.id);
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
