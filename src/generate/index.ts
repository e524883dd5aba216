/**
 * `generate(snapshot)`: the pure, synchronous heart of `write`. It applies the refusal rules,
 * builds every packet field from the snapshot, redacts, fits handoff.md to its line budget,
 * computes the content id and renders the three files. No clock, no randomness, no disk: the
 * same snapshot gives the same bytes.
 */
import { withoutFailedSincePasses, withoutPassedSinceFailures } from "./check-state-conclusions.js";
import { selectGitFactsSince, withoutOutdatedGitClaims } from "./git-state-conclusions.js";
import { checkCleanState } from "../check/clean-state.js";
import type { Packet } from "../model/packet/types.js";
import { redact } from "../redact/index.js";
import { mapStrings, redactStrings, sortCounts } from "../redact/walk-strings.js";
import type { CleanState, Snapshot, TailEntry } from "../model/snapshot/types.js";
import { maskAnnouncedSecrets } from "./announced-secrets.js";
import { applyBudget } from "./budget.js";
import { capPacket, clipStrings, roughClipStrings } from "./caps.js";
import { NO_NEXT_ACTION, carryObjective, carrySessionWords } from "./carry-forward.js";
import {
  collectAssumptions,
  collectOpenDecisions,
  collectResolvedDecisions,
  collectPitfalls,
  collectSkills,
} from "./carry.js";
import { collectChangedFiles } from "./changed-files.js";
import { findActiveTaskId, selectFeedback } from "./context.js";
import {
  buildFailedAttempts,
  mergeCarriedAttempts,
  selectPassedAs,
  selectFailingCommands,
  selectPassingCommands,
} from "./failed-attempts.js";
import { collectUnmetContracts } from "./contracts.js";
import { selectReplacedTestFailures } from "./replaced-tests.js";
import { buildItems } from "./items.js";
import { deriveNextCommand, resolveNextAction } from "./next-action.js";
import { enforceRefusals } from "./refusals.js";
import { collectRisks } from "./risks.js";
import { withKnownFixes } from "./known-fixes.js";
import { PACKET_KEYS, type Redactor, sealPacket } from "./seal.js";
import { collectProofs } from "./proofs.js";
import { buildPlan, resolveAgentReport, selectReadPreloads } from "./session-words.js";
import {
  buildConclusions,
  buildConversationTail,
  buildUserMessages,
  withoutSupersededRules,
  mergeRepeats,
} from "./standing.js";
import { collectFeedbackSources, collectSources } from "./sources.js";
import { buildConcurrentWork, buildState, buildWhere, resolveObjective } from "./state.js";
import { renderSummary } from "./summary.js";
import { buildVerdictPointer, buildVerdictTrail, findLastKnownGood } from "./verdicts.js";
import { buildWorkRange } from "./work-range.js";

/** What generate returns: the packet and its two Markdown renders (plus the JSON bytes). */
export interface GenerateResult {
  /** handoff.json as an object. */
  payload: Packet;
  /** handoff.md, ≤ 120 lines. */
  markdown: string;
  /** history.md: the overflow of handoff.md. */
  history: string;
  /** handoff.json's exact bytes (write these rather than re-serialising, so they were scanned). */
  json: string;
  /**
   * The clean-state check of this snapshot (SPEC §5), unredacted: the one the refusal rule, the
   * risks and the verdict trail used, for `write` to store as `.handoff/clean_state.json`.
   */
  clean_state: CleanState;
}

/** Injection points for tests; production uses the defaults. */
export interface GenerateDeps {
  redact?: Redactor;
}

/** Most entries of the feedback tail kept in the packet (SPEC §3.1). */
const MAX_TAIL = 30;

/**
 * The packet for `snapshot`. Throws RefusedError (exit 3) when a rule of SPEC §3.4 refuses, or
 * when a secret survives redaction of the rendered output.
 */
