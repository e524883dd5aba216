/**
 * The search index kept with the registry (`.handoff/cache/search-index.json`, git-ignored and
 * never synced): each packet's searchable texts, taken once from the packet after it was read
 * and verified (schema, id = content hash, redaction re-scan), so a search reads one file instead
 * of verifying and re-scanning every packet. Measured on 2,000 packets (40 MB): bench/search-scale.ts.
 *
 * Never trusted blindly. The file's first line holds the sha256 of the rest: a file changed by
 * hand, cut short or of another version is ignored whole and rebuilt. An entry is keyed by its
 * packet id (packets are content-addressed: the id names the bytes) and holds the size and
 * modification time its `handoff.json` had when it was verified: a packet file changed since is
 * read and verified again (and left out, named, when it no longer passes), a packet the log no
 * longer names is dropped. Statuses, dates and order come from the log on every search.
 *
 * The index is brought up to date by the search itself, not by `write`: a per-turn write then
 * costs nothing more, and the next search verifies only the packets written since.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { HandoffError } from "../errors.js";
import { writeFileAtomic } from "../platform/atomic-write.js";
import {
  type IndexedPacket,
  indexPacket,
  type PacketDocument,
  type SearchField,
} from "../search/documents.js";
import { handoffPath, packetDir } from "./paths.js";
import { listPackets, readPacket } from "./read-registry.js";

/** Bumped when the entries' shape or what `indexPacket` takes from a packet changes. */
const INDEX_VERSION = 2;

/** An entry as the file holds it: its packet file's size and mtime, its line of JSON. */
interface IndexEntry {
  size: number;
  mtime_ms: number;
  /** `{"id":…,"size":…,"mtime_ms":…,"docs":[[field, text, origin, agent, said_on], …]}`. */
  line: Buffer;
}

/** What a search reads of the registry. */
export interface SearchableRegistry {
  /** Newest first, as `handoff list --all`; a packet that cannot match has no texts. */
  packets: IndexedPacket[];
  /** One line per packet left out, or log line skipped: what and why. */
  skipped: string[];
  /** Packets read and verified by this call (not found in the index, or changed since). */
  verified: number;
  /** The deadline passed before every packet was read: the packets not yet indexed are missing. */
  timed_out: boolean;
}

export interface SearchIndexOptions {
  /** Stop reading unindexed packets once `now()` passes this (ms, the clock of `now`). */
  deadline?: number;
  now?: () => number;
  /**
   * Whether a packet's entry, as its raw line of JSON, can hold a match (`probeFor` of the
   * query's terms): an entry that cannot is never parsed, so a search holds in memory only the
   * texts that can match. JSON escapes only quotes, backslashes and controls, which no query
   * term holds, so the raw line passes whenever its texts would.
   */
  mayMatch?: (line: string) => boolean;
}

const FIELDS: ReadonlySet<string> = new Set<SearchField>([
  "user_words",
  "conclusion",
  "failure",
  "file",
  "decision",
  "pitfall",
  "assumption",
  "risk",
  "proof",
  "objective",
  "next_action",
  "summary",
  "agent_report",
]);

/** `.handoff/cache/search-index.json`. */
export function searchIndexPath(root: string): string {
  return handoffPath(root, "cache", "search-index.json");
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

const isText = (v: unknown): v is string | null => v === null || typeof v === "string";

/** Pure: an entry's texts from its line, or null when any part is not what the index writes. */
export function readEntryDocs(line: Buffer): PacketDocument[] | null {
  let value: unknown;
  try {
    value = JSON.parse(line.toString("utf8"));
  } catch {
    return null;
  }
  const docs = (value as { docs?: unknown } | null)?.docs;
  if (!Array.isArray(docs)) return null;
  const out: PacketDocument[] = [];
  for (const doc of docs as unknown[]) {
    if (!Array.isArray(doc) || doc.length !== 5) return null;
    const [field, text, origin, agent, said_on] = doc as unknown[];
    if (typeof field !== "string" || !FIELDS.has(field) || typeof text !== "string") return null;
    if (!isText(origin) || !isText(agent) || !isText(said_on)) return null;
    out.push({ field: field as SearchField, text, origin, agent, said_on });
  }
  return out;
}

/** Pure: an entry's line of JSON. */
function renderEntry(id: string, size: number, mtime: number, docs: PacketDocument[]): Buffer {
  const rows = docs.map((d) => [d.field, d.text, d.origin, d.agent, d.said_on]);
  return Buffer.from(JSON.stringify({ id, size, mtime_ms: mtime, docs: rows }), "utf8");
}

// The start of every entry's line: its id, size and mtime, read without parsing its texts.
const ENTRY_HEAD = /^\{"id":"([0-9a-f]{16})","size":(\d+),"mtime_ms":([0-9.e+]+),"docs":\[/;

/**
 * Pure: the index's entries from the file's bytes; an empty map when they are not an index of
 * this version whose body hashes to what its first line says. Texts are not parsed here.
 */
export function parseSearchIndex(bytes: Buffer): Map<string, IndexEntry> {
  const entries = new Map<string, IndexEntry>();
  const cut = bytes.indexOf(10);
  if (cut === -1) return entries;
  try {
    const header = JSON.parse(bytes.subarray(0, cut).toString("utf8")) as {
      version?: unknown;
      sha256?: unknown;
    } | null;
    if (header?.version !== INDEX_VERSION || header.sha256 !== sha256(bytes.subarray(cut + 1))) {
      return entries;
    }
  } catch {
    return entries;
  }
  let start = cut + 1;
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end === -1) end = bytes.length;
    const line = bytes.subarray(start, end);
    const head = ENTRY_HEAD.exec(line.subarray(0, 120).toString("latin1"));
    if (head !== null) {
      entries.set(head[1]!, { size: Number(head[2]), mtime_ms: Number(head[3]), line });
    }
    start = end + 1;
  }
  return entries;
}

/** Pure: the file's bytes for `entries`: the hash line, then the lines it hashes. */
export function renderSearchIndex(entries: ReadonlyMap<string, IndexEntry>): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries.values()) parts.push(entry.line, Buffer.from("\n"));
  const body = Buffer.concat(parts);
  const header = JSON.stringify({ version: INDEX_VERSION, sha256: sha256(body) });
  return Buffer.concat([Buffer.from(`${header}\n`, "utf8"), body]);
}

