import assert from "node:assert/strict";
import { test } from "node:test";
import { checkCleanState } from "../../src/check/clean-state.js";
import { commentBody, findDebugLeftovers, looksLikeCode } from "../../src/check/debug-prints.js";
import { languageOf } from "../../src/check/languages.js";
import { isTempName, scratchDirOf } from "../../src/check/temp-artifacts.js";
import type { FileChange, GitState, Note, Workbench } from "../../src/model/snapshot/types.js";

function gitState(overrides: Partial<GitState> = {}): GitState {
  return {
    branch: "main",
    detached: false,
    head: "a".repeat(40),
    upstream: null,
    ahead: 0,
    behind: 0,
    changes: [],
    operation: null,
    commits: [],
    commits_since: null,
    worktrees: [
      { path: "/r/main", branch: "main", head: "a".repeat(40), dirty: false, current: true },
    ],
    stashes: [],
    unmerged_branches: [],
    shallow: false,
    added_lines: [],
    ...overrides,
  };
}

function workbench(overrides: Partial<Workbench> = {}): Workbench {
  return {
    agent_state: null,
    task_board: null,
    feature_list: null,
    verifications: [],
    reviews: [],
    feedback: null,
    diff_summary: null,
    ...overrides,
  };
}

function change(path: string, kind: FileChange["kind"], staged = false): FileChange {
  return { path, kind, staged, unstaged: !staged, added: 1, deleted: 0 };
}

function check(git: GitState | null, wb: Workbench = workbench(), notes: Note[] = []) {
  return checkCleanState({ git, workbench: wb, notes });
}

test("a committed tree with nothing else is clean", () => {
  assert.deepEqual(check(gitState()), { clean: true, blocking: [], warnings: [] });
});

test("uncommitted changes block; workbench files only warn", () => {
  const state = check(
    gitState({
      changes: [
        change("src/a.ts", "modified", true),
        change("notes.txt", "untracked"),
        change("feedback_record.jsonl", "modified"),
        change("outputs/verification/T-001.json", "untracked"),
      ],
    }),
  );
  assert.equal(state.clean, false);
  assert.deepEqual(
    state.blocking.map((i) => [i.check, i.path]),
    [
      ["working tree", "src/a.ts"],
      ["working tree", "notes.txt"],
    ],
  );
  assert.match(state.blocking[0]!.detail, /modified, not committed \(staged\)/);
  assert.deepEqual(
    state.warnings.map((i) => i.path),
    ["feedback_record.jsonl", "outputs/verification/T-001.json"],
  );
});

test("a stash without a message on this branch blocks; a named one warns", () => {
  const state = check(
    gitState({
      stashes: [
        { ref: "stash@{0}", message: "On main: try the other parser" },
        { ref: "stash@{1}", message: "WIP on main: 1234567 subject" },
        { ref: "stash@{2}", message: "WIP on other: 1234567 subject" },
      ],
    }),
  );
  assert.deepEqual(
    state.blocking.map((i) => i.detail.slice(0, 40)),
    ["stash@{1} on this branch has no message "],
  );
  assert.equal(state.warnings.length, 2);
});

test("other dirty worktrees, unmerged branches and unpushed commits are warnings", () => {
  const state = check(
    gitState({
      worktrees: [
        { path: "/r/main", branch: "main", head: null, dirty: false, current: true },
        { path: "/r/wt", branch: "feat", head: null, dirty: true, current: false },
      ],
      unmerged_branches: ["feat"],
      upstream: "origin/main",
      ahead: 2,
    }),
  );
  assert.equal(state.clean, true);
  assert.deepEqual(
    state.warnings.map((i) => i.detail),
    [
      "worktree ../wt (branch feat) has uncommitted changes",
      "branch feat is not merged into main",
      "2 commit(s) not pushed to origin/main",
    ],
  );
});

