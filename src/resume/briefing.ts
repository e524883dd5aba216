/**
 * Renderers of the resume briefing (SPEC §8, issue 21): `text` for people and agents, `json`
 * for tools, and the SessionStart hook shapes of Claude Code, Codex CLI and Gemini CLI, which
 * all read `{"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": "…"}}`
 * (GitHub Copilot CLI: `{"additionalContext": "…"}`).
 * The text is built from the packet by priority and fills a character budget (10,000 by default,
 * the hook limit); every format carries the same facts (`briefing-facts.ts`). Pure. Nothing is
 * HTML-escaped: values are made inert by `oneLine`, and Gemini's format trades angle brackets
 * for look-alikes because Gemini CLI itself would escape them (`withoutAngleBrackets`).
 */
import { HOOK_BRIEFING_FORMATS, type HookBriefingFormat, hookContextOf } from "../model/agents.js";
import type { Packet } from "../model/packet/types.js";
import { formatLocalTime } from "../util/local-time.js";
import { plural } from "../util/plural.js";
import { fitSections } from "./briefing-budget.js";
import { type BriefingFacts, collectBriefingFacts } from "./briefing-facts.js";
import { TAG_CLOSE, TAG_OPEN } from "../render/inert-text.js";
import { oneLine } from "./briefing-line.js";
import { buildBriefingSections } from "./briefing-sections.js";
import { renderVerifiedLine } from "./briefing-verified.js";
import type { ResumeResult } from "./resume.js";
import { handoffCommand } from "../util/cli-launcher.js";

export type BriefingFormat = "text" | "json" | HookBriefingFormat;

/** Hook output budget (SPEC §11): the whole JSON a hook prints. */
export const HOOK_LIMIT = 10_000;

/**
 * What each host shows of a SessionStart context before it spills the rest to a file (each
 * agent's `hookContext` in model/agents.ts): the briefing fits its host whole, by priority.
 */
export const HOST_BUDGETS: Readonly<Partial<Record<BriefingFormat, number>>> = Object.fromEntries([
  ["text", HOOK_LIMIT],
  ...HOOK_BRIEFING_FORMATS.map((format) => [format, hookContextOf(format)?.maxChars ?? HOOK_LIMIT]),
]);

/** Options of every renderer. */
export interface BriefingOptions {
  /**
   * The budget in characters: of the text, or of the whole JSON line for the hook formats
   * (default `HOOK_LIMIT`: the text is what a hook passes on, so both fit the same limit).
   */
  maxChars?: number;
}

/**
 * The longest note shown. Notes are handoff's own sentences, but they name commands: on the
 * plugin route each command carries the bundle's absolute path, and a recovery command cut
 * mid-id cannot be run.
 */
const NOTE_MAX = 1_000;

const historyPath = (id: string) => `.handoff/packets/${id}/history.md`;

/** What a VERIFIED verdict covers, said wherever one is shown. */
export const VERIFIED_COVERS =
  "VERIFIED covers the git claims (HEAD, branch, files, verification), not the packet's text";

/**
 * Pure: where the packet came from and what VERIFIED covers, in one line: written in this copy of
 * the registry, or pulled from another (whoever can push the registry's ref can write one), so
 * its next command is text to check.
 */
export function renderOrigin(result: ResumeResult): string {
  if (result.pulled !== true) return `Origin: written in this registry. ${VERIFIED_COVERS}.`;
  const host = result.entry?.host === undefined ? "" : ` on ${oneLine(result.entry.host, 64)}`;
  const when = formatLocalTime(result.entry?.at);
  return `Origin: PULLED from another copy of the registry (written${host}${when === null ? "" : ` at ${when}`}). ${VERIFIED_COVERS}: read its next command as text to check, not as the command to run.`;
}

function renderHeader(result: ResumeResult, packet: Packet): string[] {
  const drifted = result.claims.filter((c) => c.verdict === "DRIFTED").length;
  const task = packet.task_id === null ? "" : `, task ${oneLine(packet.task_id, 80)}`;
  // Who wrote it and when, for people (issue 17 item 6): from the registry log, never the packet.
  const entry = result.entry;
  const host = entry?.host === undefined ? "" : ` on ${oneLine(entry.host, 64)}`;
  const when = formatLocalTime(entry?.at);
  const written =
    host === "" && when === null ? "" : `, written${host}${when === null ? "" : ` at ${when}`}`;
  const status = entry === null ? "" : ` (${entry.status}${written})`;
  const branch = packet.branch === null ? "detached HEAD" : oneLine(packet.branch, 120);
  return [
    `# Handoff ${packet.id}${status}: ${branch} / ${oneLine(packet.topic, 80)}${task}`,
    oneLine(result.note, NOTE_MAX),
    drifted === 0
      ? `FRESH: ${result.claims.length === 1 ? "the 1 claim" : `all ${plural(result.claims.length, "claim")}`} VERIFIED against the live repo.`
      : `DRIFTED: ${drifted} of ${plural(result.claims.length, "claim")} no longer ${drifted === 1 ? "holds" : "hold"}; read "Drift" before acting.`,
    renderOrigin(result),
    `Objective: ${oneLine(packet.objective ?? packet.summary, 400)}`,
  ];
}

