/**
 * The hard rules of SPEC §3.4. Each rule either refuses the write (with how to fix it) or, when
 * its `allow_*` option is set, becomes a `block` risk in the packet so the skip stays visible.
 */
import { RefusedError } from "../errors.js";
import type { OpenRisk } from "../packet/types.js";
import type { Snapshot } from "../snapshot/types.js";
import { findActiveTaskId, findReport } from "./context.js";
import { resolveNextAction } from "./next-action.js";

export interface RefusalCheck {
  /** Reasons to refuse, each saying how to fix it; empty when the write may go ahead. */
  refusals: string[];
  /** Rules skipped through an `allow_*` option, as `block` risks for the packet. */
  skipped: OpenRisk[];
}

/** Apply the rules to `snapshot` without throwing. */
export function checkRefusals(snapshot: Snapshot): RefusalCheck {
  const { options } = snapshot;
  const refusals: string[] = [];
  const skipped: OpenRisk[] = [];

  if (resolveNextAction(snapshot).text === null) {
    if (options.allow_missing_next) {
      skipped.push({
        severity: "block",
        detail:
          "no next action was recorded (written with --allow-missing-next): decide the first step before acting",
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
    if (options.allow_unverified) {
      skipped.push({
        severity: "block",
        detail: `active task ${taskId} has no verification report (${report}); written with --allow-unverified`,
      });
    } else {
      refusals.push(
        `active task ${taskId} has no verification report: run its verification so that ${report} exists, or pass --allow-unverified`,
      );
    }
  }

  const clean = snapshot.clean_state;
  if (clean !== null && !clean.clean) {
    const items = clean.blocking.map((item) => `${item.check}: ${item.detail}`);
    const count = `${items.length} blocking item${items.length === 1 ? "" : "s"}`;
    if (options.allow_dirty) {
      skipped.push({
        severity: "block",
        detail: `the clean-state check is not clean (${count}); written with --allow-dirty`,
      });
    } else {
      const shown = items.slice(0, 5).join("; ") + (items.length > 5 ? "; …" : "");
      refusals.push(
        `the clean-state check is not clean (${count}: ${shown}): fix them (see \`handoff check\`), or pass --allow-dirty`,
      );
    }
  }
  return { refusals, skipped };
}

/** The skipped-rule risks, or a RefusedError (exit 3) listing every reason with its fix. */
export function enforceRefusals(snapshot: Snapshot): OpenRisk[] {
  const { refusals, skipped } = checkRefusals(snapshot);
  if (refusals.length > 0) {
    const list = refusals.map((reason) => `  - ${reason}`).join("\n");
    throw new RefusedError(`refused to write the packet:\n${list}`, refusals);
  }
  return skipped;
}
