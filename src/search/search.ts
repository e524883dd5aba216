/**
 * Pure: ranked full-text search over packets (issue 31 item 6) with MiniSearch (BM25 over an
 * in-memory inverted index, prefix and fuzzy matching; pure JS, no native build, see
 * ARCHITECTURE.md for why not an embedded database). The ranking index is built per call, over
 * only the texts a pre-filter says can match (`probeFor`), newest first and at most
 * `RANK_MAX_TEXTS`: the packets' texts come from the search index kept with the registry
 * (store/search-index.ts), and what is printed passes the redactor again, so a text kept there
 * before a later redaction rule is still caught on its way out.
 */
import MiniSearch from "minisearch";
import { cutAtWord } from "../util/cut-text.js";
import {
  type IndexedPacket,
  indexPacket,
  type SearchablePacket,
  type SearchDocument,
  type SearchField,
} from "./documents.js";

/**
 * The bounds of a query (`handoff search`, MCP `handoff_search`): a search costs per query term
 * (each a prefix and, from five letters, a fuzzy match over the whole vocabulary), so a query is
 * at most `QUERY_MAX_WORDS` words and `QUERY_MAX_BYTES` bytes of UTF-8.
 */
export const QUERY_MAX_WORDS = 64;
export const QUERY_MAX_BYTES = 1024;

/** Pure: what is wrong with `query` (empty, or past a bound), or null when it can be searched. */
export function checkQuery(query: string): string | null {
  if (queryTerms(query).length === 0) return "the query must name at least one word";
  const bytes = Buffer.byteLength(query, "utf8");
  if (bytes > QUERY_MAX_BYTES) {
    return `the query is ${bytes} bytes; at most ${QUERY_MAX_BYTES} are searched: use fewer, more telling words`;
  }
  const words = queryTerms(query).length;
  if (words > QUERY_MAX_WORDS) {
    return `the query has ${words} words; at most ${QUERY_MAX_WORDS} are searched: use fewer, more telling words`;
  }
  return null;
}

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
  return searchIndexed(packets.map(indexPacket), query, options);
}

/** `searchPackets` over packets as the search index keeps them. */
export function searchIndexed(
  packets: readonly IndexedPacket[],
  query: string,
  options: SearchOptions = {},
): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  // Only the texts that can match go into the ranking index: MiniSearch indexes every word it
  // is given, which over thousands of packets costs seconds and hundreds of MB a query. Every
  // term must match first: texts that can hold them all; with no hit, texts that hold any.
  const every = terms.map((term) => probeFor([term]));
  let results = rank(packets, (text) => every.every((probe) => probe.test(text)), query, "AND");
  if (results.hits.length === 0) {
    const any = probeFor(terms);
    results = rank(packets, (text) => any.test(text), query, "OR");
  }
  return groupHits(packets, results.docs, results.hits, terms, options);
}

/**
 * The most texts one query ranks. MiniSearch's cost grows with the texts it indexes; past this
 * many that can match, the newest are ranked (packets come newest first), so a query of common
 * words over a big registry stays within its bound and answers from the recent work.
 */
export const RANK_MAX_TEXTS = 2_000;

/**
 * Pure: whether a text (or a packet's raw line in the search index) can hold a match for
 * `query`: the pre-filter `readSearchableRegistry` applies before it parses an entry.
 */
export function mayMatch(query: string): (text: string) => boolean {
  const probe = probeFor(queryTerms(query));
  return (text) => probe.test(text);
}

/** A MiniSearch result: the document's position and its score. */
interface Ranked {
  id: unknown;
  score: number;
}

/** The texts that pass `keep`, ranked by MiniSearch for `query` (`combineWith`). */
function rank(
  packets: readonly IndexedPacket[],
  keep: (text: string) => boolean,
  query: string,
  combineWith: "AND" | "OR",
): { docs: SearchDocument[]; hits: Ranked[] } {
  const docs: SearchDocument[] = [];
  // Newest first: once enough texts are found, older packets' texts are not even read.
  for (const packet of packets) {
    if (docs.length >= RANK_MAX_TEXTS) break;
    for (const doc of packet.docs) {
      if (docs.length < RANK_MAX_TEXTS && keep(doc.text)) {
        docs.push({ ...doc, id: docs.length, packet_id: packet.id });
      }
    }
  }
  if (docs.length === 0) return { docs, hits: [] };
  const index = new MiniSearch<SearchDocument>({
    fields: ["text"],
    idField: "id",
    processTerm: (term) => term.toLowerCase(),
  });
  index.addAll(docs);
  const searchOptions = {
    boostDocument: (id: unknown) => FIELD_BOOST[docs[id as number]!.field],
    prefix: true,
    fuzzy: (term: string) => (term.length >= 5 ? FUZZY : false),
  };
  return { docs, hits: index.search(query, { ...searchOptions, combineWith }) };
}

/** Hits from ranked texts: copies of one text counted once, best first, cut to the limit. */
function groupHits(
  packets: readonly IndexedPacket[],
  docs: readonly SearchDocument[],
  results: readonly Ranked[],
  terms: readonly string[],
  options: SearchOptions,
): SearchHit[] {
  const byId = new Map(packets.map((p) => [p.id, p]));
  const groups = new Map<string, { score: number; docs: SearchDocument[] }>();
  for (const result of results) {
    const doc = docs[result.id as number]!;
    const packet = byId.get(doc.packet_id)!;
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
      branch: entry.branch,
      topic: entry.topic,
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

/** The share of a term's length MiniSearch may edit in a fuzzy match (see `searchIndexed`). */
const FUZZY = 0.2;

/**
 * Pure: a test every text that can match one of `terms` passes (a superset: ranking decides).
 * A term matches a word it starts (a prefix) or, from five letters, one within
 * round(length × FUZZY) edits: cut into one piece more than it has edits, some piece is
 * unchanged in such a word, so a text holding none of the pieces cannot match.
 */
export function probeFor(terms: readonly string[]): RegExp {
  const pieces = new Set<string>();
  for (const term of terms) {
    const edits = term.length >= 5 ? Math.min(6, Math.round(term.length * FUZZY)) : 0;
    const size = Math.floor(term.length / (edits + 1));
    for (let i = 0; i <= edits; i++) {
      pieces.add(term.slice(i * size, i === edits ? term.length : (i + 1) * size));
    }
  }
  return new RegExp([...pieces].map(escapeRegExp).join("|"), "i");
}

function seqOf(byId: Map<string, IndexedPacket>, doc: SearchDocument): number {
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
