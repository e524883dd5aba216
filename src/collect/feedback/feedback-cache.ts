/**
 * The feedback-log scan's cache (issue 19): `.handoff/cache/feedback-scan.json` holds where the
 * last scan stopped and the trim's state there, so the next `write` reads only what was appended.
 * It is an optimisation only: a missing, stale or corrupt cache means a full scan, and the output
 * is the same bytes either way.
 *
 * It holds NO text of the log. The trim's state is counts, exit codes and line locations; the
 * command strings of the failure groups (which may hold a secret on a command line) are not
 * stored, redacted or otherwise, but re-read from the log at their locations when the scan
 * resumes: a redacted command could not be told apart from another command redacted alike, and
 * the re-read costs one short read per group, which the trim's last step does anyway.
 *
 * The scan resumes only when every file is the one it read: rotations identical (device, inode,
 * size, mtime), the live file the same inode, not shorter than the resume point, not older, and
 * the same last 4 KiB before the resume point (sha256). Anything else — a rotation, a truncation,
 * a rewrite, another file at the same path — is a full scan.
 */
import { createHash } from "node:crypto";
import { mkdir, stat } from "node:fs/promises";
import { openRegularFile, readRegularFile } from "../../platform/read-regular-file.js";
import { join } from "node:path";
import type { SkippedLine } from "../../model/snapshot/types.js";
import { writeFileAtomic } from "../../platform/atomic-write.js";
import { ensureHandoffDir } from "../../store/handoff-dir.js";
import { handoffPath } from "../../store/paths.js";
import type { LineLocation } from "./feedback-window.js";

export const CACHE_VERSION = 5;
/** Bytes before the resume point whose hash must match for the scan to resume. */
const HASH_BYTES = 4096;

/** What identifies a file between two scans. */
export interface FileIdentity {
  name: string;
  dev: string;
  ino: string;
  size: number;
  mtime_ns: string;
}

/** The scan state at the end of the last complete line of the live file. */
export interface SavedScan {
  version: typeof CACHE_VERSION;
  k: number;
  files: FileIdentity[];
  resume: { offset: number; line_no: number; hash: string };
  position: number;
  failures: number;
  /** Failure groups, least recently failed first; their commands are re-read from `at`. */
  groups: {
    at: LineLocation;
    count: number;
    first_exit_code: number | null;
    position: number;
    /** The command ran again and passed after this group's latest failure. */
    passed_later?: boolean;
    /** That passing run: the first after the latest failure (re-read to check the flag). */
    passed_at?: LineLocation;
  }[];
  /** The last K lines; `failed_exit` is set for a failure (shown through its group). */
  window: { at: LineLocation; position: number; failed_exit?: number | null }[];
  skipped: SkippedLine[];
  skipped_count: number;
}

/** Where a resumed scan starts: in the last file, at `offset` (a line start). */
export interface ResumePoint {
  offset: number;
  lineNo: number;
}

/** The cache file's path, behind the registry's path guard. */
function cachePath(root: string): string {
  return handoffPath(root, "cache", "feedback-scan.json");
}

/** The identity of each of `files` (repo-relative) now. */
export async function identifyFiles(root: string, files: readonly string[]) {
  const out: FileIdentity[] = [];
  for (const name of files) out.push(await identifyFile(join(root, name), name));
  return out;
}

/** The identity of the file at `path` now, called `name` in the cache. */
export async function identifyFile(path: string, name: string): Promise<FileIdentity> {
  const info = await stat(path, { bigint: true });
  return {
    name,
    dev: String(info.dev),
    ino: String(info.ino),
    size: Number(info.size),
    mtime_ns: String(info.mtimeNs),
  };
}

/**
 * Whether a scan of `before` that stopped at `offset` of the last file can resume on `now`: the
 * same files, all but the last unchanged, the last the same inode, not shorter than `offset`,
 * not older. (The caller then compares the bytes before `offset`, see `hashBefore`.)
 */
