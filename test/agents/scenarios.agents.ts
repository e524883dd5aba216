/**
 * `npm run test:agents`, across agents: the real Claude Code and Codex CLI (versions pinned in
 * test/agents/package.json) each run one scripted session against a local stand-in of their
 * model API, in a temp git repo where handoff's hooks were installed as the README says. The
 * stand-in makes the agent run one shell command, then answers with a "Next step: …" text, and
 * records every request, so a test sees what reached the model.
 *
 * Not part of `npm test`: it needs ~900 MB of agent CLIs (`npm install --prefix test/agents`).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { hookLogLines, packetIds, readStoredPacket } from "../helpers/hook-process.js";
import { saveFixture, transcriptsOf } from "./fixtures.js";
import { runClaude, runCodex } from "./run-agents.js";
import {
  assertRan,
  CLAUDE,
  CODEX,
  configureEarlyWrapUp,
  conversation,
  install,
  packetWrittenBy,
  seedPacket,
  skipUnlessInstalled,
  TIMEOUT,
  withWorld,
} from "./scenario-helpers.js";

test(
  "(a) a Claude Code session ends: SessionEnd writes a packet from its real transcript",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("claude") },
  () =>
    withWorld({ claude: CLAUDE }, async (world, standIns) => {
      install(world, "claude");
      const prompt = "Check the working tree state of this repo";
      const run = await runClaude(world, standIns.claude, prompt);
      assertRan(run, CLAUDE.finalText);
      // The model was asked once, ran the command, and got its result back.
      assert.ok(
        conversation(standIns.claude, '"tool_result"').length >= 1,
        "no tool_result reached the model",
      );
      const id = await packetWrittenBy(world, "claude");
      assert.ok(
        hookLogLines(world.repo).some((l) =>
          / claude SessionEnd\(\w+\) info: (written|unchanged) packet /.test(l),
        ),
      );
      const packet = readStoredPacket(world.repo, id);
      assert.equal(packet["objective"], prompt);
      assert.ok(
        (packet["commands_run"] as string[]).includes(CLAUDE.command),
        JSON.stringify(packet["commands_run"]),
      );
      const [transcript] = transcriptsOf(world, "claude");
      assert.ok(transcript !== undefined);
      saveFixture(world, "claude", transcript, "session.jsonl");
    }),
);

test(
  "(b) a Codex session starts: the request its model receives carries the SessionStart briefing",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("codex") },
  () =>
    withWorld({ codex: CODEX }, async (world, standIns) => {
      install(world, "codex");
      const seeded = seedPacket(world, "npm test -- rate-limit");
      const run = await runCodex(world, standIns.codex, "Show the last commit");
      assertRan(run, CODEX.finalText);
      const first = standIns.codex.requests.find((r) => r.url.includes("/responses"));
      assert.ok(first !== undefined, "Codex never called the model");
      assert.ok(
        first.text.includes(`# Handoff ${seeded}`),
        "the briefing did not reach Codex's model",
      );
      assert.ok(
        first.text.includes("npm test -- rate-limit"),
        "the next step did not reach the model",
      );
      const [transcript] = transcriptsOf(world, "codex");
      assert.ok(transcript !== undefined);
      saveFixture(world, "codex", transcript, "rollout.jsonl");
    }),
);

test(
  "(c) a Codex session writes a packet: the next Claude Code session's model gets Codex's briefing",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("codex", "claude") },
  () =>
    withWorld({ codex: CODEX, claude: CLAUDE }, async (world, standIns) => {
      install(world, "codex");
      install(world, "claude");
      const codexPrompt = "Show the last commit of this repo";
      assertRan(await runCodex(world, standIns.codex, codexPrompt), CODEX.finalText);
      // Whichever event writes (Stop today, SessionEnd on releases that have it).
      const codexPacket = await packetWrittenBy(world, "codex");
      const packet = readStoredPacket(world.repo, codexPacket);
      assert.equal(packet["objective"], codexPrompt);
      assert.ok((packet["commands_run"] as string[]).includes(CODEX.command));

      assertRan(await runClaude(world, standIns.claude, "Carry on"), CLAUDE.finalText);
      const first = conversation(standIns.claude, '"Bash"')[0];
      assert.ok(first !== undefined, "Claude Code never called the model with its tools");
      assert.ok(
        first.includes(`# Handoff ${codexPacket}`),
        "Codex's briefing did not reach Claude's model",
      );
      assert.ok(first.includes(codexPrompt), "Codex's objective is not in the briefing");
    }),
);

test(
  "(e) the wrap-up trigger fires once in a real Claude Code session that crosses wrap_up_at",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("claude") },
  () =>
    withWorld({ claude: { ...CLAUDE, inputTokens: 8_000 } }, async (world, standIns) => {
      install(world, "claude");
      configureEarlyWrapUp(world);
      assertRan(
        await runClaude(world, standIns.claude, "Check the tree, then stop"),
        CLAUDE.finalText,
      );
      const fired = hookLogLines(world.repo).filter((l) =>
        / info: wrap-up at 80% of 10000 tokens/.test(l),
      );
      assert.equal(fired.length, 1, hookLogLines(world.repo).join("\n"));
      // The advice reached the model in the request that carried the tool's result.
      const advised = conversation(standIns.claude, "Wrap up this session now");
      assert.ok(advised.length >= 1, "the wrap-up advice never reached the model");
      assert.ok(advised[0]!.includes('"tool_result"'));
      assert.ok(packetIds(world.repo).length >= 1);
    }),
);

test(
  "(f) Codex CLI as it is now: Stop writes ahead, SessionEnd brings the packet up to date, the gate warns at Stop, the wrap-up fires once from PostToolUse",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("codex") },
  () =>
    withWorld({ codex: { ...CODEX, inputTokens: 8_000 } }, async (world, standIns) => {
      install(world, "codex");
      configureEarlyWrapUp(world);
      // Work left uncommitted: something for the gate to warn about (handoff's own hook
      // settings are not, and a last message names a next step).
      writeFileSync(join(world.repo, "draft.md"), "uncommitted work\n");
      const prompt = "Show the last commit, then stop";
      assertRan(await runCodex(world, standIns.codex, prompt), CODEX.finalText);
      // The turn does not wait for Stop's write: a detached writer, started at once, does it.
      const aheadDone = / codex Stop info: (written|unchanged) packet \S+ \(detached writer\)/;
      // SessionEnd's write, in the hook or (past its second) in a detached writer.
      const endDone = / codex SessionEnd\(\w+\) info: (written|unchanged) packet /;
      const settled = () => {
        const lines = hookLogLines(world.repo);
        return lines.some((l) => aheadDone.test(l)) && lines.some((l) => endDone.test(l));
      };
      // Up to 90 s: on a loaded machine the hook's node takes seconds to start.
      for (let i = 0; i < 900 && !settled(); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const log = hookLogLines(world.repo);
      const text = log.join("\n");
      assert.ok(
        log.some((l) => endDone.test(l)),
        `SessionEnd wrote no packet:\n${text}`,
      );
      assert.ok(
        log.some((l) => / codex Stop info: write handed to a detached writer at 0 ms/.test(l)),
        `Stop did not hand its write over at once:\n${text}`,
      );
      assert.ok(
        log.some((l) => aheadDone.test(l)),
        `Stop did not write ahead:\n${text}`,
      );
      assert.ok(
        log.some((l) => / codex Stop .*stop gate \(warn\): warn, /.test(l)),
        `the gate did not warn at Stop:\n${text}`,
      );
      const fired = log.filter((l) =>
        / codex PostToolUse.* wrap-up at \d+% of 10000 tokens/.test(l),
      );
      assert.equal(fired.length, 1, text);
      const packet = readStoredPacket(world.repo, await packetWrittenBy(world, "codex"));
      assert.equal(packet["objective"], prompt);
      // The agent report is the last Stop's last_assistant_message.
      assert.equal(packet["agent_report"], CODEX.finalText);
    }),
);
