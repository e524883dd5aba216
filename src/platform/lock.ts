/**
 * The lock file primitive: one `O_EXCL` file (the registry's, store/registry-lock.ts, serialises
 * updates of `log.jsonl` and `notes.jsonl`). It is usually held for a read and an append
 * (milliseconds), so a lock whose holder is dead, was replaced by another process with the same
 * pid, or was not refreshed for `staleMs` is taken over. The holder touches the file while it
 * holds it, so a slow but live holder (a big write, a loaded machine) keeps its lock however long
 * it takes.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { open, stat, unlink, utimes } from "node:fs/promises";
import { basename, dirname } from "node:path";
import { HandoffError } from "../errors.js";
import { isProcessAlive } from "./atomic-write.js";
import { readRegularFile } from "./read-regular-file.js";

/** What a lock file says about its holder. */
export interface LockHolder {
  pid: number;
  /** The holder's start time in clock ticks since boot (Linux), so a reused pid is not trusted. */
  start: number | null;
  nonce: string;
  acquired_at: number;
}

export interface LockOptions {
  /**
   * A lock not refreshed for this long is stale whatever its holder (default 10 s); the holder
   * refreshes it every quarter of this period.
   */
  staleMs?: number;
  /** Give up after this long (default 15 s). */
  timeoutMs?: number;
}

/** A lock file with no content yet is only "being written" for this long. */
const EMPTY_GRACE_MS = 2000;

/**
 * Run `fn` while holding the lock file at `path` (its folder must exist: the registry's
 * `withLock`, store/registry-lock.ts, makes `.handoff/` first). The lock is released (only if
 * still ours) whether `fn` resolves or throws.
 */
export async function withLockFile<T>(
  path: string,
  fn: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const nonce = await acquireLock(path, options);
  const refresh = keepFresh(path, options.staleMs ?? DEFAULT_STALE_MS);
  try {
    return await fn();
  } finally {
    clearInterval(refresh);
    await releaseLock(path, nonce);
  }
}

const DEFAULT_STALE_MS = 10_000;

/**
 * Touch the lock file a few times per stale period while it is held: waiters judge its age by
 * the file's mtime, so a live holder is never taken for a dead one. A holder whose event loop is
 * blocked for longer than the stale period stops refreshing and is taken over, as a hung
 * process should be. The timer is unref'd: it never keeps the process alive.
 */
function keepFresh(path: string, staleMs: number): NodeJS.Timeout {
  const timer = setInterval(
    () => {
      const now = new Date();
      // The lock may be gone (released in a race, or broken): nothing to refresh then.
      utimes(path, now, now).catch(() => undefined);
    },
    Math.max(10, Math.floor(staleMs / 4)),
  );
  timer.unref();
  return timer;
}

