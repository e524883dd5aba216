/**
 * A conclusion said at a turn's end in the domain's words, no cue word and no identifier, whose
 * code that turn's edits put in ("Orders level on weight go by arrival time" of `byArrival`, "A
 * started box is charged as a whole box" of `wholeBoxes`, a short word or a plural of the name
 * said too), is tied to that code: when a later session of another agent takes the code out,
 * the user saying only its effect, the conclusion is a dead end, never decided. One whose code
 * stands stays as it was. Each in a real repo, three hops, the removal in the third. In another
 * language, where no name is said in words, the turn's one declaration ties its one conclusion.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { renderBriefing } from "../../src/resume/briefing.js";
import { resultFor } from "../helpers/briefing-packets.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { RelayAgent, ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-said-code-"));
after(() => removeDir(dir));
const hop = (repo: string, s: ScriptedSession): Promise<Packet> => writeScriptedHop(dir, repo, s);

function commit(repo: string, files: Record<string, string>, message: string): void {
  for (const [path, text] of Object.entries(files)) writeRepoFile(repo, path, text);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", message);
}

const listed = (packet: Packet) => packet.conclusions.map((c) => `${c.kind}: ${c.text}`).join("\n");
const find = (packet: Packet, text: string) =>
  packet.conclusions.find((c) => c.text.startsWith(text));
const concluded = (packet: Packet) =>
  renderBriefing(resultFor(packet), "text")
    .split("## What the agent concluded\n")[1]
    ?.split("\n## ")[0] ?? "";

const SORTER = (cmp: string, helper: string) =>
  `${helper}function sortOrders(orders) {\n  return [...orders].sort((a, b) => ${cmp});\n}\nmodule.exports = { sortOrders };\n`;
const BY_ARRIVAL = "function byArrival(a, b) {\n  return a.arrivedAt - b.arrivedAt;\n}\n";
const PLAIN = SORTER("b.weight - a.weight", "");
const WITH = SORTER("b.weight - a.weight || byArrival(a, b)", BY_ARRIVAL);
const BY_ID = SORTER("b.weight - a.weight || a.id - b.id", "");
const ORDERS = "Orders level on weight go by arrival time, as the warehouse's handbook says.";

const CHARGE = (helper: string, use: string) =>
  `${helper}def charge(items, per_box, price):\n    return ${use} * price\n`;
const WHOLE = "def whole_boxes(items, per_box):\n    return -(-items // per_box)\n\n";
const CHARGE_WHOLE = CHARGE(WHOLE, "whole_boxes(items, per_box)");
const CHARGE_EXACT = CHARGE("", "items / per_box");
const BOXES = "A started box is charged as a whole box, so the van is always paid for.";

const LABEL = 'function label(o) {\n  return "#" + o.id;\n}\nmodule.exports = { label };\n';
const LABELS = "src/labels.js prints one label per order, with the id after a hash.";

for (const agents of [
  ["claude", "codex", "gemini"],
  ["codex", "gemini", "claude"],
  ["gemini", "claude", "codex"],
] as const satisfies readonly (readonly RelayAgent[])[]) {
  test(`a turn's conclusion said in the words of the code it put in is abandoned when a later session takes the code out (${agents.join(" → ")})`, async () => {
    const repo = makeRepo("handoff-said-code-repo-");
    try {
      commit(
        repo,
        { "src/sorter.js": PLAIN, "bill/charge.py": CHARGE_EXACT, "src/labels.js": "" },
        "start",
      );
      commit(repo, { "src/sorter.js": WITH, "bill/charge.py": CHARGE_WHOLE }, "sorter");
      const p1 = await hop(repo, {
        agent: agents[0],
        day: "2026-12-01",
        user: [
          "Sort the orders in src/sorter.js heaviest first, and charge by the box in bill/charge.py.",
        ],
        edits: [
          { after: 0, path: "src/sorter.js", old: PLAIN, new: WITH },
          { after: 0, path: "bill/charge.py", old: CHARGE_EXACT, new: CHARGE_WHOLE },
        ],
        commands: ["npm test"],
        report: ORDERS,
        more: [BOXES],
      });
      assert.equal(find(p1, ORDERS)?.kind, "decision", listed(p1));
      assert.ok(find(p1, ORDERS)?.text.includes("`byArrival`"), listed(p1));
      assert.ok(find(p1, BOXES)?.text.includes("`whole_boxes`"), listed(p1));
      commit(repo, { "src/labels.js": LABEL }, "labels");
      const p2 = await hop(repo, {
        agent: agents[1],
        day: "2026-12-02",
        user: ["Now the labels in src/labels.js: one per order."],
        writes: [{ path: "src/labels.js", content: LABEL }],
        commands: ["npm test"],
        report: LABELS,
      });
      assert.equal(find(p2, ORDERS)?.kind, "decision", listed(p2));
      commit(repo, { "src/sorter.js": BY_ID, "bill/charge.py": CHARGE_EXACT }, "again");
      const p3 = await hop(repo, {
        agent: agents[2],
        day: "2026-12-03",
        user: ["The list came out in the wrong order again, and the shop was billed for air."],
        edits: [
          { after: 0, path: "src/sorter.js", old: WITH, new: BY_ID },
          { after: 0, path: "bill/charge.py", old: CHARGE_WHOLE, new: CHARGE_EXACT },
        ],
        commands: ["npm test"],
        report: "Equal weights fall back to the order id now.",
      });
      for (const text of [ORDERS, BOXES]) {
        const entry = find(p3, text);
        if (entry !== undefined) assert.equal(entry.kind, "dead_end", listed(p3));
        assert.doesNotMatch(
          concluded(p3),
          new RegExp(`^- (decided|found): ${text.slice(0, 20)}`, "m"),
        );
      }
      // Code that stands keeps its conclusion as it was.
      assert.equal(find(p3, LABELS)?.kind, find(p2, LABELS)?.kind, listed(p3));
      assert.equal(find(p3, LABELS)?.text, find(p2, LABELS)?.text);
    } finally {
      removeDir(repo);
    }
  });
}

for (const [agents, said] of [
  [
    ["codex", "claude", "gemini"],
    "En src/sorter.js los pedidos con el mismo peso van por orden de llegada, como dice el manual del almacén.",
  ],
  [
    ["gemini", "codex", "claude"],
    "In src/sorter.js entscheidet bei gleichem Gewicht die Ankunftszeit, so steht es im Handbuch des Lagers.",
  ],
] as const) {
  test(`the one conclusion of a turn that put in one thing is abandoned when a later session takes it out (${agents.join(" → ")})`, async () => {
    const repo = makeRepo("handoff-said-code-repo-");
    try {
      commit(repo, { "src/sorter.js": PLAIN, "src/labels.js": "" }, "start");
      commit(repo, { "src/sorter.js": WITH }, "sorter");
      const p1 = await hop(repo, {
        agent: agents[0],
        day: "2026-12-01",
        user: ["Ordena los pedidos en src/sorter.js, los más pesados primero."],
        edits: [{ after: 0, path: "src/sorter.js", old: PLAIN, new: WITH }],
        commands: ["npm test"],
        report: said,
      });
      assert.equal(
        find(p1, said)?.text,
        `${said} (wrote \`byArrival\` in src/sorter.js)`,
        listed(p1),
      );
      commit(repo, { "src/labels.js": LABEL }, "labels");
      const p2 = await hop(repo, {
        agent: agents[1],
        day: "2026-12-02",
        user: ["Now the labels in src/labels.js: one per order."],
        writes: [{ path: "src/labels.js", content: LABEL }],
        commands: ["npm test"],
        report: LABELS,
      });
      assert.equal(find(p2, said)?.kind, find(p1, said)?.kind, listed(p2));
      commit(repo, { "src/sorter.js": BY_ID }, "again");
      const p3 = await hop(repo, {
        agent: agents[2],
        day: "2026-12-03",
        user: ["La lista salió otra vez en mal orden."],
        edits: [{ after: 0, path: "src/sorter.js", old: WITH, new: BY_ID }],
        commands: ["npm test"],
        report: "Equal weights fall back to the order id now.",
      });
      assert.equal(find(p3, said)?.kind, "dead_end", listed(p3));
      assert.doesNotMatch(
        concluded(p3),
        new RegExp(`^- (decided|found): ${said.slice(0, 20)}`, "m"),
      );
    } finally {
      removeDir(repo);
    }
  });
}
