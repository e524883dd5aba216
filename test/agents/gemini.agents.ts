/**
 * `npm run test:agents`, Gemini CLI (0.61.0, pinned in test/agents/package.json): its hooks as
 * `handoff hooks install gemini` writes them, driven by the real CLI against a local stand-in
 * of the Gemini API; a Claude Code session picks up what Gemini left.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { hookLogLines, readStoredPacket } from "../helpers/hook-process.js";
import { saveFixture, transcriptsOf } from "./fixtures.js";
import { handoff } from "./harness.js";
import { runClaude, runGemini } from "./run-agents.js";
import {
  assertRan,
  CLAUDE,
  configureEarlyWrapUp,
  conversation,
  GEMINI,
  install,
  packetWrittenBy,
  seedPacket,
  skipUnlessInstalled,
  TIMEOUT,
  withWorld,
} from "./scenario-helpers.js";

test(
  "(d) Gemini CLI: SessionStart briefs its model; SessionEnd writes a packet the next Claude Code session is briefed with",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("gemini", "claude") },
  () =>
    withWorld({ gemini: GEMINI, claude: CLAUDE }, async (world, standIns) => {
      install(world, "gemini");
      install(world, "claude");
      const seeded = seedPacket(world, "npm run lint");
      const geminiPrompt = "List every file of this repo";
      assertRan(await runGemini(world, standIns.gemini, geminiPrompt), GEMINI.finalText);
      const first = conversation(standIns.gemini, "run_shell_command")[0];
      assert.ok(first !== undefined, "Gemini never called the model with its tools");
      assert.ok(first.includes(`# Handoff ${seeded}`), "the briefing did not reach Gemini's model");

      // Gemini does not wait for SessionEnd: a detached writer finishes the write.
      const finished =
        / gemini SessionEnd\(\w+\) info: (written|unchanged) packet \S+ \(detached writer\)/;
      const deadline = Date.now() + 30_000;
      while (!hookLogLines(world.repo).some((l) => finished.test(l)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(
        hookLogLines(world.repo).some((l) => finished.test(l)),
        hookLogLines(world.repo).join("\n"),
      );
      const geminiPacket = await packetWrittenBy(world, "gemini");
      assert.notEqual(geminiPacket, seeded);
      const packet = readStoredPacket(world.repo, geminiPacket);
      assert.equal(
        packet["objective"],
        geminiPrompt,
        "the hook briefing leaked into the objective",
      );
      assert.ok((packet["commands_run"] as string[]).includes(GEMINI.command));
      const [transcript] = transcriptsOf(world, "gemini");
      assert.ok(transcript !== undefined);
      saveFixture(world, "gemini", transcript, "session.jsonl");

      assertRan(await runClaude(world, standIns.claude, "Carry on"), CLAUDE.finalText);
      const claudeFirst = conversation(standIns.claude, '"Bash"')[0];
      assert.ok(
        claudeFirst?.includes(`# Handoff ${geminiPacket}`),
        "Gemini's briefing did not reach Claude's model",
      );
    }),
);

test(
  "(f) Gemini CLI: a failing command and a written file reach the packet through the real session file",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("gemini") },
  () =>
    withWorld(
      {
        gemini: {
          ...GEMINI,
          moreCalls: [
            { name: "run_shell_command", args: { command: "ls no-such-dir", description: "Look" } },
            { name: "write_file", args: { file_path: "NOTES.md", content: "# Notes\n" } },
          ],
        },
      },
      async (world, standIns) => {
        install(world, "gemini");
        const prompt = "Look around and take notes";
        assertRan(await runGemini(world, standIns.gemini, prompt), GEMINI.finalText);
        const packet = readStoredPacket(world.repo, await packetWrittenBy(world, "gemini"));
        assert.equal(packet["objective"], prompt);
        assert.deepEqual([...(packet["commands_run"] as string[])].sort(), [
          "ls -a",
          "ls no-such-dir",
        ]);
        assert.match(JSON.stringify(packet["failed_attempts"]), /ls no-such-dir/);
        assert.ok((packet["changed_files"] as string[]).includes("NOTES.md"));
        // The model's closing text is the agent's report.
        assert.equal(packet["agent_report"], GEMINI.finalText);
        const [transcript] = transcriptsOf(world, "gemini");
        assert.ok(transcript !== undefined);
        const ingested = handoff(world, ["ingest", "gemini", transcript]);
        assert.equal(ingested.code, 0, ingested.stderr);
        const exits = ingested.stdout
          .trim()
          .split("\n")
          .map((line) => (JSON.parse(line) as { exit_code: number | null }).exit_code);
        assert.deepEqual(exits, [0, 2]);
        saveFixture(world, "gemini", transcript, "session-rich.jsonl");
      },
    ),
);

test(
  "(g) Gemini CLI: the wrap-up trigger fires once from AfterTool, and PreCompress(auto) writes only past half the window",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("gemini") },
  () =>
    withWorld({ gemini: { ...GEMINI, inputTokens: 8_000 } }, async (world, standIns) => {
      install(world, "gemini");
      configureEarlyWrapUp(world);
      assertRan(
        await runGemini(world, standIns.gemini, "List the files, then stop"),
        GEMINI.finalText,
      );
      const log = hookLogLines(world.repo);
      const fired = log.filter((l) =>
        / gemini AfterTool info: wrap-up at 80% of 10000 tokens/.test(l),
      );
      assert.equal(fired.length, 1, log.join("\n"));
      const advised = conversation(standIns.gemini, "Wrap up this session now");
      assert.ok(advised.length >= 1, "the wrap-up advice never reached Gemini's model");
      assert.ok(
        advised[0]!.includes("functionResponse"),
        "the advice should ride on the tool result",
      );
      // Gemini fires PreCompress(auto) before each of the two model turns: before the first
      // there is no usage yet (no write), before the second the prompt is at 80% (a write).
      const compress = log.filter((l) => / gemini PreCompress\(auto\) info: \w+ packet /.test(l));
      assert.equal(compress.length, 1, log.join("\n"));
    }),
);
