/**
 * `handoff.md`: a render of the packet JSON and nothing else (SPEC §3.2), in the spec's section
 * order, with the session's own words right after the objective. Every string is escaped only
 * where Markdown would change its meaning; scalars are folded to one line and clipped so the
 * budget applied in generate (≤ 120 lines) holds whatever the input. Sections with nothing to
 * say are not printed: one "Nothing recorded: …" line under the summary names them.
 */
import type { Packet, VerdictTrailEntry, WorkFileStatus } from "../model/packet/types.js";
import { describeEnvFix, splitPassedAs } from "../trim/env-prefix.js";
import { clip, code, codeBlock, escapeInline, short, text } from "./md-escape.js";
import { renderList, titled } from "./md-lists.js";
import { renderConcurrent, renderState, renderWhere } from "./md-state.js";
import { SECTION, defectsSection } from "./sections.js";
import {
  renderAgentReport,
  renderConclusions,
  renderConversationTail,
  renderPlan,
  renderUserMessages,
} from "./session-words.js";

/** Lines of `next_command` shown in the code block. */
const MAX_COMMAND_LINES = 12;

function renderTitle(packet: Packet): string {
  const branch =
    packet.branch ??
    (packet.head_commit ? `detached ${packet.head_commit.slice(0, 7)}` : "no branch");
  const task = packet.task_id === null ? "" : ` (${packet.task_id})`;
  return `# Handoff: ${escapeInline(clip(`${branch} / ${packet.topic}`, 200))}${escapeInline(task)}`;
}

function renderNextAction(packet: Packet): string[] {
  const lines = [text(packet.next_action)];
  if (packet.next_command !== null) {
    const all = packet.next_command.split(/\r?\n/);
    const shown = all.slice(0, MAX_COMMAND_LINES);
    if (all.length > MAX_COMMAND_LINES) shown.push("# … the full command is in handoff.json");
    lines.push(...codeBlock(shown.join("\n"), "sh"));
  }
  return lines;
}

/** Each work-range file's status by path (files of other channels have none). */
function statusByPath(packet: Packet): Map<string, WorkFileStatus> {
  return new Map(packet.work_range.files.map((f) => [f.path, f.status]));
}

function renderVerdict(packet: Packet, entry: VerdictTrailEntry): string[] {
  const total = entry.total === undefined ? "" : ` ${entry.total}/10`;
  const path = entry.path === null ? "" : ` (${code(entry.path)})`;
  // The clean-state entry of a packet with no active task has task_id "-": no label then.
  const task = entry.task_id === "-" ? "" : `**${escapeInline(entry.task_id)}** `;
  const head = `- ${task}${escapeInline(entry.source.replace("_", "-"))}: ${escapeInline(entry.verdict)}${total}${path}`;
  const defects = renderList(
    packet,
    defectsSection(entry.task_id, entry.source),
    entry.defects,
    (d) => [`- ${text(d)}`],
    "  ",
  );
  return [head, ...defects];
}

function renderReceipts(packet: Packet): string[] {
  const pointer = packet.verdict_pointer;
  const path = (p: string | null) => (p === null ? "none" : code(p));
  const lines = [
    `- Verification: ${path(pointer.verdict)}`,
    `- Review: ${path(pointer.review)}`,
    `- Clean state: ${path(pointer.clean_state)}`,
    `- Packet ${code(packet.id)} · previous ${packet.previous === null ? "none" : code(packet.previous)} · HEAD ${short(packet.head_commit)} · last known good ${short(packet.last_known_good_commit)}`,
  ];
  if (packet.history.length > 0) lines.push("- Overflow: [history.md](history.md)");
  return lines;
}

/** Resolved decisions shown in handoff.md; the JSON keeps up to its cap. */
const SHOWN_RESOLVED = 3;

/** The newest resolved decisions with their answer, one line each. */
function renderResolvedDecisions(packet: Packet): string[] {
  const all = packet.resolved_decisions ?? [];
  const lines = all.slice(0, SHOWN_RESOLVED).map((d) => {
    const answer = d.choice === null ? "resolved" : `chose ${text(d.choice)}`;
    const why = d.why === null ? "" : ` — ${text(d.why)}`;
    return `- ${text(d.question)}: ${answer}${why} (${code(d.id)})`;
  });
  if (all.length > SHOWN_RESOLVED)
    lines.push(`- … ${all.length - SHOWN_RESOLVED} more in handoff.json`);
  return lines;
}

