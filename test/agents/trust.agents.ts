/**
 * `npm run test:agents`: a Codex session whose project hooks were never trusted. Codex 0.171.0
 * runs no project hook it has not been told to trust, and `codex exec` has no review step: the
 * run below fires none of handoff's hooks (no hook.log line, no packet) and Codex prints nothing
 * about hooks. No hook of handoff's runs, so handoff cannot warn in that run; what tells the
 * user is `handoff hooks install codex`, checked here to say how to trust them.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { hookLogLines, packetIds } from "../helpers/hook-process.js";
import { handoff } from "./harness.js";
import { runCodex } from "./run-agents.js";
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
