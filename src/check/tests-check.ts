/**
 * The "tests" rule of SPEC §5: the latest verification is green, or red with the failure named
 * in open_risks; the latest test-like command of the feedback log did not fail unreported. A
 * latest test run that exited 0 through a pipe (`npm test | tail -3`: tail's status) proves
 * nothing either way: a warning says so, never a block (agents pipe their test output all the
 * time, and most such runs pass).
 */
import type { CleanStateItem, Verification, Workbench } from "../model/snapshot/types.js";
import { isCheckCommand } from "../trim/test-command.js";
import { isNamedInRisks } from "./open-risk-texts.js";

/**
 * The verifications that speak for "the latest" state: the active task's report when it has one
 * (older tasks' reports are history), else every report.
 */
function currentVerifications(workbench: Workbench): Verification[] {
  const active = workbench.agent_state?.active_task_id ?? null;
  const own = workbench.verifications.filter((v) => v.task_id === active);
  return own.length > 0 ? own : workbench.verifications;
}

/** Blocking items and warnings of the tests rule. */
export function checkTests(
  workbench: Workbench,
  riskTexts: string[],
): { blocking: CleanStateItem[]; warnings: CleanStateItem[] } {
  const blocking: CleanStateItem[] = [];
  const warnings: CleanStateItem[] = [];
  for (const verification of currentVerifications(workbench)) {
    if (verification.passed) continue;
    const codes = verification.findings.flatMap((f) => (f.code === undefined ? [] : [f.code]));
    const named = isNamedInRisks(riskTexts, [verification.task_id, verification.path, ...codes]);
    const detail = `verification of ${verification.task_id} failed`;
    if (named) {
      warnings.push({
        check: "tests",
        detail: `${detail} (named in open risks)`,
        path: verification.path,
      });
    } else {
      blocking.push({
        check: "tests",
        detail: `${detail} and no open risk names it: fix it, or record it with \`handoff note risk "${verification.task_id}: <what fails>"\``,
        path: verification.path,
      });
    }
  }
  const last = workbench.feedback?.last_test ?? null;
  if (last !== null && last.exit_code === 0 && !isCheckCommand(last.command)) {
    warnings.push({
      check: "tests",
      detail: `latest test command \`${last.command}\` exited 0, but that status is not the tests' own (a pipe's last stage, or an \`|| true\`): run the tests so that their exit status is the command's (or under \`set -o pipefail\`) to show they pass`,
    });
  }
  if (last !== null && last.exit_code !== 0) {
    const exit =
      last.exit_code === null ? "did not finish (exit unknown)" : `exited ${last.exit_code}`;
    const detail = `latest test command \`${last.command}\` ${exit}`;
    if (isNamedInRisks(riskTexts, [last.command])) {
      warnings.push({ check: "tests", detail: `${detail} (named in open risks)` });
    } else {
      blocking.push({
        check: "tests",
        detail: `${detail} and no open risk names it: make it pass, or record it with \`handoff note risk "<command> fails: <why>"\``,
      });
    }
  }
  return { blocking, warnings };
}
