/**
 * `resume` re-verifies the packet's blocking risks that came from the clean-state check
 * (SPEC §8): each is STILL when the live clean-state check reports the same item, RESOLVED when
 * it does not. Every other risk (a failed verification, a note, a blocker) is `unchecked`.
 *
 * How a packet risk is matched to a clean-state item: `write` records each blocking item as
 * `not clean, <check>: <detail>` plus ` (<path>)` when the item has a path (generate/risks.ts).
 * A risk is a clean-state risk when its detail says `not clean` and then names one of the five
 * checks; it is STILL when a live blocking item of the same check renders to the end of the
 * risk's detail (`<check>: <detail>[ (<path>)]`, redacted like the packet), or has the same
 * path (a debug print that moved a line is still a debug print in that file).
 *
 * The live check is the one `handoff check` runs (git, workbench, feedback log, notes): loaded
 * and run only when the packet has such risks, so a packet without them costs nothing here.
 */
import type { OpenRisk, Packet } from "../packet/types.js";
import type { CleanStateItem } from "../snapshot/types.js";
import type { ResumeRisk } from "./resume.js";

const CHECKS = ["working tree", "temp artifacts", "tests", "feature board", "branch"] as const;

const CLEAN_STATE_RISK = new RegExp(`not clean\\b.*?\\b(${CHECKS.join("|")}): `);
/** The skipped rule itself (`--allow-dirty`, or a hook's write): still while anything blocks. */
const SKIPPED_RULE =
  /^the clean-state check is not clean \(\d+ blocking items?\); written (with|by) /;

/** Pure: the clean-state check a risk came from, or null when it came from elsewhere. */
export function cleanStateCheckOf(risk: OpenRisk): CleanStateItem["check"] | null {
  if (risk.severity !== "block") return null;
  const match = CLEAN_STATE_RISK.exec(risk.detail);
  return match === null ? null : (match[1] as CleanStateItem["check"]);
}

/** Pure: whether a risk says the clean-state rule was skipped (the write went on regardless). */
export function isSkippedCleanRule(risk: OpenRisk): boolean {
  return risk.severity === "block" && SKIPPED_RULE.test(risk.detail);
}

/** Pure: how a live item reads at the end of a packet risk (`<check>: <detail>[ (<path>)]`). */
export function renderItemTail(item: CleanStateItem): string {
  return `${item.check}: ${item.detail}${item.path ? ` (${item.path})` : ""}`;
}

/** Pure: each risk with its verdict against the live blocking items (already redacted). */
export function judgeRisks(
  risks: readonly OpenRisk[],
  live: readonly CleanStateItem[],
): ResumeRisk[] {
  return risks.map((risk) => {
    if (isSkippedCleanRule(risk)) {
      return { ...risk, verdict: live.length > 0 ? ("still" as const) : ("resolved" as const) };
    }
    const check = cleanStateCheckOf(risk);
    if (check === null) return { ...risk, verdict: "unchecked" as const };
    const still = live.some(
      (item) =>
        item.check === check &&
        (risk.detail.endsWith(renderItemTail(item)) ||
          (item.path !== undefined && risk.detail.endsWith(` (${item.path})`))),
    );
    return { ...risk, verdict: still ? ("still" as const) : ("resolved" as const) };
  });
}

/**
 * The packet's risks with their live verdicts. Runs the clean-state check on the live tree at
 * `root` only when some risk came from it; if that check cannot run, those stay `unchecked`.
 */
export async function recheckRisks(root: string, packet: Packet): Promise<ResumeRisk[]> {
  const risks = packet.open_risks;
  if (!risks.some((risk) => cleanStateCheckOf(risk) !== null || isSkippedCleanRule(risk))) {
    return risks.map((risk) => ({ ...risk, verdict: "unchecked" as const }));
  }
  try {
    const { collectCleanState } = await import("../cli/commands/check.js");
    const report = await collectCleanState(root, root);
    return judgeRisks(risks, report.state.blocking);
  } catch {
    return risks.map((risk) => ({ ...risk, verdict: "unchecked" as const }));
  }
}
