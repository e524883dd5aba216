/**
 * Help and flags like git and gh (issue 17 item 1): per-command help both ways, `resume --json`,
 * one line in our words for an unknown or misplaced option (with the nearest valid one), no
 * doubled prefixes, and counts that read as English.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { plural } from "../../src/util/plural.js";
import { runCli } from "../helpers/run-cli.js";
import { cliPath, git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

function bin(args: string[], cwd: string) {
  const run = spawnSync(process.execPath, [cliPath(), ...args], { cwd, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

test("handoff help <command> and <command> --help print that command's help (as a process)", () => {
  const cwd = process.cwd();
  for (const args of [
    ["help", "write"],
    ["write", "--help"],
    ["write", "-h"],
  ]) {
    const run = bin(args, cwd);
    assert.equal(run.code, 0, args.join(" "));
    assert.match(run.stdout, /^Usage: handoff write \[options\]/, args.join(" "));
    assert.equal(run.stderr, "");
  }
  const resume = bin(["help", "resume"], cwd);
  assert.match(resume.stdout, /^Usage: handoff resume .*--json.*--max-chars N/);
  const general = bin(["help"], cwd);
  assert.equal(general.code, 0);
  assert.match(general.stdout, /^Usage: handoff <command> \[options\]/);
  const unknown = bin(["help", "wrte"], cwd);
  assert.equal(unknown.code, 2);
  assert.equal(
    unknown.stderr,
    "handoff help: unknown command 'wrte'; did you mean 'write'? Run 'handoff help' for the list.\n",
  );
});

test("unknown and misplaced options: one line in our words, with the nearest option", async () => {
  const cwd = process.cwd();
  const cases: [string[], string][] = [
    [
      ["resume", "--jsn"],
      "handoff resume: unknown option --jsn; did you mean --json? Run 'handoff resume --help'.\n",
    ],
    [
      ["list", "--al"],
      "handoff list: unknown option --al; did you mean --all? Run 'handoff list --help'.\n",
    ],
    [
      ["list", "--frobnicate"],
      "handoff list: unknown option --frobnicate. Run 'handoff list --help'.\n",
    ],
    [["list", "-x"], "handoff list: unknown option -x. Run 'handoff list --help'.\n"],
    [
      ["list", "--topic"],
      "handoff list: option --topic needs a value. Run 'handoff list --help'.\n",
    ],
    [
      ["list", "--topic", "--json"],
      "handoff list: option --topic needs a value. Run 'handoff list --help'.\n",
    ],
    [
      ["list", "--all=yes"],
      "handoff list: option --all takes no value. Run 'handoff list --help'.\n",
    ],
    [["--json", "list"], "handoff: --json goes after the command: handoff list --json\n"],
    [
      ["lsit"],
      "handoff: unknown command 'lsit'; did you mean 'list'? Run 'handoff help' for the commands.\n",
    ],
    [
      ["resume", "--json", "--format", "text"],
      "handoff resume: --json and --format text disagree: choose one\n",
    ],
  ];
  for (const [args, message] of cases) {
    const run = await runCli(args, { cwd });
    assert.equal(run.code, 2, args.join(" "));
    assert.equal(run.stderr, message, args.join(" "));
    assert.doesNotMatch(run.stderr, /ERR_PARSE_ARGS|Unknown option '|To specify/);
  }
  const proc = bin(["write", "--alow-dirty"], cwd);
  assert.equal(proc.code, 2);
  assert.equal(
    proc.stderr,
    "handoff write: unknown option --alow-dirty; did you mean --allow-dirty? Run 'handoff write --help'.\n",
  );
});

test("no doubled prefixes: a message naming its command is printed once", async () => {
  const repo = makeRepo();
  try {
    const note = await runCli(["note"], { cwd: repo });
    assert.equal(note.code, 2);
    assert.match(note.stderr, /^handoff note: needs KIND and TEXT/);
    const show = await runCli(["show", "a", "b"], { cwd: repo });
    assert.match(show.stderr, /^handoff show: takes one ID, got 2 arguments/);
    for (const run of [note, show]) assert.doesNotMatch(run.stderr, /handoff \w+: handoff/);
  } finally {
    removeDir(repo);
  }
});

test("resume --json is resume --format json", async () => {
  const repo = makeRepo();
  try {
    writeRepoFile(repo, "a.txt", "a\n");
    git(repo, "add", "a.txt");
    git(repo, "commit", "-qm", "a");
    const write = await runCli(["write", "--next", "npm test", "--allow-unverified"], {
      cwd: repo,
    });
    assert.equal(write.code, 0, write.stderr);
    const json = await runCli(["resume", "--json"], { cwd: repo });
    const format = await runCli(["resume", "--format", "json"], { cwd: repo });
    assert.equal(json.code, 0, json.stderr);
    assert.equal(json.stdout, format.stdout);
    const value = JSON.parse(json.stdout) as { packet: { written_at: string }; briefing: object };
    assert.match(value.packet.written_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.ok("failed_attempts" in value.briefing);
  } finally {
    removeDir(repo);
  }
});

test("plurals: 1 packet, 2 packets", () => {
  assert.equal(plural(1, "packet"), "1 packet");
  assert.equal(plural(0, "packet"), "0 packets");
  assert.equal(plural(2, "new packet"), "2 new packets");
});
