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
 * The live check runs only the rules the risks name, on the `git status` resume already read
 * (`live-clean-state.ts`, loaded only when the packet has such risks). The skipped-rule risk
 * ("written with --allow-dirty") asks whether anything blocks at all: the named rules are asked
 * first, the others only when those find nothing.
 */
import { describeCleanItem } from "../check/clean-item.js";
import type { OpenRisk, Packet } from "../model/packet/types.js";
import type { CleanStateItem } from "../model/snapshot/types.js";
import type { CleanStateRule } from "./live-clean-state.js";
import type { RepoState } from "./repo-state.js";

/** A risk of the packet, re-checked against the live tree where it can be (SPEC §8). */
export interface ResumeRisk {
  severity: "block" | "warn" | "info";
  detail: string;
  /** The risk note it came from, whose id `note resolve` takes. */
  note_id?: string;
  /** `still`/`resolved` for clean-state risks re-checked live; `unchecked` for the rest. */
  verdict: "still" | "resolved" | "unchecked";
}

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
        (risk.detail.endsWith(describeCleanItem(item)) ||
          (item.path !== undefined && risk.detail.endsWith(` (${item.path})`))),
    );
    return { ...risk, verdict: still ? ("still" as const) : ("resolved" as const) };
  });
}

/**
 * Pure: whether a packet text shows a redaction (`[REDACTED:kind]`, or `~` for a home path).
 * A live item can only match such a risk once redacted itself; a risk without one is matched by
 * the raw item exactly as by the redacted one (redaction only ever puts those in).
 */
export function showsRedaction(text: string): boolean {
  return text.includes("REDACTED:") || text.includes("~");
}

/** Pure: the rules the risks need, and whether one asks "does anything block at all". */
export function rulesOf(risks: readonly OpenRisk[]): { rules: Set<CleanStateRule>; any: boolean } {
  const rules = new Set<CleanStateRule>();
  let any = false;
  for (const risk of risks) {
    if (isSkippedCleanRule(risk)) any = true;
    const check = cleanStateCheckOf(risk);
    if (check !== null) rules.add(check);
  }
  return { rules, any };
}

/**
 * Start loading the live check's modules when the packet will need them: `resume` calls it as
 * soon as the packet is read, so they load while `git status` still runs.
 */
export function preloadRecheck(packet: Packet): void {
  const { rules, any } = rulesOf(packet.open_risks);
  if (rules.size > 0 || any) import("./live-clean-state.js").catch(() => undefined);
}

/**
 * The packet's risks with their live verdicts. Runs the clean-state rules the risks name on the
 * live tree at `root` (whose repo state is `state`) only when some risk came from them; if the
 * check cannot run, those stay `unchecked`.
 */
export async function recheckRisks(
  root: string,
  packet: Packet,
  state: RepoState,
): Promise<ResumeRisk[]> {
  const risks = packet.open_risks;
  const { rules, any } = rulesOf(risks);
  const unchecked = () => risks.map((risk) => ({ ...risk, verdict: "unchecked" as const }));
  if (rules.size === 0 && !any) return unchecked();
  try {
    const { ALL_RULES, readLiveBlocking } = await import("./live-clean-state.js");
    // "Anything blocking?" starts with the cheapest rule when no risk names one.
    const first = rules.size === 0 ? new Set<CleanStateRule>([ALL_RULES[0]!]) : rules;
    let live = await readLiveBlocking(root, state, first);
    if (any && live.length === 0) {
      const rest = new Set(ALL_RULES.filter((rule) => !first.has(rule)));
      live = await readLiveBlocking(root, state, rest);
    }
    return await judgeLive(risks, live);
  } catch {
    return unchecked();
  }
}

/**
 * Judge against the raw items; the risks that show a redaction and found no match are judged
 * again against the redacted items (the redaction rules load only then).
 */
async function judgeLive(
  risks: readonly OpenRisk[],
  live: CleanStateItem[],
): Promise<ResumeRisk[]> {
  const raw = judgeRisks(risks, live);
  const again = raw.map((risk) => risk.verdict === "resolved" && showsRedaction(risk.detail));
  if (!again.includes(true)) return raw;
  const { redactCleanState } = await import("../store/clean-state-file.js");
  const redacted = redactCleanState({ clean: false, blocking: live, warnings: [] }).blocking;
  return raw.map((risk, i) => (again[i] ? judgeRisks([risks[i]!], redacted)[0]! : risk));
}
