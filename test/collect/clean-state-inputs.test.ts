/**
 * The one collector of the clean-state check's inputs gives what the separate reads gave (the
 * workbench files, the feedback log, the notes of the branch git names), reads only the parts
 * asked for, runs `afterFeedback` once the log is read, and reports a failing read as its own.
 */
import assert from "node:assert/strict";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { collectCleanStateInputs } from "../../src/collect/clean-state-inputs.js";
import { findFeedbackFiles, readFeedbackLog } from "../../src/collect/feedback/feedback.js";
import { collectGit } from "../../src/collect/git/collect-git.js";
import { loadWorkbenchFiles } from "../../src/collect/workbench.js";
import { appendNote, readNotes } from "../../src/store/notes.js";
import { git, makeExampleRepo } from "../helpers/temp-repo.js";

const LOG =
  `${JSON.stringify({ command: "npm test", exit_code: 1, stderr_tail: "1 failing" })}\n` +
  `${JSON.stringify({ command: "npm run lint", exit_code: 0 })}\n`;

/** The example workbench on a branch `feature`, a feedback log and notes on two branches. */
async function makeWorkbenchRepo(): Promise<string> {
  const root = makeExampleRepo();
  git(root, "checkout", "-q", "-b", "feature");
  writeFileSync(join(root, "feedback_record.jsonl"), LOG);
  await appendNote(root, { kind: "risk", text: "on feature", branch: "feature", topic: "t" });
  await appendNote(root, { kind: "risk", text: "on main", branch: "main", topic: "t" });
  await appendNote(root, { kind: "risk", text: "other topic", branch: "feature", topic: "u" });
  return root;
}

test("everything asked: what the separate reads give, notes by the branch git names", async () => {
  const root = await makeWorkbenchRepo();
  try {
    const inputs = await collectCleanStateInputs(root, {
      git: collectGit(root, { since: null, range: false }),
      feedback: { k: 5 },
      notes: { topic: "t", branch: (state) => state?.branch ?? null },
    });
    const files = findFeedbackFiles(root);
    assert.deepEqual(inputs.workbench, {
      ...(await loadWorkbenchFiles(root)),
      feedback: await readFeedbackLog(root, files, 5),
    });
    assert.equal(inputs.workbench.feedback?.failures, 1);
    assert.equal(inputs.workbench.feedback?.total, 2);
    assert.ok(inputs.workbench.agent_state !== null, "the example's agent_state.json is read");
    assert.equal(inputs.git?.branch, "feature");
    assert.deepEqual(inputs.notes, await readNotes(root, { branch: "feature", topic: "t" }));
    assert.deepEqual(
      inputs.notes.map((note) => note.text),
      ["on feature"],
    );
    assert.equal(inputs.afterFeedback, undefined);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("parts not asked for are not read: a broken workbench file or log goes unseen", async () => {
  const root = await makeWorkbenchRepo();
  try {
    writeFileSync(join(root, "agent_state.json"), "{ not json");
    const asked = collectCleanStateInputs(root, {
      git: Promise.resolve(null),
      feedback: false,
      notes: false,
    });
    await assert.rejects(asked, /agent_state\.json/, "the files are read by default");
    const none = await collectCleanStateInputs(root, {
      git: Promise.resolve(null),
      workbenchFiles: false,
      feedback: false,
      notes: false,
    });
    assert.deepEqual(none, {
      git: null,
      workbench: {
        agent_state: null,
        task_board: null,
        feature_list: null,
        verifications: [],
        reviews: [],
        diff_summary: null,
        feedback: null,
      },
      notes: [],
      afterFeedback: undefined,
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("afterFeedback starts once the log is read, its answer handed back", async () => {
  const root = await makeWorkbenchRepo();
  try {
    let read = 0;
    let total = -1;
    const inputs = await collectCleanStateInputs(root, {
      git: Promise.resolve(null),
      feedback: {
        k: 5,
        onProgress: (_file, bytesRead, totalBytes) => {
          read = bytesRead;
          total = totalBytes;
        },
      },
      notes: { topic: "t", branch: Promise.resolve("main") },
      afterFeedback: async () => ({ logWasRead: read === total && total === LOG.length }),
    });
    assert.deepEqual(inputs.afterFeedback, { logWasRead: true });
    assert.deepEqual(
      inputs.notes.map((note) => note.text),
      ["on main"],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a failing read is reported as its own error, the others still awaited", async () => {
  const root = await makeWorkbenchRepo();
  try {
    const failure = new Error("git went away");
    await assert.rejects(
      collectCleanStateInputs(root, {
        git: Promise.reject(failure),
        feedback: { k: 5 },
        notes: { topic: "t", branch: (state) => state?.branch ?? null },
      }),
      (error) => error === failure,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