async function acquireLock(path: string, options: LockOptions): Promise<string> {
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const holder: LockHolder = {
    pid: process.pid,
    start: readProcessStart(process.pid),
    nonce: randomBytes(8).toString("hex"),
    acquired_at: 0,
  };
  for (let attempt = 0; ; attempt++) {
    holder.acquired_at = Date.now();
    try {
      const handle = await open(path, "wx", 0o644);
      try {
        await handle.writeFile(`${JSON.stringify(holder)}\n`);
      } finally {
        await handle.close();
      }
      return holder.nonce;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const seen = await readLockFile(path);
    if (seen !== null && isLockStale(seen, Date.now(), staleMs)) {
      await breakLock(path, seen.raw);
      continue;
    }
    if (Date.now() > deadline) {
      const who = seen?.holder ? `pid ${seen.holder.pid}` : "another process";
      throw new HandoffError(
        `the registry is locked by ${who} (${path}); if no handoff is running, remove that file`,
        70,
      );
    }
    await sleep(1 + Math.random() * Math.min(50, 2 ** Math.min(attempt, 6)));
  }
}

/**
 * A lock file's text; a FIFO in its place is refused (exit 2 naming `.handoff/lock`), never
 * opened for a blocking read.
 */
function readText(path: string): Promise<string> {
  return readRegularFile(path, `${basename(dirname(path))}/${basename(path)}`);
}

/** A lock file as read by a waiter. */
export interface SeenLock {
  raw: string;
  holder: LockHolder | null;
  mtimeMs: number;
}

async function readLockFile(path: string): Promise<SeenLock | null> {
  try {
    const [raw, info] = await Promise.all([readText(path), stat(path)]);
    return { raw, holder: parseHolder(raw), mtimeMs: info.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Parse a lock file's content; null when empty or not ours (a writer killed mid-write). */
export function parseHolder(raw: string): LockHolder | null {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof value.pid !== "number" || typeof value.nonce !== "string") return null;
    return {
      pid: value.pid,
      start: typeof value.start === "number" ? value.start : null,
      nonce: value.nonce,
      acquired_at: typeof value.acquired_at === "number" ? value.acquired_at : 0,
    };
  } catch {
    return null;
  }
}

/**
 * Whether a lock may be taken over: dead holder, reused pid, never written, or not refreshed for
 * `staleMs` (the holder touches the file while it holds it; `acquired_at` only counts for a lock
 * written in the same instant as its last touch).
 */
export function isLockStale(seen: SeenLock, now: number, staleMs: number): boolean {
  const { holder } = seen;
  if (holder === null) return now - seen.mtimeMs > EMPTY_GRACE_MS;
  if (!isProcessAlive(holder.pid)) return true;
  if (holder.start !== null) {
    const start = readProcessStart(holder.pid);
    if (start !== null && start !== holder.start) return true;
  }
  return now - Math.max(holder.acquired_at, seen.mtimeMs) > staleMs;
}

/**
 * Remove a stale lock without removing a fresh one: breakers take a second, short-lived lock,
 * then re-read the lock and unlink it only if it still holds the very bytes judged stale (a
 * plain check-then-unlink could remove a lock that another process took in between).
 */
async function breakLock(path: string, staleRaw: string): Promise<void> {
  const breaker = `${path}.break`;
  try {
    const handle = await open(breaker, "wx", 0o644);
    await handle.writeFile(`${process.pid}\n`);
    await handle.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    await clearStaleBreaker(breaker);
    return;
  }
  try {
    const current = await readText(path).catch(() => null);
    if (current === staleRaw) await unlink(path).catch(() => undefined);
  } finally {
    await unlink(breaker).catch(() => undefined);
  }
}

// A breaker is held for one read and one unlink; its holder being dead or it being older than
// the grace period means the holder was killed inside that window.
async function clearStaleBreaker(breaker: string): Promise<void> {
  try {
    const [raw, info] = await Promise.all([readText(breaker), stat(breaker)]);
    const pid = Number.parseInt(raw, 10);
    const dead = Number.isInteger(pid) && !isProcessAlive(pid);
    if (dead || Date.now() - info.mtimeMs > EMPTY_GRACE_MS) await unlink(breaker);
  } catch {
    // Gone already, or being written: try again on the next round.
  }
  await sleep(1 + Math.random() * 5);
}

async function releaseLock(path: string, nonce: string): Promise<void> {
  const current = await readText(path).catch(() => null);
  if (current !== null && parseHolder(current)?.nonce === nonce) {
    await unlink(path).catch(() => undefined);
  }
}

const startCache = new Map<number, number | null>();

/** A process's start time in clock ticks since boot, from `/proc` (Linux); null elsewhere. */
export function readProcessStart(pid: number): number | null {
  if (pid === process.pid && startCache.has(pid)) return startCache.get(pid) ?? null;
  let start: number | null = null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const value = Number(fields[19]);
    start = Number.isFinite(value) ? value : null;
  } catch {
    start = null;
  }
  if (pid === process.pid) startCache.set(pid, start);
  return start;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
