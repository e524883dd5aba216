/**
 * A conclusion that names both the code a turn put in and the code it replaced ("`CALF_SHARE =
 * 3` now stands where `CALF_ML_PER_DAY` was", in any language, said before the edit or at the
 * turn's end) is about the thing in force: decided, never abandoned, in its own session's
 * packet and in the packets after it, where no file names the replaced constant any more. One
 * about the replaced thing alone stays a dead end; a later session taking the new code out
 * abandons it. Real repos, three agents in turn.
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

const dir = mkdtempSync(join(tmpdir(), "handoff-in-force-"));
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

const feed = (constant: string, use: string) =>
  `${constant}\n\ndef ration(tank, calves):\n    return ${use}\n`;
const LITRES = feed("CALF_ML_PER_DAY = 2000", "calves * CALF_ML_PER_DAY");
const SHARES = feed("CALF_SHARE = 3", "tank / (calves * CALF_SHARE)");
const BY_HEAD = feed("CALF_HEAD_ML = 1800", "calves * CALF_HEAD_ML");

/** The sentence that names both, in three languages and two places in the turn. */
const SAID: { words: string; before: boolean }[] = [
  {
    words:
      "`CALF_SHARE = 3` now stands where `CALF_ML_PER_DAY` was, so the tank is split by shares.",
    before: false,
  },
  {
    words:
      "`CALF_SHARE = 3` ocupa ahora el lugar de `CALF_ML_PER_DAY`: el tanque se reparte por partes.",
    before: false,
  },
  {
    words:
      "`CALF_SHARE = 3` tritt an die Stelle von `CALF_ML_PER_DAY`, weil der Tank nach Anteilen geteilt wird.",
    before: true,
  },
];

const ORDERS = [
  ["claude", "codex", "gemini"],
  ["codex", "gemini", "claude"],
  ["gemini", "claude", "codex"],
] as const satisfies readonly (readonly RelayAgent[])[];

for (const [k, agents] of ORDERS.entries()) {
  const { words, before } = SAID[k] as { words: string; before: boolean };
  test(`what stands in place of a replaced constant is decided, in its session and after (${agents.join(" → ")})`, async () => {
    const repo = makeRepo("handoff-in-force-repo-");
    try {
      commit(repo, { "README.md": "calves\n" }, "start");
      commit(repo, { "src/feed.py": SHARES }, "shares");
      const p1 = await hop(repo, {
        agent: agents[0],
        day: "2026-12-01",
        user: [
          "Write src/feed.py: each calf gets 2 litres a day.",
          "Feed by shares now: a calf gets three shares of the tank.",
        ],
        writes: [{ path: "src/feed.py", content: LITRES }],
        commands: ["python -m pytest -q"],
        edits: [
          {
            after: 1,
            path: "src/feed.py",
            old: LITRES,
            new: SHARES,
            ...(before ? { said: words } : {}),
          },
        ],
        report: before ? "Done." : words,
      });
      assert.equal(find(p1, words)?.kind, "decision", listed(p1));
      assert.doesNotMatch(concluded(p1), /^- abandoned: `CALF_SHARE/m);
      commit(repo, { "README.md": "calves, fed by shares\n" }, "readme");
      const p2 = await hop(repo, {
        agent: agents[1],
        day: "2026-12-02",
        user: ["Say in README.md how the calves are fed."],
        writes: [{ path: "README.md", content: "calves, fed by shares\n" }],
        commands: ["python -m pytest -q"],
        report: "README.md says the calves are fed by shares of the tank.",
      });
      // No file names `CALF_ML_PER_DAY` any more: it went before the sentence was said.
      assert.equal(find(p2, words)?.kind, "decision", listed(p2));
      assert.doesNotMatch(concluded(p2), /^- abandoned: `CALF_SHARE/m);
      commit(repo, { "src/feed.py": BY_HEAD }, "by head");
      const p3 = await hop(repo, {
        agent: agents[2],
        day: "2026-12-03",
        user: ["Shares starve the small calves: a fixed 1800 ml a head instead."],
        edits: [{ after: 0, path: "src/feed.py", old: SHARES, new: BY_HEAD }],
        commands: ["python -m pytest -q"],
        report: "src/feed.py gives each calf 1800 ml through `CALF_HEAD_ML`.",
      });
      // The code in force taken out in its turn: now the sentence is abandoned.
      const entry = find(p3, words);
      if (entry !== undefined) assert.equal(entry.kind, "dead_end", listed(p3));
      assert.doesNotMatch(concluded(p3), /^- (decided|found): `CALF_SHARE/m);
    } finally {
      removeDir(repo);
    }
  });
}

test("a sentence about the replaced constant alone stays a dead end", async () => {
  const repo = makeRepo("handoff-in-force-repo-");
  try {
    commit(repo, { "README.md": "calves\n", "src/feed.py": SHARES }, "start");
    const gone = "`CALF_ML_PER_DAY` overfed the small calves at 2000 ml, so it went.";
    const p = await hop(repo, {
      agent: "claude",
      day: "2026-12-01",
      user: [
        "Write src/feed.py: each calf gets 2 litres a day.",
        "Feed by shares now: a calf gets three shares of the tank.",
      ],
      writes: [{ path: "src/feed.py", content: LITRES }],
      commands: ["python -m pytest -q"],
      edits: [{ after: 1, path: "src/feed.py", old: LITRES, new: SHARES }],
      report: gone,
    });
    assert.equal(find(p, gone)?.kind, "dead_end", listed(p));
  } finally {
    removeDir(repo);
  }
});
