/**
 * The content diffs of the work tree, read without a full-tree scan of their own where git allows
 * it (on a 100k-file repo each scan costs about as much as `git status`, which already made one):
 * - the uncommitted diff, HEAD → work tree, in ONE `diff-index -p -U0` call limited to the paths
 *   `git status` listed as changed: it gives both each file's line counts (numstat) and the added
 *   lines, and git looks only at those paths. In a large index (`MAX_LIMITED_DIFF_ENTRIES`) that
 *   limit costs git more than a second whole-tree scan, so there the whole tree is read, beside
 *   status, and kept to those paths. Git's own diff rather than a line diff of blobs from
 *   `cat-file --batch`: its hunks (indent heuristic, slider placement) decide which lines count
 *   as added and at which line number, and a re-implementation would differ from it on exactly
 *   the cases where that matters;
 * - the unpushed diff, upstream merge base → HEAD, by `diff-tree` (tree to tree: no scan). Its
 *   added lines are in HEAD's line numbers; they are moved to the work tree's through the hunks of
 *   the uncommitted diff, and dropped where the uncommitted diff replaced them.
 * Untracked files are read from disk: every line of a new file is an added line. Bounded: a
 * generated file must not fill the snapshot.
 *
 * Plumbing (`diff-index`, `diff-tree`), not `git diff`: the porcelain ends by rewriting the index
 * when it met stat-dirty files, even under --no-optional-locks (git 2.39), which would break the
 * read-only promise.
 */
import { readValueChanges } from "./value-changes.js";
import { parseRemovedNames, type RemovedName } from "./removed-names.js";
import { parseReplacedLines } from "./replaced-lines.js";
import type { ReplacedLine, ValueChange } from "../../model/snapshot/types.js";
import { closeSync, constants, lstatSync, openSync, readFileSync, readSync } from "node:fs";
import { lstat, open } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { AddedLine, FileChange } from "../../model/snapshot/types.js";
import { HANDOFF_DIR } from "../../store/paths.js";
import { isHandoffPath } from "../../model/snapshot/handoff-path.js";
import {
  type Hunk,
  MAX_LINE_CHARS,
  mapOldLine,
  type ParsedPatch,
  parsePatch,
} from "./parse-diff.js";
import { runGit } from "../../platform/run-git.js";
import { type CachedDiff, type DiffOf, startCachedDiff } from "./cached-diff.js";
import { findPlainHeadEntries, type HeadEntry } from "./parse-status.js";
import { withTempIndex } from "./temp-index.js";

/** At most this many added lines are kept in the snapshot. */
export const MAX_ADDED_LINES = 20_000;
/** Bytes of diff text read at most; git is stopped past it (later files get no counts). */
const MAX_DIFF_BYTES = 64 * 1024 * 1024;
/** Untracked files larger than this are skipped (generated output, data, archives). */
const MAX_UNTRACKED_BYTES = 1024 * 1024;

const PATCH_OPTIONS = [
  "-p",
  "-U0",
  "-M",
  "--no-color",
  "--no-ext-diff",
  "--no-textconv",
  "--src-prefix=a/",
  "--dst-prefix=b/",
];
const PATHSPEC = ["--", ".", `:(exclude)${HANDOFF_DIR}`];

/** A parsed patch, and whether git's output was cut at MAX_DIFF_BYTES. */
export interface DiffResult {
  patch: ParsedPatch;
  cut: boolean;
  /** Lines where one number is all that changed (value-changes.ts); absent when none. */
  values?: ValueChange[];
  /** Names whose declaration the diff takes out (removed-names.ts); absent when none. */
  removed?: RemovedName[];
  /** Upper-case constants the diff declares anew (value-changes.ts); absent when none. */
  added?: string[];
  /** Lines it replaced or took out (replaced-lines.ts); absent when none. */
  replaced?: ReplacedLine[];
}

/** Characters of a patch read for changed values: a rule's constant is no generated file. */
const MAX_VALUE_CHARS = 1 << 20;

const EMPTY: DiffResult = { patch: { files: [], lines: [], truncated: false }, cut: false };

/**
 * Past this many bytes of paths, the diff is not limited to them (the command line would get too
 * long) and git scans the whole tree again, as it did before: slower, same result.
 */
const MAX_PATHSPEC_BYTES = 256 * 1024;

