/**
 * `npm run test:agents`: a Codex session whose project hooks were never trusted. Codex 0.171.0
 * runs no project hook it has not been told to trust, and `codex exec` has no review step: the
 * run below fires none of handoff's hooks (no hook.log line, no packet) and Codex prints nothing
 * about hooks. No hook of handoff's runs, so handoff cannot warn in that run; what tells the
 * user is `handoff hooks install codex`, checked here to say how to trust them. The second test
 * follows that advice in the real TUI (driven in a pseudo-terminal by codex-trust-tui.py, which
 * needs python3): after "Trust all and continue", a plain `codex exec` runs the hooks.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../src/platform/package-root.js";
import { hookLogLines, packetIds } from "../helpers/hook-process.js";
import { agentBin, handoff } from "./harness.js";
import { codexEnv, runCodex, writeCodexConfig } from "./run-agents.js";
import { assertRan, CODEX, skipUnlessInstalled, TIMEOUT, withWorld } from "./scenario-helpers.js";

test(
  "an untrusted Codex run: no hook fires and Codex says nothing, so the install says how to trust",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("codex") },
  () =>
    withWorld({ codex: CODEX }, async (world, standIns) => {
      const install = handoff(world, ["hooks", "install", "codex"]);
      assert.equal(install.code, 0, install.stderr);
      assert.match(install.stdout, /Codex runs these hooks only once you trust them/);
      assert.match(install.stdout, /codex exec --dangerously-bypass-hook-trust/);
      // The project is trusted (as in every other scenario); the hooks are not.
      const run = await runCodex(world, standIns.codex, "Show the last commit", false, false);
      assertRan(run, CODEX.finalText);
      assert.deepEqual(hookLogLines(world.repo), [], "a hook ran without being trusted");
      assert.deepEqual(packetIds(world.repo), []);
      // Codex's own output says nothing about hooks: silence is what the install note covers.
      // If a later Codex prints a notice, this fails and the README should quote it.
      assert.doesNotMatch(`${run.stdout}\n${run.stderr}`, /hook/i);
    }),
);

const python = spawnSync("python3", ["--version"]).status === 0;

/** Run the TUI driver without blocking this process (the stand-in lives here). */
function runTui(
  script: string,
  codex: string,
  repo: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("python3", [script, codex, repo], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

test(
  "trusted once in the Codex TUI as the install says, a plain codex exec runs the hooks",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("codex") || (python ? false : "needs python3") },
  () =>
    withWorld({ codex: CODEX }, async (world, standIns) => {
      assert.equal(handoff(world, ["hooks", "install", "codex"]).code, 0);
      // The review needs no model: the TUI gets a port nothing listens on (with the live
      // stand-in it waits at start-up); the run below gets the stand-in again.
      const codexHome = writeCodexConfig(world, "http://127.0.0.1:9");
      // Asynchronously: the model stand-in answers from this process while the TUI starts.
      const script = join(packageRoot(), "test", "agents", "codex-trust-tui.py");
      const tui = await runTui(script, agentBin("codex") ?? "", world.repo, codexEnv(world));
      assert.equal(tui.code, 0, `no hook review screen:\n${tui.stdout}${tui.stderr}`);
      assert.match(tui.stdout, /answered: Hooks need review -> Trust all and continue/);
      const config = readFileSync(join(codexHome, "config.toml"), "utf8");
      assert.match(config, /hooks\.json:session_end:0:0"\]\ntrusted_hash = "sha256:/);
      const run = await runCodex(world, standIns.codex, "Show the last commit", false, false);
      assertRan(run, CODEX.finalText);
      // The hooks ran: a turn's write ahead or SessionEnd wrote the packet, maybe in a detached
      // writer still at work when codex exits (up to 90 s on a loaded machine).
      const written = () =>
        hookLogLines(world.repo).some((l) =>
          / codex (?:Stop|SessionEnd\(\w+\)) info: written packet /.test(l),
        );
      for (let i = 0; i < 900 && !written(); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(written(), hookLogLines(world.repo).join("\n"));
      assert.equal(packetIds(world.repo).length, 1);
    }),
);
