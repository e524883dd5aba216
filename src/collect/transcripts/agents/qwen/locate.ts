/**
 * Where Qwen Code keeps a project's sessions, for finding one without a path
 * (`find-session.ts`): `~/.qwen/projects/<slug>/chats/<session id>.jsonl` (`$QWEN_HOME`
 * instead of `~/.qwen`), the slug being the working directory with every character that is not
 * a letter or a digit replaced by `-` (0.24.4, `sanitizeCwd`). Every record names its
 * `gitBranch`, as Claude Code's do.
 */
import { jsonLineTime } from "../../line-time.js";
import { realpathSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import type { SessionLocator } from "../../adapter.js";
import { readTail } from "../../../../platform/lines/tail.js";
import { newest, regularFiles } from "../../session-files.js";
import { lastGitBranch } from "../claude/locate.js";

/** Pure: Qwen Code's project folder name for a working directory. */
export function qwenProjectSlug(dir: string): string {
  return dir.replace(/[^a-zA-Z0-9]/g, "-");
}

/** Qwen Code's own folder: `$QWEN_HOME`, else `~/.qwen`. */
export function qwenHome(env: NodeJS.ProcessEnv, home: string): string {
  const dir = env["QWEN_HOME"];
  return dir !== undefined && dir !== "" ? resolve(dir) : join(home, ".qwen");
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** Whether `path` is in the `chats/` folder of the project of `root` (as given or resolved). */
export function isQwenProjectFile(path: string, root: string, home: string): boolean {
  const projects = real(join(qwenHome(process.env, home), "projects"));
  const slugs = new Set([qwenProjectSlug(resolve(root)), qwenProjectSlug(real(root))]);
  const inside = relative(projects, real(path));
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) return false;
  const [folder, chats, ...rest] = inside.split(sep);
  return folder !== undefined && slugs.has(folder) && chats === "chats" && rest.length === 1;
}

export const qwenLocator: SessionLocator = {
  async find(options, skip) {
    const found = [];
    for (const dir of new Set(options.dirs)) {
      const slug = qwenProjectSlug(dir);
      const folder = join(qwenHome(options.env, options.home), "projects", slug, "chats");
      found.push(...(await regularFiles(folder, (n) => n.endsWith(".jsonl"))));
    }
    return newest(found.filter((c) => !skip(c.path)));
  },
  projectFolder: true,
  ownsProjectFile: (path, { root, home }) => isQwenProjectFile(path, root, home),
  isTranscript: (name) => name.endsWith(".jsonl"),
  isSession: (name, id) => name.includes(id),
  isTurnLine: (line) => /"type":"(user|assistant)"/.test(line),
  lineTime: jsonLineTime,
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
