/**
 * The Stop gate's per-file diff cache: for each plain change (`findPlainHeadEntries`) the last
 * large-index diff read, the file's stat then, its HEAD entry, and what the gate reads of its diff
 * (line counts, hunks, and the added lines the clean-state rules look at). At the next turn a
 * file whose HEAD entry and stat (size, mtime, ctime, inode) are unchanged takes its cached diff;
 * only the others are diffed. Between turns an agent edits a few of the changed files, so in a
 * repository of 100,000 files with 1,000 changed ones the gate no longer diffs the 1,000.
 *
 * Exact where it is used: a file's diff depends only on its HEAD blob and its content, and the
 * stat stands for the content as it does in git's own index, with git's "racy" rule: a file
 * modified within `RACY_MS` of the stat taken before its diff is never cached (an edit in the
 * same timestamp tick would leave its stat unchanged). The settings that change a diff (the
 * repository's config and attributes, the user's config) are part of the key: another one, and
 * the whole cache is void. A torn, foreign or unreadable cache is ignored.
 *
 * No text of the work tree is stored unredacted: an added line is kept only as its place in a
 * hunk, and as its text, redacted, only when a rule reads it (a debug print, code commented out:
 * `classifyAddedLine`). The gate's diff therefore gives every other added line an empty text,
 * cache cold or warm alike, and no value changes (the gate reads neither). Written 0600, whole
 * (a temp file renamed over it).
 */
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { type AddedLineClass, classifyAddedLine } from "../../check/debug-prints.js";
import type { AddedLine } from "../../model/snapshot/git-types.js";
import { findGitDirs } from "../../platform/git-files.js";
import { handoffPath } from "../../store/paths.js";
import type { Hunk, ParsedPatch, PatchFile } from "./parse-diff.js";
import type { HeadEntry } from "./parse-status.js";

/** A file's stat as git's index keeps it (times in ms, to the fraction the system gives). */
export interface FileStat {
  size: number;
  mtime: number;
  ctime: number;
  ino: number;
}

/** One added line a clean-state rule reads: its work-tree line number, its text redacted. */
export interface MarkedLine {
  line: number;
  text: string;
}

/** One cached file: its HEAD entry, its stat before the diff, and its diff (null: no output). */
export interface CachedFile extends HeadEntry {
  stat: FileStat;
  file: PatchFile | null;
  marked: MarkedLine[];
}

/** The cache as stored. */
export interface DiffCache {
  version: typeof VERSION;
  /** The settings a diff depends on (`diffContext`). */
  context: string;
  files: CachedFile[];
}

const VERSION = 1;

/**
 * A file modified this close to the stat taken before its diff is not cached (file systems keep
 * times in ticks of up to 2 s; the wall clock and the file system's may differ by a tick).
 */
export const RACY_MS = 2_000;

/** A diff read for the gate: its patch, and whether git's output was cut. */
export interface GateDiff {
  patch: ParsedPatch;
  cut: boolean;
}

/** Where the gate keeps the cache, in the registry's cache folder. */
export function diffCacheFile(root: string): string {
  return handoffPath(root, "cache", "diff-files.json");
}

/** The stat of a file deleted from the work tree: its diff is its HEAD blob's alone. */
const ABSENT: FileStat = { size: -1, mtime: -1, ctime: -1, ino: -1 };

/** `path`'s stat under `root` (`ABSENT` when there is no such file), or null when unreadable. */
export function statFile(root: string, path: string): FileStat | null {
  try {
    // Not `join`: a thousand normalisations of a path git gave cost more than the stats.
    const s = lstatSync(`${root}/${path}`, { throwIfNoEntry: false });
    return s === undefined
      ? ABSENT
      : { size: s.size, mtime: s.mtimeMs, ctime: s.ctimeMs, ino: s.ino };
  } catch {
    return null;
  }
}

const sameStat = (a: FileStat, b: FileStat): boolean =>
  a.size === b.size && a.mtime === b.mtime && a.ctime === b.ctime && a.ino === b.ino;

/**
 * Whether `stat` was modified within `RACY_MS` of `takenAt` (ms since the epoch) or later: its
 * content may change again within the same tick, leaving the stat as it is (git's racy rule).
 */
