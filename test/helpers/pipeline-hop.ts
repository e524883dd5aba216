import { join } from "node:path";
import type { Packet } from "../../src/model/packet/types.js";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import { type ScriptedSession, ingestScripted } from "./relay-transcripts.js";

/**
 * One hop of a scripted relay through the whole pipeline: the session's transcript written under
 * `dir`, then `handoff write` on `repo` with it, as a hook would (no next action required, a dirty
 * tree allowed). Returns the packet written.
 */
export async function writeScriptedHop(
  dir: string,
  repo: string,
  session: ScriptedSession,
): Promise<Packet> {
  await ingestScripted(dir, repo, session);
  const result = await writeHandoff({
    cwd: repo,
    transcript: join(dir, `${session.agent}-${session.day}.jsonl`),
    agent: session.agent,
    allow_missing_next: true,
    allow_dirty: true,
  });
  return result.packet;
}
