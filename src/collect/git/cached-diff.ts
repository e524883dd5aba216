/**
 * The Stop gate's uncommitted diff of a large index, through its per-file cache
 * (`diff-cache.ts`): started beside `git status` with the files the last diff read (their stats
 * taken, the changed ones diffed at once), finished once status has listed the plain changes:
 * files whose HEAD entry and stat are unchanged take their cached diff, the rest are diffed (or
 * taken from the diff already started when they are the same files), and the cache is saved
 * when it changed. The answer is the one a diff of every file gives, in the gate's form (see
 * `diff-cache.ts`), or null when the caller must diff every file itself.
 */
import {
  type CachedFile,
  cacheFreshDiff,
  diffContext,
  type DiffCache,
  findHits,
  type FileStat,
  type GateDiff,
  joinCachedFiles,
  readDiffCache,
  writeDiffCache,
} from "./diff-cache.js";
import type { HeadEntry } from "./parse-status.js";

/** Git's diff of some HEAD entries against the work tree (null: git failed). */
export type DiffOf = (entries: readonly HeadEntry[]) => Promise<GateDiff | null>;

/** A cached diff under way. */
export interface CachedDiff {
  /** The diff of `head` (status's plain changes), or null when the caller must diff them all. */
  finish(head: readonly HeadEntry[]): Promise<GateDiff | null>;
}

/**
 * Start the cached diff of the repository at `root`, kept in `file`; `diffOf` runs git, the
 * answer holds at most `maxLines` added lines (as `parsePatch` bounds them), and `now` is the
 * clock the racy rule reads (injected by tests).
 */
export function startCachedDiff(
  root: string,
  file: string,
  diffOf: DiffOf,
  maxLines: number,
  now: () => number = Date.now,
): CachedDiff {
  const context = diffContext(root);
  const cache = readDiffCache(file, context);
  const takenAt = now();
  const last = cache?.files ?? [];
  const first = findHits(root, cache, last);
  // The files the last diff read that changed since: diffed now, beside status.
  const misses = last.filter((entry) => !first.hits.has(entry.path));
  const early = misses.length === 0 ? null : diffOf(misses);
  early?.catch(() => undefined);
  return {
    finish: async (head) => {
      const hits = new Map<string, CachedFile>();
      for (const entry of head) {
        const hit = first.hits.get(entry.path);
        if (hit !== undefined && hit.mode === entry.mode && hit.oid === entry.oid) {
          hits.set(entry.path, hit);
        }
      }
      const need = head.filter((entry) => !hits.has(entry.path));
      const sameAsEarly = early !== null && sameEntries(need, misses);
      let stats: ReadonlyMap<string, FileStat | null> = first.stats;
      let at = takenAt;
      if (!sameAsEarly && need.length > 0) {
        at = now();
        stats = findHits(root, null, need).stats;
      }
      const diff = need.length === 0 ? null : sameAsEarly ? await early : await diffOf(need);
      if (need.length > 0 && diff === null) return null;
      const fresh = diff === null ? [] : await cacheFreshDiff(need, diff, stats, at);
      if (fresh === null) return null;
      const byPath = new Map(hits);
      for (const { file: cached } of fresh) byPath.set(cached.path, cached);
      const files = head.map((entry) => byPath.get(entry.path) as CachedFile);
      const joined = joinCachedFiles(files, maxLines);
      if (joined === null) return null;
      if (fresh.length > 0 || head.length !== last.length) {
        const racy = new Set(fresh.filter((f) => f.racy).map((f) => f.file.path));
        const kept: DiffCache = {
          version: 1,
          context,
          files: files.filter((f) => !racy.has(f.path)),
        };
        writeDiffCache(file, kept);
      }
      return joined;
    },
  };
}

/** Whether two entry lists are the same, entry by entry and in order. Pure. */
export function sameEntries(a: readonly HeadEntry[], b: readonly HeadEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((e, i) => e.path === b[i]?.path && e.mode === b[i]?.mode && e.oid === b[i]?.oid)
  );
}
