/**
 * Where Claude Code keeps a project's sessions, for finding one without a path
 * (`find-session.ts`): `~/.claude/projects/<slug>/<session>.jsonl`, the slug being the session's
 * working directory with `/` and `.` replaced by `-`, the file named after the session id.
 */
import { join } from "node:path";
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
