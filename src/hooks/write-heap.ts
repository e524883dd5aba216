/**
 * The young generation of a process that writes a packet for a hook (the write's child process,
 * the detached writer): semi-spaces of at most 4 MB, set on the node command line handoff starts
 * them with (see write-process.ts for why). On the bench's full-scale turn (Node 24) the write's
 * peak went from ~137 MB to ~120 MB at the same CPU; 8 MB left it at ~129 MB, 2 MB saved no
 * more than 4. Node 20 takes the flag too (its default stops at 16 MB).
 */
import { statSync } from "node:fs";
import { readEnvCount } from "../util/env-count.js";
import { locateTranscript } from "./locate-transcript.js";
import type { HookInput } from "./protocol/read-hook-input.js";

export const SEMI_SPACE_FLAG = "--max-semi-space-size=4";

/**
 * From which transcript size a hook's write runs in that child. What the write keeps grows with
 * the session: with the bench's 32 MB session it peaks at ~88 MB (Node 20), far from 128 MB, and
 * a child there only costs its start and a second loading of the code (+110 ms of wall time,
 * +155 ms of CPU on Node 20); with its 300 MB session, ~117 / ~137 MB on Node 20 / 24.
 */
export const CHILD_MIN_TRANSCRIPT_BYTES = 64 * 1024 * 1024;

/**
 * Whether a hook-mode write of `input` goes to a child process started with that flag: when
 * this process is the CLI a host started (it may start processes; a library call inside
 * another program writes in its own), is not itself the detached writer (started with it), and
 * the transcript the input names is at least CHILD_MIN_TRANSCRIPT_BYTES
 * (`HANDOFF_WRITE_CHILD_MIN_BYTES` in `env` for tests and measurements; 0: always).
 */
export function writesInChild(
  options: { canDetach?: boolean; detached?: boolean },
  input: HookInput,
  env: NodeJS.ProcessEnv,
): boolean {
  if (options.canDetach !== true || options.detached === true) return false;
  const min = readEnvCount(env, "HANDOFF_WRITE_CHILD_MIN_BYTES") ?? CHILD_MIN_TRANSCRIPT_BYTES;
  if (min === 0) return true;
  const transcript = locateTranscript(input);
  const size =
    transcript === null ? 0 : (statSync(transcript, { throwIfNoEntry: false })?.size ?? 0);
  return size >= min;
}