test("temp files and scratch directories among new paths block", () => {
  assert.ok(isTempName("a/b.orig") && isTempName("x.swp") && isTempName("notes.txt~"));
  assert.ok(!isTempName("template.ts"));
  assert.equal(scratchDirOf("scratch/a/b.txt"), "scratch/");
  assert.equal(scratchDirOf("pkg/tmp/x"), "pkg/tmp/");
  assert.equal(scratchDirOf("tmp"), null);
  const state = check(
    gitState({
      changes: [
        change("patch.rej", "untracked"),
        change("scratch/one.py", "untracked"),
        change("scratch/two.py", "untracked"),
        change("tracked.orig", "modified"),
      ],
    }),
  );
  const artifacts = state.blocking.filter((i) => i.check === "temp artifacts");
  assert.deepEqual(
    artifacts.map((i) => [i.path, i.detail]),
    [
      ["patch.rej", "temporary file not cleaned up"],
      ["scratch/", "scratch directory with 2 new file(s): scratch/one.py, scratch/two.py"],
    ],
  );
});

test("debug prints only in added lines of code files, by language", () => {
  const added = [
    { path: "src/a.ts", line: 3, text: "  console.log('x', y);" },
    { path: "src/a.ts", line: 4, text: "  debugger;" },
    { path: "src/a.ts", line: 5, text: "  logger.info(console);" },
    { path: "README.md", line: 1, text: "console.log('docs are fine')" },
    { path: "tool.py", line: 7, text: "print(value)" },
    { path: "tool.py", line: 8, text: "import pdb; pdb.set_trace()" },
    { path: "tool.py", line: 9, text: "pprint(value)" },
    { path: "lib.rs", line: 2, text: "let v = dbg!(x);" },
    { path: "src/b.ts", line: 1, text: "// console.log('commented')" },
  ];
  assert.deepEqual(
    findDebugLeftovers(added).map((i) => `${i.path}:${i.detail.split(":")[0]}`),
    [
      "lib.rs:debug print added at line 2",
      "src/a.ts:debug print added at line 3",
      "src/a.ts:debug print added at line 4",
      "tool.py:debug print added at line 7",
      "tool.py:debug print added at line 8",
    ],
  );
});

test("commented-out code: 3+ consecutive code-like comment lines, not prose or docs", () => {
  const ts = languageOf("x.ts")!;
  assert.equal(commentBody("  // const a = 1;", ts), "const a = 1;");
  assert.equal(commentBody("/// doc", ts), null);
  assert.ok(looksLikeCode("if (x) {") && looksLikeCode("return y;") && looksLikeCode("}"));
  assert.ok(looksLikeCode("foo(bar)") && looksLikeCode("x = compute()"));
  assert.ok(!looksLikeCode("This explains why we retry") && !looksLikeCode("if you need more"));
  const block = (path: string, start: number, texts: string[]) =>
    texts.map((text, i) => ({ path, line: start + i, text }));
  const added = [
    ...block("a.ts", 10, ["// if (ready) {", "//   start();", "// }"]),
    ...block("b.ts", 1, [
      "// Retry because the API",
      "// sometimes answers 503",
      "// on cold start.",
    ]),
    ...block("c.py", 1, ["# x = load()", "# y = x + 1"]),
    ...block("d.ts", 1, ["// a = 1;", "// b = 2;"]),
    ...block("d.ts", 5, ["// c = 3;"]),
    ...block("e.py", 4, ["# for row in rows:", "#     total += row", "# print(total)"]),
  ];
  assert.deepEqual(
    findDebugLeftovers(added).map((i) => `${i.path}:${i.detail.split(":")[0]}`),
    [
      "a.ts:commented-out code block added at lines 10-12",
      "e.py:commented-out code block added at lines 4-6",
    ],
  );
});

