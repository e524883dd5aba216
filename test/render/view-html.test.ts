/**
 * `handoff view`'s page, pure (issue 31 item 5): self-contained (no URL it could fetch, a CSP
 * that forbids requests), every value escaped (a packet holding `<script>`, `</hook_context>`
 * and `"onerror=` injects nothing), lines of work and packets newest first, what changed.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { createHash } from "node:crypto";
import type { Packet } from "../../src/model/packet/types.js";
import {
  esc,
  renderViewHtml,
  VIEW_PACKETS_PER_LINE,
  type ViewPacket,
  viewLineKey,
} from "../../src/render/view-html.js";
import { makePacket } from "../helpers/make-packet.js";

const HOSTILE = [
  "<script>alert(1)</script>",
  "</hook_context>",
  '"onerror=alert(1) x="',
  "<img src=x onerror=alert(2)>",
  "' onmouseover='alert(3)",
];

function view(
  packet: Packet,
  seq: number,
  status: ViewPacket["status"] = "superseded",
): ViewPacket {
  return { packet, status, written_at: `2026-01-1${seq}T09:3${seq}:00.000Z`, host: "ci-box", seq };
}

const options = { title: "repo", generated_at: "2026-01-20T12:00:00.000Z" };

test("esc makes text inert in elements and attributes", () => {
  assert.equal(esc(`<a href="x">'&'</a>`), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
});

test("hostile values in every rendered field are escaped, never markup", () => {
  const [a, b, c, d, e] = HOSTILE as [string, string, string, string, string];
  const packet = makePacket({
    branch: `feat/${c}`,
    topic: `t${a}`,
    objective: a,
    summary: b,
    next_action: c,
    next_command: d,
    user_messages: [{ text: b, agent: e, date: a, packet: null }],
    conclusions: [{ kind: "decision", text: d, agent: a, date: null, packet: null }],
    failed_attempts: [`${a} -> exit 1`],
    feedback_tail: [{ command: d, exit_code: 1, last_error_line: e }],
    changed_files: [`${a}.ts`],
    pitfalls: [{ id: "n-1", text: e }],
    open_decisions: [{ id: "n-2", question: d, options: [] }],
    resolved_decisions: [{ id: "n-3", question: a, choice: c, why: e }],
    proofs: [{ id: "n-4", text: b }],
    open_risks: [{ severity: "block", detail: a }],
    verdict_trail: [
      { task_id: a, source: "review", verdict: b, total: 3, defects: [c], path: null },
    ],
    agent_report: c,
  });
  const html = renderViewHtml([{ ...view(packet, 1, "active"), host: a }], {
    ...options,
    title: a,
  });
  // The page's own markup: one script element, and no attribute a value opened.
  assert.equal(html.match(/<script/g)?.length, 1);
  assert.ok(!html.includes("</hook_context>"));
  assert.ok(!/<img/i.test(html));
  // Escaped text holds no `<`: every tag is the page's own, and none has an event handler.
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  assert.deepEqual(
    tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag)),
    [],
  );
  assert.ok(!html.includes("' onmouseover='"));
  assert.ok(html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"));
  assert.ok(html.includes("&lt;/hook_context&gt;"));
  assert.ok(html.includes("&quot;onerror=alert(1) x=&quot;"));
  // The card's filter data and story hold the values too, escaped the same way.
  assert.match(html, /data-branch="feat\/&quot;onerror=alert\(1\) x=&quot;"/);
  assert.ok(html.includes("chose &quot;onerror=alert(1) x=&quot;"));
  assert.ok(!html.includes("<li><li"), "a list item inside another");
});

test("self-contained: no external URL, and a policy that forbids every request", () => {
  const html = renderViewHtml([view(makePacket(), 1, "active")], options);
  assert.match(html, /http-equiv="Content-Security-Policy" content="default-src 'none';/);
  assert.ok(!/(?:src|href)="(?:https?:)?\/\//i.test(html), "an external reference");
  assert.ok(!/@import|url\(/i.test(html));
  assert.equal((html.match(/https?:\/\//g) ?? []).length, 0);
});

test("lines of work newest first, packets newest first, each card headed by what it changed", () => {
  const one = makePacket({
    summary: "one",
    objective: "first objective",
    failed_attempts: ["npm test -> exit 1"],
    changed_files: ["a.ts"],
    pitfalls: [{ id: "n-1", text: "cache is stale" }],
  });
  const two = makePacket({
    summary: "two",
    objective: "second objective",
    changed_files: ["a.ts", "b.ts"],
    conclusions: [
      { kind: "fact", text: "The port is 8080.", agent: "codex", date: null, packet: null },
    ],
  });
  const other = makePacket({ branch: "fix/other", summary: "other", objective: "other objective" });
  const html = renderViewHtml(
    [view(one, 1), view(other, 2, "archived"), view(two, 3, "active")],
    options,
  );
  const order = [two.id, one.id, other.id].map((id) => html.indexOf(`id="p-${id}"`));
  assert.ok(
    order.every((i) => i > 0) && order[0]! < order[1]! && order[1]! < order[2]!,
    String(order),
  );
  // The objective stands once per line of work, from its newest packet; no card repeats it.
  assert.equal(html.match(/class="line-objective"/g)?.length, 2);
  assert.match(html, /<b>Objective:<\/b> second objective<\/p>/);
  assert.ok(!html.includes("<b>Objective:</b> first objective"));
  const twoCard = html.slice(html.indexOf(`id="p-${two.id}"`), html.indexOf(`id="p-${one.id}"`));
  const summary = twoCard.slice(twoCard.indexOf("<summary>"), twoCard.indexOf("</summary>"));
  assert.match(summary, /fixed: npm test/);
  assert.match(summary, /objective now: second objective/);
  assert.match(summary, /<span class="count fixed">1 fixed<\/span>/);
  assert.ok(!/failing/.test(summary), summary);
  assert.match(twoCard, /What changed since the packet before/);
  assert.match(twoCard, /<li><span class="item file">b.ts<\/span><\/li>/);
  assert.match(twoCard, /resolved pitfall: cache is stale/);
  assert.match(twoCard, /The port is 8080\./);
  assert.match(
    twoCard,
    /<li class="failure fixed"><span class="state fixed">fixed<\/span> <code>npm test<\/code>/,
  );
  assert.match(twoCard, /data-kinds="fixed file objective conclusion note"/);
  assert.match(twoCard, /data-states="active fixed"/);
  const oneCard = html.slice(html.indexOf(`id="p-${one.id}"`));
  assert.match(oneCard, /What this first packet brings/);
  assert.match(oneCard, /<span class="count failing">1 failing<\/span>/);
  assert.match(html, /3 packets on 2 lines of work/);
  assert.match(html, /2026-01-13 09:33 UTC/);
  assert.match(html, /data-status="archived"/);
});

test("a settled decision shows the option chosen; the filters list branches, kinds and states", () => {
  const packet = makePacket({
    resolved_decisions: [
      { id: "n-2", question: "strict by default?", choice: "opt-in", why: null },
    ],
  });
  const html = renderViewHtml([view(packet, 1, "active")], options);
  assert.match(html, /decided:<\/span> strict by default\? → chose opt-in/);
  assert.match(
    html,
    /<select id="f-branch"[^>]*><option value="">every branch<\/option><option value="main">main<\/option><\/select>/,
  );
  assert.match(html, /<select id="f-kind"[^>]*>.*<option value="fixed">failures fixed<\/option>/);
  assert.match(html, /<option value="passed-later">a failure passed later<\/option>/);
});

test("an empty registry says how to start", () => {
  assert.match(renderViewHtml([], options), /No packets yet\. Run <code>handoff write<\/code>/);
});

test("the policy allows no inline script or style but the page's own, each pinned by its hash", () => {
  const html = renderViewHtml([view(makePacket(), 1, "active")], options);
  const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
  assert.ok(!policy.includes("unsafe-inline"), policy);
  const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  assert.ok(script.length > 100 && style.length > 100);
  assert.match(policy, new RegExp(`script-src ${hashOf(script).replace(/[+/]/g, "\\$&")}`));
  assert.match(policy, new RegExp(`style-src ${hashOf(style).replace(/[+/]/g, "\\$&")}`));
  assert.equal((html.match(/<script/g) ?? []).length, 1);
});

test("a long line of work shows its newest packets and says how many older ones are left out", () => {
  const packets = Array.from({ length: VIEW_PACKETS_PER_LINE + 1 }, (_, i) =>
    view(makePacket({ summary: `packet ${i}`, objective: `objective number ${i}` }), i + 1),
  );
  const key = viewLineKey("main", "default");
  const html = renderViewHtml(packets, { ...options, omitted: new Map([[key, 40]]) });
  assert.equal((html.match(/<details class="packet"/g) ?? []).length, VIEW_PACKETS_PER_LINE);
  assert.ok(!html.includes("objective number 0<"), "the oldest is not on the page");
  assert.match(html, /41 older packets of this line not shown \(older than [0-9a-f]{16}\)/);
  assert.match(html, /<code>handoff show ID<\/code>/);
});

test("a card counts failures by their current state and lists each once, with its reason", () => {
  const older = makePacket({ failed_attempts: ["npm test -> exit 1", "npm run lint -> exit 1"] });
  const newer = makePacket({
    summary: "both passed",
    failed_attempts: [
      `npm test -> exit 1 (passed later) (from packet ${older.id})`,
      "npm run lint -> exit 1 (x2) (passed later)",
      "node t.js -> exit 1",
    ],
    feedback_tail: [
      {
        command: "node t.js",
        exit_code: 1,
        count: 1,
        last_error_line: "t.js:4:49)",
        tail: "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n4 !== 5\n\n    at Object.<anonymous> (/x/t.js:4:49)",
      },
    ],
  });
  const html = renderViewHtml([view(older, 1), view(newer, 2, "active")], options);
  const card = html.slice(html.indexOf(`id="p-${newer.id}"`), html.indexOf(`id="p-${older.id}"`));
  const summary = card.slice(card.indexOf("<summary>"), card.indexOf("</summary>"));
  assert.match(
    summary,
    /<span class="count failing">1 failing<\/span> <span class="count fixed">2 fixed<\/span>/,
  );
  assert.ok(!/\d failures?\b/.test(summary), summary);
  const failures = card.slice(card.indexOf('<ul class="failures">'));
  const rows = failures.slice(0, failures.indexOf("</ul>")).match(/<li class="failure [a-z-]+">/g);
  assert.deepEqual(rows, [
    '<li class="failure failing">',
    '<li class="failure fixed">',
    '<li class="failure fixed">',
  ]);
  assert.equal(card.split("<code>node t.js</code>").length - 1, 1, "one row for node t.js");
  assert.match(card, /Expected values to be strictly equal: 4 !== 5/);
  assert.ok(!card.includes("t.js:4:49)"), "a frame's fragment shown as the reason");
});
