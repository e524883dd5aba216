/**
 * `npm run test:agents`: the real Claude Code, Codex CLI and Gemini CLI (versions pinned in
 * test/agents/package.json) run one scripted session each against a local stand-in of their
 * model API, in a temp git repo where handoff's hooks were installed as the README says. The
 * stand-in makes the agent run one shell command, then answers with a "Next step: …" text,
 * and records every request, so a test sees what reached the model.
 *
 * Not part of `npm test`: it needs ~900 MB of agent CLIs (`npm ci --prefix test/agents`).
 */
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { hookLogLines, packetIds, readStoredPacket } from "../helpers/hook-process.js";
import {
  type Agent,
  agentBin,
  handoff,
  makeWorld,
  runClaude,
  runCodex,
  runGemini,
  saveFixture,
  transcriptsOf,
  type World,
} from "./harness.js";
import { anthropicDialect } from "./stand-in/anthropic.js";
import { geminiDialect } from "./stand-in/gemini.js";
import { openaiDialect } from "./stand-in/openai.js";
import { type Dialect, type Script, type StandIn, startStandIn } from "./stand-in/server.js";

const TIMEOUT = 240_000;
const DIALECTS: Record<Agent, Dialect> = {
  claude: anthropicDialect,
  codex: openaiDialect,
  gemini: geminiDialect,
};

function skipUnlessInstalled(...agents: Agent[]): string | false {
  const missing = agents.filter((agent) => agentBin(agent) === null);
  return missing.length === 0
    ? false
    : `${missing.join(", ")} not installed (npm ci --prefix test/agents)`;
}

/** A world and one stand-in per agent, torn down after `body`. */
async function withWorld(
  scripts: Partial<Record<Agent, Script>>,
  body: (world: World, standIns: Record<Agent, StandIn>) => Promise<void>,
): Promise<void> {
  const world = makeWorld();
  const standIns = {} as Record<Agent, StandIn>;
  try {
    for (const [agent, script] of Object.entries(scripts) as [Agent, Script][]) {
      standIns[agent] = await startStandIn(DIALECTS[agent], script);
    }
    await body(world, standIns);
  } finally {
    for (const standIn of Object.values(standIns)) await standIn.close();
    world.cleanup();
  }
}

function install(world: World, agent: Agent): void {
  const result = handoff(world, ["hooks", "install", agent]);
  assert.equal(result.code, 0, result.stderr);
}

/** Seed a packet the next session should be briefed with; returns its id. */
function seedPacket(world: World, next: string): string {
  assert.equal(handoff(world, ["note", "next", next]).code, 0);
  const written = handoff(world, ["write", "--allow-dirty", "--json"]);
  assert.equal(written.code, 0, written.stderr);
  return (JSON.parse(written.stdout) as { id: string }).id;
}

/** The packet a hook of `agent` wrote last, from `.handoff/hook.log`. */
function packetWrittenBy(world: World, agent: Agent): string {
  const pattern = new RegExp(
    `^\\S+ ${agent} (\\S+) info: (?:written|unchanged) packet ([0-9a-f]{16})`,
  );
  const ids = hookLogLines(world.repo).flatMap((line) => {
    const match = pattern.exec(line);
    return match?.[2] === undefined ? [] : [match[2]];
  });
  assert.ok(
    ids.length > 0,
    `no packet written by a ${agent} hook:\n${hookLogLines(world.repo).join("\n")}`,
  );
  return ids[ids.length - 1]!;
}

/** The text of the requests that carried the conversation (not the agents' side requests). */
function conversation(standIn: StandIn, marker: string): string[] {
  return standIn.requests.filter((r) => r.text.includes(marker)).map((r) => r.text);
}

function assertRan(
  run: { code: number | null; stdout: string; stderr: string },
  finalText: string,
): void {
  assert.equal(run.code, 0, `exit ${run.code}\n${run.stdout}\n${run.stderr}`);
  assert.ok(
    run.stdout.includes(finalText),
    `final answer not printed:\n${run.stdout}\n${run.stderr}`,
  );
}

const CLAUDE: Script = {
  command: "git status --short",
  finalText: "The tree has only the hook settings. Next step: run `npm test`.",
};
const CODEX: Script = {
  command: "git log --oneline -1",
  finalText: "One commit so far. Next step: add the rate limiter.",
};
const GEMINI: Script = {
  command: "ls -a",
  finalText: "Listed the files. Next step: write the README.",
};

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
      const id = packetWrittenBy(world, "claude");
      assert.ok(
        hookLogLines(world.repo).some((l) =>
          / claude SessionEnd\(\w+\) info: written packet /.test(l),
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
      const codexPacket = packetWrittenBy(world, "codex");
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

      assert.ok(
        hookLogLines(world.repo).some((l) =>
          / gemini SessionEnd\(\w+\) info: written packet /.test(l),
        ),
      );
      const geminiPacket = packetWrittenBy(world, "gemini");
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
  "(e) the wrap-up trigger fires once in a real Claude Code session that crosses wrap_up_at",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("claude") },
  () =>
    withWorld({ claude: { ...CLAUDE, inputTokens: 8_000 } }, async (world, standIns) => {
      install(world, "claude");
      mkdirSync(join(world.repo, ".handoff"), { recursive: true });
      writeFileSync(
        join(world.repo, ".handoff", "config.json"),
        `${JSON.stringify({ wrap_up_at: 0.5, context_window: 10_000 })}\n`,
      );
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
        const packet = readStoredPacket(world.repo, packetWrittenBy(world, "gemini"));
        assert.equal(packet["objective"], prompt);
        assert.deepEqual([...(packet["commands_run"] as string[])].sort(), [
          "ls -a",
          "ls no-such-dir",
        ]);
        assert.match(JSON.stringify(packet["failed_attempts"]), /ls no-such-dir/);
        assert.ok((packet["changed_files"] as string[]).includes("NOTES.md"));
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
      mkdirSync(join(world.repo, ".handoff"), { recursive: true });
      writeFileSync(
        join(world.repo, ".handoff", "config.json"),
        `${JSON.stringify({ wrap_up_at: 0.5, context_window: 10_000 })}\n`,
      );
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
