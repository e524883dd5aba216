/**
 * A carried step that only asks to check something is done by looking: a later session (of
 * another agent) read the file it names or searched for the identifier, and its closing words
 * state an outcome about it; with no look, or no outcome, the step stays.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { resolveNextAction } from "../../src/generate/next-action.js";
import { doneBySession } from "../../src/generate/step-done.js";
import { STEP_AGENTS as AGENTS, carriedStepSessions } from "../helpers/carried-step.js";
import type { ScriptedRun } from "../helpers/relay-transcripts.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-step-check-"));
after(() => removeDir(dir));
const sessions = carriedStepSessions(dir, "Pick up where the last session stopped");
/** A session of `agent` after a packet whose next action was `step`, closing with `report`. */
const after_ = (
  agent: (typeof AGENTS)[number],
  step: string,
  commands: (string | ScriptedRun)[],
  report: string,
) => sessions.after(agent, step, { commands, report });

const PARSE_DATE = "Check whether the importer still calls parseDate with a string.";
const LEGACY = "Verify that nothing else reads config/legacy.yml.";
/** `rg` exits 1 when it finds nothing: a search's answer, not a failure of the check. */
const noMatch = (command: string): ScriptedRun => ({ command, exit: 1, output: "" });

const CHECKED: [string, (string | ScriptedRun)[], string][] = [
  [
    PARSE_DATE,
    ["rg -n parseDate src", "cat src/importer.ts"],
    "src/importer.ts turns row.date into a Date, and parseDate gets no string from it.",
  ],
  [
    PARSE_DATE,
    ["cat src/importer.ts"],
    "Yes: the importer still hands parseDate the raw string from the CSV row.",
  ],
  [LEGACY, [noMatch("rg -n legacy.yml src bin")], "Nothing else reads config/legacy.yml."],
  [
    "Vérifier que rien d'autre ne lit config/legacy.yml.",
    [noMatch("grep -rn 'config/legacy.yml' .")],
    "Aucun autre module ne lit config/legacy.yml : seul l'ancien chargeur le faisait.",
  ],
];

test("a carried check step another agent did by reading and answered is no longer the next action", async () => {
  for (const agent of AGENTS) {
    for (const [step, commands, report] of CHECKED) {
      const s = await after_(agent, step, commands, report);
      assert.equal(doneBySession(step, null, s), true, `${agent}: ${step} / ${report}`);
      // The carried check is not shown again (a report sentence may stand instead: "still").
      assert.ok(!(resolveNextAction(s).text ?? "").includes(step), `${agent}: ${report}`);
    }
  }
});

test("a check step stays when the session did not look at what it names, or left it open", async () => {
  const cases: [string, (string | ScriptedRun)[], string][] = [
    // It answered without looking: no read, no search.
    [PARSE_DATE, ["npm test"], "parseDate is fine, no string reaches it."],
    // It looked, and its closing words are about something else.
    [PARSE_DATE, ["rg -n parseDate src"], "The export button works again."],
    // It looked and could not tell.
    [PARSE_DATE, ["rg -n parseDate src"], "I couldn't tell whether parseDate gets a string."],
    // It read another file than the one named.
    [LEGACY, ["cat config/app.yml"], "Nothing else reads config/legacy.yml."],
    // A test run naming a file is no look at the code the check names.
    [PARSE_DATE, ["npm test -- test/importer.test.js"], "parseDate gets no string."],
  ];
  for (const agent of AGENTS) {
    for (const [step, commands, report] of cases) {
      const s = await after_(agent, step, commands, report);
      assert.equal(doneBySession(step, null, s), false, `${agent}: ${step} / ${report}`);
    }
  }
});

test("a carried 'run X, then commit' step done by another route (a make target, another message) is done", async () => {
  const step = "Run `npm run lint`, then commit with `git commit -am 'lint: fix'`.";
  const done: (string | ScriptedRun)[][] = [
    ["make lint", "git commit -qam 'style: lint fixes'"],
    ["pnpm lint", "git commit -am 'lint: fix'"],
  ];
  const notDone: (string | ScriptedRun)[][] = [
    // Another task, or the task failed, or nothing was committed.
    ["make test", "git commit -qam 'style: lint fixes'"],
    [{ command: "make lint", exit: 2, output: "3 problems" }, "git commit -qam 'wip'"],
    ["make lint", "git add -A"],
  ];
  for (const agent of AGENTS) {
    for (const commands of done) {
      const s = await after_(agent, step, commands, "All set.");
      assert.equal(doneBySession(step, "npm run lint", s), true, `${agent}: ${commands}`);
    }
    for (const commands of notDone) {
      const s = await after_(agent, step, commands, "All set.");
      assert.equal(doneBySession(step, "npm run lint", s), false, `${agent}: ${commands}`);
    }
  }
});

test("a carried step whose command the next session ran under an environment prefix is done, unless the bare command failed there", async () => {
  const steps = [
    "Try `make demo` again now that lib/Receipt.pm exists.",
    "Get the demo running: `make demo`.",
  ];
  for (const agent of AGENTS) {
    for (const step of steps) {
      const done = await after_(
        agent,
        step,
        ["PERL5LIB=lib make demo"],
        "The demo prints the three receipts.",
      );
      assert.equal(doneBySession(step, "make demo", done), true, `${agent}: ${step}`);
      assert.ok(!(resolveNextAction(done).text ?? "").includes(step), `${agent}: ${step}`);
      // The bare command failed here and passed only with the prefix: a fix still to record.
      const fixed = await after_(
        agent,
        step,
        [
          { command: "make demo", exit: 2, output: "Can't locate Receipt.pm in @INC" },
          "PERL5LIB=lib make demo",
        ],
        "All set.",
      );
      assert.equal(doneBySession(step, "make demo", fixed), false, `${agent}: ${step}`);
    }
  }
});