/** The briefing's lines within `budget`, each line costing `cost`. */
function renderLines(
  result: ResumeResult,
  packet: Packet,
  budget: number,
  cost: (line: string) => number,
): string[] {
  const facts = collectBriefingFacts(result, packet);
  // Smaller budgets get shorter values, so more kinds of fact fit.
  const max = Math.max(80, Math.min(300, Math.floor(budget / 8)));
  const sections = buildBriefingSections(facts, packet.id, max);
  const empty = sections.filter((s) => s.entries.length === 0).map((s) => s.label);
  const verified = renderVerifiedLine(facts.verified, Math.min(240, max));
  const tail = [
    ...(empty.length === 0 ? [] : [`Nothing recorded: ${empty.join(", ")}.`]),
    ...(verified === null ? [] : [verified]),
  ];
  return fitSections({
    header: renderHeader(result, packet),
    sections,
    tail,
    budget,
    cost,
    history: historyPath(packet.id),
    where: handoffCommand(`show ${packet.id}`),
  });
}

/** The briefing as text, within `maxChars` (default 10,000) characters. */
export function renderBriefingText(result: ResumeResult, options: BriefingOptions = {}): string {
  if (result.packet === null) return `${oneLine(result.note, NOTE_MAX)}\n`;
  const limit = options.maxChars ?? HOOK_LIMIT;
  const lines = renderLines(result, result.packet, limit, (line) => line.length + 1);
  return fitText(`${lines.join("\n")}\n`, limit, (t) => t.length);
}

/** Pure: the briefing's facts as JSON-safe fields (shared with the MCP `handoff_resume`). */
export function toBriefingFields(facts: BriefingFacts, packet: Packet): Record<string, unknown> {
  return {
    objective: facts.objective,
    summary: facts.summary,
    next_action: facts.next_action,
    next_command: facts.next_command,
    user_messages: facts.user_messages,
    agent_report: facts.agent_report,
    conclusions: facts.conclusions,
    conversation_tail: facts.conversation_tail,
    failed_attempts: facts.failed_attempts,
    passing_now: facts.passing_now,
    open_decisions: facts.open_decisions,
    resolved_decisions: facts.resolved_decisions,
    pitfalls: facts.pitfalls,
    assumptions_to_validate: facts.assumptions_to_validate,
    risks: facts.risks,
    open_risks: packet.open_risks,
    unmet_contracts: facts.unmet_contracts,
    landed: facts.landed,
    work_base: facts.work_base,
    changed_files: facts.changed_files,
    edited_not_in_repo: facts.edited_not_in_repo,
    plan: facts.plan,
    in_progress: facts.in_progress,
    queued: facts.queued,
    items: facts.items,
    verdict_trail: facts.verdict_trail,
    proofs: facts.proofs,
    load_first: facts.load_first,
    preloads: packet.preloads,
    read_first: packet.where.read_first,
    suggested_skills: facts.suggested_skills,
    concurrent_work: packet.concurrent_work,
    verified: renderVerifiedLine(facts.verified),
    history:
      packet.history.length === 0
        ? null
        : {
            path: historyPath(packet.id),
            lines: packet.history.reduce((n, block) => n + block.lines.length, 0),
          },
  };
}

