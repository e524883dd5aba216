/**
 * Pure: ranked full-text search over packets (issue 31 item 6) with MiniSearch (BM25 over an
 * in-memory inverted index, prefix and fuzzy matching; pure JS, no native build, see
 * ARCHITECTURE.md for why not an embedded database). The index is built per call from the
 * packets: a registry holds tens to a few thousand packets, which index in milliseconds, so no
 * index file can go stale or hold text a later redaction rule would catch.
 */
import MiniSearch from "minisearch";
import { cutAtWord } from "../util/cut-text.js";
import {
  type SearchablePacket,
  type SearchDocument,
  type SearchField,
  searchDocuments,
} from "./documents.js";

/**
 * What a match is worth by field: the user's own words first, then what the agent concluded and
 * what failed, the notes; the summary and the agent's report last, since they restate the rest.
 */
const FIELD_BOOST: Readonly<Record<SearchField, number>> = {
  user_words: 1.5,
  conclusion: 1.3,
  failure: 1.2,
  decision: 1.1,
  pitfall: 1.1,
  assumption: 1.1,
  risk: 1.1,
  proof: 1.1,
  file: 1,
  objective: 1,
  next_action: 1,
  summary: 0.6,
  agent_report: 0.6,
};

/** One hit: where the text is, how it ranks, and a snippet around the first match. */
export interface SearchHit {
  packet_id: string;
  branch: string | null;
  topic: string;
  status: SearchablePacket["status"];
  written_at: string | null;
  field: SearchField;
  snippet: string;
  score: number;
  /**
   * The packet the entry's own label says first recorded it (user words and conclusions), else
   * `packet_id`; it differs from `packet_id` when that packet is no longer in the registry.
   */
  origin: string;
  agent: string | null;
  said_on: string | null;
  /** How many other packets hold the same text in the same field (carried copies). */
  also_in: number;
}

export interface SearchOptions {
  /** At most this many hits (default 20). */
  limit?: number;
  /** Characters of a snippet (default 160). */
  snippetChars?: number;
}

/** The words of a query as the index splits them, lowercased. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .filter((term) => term !== "");
}

/**
 * The hits for `query`, best first: every term must match (a prefix, or within edit distance
 * for words of five letters or more); with no such hit, any term may. Copies of one text carried
 * from packet to packet count once, shown at the oldest packet that holds it (the one that first
 * recorded it), with `also_in` saying how many others hold it.
 */
export function searchPackets(
  packets: readonly SearchablePacket[],
  query: string,
  options: SearchOptions = {},
): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const docs = searchDocuments(packets);
  const index = new MiniSearch<SearchDocument>({
    fields: ["text"],
    idField: "id",
    processTerm: (term) => term.toLowerCase(),
  });
  index.addAll(docs);
  const searchOptions = {
    boostDocument: (id: unknown) => FIELD_BOOST[docs[id as number]!.field],
    prefix: true,
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  };
  let results = index.search(query, { ...searchOptions, combineWith: "AND" });
  if (results.length === 0) results = index.search(query, { ...searchOptions, combineWith: "OR" });

  const byId = new Map(packets.map((p) => [p.packet.id, p]));
  const groups = new Map<string, { score: number; docs: SearchDocument[] }>();
  for (const result of results) {
    const doc = docs[result.id as number]!;
    const packet = byId.get(doc.packet_id)!.packet;
    // One fact however many packets carry it: the same text in the same field on the same line
    // of work, said by the same agent on the same day. (A session that wrote several packets
    // labels its own words in each as its own, so the label alone cannot tell copies apart.)
    const key = [
      doc.field,
      packet.branch ?? "",
      packet.topic,
      stripCarryLabel(doc.text),
      doc.agent ?? "",
      doc.said_on ?? "",
    ].join("\u0000");
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { score: result.score, docs: [doc] });
    else {
      group.docs.push(doc);
      group.score = Math.max(group.score, result.score);
    }
  }
  const hits: SearchHit[] = [];
  for (const { score, docs: copies } of groups.values()) {
    // Shown at the oldest copy: the packet that first recorded it, of those in the registry.
    const shown = copies.reduce((a, b) => (seqOf(byId, b) < seqOf(byId, a) ? b : a));
    const entry = byId.get(shown.packet_id)!;
    hits.push({
      packet_id: shown.packet_id,
      branch: entry.packet.branch,
      topic: entry.packet.topic,
      status: entry.status,
      written_at: entry.written_at,
      field: shown.field,
      snippet: snippet(shown.text, terms, options.snippetChars ?? 160),
      score: Math.round(score * 1000) / 1000,
      origin: shown.origin ?? shown.packet_id,
      agent: shown.agent,
      said_on: shown.said_on,
      also_in: new Set(copies.map((d) => d.packet_id)).size - 1,
    });
  }
  // Best first; equal scores newest first, then by id so the order never depends on the index.
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      (byId.get(b.packet_id)?.seq ?? 0) - (byId.get(a.packet_id)?.seq ?? 0) ||
      a.packet_id.localeCompare(b.packet_id) ||
      a.field.localeCompare(b.field),
  );
  return hits.slice(0, options.limit ?? 20);
}

function seqOf(byId: Map<string, SearchablePacket>, doc: SearchDocument): number {
  return byId.get(doc.packet_id)?.seq ?? 0;
}

/** A carried failure or next action ends with ` (from packet <id>)`: the same text otherwise. */
function stripCarryLabel(text: string): string {
  return text.replace(/ \(from packet [0-9a-f]{16}\)$/, "");
}

/**
 * Pure: up to `width` characters of `text` on one line around the first place a query term
 * matches (a word starting with it), with `…` where it was cut.
 */
export function snippet(text: string, terms: readonly string[], width: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= width) return flat;
  const lower = flat.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, "u").exec(lower);
    const position = match === null ? -1 : match.index + match[1]!.length;
    if (position !== -1 && (at === -1 || position < at)) at = position;
  }
  if (at === -1) return cutAtWord(flat, width);
  const start = Math.max(0, Math.min(at - Math.floor(width / 3), flat.length - width));
  const end = Math.min(flat.length, start + width);
  return `${start > 0 ? "…" : ""}${flat.slice(start, end).trim()}${end < flat.length ? "…" : ""}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