export function isRacy(stat: FileStat, takenAt: number): boolean {
  return stat.mtime >= takenAt - RACY_MS;
}

/**
 * The settings a diff of the repository at `root` depends on, as one string: the stats of its
 * config, its attributes files and the user's config. Not every setting (a nested
 * `.gitattributes`, a system config): enough that changing how git diffs empties the cache.
 */
export function diffContext(root: string): string {
  const dirs = findGitDirs(root);
  const home = process.env["HOME"] ?? homedir();
  const files = [
    join(root, ".gitattributes"),
    dirs === null ? null : join(dirs.commonDir, "config"),
    dirs === null ? null : join(dirs.commonDir, "info", "attributes"),
    join(home, ".gitconfig"),
    join(process.env["XDG_CONFIG_HOME"] ?? join(home, ".config"), "git", "config"),
  ];
  return files
    .map((file) => {
      if (file === null) return "?";
      const s = lstatSync(file, { bigint: true, throwIfNoEntry: false });
      return s === undefined ? "-" : `${s.size}:${s.mtimeNs}:${s.ino}`;
    })
    .join("|");
}

/** The cache in `file`, or null when there is none of this version and `context`. */
export function readDiffCache(file: string, context: string): DiffCache | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (typeof parsed !== "object" || parsed === null) return null;
    const cache = parsed as Partial<DiffCache>;
    if (cache.version !== VERSION || cache.context !== context) return null;
    if (!Array.isArray(cache.files) || !cache.files.every(isCachedFile)) return null;
    return cache as DiffCache;
  } catch {
    return null;
  }
}

/** Save `cache` in `file`: 0600, a temp file renamed over it; best effort, never throws. */
export function writeDiffCache(file: string, cache: DiffCache): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, JSON.stringify(cache), { mode: 0o600 });
    renameSync(temp, file);
  } catch {
    rmSync(temp, { force: true });
  }
}

/**
 * The cached files of `entries` whose HEAD entry and stat are unchanged (by path), and the
 * stats read (taken now: before any diff of them starts).
 */
export function findHits(
  root: string,
  cache: DiffCache | null,
  entries: readonly HeadEntry[],
): { hits: Map<string, CachedFile>; stats: Map<string, FileStat | null> } {
  const cached = new Map((cache?.files ?? []).map((file) => [file.path, file]));
  const hits = new Map<string, CachedFile>();
  const stats = new Map<string, FileStat | null>();
  for (const entry of entries) {
    const stat = statFile(root, entry.path);
    stats.set(entry.path, stat);
    const hit = cached.get(entry.path);
    if (hit === undefined || stat === null) continue;
    if (hit.mode === entry.mode && hit.oid === entry.oid && sameStat(hit.stat, stat)) {
      hits.set(entry.path, hit);
    }
  }
  return { hits, stats };
}

/**
 * The cache entries of a fresh diff of `entries` (each file's stat taken at `takenAt`, before
 * the diff started), or null when the diff cannot be split by file (a path it names is not one
 * of the entries, or the added lines were cut). Racy files are returned but marked `racy`.
 */