async function readIndexFile(root: string): Promise<Map<string, IndexEntry>> {
  try {
    return parseSearchIndex(await readFile(searchIndexPath(root)));
  } catch {
    return new Map();
  }
}

/**
 * A packet whose texts are parsed from its index line when first read: a search that has ranked
 * enough texts from newer packets never parses the older ones. A line whose hash held but whose
 * texts do not read back (the index's own fault) has none.
 */
function withLazyDocs(place: Omit<IndexedPacket, "docs">, line: Buffer): IndexedPacket {
  let docs: PacketDocument[] | undefined;
  return {
    ...place,
    get docs() {
      docs ??= readEntryDocs(line) ?? [];
      return docs;
    },
  };
}

/**
 * Every packet the log names as the search reads it, newest first: from the index when its
 * entry matches the packet file, else read, verified and indexed now. The index is rewritten
 * when anything changed (a registry that cannot be written is searched all the same).
 */
export async function readSearchableRegistry(
  root: string,
  options: SearchIndexOptions = {},
): Promise<SearchableRegistry> {
  const now = options.now ?? Date.now;
  const { packets: entries, skipped: lines } = await listPackets(root, { all: true });
  const skipped = lines.map((l) => `.handoff/log.jsonl line ${l.line} skipped: ${l.reason}`);
  const index = await readIndexFile(root);
  const kept = new Map<string, IndexEntry>();
  const packets: IndexedPacket[] = [];
  let verified = 0;
  let timedOut = false;
  for (const entry of entries) {
    const place = {
      id: entry.id,
      branch: entry.branch,
      topic: entry.topic,
      status: entry.status,
      written_at: entry.at ?? null,
      seq: entry.seq,
    };
    const file = join(packetDir(root, entry.id), "handoff.json");
    const stats = await stat(file).catch(() => null);
    const cached = index.get(entry.id);
    if (
      stats?.isFile() === true &&
      cached !== undefined &&
      cached.size === stats.size &&
      cached.mtime_ms === stats.mtimeMs
    ) {
      kept.set(entry.id, cached);
      const can = options.mayMatch?.(cached.line.toString("utf8")) ?? true;
      packets.push(can ? withLazyDocs(place, cached.line) : { ...place, docs: [] });
      continue;
    }
    if (options.deadline !== undefined && now() > options.deadline) {
      timedOut = true;
      continue;
    }
    try {
      const packet = await readPacket(root, entry.id, { verify: true });
      verified++;
      const indexed = indexPacket({ packet, ...place });
      // The stored branch and topic are the log's (redacted like the packet's).
      packets.push({ ...indexed, branch: place.branch, topic: place.topic });
      if (stats !== null) {
        const line = renderEntry(entry.id, stats.size, stats.mtimeMs, indexed.docs);
        kept.set(entry.id, { size: stats.size, mtime_ms: stats.mtimeMs, line });
      }
    } catch (error) {
      if (!(error instanceof HandoffError)) throw error;
      skipped.push(`packet ${entry.id} left out: ${error.message}`);
    }
  }
  if (verified > 0 || kept.size !== index.size) {
    await mkdir(handoffPath(root, "cache"), { recursive: true })
      .then(() =>
        writeFileAtomic(searchIndexPath(root), renderSearchIndex(kept), { syncDir: false }),
      )
      .catch(() => undefined);
  }
  return { packets, skipped, verified, timed_out: timedOut };
}
