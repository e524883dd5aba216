/**
 * What an agent brings to handoff's transcript reading (issue 32): how its transcripts are
 * recognised, how one is read into `TranscriptEvent`s, and, when its session files grow by
 * appends, how a scan of one resumes from the cache. Each agent's adapter is the `adapter.ts`
 * of its folder (`agents/<id>/`), listed once in `adapters.ts`; `index.ts` (ingest and write)
 * and `detect.ts` take every per-agent answer from there, never from a branch on the agent's id.
 *
 * An adapter's resumable state is plain JSON (`ResumableAdapter` in `resumable-scan.ts`): its
 * parser's `save()` gives it, its `restore` reads it back, its shape check guards what the scan
 * cache stored; the cache itself never knows which agent it holds.
 */
import type { AgentKind } from "../../model/snapshot/types.js";
import type { TranscriptEvent } from "./events.js";
import type { EventCounts, ResumableScan } from "./resumable-scan.js";
import type { Candidate } from "./session-files.js";
import type { TranscriptAccumulator } from "./summary.js";

/** Which session of a store that holds several (OpenCode's): an id, or ask when there are several. */
export interface SessionChoice {
  session?: string | undefined;
  ask?: boolean | undefined;
  /**
   * The repository the session belongs to: with no `session`, only sessions run in this folder
   * or below are taken (a store holds every project's sessions, and the newest of them all is
   * usually another project's). None of them there: an error, or with `ask`, every session.
   */
  within?: string | undefined;
}

/** How a transcript is read. */
export interface ReadOptions {
  /**
   * Whether a passing command keeps its output (`ingest`, the default) or its command only
   * (`write`: the summary trims the records, SPEC §4).
   */
  passingOutput?: boolean | undefined;
  /** Which session of a store holding several. */
  session?: SessionChoice | undefined;
}

/** A scan that resumed (or could have): the summary so far and the lines counted. */
export interface ResumedScan {
  summary: TranscriptAccumulator;
  counts: EventCounts;
}

/** How a transcript is recognised as this agent's (`detect.ts`). */
export interface Detection {
  /**
   * Patterns only this agent writes: the first 256 KiB of a file is scored by how many of each
   * agent's match, and the single best wins (a tie is no answer).
   */
  markers: readonly RegExp[];
  /** Whether the path alone says it is this agent's (a folder, a store file's name). */
  path?: ((path: string, kind: "dir" | "file") => boolean) | undefined;
  /** The first bytes that say a file is this agent's whatever the markers (a SQLite header). */
  magic?: string | undefined;
  /**
   * Whether a folder is this agent's store, for naming this agent when such a folder is given
   * as another agent's one-file transcript.
   */
  store?: ((dir: string) => boolean) | undefined;
}

/** Where to look for a project's sessions. */
export interface LocateOptions {
  /** Directories the session may have run in (the repo root, the server's cwd); absolute. */
  dirs: readonly string[];
  home: string;
  env: NodeJS.ProcessEnv;
}

/** Where an agent keeps its sessions, for finding one without a path (`find-session.ts`). */
export interface SessionLocator {
  /**
   * The newest of its transcripts of a session run in one of `options.dirs`, those `skip`
   * accepts passed over; null when there is none (or the agent's folders are not derivable).
   */
  find(options: LocateOptions, skip: (path: string) => boolean): Promise<Candidate | null>;
  /**
   * Whether the folder of a session's transcript holds this project's sessions only (so the
   * previous session may be found beside the new one's).
   */
  projectFolder: boolean;
  /** Whether a file name is one of its transcripts. */
  isTranscript(name: string): boolean;
  /**
   * Whether one line of its transcript records a turn (a user's or the agent's message), for
   * telling a log that grew with new turns from one that grew with bookkeeping only (token
   * counts, a closing event) after its last write; absent: every growth counts.
   */
  isTurnLine?: ((line: string) => boolean) | undefined;
  /**
   * When a turn line's record happened (ms), as the line stamps it; null when it does not say.
   * Unset: the agent's lines are not dated, and every turn after the last write's bytes counts.
   */
  lineTime?: ((line: string) => number | null) | undefined;
  /** Whether a file name is session `id`'s transcript (the whole id, or the part it holds). */
  isSession(name: string, id: string): boolean;
  /**
   * The git branch the session was last on, as its transcript records it; null when it does not
   * say (or cannot be read). Unset: the agent's transcripts never say.
   */
  branchOf?: ((path: string) => Promise<string | null>) | undefined;
  /**
   * Whether `path` is in the agent's own folder of sessions of the project at `root` (under
   * `home`): the only place a transcript that records no cwd is taken from when nobody named
   * it. Unset: the agent's folders do not name the project, and such a transcript is refused.
   */
  ownsProjectFile?: ((path: string, where: { root: string; home: string }) => boolean) | undefined;
}

/** One agent's transcripts. `A` is its id (`AgentKind` for the built-in ones; tests add others). */
export interface TranscriptAdapter<A extends string = AgentKind> {
  id: A;
  /** How a message names one of its transcripts, article included: "a Claude Code session". */
  transcript: string;
  /** How a message names the agent: "Claude Code" (as `src/model/agents.ts` does). */
  name: string;
  detect: Detection;
  /**
   * Set when a transcript is one file: what a message says when a folder is given instead
   * ("a Claude Code transcript is a .jsonl file"). Unset: folders are read too.
   */
  oneFile?: string | undefined;
  /** Every event of the transcript at `path`, a batch per read; `label` names it in reports. */
  read(path: string, label: string, options: ReadOptions): AsyncIterable<TranscriptEvent[]>;
  /**
   * A scan that resumes from the transcript scan cache (`write`), for an agent whose session
   * file grows by appends; null when this file's format is read in full (a single-document
   * format). Unset: the agent's transcripts are always read in full. Loads its code lazily.
   */
  scanResumable?: ((scan: ResumableScan) => Promise<ResumedScan | null>) | undefined;
  /** Where it keeps its sessions (loaded lazily); unset: a session is always named by path. */
  locate?: (() => Promise<SessionLocator>) | undefined;
}
