import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, test } from "node:test";
import { loadWorkbenchFiles } from "../../src/collect/workbench.js";
import { InputError } from "../../src/errors.js";
import { packageRoot } from "../../src/platform/package-root.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function makeRoot(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "handoff-wb-"));
  dirs.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

async function loadError(files: Record<string, string>): Promise<InputError> {
  try {
    await loadWorkbenchFiles(makeRoot(files));
  } catch (error) {
    assert.ok(error instanceof InputError, `expected InputError, got ${String(error)}`);
    assert.equal(error.exitCode, 2);
    return error;
  }
  assert.fail("expected the load to fail");
}

const STATE = {
  schema_version: 1,
  active_task_id: "T-002",
  touched_files: ["a.ts"],
  next_action: "run it",
};

test("an empty root loads as an empty workbench", async () => {
  const wb = await loadWorkbenchFiles(makeRoot({}));
  assert.deepEqual(wb, {
    agent_state: null,
    task_board: null,
    feature_list: null,
    verifications: [],
    reviews: [],
    diff_summary: null,
  });
});

test("the bundled example workbench loads, reports sorted and paths repo-relative", async () => {
  const wb = await loadWorkbenchFiles(join(packageRoot(), "examples", "workbench"));
  assert.equal(wb.agent_state?.active_task_id, "T-002");
  assert.equal(wb.task_board?.length, 3);
  assert.equal(wb.feature_list?.active, "F-2");
  assert.deepEqual(
    wb.verifications.map((v) => v.path),
    ["outputs/verification/T-002.json"],
  );
  assert.deepEqual(
    wb.reviews.map((r) => r.path),
    ["outputs/review/T-002.json"],
  );
  assert.ok(wb.diff_summary?.touched.includes("src/limiter.js"));
});

test("reports are sorted by task_id, not file name, and a BOM is tolerated", async () => {
  const report = (id: string) => JSON.stringify({ task_id: id, passed: true, findings: [] });
  const wb = await loadWorkbenchFiles(
    makeRoot({
      "outputs/verification/b.json": `\uFEFF${report("T-001")}`,
      "outputs/verification/a.json": report("T-010"),
      "outputs/verification/notes.txt": "ignored",
      "agent_state.json": `\uFEFF${JSON.stringify({ ...STATE, assumptions: ["x"], blockers: [] })}`,
    }),
  );
  assert.deepEqual(
    wb.verifications.map((v) => v.task_id),
    ["T-001", "T-010"],
  );
  assert.equal(wb.verifications[0]?.path, "outputs/verification/b.json");
  assert.deepEqual(wb.agent_state?.assumptions, ["x"]);
});

test("more than one in-progress feature is not a load error", async () => {
  const features = [
    { id: "F-1", status: "in_progress", goal: "a", done_when: "x" },
    { id: "F-2", status: "in_progress", goal: "b", done_when: "y" },
  ];
  const wb = await loadWorkbenchFiles(
    makeRoot({ "feature_list.json": JSON.stringify({ project: "p", active: null, features }) }),
  );
  assert.equal(wb.feature_list?.features.length, 2);
});

