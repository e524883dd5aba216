/**
 * Where Claude Code keeps a project's sessions, for finding one without a path
 * (`find-session.ts`): `~/.claude/projects/<slug>/<session>.jsonl`, the slug being the session's
 * working directory with `/` and `.` replaced by `-`, the file named after the session id.
 */
import { realpathSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import type { SessionLocator } from "../../adapter.js";
import { readTail } from "../../../../platform/lines/tail.js";
import { newest, regularFiles } from "../../session-files.js";

/** Every line says which branch the session was on (`"gitBranch":"main"`): the last one wins. */
const GIT_BRANCH = /"gitBranch":("(?:[^"\\]|\\.)*")/g;

/** Pure: the branch named by the last `gitBranch` field of `text`, or null. */
export function lastGitBranch(text: string): string | null {
  let last: string | undefined;
  for (const match of text.matchAll(GIT_BRANCH)) last = match[1];
  if (last === undefined) return null;
  try {
    const branch = JSON.parse(last) as string;
    return branch === "" ? null : branch;
  } catch {
    return null;
  }
}

/** Pure: Claude Code's project folder name for a working directory. */
export function claudeProjectSlug(dir: string): string {
  return dir.replace(/[/.]/g, "-");
}

/** `path` through its symlinks when it exists, else as given. */
function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/**
 * Whether `path` (its main file, or a sub-agent's under `<session>/subagents/`) is under the
 * project folder of `root` itself: `~/.claude/projects/<slug of root>/`, the root as given or
 * through its symlinks. A slug folds `/` and `.` into `-`, so a folder of another slug never
 * counts, even one that starts with this one's.
 */
export function isClaudeProjectFile(path: string, root: string, home: string): boolean {
  const projects = real(join(home, ".claude", "projects"));
  const slugs = new Set([claudeProjectSlug(resolve(root)), claudeProjectSlug(real(root))]);
  const inside = relative(projects, real(path));
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) return false;
  const [folder, ...rest] = inside.split(sep);
  return folder !== undefined && rest.length > 0 && slugs.has(folder);
}

export const claudeLocator: SessionLocator = {
  async find(options, skip) {
    const found = [];
    for (const dir of new Set(options.dirs)) {
      const folder = join(options.home, ".claude", "projects", claudeProjectSlug(dir));
      found.push(...(await regularFiles(folder, (n) => n.endsWith(".jsonl"))));
    }
    return newest(found.filter((c) => !skip(c.path)));
  },
  projectFolder: true,
  ownsProjectFile: (path, { root, home }) => isClaudeProjectFile(path, root, home),
  isTranscript: (name) => name.endsWith(".jsonl"),
  isSession: (name, id) => name.includes(id),
  // The end of the file only: a long tool output may fill it, so the window grows (to 1 MiB).
  branchOf: async (path) => {
    try {
      const { text } = readTail(path, {
        maxBytes: 1024 * 1024,
        isEnough: (read) => read.includes('"gitBranch":"'),
      });
      return lastGitBranch(text);
    } catch {
      return null;
    }
  },
};
