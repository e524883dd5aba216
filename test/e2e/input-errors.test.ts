/**
 * Every input error, from any input, reads `file:line:column field: message`: the CLI run on real
 * repos, stderr and exit code asserted exactly. The CLI runs in-process (what it prints and
 * returns is what the executable prints and exits with); the first case runs the compiled
 * executable itself, as a user meets it.
 */
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { hookInput, hookLogLines, runBin } from "../helpers/hook-process.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const STATE = {
  schema_version: 1,
  active_task_id: "T-001",
  touched_files: ["src/a.ts"],
  next_action: "run the tests",
};

/** A repo whose first commit holds `files` (pretty-printed JSON, as people and agents write it). */
function repoWith(files: Record<string, string>): string {
  const repo = makeRepo("handoff-input-errors-");
  for (const [path, text] of Object.entries(files)) writeRepoFile(repo, path, text);
  writeRepoFile(repo, "README.md", "x\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "start");
  return repo;
}

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function writeFails(
  files: Record<string, string>,
  stderr: string,
  runWith: (
    args: string[],
    options: { cwd: string; stdin: string },
  ) => Promise<{
    code: number | null;
    stderr: string;
  }> = runCli,
): Promise<void> {
  const repo = repoWith(files);
  try {
    const run = await runWith(["write"], { cwd: repo, stdin: "" });
    assert.equal(run.stderr, stderr);
    assert.equal(run.code, 2);
    assert.doesNotMatch(run.stderr, /\n\s+at /, "no stack trace");
  } finally {
    removeDir(repo);
  }
}

test("agent_state.json: a field of the wrong type is named at its line and column", () =>
  writeFails(
    { "agent_state.json": pretty({ ...STATE, assumptions: ["a", "b", "c", { text: "d" }] }) },
    "handoff write: agent_state.json:12:5 assumptions[3]: must be a string, got an object\n",
    runBin,
  ));

test("agent_state.json: a missing field points at the object that lacks it", () =>
  writeFails(
    { "agent_state.json": pretty({ schema_version: 1, active_task_id: null, touched_files: [] }) },
    "handoff write: agent_state.json:1:1 next_action: is missing (must be a string)\n",
  ));

test("a verification report: a bad finding is located inside the findings list", () =>
  writeFails(
    {
      "agent_state.json": pretty(STATE),
      "outputs/verification/T-001.json": pretty({
        task_id: "T-001",
        passed: false,
        findings: [
          { severity: "warn", detail: "slow" },
          { severity: "fatal", detail: "crash" },
        ],
      }),
    },
    'handoff write: outputs/verification/T-001.json:10:19 findings[1].severity: must be one of block, warn, info, got the string "fatal"\n',
  ));

test("a review report: a score out of range is located", () =>
  writeFails(
    {
      "outputs/review/T-001.json": pretty({
        task_id: "T-001",
        total: 7,
        verdict: "pass",
        dimensions: [{ name: "tests", score: 5, note: "" }],
      }),
    },
    "handoff write: outputs/review/T-001.json:8:16 dimensions[0].score: must be a number from 0 to 2, got number 5\n",
  ));

test("a feedback_record.jsonl line: skipped (never fatal) and reported located", async () => {
  const repo = repoWith({
    "feedback_record.jsonl": [
      JSON.stringify({ command: "npm test", exit_code: 1 }),
      JSON.stringify({ command: "npm test", exit_code: "1" }),
      "",
    ].join("\n"),
  });
  try {
    const run = await runCli(["trim", "feedback_record.jsonl"], { cwd: repo, stdin: "" });
    assert.equal(
      run.stderr,
      "handoff trim: skipped 1 malformed line(s) of feedback_record.jsonl:\n" +
        "  feedback_record.jsonl:2:35 exit_code: must be an integer (at most 2^53 - 1 in size) or null\n",
    );
    assert.equal(run.code, 0);
  } finally {
    removeDir(repo);
  }
});

test(".claude/settings.json: a hooks entry of the wrong shape is refused at its position, the file untouched", async () => {
  const settings = '{\n  "model": "opus",\n  "hooks": {\n    "Stop": {"matcher": ""}\n  }\n}\n';
  const repo = repoWith({ ".claude/settings.json": settings });
  try {
    const run = await runCli(["hooks", "install", "claude"], { cwd: repo, stdin: "" });
    assert.equal(
      run.stderr,
      "handoff hooks: .claude/settings.json:4:13 hooks.Stop: must be an array of matcher groups, got an object\n",
    );
    assert.equal(run.code, 2);
    assert.equal(readFileSync(join(repo, ".claude", "settings.json"), "utf8"), settings);
  } finally {
    removeDir(repo);
  }
});

test(".handoff/config.json: a bad value is logged located by the hook (which never fails) and its default used", async () => {
  const repo = repoWith({});
  try {
    mkdirSync(join(repo, ".handoff"));
    writeFileSync(
      join(repo, ".handoff", "config.json"),
      '{\n  "wrap_up_at": 0.7,\n  "gate": "loud"\n}\n',
    );
    const run = await runCli(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({ hook_event_name: "Stop", cwd: repo, stop_hook_active: false }),
    });
    assert.equal(run.code, 0);
    const logged = hookLogLines(repo).filter((line) => line.includes("config.json"));
    assert.equal(logged.length, 1, hookLogLines(repo).join("\n"));
    assert.ok(
      logged[0]?.endsWith(
        '.handoff/config.json:3:11 gate: must be one of off, warn, block, got "loud"; using the default',
      ),
      logged[0],
    );
  } finally {
    removeDir(repo);
  }
});

test(".handoff/config.json: write, which must not guess the work range, refuses a broken config at its position", async () => {
  await writeFails(
    { "agent_state.json": pretty(STATE), ".handoff/config.json": '{\n  "default_branch": 5\n}\n' },
    "handoff write: .handoff/config.json:2:21 default_branch: must be a branch name, got number 5\n",
  );
  await writeFails(
    {
      "agent_state.json": pretty(STATE),
      ".handoff/config.json": '{\n  "default_branch": "main",\n}\n',
    },
    "handoff write: .handoff/config.json:3:1: not valid JSON: expected a double-quoted property name\n",
  );
});
