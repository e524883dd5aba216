/**
 * `log.jsonl`, the registry's append-only event log (SPEC §7). The status of every packet is
 * derived from it (`deriveStatus`, pure); nothing else is stored. A sequence number orders the
 * events; the wall-clock time of a `written` event (`at`) is shown to people and orders nothing. Logs merged across machines (`handoff pull`, see
 * docs/sync.md) stay derivable: each event names its `origin` (the log it was appended to),
 * and `seq` works as a Lamport clock (an append numbers on from the highest seq seen, merged
 * events included), so an event written after seeing another always sorts after it.
 */
import { appendJsonLines, type ParsedLines, readJsonLines } from "./jsonl.js";
import { isPacketId, logPath, NAME_KEY_PATTERN, registryKey } from "./paths.js";

export type LogEventName = "written" | "superseded" | "archived";

/** One line of `log.jsonl`. */
export interface LogEvent {
  event: LogEventName;
  id: string;
  branch: string | null;
  topic: string;
  head_commit: string | null;
  task_id: string | null;
  /** Position in the log: 1, 2, 3, … assigned under the lock. */
  seq: number;
  /** `superseded` events: the id that took its place. */
  by?: string;
  /**
   * `nameKey` of the raw (branch, topic): what the registry is keyed by (absent in logs written
   * before it; those are keyed by their redacted names).
   */
  key?: string;
  /** The log the event was first appended to (absent in logs written before sync existed). */
  origin?: string;
  /** `written` events: the label of the machine that wrote the packet (docs/sync.md). */
  host?: string;
  /**
   * `written` events: the generation of `head_commit` (commits reachable from it), added by
   * sync on a machine that has the commit. It orders concurrently written packets the same
   * way on every machine: a descendant always has a higher generation than its ancestors.
   */
  gen?: number;
  /** `written` events: when, as an ISO 8601 UTC timestamp (display only; absent in older logs). */
  at?: string;
}

/** An event before the log gives it a sequence number. */
export type NewLogEvent = Omit<LogEvent, "seq">;

export type PacketStatus = "active" | "superseded" | "archived";

/** What the registry knows of one packet, derived from the log. */
export interface PacketEntry {
  id: string;
  branch: string | null;
  topic: string;
  status: PacketStatus;
  head_commit: string | null;
  task_id: string | null;
  /** Sequence number of its latest `written` event (higher is newer). */
  seq: number;
  /** Label of the machine that wrote it, when the log says (docs/sync.md). */
  host?: string;
  /** `nameKey` of its raw (branch, topic), when the log says. */
  key?: string;
  /** When its latest `written` event was appended (ISO 8601 UTC), when the log says. */
  at?: string;
  /** The origin of its latest `written` event: which copy of the registry wrote it. */
  origin?: string;
}

const EVENT_NAMES: readonly string[] = ["written", "superseded", "archived"];

/** Origins are short lowercase ids (`o-` + hex); anything else is dropped as unknown. */
export const ORIGIN_PATTERN = /^[a-z0-9-]{1,40}$/;
/** A host label: printable, one line, at most 64 characters. */
export const HOST_PATTERN = /^[^\u0000-\u001f\u007f]{1,64}$/;

/** A timestamp as `Date#toISOString` writes it. */
const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * Validate one parsed line; a string says why it is skipped. Written out rather than a zod
 * schema (the other inputs' mechanism, src/model/inputs/) on purpose: `resume` reads the log on
 * every session start, and importing zod there measured about +190 ms of CPU on a ~300 ms run.
 */
export function validateLogEvent(value: unknown): LogEvent | string {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return "not an object";
  const v = value as Record<string, unknown>;
  if (typeof v["event"] !== "string" || !EVENT_NAMES.includes(v["event"])) return "unknown event";
  if (typeof v["id"] !== "string" || !isPacketId(v["id"])) return "id is not a packet id";
  if (!(typeof v["branch"] === "string" || v["branch"] === null)) return "branch is not a string";
  if (typeof v["topic"] !== "string") return "topic is not a string";
  if (!(typeof v["head_commit"] === "string" || v["head_commit"] === null)) {
    return "head_commit is not a string";
  }
  if (!(typeof v["task_id"] === "string" || v["task_id"] === null))
    return "task_id is not a string";
  if (typeof v["seq"] !== "number" || !Number.isInteger(v["seq"]) || v["seq"] < 1) {
    return "seq is not a positive integer";
  }
  const event: LogEvent = {
    event: v["event"] as LogEventName,
    id: v["id"],
    branch: v["branch"],
    topic: v["topic"],
    head_commit: v["head_commit"],
    task_id: v["task_id"],
    seq: v["seq"],
  };
  if (typeof v["by"] === "string") event.by = v["by"];
  if (typeof v["key"] === "string" && NAME_KEY_PATTERN.test(v["key"])) event.key = v["key"];
  if (typeof v["origin"] === "string" && ORIGIN_PATTERN.test(v["origin"])) {
    event.origin = v["origin"];
  }
  if (typeof v["host"] === "string" && HOST_PATTERN.test(v["host"])) event.host = v["host"];
  if (typeof v["at"] === "string" && AT_PATTERN.test(v["at"])) event.at = v["at"];
  const gen = v["gen"];
  if (typeof gen === "number" && Number.isSafeInteger(gen) && gen >= 0) event.gen = gen;
  return event;
}

/** Read `.handoff/log.jsonl`: valid events in file order, plus the lines skipped. */
export function readLog(root: string): Promise<ParsedLines<LogEvent>> {
  return readJsonLines(logPath(root), validateLogEvent);
}

/**
 * Append events after `current` (the log as just read, under the lock), numbering them on
 * from the highest sequence number seen. Returns the events as written.
 */
export async function appendLogEvents(
  root: string,
  current: readonly LogEvent[],
  events: readonly NewLogEvent[],
): Promise<LogEvent[]> {
  let seq = current.reduce((max, event) => Math.max(max, event.seq), 0);
  const numbered = events.map((event) => ({ ...event, seq: ++seq }));
  await appendJsonLines(logPath(root), numbered);
  return numbered;
}

/**
 * The order events apply in: sequence number, then origin, then file order. A log rewritten by
 * a merge is in this order already (`canonical` in src/sync/merge-logs.ts), so the statuses of a
 * merged log depend only on its set of events, never on which machine pulled first.
 */
export function orderEvents(events: readonly LogEvent[]): LogEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        a.event.seq - b.event.seq ||
        compareText(a.event.origin ?? "", b.event.origin ?? "") ||
        a.index - b.index,
    )
    .map(({ event }) => event);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Two writes are sequential when they were appended to the same log: that writer held the lock
 * and saw the earlier packet. An event without origin predates sync and is local.
 */
