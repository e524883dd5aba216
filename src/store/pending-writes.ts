/**
 * Writes still coming for a (branch, topic): what every reader waits for before it trusts the
 * active packet. A hook whose write outlived its host's budget hands it to a detached writer
 * through an input file `.handoff/pending-writes/<key>-<id>.json`; the writer claims it by
 * replacing it with a `<key>-<id>.writing` marker that names its pid and goes when it exits; and
 * a writer appending to the log holds `.handoff/lock`. A reader that trusted the active packet in
 * between would brief the packet before the one being written as if it were current.
 */
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { isProcessAlive } from "../platform/atomic-write.js";
import { parseHolder, readProcessStart } from "../platform/lock.js";
import { handoffPath, lockPath } from "./paths.js";

/** The folder of the inputs handed to detached writers, and of their writers' markers. */
export const PENDING_DIR = "pending-writes";

/**
 * How long an input may wait for its writer to claim it. The writer is spawned right after the
 * input is saved and claims it as it starts (well under a second; seconds on a loaded machine),
 * so an input older than this is one whose writer never started: nothing to wait for.
 */
export const WRITER_START_GRACE_MS = 30_000;

/** A registry lock not touched for this long is a dead holder's (platform/lock.ts's default). */
const LOCK_STALE_MS = 10_000;

/** One write still coming. */
export interface PendingWrite {
  /** `input`: handed over, writer not started yet; `writing`: its writer is at work; `lock`. */
  kind: "input" | "writing" | "lock";
  /** Since when (ms since the epoch). */
  since: number;
  /** True when the write recovers the previous session (a SessionStart's hand-over). */
  recovery: boolean;
}

/** What a file in the pending folder says, read by `readPendingEntries`. */
export interface PendingEntry {
  /** The (branch, topic) key the write is for; null for an input saved without one. */
  key: string | null;
  state: "input" | "writing";
  mtimeMs: number;
  /** A `writing` marker's writer; null when unreadable. */
  writer: { pid: number; start: number | null } | null;
  recovery: boolean;
  /**
   * The transcript the write reads, as `transcriptKey` of its input's `transcript_path`; null
   * when none or unknown.
   */
  transcript: string | null;
}

const NAME = /^(?:([0-9a-f]{16})-)?([0-9a-f]{16})\.(json|writing)$/;

/** Pure: the file name of a pending input of the pair keyed `key` (store/paths.ts `nameKey`). */
export function pendingInputName(key: string, id: string): string {
  return `${key}-${id}.json`;
}

/** Pure: a pending folder's file name read, or null when it is not one of ours. */
export function parsePendingName(
  name: string,
): { key: string | null; id: string; state: "input" | "writing" } | null {
  const match = NAME.exec(name);
  if (match === null) return null;
  return {
    key: match[1] ?? null,
    id: match[2] as string,
    state: match[3] === "json" ? "input" : "writing",
  };
}

/** Pure: whether a hook input's text is a SessionStart's (the previous session's recovery). */
export function isRecoveryInput(text: string): boolean {
  try {
    const event = (JSON.parse(text) as Record<string, unknown> | null)?.["hook_event_name"];
    return typeof event === "string" && /^session_?start$/i.test(event);
  } catch {
    return false;
  }
}

/**
 * Pure: the writes still coming for `key` among `entries`, at `now`. An input counts until its
 * grace ends; a marker while its writer lives (`alive`); an input saved without a key counts for
 * every pair (older writers did not name theirs).
 */
export function selectPendingWrites(
  entries: readonly PendingEntry[],
  key: string,
  now: number,
  alive: (writer: { pid: number; start: number | null }) => boolean,
): PendingWrite[] {
  const found: PendingWrite[] = [];
  for (const entry of entries) {
    if (entry.key !== null && entry.key !== key) continue;
    if (entry.state === "input" && now - entry.mtimeMs > WRITER_START_GRACE_MS) continue;
    if (entry.state === "writing" && (entry.writer === null || !alive(entry.writer))) continue;
    found.push({ kind: entry.state, since: entry.mtimeMs, recovery: entry.recovery });
  }
  return found.sort((a, b) => a.since - b.since);
}