async function readPatch(
  root: string,
  args: string[],
  paths: readonly string[] | null,
  indexFile?: string,
): Promise<DiffResult | null> {
  // Literal pathspecs: a changed file named `*.ts` or `:(top)x` must match only itself.
  const command =
    paths === null
      ? [...args, ...PATCH_OPTIONS, ...PATHSPEC]
      : ["--literal-pathspecs", ...args, ...PATCH_OPTIONS, "--", ...paths];
  const result = await runGit(root, command, {
    maxBuffer: MAX_DIFF_BYTES,
    ...(indexFile === undefined ? {} : { indexFile }),
  });
  if (result.exitCode !== 0) return null;
  const patch = parsePatch(result.stdout, MAX_ADDED_LINES);
  const read = readValueChanges(result.stdout.slice(0, MAX_VALUE_CHARS));
  const values = read.changes;
  const removed = parseRemovedNames(result.stdout.slice(0, MAX_VALUE_CHARS));
  const replaced = parseReplacedLines(result.stdout.slice(0, MAX_VALUE_CHARS));
  return {
    patch,
    cut: result.truncated === true,
    ...(values.length > 0 ? { values } : {}),
    ...(removed.length > 0 ? { removed } : {}),
    ...(read.added.length > 0 ? { added: read.added } : {}),
    ...(replaced.length > 0 ? { replaced } : {}),
  };
}

/**
 * The paths a diff from HEAD must look at, from `git status`: every tracked change, both sides of
 * a rename (a rename is found only when git sees both), never an untracked file or `.handoff/`.
 * Null when they are too many to pass on a command line.
 */
export function diffPathsOf(changes: readonly FileChange[]): string[] | null {
  const paths = new Set<string>();
  for (const change of changes) {
    if (change.kind === "untracked") continue;
    if (!isHandoffPath(change.path)) paths.add(change.path);
    if (change.orig_path !== undefined && !isHandoffPath(change.orig_path))
      paths.add(change.orig_path);
  }
  let bytes = 0;
  for (const path of paths) bytes += Buffer.byteLength(path) + 1;
  return bytes > MAX_PATHSPEC_BYTES ? null : [...paths].sort();
}

/**
 * HEAD → work tree (staged and unstaged together), limited to `paths` (from `diffPathsOf`; null:
 * the whole tree). Before the first commit, the empty tree → work tree: every tracked line is new.
 */
export async function readWorktreeDiff(
  root: string,
  paths: readonly string[] | null = null,
): Promise<DiffResult> {
  if (paths !== null && paths.length === 0) return EMPTY;
  const fromHead = await readPatch(root, ["diff-index", "HEAD"], paths);
  if (fromHead !== null) return fromHead;
  const empty = await runGit(root, ["hash-object", "-t", "tree", "--stdin"], { input: "" });
  if (empty.exitCode !== 0) return EMPTY;
  return (await readPatch(root, ["diff-index", empty.stdout.trim()], paths)) ?? EMPTY;
}

/**
 * Index entries past which the uncommitted diff is read for the whole tree and then kept to the
 * paths status listed. Git's `diff-index` against the work tree, limited to a list of paths, slows
 * down far faster than the tree grows (git 2.39 on 100,000 files: 4.4 s for one path, 1.0 s for
 * 1,000, against 0.41 s for the whole tree; on 10,000 files both take 20-50 ms).
 */
export const MAX_LIMITED_DIFF_ENTRIES = 16_384;

/**
 * The uncommitted diff of the changes `git status` lists (`changes`, which may still be on its
 * way). In a small index the diff waits for the list and looks only at those paths. In a large
 * one, given status's own output (`status`), the diff of plain changes (`findPlainHeadEntries`)
 * is read through a temp index of their HEAD entries (`withTempIndex`): no second whole-tree
 * scan, which on a loaded machine costs as much as status itself; any other change, or no
 * `status`, and the whole-tree diff is read (beside status when `status` is not given) and kept
 * to the changed paths. With a `cacheFile` (the Stop gate's, `diff-cache.ts`), each plain change
 * whose HEAD entry and stat are those of its cached diff takes it, and only the others are
 * diffed (beside status, the ones the last diff read): the result is what the diff of every file
 * gives, in the gate's form (a plain added line's text empty, no value changes).
 */
export function readWorktreeDiffOf(
  root: string,
  changes: Promise<readonly FileChange[]> | readonly FileChange[],
  maxLimitedEntries = MAX_LIMITED_DIFF_ENTRIES,
  status?: Promise<string | null>,
  cacheFile?: string,
): Promise<DiffResult> {
  // Settled here: the small-index route does not read it, and a status that failed is the
  // collection's to report.
  status?.catch(() => undefined);
  const entries = countIndexEntries(root);
  if (entries === null || entries <= maxLimitedEntries) {
    return Promise.resolve(changes).then((list) => readWorktreeDiff(root, diffPathsOf(list)));
  }
  if (status !== undefined) {
    // The gate's per-file cache: the files the last diff read are stat'ed and the changed ones
    // diffed now, beside status (or were, with status, by `startCachedDiffEarly`).
    const cached =
      cacheFile === undefined
        ? null
        : (takeCachedDiff(cacheFile) ??
          startCachedDiff(root, cacheFile, gateDiffOf(root), MAX_ADDED_LINES));
    return Promise.all([status, changes]).then(async ([text, list]) => {
      const paths = diffPathsOf(list);
      const plain = text === null ? null : findPlainHeadEntries(text);
      const head = plain?.filter((entry) => !isHandoffPath(entry.path));
      if (head !== undefined && head.length === 0) return EMPTY;
      const fromCache = head === undefined || cached === null ? null : await cached.finish(head);
      const through = fromCache ?? (head === undefined ? null : await throughIndex(root, head));
      return keepPaths(through ?? (await readWorktreeDiff(root, null)), paths);
    });
  }
  const whole = readWorktreeDiff(root, null);
  return Promise.all([whole, changes]).then(([diff, list]) => keepPaths(diff, diffPathsOf(list)));
}

