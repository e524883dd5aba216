/**
 * Which session of an OpenCode store to read: the one `--session ID` names, else the one updated
 * last. A caller that must not guess (`handoff ingest`) asks instead when the store holds
 * several: the error lists them. Sub-agent sessions (with a parent) are never the default.
 */
import { InputError } from "../../../../errors.js";
import type { SessionChoice } from "../../adapter.js";

/** One session of a store, as the choice needs it. */
export interface SessionInfo {
  id: string;
  updated: number;
  title: string | undefined;
  /** A sub-agent's session (OpenCode's `task` tool) has its caller as parent. */
  parent: string | undefined;
}

export type { SessionChoice } from "../../adapter.js";

/** Sessions listed in an error. */
const MAX_LISTED = 20;

/**
 * The chosen session's id, or undefined when the store has none. Throws InputError (exit 2)
 * for an unknown `session`, or several sessions when `ask` is set.
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
  const main = newestFirst.filter((s) => s.parent === undefined);
  const candidates = main.length > 0 ? main : newestFirst;
  if (choice.ask === true && candidates.length > 1) {
    throw new InputError(
      `${label} holds ${candidates.length} OpenCode sessions; choose one with --session ID:\n${await listing(candidates)}`,
      { file: label },
    );
  }
  return candidates[0]?.id;
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
