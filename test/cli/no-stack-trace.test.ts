/**
 * No stack trace ever reaches the user (issue 9): the compiled CLI is spawned with every command
 * and garbage arguments and stdin, in a throwaway repo. Every run must end with an exit code of
 * SPEC §10 and a stderr free of `    at ` frames; 70 is allowed only with the "please report" line.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { test } from "node:test";
import { commands } from "../../src/cli/commands/index.js";
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

test("every command with garbage arguments and stdin exits cleanly, without a stack trace", {
  skip: existsSync(builtBin()) ? false : "compiled CLI absent (build first)",
}, async () => {
  const repo = makeRepo("handoff-nostack-");
  try {
    const argvs: string[][] = [[], ["\u0001"], ["--help", "--bogus"]];
    for (const name of Object.keys(commands)) {
      for (const garbage of GARBAGE_ARGS) argvs.push([name, ...garbage]);
    }
    // A few at a time: the CI machine has two cores.
    for (let i = 0; i < argvs.length; i += 4) {
      const batch = argvs.slice(i, i + 4);
      const runs = await Promise.all(batch.map((args) => runBin(args, repo)));
      for (const [j, run] of runs.entries()) assertClean(batch[j] as string[], run);
    }
  } finally {
    removeDir(repo);
  }
});
