/**
 * The hard rules of SPEC §3.4. Each rule either refuses the write (with how to fix it) or, when
 * its `allow_*` option is set, becomes a `block` risk in the packet so the skip stays visible.
 */
import { RefusedError } from "../errors.js";
import type { OpenRisk } from "../model/packet/types.js";
import { checkCleanState } from "../check/clean-state.js";
import type { CleanState, CleanStateItem, Snapshot } from "../model/snapshot/types.js";
import { findActiveTaskId, findMisfiledReport, findReport } from "./context.js";
import { resolveNextAction } from "./next-action.js";

export interface RefusalCheck {
  /** Reasons to refuse, each saying how to fix it; empty when the write may go ahead. */
  refusals: string[];
  /** Rules skipped through an `allow_*` option, as `block` risks for the packet. */
  skipped: OpenRisk[];
}

/**
 * How a skipped rule is recorded: a hook says what wrote the packet ("written by the Claude Code
 * SessionEnd hook"), a person at the CLI the flag they passed. Never a flag nobody passed.
 */
function writtenBy(writer: string | null, flag: string): string {
  return writer === null ? `written with ${flag}` : `written by ${writer}`;
}

/** One blocking item of the clean-state check as `check` prints it: `[check] path: detail`. */
export function describeBlockingItem(item: CleanStateItem): string {
  const detail = item.detail.replace(/\s*\n\s*/g, " ");
  return `[${item.check}] ${item.path === undefined ? "" : `${item.path}: `}${detail}`;
}

/** Blocking items the refusal message lists one per line; the rest are counted. */
const MAX_ITEMS_LISTED = 20;

/**
 * Apply the rules to `snapshot` without throwing. `clean` is the clean-state check of that same
 * snapshot (generate runs it once for every field that needs it); a caller leaving it out gets it
 * computed here: the snapshot's git state, workbench and notes are the only source of "clean".
 */
export function checkRefusals(
  snapshot: Snapshot,
  clean: CleanState = checkCleanState(snapshot),
): RefusalCheck {
  const { options } = snapshot;
  const refusals: string[] = [];
  const skipped: OpenRisk[] = [];
  const writer = options.writer;

  // A next action carried from the superseded packet or taken from the agent's last report
  // counts: both are labelled in the packet, so the reader knows to verify them.
  if (resolveNextAction(snapshot).text === null) {
    if (options.allow_missing_next) {
      skipped.push({
        severity: "block",
        detail: `no next action was recorded (${writtenBy(writer, "--allow-missing-next")}): decide the first step before acting`,
      });
    } else {
      refusals.push(
        'no next action: pass --next "…", run `handoff note next "…"`, or set next_action in agent_state.json',
      );
    }
  }

  const taskId = findActiveTaskId(snapshot);
  if (taskId !== null && findReport(snapshot.workbench.verifications, taskId) === null) {
    const report = `outputs/verification/${taskId}.json`;
    // A report under the task's name that names another task exists: saying "no report" would
    // send the user looking for a file that is right there.
    const misfiled = findMisfiledReport(snapshot.workbench.verifications, taskId);
    const differ =
      misfiled === null
        ? null
        : `${misfiled.path} holds task_id ${JSON.stringify(misfiled.task_id)}, not ${JSON.stringify(taskId)}: the ids differ`;
    if (options.allow_unverified) {
      skipped.push({
        severity: "block",
        detail:
          differ === null
            ? `active task ${taskId} has no verification report (${report}); ${writtenBy(writer, "--allow-unverified")}`
            : `active task ${taskId}'s verification report ${differ}; ${writtenBy(writer, "--allow-unverified")}`,
      });
    } else {
      refusals.push(
        differ === null
          ? `active task ${taskId} has no verification report: run its verification so that ${report} exists, or pass --allow-unverified`
          : `active task ${taskId}'s verification report ${differ}: correct the report's task_id (or re-run the verification of ${taskId}), or pass --allow-unverified`,
      );
    }
  }

  if (!clean.clean) {
    const items = clean.blocking.map(describeBlockingItem);
    const count = `${items.length} blocking item${items.length === 1 ? "" : "s"}`;
    if (options.allow_dirty) {
      // The items themselves are risks of their own (generate/risks.ts), each re-checked by
      // resume: this one only says the rule was skipped, and by whom.
      skipped.push({
        severity: "block",
        detail:
          writer === null
            ? `the clean-state check is not clean (${count}); written with --allow-dirty`
            : `the clean-state check is not clean (${count}); written by ${writer}`,
      });
    } else {
      // Each item on its own line with its path, as `handoff check` prints them, then the fix.
      const listed = items.slice(0, MAX_ITEMS_LISTED).map((item) => `\n      ${item}`);
      const rest = items.length - listed.length;
      if (rest > 0) listed.push(`\n      … and ${rest} more (see \`handoff check\`)`);
      refusals.push(
        `the clean-state check is not clean (${count}):${listed.join("")}\n    fix them (see \`handoff check\`), or pass --allow-dirty`,
      );
    }
  }
  return { refusals, skipped };
}

/** The skipped-rule risks, or a RefusedError (exit 3) listing every reason with its fix. */
export function enforceRefusals(snapshot: Snapshot, clean: CleanState): OpenRisk[] {
  const { refusals, skipped } = checkRefusals(snapshot, clean);
  if (refusals.length > 0) {
    const list = refusals.map((reason) => `  - ${reason}`).join("\n");
    throw new RefusedError(`refused to write the packet:\n${list}`, refusals);
  }
  return skipped;
}
