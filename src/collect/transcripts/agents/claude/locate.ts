/**
 * Where Claude Code keeps a project's sessions, for finding one without a path
 * (`find-session.ts`): `~/.claude/projects/<slug>/<session>.jsonl`, the slug being the session's
 * working directory with `/` and `.` replaced by `-`, the file named after the session id.
 */
import { join } from "node:path";
import type { SessionLocator } from "../../adapter.js";
import { newest, regularFiles } from "../../session-files.js";

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
};
