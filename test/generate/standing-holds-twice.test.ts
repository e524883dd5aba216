/**
 * A turn that writes its constants twice with the same values (the file written whole, then
 * written again with a comment added): each constant is one, so the sentence stating its value
 * holds it (`holds` of the message), as when it was written once. Counted twice, the sentence
 * seemed to hold two constants, and no rule of the message was tied.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { scriptedHop } from "../helpers/scripted-hop.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-holds-twice-"));
const repo = makeRepo("handoff-holds-twice-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "lib/pay.awk";
const V1 = ["BEGIN {", "  DAY_FLAG_G = 40000", "  LEAVES_PCT = 3", "}", ""].join("\n");
const V1_AGAIN = V1.replace("BEGIN {", "BEGIN {\n  # the station's rules");
const TASK =
  "bin/tally.sh should print each picker's kilos and pay for the week from data/week.tsv; ./check.sh runs the cases.";
const RULES =
  "Зважування без імені відкидаємо. День, коли хтось зібрав понад сорок кілограмів, позначте: ваги могли помилитися. З ягід віднімаємо 3 % на листя.";

for (const agent of ["claude", "gemini", "codex"] as const)
  test(`constants written twice in one turn are held by their sentences (${agent})`, async () => {
    const hop = scriptedHop(dir, repo);
    const p1 = await hop(
      {
        agent,
        day: "2026-12-01",
        user: [TASK, RULES],
        rewrites: [
          { after: 1, path: FILE, content: V1 },
          { after: 1, path: FILE, content: V1_AGAIN },
        ],
        commands: ["./check.sh"],
        report: "lib/pay.awk holds the day flag and the leaves.",
      },
      null,
      [],
    );
    const rules = p1.user_messages.find((m) => m.text === RULES);
    const held = (rules?.holds ?? []).map((h) => [h.name, h.sentence.split(" ")[0]]);
    assert.deepEqual(
      held.sort(),
      [
        ["DAY_FLAG_G", "День,"],
        ["LEAVES_PCT", "З"],
      ],
      JSON.stringify(rules),
    );
  });
