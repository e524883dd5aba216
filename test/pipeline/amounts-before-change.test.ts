/**
 * An amount an earlier session worked out ("March comes to 512.00 EUR …"), naming no code, is
 * never carried as in force once a later session of another agent changed a constant of the
 * work's code (`PEAK_FROM` 18:00 → 18:30), whether at the user's new rule (in Spanish) or on
 * the agent's own reading of a document: a dead end marked superseded by the changed line, at
 * that hop and the next. A conclusion that says the new state ("PEAK_FROM is 18:30 now, so
 * March comes to 498.00.") stays, and the old amount is left out for it. Real repo, three hops.
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

const dir = mkdtempSync(join(tmpdir(), "handoff-amounts-"));
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

const TARIFF = (from: string) =>
  `const PEAK_FROM = "${from}";\nfunction bill(readings) {\n  return readings.reduce((s, r) => s + r.kwh * (r.at >= PEAK_FROM ? 0.3 : 0.2), 0);\n}\nmodule.exports = { bill };\n`;
const LINE = (from: string) => `const PEAK_FROM = "${from}";`;
const MARCH = "March comes to 512.00 EUR for the readings in tests/march.csv.";
const NOW = "PEAK_FROM is 18:30 now, so March comes to 498.00 EUR.";

async function relay(
  agents: readonly RelayAgent[],
  second: ScriptedSession["user"],
  report: string,
) {
  const repo = makeRepo("handoff-amounts-repo-");
  try {
    commit(repo, { "src/tariff.js": TARIFF("17:00") }, "start");
    commit(repo, { "src/tariff.js": TARIFF("18:00") }, "peak");
    const p1 = await hop(repo, {
      agent: agents[0] as RelayAgent,
      day: "2026-12-01",
      user: ["Bill the meter readings in src/tariff.js with the peak rate from 18:00."],
      edits: [{ after: 0, path: "src/tariff.js", old: LINE("17:00"), new: LINE("18:00") }],
      commands: ["npm test", "node bin/bill.js --month 2026-03"],
      report: MARCH,
    });
    assert.notEqual(find(p1, MARCH), undefined, listed(p1));
    commit(repo, { "src/tariff.js": TARIFF("18:30") }, "peak later");
    const p2 = await hop(repo, {
      agent: agents[1] as RelayAgent,
      day: "2026-12-02",
      user: second,
      edits: [{ after: 0, path: "src/tariff.js", old: LINE("18:00"), new: LINE("18:30") }],
      commands: ["npm test"],
      report,
    });
    const p3 = await hop(repo, {
      agent: agents[2] as RelayAgent,
      day: "2026-12-03",
      user: ["Sigue con las pruebas."],
      commands: ["npm test"],
      report: "src/tariff.js exports bill alone.",
    });
    return [p2, p3];
  } finally {
    removeDir(repo);
  }
}

for (const agents of [
  ["claude", "codex", "gemini"],
  ["codex", "gemini", "claude"],
  ["gemini", "claude", "codex"],
] as const) {
  for (const second of [
    ["La hora punta empieza a las 18:30 ahora."],
    ["Check the peak hours in src/tariff.js against the utility's sheet, docs/tariff.pdf."],
  ])
    test(`an amount worked out before a later change of the code's constant is never in force (${agents.join(" → ")}; ${second[0]?.slice(0, 20)})`, async () => {
      for (const packet of await relay(
        agents,
        second,
        "src/tariff.js reads the readings in order of time.",
      )) {
        assert.equal(find(packet, MARCH)?.kind, "dead_end", listed(packet));
        assert.equal(
          find(packet, MARCH)?.text,
          `${MARCH} — superseded by \`${LINE("18:30")}\` (src/tariff.js)`,
        );
        assert.doesNotMatch(concluded(packet), /^- (decided|found): March comes to 512\.00/m);
      }
    });
  test(`a conclusion stating the amount under the new value stays, the old one left out (${agents.join(" → ")})`, async () => {
    for (const packet of await relay(agents, ["La hora punta empieza a las 18:30 ahora."], NOW)) {
      assert.equal(find(packet, MARCH), undefined, listed(packet));
      assert.notEqual(find(packet, NOW)?.kind, "dead_end", listed(packet));
      assert.equal(find(packet, NOW)?.text, NOW, listed(packet));
    }
  });
}
