/**
 * What git's own files say, read without a spawn (each spawn forks this process and starts git:
 * milliseconds on every hook): the repository's directories (`.git`, a worktree's `gitdir:` file
 * and `commondir`), HEAD, loose refs, symbolic refs and `packed-refs`. These are stable on-disk
 * formats (gitrepository-layout(5)); every function answers null ("unsure: ask git") as soon as
 * anything is unusual: the reftable ref store, a `core.worktree` or bare repository, a config
 * that includes another, a path another user owns (git's safe.directory check), a discovery
 * limit from the environment, a file that does not parse.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** A repository's two directories: the worktree's own, and the one its worktrees share. */
export interface GitDirs {
  /** The work tree's top level (a real path when the caller's folder was one). */
  top: string;
  /** `$GIT_DIR`: HEAD, the operation state files, per-worktree refs. */
  gitDir: string;
  /** `$GIT_COMMON_DIR`: refs, packed-refs, config, worktrees/, shallow. */
  commonDir: string;
}

/** The two directories refs are read from. */
export type RefDirs = Pick<GitDirs, "gitDir" | "commonDir">;

/** A ref read from the files: its object id, and the ref it names when it is symbolic. */
export interface ResolvedRef {
  oid: string;
  /** The ref a symbolic ref points to (one level, as `for-each-ref %(symref)`), or null. */
  symref: string | null;
}

const OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
// A ref name with nothing git would refuse or treat specially: no `..`, no control characters,
// no component starting with a dot, no `.lock` component end. Anything fancier goes to git.
const PLAIN_REF = /^(?!.*\.\.)(?!.*\/\.)(?!\.)(?!.*\.lock(?:\/|$))(?!.*\/$)[A-Za-z0-9._/-]+$/;
// Refs git keeps per worktree, in `$GIT_DIR` rather than the common dir (gitrepository-layout).
const PER_WORKTREE = /^(?:[A-Z_]+|refs\/(?:bisect|worktree|rewritten)\/.*)$/;
// Config that moves the work tree, makes the repo bare, changes the ref store or pulls in more
// config: the files alone may not say what git would, so git is asked.
const UNUSUAL_CONFIG = /^\s*(?:worktree\s*=|bare\s*=\s*true|refstorage\b|\[\s*include)/im;

function readText(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

function ownedByMe(path: string): boolean {
  const uid = process.getuid?.();
  if (uid === undefined) return false;
  try {
    return statSync(path).uid === uid;
  } catch {
    return false;
  }
}

/** True when the repository's config (and the worktree's own) holds nothing unusual. */
function plainConfig(gitDir: string, commonDir: string): boolean {
  for (const path of [join(commonDir, "config"), join(gitDir, "config.worktree")]) {
    const text = readText(path);
    if (text === null) {
      if (path.endsWith("config.worktree")) continue;
      return false;
    }
    if (UNUSUAL_CONFIG.test(text)) return false;
  }
  // The reftable store keeps `reftable/` beside a stub `refs/` (and says so in config too).
  return !existsSync(join(commonDir, "reftable"));
}

/** A worktree's `gitdir:` file → its git dir, or null when the file does not say plainly. */
function gitDirOfFile(dotGit: string): string | null {
  const text = readText(dotGit);
  const match = text === null ? null : /^gitdir: (.+)\n?$/.exec(text);
  return match?.[1] === undefined ? null : resolve(dirname(dotGit), match[1]);
}

/**
 * The repository enclosing `dir` (a real, absolute path) as git would discover it, from the file
 * system: the nearest folder holding `.git` (a directory, or a `gitdir:` file), its git dir and
 * common dir. Null whenever git might answer otherwise: `dir` inside a git dir, a bare repository
 * on the way up, a file-system boundary or GIT_CEILING_DIRECTORIES, unusual config, a directory
 * not owned by this user, or no `.git` at all (git says "not a git repository" then).
 */
export function findGitDirs(dir: string): GitDirs | null {
  if (process.env["GIT_CEILING_DIRECTORIES"] || process.env["GIT_DISCOVERY_ACROSS_FILESYSTEM"])
    return null;
  let device: number | null = null;
  for (let current = dir; ; ) {
    let here: ReturnType<typeof statSync>;
    try {
      here = statSync(current);
    } catch {
      return null;
    }
    if (device !== null && here.dev !== device) return null;
    device = here.dev;
    const dotGit = join(current, ".git");
    const info = statSync(dotGit, { throwIfNoEntry: false });
    if (info !== undefined) return dirsAt(current, dotGit, info.isDirectory());
    // A folder with HEAD may be a git dir itself (`dir` inside `.git`, or a bare repository).
    if (existsSync(join(current, "HEAD"))) return null;
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

function dirsAt(top: string, dotGit: string, isDirectory: boolean): GitDirs | null {
  const gitDir = isDirectory ? dotGit : gitDirOfFile(dotGit);
  if (gitDir === null || !existsSync(join(gitDir, "HEAD"))) return null;
  const common = readText(join(gitDir, "commondir"));
  const commonDir = common === null ? gitDir : resolve(gitDir, common.trim());
  if (!ownedByMe(top) || !ownedByMe(gitDir) || !ownedByMe(commonDir)) return null;
  if (!plainConfig(gitDir, commonDir)) return null;
  return { top, gitDir, commonDir };
}

/** Whether the repository is shallow, as `rev-parse --is-shallow-repository` says. */
export function isShallow(dirs: GitDirs): boolean {
  const info = statSync(join(dirs.commonDir, "shallow"), { throwIfNoEntry: false });
  return info !== undefined && info.size > 0;
}

/**
 * Where git keeps the file `name` (`git rev-parse --git-path name`): per-worktree files in the
 * git dir, the shared ones (refs, packed-refs, worktrees, config, logs) in the common dir.
 */
export function gitPathIn(dirs: GitDirs, name: string): string {
  const shared =
    /^(?:refs|packed-refs|worktrees|config|objects|hooks|info|shallow|logs)(?:\/|$)/.test(name) &&
    !PER_WORKTREE.test(name) &&
    name !== "logs/HEAD";
  return join(shared ? dirs.commonDir : dirs.gitDir, name);
}

/**
 * `packed-refs` as a map from ref name to object id (peeled `^` lines skipped; empty when there
 * is no such file), or null when a line does not parse or the refs are not in files at all.
 */
export function readPackedRefs(commonDir: string): Map<string, string> | null {
  // The files ref store only: reftable keeps `reftable/` and a stub *file* at `refs/heads`.
  const refsHeads = statSync(join(commonDir, "refs", "heads"), { throwIfNoEntry: false });
  if (refsHeads?.isDirectory() !== true || existsSync(join(commonDir, "reftable"))) return null;
  const text = readText(join(commonDir, "packed-refs"));
  const refs = new Map<string, string>();
  if (text === null) return existsSync(join(commonDir, "packed-refs")) ? null : refs;
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#") || line.startsWith("^")) continue;
    const space = line.indexOf(" ");
    const oid = line.slice(0, space);
    if (space < 0 || !OID.test(oid)) return null;
    refs.set(line.slice(space + 1), oid);
  }
  return refs;
}

/** A ref's loose file: its text, "absent" (no such file, or a folder of refs), or null. */
function readLoose(dirs: RefDirs, name: string): string | "absent" | null {
  const path = join(PER_WORKTREE.test(name) ? dirs.gitDir : dirs.commonDir, name);
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR" ? "absent" : null;
  }
}

/**
 * Resolve `name` (`HEAD`, `refs/heads/main`, `refs/remotes/origin/HEAD`) as git would, loose file
 * first, then `packed-refs`, following symbolic refs. "absent" when no such ref exists (or a
 * symbolic ref points at none), null when unsure. `packed` is the parsed `packed-refs` (read once
 * by the caller when it resolves several names).
 */
export function resolveRef(
  dirs: RefDirs,
  name: string,
  packed: Map<string, string> | null = readPackedRefs(dirs.commonDir),
): ResolvedRef | "absent" | null {
  let current = name;
  let symref: string | null = null;
  // git follows at most 5 levels (SYMREF_MAXDEPTH); a longer chain is git's to judge.
  for (let depth = 0; depth < 5; depth++) {
    if (current !== "HEAD" && !PLAIN_REF.test(current)) return null;
    const loose = readLoose(dirs, current);
    if (loose === null) return null;
    if (loose === "absent") {
      if (packed === null) return null;
      const oid = packed.get(current);
      return oid === undefined ? "absent" : { oid, symref };
    }
    const text = loose.trim();
    if (OID.test(text)) return { oid: text, symref };
    if (!text.startsWith("ref: ")) return null;
    current = text.slice("ref: ".length);
    if (depth === 0) symref = current;
  }
  return null;
}
