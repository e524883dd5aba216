/**
 * A closing report of plain status sentences — a file deleted in the work tree and not
 * committed, the tests passing, the branch ahead, nothing left half done — decides nothing, in
 * any language and whatever the agent: none of it is a decision of the packet. What such a
 * sentence says of its files is where they stand, which the briefing reads from git. A decision
 * beside them (a value in the code, with its consequence) stays, without the status after it.
 * Real temp repos, the sessions in Claude Code's, Codex CLI's and Gemini CLI's formats.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { RelayAgent } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-status-report-"));
after(() => removeDir(dir));

/** One session that writes the slot planner, deletes src/legacy.js and closes on `report`. */
async function session(agent: RelayAgent, report: string): Promise<Packet> {
  const repo = makeRepo("handoff-status-report-repo-");
  try {
    writeRepoFile(repo, "package.json", '{"scripts":{"test":"node --test"}}\n');
    writeRepoFile(repo, "src/legacy.js", "export const old = 1;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "init");
    rmSync(join(repo, "src/legacy.js"));
    return await writeScriptedHop(dir, repo, {
      agent,
      day: "2026-11-02",
      user: ["Write the slot planner in src/slots.js: slots are 90 minutes, none after 22:00."],
      writes: [
        {
          path: "src/slots.js",
          content: "export const SLOT_MIN = 90;\nexport const slots = () => [];\n",
        },
        { path: "test/slots.test.js", content: "test('slots', () => {});\n" },
      ],
      commands: ["rm src/legacy.js", "npm test", "git add src test", "git commit -q -m slots"],
      report,
    });
  } finally {
    removeDir(repo);
  }
}

const decisions = (packet: Packet) =>
  (packet.conclusions ?? []).filter((c) => c.kind === "decision").map((c) => c.text);

test("closing status sentences are no decisions, in any language and agent", async () => {
  const reports: [RelayAgent, string][] = [
    [
      "claude",
      "All 4 tests pass. src/legacy.js is deleted in the work tree, not committed. The branch is two commits ahead of `origin/main`. Nothing is left half done.",
    ],
    [
      "codex",
      "Work tree: `src/legacy.js` deleted, not committed. Branch: two commits ahead of origin/main.",
    ],
    ["gemini", "Wszystkie 4 testy przechodzą. src/legacy.js jest usunięty, bez commita."],
    ["claude", "Tüm 4 test geçiyor; src/legacy.js silindi ama commit edilmedi."],
    ["codex", "Es bleibt nichts halb fertig; npm test läuft durch."],
    ["gemini", "src/legacy.js 已在工作区删除，尚未提交。"],
    ["claude", "I deleted src/legacy.js; it is not committed."],
  ];
  for (const [agent, report] of reports)
    assert.deepEqual(decisions(await session(agent, report)), [], `${agent}: ${report}`);
});

test("a decision beside the status keeps its value and reason, without the status", async () => {
  for (const agent of ["claude", "codex", "gemini"] as const) {
    const packet = await session(
      agent,
      "Slots are 90 minutes in src/slots.js, so the last one starts at 20:30. Nothing is left half done. Receipt numbers are padded to five digits; npm test passes.",
    );
    assert.deepEqual(
      decisions(packet),
      [
        "Slots are 90 minutes in src/slots.js, so the last one starts at 20:30.",
        "Receipt numbers are padded to five digits; npm test passes.",
      ],
      agent,
    );
  }
});
