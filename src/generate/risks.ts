/**
 * `open_risks`: everything the next session should worry about, each with a severity. Order is
 * deterministic: by severity (block, warn, info), then in the order the rules below run.
 */
import { describeCleanItem } from "../check/clean-item.js";
import type { OpenRisk, Severity } from "../model/packet/types.js";
import type { CleanState, SkippedLine, Snapshot } from "../model/snapshot/types.js";
import { selectFeedback } from "./context.js";
import { openNotes } from "../model/snapshot/open-notes.js";
import { staleProofRisks } from "./proofs.js";

/** A session this long that changed nothing is suspect (SPEC §3.4). */
const WEDGED_SESSION_MS = 5 * 60 * 1000;
/** Line numbers listed per file for skipped JSONL lines; the count covers the rest. */
const MAX_LINES_LISTED = 10;

const RANK: Record<Severity, number> = { block: 0, warn: 1, info: 2 };

/**
 * Every open risk of the snapshot; `skipped` are the rules skipped through `allow_*`, `clean` the
 * clean-state check of this snapshot (its blocking items are risks when the rule was skipped).
 */
export function collectRisks(
  snapshot: Snapshot,
  skipped: OpenRisk[],
  changedFiles: string[],
  clean: CleanState,
): OpenRisk[] {
  const risks: OpenRisk[] = [...skipped];
  const { workbench } = snapshot;

  for (const verification of workbench.verifications) {
    if (!verification.passed) {
      risks.push({
        severity: "block",
        detail: `${verification.task_id}: verification failed (${verification.path})`,
      });
    }
    for (const finding of verification.findings) {
      if (finding.severity === "info") continue;
      const code = finding.code ? ` [${finding.code}]` : "";
      risks.push({
        severity: finding.severity,
        detail: `${verification.task_id}${code}: ${finding.detail}`,
      });
    }
  }

  for (const blocker of workbench.agent_state?.blockers ?? []) {
    risks.push({ severity: "block", detail: `blocker: ${blocker}` });
  }

  for (const review of workbench.reviews) {
    if (review.total < 7) {
      risks.push({
        severity: review.verdict === "hard_fail" ? "block" : "warn",
        detail: `${review.task_id}: review scored ${review.total}/10 (${review.verdict}) in ${review.path}`,
      });
    }
  }

  const feedback = selectFeedback(snapshot);
  if (feedback?.last_test && feedback.last_test.exit_code !== 0) {
    risks.push({
      severity: "block",
      detail: `the last test command failed: ${feedback.last_test.command} -> exit ${feedback.last_test.exit_code}`,
    });
  }
  risks.push(
    ...describeSkippedLines(
      workbench.feedback?.skipped ?? [],
      workbench.feedback?.skipped_count ?? 0,
    ),
  );

  const transcript = snapshot.transcript;
  if (transcript !== null) {
    if (transcript.compactions > 0) {
      const times = transcript.compactions === 1 ? "once" : `${transcript.compactions} times`;
      risks.push({
        severity: "warn",
        detail: `the session's context was compacted ${times}: details from before may be missing`,
      });
    }
    if (transcript.skipped > 0) {
      risks.push({
        severity: "info",
        detail: `${transcript.skipped} unreadable transcript entries skipped in ${transcript.source}`,
      });
    }
    const duration = transcript.duration_ms;
    if (duration !== null && duration > WEDGED_SESSION_MS && changedFiles.length === 0) {
      risks.push({
        severity: "warn",
        detail: `the session ran ${Math.round(duration / 60000)} min but changed no files: suspect a wedged session`,
      });
    }
  }

  for (const note of openNotes(snapshot.notes, "risk")) {
    risks.push({ severity: note.severity ?? "warn", detail: note.text, note_id: note.id });
  }

  risks.push(...staleProofRisks(snapshot));

  if (!clean.clean && snapshot.options.allow_dirty) {
    for (const item of clean.blocking) {
      risks.push({ severity: "block", detail: `not clean, ${describeCleanItem(item)}` });
    }
  }
  return sortRisks(risks);
}

/** One risk per file with skipped lines, naming a bounded number of line numbers. */
function describeSkippedLines(lines: SkippedLine[], total: number): OpenRisk[] {
  if (total === 0 && lines.length === 0) return [];
  const byFile = new Map<string, number[]>();
  for (const line of lines) {
    const list = byFile.get(line.file) ?? [];
    list.push(line.line);
    byFile.set(line.file, list);
  }
  const risks: OpenRisk[] = [];
  for (const file of [...byFile.keys()].sort()) {
    const numbers = byFile.get(file) ?? [];
    const shown = numbers.slice(0, MAX_LINES_LISTED).join(", ");
    const more = numbers.length > MAX_LINES_LISTED ? ", …" : "";
    const noun = numbers.length === 1 ? "line" : "lines";
    risks.push({
      severity: "warn",
      detail: `${file}: ${numbers.length} unreadable ${noun} skipped (${noun} ${shown}${more})`,
    });
  }
  const unlisted = total - lines.length;
  if (unlisted > 0) {
    risks.push({
      severity: "warn",
      detail: `${total} unreadable feedback lines skipped in all (${unlisted} not listed)`,
    });
  }
  return risks;
}

/** Stable sort by severity and drop exact duplicates. */
export function sortRisks(risks: OpenRisk[]): OpenRisk[] {
  const seen = new Set<string>();
  const unique = risks.filter((risk) => {
    const key = `${risk.severity}\u0000${risk.detail}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique
    .map((risk, i) => ({ risk, i }))
    .sort((a, b) => RANK[a.risk.severity] - RANK[b.risk.severity] || a.i - b.i)
    .map((entry) => entry.risk);
}