export async function cacheFreshDiff(
  entries: readonly HeadEntry[],
  diff: GateDiff,
  stats: ReadonlyMap<string, FileStat | null>,
  takenAt: number,
): Promise<{ file: CachedFile; racy: boolean }[] | null> {
  if (diff.cut || diff.patch.truncated) return null;
  const byPath = new Map<string, PatchFile>();
  for (const file of diff.patch.files) {
    const path = file.newPath ?? file.oldPath;
    if (path === null || byPath.has(path) || (file.oldPath !== null && file.oldPath !== path)) {
      return null;
    }
    byPath.set(path, file);
  }
  if ([...byPath.keys()].some((path) => !entries.some((entry) => entry.path === path))) return null;
  const texts = new Map<string, Map<number, string>>();
  for (const line of diff.patch.lines) {
    if (classifyAddedLine(line.path, line.text) === "plain") continue;
    const lines = texts.get(line.path) ?? new Map<number, string>();
    lines.set(line.line, line.text);
    texts.set(line.path, lines);
  }
  const redact = texts.size === 0 ? null : (await import("../../redact/index.js")).redact;
  const out: { file: CachedFile; racy: boolean }[] = [];
  for (const entry of entries) {
    const stat = stats.get(entry.path) ?? null;
    if (stat === null) return null;
    const marked: MarkedLine[] = [];
    for (const [line, text] of texts.get(entry.path) ?? []) {
      const kept = redact === null ? text : redact(text).text;
      // A line whose redacted text reads otherwise would change what the rules find.
      if (classifyAddedLine(entry.path, kept) !== classifyAddedLine(entry.path, text)) return null;
      marked.push({ line, text: kept });
    }
    const file = byPath.get(entry.path) ?? null;
    const cached: CachedFile = {
      path: entry.path,
      mode: entry.mode,
      oid: entry.oid,
      stat,
      file,
      marked,
    };
    out.push({ file: cached, racy: isRacy(stat, takenAt) });
  }
  return out;
}

/**
 * The diff of `files` (in the order of the entries they were read for) as one patch: what one
 * diff of all of them gives, bounded to `maxLines` added lines, each plain added line with an
 * empty text. Null when an empty text would read as other than plain in one of the files. Pure.
 */
export function joinCachedFiles(files: readonly CachedFile[], maxLines: number): GateDiff | null {
  const patchFiles: PatchFile[] = [];
  const lines: AddedLine[] = [];
  let truncated = false;
  const plainEmpty = new Map<string, AddedLineClass>();
  for (const cached of files) {
    const file = cached.file;
    if (file === null) continue;
    patchFiles.push(file);
    if (file.newPath === null) continue;
    const path = file.newPath;
    if (!plainEmpty.has(path)) plainEmpty.set(path, classifyAddedLine(path, ""));
    if (plainEmpty.get(path) !== "plain") return null;
    const marked = new Map(cached.marked.map((line) => [line.line, line.text]));
    for (const hunk of file.hunks) {
      for (let n = hunk.newStart; n < hunk.newStart + hunk.newCount; n++) {
        if (lines.length < maxLines) lines.push({ path, line: n, text: marked.get(n) ?? "" });
        else truncated = true;
      }
    }
  }
  return { patch: { files: patchFiles, lines, truncated }, cut: false };
}

function isCachedFile(value: unknown): value is CachedFile {
  if (typeof value !== "object" || value === null) return false;
  const f = value as Record<string, unknown>;
  const stat = f["stat"] as Record<string, unknown> | null | undefined;
  return (
    typeof f["path"] === "string" &&
    typeof f["mode"] === "string" &&
    typeof f["oid"] === "string" &&
    typeof stat === "object" &&
    stat !== null &&
    ["size", "mtime", "ctime", "ino"].every((key) => Number.isFinite(stat[key])) &&
    (f["file"] === null || isPatchFile(f["file"])) &&
    Array.isArray(f["marked"]) &&
    (f["marked"] as unknown[]).every(
      (line) =>
        typeof line === "object" &&
        line !== null &&
        Number.isInteger((line as MarkedLine).line) &&
        typeof (line as MarkedLine).text === "string",
    )
  );
}

function isPatchFile(value: unknown): value is PatchFile {
  if (typeof value !== "object" || value === null) return false;
  const f = value as Record<string, unknown>;
  const path = (v: unknown) => v === null || typeof v === "string";
  return (
    path(f["oldPath"]) &&
    path(f["newPath"]) &&
    Number.isInteger(f["added"]) &&
    Number.isInteger(f["deleted"]) &&
    typeof f["binary"] === "boolean" &&
    Array.isArray(f["hunks"]) &&
    (f["hunks"] as unknown[]).every(isHunk)
  );
}

function isHunk(value: unknown): value is Hunk {
  if (typeof value !== "object" || value === null) return false;
  const h = value as Record<string, unknown>;
  return ["oldStart", "oldCount", "newStart", "newCount"].every(
    (key) => Number.isInteger(h[key]) && (h[key] as number) >= 0,
  );
}
