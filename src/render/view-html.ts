/**
 * Pure: `handoff view`'s page (issue 31 item 5), one self-contained HTML file: every branch and
 * topic's packets as a timeline, newest first; each packet's objective, the user's words,
 * conclusions, failures, next action and verdicts, and what changed since the packet before it;
 * a search box over all of them. Inline CSS and JS only, and a Content-Security-Policy that
 * forbids every request, so opening the file reaches nothing. Every value from a packet or the
 * log goes through `esc` (packets hold agent and user text); the script holds no data: it reads
 * the page's own text.
 */
import type { Packet } from "../model/packet/types.js";
import { createHash } from "node:crypto";
import { cutAtWord } from "../util/cut-text.js";
import { showInvisibles } from "./inert-text.js";
import { firstPacketChanges, type PacketChanges, packetChanges } from "./packet-changes.js";

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
function utc(iso: string | null): string {
  if (iso === null) return "date unknown";
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match === null ? "date unknown" : `${match[1]} ${match[2]} UTC`;
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

function list(items: readonly string[], className = ""): string {
  if (items.length === 0) return "";
  const cls = className === "" ? "" : ` class="${className}"`;
  return `<ul${cls}>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
}

function section(title: string, body: string): string {
  return body === "" ? "" : `<section class="part"><h4>${esc(title)}</h4>${body}</section>`;
}

function who(agent: string | null, date: string | null, packet: string | null): string {
  const parts = [agent, date, packet === null ? null : `from ${packet}`].filter(
    (v): v is string => v !== null,
  );
  return parts.length === 0 ? "" : ` <span class="who">${esc(parts.join(" · "))}</span>`;
}

function changesHtml(changes: PacketChanges, first: boolean): string {
  const rows: string[] = [];
  const row = (label: string, items: string[], cls: string) => {
    if (items.length > 0) {
      rows.push(
        `<div class="change ${cls}"><span class="label">${esc(label)}</span>${list(items.map(esc))}</div>`,
      );
    }
  };
  row("Facts added", changes.facts_added, "added");
  row("Resolved", changes.resolved, "resolved");
  row("Files touched", changes.files_touched, "files");
  row("Failures fixed", changes.failures_fixed, "fixed");
  row("New failures", changes.failures_new, "failed");
  const title = first ? "First packet of this line" : "Changed since the packet before";
  return section(title, rows.length === 0 ? '<p class="none">Nothing new.</p>' : rows.join(""));
}

function packetHtml(view: ViewPacket, changes: PacketChanges, first: boolean): string {
  const p = view.packet;
  const directives = (p.user_messages ?? []).map(
    (m) => `<blockquote>${esc(m.text)}</blockquote>${who(m.agent, m.date, m.packet)}`,
  );
  const conclusions = (p.conclusions ?? []).map(
    (c) =>
      `<span class="kind ${esc(c.kind)}">${esc(c.kind.replace("_", " "))}</span> ${esc(c.text)}${who(c.agent, c.date, c.packet)}`,
  );
  const failures = [
    ...p.failed_attempts.map((f) => `<code>${esc(f)}</code>`),
    ...p.feedback_tail
      .filter((t) => t.last_error_line !== undefined)
      .map(
        (t) =>
          `<code>${esc(t.command)}</code> → exit ${esc(String(t.exit_code))}: ${esc(t.last_error_line ?? "")}`,
      ),
  ];
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
    ...p.open_decisions.map((d) => `decision: ${esc(d.question)}`),
    ...(p.resolved_decisions ?? []).map(
      (d) =>
        `decided: ${esc(d.question)}${d.choice === null ? "" : ` → ${esc(d.choice)}`}${d.why === null ? "" : ` (${esc(d.why)})`}`,
    ),
    ...p.pitfalls.map((x) => `pitfall: ${esc(x.text)}`),
    ...p.assumptions_to_validate.map((x) => `assumption: ${esc(x.text)}`),
    ...(p.proofs ?? []).map((x) => `proof: ${esc(x.text)}`),
  ];
  const counts = [
    [directives.length, "directive"],
    [conclusions.length, "conclusion"],
    [p.failed_attempts.length, "failure"],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, word]) => `${n} ${word}${n === 1 ? "" : "s"}`)
    .join(" · ");
  const host = view.host === null ? "" : ` · ${esc(view.host)}`;
  return `<li><details class="packet" id="p-${esc(p.id)}" data-status="${esc(view.status)}">
<summary><span class="head"><time datetime="${esc(view.written_at ?? "")}">${esc(utc(view.written_at))}</time> <span class="badge ${esc(view.status)}">${esc(view.status)}</span> <code class="id">${esc(p.id)}</code><span class="host">${host}</span>${counts === "" ? "" : ` <span class="counts">${esc(counts)}</span>`}</span>
<span class="objective">${esc(cutAtWord(p.objective ?? p.summary, 200))}</span>
<span class="next"><b>Next:</b> ${esc(cutAtWord(p.next_action, 200))}</span></summary>
<div class="body">
${changesHtml(changes, first)}
${section("Objective", `<p>${esc(p.objective ?? "(none recorded)")}</p>`)}
${section("The user's words", list(directives))}
${section("Conclusions", list(conclusions))}
${section("Failures", list(failures))}
${section("Next action", next)}
${section("Verdicts and risks", list(verdicts))}
${section("Open notes", list(notes))}
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
    `style-src ${hashSource(STYLE)}`,
    `script-src ${hashSource(SCRIPT)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** The whole page. */
export function renderViewHtml(packets: readonly ViewPacket[], options: ViewOptions): string {
  const lines = linesOf(packets);
  const nav = lines
    .map(
      (line, i) =>
        `<a href="#line-${i}">${esc(line.branch ?? "(detached)")}${line.topic === "default" ? "" : ` / ${esc(line.topic)}`} <span class="n">${line.packets.length}</span></a>`,
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
              return older === undefined
                ? packetHtml(view, firstPacketChanges(view.packet), true)
                : packetHtml(view, packetChanges(older.packet, view.packet), false);
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
<h2 id="line-${i}-h">${esc(line.branch ?? "(detached)")} <span class="topic">topic ${esc(line.topic)}</span></h2>
<ol class="timeline">${items.join("\n")}</ol></section>`;
          })
          .join("\n");
  const count = packets.length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${pagePolicy()}">
