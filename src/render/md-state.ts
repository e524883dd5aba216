/**
 * The handoff.md sections about where the work stands: State (landed, in progress, queued,
 * items), Where the work lives (branch, worktrees, uncommitted files, read first) and
 * Concurrent work (other worktrees, stashes, unmerged branches).
 */
import type { Packet, PacketWorktree } from "../model/packet/types.js";
import { code, short, text } from "./md-escape.js";
import { renderList, titled } from "./md-lists.js";
import { SECTION } from "./sections.js";

/** Names listed inline on one line (modified files, worktrees). */
const MAX_INLINE = 15;

function inlineList(names: string[], render: (name: string) => string): string {
  if (names.length === 0) return "none";
  const shown = names.slice(0, MAX_INLINE).map(render).join(", ");
  const rest = names.length - MAX_INLINE;
  return rest > 0 ? `${shown} and ${rest} more (see handoff.json)` : shown;
}

/** A worktree as `path` on `branch` (dirty). */
function renderWorktree(wt: PacketWorktree): string {
  return `${code(wt.path)}${wt.branch ? ` on ${code(wt.branch)}` : ""}${wt.dirty ? " (dirty)" : ""}`;
}

/** State: landed commits, work in progress and queued, the items with their status. */
export function renderState(packet: Packet): string[] {
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

/** Where the work lives: branch, worktrees, uncommitted files, what to read first. */
export function renderWhere(packet: Packet): string[] {
  const { where } = packet;
  const worktrees = inlineList(where.worktrees.map(renderWorktree), (s) => s);
  return [
    `- Branch: ${where.branch === null ? "none (detached HEAD or no git)" : code(where.branch)} · worktrees: ${worktrees}`,
    `- ${renderUncommitted(packet)}`,
    ...titled(
      "Read first",
      renderList(packet, SECTION.readFirst, where.read_first, (p) => [`- ${code(p)}`]),
    ),
  ];
}

/** Concurrent work: other worktrees, stashes, unmerged branches. */
export function renderConcurrent(packet: Packet): string[] {
  const work = packet.concurrent_work;
  const lines: string[] = [];
  const groups: [string, string, string[]][] = [
    ["Other worktrees", SECTION.worktrees, work.worktrees.map((wt) => `- ${renderWorktree(wt)}`)],
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