function sameLog(a: string | undefined, b: string | undefined): boolean {
  return a === undefined || b === undefined || a === b;
}

/**
 * Pure: which of two concurrently written packets stays active. The higher generation of
 * `head_commit` wins (so a packet whose commit descends from the other's wins on every
 * machine, whether or not that machine has the commits), then the greater id. No wall clock.
 */
export function isPreferredWrite(
  a: { id: string; gen?: number },
  b: { id: string; gen?: number },
): boolean {
  const ga = a.gen ?? -1;
  const gb = b.gen ?? -1;
  return ga !== gb ? ga > gb : a.id > b.id;
}

/**
 * The status of every packet named in the log. Events apply in `orderEvents` order. A
 * `written` event supersedes the active packet of its (branch, topic) written in the same log,
 * so even a log missing its `superseded` lines never shows two active packets for one pair.
 * Packets written concurrently in different logs (merged by sync; their writers did not see
 * each other, or they would have recorded `superseded`) are settled at the end: one stays
 * active by `isPreferredWrite`, the others are superseded, none is lost.
 */
export function deriveStatus(events: readonly LogEvent[]): Map<string, PacketEntry> {
  const entries = new Map<string, PacketEntry>();
  const writes = new Map<string, LogEvent>();
  const activeByKey = new Map<string, Set<string>>();
  const activeSet = (key: string) => {
    const set = activeByKey.get(key) ?? new Set<string>();
    activeByKey.set(key, set);
    return set;
  };
  for (const event of orderEvents(events)) {
    const key = groupKey(event);
    const entry = entries.get(event.id);
    if (event.event === "written") {
      const active = activeSet(key);
      for (const prior of [...active]) {
        if (prior === event.id || !sameLog(writes.get(prior)?.origin, event.origin)) continue;
        const priorEntry = entries.get(prior);
        if (priorEntry !== undefined) priorEntry.status = "superseded";
        active.delete(prior);
      }
      // A packet re-written on another key (same content, other branch) moves with it.
      if (entry !== undefined && entry.status === "active") {
        const oldKey = groupKey(entry);
        if (oldKey !== key) activeByKey.get(oldKey)?.delete(event.id);
      }
      const next: PacketEntry = {
        id: event.id,
        branch: event.branch,
        topic: event.topic,
        status: "active",
        head_commit: event.head_commit,
        task_id: event.task_id,
        seq: event.seq,
      };
      if (event.host !== undefined) next.host = event.host;
      if (event.key !== undefined) next.key = event.key;
      if (event.at !== undefined) next.at = event.at;
      if (event.origin !== undefined) next.origin = event.origin;
      entries.set(event.id, next);
      writes.set(event.id, event);
      active.add(event.id);
      continue;
    }
    if (entry === undefined) continue;
    if (event.event === "superseded" && entry.status === "active") entry.status = "superseded";
    if (event.event === "archived") entry.status = "archived";
    if (entry.status !== "active") {
      activeByKey.get(groupKey(entry))?.delete(event.id);
    }
  }
  for (const active of activeByKey.values()) {
    if (active.size < 2) continue;
    let winner: LogEvent | undefined;
    for (const id of active) {
      const write = writes.get(id);
      if (write !== undefined && (winner === undefined || isPreferredWrite(write, winner))) {
        winner = write;
      }
    }
    for (const id of active) {
      const entry = entries.get(id);
      if (entry !== undefined && id !== winner?.id) entry.status = "superseded";
    }
  }
  return entries;
}

/** What packets of one line of work share: the raw-name key, else (older logs) the names. */
function groupKey(item: { branch: string | null; topic: string; key?: string }): string {
  return item.key !== undefined ? `k:${item.key}` : `n:${registryKey(item.branch, item.topic)}`;
}

/** Entries newest first (by their latest `written` event). */
export function sortNewestFirst(entries: Iterable<PacketEntry>): PacketEntry[] {
  return [...entries].sort((a, b) => b.seq - a.seq);
}

/**
 * The active entry of a line of work, if any: by `key` (the raw names' `nameKey`) when both it
 * and the entry have one, else by the redacted `branch` and `topic` (entries of older logs).
 */
export function findActiveEntry(
  entries: Map<string, PacketEntry>,
  branch: string | null,
  topic: string,
  key?: string,
): PacketEntry | null {
  for (const entry of entries.values()) {
    if (entry.status !== "active") continue;
    const same =
      key !== undefined && entry.key !== undefined
        ? entry.key === key
        : entry.branch === branch && entry.topic === topic;
    if (same) return entry;
  }
  return null;
}
