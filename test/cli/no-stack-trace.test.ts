/**
 * No stack trace ever reaches the user: every command runs with garbage arguments and stdin, in
 * a throwaway repo, through the executable's entry (and a few as the compiled executable). Every run must end with an exit code of
 * SPEC §10 and a stderr free of `    at ` frames; 70 is allowed only with the "please report" line.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { test } from "node:test";
import { commands } from "../../src/cli/commands/index.js";
import { runCliBatch } from "../helpers/cli-batch.js";
import { builtBin } from "../helpers/hook-process.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const GARBAGE_ARGS: string[][] = [
  ["--no-such-flag"],
  ["%%%", "../../etc/passwd", "--k", "-1"],
  ["--root", "/nonexistent/dir", "--topic", "\u0007"],
  ["\u00ffbad\u0001", "--json", "--format", "xml", "--"],
];
const GARBAGE_STDIN = '\u0000\u0001{"hook_event_name":[]}\n\uffff not json';

interface Run {
  code: number | null;
  stderr: string;
}

function runBin(args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtBin(), ...args], {
      cwd,
      stdio: ["pipe", "ignore", "pipe"],
      env: { ...process.env, HANDOFF_DEBUG: "" },
    });
    const err: Buffer[] = [];
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    // A command that waits on stdin gets garbage and an end, never a terminal.
    child.stdin.on("error", () => undefined);
    child.stdin.end(GARBAGE_STDIN);
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: Buffer.concat(err).toString("utf8") });
    });
  });
}

function assertClean(args: string[], run: Run): void {
  const shown = `handoff ${args.join(" ")} → exit ${run.code}\n${run.stderr.slice(0, 800)}`;
  assert.doesNotMatch(run.stderr, /^\s+at /m, `stack trace on stderr: ${shown}`);
  assert.ok(run.code !== null, `killed (hung?): ${shown}`);
  if (run.code === 70) assert.match(run.stderr, /please report/, shown);
  else assert.ok([0, 1, 2, 3, 4].includes(run.code), `exit code outside SPEC §10: ${shown}`);
}

/** Every command with every garbage argv, and the bare entry's own cases. */
function garbageArgvs(): string[][] {
  const argvs: string[][] = [...ENTRY_ARGVS];
  for (const name of Object.keys(commands)) {
    for (const garbage of GARBAGE_ARGS) argvs.push([name, ...garbage]);
  }
  return argvs;
}

/** No command, a control character, and help with a bogus option: the entry's own paths. */
const ENTRY_ARGVS: string[][] = [[], ["\u0001"], ["--help", "--bogus"]];

// Each run goes through the entry the executable picks, inside one child process with a deadline
// per run (a spawn per case was ~90 processes, 13 s of CPU): what a run prints and returns is what
// the executable would print and exit with, and a run that hangs is still caught.
test("every command with garbage arguments and stdin exits cleanly, without a stack trace", async () => {
  const repo = makeRepo("handoff-nostack-");
  try {
    const argvs = garbageArgvs();
    const batch = await runCliBatch(
      argvs.map((args) => ({ args, cwd: repo, stdin: GARBAGE_STDIN, env: { HANDOFF_DEBUG: "" } })),
      { deadlineMs: 15_000, env: { HANDOFF_DEBUG: "" } },
    );
    for (const run of batch.runs) {
      const args = argvs[run.index] as string[];
      assert.equal(run.hung, false, `killed (hung?): handoff ${args.join(" ")}`);
      assert.equal(run.rejected, null, `handoff ${args.join(" ")}: the entry rejected`);
      assertClean(args, run);
    }
    assert.doesNotMatch(batch.stderr, /^\s+at /m, `stack trace on the process's stderr`);
  } finally {
    removeDir(repo);
  }
});

// The executable itself, as a user meets it: the entry's own cases and one command of each
// entry (main, the hook's lean entry, the MCP server on garbage stdin), each a real process.
test("the executable with garbage arguments and stdin exits cleanly, without a stack trace", {
  skip: existsSync(builtBin()) ? false : "compiled CLI absent (build first)",
}, async () => {
  const repo = makeRepo("handoff-nostack-");
  try {
    const argvs = [
      ...ENTRY_ARGVS,
      ["write", ...(GARBAGE_ARGS[1] as string[])],
      ["hook", ...(GARBAGE_ARGS[3] as string[])],
      ["mcp", ...(GARBAGE_ARGS[0] as string[])],
    ];
    const runs = await Promise.all(argvs.map((args) => runBin(args, repo)));
    for (const [j, run] of runs.entries()) assertClean(argvs[j] as string[], run);
  } finally {
    removeDir(repo);
  }
});