export function generate(snapshot: Snapshot, deps: GenerateDeps = {}): GenerateResult {
  const redactor = deps.redact ?? redact;
  // Derived here, never trusted from the caller: "clean" is a function of the snapshot's own git
  // state, workbench and notes, run once for every rule and field that needs it.
  const clean = checkCleanState(snapshot);
  const skipped = enforceRefusals(snapshot, clean);
  // Lists are capped before redaction (20k assumptions must not be scanned one by one), strings
  // cut exactly only after it (a cut must not split a secret the redactor would catch whole).
  const draft = roughClipStrings(capPacket(buildDraftPacket(snapshot, skipped, clean)));
  const scrub = (text: string) => scrubRoot(text, snapshot.root);
  const scrubbed = mapStrings(draft, scrub, PACKET_KEYS);
  const counts: Record<string, number> = {};
  scrubbed.user_messages = maskAnnouncedSecrets(scrubbed.user_messages, counts);
  const redacted = redactStrings(scrubbed, redactor, counts, PACKET_KEYS);
  redacted.redactions = sortCounts(counts);
  const merged = mergeRepeats(redacted);
  // Carried attempts come from a sealed packet (already redacted): they are compared with the
  // fresh ones as the packet shows both.
  const passing = selectPassingCommands(snapshot).map((command) => redactor(scrub(command)).text);
  merged.failed_attempts = mergeCarriedAttempts(
    merged.failed_attempts,
    snapshot.previous?.packet ?? null,
    new Set(passing),
    sameFeedbackSource(snapshot, (text) => redactor(scrub(text)).text),
  );
  merged.open_risks = withKnownFixes(merged.open_risks, merged.failed_attempts);
  const finished = capPacket(clipStrings(merged));
  let sealed = sealPacket(applyBudget(finished), redactor);
  const previous = snapshot.previous;
  if (previous !== null && sealed.payload.id === previous.id) {
    // Nothing changed since the active packet: this *is* that packet, so it keeps that
    // packet's own `previous` and a rerun reproduces it byte for byte (SPEC §3.1).
    sealed = sealPacket(applyBudget({ ...finished, previous: previous.previous }), redactor);
  }
  return {
    payload: sealed.payload,
    markdown: sealed.markdown,
    history: sealed.history,
    json: sealed.json,
    clean_state: clean,
  };
}

/**
 * Whether the failed attempts are counted from an input the superseded packet counted from too
 * (a rerun, the same feedback log read on): its failures are then counted again, not added.
 * `show` spells a source as the packet does.
 */
function sameFeedbackSource(snapshot: Snapshot, show: (text: string) => string): boolean {
  const previous = snapshot.previous?.packet.sources;
  const fresh = collectFeedbackSources(snapshot).map(show);
  if (!Array.isArray(previous) || fresh.length === 0) return false;
  return fresh.every((source) => previous.includes(source));
}

/**
 * Paths under the repo root become repo-relative (the root itself becomes `.`), so no packet
 * carries the machine's absolute root, whatever input channel the path came through.
 */
export function scrubRoot(text: string, root: string): string {
  const base = root.replace(/[\\/]+$/, "");
  if (base === "" || !text.includes(base)) return text;
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text
    .replace(new RegExp(`(?<![\\w.~-])${escaped}[\\\\/]`, "g"), "")
    .replace(new RegExp(`(?<![\\w.~-])${escaped}(?![\\w.-])`, "g"), ".");
}

/** A tail entry with its fields in one fixed order (the input's key order must not matter). */
function normalizeTailEntry(entry: TailEntry): TailEntry {
  const out: TailEntry = { command: entry.command, exit_code: entry.exit_code };
  if (entry.count !== undefined) out.count = entry.count;
  if (entry.first_exit_code !== undefined) out.first_exit_code = entry.first_exit_code;
  if (entry.last_error_line !== undefined) out.last_error_line = entry.last_error_line;
  if (entry.tail !== undefined) out.tail = entry.tail;
  if (entry.agent_note !== undefined) out.agent_note = entry.agent_note;
  if (entry.sidechain !== undefined) out.sidechain = entry.sidechain;
  return out;
}

