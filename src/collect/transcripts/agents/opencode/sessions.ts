/**
 * Which session of an OpenCode store to read: the one `--session ID` names, else the one of this
 * repository (run in its folder or below) updated last. A store holds every project's sessions,
 * so the newest of them all is usually another project's. A caller that must not guess
 * (`handoff ingest`) asks instead when there are several: the error lists them. Sub-agent
 * sessions (with a parent) are never the default.
 */
import { realpathSync } from "node:fs";
import { InputError } from "../../../../errors.js";
import { isWithin } from "../../../../util/within.js";
import type { SessionChoice } from "../../adapter.js";

/** One session of a store, as the choice needs it. */
export interface SessionInfo {
  id: string;
  updated: number;
  title: string | undefined;
  /** A sub-agent's session (OpenCode's `task` tool) has its caller as parent. */
  parent: string | undefined;
  /** The folder OpenCode ran in. */
  directory?: string | undefined;
}

export type { SessionChoice } from "../../adapter.js";

/** Sessions listed in an error. */
const MAX_LISTED = 20;

/**
 * The chosen session's id, or undefined when the store has none. Throws InputError (exit 2)
 * for an unknown `session`, several sessions when `ask` is set, or none of `within`'s without
 * `ask`.
 */
export async function chooseSession(
  sessions: SessionInfo[],
  choice: SessionChoice,
  label: string,
): Promise<string | undefined> {
  const newestFirst = [...sessions].sort(
    (a, b) => b.updated - a.updated || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  if (choice.session !== undefined) {
    if (sessions.some((s) => s.id === choice.session)) return choice.session;
    throw new InputError(
      `${label}: no OpenCode session ${choice.session}; it holds:\n${await listing(newestFirst)}`,
      { file: label },
    );
  }
  const here = choice.within === undefined ? newestFirst : ranIn(newestFirst, choice.within);
  if (here.length === 0 && newestFirst.length > 0 && choice.ask !== true) {
    throw new InputError(
      `${label} holds no OpenCode session run in ${choice.within ?? "?"}; ` +
        `name one with --session ID:\n${await listing(newestFirst)}`,
      { file: label },
    );
  }
  const pool = here.length > 0 ? here : newestFirst;
  const main = pool.filter((s) => s.parent === undefined);
  const candidates = main.length > 0 ? main : pool;
  if (choice.ask === true && candidates.length > 1) {
    throw new InputError(
      `${label} holds ${candidates.length} OpenCode sessions; choose one with --session ID:\n${await listing(candidates)}`,
      { file: label },
    );
  }
  return candidates[0]?.id;
}

/** The sessions run in `root` or below (a symlinked path compared by its target too). */
function ranIn(sessions: SessionInfo[], root: string): SessionInfo[] {
  const roots = [...new Set([root, realOrSelf(root)])];
  return sessions.filter((s) => {
    const dir = s.directory;
    if (dir === undefined) return false;
    const dirs = [...new Set([dir, realOrSelf(dir)])];
    return roots.some((r) => dirs.some((d) => isWithin(r, d)));
  });
}

function realOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** One line a session, newest first; titles (made from the user's words) are redacted. */
async function listing(sessions: SessionInfo[]): Promise<string> {
  const { redact } = await import("../../../../redact/index.js");
  const lines = sessions.slice(0, MAX_LISTED).map((s) => {
    const date = new Date(s.updated);
    const when = Number.isFinite(date.getTime()) ? date.toISOString().slice(0, 16) : "?";
    const title = s.title === undefined ? "" : `  ${redact(s.title.replace(/\s+/g, " ")).text}`;
    const sub = s.parent === undefined ? "" : "  (sub-agent)";
    return `  ${s.id}  ${when}${title}${sub}`;
  });
  if (sessions.length > MAX_LISTED) lines.push(`  … and ${sessions.length - MAX_LISTED} more`);
  return lines.join("\n");
}