<title>handoff · ${esc(options.title)}</title>
<style>${STYLE}</style></head>
<body>
<header>
<h1>handoff · ${esc(options.title)}</h1>
<p class="meta">${count} packet${count === 1 ? "" : "s"} on ${lines.length} line${lines.length === 1 ? "" : "s"} of work · generated ${esc(utc(options.generated_at))}</p>
<div class="search" role="search"><label for="q">Search</label>
<input id="q" type="search" placeholder="Search every packet: active, superseded, archived (press /)" autocomplete="off">
<button type="button" id="toggle">Expand all</button>
<span id="count" aria-live="polite"></span></div>
<nav aria-label="Lines of work">${nav}</nav>
</header>
<main>
${body}
</main>
<script>${SCRIPT}</script>
</body></html>
`;
}

const STYLE = `
:root{--bg:#fff;--fg:#1d1f23;--muted:#5f6670;--line:#d8dce2;--card:#f7f8fa;--accent:#2456c7;--ok:#1f7a3a;--bad:#b3261e;--warn:#8a5a00}
@media (prefers-color-scheme:dark){:root{--bg:#15171a;--fg:#e6e8eb;--muted:#9aa2ad;--line:#343a42;--card:#1d2025;--accent:#7aa5ff;--ok:#6fcf8e;--bad:#ff8a80;--warn:#e0b050}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
header{position:sticky;top:0;z-index:1;background:var(--bg);border-bottom:1px solid var(--line);padding:12px 24px}
h1{font-size:20px;margin:0}
.meta{margin:2px 0 8px;color:var(--muted)}
.search{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.search label{font-weight:600}
#q{flex:1;min-width:220px;max-width:640px;padding:6px 10px;font:inherit;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg)}
button{font:inherit;padding:5px 10px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg);cursor:pointer}
#count{color:var(--muted)}
nav{display:flex;gap:6px;flex-wrap:wrap;margin-top:8px}
nav a{color:var(--accent);text-decoration:none;border:1px solid var(--line);border-radius:12px;padding:1px 10px}
nav .n{color:var(--muted)}
main{padding:8px 24px 48px;max-width:1100px}
h2{font-size:17px;margin:20px 0 8px}
h2 .topic{font-weight:400;color:var(--muted);font-size:14px}
ol.timeline{list-style:none;margin:0;padding:0 0 0 14px;border-left:2px solid var(--line)}
ol.timeline>li{margin:0 0 10px;position:relative}
ol.timeline>li::before{content:"";position:absolute;left:-21px;top:14px;width:10px;height:10px;border-radius:50%;background:var(--accent)}
details.packet{background:var(--card);border:1px solid var(--line);border-radius:8px}
details.packet[data-status=superseded],details.packet[data-status=archived]{opacity:.85}
summary{cursor:pointer;padding:8px 12px;display:block;list-style:none}
summary::-webkit-details-marker{display:none}
summary:focus-visible,a:focus-visible,button:focus-visible,#q:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
summary .head{display:block;color:var(--muted);font-size:13px}
summary .objective{display:block;font-weight:600;margin-top:2px}
summary .next{display:block}
.badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;border:1px solid currentColor}
.badge.active{color:var(--ok)}.badge.superseded{color:var(--muted)}.badge.archived{color:var(--warn)}
.counts{margin-left:6px}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.body{padding:0 14px 10px;border-top:1px solid var(--line)}
.part h4{margin:10px 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.part ul{margin:0;padding-left:20px}
.part p{margin:4px 0}
blockquote{margin:0;display:inline;font-style:italic}
.who{color:var(--muted);font-size:12px;margin-left:6px}
.kind{font-size:12px;border-radius:4px;padding:0 5px;border:1px solid var(--line)}
.kind.dead_end,.change.failed .label{color:var(--bad)}
.change.fixed .label,.change.resolved .label{color:var(--ok)}
.change .label{font-weight:600;font-size:13px}
.sev.block{color:var(--bad)}.sev.warn{color:var(--warn)}
.none,.empty{color:var(--muted)}
mark{background:#ffe27a;color:#000}
[hidden]{display:none!important}
`;

// The page's behaviour. It reads the text the page already shows (no data in the script):
// typing filters the packets (every word must appear), Enter in the box opens the first match,
// "/" focuses the box, Escape clears it.
const SCRIPT = `
(function(){
var q=document.getElementById("q"),count=document.getElementById("count"),toggle=document.getElementById("toggle");
var items=Array.prototype.slice.call(document.querySelectorAll("details.packet"));
var texts=items.map(function(d){return d.textContent.toLowerCase();});
var opened=[];
function apply(){
  var terms=q.value.toLowerCase().split(/\\s+/).filter(Boolean),shown=0;
  opened.forEach(function(d){d.open=false;});opened=[];
  items.forEach(function(d,i){
    var hit=terms.every(function(t){return texts[i].indexOf(t)!==-1;});
    d.parentElement.hidden=!hit;if(hit)shown++;
  });
  Array.prototype.forEach.call(document.querySelectorAll("section.line"),function(s){
    s.hidden=!s.querySelector("ol.timeline>li:not([hidden])");
  });
  if(terms.length){
    count.textContent=shown+" of "+items.length+" packets match";
    if(shown<=5)items.forEach(function(d){if(!d.parentElement.hidden&&!d.open){d.open=true;opened.push(d);}});
  }else count.textContent="";
}
q.addEventListener("input",apply);
q.addEventListener("keydown",function(e){
  if(e.key==="Enter"){e.preventDefault();var first=items.filter(function(d){return !d.parentElement.hidden;})[0];
    if(first){first.open=true;first.querySelector("summary").focus();}}
  else if(e.key==="Escape"){q.value="";apply();q.blur();}
});
document.addEventListener("keydown",function(e){
  var t=e.target&&e.target.tagName;
  if(e.key==="/"&&t!=="INPUT"&&t!=="TEXTAREA"&&!e.ctrlKey&&!e.metaKey&&!e.altKey){e.preventDefault();q.focus();q.select();}
});
toggle.addEventListener("click",function(){
  var open=toggle.textContent==="Expand all";
  items.forEach(function(d){if(!d.parentElement.hidden)d.open=open;});
  toggle.textContent=open?"Collapse all":"Expand all";
});
})();
`;
