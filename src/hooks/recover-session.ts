/**
 * Recovery at SessionStart (issue 30): a session that was killed (terminal closed, SIGKILL, OOM)
 * fired no SessionEnd, and its last turns may be missing from the packet. Before briefing, the
 * SessionStart hook finds the previous session's transcript of this project (never the new
 * session's own) and, when it holds more than the packet was written from, writes the packet
 * from it first, within a bound. Past the bound it hands that write to a detached writer and
 * the briefing says plainly that it is stale, and why. A previous session that its transcript
 * says ran on another branch is not written into this branch's packet (its work is that
 * branch's): the log says so, and nothing is recovered.
 */
import type { HookAdapter } from "./protocol/adapter.js";
import type { HookInput } from "./protocol/read-hook-input.js";
import { handoffCommand } from "../util/cli-launcher.js";

/** How long the recovery write may take before the briefing goes ahead from the old packet. */
export const RECOVERY_BOUND_MS = 3_000;

export interface RecoveryOptions {
  root: string;
  topic: string;
  /** Where the agent's sessions of this project may have run (root, the input's cwd). */
  dirs: readonly string[];
  boundMs?: number;
  home?: string;
  env?: NodeJS.ProcessEnv;
  log: (level: "info" | "error", message: string) => Promise<unknown>;
  /** The hook-mode write of `input` (run-hook's), resolving to the packet id written. */
  write: (input: HookInput) => Promise<string>;
  /** Hand `input`'s write to a detached writer. */
  handOver: (input: HookInput) => Promise<unknown>;
}

/** What the recovery did: `stale` is the sentence for the briefing when it ran out of time. */
export interface RecoveryOutcome {
  recovered: boolean;
  stale: string | null;
  handed_over: boolean;
}

const NOTHING: RecoveryOutcome = { recovered: false, stale: null, handed_over: false };

/** Recover the previous session into the packet when it is behind. Throws only on bugs. */
export async function recoverPreviousSession(
  adapter: HookAdapter,
  input: HookInput,
  options: RecoveryOptions,
): Promise<RecoveryOutcome> {
  const [{ findPreviousTranscript, grewWithTurns }, state] = await Promise.all([
    import("../collect/transcripts/find-session.js"),
    import("./hook-state.js"),
  ]);
  const agent = adapter.transcriptAgent;
  const previous = await findPreviousTranscript(agent, {
    dirs: options.dirs,
    current: input.transcript_path,
    currentSession: input.session_id,
    home: options.home,
    env: options.env,
  });
  if (previous === null) return NOTHING;
  const { activePacketOf, headBranch } = await import("./active-packet.js");
  const branch = await headBranch(options.root);
  if (previous.branch !== null && branch !== null && previous.branch !== branch) {
    await options.log(
      "info",
      `previous session ran on branch ${previous.branch}, not ${branch}: not recovered into this branch's packet`,
    );
    return NOTHING;
  }
  // Its own write handed to a detached writer (or a recovery of it) is still coming: that is
  // its packet, and the briefing waits for it (store/pending-writes.ts); never recovered over.
  const { isWriteOfPending } = await import("../store/pending-writes.js");
  if (isWriteOfPending(options.root, previous.path)) {
    await options.log(
      "info",
      "previous session's own write is still under way: not recovered, the briefing waits for it",
    );
    return NOTHING;
  }
  const mark = state.readTranscriptMark(options.root, previous.path);
  // A write read it up to `mark.size`: only a transcript that grew since holds more, and only
  // turns after the hook event of that write make it more than what the session's own write
  // said. A turn dated before that event reached the disk after the write read it (Copilot CLI
  // writes its log behind the session): the session's own write stands, never recovered over.
  if (mark !== null && previous.size <= mark.size) return NOTHING;
  const after = mark?.at;
  if (
    mark !== null &&
    !(await grewWithTurns(agent, previous.path, mark.size, previous.size, { after }))
  ) {
    await options.log(
      "info",
      "previous session's log grew with no turn after its last write: that write stands",
    );
    return NOTHING;
  }
  // Whichever agent wrote the newest packet: a session last active before it is older than
  // what the relay already knows, and its words must not be briefed as the newest.
  const packetAt =
    (await activePacketOf(options.root, branch, options.topic))?.at ?? null;
  if (!isNewerThanPacket(previous.mtimeMs, packetAt)) {
    if (mark !== null) {
      await options.log(
        "info",
        "previous session's transcript grew after its last write, but a newer packet supersedes it: not recovered",
      );
    }
    return NOTHING;
  }
  const report =
    mark === null
      ? null
      : state.readHookStateByHash(options.root, mark.session).last_assistant_message;
  const recovering: HookInput = {
    ...input,
    transcript_path: previous.path,
    // Not this session's id: the write is remembered as the previous session's, whose it is.
    session_id: null,
    ...(mark === null ? {} : { session_hash: mark.session }),
    last_assistant_message: report,
  };
  const bound = options.boundMs ?? RECOVERY_BOUND_MS;
  const writing = options.write(recovering);
  writing.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), bound);
  });
  const id = await Promise.race([writing, late]).finally(() => clearTimeout(timer));
  if (id !== null) {
    await options.log("info", `previous session recovered before the briefing: packet ${id}`);
    return { recovered: true, stale: null, handed_over: false };
  }
  const handed = await options.handOver(recovering).then(
    () => true,
    async (error: unknown) => {
      await options.log("error", `recovery not handed over: ${String(error)}`);
      return false;
    },
  );
  await options.log(
    "info",
    `previous session not recovered within ${bound} ms: ${handed ? "a detached writer finishes it" : "briefing from the old packet"}`,
  );
  // Handed over: the briefing's reader waits for that writer, and says it is still recovering
  // if it outlasts the wait (store/pending-writes.ts).
  if (handed) return { recovered: false, handed_over: true, stale: null };
  return {
    recovered: false,
    handed_over: false,
    stale: describeUnrecovered(packetAt !== null, bound),
  };
}

/**
 * Pure: whether a session last active at `activityMs` is newer than the newest packet of the
 * branch and topic, written at `packetAt` (null: there is none).
 */
export function isNewerThanPacket(activityMs: number, packetAt: number | null): boolean {
  return packetAt === null || activityMs > packetAt;
}

/** Pure: the briefing's first sentence when the previous session could not be recovered in time. */
export function describeUnrecovered(hasPacket: boolean, boundMs: number): string {
  const took = `took longer than ${boundMs / 1000} s`;
  return hasPacket
    ? `STALE: the previous session's transcript is newer than this packet (that session ended without its closing write), and bringing the packet up to date ${took}; run '${handoffCommand("write")}' for the up-to-date briefing.`
    : `The previous session ended without its closing write and is being recovered (that ${took}); run '${handoffCommand("write")}' for its packet.`;
}