test("invalid files fail with a message naming the file and the field", async () => {
  const cases: [Record<string, string>, string][] = [
    [
      { "agent_state.json": JSON.stringify({ ...STATE, next_action: 5 }) },
      "agent_state.json:1:85 next_action: must be a string, got number 5",
    ],
    [
      { "agent_state.json": JSON.stringify({ ...STATE, next_action: undefined }) },
      "agent_state.json:1:1 next_action: is missing (must be a string)",
    ],
    [
      { "agent_state.json": JSON.stringify({ ...STATE, schema_version: 2 }) },
      "agent_state.json:1:19 schema_version: 2 is not supported (this version of handoff reads schema_version 1)",
    ],
    [
      { "agent_state.json": JSON.stringify({ ...STATE, touched_files: ["a", 3] }) },
      "agent_state.json:1:67 touched_files[1]: must be a string, got number 3",
    ],
    [
      {
        "task_board.json": JSON.stringify([
          { id: "T-001", goal: "g", owner: "builder", acceptance: [], status: "done" },
          { id: "T-002", goal: "g", owner: "builder", acceptance: [], status: "done" },
          { id: "T-003", goal: "g", owner: "builder", acceptance: [], status: "finished" },
        ]),
      },
      'task_board.json:1:222 [2].status: must be one of todo, in_progress, done, blocked, got the string "finished"',
    ],
    [
      {
        "task_board.json": JSON.stringify([
          { id: "X1", goal: "g", owner: "builder", acceptance: [], status: "done" },
        ]),
      },
      'task_board.json:1:8 [0].id: must look like T-001, got "X1"',
    ],
    [
      { "task_board.json": JSON.stringify({ tasks: [] }) },
      "task_board.json:1:1: must be an array of tasks, got an object",
    ],
    [
      {
        "feature_list.json": JSON.stringify({
          project: "p",
          active: null,
          features: [{ id: "F", status: "todo", goal: "g" }],
        }),
      },
      "feature_list.json:1:42 features[0].done_when: is missing (must be a string)",
    ],
    [
      { "outputs/verification/T-001.json": '{\n  "task_id": "T-001",\n  "passed": }\n' },
      'outputs/verification/T-001.json:3:13: not valid JSON: unexpected "}"',
    ],
    [
      {
        "outputs/verification/T-001.json": JSON.stringify({
          task_id: "T-001",
          passed: true,
          findings: [{ severity: "fatal", detail: "d" }],
        }),
      },
      'outputs/verification/T-001.json:1:58 findings[0].severity: must be one of block, warn, info, got the string "fatal"',
    ],
    [
      {
        "outputs/review/T-001.json": JSON.stringify({
          task_id: "T-001",
          total: 11,
          verdict: "pass",
        }),
      },
      "outputs/review/T-001.json:1:28 total: must be a number from 0 to 10, got number 11",
    ],
    [
      {
        "outputs/review/T-001.json": JSON.stringify({
          task_id: "T-001",
          total: 7,
          verdict: "pass",
          dimensions: [{ name: "a", score: 3, note: "" }],
        }),
      },
      "outputs/review/T-001.json:1:81 dimensions[0].score: must be a number from 0 to 2, got number 3",
    ],
    [
      { "outputs/diff_summary.json": JSON.stringify({ touched: "src/a.ts" }) },
      'outputs/diff_summary.json:1:12 touched: must be an array of strings, got the string "src/a.ts"',
    ],
    [{ "agent_state.json": "" }, "agent_state.json:1:1: not valid JSON: unexpected end of input"],
    [
      {
        "agent_state.json": JSON.stringify(
          { ...STATE, assumptions: ["a", "b", "c", 7], blockers: [] },
          null,
          2,
        ),
      },
      "agent_state.json:12:5 assumptions[3]: must be a string, got number 7",
    ],
    [
      // A key written twice is located where JSON.parse takes it from: the last one.
      {
        "outputs/verification/T-001.json":
          '{"task_id": "T-001", "passed": true, "passed": "yes",\n "findings": []}',
      },
      'outputs/verification/T-001.json:1:48 passed: must be true or false, got the string "yes"',
    ],
  ];
  for (const [files, message] of cases) {
    const error = await loadError(files);
    assert.equal(error.message, message);
  }
});

test("a directory where a file should be is a clear error", async () => {
  const root = makeRoot({ "agent_state.json/x": "" });
  await assert.rejects(loadWorkbenchFiles(root), {
    message: "agent_state.json: is a directory, expected a JSON file",
  });
  const root2 = makeRoot({ "outputs/verification": "not a dir" });
  await assert.rejects(loadWorkbenchFiles(root2), {
    message: "outputs/verification: is not a directory, expected a folder of JSON reports",
  });
});

test("a FIFO where a file should be is rejected without blocking", {
  skip: process.platform === "win32",
}, async () => {
  const root = makeRoot({});
  execFileSync("mkfifo", [join(root, "task_board.json")]);
  await assert.rejects(loadWorkbenchFiles(root), {
    message: "task_board.json: is not a regular file (FIFO, socket or device), expected JSON",
  });
});