/** The pending folder's entries (none when it does not exist). */
export function readPendingEntries(root: string): PendingEntry[] {
  const dir = handoffPath(root, PENDING_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const entries: PendingEntry[] = [];
  for (const name of names) {
    const parsed = parsePendingName(name);
    if (parsed === null) continue;
    try {
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (!stat.isFile()) continue;
      const text = readFileSync(path, "utf8");
      entries.push({
        key: parsed.key,
        state: parsed.state,
        mtimeMs: stat.mtimeMs,
        writer: parsed.state === "writing" ? parseWriter(text) : null,
        recovery: parsed.state === "input" ? isRecoveryInput(text) : parseRecovery(text),
        transcript: transcriptOf(text),
      });
    } catch {
      // Claimed or finished in between: not pending any more.
    }
  }
  return entries;
}

function parseWriter(text: string): { pid: number; start: number | null } | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value["pid"] !== "number") return null;
    return { pid: value["pid"], start: typeof value["start"] === "number" ? value["start"] : null };
  } catch {
    return null;
  }
}

/**
 * Pure: a transcript path as the pending folder names it: 32 hex digits of its sha256 (the path
 * may hold the session's id, which a writer's marker does not spell out).
 */
export function transcriptKey(path: string): string {
  return createHash("sha256").update(path, "utf8").digest("hex").slice(0, 32);
}

/** Pure: the `transcriptKey` of an input's `transcript_path`, or a writer marker's `transcript`. */
export function transcriptOf(text: string): string | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown> | null;
    const path = value?.["transcript_path"];
    if (typeof path === "string" && path !== "") return transcriptKey(path);
    const key = value?.["transcript"];
    return typeof key === "string" && /^[0-9a-f]{32}$/.test(key) ? key : null;
  } catch {
    return null;
  }
}

/**
 * Pure: whether a write of `transcript` is still coming among `entries` at `now` (an input
 * within its grace, a marker whose writer lives), whatever pair it is for: a session's own
 * write handed to a detached writer, or a recovery of it already under way.
 */
export function selectWriteOf(
  entries: readonly PendingEntry[],
  transcript: string,
  now: number,
  alive: (writer: { pid: number; start: number | null }) => boolean,
): boolean {
  return entries.some((entry) => {
    if (entry.transcript !== transcript) return false;
    if (entry.state === "input") return now - entry.mtimeMs <= WRITER_START_GRACE_MS;
    return entry.writer !== null && alive(entry.writer);
  });
}

/** Whether a detached write of the transcript at `path` is still coming (`selectWriteOf`). */
export function isWriteOfPending(root: string, path: string, now = Date.now()): boolean {
  return selectWriteOf(readPendingEntries(root), transcriptKey(path), now, isWriterAlive);
}

function parseRecovery(text: string): boolean {
  try {
    return (JSON.parse(text) as Record<string, unknown>)["recovery"] === true;
  } catch {
    return false;
  }
}

/** Whether a marker's writer is still this very process (a reused pid is not). */
function isWriterAlive(writer: { pid: number; start: number | null }): boolean {
  if (!isProcessAlive(writer.pid)) return false;
  if (writer.start === null) return true;
  const start = readProcessStart(writer.pid);
  return start === null || start === writer.start;
}

/** The registry lock as a pending write, when a live process holds it. */
function readHeldLock(root: string, now: number): PendingWrite | null {
  let raw: string;
  let mtimeMs: number;
  try {
    const path = lockPath(root);
    mtimeMs = lstatSync(path).mtimeMs;
    raw = readFileSync(path, "utf8");
  } catch {
    return null;
  }
  const holder = parseHolder(raw);
  if (holder === null || !isWriterAlive(holder)) return null;
  if (now - Math.max(holder.acquired_at, mtimeMs) > LOCK_STALE_MS) return null;
  return { kind: "lock", since: holder.acquired_at || mtimeMs, recovery: false };
}

