/**
 * A behaviour one session added with its reason, as a line or a branch that declares nothing
 * (`if (order.hall) total += 4000;`, a rounding up to whole boxes), and that a later session of
 * another agent took back out, saying only the effect in the domain's words (in another
 * language, naming no identifier, file or number of the earlier sentence): the earlier
 * conclusion is tied to the line its turn added, shown with it, and abandoned once that line is
 * gone from the code, whatever the words. A line only moved or reformatted is not taken out.
 * Real repo, the removal in the second hop and in the third.
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

const dir = mkdtempSync(join(tmpdir(), "handoff-added-lines-"));
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

const BILL = (extra: string) =>
  `function bill(order) {\n  let total = order.items * order.price;\n${extra}  return total;\n}\nmodule.exports = { bill };\n`;
const PLAIN = BILL("");
const CHARGE = "  if (order.hall) total += 4000;\n";
const WITH = BILL(CHARGE);
// The same line, moved below a comment and written with other spaces: not taken out.
const MOVED = BILL("  // halls\n  if ( order.hall )  total  +=  4000;\n");
const SAID = "Added a 40-rupee delivery charge on hall orders: the halls are across town.";

const LABEL = 'function label(o) {\n  return "#" + o.id;\n}\nmodule.exports = { label };\n';
const LABELS = "src/labels.js prints one label per order, with the id after a hash.";

/** Session one: the charge put in, its reason said at the turn's end or right before the edit. */
function first(agent: RelayAgent, before: boolean): ScriptedSession {
  return {
    agent,
    day: "2026-12-01",
    user: ["Bill the orders in src/bill.js; the halls get their boxes delivered."],
    edits: [
      {
        after: 0,
        path: "src/bill.js",
        old: PLAIN,
        new: WITH,
        ...(before ? { said: SAID } : {}),
      },
    ],
    commands: ["npm test"],
    report: before ? "npm test passes." : SAID,
  };
}

/** The session that takes the charge out (or only moves it), saying only the effect. */
function remover(agent: RelayAgent, day: string, now: string, words: string): ScriptedSession {
  return {
    agent,
    day,
    user: ["Los salones mandan su propio mensajero ahora."],
    edits: [{ after: 0, path: "src/bill.js", old: WITH, new: now }],
    commands: ["npm test"],
    report: words,
  };
}

for (const [agents, before] of [
  [["claude", "codex", "gemini"], false],
  [["codex", "gemini", "claude"], true],
  [["gemini", "claude", "codex"], false],
] as const satisfies readonly (readonly [readonly RelayAgent[], boolean])[]) {
  test(`a line a session added with its reason, taken out two hops later, abandons the reason (${agents.join(" → ")})`, async () => {
    const repo = makeRepo("handoff-added-lines-repo-");
    try {
      commit(repo, { "src/bill.js": PLAIN, "src/labels.js": "" }, "start");
      commit(repo, { "src/bill.js": WITH }, "charge");
      const p1 = await hop(repo, first(agents[0], before));
      assert.equal(find(p1, SAID)?.kind, "decision", listed(p1));
      assert.equal(find(p1, SAID)?.text, `${SAID} (wrote \`${CHARGE.trim()}\` in src/bill.js)`);
      commit(repo, { "src/labels.js": LABEL }, "labels");
      const p2 = await hop(repo, {
        agent: agents[1],
        day: "2026-12-02",
        user: ["Now the labels in src/labels.js: one per order."],
        writes: [{ path: "src/labels.js", content: LABEL }],
        commands: ["npm test"],
        report: LABELS,
      });
      assert.equal(find(p2, SAID)?.kind, "decision", listed(p2));
      commit(repo, { "src/bill.js": PLAIN }, "no charge");
      const p3 = await hop(
        repo,
        remover(
          agents[2],
          "2026-12-03",
          PLAIN,
          "Los salones traen su propio mensajero, así que ese cargo ya no va.",
        ),
      );
      assert.equal(find(p3, SAID)?.kind, "dead_end", listed(p3));
      assert.ok(
        find(p3, SAID)?.text.endsWith(` — taken out since: \`${CHARGE.trim()}\``),
        listed(p3),
      );
      assert.doesNotMatch(concluded(p3), /^- (decided|found): Added a 40-rupee/m);
      // Code that stands keeps its conclusion as it was.
      assert.equal(find(p3, LABELS)?.kind, find(p2, LABELS)?.kind, listed(p3));
    } finally {
      removeDir(repo);
    }
  });
}

for (const agents of [
  ["codex", "claude"],
  ["gemini", "codex"],
] as const satisfies readonly (readonly RelayAgent[])[]) {
  test(`a line taken out at the very next hop abandons the reason; one only moved keeps it (${agents.join(" → ")})`, async () => {
    for (const [now, gone] of [
      [PLAIN, true],
      [MOVED, false],
    ] as const) {
      const repo = makeRepo("handoff-added-lines-repo-");
      try {
        commit(repo, { "src/bill.js": PLAIN }, "start");
        commit(repo, { "src/bill.js": WITH }, "charge");
        const p1 = await hop(repo, first(agents[0], false));
        assert.equal(find(p1, SAID)?.kind, "decision", listed(p1));
        commit(repo, { "src/bill.js": now }, "charge again");
        const p2 = await hop(
          repo,
          remover(
            agents[1],
            "2026-12-02",
            now,
            "The halls send their own courier now, so that charge is gone.",
          ),
        );
        assert.equal(find(p2, SAID)?.kind, gone ? "dead_end" : "decision", listed(p2));
      } finally {
        removeDir(repo);
      }
    }
  });
}
