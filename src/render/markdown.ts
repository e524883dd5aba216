/**
 * `handoff.md`: a render of the packet JSON and nothing else (SPEC §3.2), in the spec's section
 * order, with the session's own words right after the objective. Every string is escaped only
 * where Markdown would change its meaning; scalars are folded to one line and clipped so the
 * budget applied in generate (≤ 120 lines) holds whatever the input. Sections with nothing to
 * say are not printed: one "Nothing recorded: …" line under the summary names them.
 */
import type { Packet, VerdictTrailEntry, WorkFileStatus } from "../packet/types.js";
import { clip, code, codeBlock, escapeInline } from "./md-escape.js";
import { renderList } from "./md-lists.js";
import { SECTION, defectsSection } from "./sections.js";
import { renderAgentReport, renderPlan, renderUserMessages } from "./session-words.js";

/** Longest prose rendered for one scalar (the JSON keeps the full text). */
const MAX_TEXT = 1000;
/** Lines of `next_command` shown in the code block. */
const MAX_COMMAND_LINES = 12;
/** Names listed inline on one line (modified files, worktrees). */
const MAX_INLINE = 15;

function text(value: string): string {
  return escapeInline(clip(value, MAX_TEXT));
}

function short(sha: string | null): string {
  return sha === null ? "none" : code(sha.slice(0, 12));
}

function inlineList(names: string[], render: (name: string) => string): string {
  if (names.length === 0) return "none";
  const shown = names.slice(0, MAX_INLINE).map(render).join(", ");
  const rest = names.length - MAX_INLINE;
  return rest > 0 ? `${shown} and ${rest} more (see handoff.json)` : shown;
}

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

/**
 * A `### Title` and the list, or nothing when the list is empty. A heading, unlike a bold line,
 * ends the list above it without a blank line (a bold line would read as a lazy continuation
 * of that list's last item on GitHub).
 */
function titled(title: string, list: string[]): string[] {
  return list.length === 0 ? [] : [`### ${title}`, ...list];
}

function renderState(packet: Packet): string[] {
  const { state } = packet;
  const since = state.landed_since === null ? "" : ` since ${short(state.landed_since)}`;
  return [
    ...titled(
      `Landed${since}`,
      renderList(packet, SECTION.landed, state.landed, (c) => [
        `- ${code(c.commit.slice(0, 7))} ${text(c.subject)}`,
      ]),
    ),
    ...titled(
      "In progress",
      renderList(packet, SECTION.inProgress, state.in_progress, (s) => [`- ${text(s)}`]),
    ),
    ...titled(
      "Queued",
      renderList(packet, SECTION.queued, state.queued, (s) => [`- ${text(s)}`]),
    ),
    ...titled(
      "Items",
      renderList(packet, SECTION.items, packet.items, (item) => [
        `- **${item.status}** ${text(item.name)}` +
          (item.missing_proof ? ` — missing: ${text(item.missing_proof)}` : ""),
      ]),
    ),
  ];
}

/** Each work-range file's status by path (files of other channels have none). */
function statusByPath(packet: Packet): Map<string, WorkFileStatus> {
  return new Map(packet.work_range.files.map((f) => [f.path, f.status]));
}

/** The uncommitted files by kind: untracked ones apart, never under "Modified". */
function renderUncommitted(packet: Packet): string {
  const uncommitted = packet.work_range.files.filter((f) => f.status !== "committed");
  const modified =
    uncommitted.length === 0 && packet.where.modified_files.length > 0
      ? packet.where.modified_files.map(code)
      : uncommitted
          .filter((f) => f.status !== "untracked")
          .map((f) => (f.status === "deleted" ? `${code(f.path)} (deleted)` : code(f.path)));
  const untracked = uncommitted.filter((f) => f.status === "untracked").map((f) => f.path);
  const parts: string[] = [];
  if (modified.length > 0) parts.push(`Modified: ${inlineList(modified, (s) => s)}`);
  if (untracked.length > 0) parts.push(`untracked: ${inlineList(untracked, code)}`);
  return parts.length === 0 ? "Nothing uncommitted." : parts.join(" · ");
}

function renderWhere(packet: Packet): string[] {
  const { where } = packet;
  const worktrees = inlineList(
    where.worktrees.map(
      (wt) =>
        `${code(wt.path)}${wt.branch ? ` on ${code(wt.branch)}` : ""}${wt.dirty ? " (dirty)" : ""}`,
    ),
    (s) => s,
  );
  return [
    `- Branch: ${where.branch === null ? "none (detached HEAD or no git)" : code(where.branch)} · worktrees: ${worktrees}`,
    `- ${renderUncommitted(packet)}`,
    ...titled(
      "Read first",
      renderList(packet, SECTION.readFirst, where.read_first, (p) => [`- ${code(p)}`]),
    ),
  ];
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

function renderConcurrent(packet: Packet): string[] {
  const work = packet.concurrent_work;
  const lines: string[] = [];
  const groups: [string, string, string[]][] = [
    [
      "Other worktrees",
      SECTION.worktrees,
      work.worktrees.map(
        (wt) =>
          `- ${code(wt.path)}${wt.branch ? ` on ${code(wt.branch)}` : ""}${wt.dirty ? " (dirty)" : ""}`,
      ),
    ],
    ["Stashes", SECTION.stashes, work.stashes.map((s) => `- ${code(s.ref)} ${text(s.message)}`)],
    [
      "Unmerged branches",
      SECTION.unmergedBranches,
      work.unmerged_branches.map((b) => `- ${code(b)}`),
    ],
  ];
  for (const [title, section, entries] of groups) {
    lines.push(
      ...titled(
        title,
        renderList(packet, section, entries, (line) => [line]),
      ),
    );
  }
  return lines;
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

/** A failed attempt: its command as code, then the exit, count, status and label as text. */
function renderAttempt(line: string): string {
  const at = line.lastIndexOf(" -> exit ");
  if (at <= 0) return code(line);
  return `${code(line.slice(0, at))}${escapeInline(line.slice(at))}`;
}

/** The sections of handoff.md in SPEC order, each as [title, lines]. */
function renderSections(packet: Packet): [string, string[]][] {
  const statuses = statusByPath(packet);
  return [
    ["Summary", [text(packet.summary)]],
    ["Objective", packet.objective === null ? [] : [text(packet.objective)]],
    ["What the user said", renderUserMessages(packet)],
    ["The agent's last report", renderAgentReport(packet)],
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
        `- **${r.severity}** ${text(r.detail)}`,
      ]),
    ],
    [
      "Open decisions",
      renderList(packet, SECTION.openDecisions, packet.open_decisions, (d) => [
        `- ${text(d.question)} (${code(d.id)})`,
        ...d.options.map((o) => `  - ${text(o.choice)} → ${text(o.implies)}`),
      ]),
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