/** A failed attempt: its command as code, then the exit, count, status and label as text. */
function renderAttempt(line: string): string {
  const at = line.lastIndexOf(" -> exit ");
  if (at <= 0) return code(line);
  const command = line.slice(0, at);
  const rest = line.slice(at);
  const passed = splitPassedAs(rest);
  if (passed === null) return `${code(command)}${escapeInline(rest)}`;
  // The run that passed differs only by its environment: that difference is the pitfall.
  const fix = describeEnvFix(command, passed.as);
  return `${code(command)}${escapeInline(passed.before)} — passed later as ${code(passed.as)}${fix === null ? "" : escapeInline(` (${fix})`)}${escapeInline(passed.label)}`;
}

/** The sections of handoff.md in SPEC order, each as [title, lines]. */
function renderSections(packet: Packet): [string, string[]][] {
  const statuses = statusByPath(packet);
  return [
    ["Summary", [text(packet.summary)]],
    ["Objective", packet.objective === null ? [] : [text(packet.objective)]],
    ["What the user said", renderUserMessages(packet)],
    ["What the agent concluded", renderConclusions(packet)],
    ["The agent's last report", renderAgentReport(packet)],
    ["How the conversation ended", renderConversationTail(packet)],
    ["Plan", renderPlan(packet)],
    ["Next action", renderNextAction(packet)],
    ["State", renderState(packet)],
    ["Where the work lives", renderWhere(packet)],
    [
      "Changed files",
      renderList(packet, SECTION.changedFiles, packet.changed_files, (f) => {
        const status = statuses.get(f);
        return [`- ${code(f)}${status === undefined ? "" : ` (${status})`}`];
      }),
    ],
    [
      "Failed attempts",
      renderList(packet, SECTION.failedAttempts, packet.failed_attempts, (f) => [
        `- ${renderAttempt(f)}`,
      ]),
    ],
    [
      "Verdict trail",
      [
        ...renderList(packet, SECTION.verdictTrail, packet.verdict_trail, (e) =>
          renderVerdict(packet, e),
        ),
        ...titled(
          "Proofs",
          renderList(packet, SECTION.proofs, packet.proofs, (p) => [
            `- ${text(p.text)} (${code(p.id)})`,
          ]),
        ),
      ],
    ],
    [
      "Open risks",
      renderList(packet, SECTION.openRisks, packet.open_risks, (r) => [
        `- **${r.severity}** ${text(r.detail)}${r.note_id === undefined ? "" : ` (${code(r.note_id)})`}`,
      ]),
    ],
    [
      "Open decisions",
      [
        ...renderList(packet, SECTION.openDecisions, packet.open_decisions, (d) => [
          `- ${text(d.question)} (${code(d.id)})`,
          ...d.options.map((o) => `  - ${text(o.choice)} → ${text(o.implies)}`),
        ]),
        ...titled("Resolved", renderResolvedDecisions(packet)),
      ],
    ],
    [
      "Unmet contracts",
      renderList(packet, SECTION.unmetContracts, packet.unmet_contracts, (c) => [`- ${text(c)}`]),
    ],
    [
      "Pitfalls",
      renderList(packet, SECTION.pitfalls, packet.pitfalls, (p) => [
        `- ${text(p.text)} (${code(p.id)})`,
      ]),
    ],
    [
      "Assumptions to validate",
      renderList(packet, SECTION.assumptions, packet.assumptions_to_validate, (a) => [
        `- ${text(a.text)} (${escapeInline(a.source)}, ${code(a.id)})`,
      ]),
    ],
    [
      "Next-session preloads",
      renderList(packet, SECTION.preloads, packet.preloads, (p) => [`- ${text(p)}`]),
    ],
    [
      "Suggested skills",
      renderList(packet, SECTION.skills, packet.suggested_skills, (s) => [`- ${text(s)}`]),
    ],
    ["Concurrent work", renderConcurrent(packet)],
    ["Receipts", renderReceipts(packet)],
  ];
}

/** handoff.md for `packet`, rendered from the JSON only. Ends with one newline. */
export function renderMarkdown(packet: Packet): string {
  const sections = renderSections(packet);
  const empty = sections.filter(([, body]) => body.length === 0).map(([title]) => title);
  const lines = [renderTitle(packet)];
  for (const [title, body] of sections) {
    if (body.length === 0) continue;
    lines.push("", `## ${title}`, ...body);
    if (title === "Summary" && empty.length > 0) {
      lines.push("", `Nothing recorded: ${empty.map(lowerFirst).join(", ")}.`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** "Open risks" → "open risks"; "The agent's last report" → "the agent's last report". */
function lowerFirst(title: string): string {
  return `${title.charAt(0).toLowerCase()}${title.slice(1)}`;
}

export { renderHistory } from "./history.js";
