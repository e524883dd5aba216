/**
 * `npm run test:agents`: recall at the point of edit in real Claude Code sessions (the local
 * model stand-in scripts the calls). Session 1's user says "don't touch anything under
 * `vendored/`"; session 2 does something else; session 3's Write of a file under `vendored/`
 * gets the rule in its context (guards: warn, the default) and its Write elsewhere gets
 * nothing; with "guards": "block", session 4's Write there is denied and the file never made.
 * And a relay (Codex CLI → Gemini CLI → Claude Code, relay-rounding-retry.ts): an approach that
 * failed a check on a file in session 1 is tried again in session 3, and that Write is preceded
 * by the recall of the first failure with the check's reason.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { waitForWriters } from "../helpers/hook-process.js";
import { makeWorld } from "./harness.js";
import { type HopResult, runRelay } from "./relay.js";
import { MONEY_CHECK, MONEY_REASON, ROUNDING_RELAY } from "./relay-rounding-retry.js";
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

/** The hook calls of a hop that fired before a tool wrote `path`, with what each printed. */
function editHooks(hop: HopResult, path: string): { tool: string; stdout: string }[] {
  return hop.hooks
    .filter((call) => call.args.includes("--edit"))
    .filter((call) => JSON.stringify(call.input["tool_input"] ?? {}).includes(path))
    .map((call) => ({ tool: String(call.input["tool_name"]), stdout: call.stdout }));
}

test(
  "a failed approach on a file, retried two sessions later, is preceded by the recall of the first failure and its reason",
  {
    timeout: 900_000,
    skip: skipUnlessInstalled("codex", "gemini", "claude"),
  },
  () =>
    runRelay(ROUNDING_RELAY, (_world, hops) => {
      const [first, second, third] = hops;
      assert.ok(first !== undefined && second !== undefined && third !== undefined);
      // Session 1's own edit came before any packet: nothing to recall.
      assert.ok(editHooks(first, "src/price.js").every((call) => call.stdout === ""));
      // Session 2's edit elsewhere: the hook ran and printed nothing.
      const docs = editHooks(second, "docs/tills.md");
      assert.ok(docs.length > 0, "Gemini CLI's BeforeTool hook never ran on the docs write");
      assert.ok(
        docs.every((call) => call.stdout === ""),
        JSON.stringify(docs),
      );
      // Session 3's first Write of src/price.js: the hook's answer carries the failure and reason.
      const retry = editHooks(third, "src/price.js")[0];
      assert.ok(retry !== undefined, "Claude Code's PreToolUse hook never ran on the retry");
      assert.equal(retry.tool, "Write");
      const context = (
        JSON.parse(retry.stdout) as { hookSpecificOutput: { additionalContext: string } }
      ).hookSpecificOutput.additionalContext;
      assert.match(context, /^handoff recall for src\/price\.js/);
      assert.ok(context.includes(`failed: ${MONEY_CHECK} -> exit 1`), context);
      assert.ok(
        context.includes(MONEY_REASON),
        `the failure's reason is not recalled:\n${context}`,
      );
      // And it reached the model before its next step.
      const told = third.requests.filter(
        (r) => r.text.includes("handoff recall for src/price.js") && r.text.includes(MONEY_REASON),
      );
      assert.ok(told.length > 0, "the recall never reached the model");
    }),
);
