/**
 * Where GitHub Copilot CLI keeps its sessions, for finding one without a path
 * (`find-session.ts`) and for reading its session folder: `$COPILOT_HOME/session-state/<id>/
 * events.jsonl` (default `~/.copilot`), every project's in one folder; a session's first line
 * (`session.start`) names its cwd, git root and branch.
 */
import { jsonLineTime } from "../../line-time.js";
import { join } from "node:path";
import type { LocateOptions, SessionLocator } from "../../adapter.js";
import { firstLine } from "../../../../platform/lines/strings.js";
import { type Candidate, regularFiles, subdirectories } from "../../session-files.js";
import { copilotSessionPlace, ranInOneOf } from "./session-meta.js";

/** Sessions are checked newest first, at most this many (each costs one small read). */
const COPILOT_SCAN = 200;
/** The first line is `session.start`: a few hundred bytes. */
const FIRST_LINE_BYTES = 256 * 1024;

/** Copilot CLI's session folder: `$COPILOT_HOME/session-state`, else `~/.copilot/session-state`. */
export function copilotSessionState(env: NodeJS.ProcessEnv, home: string): string {
  return join(env["COPILOT_HOME"] || join(home, ".copilot"), "session-state");
}

/** The `events.jsonl` of each session folder under `dir`, newest first. */
export async function copilotSessionFiles(dir: string): Promise<Candidate[]> {
  const folders = await subdirectories(dir);
  const files = await Promise.all(folders.map((f) => regularFiles(f, (n) => n === "events.jsonl")));
  return files.flat().sort((a, b) => b.mtime - a.mtime);
}

/** The newest session under `dir` run in one of `dirs` (that `skip` does not pass over). */
export async function newestCopilotSession(
  dir: string,
  dirs: readonly string[],
  skip: (path: string) => boolean = () => false,
): Promise<Candidate | null> {
  for (const file of (await copilotSessionFiles(dir)).slice(0, COPILOT_SCAN)) {
    if (skip(file.path)) continue;
    const place = copilotSessionPlace((await readFirstLine(file.path)) ?? "");
    if (place !== null && ranInOneOf(place, dirs)) return file;
  }
  return null;
}

async function readFirstLine(path: string): Promise<string | undefined> {
  return firstLine(path, { maxLineBytes: FIRST_LINE_BYTES }).catch(() => undefined);
}

/**
 * Pure: whether an `events.jsonl` line records a turn (a user's or the agent's message). After
 * the closing write Copilot still appends the hook's end and `session.shutdown`: bookkeeping,
 * not a session to recover. A line that is not JSON may be one cut by the read: it counts.
 */
export function isCopilotTurnLine(line: string): boolean {
  if (line.trim() === "") return false;
  try {
    const type = (JSON.parse(line) as { type?: unknown }).type;
    return type === "user.message" || type === "assistant.message";
  } catch {
    return true;
  }
}

export const copilotLocator: SessionLocator = {
  isTurnLine: isCopilotTurnLine,
  lineTime: jsonLineTime,
  find: (options: LocateOptions, skip) =>
    newestCopilotSession(copilotSessionState(options.env, options.home), options.dirs, skip),
  // Every project's sessions share the folder.
  projectFolder: false,
  isTranscript: (name) => name === "events.jsonl",
  // Every session's file has the same name: its folder, not its name, is the session's.
  isSession: () => false,
  branchOf: async (path) => copilotSessionPlace((await readFirstLine(path)) ?? "")?.branch ?? null,
};