/**
 * The writes still coming for the pair keyed `key()` (computed only when something is pending:
 * most reads find an empty folder), the registry lock included; oldest first.
 */
export function findPendingWrites(
  root: string,
  key: () => string,
  now: number = Date.now(),
): PendingWrite[] {
  const entries = readPendingEntries(root);
  const found = entries.length === 0 ? [] : selectPendingWrites(entries, key(), now, isWriterAlive);
  const lock = readHeldLock(root, now);
  return lock === null ? found : [...found, lock];
}

/** How a reader waits: its budget, and the clock and pause (injected by tests). */
export interface PendingWaitOptions {
  budgetMs: number;
  now?: () => number;
  pause?: (ms: number) => Promise<void>;
  /** What is pending now (default: `findPendingWrites` of the root and key). */
  find?: (now: number) => PendingWrite[];
  /** How often to look again (default 50 ms). */
  pollMs?: number;
}

/** What the wait found: the oldest write still coming at its end (null: none), and if it waited. */
export interface PendingWaitResult {
  pending: PendingWrite | null;
  waited: boolean;
}

/**
 * Wait until no write is coming for the pair keyed `key()`, or the budget is spent. Polls: the
 * writer is another process, and its marker going away is the only sign it gives.
 */
export async function waitForPendingWrites(
  root: string,
  key: () => string,
  options: PendingWaitOptions,
): Promise<PendingWaitResult> {
  const now = options.now ?? Date.now;
  const pause = options.pause ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)));
  const find = options.find ?? ((at: number) => findPendingWrites(root, key, at));
  const pollMs = options.pollMs ?? 50;
  const start = now();
  for (let round = 0; ; round++) {
    const at = now();
    const pending = find(at);
    if (pending.length === 0) return { pending: null, waited: round > 0 };
    const left = options.budgetMs - (at - start);
    if (left <= 0) return { pending: pending[0] ?? null, waited: round > 0 };
    await pause(Math.min(pollMs, left));
  }
}

/**
 * Claim a pending input for this process: its text. A `.writing` marker naming this process
 * takes the input's place (written before the input goes, so a reader never sees neither) and
 * is removed when the process exits; a writer killed outright leaves a marker whose pid is dead,
 * which readers ignore and `sweepDeadMarkers` removes.
 */
export function claimPendingInput(path: string): string {
  const text = readFileSync(path, "utf8");
  const parsed = parsePendingName(basename(path));
  if (parsed !== null && parsed.state === "input") {
    const marker = join(dirname(path), basename(path).replace(/\.json$/, ".writing"));
    const transcript = transcriptOf(text);
    const writer = {
      pid: process.pid,
      start: readProcessStart(process.pid),
      recovery: isRecoveryInput(text),
      // Which session's write this is: SessionStart's recovery leaves that session to it.
      ...(transcript === null ? {} : { transcript }),
    };
    try {
      writeFileSync(marker, `${JSON.stringify(writer)}\n`, { flag: "wx", mode: 0o600 });
      process.once("exit", () => {
        try {
          unlinkSync(marker);
        } catch {
          // Swept already.
        }
      });
    } catch {
      // No marker (another writer claimed this input): readers just do not wait for it.
    }
  }
  unlinkSync(path);
  return text;
}

/** Remove the markers of writers that died without removing theirs. Best effort. */
export function sweepDeadMarkers(root: string): void {
  const dir = handoffPath(root, PENDING_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (parsePendingName(name)?.state !== "writing") continue;
    try {
      const writer = parseWriter(readFileSync(join(dir, name), "utf8"));
      if (writer === null || !isWriterAlive(writer)) unlinkSync(join(dir, name));
    } catch {
      // Gone already.
    }
  }
}
