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
import type { TranscriptAccumulator } from "./summary.js";

/** Which session of a store that holds several (OpenCode's): an id, or ask when there are several. */
export interface SessionChoice {
  session?: string | undefined;
  ask?: boolean | undefined;
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
}
