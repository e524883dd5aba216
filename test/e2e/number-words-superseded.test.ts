/**
 * A rule whose value the first message says in number words of a language the reader learnt to
 * read (Hausa "arba'in da biyu" joined by "da", Amharic tens "ሃያ አምስት", a Gujarati number of
 * one word "બત્રીસ"), written as a constant by the first hop; a later hop changes that constant
 * after a message saying the new value in another language or script (Somali words, Ethiopic
 * numerals). Through `handoff write` in a real repo: the rule, and only it, is superseded by
 * the newer message. Where the code was in the repo before the relay (no turn wrote it for the
 * rule), only the value said in words ties the rule to the changed line.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { splitPartlySuperseded } from "../../src/render/labels.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const d of dirs) removeDir(d);
});

interface Relay {
  name: string;
  first: string;
  /** The rule the newer message replaces, and one that stays in force. */
  replaced: string;
  kept: string;
  newer: string;
  /** The constant as hop 1 writes it, and as the last hop changes it. */
  old: string;
  next: string;
  /** The constant was in the repo before the relay: the first hop wrote none of it. */
  before?: true;
}

const PATH = "src/boxes.ts";
const code = (constant: string) =>
  `export const ${constant};\n\nexport function boxes(n: number): number {\n  return Math.ceil(n / ${constant.split(" ")[0]});\n}\n`;

const RELAYS: Relay[] = [
  {
    name: "Hausa words joined by da, then Somali words joined by iyo",
    // "We sell honey at the market of Kano. Write the box rules in src/boxes.ts. Rules: each box
    // holds forty-two bottles; never touch the test data."
    first:
      "Muna sayar da zuma a kasuwar Kano. Rubuta ƙa'idodin akwati a src/boxes.ts. Ƙa'idodi: kowane akwati yana ɗaukar kwalabe arba'in da biyu; kada ka taɓa bayanan gwaji.",
    replaced: "kowane akwati yana ɗaukar kwalabe arba'in da biyu",
    kept: "kada ka taɓa bayanan gwaji",
    // "From now on each box holds forty-eight bottles."
    newer: "Hadda wixii ka dambeeya sanduuq kastaa wuxuu qaadaa afartan iyo siddeed dhalo.",
    old: "BOX_BOTTLES = 42",
    next: "BOX_BOTTLES = 48",
  },
  {
    name: "Amharic tens and units, then Ethiopic numerals",
    // "We pack jars of honey in Addis Ababa. Write the box rules in src/boxes.ts. Each box holds
    // twenty-five jars. Never change the test files." (A sentence a rule: the clauses of `፤`
    // are rule-clauses.ts's, not this test's.)
    first:
      "በአዲስ አበባ የማር ማሰሮዎችን እናሽጋለን። የሳጥን ደንቦችን በ src/boxes.ts ጻፍ። እያንዳንዱ ሳጥን ሃያ አምስት ማሰሮ ይይዛል። የሙከራ ፋይሎችን በጭራሽ አትቀይር።",
    replaced: "እያንዳንዱ ሳጥን ሃያ አምስት ማሰሮ ይይዛል",
    kept: "የሙከራ ፋይሎችን በጭራሽ አትቀይር",
    // "From now on each box holds 30 jars."
    newer: "ከአሁን ጀምሮ እያንዳንዱ ሳጥን ፴ ማሰሮ ይይዛል።",
    old: "BOX_JARS = 25",
    next: "BOX_JARS = 30",
    before: true,
  },
];

async function relay(r: Relay) {
  const repo = makeRepo("handoff-number-words-repo-");
  const sessions = mkdtempSync(join(tmpdir(), "handoff-number-words-"));
  dirs.push(repo, sessions);
  const hop = async (session: ScriptedSession, text: string) => {
    writeRepoFile(repo, PATH, text);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "--allow-empty", "-m", `hop of ${session.day}`);
    return writeScriptedHop(sessions, repo, session);
  };
  const before = code(r.old);
  if (r.before === true) {
    writeRepoFile(repo, PATH, before);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "the code as it was");
  }
  await hop(
    {
      agent: "claude",
      day: "2026-12-01",
      user: [r.first],
      ...(r.before === true ? {} : { writes: [{ path: PATH, content: before }] }),
      commands: ["npm test"],
      report: "The rules are in the code.",
    },
    before,
  );
  await hop(
    {
      agent: "gemini",
      day: "2026-12-02",
      user: ["continue"],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    before,
  );
  return hop(
    {
      agent: "codex",
      day: "2026-12-03",
      user: ["continue", r.newer],
      edits: [{ after: 1, path: PATH, old: r.old, new: r.next }],
      commands: ["npm test"],
      report: "Done, the tests pass.",
    },
    code(r.next),
  );
}

for (const r of RELAYS)
  test(`a rule said in number words is superseded when the code changes its value: ${r.name}`, async () => {
    const said = splitPartlySuperseded((await relay(r)).user_messages);
    const marked = said.filter((m) => m.superseded_by !== undefined);
    assert.deepEqual(
      marked.map((m) => [m.text, m.superseded_by?.text]),
      [[r.replaced, r.newer]],
      JSON.stringify(said, null, 1),
    );
    const kept = said.find((m) => m.text.includes(r.kept));
    assert.ok(kept !== undefined && kept.superseded_by === undefined, r.kept);
  });