/** Every packet field, before redaction, budget and id; `clean` is the snapshot's clean state. */
export function buildDraftPacket(
  snapshot: Snapshot,
  skipped: Packet["open_risks"],
  clean: CleanState,
): Packet {
  const taskId = findActiveTaskId(snapshot);
  const feedback = selectFeedback(snapshot);
  const next = resolveNextAction(snapshot);
  const changedFiles = collectChangedFiles(snapshot);
  const items = buildItems(snapshot);
  const where = buildWhere(snapshot, taskId);
  const skills = collectSkills(snapshot);
  const openRisks = collectRisks(snapshot, skipped, changedFiles, clean);
  const state = buildState(snapshot);
  const verdictTrail = buildVerdictTrail(snapshot, taskId, clean);
  const tail = (feedback?.tail ?? []).slice(-MAX_TAIL).map(normalizeTailEntry);
  // A failure whose failing tests the session replaced passed later as the check covering it.
  const failedAttempts = buildFailedAttempts(
    tail,
    new Set([...selectPassingCommands(snapshot), ...selectReplacedTestFailures(snapshot)]),
    selectPassedAs(snapshot),
  );
  const words = carrySessionWords(snapshot, {
    agent_report: resolveAgentReport(snapshot),
    plan: buildPlan(snapshot),
  });
  const userMessages = buildUserMessages(snapshot);
  const packet: Packet = {
    schema_version: 1,
    id: "",
    task_id: taskId,
    branch: snapshot.git?.branch ?? null,
    topic: snapshot.options.topic,
    head_commit: snapshot.git?.head ?? null,
    last_known_good_commit: findLastKnownGood(snapshot, taskId),
    previous: snapshot.previous?.id ?? null,
    summary: "",
    changed_files: changedFiles,
    commands_run: [...(feedback?.commands ?? [])],
    failed_attempts: failedAttempts,
    open_risks: openRisks,
    next_action: next.text ?? NO_NEXT_ACTION,
    verdict_pointer: buildVerdictPointer(snapshot, taskId),
    feedback_tail: tail,
    objective: withoutSupersededRules(
      resolveObjective(snapshot, taskId) ?? carryObjective(snapshot),
      userMessages,
    ),
    state,
    where,
    verdict_trail: verdictTrail,
    next_command: deriveNextCommand(next),
    open_decisions: collectOpenDecisions(snapshot),
    resolved_decisions: collectResolvedDecisions(snapshot),
    unmet_contracts: collectUnmetContracts(snapshot, taskId, items),
    pitfalls: collectPitfalls(snapshot),
    suggested_skills: skills,
    assumptions_to_validate: collectAssumptions(snapshot, taskId),
    // Skills before files: when the budget cuts the list, the files stay listed under read_first.
    // The files the session kept reading come after the workbench's own.
    preloads: [
      "handoff resume (this packet, with its claims re-verified)",
      ...skills.map((skill) => `skill: ${skill}`),
      ...where.read_first,
      ...selectReadPreloads(snapshot, where.read_first),
    ],
    concurrent_work: buildConcurrentWork(snapshot),
    items,
    redactions: {},
    history: [],
    work_range: buildWorkRange(snapshot),
    user_messages: userMessages,
    agent_report: words.agent_report,
    plan: words.plan,
    // A failure an earlier write told is the state of that time: retired once the check passed;
    // a pass it told, once the check failed again; and what an earlier write said was not committed, pushed or tested, once git shows it is.
    conclusions: withoutOutdatedGitClaims(
      withoutFailedSincePasses(
        withoutPassedSinceFailures(
          buildConclusions(snapshot, userMessages),
          selectPassingCommands(snapshot),
          (c) => c.packet !== null,
        ),
        selectFailingCommands(snapshot),
        (c) => c.packet !== null,
      ),
      selectGitFactsSince(snapshot),
      (c) => c.packet !== null,
    ),
    conversation_tail: buildConversationTail(snapshot),
    proofs: collectProofs(snapshot),
    sources: collectSources(snapshot),
  };
  packet.summary = renderSummary(snapshot, packet, feedback);
  return packet;
}
