import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";

const MODULE = pathToFileURL(
  join(import.meta.dirname, "..", "..", "src", "platform", "exit-hard.js"),
).href;

/** Run a module script in a fresh node; killed after `limitMs` if it is still there. */
function runScript(
  script: string,
  limitMs = 10_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number; killed: boolean }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    let killed = false;
    const guard = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, limitMs);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(guard);
      resolve({ code, signal, ms: performance.now() - started, killed });
    });
  });
}

test("process.exit alone never ends while a pool thread is stuck opening a FIFO; exitHard does", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-exit-hard-"));
  try {
    const fifo = join(dir, "stuck");
    execFileSync("mkfifo", [fifo]);
    const stuck = `import { readFile } from "node:fs/promises"; readFile(${JSON.stringify(fifo)});`;
    const plain = await runScript(`${stuck} setTimeout(() => process.exit(0), 50);`, 3_000);
    assert.equal(plain.killed, true, "the premise: process.exit waits on the stuck thread");
    const hard = await runScript(
      `import { exitHard } from ${JSON.stringify(MODULE)}; ${stuck} setTimeout(() => exitHard(0, 200), 50);`,
    );
    assert.equal(hard.killed, false, "exitHard did not end the process");
    assert.equal(hard.signal, "SIGKILL");
    assert.ok(hard.ms < 5_000, `took ${Math.round(hard.ms)} ms`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("exitHard with nothing stuck exits with its code", async () => {
  const run = await runScript(
    `import { exitHard } from ${JSON.stringify(MODULE)}; setTimeout(() => exitHard(0, 200), 50);`,
  );
  assert.equal(run.code, 0);
  assert.equal(run.signal, null);
});