export function canResumeOn(
  before: readonly FileIdentity[],
  now: readonly FileIdentity[],
  offset: number,
): boolean {
  if (before.length !== now.length) return false;
  const last = now.length - 1;
  for (const [i, file] of now.entries()) {
    const was = before[i] as FileIdentity;
    if (file.name !== was.name || file.dev !== was.dev || file.ino !== was.ino) return false;
    if (i < last) {
      if (file.size !== was.size || file.mtime_ns !== was.mtime_ns) return false;
    } else if (file.size < offset || BigInt(file.mtime_ns) < BigInt(was.mtime_ns)) {
      return false;
    }
  }
  return true;
}

/** sha256 of the HASH_BYTES before `offset` of `path`. */
export async function hashBefore(path: string, offset: number): Promise<string> {
  const start = Math.max(0, offset - HASH_BYTES);
  const handle = await openRegularFile(path);
  try {
    const buf = Buffer.alloc(offset - start);
    const { bytesRead } = await handle.read(buf, 0, buf.length, start);
    return createHash("sha256").update(buf.subarray(0, bytesRead)).digest("hex");
  } finally {
    await handle.close();
  }
}

/**
 * The saved scan when it can be resumed on `files` as they are `now` (their identities, as the
 * caller took them before reading; null: unknown), else null. `warn` is called once when the
 * cache exists but cannot be read (corrupt, another version): it is then ignored.
 */
export async function loadScanCache(
  root: string,
  files: readonly string[],
  now: readonly FileIdentity[] | null,
  k: number,
  warn: (message: string) => void,
): Promise<SavedScan | null> {
  const read = await readCacheFile(cachePath(root), CACHE_VERSION, async (value) => {
    // zod loads here only, once there is a cache to check (see src/model/inputs/).
    const { checkSavedScan } = await import("../../model/inputs/feedback-cache-schema.js");
    return checkSavedScan(value, CACHE_VERSION);
  });
  if (read.status === "absent") return null;
  if (read.status === "unreadable") {
    warn(
      "the feedback-log scan cache (.handoff/cache/feedback-scan.json) is unreadable: ignored, the log is read in full",
    );
    return null;
  }
  const { saved } = read;
  if (saved.k !== k || saved.files.length !== files.length) return null;
  if (now === null || !canResumeOn(saved.files, now, saved.resume.offset)) return null;
  const hash = await hashBefore(join(root, files.at(-1) as string), saved.resume.offset);
  return hash === saved.resume.hash ? saved : null;
}

/** A scan cache file as read: absent (or of another version), unreadable, or checked. */
export type CacheFileRead<T> =
  | { status: "absent" }
  | { status: "unreadable"; value: unknown }
  | { status: "ok"; saved: T };

/**
 * Read a scan cache file and check it with `check` (null: not of the expected shape). No file
 * is "absent" (the first scan, or the cache deleted), and so is another `version`'s cache: it is
 * not corrupt, only not ours, and a full scan replaces it quietly. Anything else that does not
 * check is "unreadable", with the parsed value (if any) for the caller to look at.
 */
export async function readCacheFile<T>(
  path: string,
  version: number,
  check: (value: unknown) => T | null | Promise<T | null>,
): Promise<CacheFileRead<T>> {
  let text: string;
  try {
    // A FIFO or folder in the cache's place reads as no cache: the scan writes a new one over it.
    text = await readRegularFile(path);
  } catch {
    return { status: "absent" };
  }
  let value: unknown;
  let saved: T | null = null;
  try {
    value = JSON.parse(text);
    saved = await check(value);
  } catch {}
  if (isObject(value) && value["version"] !== version) return { status: "absent" };
  return saved === null ? { status: "unreadable", value } : { status: "ok", saved };
}

/** Write a scan cache file as JSON (atomically, behind the path guard): the one writer of both caches. */
export async function writeCacheFile(root: string, path: string, saved: unknown): Promise<void> {
  await ensureHandoffDir(root);
  await mkdir(handoffPath(root, "cache"), { recursive: true });
  await writeFileAtomic(path, `${JSON.stringify(saved)}\n`, { syncDir: false });
}

/** Write the cache. Failing to is not an error of the write. */
export function saveScanCache(root: string, saved: SavedScan): Promise<void> {
  return writeCacheFile(root, cachePath(root), saved);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
