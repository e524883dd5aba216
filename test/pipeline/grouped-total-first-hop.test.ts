/**
 * A total worked out by one session ("Rs 13,050", "13 050 ₸", "12.500 €") on a price the work
 * had not changed yet (the file was there before the relay started), then a later session of
 * another agent changes that price: the briefing right after the change, not only the ones after
 * it, no longer carries the total as in force. A plain count said beside it stays. Real repo,
 * three hops.
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

const dir = mkdtempSync(join(tmpdir(), "handoff-grouped-"));
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

const CODE = (price: number) =>
  `const PRICE_PER_BOX = ${price};\nfunction total(boxes) {\n  return boxes * PRICE_PER_BOX;\n}\nmodule.exports = { total };\n`;
const LINE = (price: number) => `const PRICE_PER_BOX = ${price};`;
const COUNT = "tests/week.csv holds 5000 rows, one per box delivered.";

for (const [agents, total, how] of [
  [["claude", "codex", "gemini"], "The week's 29 boxes come to Rs 13,050 for the hall.", "edit"],
  [
    ["codex", "gemini", "claude"],
    "Итого по tests/week.csv: 13 050 ₸ за неделю, по всем залам.",
    "edit",
  ],
  [
    ["gemini", "claude", "codex"],
    "Laut tests/week.csv kostet die Woche die Halle 12.500 € für alle Kisten.",
    "edit",
  ],
  // The change written whole: a shell heredoc (Codex CLI), a Write (Claude Code).
  [["gemini", "codex", "claude"], "The week's 29 boxes come to Rs 13,050 for the hall.", "write"],
  [["codex", "claude", "gemini"], "Итого по tests/week.csv: 13 050 ₸ за неделю.", "write"],
] as const satisfies readonly (readonly [readonly RelayAgent[], string, "edit" | "write"])[])
  test(`a grouped total worked out before a later change of its price is not in force at the first hop after (${agents.join(" → ")}, ${how})`, async () => {
    const repo = makeRepo("handoff-grouped-repo-");
    try {
      commit(repo, { "src/boxes.js": CODE(450) }, "start");
      const p1 = await hop(repo, {
        agent: agents[0],
        day: "2026-12-01",
        user: ["Work out what the hall owes for the week from tests/week.csv with src/boxes.js."],
        commands: ["npm test", "node bin/week.js tests/week.csv"],
        report: total,
        more: [COUNT],
      });
      assert.equal(find(p1, total)?.kind, "decision", listed(p1));
      commit(repo, { "src/boxes.js": CODE(500) }, "price up");
      const p2 = await hop(repo, {
        agent: agents[1],
        day: "2026-12-02",
        user: ["Los proveedores suben: ahora 500 por caja en src/boxes.js."],
        ...(how === "edit"
          ? { edits: [{ after: 0, path: "src/boxes.js", old: LINE(450), new: LINE(500) }] }
          : { writes: [{ path: "src/boxes.js", content: CODE(500) }] }),
        commands: ["npm test"],
        report: "src/boxes.js exports total alone.",
      });
      const p3 = await hop(repo, {
        agent: agents[2],
        day: "2026-12-03",
        user: ["Sigue con las pruebas."],
        commands: ["npm test"],
        report: "src/boxes.js has one function.",
      });
      for (const packet of [p2, p3]) {
        assert.equal(find(packet, total)?.kind, "dead_end", listed(packet));
        assert.equal(
          find(packet, total)?.text,
          `${total} — superseded by \`${LINE(500)}\` (src/boxes.js)`,
        );
        assert.doesNotMatch(
          concluded(packet),
          new RegExp(`^- (decided|found): ${total.slice(0, 16)}`, "m"),
        );
        // A count is no amount: it stays as said.
        assert.equal(find(packet, COUNT)?.kind, find(p1, COUNT)?.kind, listed(packet));
      }
    } finally {
      removeDir(repo);
    }
  });
