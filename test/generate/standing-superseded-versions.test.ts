/**
 * A version rule dropped in another language, the build file following in the diff: "The code
 * must run on Python 3.8 (… hence `python_requires = >=3.8` in setup.cfg)", then, a session
 * later, another agent and a newer message in Persian (its own digits and decimal separator,
 * `۳٫۸`), Hindi (Devanagari digits), Thai (Thai digits) or only a "no longer" of Spanish or
 * Turkish, with the edit of that turn raising setup.cfg's field to `>=3.12` (and a `match`
 * statement the old version lacks). The old rule is marked superseded; the other rule of its
 * message and the task stay in force.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { splitPartlySuperseded } from "../../src/render/labels.js";
import type { ScriptedEdit } from "../helpers/relay-transcripts.js";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-versions-"));
const repo = makeRepo("handoff-superseded-versions-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const hop = scriptedHop(dir, repo);
const diffOf = committedValueChanges(repo, "setup.cfg");
const CFG = "[metadata]\nname = depot\n\n[options]\npython_requires = >=3.8\n";
const CFG_NOW = CFG.replace(">=3.8", ">=3.12");

const TASK = "Write the report CLI in src/depot.py.";
const RULE =
  "The code must run on Python 3.8 (the depot laptop has it, hence `python_requires = >=3.8` in setup.cfg)";
const OTHER = "Print the report by depot.";

const NEWER: Record<string, string> = {
  // "It no longer needs to run on Python 3.8; at least 3.12."
  "Persian digits and separator": "دیگر لازم نیست روی پایتون ۳٫۸ اجرا شود؛ حداقل ۳٫۱۲.",
  // "Python 3.8 is no longer needed, at least 3.12."
  "Devanagari digits": "अब पायथन ३.८ की ज़रूरत नहीं, कम से कम ३.१२ चाहिए।",
  // "No need to support Python 3.8 any more, use 3.12 or later."
  "Thai digits": "ไม่ต้องรองรับ Python ๓.๘ แล้ว ใช้ ๓.๑๒ ขึ้นไป",
  // "The depot's laptop no longer exists, so that is no longer needed."
  "Spanish 'no longer' alone":
    "El portátil del depósito ya no existe, así que eso ya no hace falta.",
  // "The depot laptop is no more."
  "Turkish 'no longer' alone": "Depo dizüstüsü artık yok.",
};

const EDITS: ScriptedEdit[] = [
  { after: 1, path: "setup.cfg", old: "python_requires = >=3.8", new: "python_requires = >=3.12" },
  {
    after: 1,
    path: "src/depot.py",
    old: "def kind(row):\n    return row",
    new: "def kind(row):\n    match row:\n        case _:\n            return row",
  },
];

for (const [shape, first] of [
  ["one message", [`${TASK} ${RULE}. ${OTHER}`]],
  ["a message of rules", [TASK, `${RULE}. ${OTHER}`]],
] as const)
  for (const [language, newer] of Object.entries(NEWER))
    test(`a version rule dropped in ${language} is superseded (${shape})`, async () => {
      const p1 = await hop(
        {
          agent: "claude",
          day: "2026-12-01",
          user: [...first],
          ...(first.length === 1
            ? { writes: [{ path: "setup.cfg", content: CFG }] }
            : { rewrites: [{ after: 1, path: "setup.cfg", content: CFG }] }),
          commands: ["python -m pytest"],
          report: "setup.cfg pins Python 3.8.",
        },
        null,
        diffOf("", CFG),
      );
      const p2 = await hop(
        {
          agent: "gemini",
          day: "2026-12-03",
          user: ["continue", newer],
          edits: EDITS,
          commands: ["python -m pytest"],
          report: "setup.cfg asks for Python 3.12.",
        },
        p1,
        diffOf(CFG, CFG_NOW),
      );
      const said = splitPartlySuperseded(p2.user_messages);
      const rule = said.find((m) => m.text.includes("Python 3.8"));
      assert.equal(rule?.superseded_by?.text, newer, JSON.stringify(said, null, 1));
      for (const kept of [TASK, OTHER]) {
        const m = said.find((x) => x.text.includes(kept.slice(0, -1)));
        assert.ok(m !== undefined && m.superseded_by === undefined, kept);
      }
    });
