/**
 * Pure: one packet's card on `handoff view`'s page. Closed, it shows when and what the packet
 * changed (its story's headline) and its failures counted by their current state; open, the
 * whole story, its failures once each with their state and reason, and the rest of the packet.
 * The objective is not repeated on every card: the line of work shows it once. Every value from
 * a packet goes through `esc` (packets hold agent and user text).
 */
import type { Packet } from "../model/packet/types.js";
import { cutAtWord } from "../util/cut-text.js";
import type { FailureRow } from "./failure-rows.js";
import { showInvisibles } from "./inert-text.js";
import { decidedText, headlineOf, type PacketStory, storyKinds } from "./packet-story.js";

/** A packet with what the registry log says of it. */
export interface ViewPacket {
  packet: Packet;
  status: "active" | "superseded" | "archived";
  /** ISO 8601 UTC from the log's `written` event, or null. */
  written_at: string | null;
  host: string | null;
  /** The log's sequence number: higher is newer. */
  seq: number;
}

/**
 * Text safe anywhere in HTML (in an element and in a quoted attribute), with control, invisible
 * and bidi characters shown as escapes (`showInvisibles`): a bidi override would reorder what the
 * page shows.
 */
export function esc(text: string): string {
  return showInvisibles(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** `2026-01-15T10:00:00.000Z` → `2026-01-15 10:00 UTC` (the page is the same in every zone). */
export function utc(iso: string | null): string {
  if (iso === null) return "date unknown";
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match === null ? "date unknown" : `${match[1]} ${match[2]} UTC`;
}

/** A branch as the page names it. */
export function branchName(branch: string | null): string {
  return branch ?? "(detached)";
}

function list(items: readonly string[], className = ""): string {
  if (items.length === 0) return "";
  const cls = className === "" ? "" : ` class="${className}"`;
  return `<ul${cls}>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
}

function section(title: string, body: string, className = ""): string {
  const cls = className === "" ? "part" : `part ${className}`;
  return body === "" ? "" : `<section class="${cls}"><h4>${esc(title)}</h4>${body}</section>`;
}

function who(agent: string | null, date: string | null, packet: string | null): string {
  const parts = [agent, date, packet === null ? null : `from ${packet}`].filter(
    (v): v is string => v !== null,
  );
  return parts.length === 0 ? "" : ` <span class="who">${esc(parts.join(" · "))}</span>`;
}

/** A state as a class and a filter token (`passed later` → `passed-later`). */
function stateToken(state: FailureRow["state"]): string {
  return state.replace(" ", "-");
}

function failureHtml(row: FailureRow): string {
  const as = row.passed_as === null ? "" : ` as <code>${esc(row.passed_as)}</code>`;
  const reason = row.reason === null ? "" : `<span class="reason">${esc(row.reason)}</span>`;
  const isNew = row.is_new ? ' <span class="new">new</span>' : "";
  const from = row.from_packet === null ? "" : who(null, null, row.from_packet);
  return `<li class="failure ${stateToken(row.state)}"><span class="state ${stateToken(row.state)}">${esc(row.state)}</span>${isNew} <code>${esc(row.command)}</code> <span class="exit">${esc(row.exit)}</span>${as}${from}${reason}</li>`;
}

function badges(story: PacketStory): string {
  const { failing, passed_later, fixed } = story.counts;
  return [
    [failing, "failing"],
    [passed_later, "passed later"],
    [fixed, "fixed"],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(
      ([n, state]) =>
        ` <span class="count ${stateToken(state as FailureRow["state"])}">${n} ${state}</span>`,
    )
    .join("");
}

function headlineHtml(story: PacketStory, first: boolean): string {
  const { items, more } = headlineOf(story);
  if (items.length === 0) {
    return `<span class="headline none">${first ? "Nothing recorded yet" : "Nothing new since the packet before"}</span>`;
  }
  const shown = items.map((item) => {
    const text = cutAtWord(item.text, 160);
    return `<span class="item ${item.kind}">${item.kind === "user" ? `“${esc(text)}”` : esc(text)}</span>`;
  });
  const rest = more === 0 ? "" : `<span class="more">+${more} more</span>`;
  return `<span class="headline">${shown.join("")}${rest}</span>`;
}

/** The filter tokens of a card: its kinds of change and its states (packet and failures). */
function filterAttributes(view: ViewPacket, story: PacketStory): string {
  const states = [view.status, ...new Set(story.failures.map((f) => stateToken(f.state)))];
  return ` data-branch="${esc(branchName(view.packet.branch))}" data-kinds="${esc(storyKinds(story).join(" "))}" data-states="${esc(states.join(" "))}"`;
}

/** Pure: a packet's card, a `<li>` of its line's timeline. */
export function renderPacketCard(view: ViewPacket, story: PacketStory, first: boolean): string {
  const p = view.packet;
  const directives = (p.user_messages ?? []).map((m: unknown) => {
    if (typeof m === "string") return `<blockquote>${esc(m)}</blockquote>`;
    const said = m as Packet["user_messages"][number];
    return `<blockquote>${esc(said.text)}</blockquote>${who(said.agent, said.date, said.packet)}`;
  });
  const conclusions = (p.conclusions ?? []).map(
    (c) =>
      `<span class="kind ${esc(c.kind)}">${esc(c.kind.replace("_", " "))}</span> ${esc(c.text)}${who(c.agent, c.date, c.packet)}`,
  );
  const changes = story.items.map(
    (item) =>
      `<span class="item ${item.kind}">${item.kind === "user" ? `“${esc(item.text)}”` : esc(item.text)}</span>`,
  );
  const next = `<p>${esc(p.next_action)}</p>${
    p.next_command !== null && p.next_command !== p.next_action
      ? `<p><code>${esc(p.next_command)}</code></p>`
      : ""
  }`;
  const verdicts = [
    ...p.verdict_trail.map(
      (v) =>
        `<span class="verdict">${esc(v.verdict)}</span> ${esc(v.task_id)} (${esc(v.source)}${v.total === undefined ? "" : `, ${v.total}/10`})${v.defects.length === 0 ? "" : `: ${esc(v.defects.join("; "))}`}`,
    ),
    ...p.open_risks.map(
      (r) => `<span class="sev ${esc(r.severity)}">${esc(r.severity)}</span> ${esc(r.detail)}`,
    ),
    ...p.items.map((i) => `<span class="verdict">${esc(i.status)}</span> ${esc(i.name)}`),
  ];
  const notes = [
    ...p.open_decisions.map((d) => `open question: ${esc(d.question)}`),
    ...(p.resolved_decisions ?? []).map(
      (d) => `<span class="decided">decided:</span> ${esc(decidedText(d))}`,
    ),
    ...p.pitfalls.map((x) => `pitfall: ${esc(x.text)}`),
    ...p.assumptions_to_validate.map((x) => `assumption: ${esc(x.text)}`),
    ...(p.proofs ?? []).map((x) => `proof: ${esc(x.text)}`),
  ];
  const host = view.host === null ? "" : ` · ${esc(view.host)}`;
  const changed = first ? "What this first packet brings" : "What changed since the packet before";
  return `<li><details class="packet" id="p-${esc(p.id)}" data-status="${esc(view.status)}"${filterAttributes(view, story)}>
<summary><span class="head"><time datetime="${esc(view.written_at ?? "")}">${esc(utc(view.written_at))}</time> <span class="badge ${esc(view.status)}">${esc(view.status)}</span> <code class="id">${esc(p.id)}</code><span class="host">${host}</span>${badges(story)}</span>
${headlineHtml(story, first)}</summary>
<div class="body">
${section(changed, changes.length === 0 ? '<p class="none">Nothing new.</p>' : list(changes, "story"), "wide")}
${section("Failures", story.failures.length === 0 ? "" : `<ul class="failures">${story.failures.map(failureHtml).join("")}</ul>`)}
${section("Next action", next)}
${section("The user's words", list(directives))}
${section("Conclusions", list(conclusions))}
${section("Verdicts and risks", list(verdicts))}
${section("Notes", list(notes))}
${section("Last report", p.agent_report === null ? "" : `<p>${esc(p.agent_report)}</p>`)}
${section(
  "Files",
  list(
    [...new Set(p.changed_files)].map((f) => `<code>${esc(f)}</code>`),
    "files",
  ),
)}
</div></details></li>`;
}