/** HEAD → work tree of `head`'s paths, through a temp index of those entries (null: git failed). */
function throughIndex(root: string, head: readonly HeadEntry[]): Promise<DiffResult | null> {
  return withTempIndex(root, head, (index) => readPatch(root, ["diff-files"], null, index));
}

/** Git's diff of some HEAD entries against the work tree, as the gate's cache reads it. */
export function gateDiffOf(root: string): DiffOf {
  return (entries) => throughIndex(root, entries);
}

/** Cached diffs started before the collection has loaded, by cache file. */
const startedEarly = new Map<string, CachedDiff>();

/**
 * Start the gate's cached diff (`cached-diff.ts`) now, beside the work tree's status
 * (`startStatusEarly`), for the collection's `readWorktreeDiffOf` to take once it has loaded:
 * the hook's gate starts both first thing. Nothing in a small index (its diff waits for status's
 * list and is limited to it).
 */
export function startCachedDiffEarly(
  root: string,
  cacheFile: string,
  maxLimitedEntries = MAX_LIMITED_DIFF_ENTRIES,
): void {
  if (startedEarly.has(cacheFile)) return;
  const entries = countIndexEntries(root);
  if (entries === null || entries <= maxLimitedEntries) return;
  startedEarly.set(cacheFile, startCachedDiff(root, cacheFile, gateDiffOf(root), MAX_ADDED_LINES));
}

function takeCachedDiff(cacheFile: string): CachedDiff | undefined {
  const started = startedEarly.get(cacheFile);
  startedEarly.delete(cacheFile);
  return started;
}

/** `diff` with only the files and added lines of `paths` (null: all of them). Pure. */
export function keepPaths(diff: DiffResult, paths: readonly string[] | null): DiffResult {
  if (paths === null) return diff;
  const kept = new Set(paths);
  const has = (path: string | null) => path !== null && kept.has(path);
  const files = diff.patch.files;
  const keptFiles = files.filter((file) => has(file.newPath) || has(file.oldPath));
  return {
    patch: {
      files: keptFiles,
      lines: diff.patch.lines.filter((line) => kept.has(line.path)),
      truncated: diff.patch.truncated,
    },
    // A cut output's last file may be incomplete: still so only if that file was kept.
    cut: diff.cut && keptFiles.at(-1) === files.at(-1),
    ...valuesOf((diff.values ?? []).filter((change) => kept.has(change.path))),
    ...removedOf((diff.removed ?? []).filter((name) => kept.has(name.path))),
    ...replacedOf((diff.replaced ?? []).filter((line) => kept.has(line.path))),
    // Constants' names only, no path: kept whole (one more name is no wrong change).
    ...(diff.added === undefined ? {} : { added: diff.added }),
  };
}

const replacedOf = (replaced: ReplacedLine[]) => (replaced.length === 0 ? {} : { replaced });

const removedOf = (removed: RemovedName[]) => (removed.length === 0 ? {} : { removed });

const valuesOf = (values: ValueChange[]) => (values.length === 0 ? {} : { values });

/**
 * How many entries the repo's index holds, from its header (`DIRC`, version, count), or null
 * when it cannot be read (no index yet, an unusual layout): the caller then limits the diff.
 */
export function countIndexEntries(root: string): number | null {
  try {
    const dotGit = join(root, ".git");
    let gitDir = dotGit;
    if (lstatSync(dotGit).isFile()) {
      // A linked worktree or a submodule: `.git` is a file naming the real git directory.
      const named = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, "utf8"))?.[1]?.trim();
      if (named === undefined) return null;
      gitDir = resolve(root, named);
    }
    const header = Buffer.alloc(12);
    const fd = openSync(join(gitDir, "index"), "r");
    try {
      if (readSync(fd, header, 0, 12, 0) < 12) return null;
    } finally {
      closeSync(fd);
    }
    return header.toString("latin1", 0, 4) === "DIRC" ? header.readUInt32BE(8) : null;
  } catch {
    return null;
  }
}