test("tests: a red verification or a failed last test must be named in open risks", () => {
  const verification = {
    task_id: "T-002",
    passed: false,
    findings: [{ code: "E_RATE", severity: "block" as const, detail: "limit not applied" }],
    path: "outputs/verification/T-002.json",
  };
  const wb = workbench({
    verifications: [verification],
    feedback: {
      files: [],
      total: 1,
      failures: 1,
      tail: [],
      commands: [],
      skipped: [],
      skipped_count: 0,
      last_test: { command: "npm test", exit_code: 1 },
      passed_later: [],
    },
  });
  const red = check(gitState(), wb);
  assert.deepEqual(
    red.blocking.map((i) => i.check),
    ["tests", "tests"],
  );
  const risk: Note = {
    id: "n-1",
    kind: "risk",
    text: "T-002 still fails; npm test is red",
    severity: "warn",
  };
  const named = check(gitState(), wb, [risk]);
  assert.equal(named.clean, true);
  assert.equal(named.warnings.length, 2);
  const resolved: Note = { id: "n-2", kind: "resolve", text: "n-1", target: "n-1" };
  assert.equal(check(gitState(), wb, [risk, resolved]).clean, false);
});

test("tests: a latest test run that exited 0 through a pipe is a warning, never proof and never a block", () => {
  const ran = (command: string) =>
    check(
      gitState(),
      workbench({
        feedback: {
          files: [],
          total: 1,
          failures: 0,
          tail: [],
          commands: [],
          skipped: [],
          skipped_count: 0,
          last_test: { command, exit_code: 0 },
          passed_later: [],
        },
      }),
    );
  for (const command of ["npm test 2>&1 | tail -3", "npm test || true", "npm test; echo done"]) {
    const result = ran(command);
    assert.equal(result.clean, true, command);
    assert.deepEqual(
      result.warnings.map((w) => w.check),
      ["tests"],
      command,
    );
    assert.match(result.warnings[0]?.detail ?? "", /not the tests' own/);
  }
  for (const command of ["npm test", "set -o pipefail; npm test | tail -3", "cd app && npm test"]) {
    assert.deepEqual(ran(command).warnings, [], command);
  }
});

test("feature board: one in progress at most, nothing done with a failed verification", () => {
  const wb = workbench({
    feature_list: {
      project: "p",
      active: "F-1",
      features: [
        { id: "F-1", status: "in_progress", goal: "g", done_when: "d" },
        { id: "F-2", status: "in_progress", goal: "g", done_when: "d" },
        { id: "F-3", status: "done", goal: "g", done_when: "d" },
      ],
    },
    verifications: [
      { task_id: "F-3", passed: false, findings: [], path: "outputs/verification/F-3.json" },
    ],
    agent_state: {
      schema_version: 1,
      active_task_id: "F-1",
      touched_files: [],
      next_action: "x",
    },
  });
  const state = check(gitState(), wb);
  assert.deepEqual(
    state.blocking.filter((i) => i.check === "feature board").map((i) => i.detail),
    [
      "2 items in progress (F-1, F-2); at most one may be",
      "F-3 is marked done but its verification failed (outputs/verification/F-3.json)",
    ],
  );
});

test("branch: expected branch, detached HEAD, operation in progress", () => {
  const wb = workbench({
    agent_state: {
      schema_version: 1,
      active_task_id: null,
      touched_files: [],
      next_action: "x",
      expected_branch: "feat/rate-limit",
    },
  });
  assert.deepEqual(
    check(gitState(), wb).blocking.map((i) => i.detail),
    ["on branch main, expected branch feat/rate-limit"],
  );
  assert.deepEqual(
    check(gitState({ detached: true, branch: null }), workbench()).blocking.map((i) => i.detail),
    [`detached HEAD at ${"a".repeat(12)}: check out a branch`],
  );
  const rebase = check(gitState({ detached: true, operation: "rebase" }), workbench());
  assert.deepEqual(
    rebase.blocking.map((i) => i.detail),
    ["rebase in progress: `git rebase --continue` or `git rebase --abort`"],
  );
});

test("not a git repository: a warning, and the workbench rules still run", () => {
  const state = check(null, workbench());
  assert.equal(state.clean, true);
  assert.match(state.warnings[0]!.detail, /not a git repository/);
});

test("long lists are capped with a count of the rest", () => {
  const changes = Array.from({ length: 120 }, (_, i) => change(`f${i}.ts`, "modified"));
  const state = check(gitState({ changes }));
  assert.equal(state.blocking.length, 51);
  assert.equal(state.blocking[50]!.detail, "… and 70 more uncommitted changes");
});
