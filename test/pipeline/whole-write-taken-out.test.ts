/**
 * A behaviour put in by writing a whole file (a new branch among old lines, a new constant among
 * old ones), with its reason, and taken out again by another agent writing the whole file once
 * more, saying only the effect in the domain's words: what the write put in is read against the
 * file as it stood before it (the old text its tool recorded), so the conclusion is tied to that
 * line or name and abandoned once it is gone, across agents and orders, a small edit on either
 * side too. A write that only moves or reformats the line keeps it; a first write of a new file
 * puts in everything and marks no line. Real repo, `handoff write` per hop.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { RelayAgent, ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-whole-write-"));
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

const WASH = (consts: string, extra: string) =>
  `const RINSE_MINUTES = 12;\n${consts}function washPlan(car) {\n  const steps = ["rinse", "brush"];\n${extra}  return steps;\n}\nmodule.exports = { washPlan, RINSE_MINUTES };\n`;
const PLAIN = WASH("", "");
const SOAK = '  if (car.tanker) steps.push("soak");\n';
const WITH = WASH("", SOAK);
// The same line below a comment, spaced otherwise: neither put in nor taken out.
const MOVED = WASH("", '  // tankers\n  if ( car.tanker )  steps.push( "soak" );\n');
const CONST = WASH("const SOAK_MINUTES = 20;\n", "");

const SAID = "Tanker cars get a soak after the brush: the residue only loosens when it is wet.";
const GONE_DE =
  "Der Betriebshof macht dieses Einweichen nie; die Werkstätten zahlen nicht mehr dafür.";
const GONE_EN = "The yard never does that soak; the shops stop paying for it.";

/** Session one: the soak put in by writing `now` over `old`, its reason said before it. */
function putIn(agent: RelayAgent, old: string, now: string, said: string, whole = true) {
  return {
    agent,
    day: "2026-12-01",
    user: ["Plan the wash of each car in src/wash.js."],
    edits: [{ after: 0, path: "src/wash.js", old, new: now, said, ...(whole ? { whole } : {}) }],
    commands: ["npm test"],
    report: "npm test passes.",
  } satisfies ScriptedSession;
}

/** The session that writes `now` over `old`, saying only the effect. */
function takeOut(agent: RelayAgent, old: string, now: string, words: string, whole = true) {
  return {
    agent,
    day: "2026-12-02",
    user: ["Die Werkstätten zahlen das Einweichen nicht mehr."],
    edits: [{ after: 0, path: "src/wash.js", old, new: now, ...(whole ? { whole } : {}) }],
    commands: ["npm test"],
    report: words,
  } satisfies ScriptedSession;
}

/** A relay of two hops on a fresh repo: the put-in (`old` → `now`), then the take-out. */
async function relay(
  first: ScriptedSession,
  second: (repo: string) => ScriptedSession,
  files: { start: string; put: string; out: string },
): Promise<[Packet, Packet]> {
  const repo = makeRepo("handoff-whole-write-repo-");
  try {
    commit(repo, { "src/wash.js": files.start }, "start");
    commit(repo, { "src/wash.js": files.put }, "put in");
    const p1 = await hop(repo, first);
    commit(repo, { "src/wash.js": files.out }, "taken out");
    return [p1, await hop(repo, second(repo))];
  } finally {
    removeDir(repo);
  }
}

const MARK = ` (wrote \`${SOAK.trim()}\` in src/wash.js)`;

for (const [a, b, said, words] of [
  ["claude", "gemini", SAID, GONE_DE],
  ["gemini", "codex", SAID, GONE_EN],
  ["claude", "codex", SAID, GONE_DE],
  ["gemini", "claude", SAID, GONE_EN],
] as const) {
  test(`a line put in by a whole-file write, taken out by another, abandons its reason (${a} → ${b})`, async () => {
    const [p1, p2] = await relay(
      putIn(a, PLAIN, WITH, said),
      () => takeOut(b, WITH, PLAIN, words),
      { start: PLAIN, put: WITH, out: PLAIN },
    );
    assert.equal(find(p1, said)?.kind, "decision", listed(p1));
    assert.equal(find(p1, said)?.text, `${said}${MARK}`, listed(p1));
    assert.equal(find(p2, said)?.kind, "dead_end", listed(p2));
    assert.ok(find(p2, said)?.text.endsWith(` — taken out since: \`${SOAK.trim()}\``), listed(p2));
  });
}

test("a small edit's line taken out by a whole-file write, and the reverse, abandon the reason", async () => {
  for (const [putWhole, outWhole, a, b] of [
    [false, true, "claude", "gemini"],
    [true, false, "gemini", "codex"],
  ] as const) {
    const [p1, p2] = await relay(
      putIn(a, PLAIN, WITH, SAID, putWhole),
      () => takeOut(b, WITH, PLAIN, GONE_DE, outWhole),
      { start: PLAIN, put: WITH, out: PLAIN },
    );
    assert.equal(find(p1, SAID)?.text, `${SAID}${MARK}`, listed(p1));
    assert.equal(find(p2, SAID)?.kind, "dead_end", `${a} → ${b}\n${listed(p2)}`);
  }
});

test("a constant put in among old ones by a whole-file write is the one name it declared", async () => {
  const said = "Tanker cars soak for a while after the brush: the residue only loosens when wet.";
  const [p1, p2] = await relay(
    putIn("claude", PLAIN, CONST, said),
    () => takeOut("gemini", CONST, PLAIN, GONE_EN),
    { start: PLAIN, put: CONST, out: PLAIN },
  );
  assert.equal(find(p1, said)?.text, `${said} (wrote \`SOAK_MINUTES\` in src/wash.js)`, listed(p1));
  assert.equal(find(p2, said)?.kind, "dead_end", listed(p2));
});

test("a whole-file write that only moves or reformats the line keeps the reason in force", async () => {
  const [p1, p2] = await relay(
    putIn("gemini", PLAIN, WITH, SAID),
    () => takeOut("claude", WITH, MOVED, "Kept the soak; only tidied the plan."),
    { start: PLAIN, put: WITH, out: MOVED },
  );
  assert.equal(find(p1, SAID)?.text, `${SAID}${MARK}`, listed(p1));
  assert.equal(find(p2, SAID)?.kind, "decision", listed(p2));
});

test("a first write of a new file puts in everything: it marks no line of it", async () => {
  for (const agent of ["claude", "gemini"] as const) {
    const repo = makeRepo("handoff-whole-write-repo-");
    try {
      commit(repo, { "README.md": "wash\n" }, "start");
      commit(repo, { "src/wash.js": WITH }, "new file");
      const p1 = await hop(repo, putIn(agent, "", WITH, SAID));
      assert.equal(find(p1, SAID)?.kind, "decision", listed(p1));
      assert.ok(!find(p1, SAID)?.text.includes(SOAK.trim()), listed(p1));
    } finally {
      removeDir(repo);
    }
  }
});
