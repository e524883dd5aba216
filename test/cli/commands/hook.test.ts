import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { test } from "node:test";
import { builtBin, hookLogLines, type ProcessRun } from "../../helpers/hook-process.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

/**
 * Spawn `handoff hook claude` in `cwd` with `env` added, its stdin a pipe this test never closes
 * (an agent that never ends its input). Killed after `killAfterMs` if it is still running.
 */
function runHookStdinOpen(
  cwd: string,
  env: Record<string, string>,
  killAfterMs: number,
): Promise<ProcessRun & { killed: boolean }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtBin(), "hook", "claude"], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.stdin.write('{"session_id":"s","hook_event_name":"Stop"');
    let killed = false;
    const guard = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, killAfterMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(guard);
      resolve({
        code,
        killed,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        ms: performance.now() - started,
      });
    });
  });
}

test("stdin that never closes: the hook logs it and exits 0 right after (HANDOFF_HOOK_STDIN_MS)", async () => {
  const repo = makeRepo("handoff-hook-stdin-");
  try {
    const run = await runHookStdinOpen(repo, { HANDOFF_HOOK_STDIN_MS: "300" }, 8_000);
    assert.equal(run.killed, false, `still running after 8 s (stderr: ${run.stderr})`);
    assert.equal(run.code, 0, run.stderr);
    assert.ok(run.ms < 5_000, `took ${Math.round(run.ms)} ms`);
    assert.match(hookLogLines(repo).join("\n"), /error: hook input: no end of input after 300 ms/);
  } finally {
    removeDir(repo);
  }
});
