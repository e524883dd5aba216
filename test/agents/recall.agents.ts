/**
 * `npm run test:agents`: recall at the point of edit in real Claude Code sessions (the local
 * model stand-in scripts the calls). Session 1's user says "don't touch anything under
 * `vendored/`"; session 2 does something else; session 3's Write of a file under `vendored/`
 * gets the rule in its context (guards: warn, the default) and its Write elsewhere gets
 * nothing; with "guards": "block", session 4's Write there is denied and the file never made.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { waitForWriters } from "../helpers/hook-process.js";
import { makeWorld } from "./harness.js";
import { runClaude } from "./run-agents.js";
import { install, skipUnlessInstalled, TIMEOUT } from "./scenario-helpers.js";
import { anthropicDialect } from "./stand-in/anthropic.js";
import type { Turn } from "./stand-in/plan.js";
import { startStandIn } from "./stand-in/server.js";

const RULE = "Don't touch anything under `vendored/`, another team owns it. List the files.";

const TURNS: Turn[] = [
  { prompt: RULE, steps: [{ run: "ls" }], final: "Listed them. Next step: write the app." },
  {
    prompt: "Check the working tree.",
    steps: [{ run: "git status --short" }],
    final: "Clean. Next step: write the app.",
  },
  {
    prompt: "Write the two files now.",
    steps: [
      { say: "First the vendored helper.", write: { path: "vendored/lib.js", content: "1;\n" } },
      { say: "Then the app.", write: { path: "src/app.js", content: "2;\n" } },
    ],
    final: "Both written. Next step: run the tests.",
  },
  {
    prompt: "Write the vendored patch.",
    steps: [{ write: { path: "vendored/patch.js", content: "3;\n" } }],
    final: "Tried. Next step: ask the owners.",
  },
];

test("a rule of session 1 reaches session 3's edit under its folder (warn), denies it (block), and nothing else", {
  timeout: TIMEOUT * 2,
  skip: skipUnlessInstalled("claude"),
}, async () => {
  const world = makeWorld();
  const standIn = await startStandIn(anthropicDialect, {
    command: "true",
    finalText: "Done.",
    turns: TURNS,
    root: world.repo,
  });
  try {
    install(world, "claude");
    for (const prompt of [RULE, "Check the working tree."]) {
      const run = await runClaude(world, standIn, prompt);
      assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
      await waitForWriters(world.repo);
    }
    const before = standIn.requests.length;
    const third = await runClaude(world, standIn, "Write the two files now.");
    assert.equal(third.code, 0, `${third.stdout}\n${third.stderr}`);
    await waitForWriters(world.repo);
    const sent = standIn.requests.slice(before).map((r) => r.text);
    assert.ok(
      sent.some((text) => text.includes("handoff recall for vendored/lib.js")),
      "the rule did not reach the model before the edit under vendored/",
    );
    assert.ok(sent.some((text) => text.includes("another team owns it")));
    assert.ok(
      !sent.some((text) => text.includes("handoff recall for src/app.js")),
      "an edit elsewhere got a recall",
    );
    // Warn lets the edit run.
    assert.ok(existsSync(join(world.repo, "vendored", "lib.js")));
    assert.ok(existsSync(join(world.repo, "src", "app.js")));

    mkdirSync(join(world.repo, ".handoff"), { recursive: true });
    writeFileSync(join(world.repo, ".handoff", "config.json"), '{"guards": "block"}\n');
    const blocked = standIn.requests.length;
    const fourth = await runClaude(world, standIn, "Write the vendored patch.");
    assert.equal(fourth.code, 0, `${fourth.stdout}\n${fourth.stderr}`);
    await waitForWriters(world.repo);
    const denied = standIn.requests.slice(blocked).map((r) => r.text);
    assert.ok(
      denied.some(
        (text) => text.includes("Denied by handoff") && text.includes("handoff note resolve g-"),
      ),
      "the denial and how to lift it did not reach the model",
    );
    assert.equal(existsSync(join(world.repo, "vendored", "patch.js")), false);
  } finally {
    await standIn.close();
    await world.cleanup();
  }
});
