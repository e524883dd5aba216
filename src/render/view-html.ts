/**
 * Pure: `handoff view`'s page, one self-contained HTML file: every branch and topic's packets as
 * a timeline, newest first, under the line's objective (stated once); each packet's card leads
 * with what it changed (view-card.ts, packet-story.ts); a search box over all of them that marks
 * its matches, keeps its query in the URL and narrows by branch, kind of change and state. Inline CSS and JS only, and a Content-Security-Policy that
 * forbids every request, so opening the file reaches nothing. Every value from a packet or the
 * log goes through `esc` (packets hold agent and user text); the script holds no data: it reads
 * the page's own text.
 */
import { createHash } from "node:crypto";
import { lineObjective, packetStory, STORY_KINDS } from "./packet-story.js";
import { VIEW_SCRIPT, VIEW_STYLE } from "./view-assets.js";
import { branchName, esc, renderPacketCard, utc, type ViewPacket } from "./view-card.js";

export { esc, type ViewPacket } from "./view-card.js";

export interface ViewOptions {
  /** The page's title (the repo's folder name). */
  title: string;
  /**
   * Per line of work (`viewLineKey`), how many older packets are not on the page. The page
   * shows at most `VIEW_PACKETS_PER_LINE` a line; it is handed one more (the packet before the
   * oldest shown) so what changed is said against it.
   */
  omitted?: ReadonlyMap<string, number>;
  /** When the page was generated (ISO 8601 UTC), shown in its header. */
  generated_at: string;
}

interface Line {
  key: string;
  branch: string | null;
  topic: string;
  /** Newest first. */
  packets: ViewPacket[];
}

/**
 * The most packets of one line of work the page shows, newest first: past it a page of a big
 * registry (2,000 packets: 18 MB, seconds to open) says how many older ones it leaves out and
 * how to read them.
 */
export const VIEW_PACKETS_PER_LINE = 10;

/** Pure: the key of a line of work (branch and topic as stored). */
export function viewLineKey(branch: string | null, topic: string): string {
  return `${branch ?? ""}\u0000${topic}`;
}

/** Packets grouped by branch and topic; lines and packets newest first. */
function linesOf(packets: readonly ViewPacket[]): Line[] {
  const lines = new Map<string, Line>();
  for (const p of [...packets].sort((a, b) => b.seq - a.seq)) {
    const key = viewLineKey(p.packet.branch, p.packet.topic);
    const line = lines.get(key) ?? {
      key,
      branch: p.packet.branch,
      topic: p.packet.topic,
      packets: [],
    };
    line.packets.push(p);
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** The CSP source of an inline element: the base64 sha256 of its exact text. */
function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The page's policy: no request of any kind, and only the page's own style and script, each
 * pinned by its hash: a script or style a value smuggled past `esc` would not run ('unsafe-inline'
 * would let it).
 */
function pagePolicy(): string {
  return [
    "default-src 'none'",
    `style-src ${hashSource(VIEW_STYLE)}`,
    `script-src ${hashSource(VIEW_SCRIPT)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

function option(value: string, label: string): string {
  return `<option value="${esc(value)}">${esc(label)}</option>`;
}

/** The branch, kind and state lists that narrow the search (values match the cards' data). */
function filterLists(lines: readonly Line[]): string {
  const branches = [...new Set(lines.map((line) => branchName(line.branch)))];
  const select = (id: string, label: string, options: string[]) =>
    `<select id="${id}" aria-label="${esc(label)}"><option value="">${esc(label)}</option>${options.join("")}</select>`;
  return [
    select(
      "f-branch",
      "every branch",
      branches.map((b) => option(b, b)),
    ),
    select(
      "f-kind",
      "every kind of change",
      STORY_KINDS.map(({ kind, label }) => option(kind, label)),
    ),
    select("f-state", "every state", [
      `<optgroup label="packets">${["active", "superseded", "archived"].map((s) => option(s, s)).join("")}</optgroup>`,
      `<optgroup label="failures">${[
        ["failing", "failing"],
        ["passed-later", "passed later"],
        ["fixed", "fixed"],
      ]
        .map(([value, label]) => option(value as string, `a failure ${label}`))
        .join("")}</optgroup>`,
    ]),
  ].join("\n");
}

/** The whole page. */
export function renderViewHtml(packets: readonly ViewPacket[], options: ViewOptions): string {
  const lines = linesOf(packets);
  const nav = lines
    .map(
      (line, i) =>
        `<a href="#line-${i}">${esc(branchName(line.branch))}${line.topic === "default" ? "" : ` / ${esc(line.topic)}`} <span class="n">${line.packets.length}</span></a>`,
    )
    .join("");
  const body =
    lines.length === 0
      ? `<p class="empty">No packets yet. Run <code>handoff write</code> to create one.</p>`
      : lines
          .map((line, i) => {
            const shown = line.packets.slice(0, VIEW_PACKETS_PER_LINE);
            const items = shown.map((view, k) => {
              const older = line.packets[k + 1];
              const story = packetStory(view.packet, older?.packet ?? null);
              return renderPacketCard(view, story, older === undefined);
            });
            const left =
              (options.omitted?.get(line.key) ?? 0) + (line.packets.length - shown.length);
            if (left > 0) {
              const oldest = shown[shown.length - 1]?.packet.id ?? "";
              items.push(
                `<li class="more"><p class="none">${left} older packet${left === 1 ? "" : "s"} of this line not shown (older than ${esc(oldest)}): <code>handoff list --all</code> lists them, <code>handoff show ID</code> shows one.</p></li>`,
              );
            }
            return `<section class="line" id="line-${i}" aria-labelledby="line-${i}-h">
<h2 id="line-${i}-h">${esc(branchName(line.branch))} <span class="topic">topic ${esc(line.topic)}</span></h2>
<p class="line-objective"><b>Objective:</b> ${esc(lineObjective(shown.map((v) => v.packet)) || "(none recorded)")}</p>
<ol class="timeline">${items.join("\n")}</ol></section>`;
          })
          .join("\n");
  const count = packets.length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${pagePolicy()}">
<title>handoff · ${esc(options.title)}</title>
<style>${VIEW_STYLE}</style></head>
<body>
<header>
<h1>handoff · ${esc(options.title)}</h1>
<p class="meta">${count} packet${count === 1 ? "" : "s"} on ${lines.length} line${lines.length === 1 ? "" : "s"} of work · generated ${esc(utc(options.generated_at))}</p>
<div class="search" role="search"><label for="q">Search</label>
<input id="q" type="search" placeholder="Search every packet: active, superseded, archived (press /)" autocomplete="off">
${filterLists(lines)}
<button type="button" id="toggle">Expand all</button>
<span id="count" aria-live="polite"></span></div>
<nav aria-label="Lines of work">${nav}</nav>
</header>
<main>
${body}
</main>
<script>${VIEW_SCRIPT}</script>
</body></html>
`;
}
