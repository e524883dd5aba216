/**
 * The I/O behind the Stop gate and `handoff check`: read what `checkReadiness` needs (git,
 * workbench files, the feedback log, this branch+topic's notes: `collect/clean-state-inputs.ts`)
 * and run the clean-state check on it (`check` asks for the default topic). At a Stop, the next action is decided by the rule the
 * packet uses (generate/next-action.ts) on what the hook gives: the agent's last message first;
 * the transcript and the superseded packet are read only when nothing cheaper names one (the
 * rule only ever adds sources, so the answer is the same as with everything read).
 */
import { checkCleanState } from "../../check/clean-state.js";
import { collectCleanStateInputs } from "../../collect/clean-state-inputs.js";
import type { ScanCacheOptions } from "../../collect/feedback/feedback.js";
import { type CollectGitOptions, collectGit } from "../../collect/git/collect-git.js";
import { readBranchAndHeadFromFiles } from "../../platform/branch-head.js";
import type { RepoFacts } from "../../platform/locate-repo.js";
import { diffCacheFile } from "../../collect/git/diff-cache.js";
import { resolveNextAction } from "../../generate/next-action.js";
import type {
  AgentKind,
  PreviousPacketView,
  TranscriptSummary,
} from "../../model/snapshot/types.js";
import { nextActionInput, type ReadinessInput } from "./stop-gate.js";

/** What the Stop hook knows of the session, beyond the repo. */
export interface StopSession {
  /** The agent's last message (`last_assistant_message`, else the one a Stop kept). */
  agent_report: string | null;
  /** The session's transcript (absolute), or null. */
  transcript: string | null;
  /** Its format. */
  agent: AgentKind;
  /**
   * Read the transcript through its scan cache (the Stop gate): only what it gained since the
   * last read is parsed, and where it stopped is saved for the next read (the turn's write right
   * after it). The answer is the same either way. (The feedback log, at a Stop, is read for its
   * latest test run only.)
   */
  cache?: ScanCacheOptions;
  /**
   * What the files said of the repository while its root was found: the git calls they answer
   * (the repo's paths, HEAD, whether a stash, another worktree or another branch may exist) are
   * not made. The answer is the same either way.
   */
  facts?: RepoFacts;
}

/** Collect the gate's input for `root` (a resolved repo root) and `topic`. */
export async function collectReadiness(
  root: string,
  isGit: boolean,
  topic: string,
  session?: StopSession,
): Promise<ReadinessInput> {
  const { git, workbench, notes } = await collectCleanStateInputs(root, {
    git: isGit ? collectGit(root, gitOptions(root, session)) : Promise.resolve(null),
    // At a Stop, the clean-state check reads only the log's latest test run: found backwards
    // from its end, without scanning what the log gained or deriving its failures (the turn's
    // write does that, in its own process, through the scan cache).
    feedback: { k: 5, cache: session?.cache, latestTestOnly: session !== undefined },
    notes: { topic, branch: (git) => git?.branch ?? null },
  });
  const input: ReadinessInput = {
    clean_state: checkCleanState({ git, workbench, notes }),
    notes,
    workbench,
    agent_report: session?.agent_report ?? null,
  };
  if (session === undefined || resolveNextAction(nextActionInput(input)).text !== null) {
    return input;
  }
  const [transcript, previous] = await Promise.all([
    readTranscript(root, session),
    readPrevious(root, git?.branch ?? null, topic),
  ]);
  return { ...input, transcript, previous };
}

/**
 * The clean-state collection's options: at a Stop (scan caches on), the per-file diff cache kept
 * in the cache folder from turn to turn, and what the files already answered.
 */
function gitOptions(root: string, session: StopSession | undefined): CollectGitOptions {
  const base: CollectGitOptions = { since: null, range: false };
  if (session?.cache !== undefined) {
    base.diffCacheFile = diffCacheFile(root);
  }
  const facts = session?.facts;
  if (facts === undefined) return base;
  const branchHead = readBranchAndHeadFromFiles(facts);
  return branchHead === null ? { ...base, facts } : { ...base, facts, branchHead };
}

/** The transcript as `write` reads it; null when absent, unreadable or another folder's. */
async function readTranscript(
  root: string,
  session: StopSession,
): Promise<TranscriptSummary | null> {
  if (session.transcript === null) return null;
  try {
    const [{ ingestTranscript }, { assertTranscriptBelongs }] = await Promise.all([
      import("../../collect/transcripts/index.js"),
      import("../../collect/transcript-belongs.js"),
    ]);
    const summary = await ingestTranscript(session.transcript, {
      agent: session.agent,
      k: 5,
      root,
      cache: session.cache,
    });
    assertTranscriptBelongs(summary, session.transcript, root);
    return summary;
  } catch {
    // `write` goes on without such a transcript too.
    return null;
  }
}

/** The packet a write now would supersede, as `collect` reads it; null when none. */
async function readPrevious(
  root: string,
  branch: string | null,
  topic: string,
): Promise<PreviousPacketView | null> {
  const { findActivePacket, toPreviousView } = await import("../../store/registry.js");
  const packet = await findActivePacket(root, branch, topic).catch(() => null);
  return packet ? toPreviousView(packet) : null;
}
