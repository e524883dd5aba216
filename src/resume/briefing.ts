/**
 * Pure renderers of the resume briefing (SPEC §8): `text` for people, `json` for tools, and the
 * SessionStart hook shapes of Claude Code and Codex CLI, which both read
 * `{"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": "…"}}`.
 */
import type { Packet } from "../packet/types.js";
import type { Claim } from "./compare-claims.js";
import type { ResumeResult } from "./resume.js";

export type BriefingFormat = "text" | "json" | "claude-hook" | "codex-hook";

export const BRIEFING_FORMATS: readonly BriefingFormat[] = [
  "text",
  "json",
  "claude-hook",
  "codex-hook",
];

/** Hook output budget (SPEC §11): the whole JSON a hook prints. */
export const HOOK_LIMIT = 10_000;

/** Items shown per list before "… N more". */
const LIST_CAP = 12;
/** One rendered line at most; evidence lists can be long. */
const LINE_CAP = 400;

const clip = (text: string, max = LINE_CAP): string =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

function capped<T>(items: readonly T[], render: (item: T) => string[]): string[] {
  const lines = items.slice(0, LIST_CAP).flatMap(render);
  if (items.length > LIST_CAP) lines.push(`- … ${items.length - LIST_CAP} more`);
  return lines.length === 0 ? ["- none"] : lines;
}

function renderClaim(claim: Claim): string[] {
  return [clip(`- ${claim.verdict} ${claim.subject}: ${claim.claim} — ${claim.evidence}`)];
}

function renderHeader(result: ResumeResult, packet: Packet): string[] {
  const drifted = result.claims.filter((c) => c.verdict === "DRIFTED").length;
  const task = packet.task_id === null ? "" : `, task ${packet.task_id}`;
  // After a pull, say whose packet this is: the writer's host label (docs/sync.md).
  const host = result.entry?.host === undefined ? "" : `, written on ${result.entry.host}`;
  const status = result.entry === null ? "" : ` (${result.entry.status}${host})`;
  return [
    `# Handoff ${packet.id}${status}: ${packet.branch ?? "detached HEAD"} / ${packet.topic}${task}`,
    result.note,
    drifted === 0
      ? `FRESH: all ${result.claims.length} claims VERIFIED against the live repo.`
      : `DRIFTED: ${drifted} of ${result.claims.length} claims no longer hold; read "Drift" before acting.`,
  ];
}

function renderSections(result: ResumeResult, packet: Packet): string[][] {
  const drift = result.claims.filter((c) => c.verdict === "DRIFTED");
  const fine = result.claims.filter((c) => c.verdict === "VERIFIED");
  const blockRisks = packet.open_risks.filter((r) => r.severity === "block");
  const next = [clip(packet.next_action, 2000)];
  if (packet.next_command !== null) next.push("```sh", clip(packet.next_command, 2000), "```");
  return [
    renderHeader(result, packet),
    ["## Next action", ...next],
    ["## Drift", ...capped(drift, renderClaim)],
    ["## Objective", clip(packet.objective ?? packet.summary, 2000)],
    [
      "## Open decisions",
      ...capped(packet.open_decisions, (d) => [
        clip(`- [${d.id}] ${d.question}`),
        ...d.options.map((o) => clip(`  - ${o.choice}: ${o.implies}`)),
      ]),
    ],
    ["## Pitfalls", ...capped(packet.pitfalls, (p) => [clip(`- [${p.id}] ${p.text}`)])],
    [
      "## Assumptions to validate",
      ...capped(packet.assumptions_to_validate, (a) => [clip(`- [${a.id}] ${a.text}`)]),
    ],
    ["## Blocking risks", ...capped(blockRisks, (r) => [clip(`- ${r.detail}`)])],
    [
      "## Load first",
      // The packet's own preload ("handoff resume …") is what is running now: leave it out.
      ...capped(
        [...new Set([...packet.preloads, ...packet.where.read_first])].filter(
          (p) => !p.startsWith("handoff resume"),
        ),
        (p) => [clip(`- ${p}`)],
      ),
    ],
    ["## Verified", ...capped(fine, renderClaim)],
  ];
}

/**
 * The briefing as text, sections in priority order (what to do, what changed, then context),
 * so cutting from the end for a budget loses the least useful part first.
 */
export function renderBriefingText(result: ResumeResult): string {
  if (result.packet === null) return `${result.note}\n`;
  return `${renderSections(result, result.packet)
    .map((s) => s.join("\n"))
    .join("\n\n")}\n`;
}

/** The briefing as one JSON value: the packet's identity, each claim with its verdict, the briefing fields. */
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
            branch: packet.branch,
            topic: packet.topic,
            task_id: packet.task_id,
            head_commit: packet.head_commit,
          },
    claims: result.claims,
    risks: result.risks,
    other_branches: result.other_branches ?? [],
    briefing:
      packet === null
        ? null
        : {
            objective: packet.objective,
            summary: packet.summary,
            next_action: packet.next_action,
            next_command: packet.next_command,
            open_decisions: packet.open_decisions,
            pitfalls: packet.pitfalls,
            assumptions_to_validate: packet.assumptions_to_validate,
            open_risks: packet.open_risks,
            preloads: packet.preloads,
            read_first: packet.where.read_first,
          },
  };
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Cut `text` at a line boundary so that `measure(text)` fits `limit`, ending with a marker that
 * says where the rest is. Binary search over the line count: the measure (JSON escaping) is
 * monotonic in the kept prefix.
 */
export function fitText(text: string, limit: number, measure: (t: string) => number): string {
  if (measure(text) <= limit) return text;
  const marker = "\n… (briefing truncated; run 'handoff resume' or 'handoff show' for the rest)\n";
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

/** SessionStart hook output, at most `HOOK_LIMIT` characters in all. */
export function renderHookJson(result: ResumeResult): string {
  const wrap = (context: string) =>
    JSON.stringify({
      hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: context },
    });
  const text = renderBriefingText(result);
  // +1 for the trailing newline printed after the JSON.
  return `${wrap(fitText(text, HOOK_LIMIT - 1, (t) => wrap(t).length))}\n`;
}

/** Render `result` in `format`. */
export function renderBriefing(result: ResumeResult, format: BriefingFormat): string {
  switch (format) {
    case "text":
      return renderBriefingText(result);
    case "json":
      return renderBriefingJson(result);
    case "claude-hook":
    case "codex-hook":
      return renderHookJson(result);
  }
}
