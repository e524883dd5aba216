/**
 * Pure merging of two registries' logs and notes (docs/sync.md). Merging is a set union, so it
 * is commutative, associative and idempotent: machines that pulled each other in any order end
 * with the same events, written in the same canonical order, byte for byte. The statuses then
 * follow from `deriveStatus`, which depends only on that set.
 */
import type { LogEvent } from "../store/log.js";
import type { StoredNote } from "../store/notes.js";
import { canonicalJson } from "../util/canonical-json.js";
import type { PacketBlobs } from "./registry-tree.js";

/** An event's identity: everything but the generation, which sync adds later. */
export function eventIdentity(event: LogEvent): string {
  const { gen: _gen, ...rest } = event;
  return canonicalJson(rest);
}

/** Canonical order of a merged log: sequence, origin, then the event's own bytes. */
function compareEvents(a: LogEvent, b: LogEvent): number {
  if (a.seq !== b.seq) return a.seq - b.seq;
  const oa = a.origin ?? "";
  const ob = b.origin ?? "";
  if (oa !== ob) return oa < ob ? -1 : 1;
  const ia = eventIdentity(a);
  const ib = eventIdentity(b);
  return ia < ib ? -1 : ia > ib ? 1 : 0;
}

export interface MergeLogOptions {
  /** Stamped on local events written before sync existed (they have no origin). */
  localOrigin: string;
  /** Generations of commits this machine knows (`readGenerations`), stamped where missing. */
  generations?: ReadonlyMap<string, number>;
}

/**
 * Union of the local and remote events, deduplicated by identity (a duplicate keeps the
 * highest generation either side knew), in canonical order.
 */
export function mergeLogEvents(
  local: readonly LogEvent[],
  remote: readonly LogEvent[],
  { localOrigin, generations = new Map() }: MergeLogOptions,
): LogEvent[] {
  const byIdentity = new Map<string, LogEvent>();
  const add = (event: LogEvent) => {
    const copy: LogEvent = { ...event };
    if (copy.event === "written" && copy.head_commit !== null) {
      const known = generations.get(copy.head_commit);
      if (known !== undefined) copy.gen = Math.max(copy.gen ?? 0, known);
    }
    const key = eventIdentity(copy);
    const seen = byIdentity.get(key);
    if (seen === undefined) byIdentity.set(key, copy);
    else if (copy.gen !== undefined && (seen.gen === undefined || copy.gen > seen.gen)) {
      seen.gen = copy.gen;
    }
  };
  for (const event of local)
    add(event.origin === undefined ? { ...event, origin: localOrigin } : event);
  for (const event of remote) add(event);
  return [...byIdentity.values()].sort(compareEvents);
}

/** The bytes of a merged `log.jsonl`: one canonical JSON object per line. */
export function serializeLog(events: readonly LogEvent[]): string {
  return events.map((event) => `${canonicalJson(event)}\n`).join("");
}

/**
 * Union of two notes files, by the whole note; ordered by sequence number, then bytes. Note
 * ids hash (kind, text, options, seq), so the same note recorded once is one line everywhere.
 */
export function mergeNotes(
  local: readonly StoredNote[],
  remote: readonly StoredNote[],
): StoredNote[] {
  const byText = new Map<string, StoredNote>();
  for (const note of [...local, ...remote]) byText.set(canonicalJson(note), note);
  return [...byText.entries()]
    .sort(([ka, a], [kb, b]) => a.seq - b.seq || (ka < kb ? -1 : ka > kb ? 1 : 0))
    .map(([, note]) => note);
}

/** The bytes of a merged `notes.jsonl`. */
export function serializeNotes(notes: readonly StoredNote[]): string {
  return notes.map((note) => `${canonicalJson(note)}\n`).join("");
}

/** Pure: a packet's files as one comparable string. */
function packetKey(files: PacketBlobs): string {
  return [...files]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, oid]) => `${name}:${oid}`)
    .join(",");
}

/**
 * Which copy of a packet both sides hold with different bytes wins on both. Ids hash the
 * packet without its `previous`, so two machines can write the same id with different
 * `previous` links; the copy with the smaller file ids wins, the same choice everywhere.
 */
export function choosePacketCopy(local: PacketBlobs, remote: PacketBlobs): "local" | "remote" {
  const l = packetKey(local);
  const r = packetKey(remote);
  return r < l ? "remote" : "local";
}

/** True when both sides hold the same bytes for a packet. */
export function samePacket(a: PacketBlobs, b: PacketBlobs): boolean {
  return packetKey(a) === packetKey(b);
}

/** Commits of `written` events that have no generation yet. */
export function commitsWithoutGeneration(events: Iterable<LogEvent>): Set<string> {
  const commits = new Set<string>();
  for (const event of events) {
    if (event.event === "written" && event.head_commit !== null && event.gen === undefined) {
      commits.add(event.head_commit);
    }
  }
  return commits;
}
