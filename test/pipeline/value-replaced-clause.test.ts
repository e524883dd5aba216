/**
 * One sentence that lists several rules ("Rules: the burst stays at 10, the rate is 5 a second,
 * errors go to stderr."), one of whose values a later session's diff replaces after a newer
 * message in another language: a line from the old value to the new (`BURST 10` → `BURST 25`),
 * or a constant counted another way (`MAX_SACK_G = 1500` → `MAX_SACK_ITEMS = 12`). The message
 * was one sentence, so the whole of it was marked superseded, its other rules with it; now the
 * clause of the replaced value alone is, whether the list is the whole message or follows the
 * task in the first one, and the rest stays in force. A clause beside the value's that states
 * none and has no lead-in over it qualifies that rule and goes with it ("A rajada fica em 10, sem
 * exceção": value-replaced-rule.test.ts). Real temp repos, sessions of three agents.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { RelayAgent } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-value-clause-"));
after(() => removeDir(dir));

interface Case {
  file: string;
  before: string;
  after: string;
  /** The first session's messages. */
  first: string[];
  newer: string;
  clause: string;
  others: string[];
  agents: [RelayAgent, RelayAgent, RelayAgent];
}

/** Three hops: the rules, a session that only carries on, the newer message and its change. */
async function relay(c: Case): Promise<Packet> {
  const repo = makeRepo("handoff-value-clause-repo-");
  try {
    writeRepoFile(repo, c.file, c.before);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "first version");
    await writeScriptedHop(dir, repo, {
      agent: c.agents[0],
      day: "2026-12-01",
      user: c.first,
      commands: ["make test"],
      report: `Done in ${c.file}; make test passes. Next step: run make soak.`,
    });
    await writeScriptedHop(dir, repo, {
      agent: c.agents[1],
      day: "2026-12-02",
      user: ["continue"],
      commands: ["make test"],
      report: "make test passes. Next step: run make soak.",
    });
    writeRepoFile(repo, c.file, c.after);
    git(repo, "commit", "-q", "-am", "new value");
    return await writeScriptedHop(dir, repo, {
      agent: c.agents[2],
      day: "2026-12-03",
      user: ["continue", c.newer],
      commands: ["make test"],
      report: `Changed in ${c.file}; make test passes. Next step: run make soak.`,
    });
  } finally {
    removeDir(repo);
  }
}

function assertClauseAlone(packet: Packet, c: Case): void {
  const said = splitPartlySuperseded(packet.user_messages);
  const marked = said.filter((m) => m.superseded_by !== undefined);
  assert.deepEqual(
    marked.map((m) => [m.text, m.superseded_by?.text]),
    [[c.clause, c.newer]],
    JSON.stringify(said, null, 1),
  );
  for (const rule of c.others) {
    const kept = said.find((m) => m.text.includes(rule));
    assert.ok(kept !== undefined && kept.superseded_by === undefined, rule);
  }
}

const BUCKET = {
  file: "src/bucket.h",
  before: "#define BURST 10\n#define RATE 5\n",
  after: "#define BURST 25\n#define RATE 5\n",
};
const RULES = "Rules: the burst stays at 10, the rate is 5 a second, errors go to stderr.";

test("a message that is one sentence of rules: the clause of the value the diff replaced, in Spanish", async () => {
  const c: Case = {
    ...BUCKET,
    first: ["Write the limiter in src/bucket.c.", RULES],
    newer: "La ráfaga sube a 25.",
    clause: "the burst stays at 10",
    others: ["the rate is 5 a second", "errors go to stderr"],
    agents: ["codex", "gemini", "claude"],
  };
  assertClauseAlone(await relay(c), c);
});

test("the list after the task in the first message: the clause alone, the task and the other rules in force", async () => {
  const c: Case = {
    ...BUCKET,
    first: [`Write the limiter in src/bucket.c. ${RULES}`],
    newer: "突发上限改成 25。",
    clause: "the burst stays at 10",
    others: ["Write the limiter", "the rate is 5 a second", "errors go to stderr"],
    agents: ["gemini", "claude", "codex"],
  };
  assertClauseAlone(await relay(c), c);
});

test("a constant counted another way (1.5 kg → twelve pieces): the clause of the weight alone, in Turkish", async () => {
  const c: Case = {
    file: "src/sacks.py",
    before: "MAX_SACK_G = 1500\nVAN_SACKS = 40\n",
    after: "MAX_SACK_ITEMS = 12\nVAN_SACKS = 40\n",
    first: [
      "Schreib pack() in src/sacks.py.",
      "Regeln: ein Sack wiegt höchstens 1,5 kg, ein Lieferwagen nimmt 40 Säcke, Säcke tragen den Namen des Hofs.",
    ],
    newer: "Artık bir çuvala en fazla on iki parça girer.",
    clause: "ein Sack wiegt höchstens 1,5 kg",
    others: ["ein Lieferwagen nimmt 40 Säcke", "Säcke tragen den Namen"],
    agents: ["claude", "codex", "gemini"],
  };
  assertClauseAlone(await relay(c), c);
});

test("two rules with a value each and no lead-in: the clause of the replaced one", async () => {
  const c: Case = {
    ...BUCKET,
    first: ["Write the limiter in src/bucket.c.", "The burst stays at 10, the rate is 5 a second."],
    newer: "Burst goes up to 25.",
    clause: "The burst stays at 10",
    others: ["the rate is 5 a second"],
    agents: ["codex", "claude", "gemini"],
  };
  assertClauseAlone(await relay(c), c);
});
