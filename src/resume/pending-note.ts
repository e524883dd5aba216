/**
 * What a reader says when a newer packet of its branch and topic was still being written when
 * its wait ran out (store/pending-writes.ts): the packet shown is the one before it, and never
 * passes for current without this sentence first.
 */
import { nameKey } from "../store/paths.js";
import {
  type PendingWaitOptions,
  type PendingWrite,
  waitForPendingWrites,
} from "../store/pending-writes.js";
import { handoffCommand } from "../util/cli-launcher.js";
import { readEnvCount } from "../util/env-count.js";

/** How long a reader waits for a pending write of its branch and topic by default. */
export const READ_WAIT_MS = 4_000;

/** The reader's budget: `HANDOFF_READ_WAIT_MS` when set to a count, else READ_WAIT_MS. Pure. */
export function readWaitBudget(env: NodeJS.ProcessEnv): number {
  return readEnvCount(env, "HANDOFF_READ_WAIT_MS") ?? READ_WAIT_MS;
}

/** Pure: the time of day a pending write started, in UTC (`14:03:07 UTC`). */
export function formatSince(since: number): string {
  return `${new Date(since).toISOString().slice(11, 19)} UTC`;
}

/**
 * Pure: the sentence that opens the briefing when a write is still coming. `hasPacket`: whether
 * an older packet follows (else the sentence is all there is to say).
 */
export function describePendingWrite(pending: PendingWrite, hasPacket: boolean): string {
  const what = pending.recovery
    ? "The previous session is being recovered into a new packet"
    : "A newer packet of this branch and topic is being written";
  const get = `run '${handoffCommand("resume")}' in a moment for it`;
  return hasPacket
    ? `NEWER PACKET BEING WRITTEN: ${what} (since ${formatSince(pending.since)}); what follows is the packet before it, not the current state: ${get}.`
    : `${what} (since ${formatSince(pending.since)}); ${get}.`;
}

/**
 * Wait, within the reader's budget, for a write of (`branch`, `topic`) under way in `root`; the
 * sentence a reader that shows a packet prints first when one is still coming (`hasPacket`:
 * whether it shows an older one), else null. `resume` waits on its own (it knows the branch
 * sooner); `show`, `view` and the MCP `handoff_show` call this.
 */
export async function waitForNewerPacket(
  root: string,
  branch: string | null,
  topic: string,
  hasPacket: boolean,
  options: Partial<PendingWaitOptions> = {},
): Promise<string | null> {
  const { pending } = await waitForPendingWrites(root, () => nameKey(branch, topic), {
    budgetMs: readWaitBudget(process.env),
    ...options,
  });
  return pending === null ? null : describePendingWrite(pending, hasPacket);
}
