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
const INDEX_VERSION = 1;

interface IndexEntry {
  size: number;
  mtime_ms: number;
  docs: PacketDocument[];
}

/** What a search reads of the registry. */
export interface SearchableRegistry {
  /** Newest first, as `handoff list --all`. */
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

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

const isText = (v: unknown): v is string | null => v === null || typeof v === "string";

/** Pure: an entry as read back, or null when any part of it is not what the index writes. */
function checkEntry(value: unknown): IndexEntry | null {
  if (value === null || typeof value !== "object") return null;
  const { size, mtime_ms, docs } = value as Record<string, unknown>;
  if (typeof size !== "number" || typeof mtime_ms !== "number" || !Array.isArray(docs)) return null;
  for (const doc of docs as unknown[]) {
    if (doc === null || typeof doc !== "object") return null;
    const d = doc as Record<string, unknown>;
    if (typeof d["field"] !== "string" || !FIELDS.has(d["field"])) return null;
    if (typeof d["text"] !== "string") return null;
    if (!isText(d["origin"]) || !isText(d["agent"]) || !isText(d["said_on"])) return null;
  }
  return { size, mtime_ms, docs: docs as PacketDocument[] };
}

/**
 * Pure: the index's entries from the file's text; an empty map when the text is not an index of
 * this version whose body hashes to what its first line says.
 */
export function parseSearchIndex(text: string): Map<string, IndexEntry> {
  const entries = new Map<string, IndexEntry>();
  const cut = text.indexOf("\n");
  if (cut === -1) return entries;
  let header: unknown;
  let body: unknown;
  try {
    header = JSON.parse(text.slice(0, cut));
    const rest = text.slice(cut + 1);
    const h = header as { version?: unknown; sha256?: unknown } | null;
    if (h?.version !== INDEX_VERSION || h.sha256 !== sha256(rest)) return entries;
    body = JSON.parse(rest);
  } catch {
    return entries;
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) return entries;
  for (const [id, value] of Object.entries(body)) {
    const entry = /^[0-9a-f]{16}$/.test(id) ? checkEntry(value) : null;
    if (entry !== null) entries.set(id, entry);
  }
  return entries;
}

/** Pure: the file's text for `entries`: the hash line, then the body it hashes. */
export function renderSearchIndex(entries: ReadonlyMap<string, IndexEntry>): string {
  const body = JSON.stringify(Object.fromEntries(entries));
  return `${JSON.stringify({ version: INDEX_VERSION, sha256: sha256(body) })}\n${body}`;
}

async function readIndexFile(root: string): Promise<Map<string, IndexEntry>> {
  try {
    return parseSearchIndex(await readFile(searchIndexPath(root), "utf8"));
  } catch {
    return new Map();
  }
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
      packets.push({ ...place, docs: cached.docs });
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
        kept.set(entry.id, { size: stats.size, mtime_ms: stats.mtimeMs, docs: indexed.docs });
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