/** Upstream merge base → HEAD; empty without an upstream (fails fast: no tree is read). */
export async function readUnpushedDiff(root: string): Promise<DiffResult> {
  return (
    (await readPatch(root, ["diff-tree", "-r", "--merge-base", "@{upstream}", "HEAD"], null)) ??
    EMPTY
  );
}

/**
 * The unpushed diff's added lines, moved to work-tree line numbers (and file names, for a file
 * renamed since) through the uncommitted diff. Lines the uncommitted diff replaced or deleted are
 * dropped: where they were replaced, the new text is among the uncommitted added lines already.
 */
export function moveUnpushedLines(unpushed: AddedLine[], worktree: ParsedPatch): AddedLine[] {
  const byOldPath = new Map<string, { newPath: string | null; hunks: Hunk[] }>();
  for (const file of worktree.files) {
    if (file.oldPath !== null) byOldPath.set(file.oldPath, file);
  }
  const moved: AddedLine[] = [];
  for (const line of unpushed) {
    const change = byOldPath.get(line.path);
    if (change === undefined) {
      moved.push(line);
      continue;
    }
    if (change.newPath === null) continue;
    const at = mapOldLine(line.line, change.hunks);
    if (at !== null) moved.push({ path: change.newPath, line: at, text: line.text });
  }
  return moved;
}

/** The lines of one untracked text file, or [] when it is binary, large or unreadable. */
async function readUntrackedLines(root: string, path: string, limit: number): Promise<AddedLine[]> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    const full = join(root, path);
    // lstat first and O_NONBLOCK: a symlink or a FIFO among untracked files must not hang us.
    if (!(await lstat(full)).isFile()) return [];
    handle = await open(full, constants.O_RDONLY | constants.O_NONBLOCK);
    const info = await handle.stat();
    if (!info.isFile() || info.size > MAX_UNTRACKED_BYTES) return [];
    const buffer = Buffer.alloc(info.size);
    const { bytesRead } = await handle.read(buffer, 0, info.size, 0);
    const bytes = buffer.subarray(0, bytesRead);
    // Git's own binary test: a NUL in the first 8000 bytes.
    if (bytes.subarray(0, 8000).includes(0)) return [];
    const lines = bytes.toString("utf8").split("\n");
    if (lines.at(-1) === "") lines.pop();
    return lines
      .slice(0, limit)
      .map((line, index) => ({ path, line: index + 1, text: line.slice(0, MAX_LINE_CHARS) }));
  } catch {
    return [];
  } finally {
    await handle?.close();
  }
}

/**
 * All added lines: uncommitted, unpushed (moved, without duplicates) and untracked files, without
 * submodule pointers or `.handoff/`, within MAX_ADDED_LINES in all (the untracked files come
 * last for the bound), sorted by path and line.
 */
export async function collectAddedLines(
  root: string,
  worktree: ParsedPatch,
  unpushed: ParsedPatch,
  changes: FileChange[],
): Promise<AddedLine[]> {
  const submodules = new Set(changes.filter((c) => c.submodule).map((c) => c.path));
  const seen = new Set(worktree.lines.map((l) => `${l.path}\0${l.line}`));
  const fromUnpushed = moveUnpushedLines(unpushed.lines, worktree).filter(
    (l) => !seen.has(`${l.path}\0${l.line}`),
  );
  const lines = [...worktree.lines, ...fromUnpushed]
    .filter((l) => !submodules.has(l.path) && !isHandoffPath(l.path))
    .slice(0, MAX_ADDED_LINES);
  const untracked = changes.filter((c) => c.kind === "untracked" && !isHandoffPath(c.path));
  // A few files at a time: enough to hide latency, few enough not to exhaust file handles.
  const batchSize = 16;
  for (let i = 0; i < untracked.length && lines.length < MAX_ADDED_LINES; i += batchSize) {
    const batch = untracked.slice(i, i + batchSize);
    const read = await Promise.all(
      batch.map((c) => readUntrackedLines(root, c.path, MAX_ADDED_LINES)),
    );
    for (const fileLines of read) lines.push(...fileLines.slice(0, MAX_ADDED_LINES - lines.length));
  }
  // One order whatever the source: by path, then line.
  return lines.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}

/**
 * Line counts per work-tree path from the uncommitted diff; binary files, and files past a cut
 * output, count as null (unknown).
 */
export function countsByPath(
  diff: DiffResult,
): Map<string, { added: number | null; deleted: number | null }> {
  const counts = new Map<string, { added: number | null; deleted: number | null }>();
  const files = diff.patch.files;
  files.forEach((file, index) => {
    const path = file.newPath ?? file.oldPath;
    if (path === null) return;
    // The last file of a cut output may be incomplete.
    const partial = diff.cut && index === files.length - 1;
    const unknown = file.binary || partial;
    counts.set(path, {
      added: unknown ? null : file.added,
      deleted: unknown ? null : file.deleted,
    });
  });
  return counts;
}
