/**
 * `log.jsonl`, the registry's append-only event log (SPEC §7). The status of every packet is
 * derived from it (`deriveStatus`, pure); nothing else is stored. No wall-clock time: a per-log
 * sequence number orders the events.
 */
import { appendJsonLines, type ParsedLines, readJsonLines } from "./jsonl.js";
import { isPacketId, logPath, registryKey } from "./paths.js";

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
}

const EVENT_NAMES: readonly string[] = ["written", "superseded", "archived"];

/** Validate one parsed line; a string says why it is skipped. */
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
 * The status of every packet named in the log. Events apply in sequence order (file order
 * breaks ties, e.g. after two logs were merged). A `written` event makes its packet the one
 * active packet of its (branch, topic), superseding any other, so even a log missing its
 * `superseded` lines can never show two active packets for one pair.
 */
export function deriveStatus(events: readonly LogEvent[]): Map<string, PacketEntry> {
  const ordered = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.seq - b.event.seq || a.index - b.index)
    .map(({ event }) => event);
  const entries = new Map<string, PacketEntry>();
  const activeByKey = new Map<string, string>();
  for (const event of ordered) {
    const key = registryKey(event.branch, event.topic);
    const entry = entries.get(event.id);
    if (event.event === "written") {
      const prior = activeByKey.get(key);
      if (prior !== undefined && prior !== event.id) {
        const priorEntry = entries.get(prior);
        if (priorEntry !== undefined) priorEntry.status = "superseded";
      }
      // A packet re-written on another key (same content, other branch) moves with it.
      if (entry !== undefined && entry.status === "active") {
        const oldKey = registryKey(entry.branch, entry.topic);
        if (oldKey !== key && activeByKey.get(oldKey) === event.id) activeByKey.delete(oldKey);
      }
      entries.set(event.id, {
        id: event.id,
        branch: event.branch,
        topic: event.topic,
        status: "active",
        head_commit: event.head_commit,
        task_id: event.task_id,
        seq: event.seq,
      });
      activeByKey.set(key, event.id);
      continue;
    }
    if (entry === undefined) continue;
    const entryKey = registryKey(entry.branch, entry.topic);
    if (event.event === "superseded" && entry.status === "active") entry.status = "superseded";
    if (event.event === "archived") entry.status = "archived";
    if (entry.status !== "active" && activeByKey.get(entryKey) === event.id) {
      activeByKey.delete(entryKey);
    }
  }
  return entries;
}

/** Entries newest first (by their latest `written` event). */
export function sortNewestFirst(entries: Iterable<PacketEntry>): PacketEntry[] {
  return [...entries].sort((a, b) => b.seq - a.seq);
}

/** The active entry of a (branch, topic) pair, if any. */
export function findActiveEntry(
  entries: Map<string, PacketEntry>,
  branch: string | null,
  topic: string,
): PacketEntry | null {
  for (const entry of entries.values()) {
    if (entry.status === "active" && entry.branch === branch && entry.topic === topic) return entry;
  }
  return null;
}