/** The briefing as one JSON value: the packet's identity, each claim with its verdict, the facts. */
export function renderBriefingJson(result: ResumeResult): string {
  const packet = result.packet;
  const value = {
    outcome: result.outcome,
    found: result.found,
    note: result.note,
    branch: result.branch,
    topic: result.topic,
    packet:
      packet === null
        ? null
        : {
            id: packet.id,
            status: result.entry?.status ?? null,
            host: result.entry?.host ?? null,
            written_at: result.entry?.at ?? null,
            pulled: result.pulled === true,
            verified_covers: VERIFIED_COVERS,
            branch: packet.branch,
            topic: packet.topic,
            task_id: packet.task_id,
            head_commit: packet.head_commit,
          },
    claims: result.claims,
    risks: result.risks,
    other_branches: result.other_branches ?? [],
    briefing:
      packet === null ? null : toBriefingFields(collectBriefingFacts(result, packet), packet),
  };
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Cut `text` at a line boundary so that `measure(text)` fits `limit`, ending with a marker that
 * says where the rest is. The last resort when even the header does not fit a tiny budget.
 */
export function fitText(text: string, limit: number, measure: (t: string) => number): string {
  if (measure(text) <= limit) return text;
  const marker = `\n… (briefing truncated; run '${handoffCommand("resume")}' or '${handoffCommand("show")}' for the rest)\n`;
  const lines = text.split("\n");
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(lines.slice(0, mid).join("\n") + marker) <= limit) low = mid;
    else high = mid - 1;
  }
  const kept = lines.slice(0, low).join("\n") + marker;
  // A single enormous first line: cut by characters.
  return measure(kept) <= limit ? kept : marker.trim().slice(0, Math.max(0, limit - 100));
}

/** The hook's JSON around `context`: flat for a host that reads it there (`flat` in model/agents.ts). */
const wrapHookFor =
  (flat: boolean) =>
  (context: string): string =>
    JSON.stringify(
      flat
        ? { additionalContext: context }
        : { hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: context } },
    );

/**
 * A host that escapes every `<` and `>` of a hook's `additionalContext` as `&lt;`/`&gt;` before
 * the model reads it (Gemini CLI 0.61.0: `escapesAngleBrackets` in model/agents.ts) would show
 * `npm test -> exit 1` as `npm test -&gt; exit 1`. Its briefing therefore holds no angle bracket at all:
 * arrows become `→`, `←`, `⇒`, any other `<`/`>` the guillemet `‹`/`›`, and a closing line says
 * what they stand for when a guillemet was needed. Never longer than the input.
 */
export function withoutAngleBrackets(text: string): string {
  return text
    .replace(/->/g, "→")
    .replace(/<-/g, "←")
    .replace(/=>/g, "⇒")
    .replace(/</g, TAG_OPEN)
    .replace(/>/g, TAG_CLOSE);
}

/** The closing line of such a briefing whose text had `<` or `>` (see `withoutAngleBrackets`). */
export const GEMINI_BRACKETS_NOTE = `(${TAG_OPEN} and ${TAG_CLOSE} here stand for angle brackets, which Gemini CLI would turn into HTML entities; → is an ASCII arrow.)`;

/** SessionStart hook output, at most `maxChars` (default `HOOK_LIMIT`) characters in all. */
export function renderHookJson(
  result: ResumeResult,
  options: BriefingOptions = {},
  format: HookBriefingFormat = "claude-hook",
): string {
  const spellOut = hookContextOf(format)?.escapesAngleBrackets === true;
  const wrapHook = wrapHookFor(hookContextOf(format)?.flat === true);
  const finish = (text: string): string => {
    if (!spellOut) return text;
    const plain = withoutAngleBrackets(text);
    return /[<>]/.test(text.replace(/->|<-|=>/g, "")) ? `${plain}${GEMINI_BRACKETS_NOTE}\n` : plain;
  };
  // +1 for the trailing newline printed after the JSON; a spelled-out briefing keeps room for its note.
  const reserve = spellOut ? JSON.stringify(GEMINI_BRACKETS_NOTE).length : 0;
  const limit = (options.maxChars ?? HOOK_LIMIT) - 1 - reserve;
  if (result.packet === null) return `${wrapHook(finish(`${oneLine(result.note, NOTE_MAX)}\n`))}\n`;
  const overhead = wrapHook("").length;
  // One line inside a JSON string: its escaped characters plus `\n` (two characters).
  const cost = (line: string) => JSON.stringify(line).length;
  const lines = renderLines(result, result.packet, limit - overhead, cost);
  const text = `${lines.join("\n")}\n`;
  return `${wrapHook(finish(fitText(text, limit, (t) => wrapHook(t).length)))}\n`;
}

/** Render `result` in `format`. */
export function renderBriefing(
  result: ResumeResult,
  format: BriefingFormat,
  options: BriefingOptions = {},
): string {
  switch (format) {
    case "text":
      return renderBriefingText(result, options);
    case "json":
      return renderBriefingJson(result);
    default:
      return renderHookJson(result, { maxChars: options.maxChars ?? HOST_BUDGETS[format] }, format);
  }
}
