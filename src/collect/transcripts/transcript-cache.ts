/**
 * The transcript scan's cache (issue 19): `.handoff/cache/transcript-scan.json` holds where the
 * last `write` stopped reading the session's files and the adapter's and summary's state there,
 * so a hook that fires again on the grown transcript (PreCompact then SessionEnd) reads only
 * what was appended. One entry: the transcript (display path), adapter id, K and parser options it
 * was made for; the adapter's parser state is plain JSON it checks itself, so the cache never
 * knows which agent it holds; another transcript replaces it. It is an optimisation only: a missing, stale or
 * corrupt cache means a full scan, and the packet is the same bytes either way.
 *
 * It holds NO text of the transcript, redacted or not: every text of the state is saved as where
 * it sits in the files (each adapter's `agents/<id>/refs.ts`) and read back from there. A redacted copy would not
 * do: the packet counts the redactions it makes (a text redacted beforehand counts none), and
 * the summary cuts texts before the packet redacts them (a cut redacted text is not the redacted
 * cut text). The uuids and tool-use ids it keeps are random identifiers, not text.
 *
 * The scan resumes only on the same files, as the feedback-log cache checks them
 * (`canResumeOn`): the files before the main one unchanged, the main file the same inode, not shorter than the
 * resume point, not older, and the same 4 KiB before the resume point and at its start (sha256).
 */
import {
  canResumeOn,
  type FileIdentity,
  hashBefore,
  identifyFile,
  readCacheFile,
  writeCacheFile,
} from "../feedback/feedback-cache.js";
import { handoffPath } from "../../store/paths.js";
import type { LazySchema } from "./schema-kit.js";
import {
  type SavedTranscriptScan,
  TRANSCRIPT_CACHE_VERSION,
  type TranscriptScanKey,
} from "./transcript-cache-types.js";
import { consistentTranscriptScan } from "./transcript-cache-verify.js";

/** Bytes at the start of the main file whose hash must match too. */
const HEAD_BYTES = 4096;

/** A session file to identify: its path, and its name in the cache (no absolute path). */
export interface SessionFile {
  path: string;
  name: string;
}

/** The cache file's path, behind the registry's path guard. */
function cachePath(root: string): string {
  return handoffPath(root, "cache", "transcript-scan.json");
}

const sameKey = (a: TranscriptScanKey, b: TranscriptScanKey) =>
  a.source === b.source &&
  a.agent === b.agent &&
  a.k === b.k &&
  a.passing_output === b.passing_output;

/** The identities of the session's files now (null when one is gone). */
export async function identifySession(
  files: readonly SessionFile[],
): Promise<FileIdentity[] | null> {
  try {
    const out: FileIdentity[] = [];
    for (const file of files) out.push(await identifyFile(file.path, file.name));
    return out;
  } catch {
    return null;
  }
}

/**
 * The saved scan when it can be resumed on `files` as they are `now` (their identities, as the
 * caller took them before reading; null when one is gone), else null. `warn` is called
 * once when the cache exists but cannot be read (corrupt, or a parser state `parser` rejects):
 * it is then ignored.
 */
export async function loadTranscriptCache<P>(
  root: string,
  key: TranscriptScanKey,
  files: readonly SessionFile[],
  now: readonly FileIdentity[] | null,
  parser: LazySchema,
  warn: (message: string) => void,
): Promise<SavedTranscriptScan<P> | null> {
  let check: typeof import("./transcript-cache-check.js") | undefined;
  const read = await readCacheFile(cachePath(root), TRANSCRIPT_CACHE_VERSION, async (value) => {
    // zod loads here only, once there is a cache to check (see transcript-cache-check.ts).
    check = await import("./transcript-cache-check.js");
    return check.checkSavedTranscriptScan<P>(value, parser);
  });
  if (read.status === "absent") return null;
  if (read.status === "unreadable") {
    // Another agent's entry (its parser state of another shape) is not corrupt, only not ours.
    const other = check?.checkSavedTranscriptScan(read.value, check.ANY_PARSER) ?? null;
    if (other === null || sameKey(other.key, key)) warnUnreadable(warn);
    return null;
  }
  const { saved } = read;
  if (!sameKey(saved.key, key)) return null;
  if (now === null || !canResumeOn(saved.files, now, saved.resume.offset)) return null;
  const main = (files.at(-1) as SessionFile).path;
  const [hash, head] = await Promise.all([
    hashBefore(main, saved.resume.offset),
    hashBefore(main, Math.min(HEAD_BYTES, saved.resume.offset)),
  ]);
  if (hash !== saved.resume.hash || head !== saved.resume.head) return null;
  // Its numbers reach the packet unread: they must agree with each other and the bytes read.
  const bytes = now.slice(0, -1).reduce((sum, file) => sum + file.size, saved.resume.offset);
  if (!consistentTranscriptScan(saved, bytes)) {
    warnUnreadable(warn);
    return null;
  }
  return saved;
}

/** The one line said when the cache cannot be used as it is (corrupt, or its state unreadable). */
export function warnUnreadable(warn: (message: string) => void): void {
  warn(
    "the transcript scan cache (.handoff/cache/transcript-scan.json) is unreadable: ignored, the transcript is read in full",
  );
}

/** Fill in the hashes of the bytes before the resume point (taken when the scan is saved). */
export async function hashResumePoint(
  main: string,
  saved: SavedTranscriptScan<unknown>,
): Promise<void> {
  const { offset } = saved.resume;
  saved.resume.hash = await hashBefore(main, offset);
  saved.resume.head = await hashBefore(main, Math.min(HEAD_BYTES, offset));
}

/** Write the cache (atomically, behind the path guard). */
export function saveTranscriptCache(
  root: string,
  saved: SavedTranscriptScan<unknown>,
): Promise<void> {
  return writeCacheFile(root, cachePath(root), saved);
}
