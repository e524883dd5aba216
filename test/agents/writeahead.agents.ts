/**
 * `npm run test:agents`, never losing the write (issue 30), with the real CLIs:
 * - a Claude Code plugin's SessionEnd gets 1.5 s whatever its `"timeout"`: a write slowed past it
 *   (the test-only HANDOFF_TEST_WRITE_DELAY_MS) is handed to a detached writer and still lands;
 * - a Claude Code session killed with SIGKILL mid-turn fires no SessionEnd: the next session's
 *   SessionStart writes the killed session's transcript into the packet before briefing;
 * - Gemini CLI does not wait for SessionEnd: the packet is complete all the same;
 * - Codex CLI kills a SessionEnd hook at 3 s whatever its `timeout`: a write slowed past it is
 *   handed to a detached writer and still lands;
 * - a Claude Code session whose Stop and SessionEnd writes run in the write's child process
 *   (hooks/write-process.ts, forced with HANDOFF_WRITE_CHILD_MIN_BYTES=0) leaves the packet the
 *   same session leaves when they run in the hook's own process.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";
import { packageRoot } from "../../src/platform/package-root.js";
import { hookLogLines, readStoredPacket } from "../helpers/hook-process.js";
import { shippedBinPath } from "../helpers/temp-repo.js";
import { transcriptsOf } from "./fixtures.js";
import { type AgentRun, agentBin, agentEnv, runAgent, type World } from "./harness.js";
import { runClaude, runCodex, runGemini } from "./run-agents.js";
import {
  assertRan,
  CLAUDE,
  CODEX,
  conversation,
  GEMINI,
  install,
  packetWrittenBy,
  skipUnlessInstalled,
  TIMEOUT,
  withWorld,
} from "./scenario-helpers.js";
import { anthropicDialect } from "./stand-in/anthropic.js";
import { type StandIn, startStandIn } from "./stand-in/server.js";

/**
 * The plugin as shipped (plugin/hooks/hooks.json, SessionEnd `"timeout": 10`), its command
 * pointed at this build's bundle instead of the committed one (rebuilt only after merging).
 */
function placePlugin(world: World): string {
  const dir = join(world.home, "handoff-plugin");
  mkdirSync(join(dir, "hooks"), { recursive: true });
  cpSync(join(packageRoot(), "plugin", ".claude-plugin"), join(dir, ".claude-plugin"), {
    recursive: true,
  });
  const hooks = readFileSync(join(packageRoot(), "plugin", "hooks", "hooks.json"), "utf8");
  assert.match(hooks, /"timeout": 10/, "the plugin's SessionEnd no longer asks for 10 s");
  writeFileSync(
    join(dir, "hooks", "hooks.json"),
    hooks.replaceAll(PLUGIN_BIN, `\\"${shippedBinPath()}\\"`),
  );
  return dir;
}

/** The plugin's bundle as its hooks.json spells it (a JSON-escaped, quoted path). */
const PLUGIN_BIN = ['\\"$', '{CLAUDE_PLUGIN_ROOT}/dist/handoff.cjs\\"'].join("");

/** Trust the repo in `$HOME/.claude.json`, as `runClaude` does. */
function trustRepo(world: World): void {
  const configPath = join(world.home, ".claude.json");
  const config = existsSync(configPath)
    ? (JSON.parse(readFileSync(configPath, "utf8")) as Record<string, unknown>)
    : {};
  const projects = (config["projects"] ?? {}) as Record<string, unknown>;
  projects[world.repo] = { hasTrustDialogAccepted: true };
  writeFileSync(configPath, JSON.stringify({ ...config, projects }, null, 2));
}

function claudeEnv(world: World, standIn: StandIn, extra: Record<string, string>) {
  return agentEnv(world, {
    ANTHROPIC_BASE_URL: standIn.url,
    ANTHROPIC_API_KEY: "sk-ant-stand-in",
    ...extra,
  });
}

/** A shell command that runs until the test kills its session (Claude Code refuses a bare `sleep`). */
const HANGING = `node -e "setTimeout(() => {}, 25000)" hang-for-the-kill`;

/** Poll `check` until it holds or `ms` pass. */
async function waitFor(check: () => boolean, ms = 30_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

test(
  "(w1) a plugin SessionEnd slowed past Claude Code's 1.5 s still leaves the complete packet",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("claude") },
  () =>
    withWorld({ claude: CLAUDE }, async (world, standIns) => {
      const plugin = placePlugin(world);
      trustRepo(world);
      const prompt = "Check the working tree state of this repo";
      const bin = agentBin("claude");
      assert.ok(bin !== null);
      // No CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: the plugin's SessionEnd gets 1.5 s.
      const run: AgentRun = await runAgent(
        bin,
        ["-p", prompt, "--allowedTools", "Bash", "--plugin-dir", plugin],
        world,
        claudeEnv(world, standIns.claude, { HANDOFF_TEST_WRITE_DELAY_MS: "2500" }),
      );
      assertRan(run, CLAUDE.finalText);
      const handedOver = / claude SessionEnd\(\w+\) info: write handed to a detached writer/;
      const finished =
        / claude SessionEnd\(\w+\) info: (written|unchanged) packet \S+ \(detached writer\)/;
      const done = await waitFor(() => hookLogLines(world.repo).some((l) => finished.test(l)));
      const log = hookLogLines(world.repo).join("\n");
      assert.ok(
        hookLogLines(world.repo).some((l) => handedOver.test(l)),
        log,
      );
      assert.ok(done, `the detached writer did not finish:\n${log}`);
      const packet = readStoredPacket(world.repo, await packetWrittenBy(world, "claude"));
      assert.equal(packet["objective"], prompt);
      assert.ok((packet["commands_run"] as string[]).includes(CLAUDE.command));
      assert.equal(packet["agent_report"], CLAUDE.finalText);
    }),
);

test(
  "(w2) a Claude Code session killed with SIGKILL mid-turn: the next SessionStart brings the packet up to date before briefing",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("claude") },
  () =>
    withWorld({ claude: CLAUDE }, async (world, standIns) => {
      install(world, "claude");
      // 1. A session that ends normally: the packet of its work.
      assertRan(await runClaude(world, standIns.claude, "Check the tree"), CLAUDE.finalText);
      const first = await packetWrittenBy(world, "claude");

      // 2. A session whose shell command hangs; killed while it runs (no Stop, no SessionEnd).
      const killedPrompt = "Rebuild the search index from scratch";
      const hanging = await startStandIn(anthropicDialect, { ...CLAUDE, command: HANGING });
      try {
        trustRepo(world);
        const bin = agentBin("claude");
        assert.ok(bin !== null);
        const child = spawn(bin, ["-p", killedPrompt, "--allowedTools", "Bash"], {
          cwd: world.repo,
          env: claudeEnv(world, hanging, { CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: "15000" }),
          stdio: ["ignore", "ignore", "ignore"],
        });
        const started = await waitFor(() =>
          transcriptsOf(world, "claude").some((t) =>
            readFileSync(t, "utf8").includes("hang-for-the-kill"),
          ),
        );
        child.kill("SIGKILL");
        await new Promise((resolve) => child.once("close", resolve));
        assert.ok(started, "the hanging command never reached the transcript");
      } finally {
        await hanging.close();
      }

      // 3. The next session: its SessionStart recovers session 2 first, then briefs.
      const run = await runAgent(
        agentBin("claude") ?? "claude",
        ["-p", "Carry on", "--allowedTools", "Bash"],
        world,
        claudeEnv(world, standIns.claude, {
          CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: "15000",
          // A loaded two-core machine: give the recovery room, so the test sees it, not the bound.
          HANDOFF_RECOVERY_MS: "20000",
        }),
      );
      assertRan(run, CLAUDE.finalText);
      const log = hookLogLines(world.repo);
      const recovered = log
        .map(
          (l) =>
            / claude SessionStart\(\w+\) info: previous session recovered before the briefing: packet ([0-9a-f]{16})/.exec(
              l,
            )?.[1],
        )
        .filter((id): id is string => id !== undefined);
      assert.ok(recovered.length >= 1, log.join("\n"));
      const id = recovered[recovered.length - 1] ?? "";
      assert.notEqual(id, first);
      const packet = readStoredPacket(world.repo, id);
      assert.equal(packet["objective"], killedPrompt);
      // The briefing that reached session 3's model is the recovered packet's.
      const firstRequest = conversation(standIns.claude, "Carry on")[0];
      assert.ok(firstRequest !== undefined);
      assert.ok(firstRequest.includes(`# Handoff ${id}`), "the briefing was not the recovered one");
      assert.ok(firstRequest.includes(killedPrompt));
    }),
);

test(
  "(w6) a Codex CLI SessionEnd slowed past Codex's 3 s still leaves the complete packet",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("codex") },
  () =>
    withWorld({ codex: CODEX }, async (world, standIns) => {
      install(world, "codex");
      const prompt = "Show the last commit of this repo";
      // Every write of this session is slowed past the 3 s Codex gives SessionEnd's hook.
      const slow = { HANDOFF_TEST_WRITE_DELAY_MS: "3500" };
      assertRan(await runCodex(world, standIns.codex, prompt, false, true, slow), CODEX.finalText);
      const handedOver =
        / codex SessionEnd\(\w+\) info: write handed to a detached writer at \d+ ms/;
      const finished =
        / codex SessionEnd\(\w+\) info: (written|unchanged) packet \S+ \(detached writer\)/;
      const done = await waitFor(() => hookLogLines(world.repo).some((l) => finished.test(l)));
      const log = hookLogLines(world.repo).join("\n");
      assert.ok(
        hookLogLines(world.repo).some((l) => handedOver.test(l)),
        `SessionEnd did not hand its write over:\n${log}`,
      );
      assert.ok(done, `the detached writer did not finish:\n${log}`);
      const packet = readStoredPacket(world.repo, await packetWrittenBy(world, "codex"));
      assert.equal(packet["objective"], prompt);
      assert.ok((packet["commands_run"] as string[]).includes(CODEX.command));
      assert.equal(packet["agent_report"], CODEX.finalText);
    }),
);

test(
  "(w3) Gemini CLI exits without waiting for SessionEnd: the packet is complete all the same",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("gemini") },
  () =>
    withWorld({ gemini: GEMINI }, async (world, standIns) => {
      install(world, "gemini");
      const prompt = "List every file of this repo";
      assertRan(await runGemini(world, standIns.gemini, prompt), GEMINI.finalText);
      const finished =
        / gemini SessionEnd\(\w+\) info: (written|unchanged) packet \S+ \(detached writer\)/;
      const done = await waitFor(() => hookLogLines(world.repo).some((l) => finished.test(l)));
      const log = hookLogLines(world.repo).join("\n");
      assert.ok(done, `the detached writer did not finish:\n${log}`);
      // The turn does not wait for AfterAgent's write: a detached writer started at once does it.
      assert.match(log, / gemini AfterAgent info: write handed to a detached writer at 0 ms/);
      const ahead = / gemini AfterAgent info: (written|unchanged) packet \S+ \(detached writer\)/;
      assert.ok(await waitFor(() => hookLogLines(world.repo).some((l) => ahead.test(l))), log);
      const packet = readStoredPacket(world.repo, await packetWrittenBy(world, "gemini"));
      assert.equal(packet["objective"], prompt);
      assert.ok((packet["commands_run"] as string[]).includes(GEMINI.command));
    }),
);

test(
  "(w4) a /clear-style SessionEnd handed off at once, then the next SessionStart: the briefing is the new packet, or says it is being written",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("claude") },
  () =>
    withWorld({ claude: CLAUDE }, async (world, standIns) => {
      install(world, "claude");
      trustRepo(world);
      const prompt = "Check the working tree state of this repo";
      const bin = agentBin("claude");
      assert.ok(bin !== null);
      // Every write of this session goes to a detached writer at once, slowed: the next
      // session starts while it is still writing (as after /clear, SessionEnd then SessionStart).
      const ending = await runAgent(
        bin,
        ["-p", prompt, "--allowedTools", "Bash"],
        world,
        claudeEnv(world, standIns.claude, {
          HANDOFF_WRITE_BUDGET_MS: "1",
          // Longer than the next session takes to start: its SessionStart finds it under way.
          HANDOFF_TEST_WRITE_DELAY_MS: "8000",
        }),
      );
      assertRan(ending, CLAUDE.finalText);
      assert.match(
        hookLogLines(world.repo).join("\n"),
        / claude SessionEnd\(\w+\) info: write handed to a detached writer/,
      );
      // Its SessionStart cannot bring the packet up to date from the transcript itself in time
      // (a loaded machine: the recovery's bound is spent at once): it must wait for the writer.
      const next = await runAgent(
        bin,
        ["-p", "Carry on", "--allowedTools", "Bash"],
        world,
        claudeEnv(world, standIns.claude, { HANDOFF_RECOVERY_MS: "1" }),
      );
      assertRan(next, CLAUDE.finalText);
      const firstRequest = conversation(standIns.claude, "Carry on")[0];
      assert.ok(firstRequest !== undefined, "the second session sent nothing");
      assert.ok(
        firstRequest.includes(`Objective: ${prompt}`) ||
          /NEWER PACKET BEING WRITTEN|is being written \(since/.test(firstRequest),
        "the second session was briefed neither the new packet nor that it is being written",
      );
      // The detached writers done before the world goes.
      const finished =
        / claude SessionEnd\(\w+\) info: (written|unchanged) packet \S+ \(detached writer\)/;
      assert.ok(await waitFor(() => hookLogLines(world.repo).some((l) => finished.test(l))));
    }),
);

/**
 * A preload (`node --import`, through NODE_OPTIONS, which the hooks inherit from the agent and
 * the write's child from its hook) that appends `<status> <id>` to `file` when a write's child
 * process answers its hook with a packet: what shows the write ran there, with no trace of the
 * test in the shipped CLI. Any other node process it is loaded into does nothing.
 */
function placeChildWitness(world: World, file: string): string {
  const path = join(world.home, "write-child-witness.mjs");
  writeFileSync(
    path,
    [
      'import { appendFileSync } from "node:fs";',
      'if (process.argv.includes("--handoff-write-child") && process.send !== undefined) {',
      "  const send = process.send.bind(process);",
      "  process.send = (message, ...rest) => {",
      '    if (message?.type === "done")',
      `      appendFileSync(${JSON.stringify(file)}, \`\${message.written.status} \${message.written.id}\\n\`);`,
      "    return send(message, ...rest);",
      "  };",
      "}",
      "",
    ].join("\n"),
  );
  return pathToFileURL(path).href;
}

/**
 * A packet without what differs between two runs of one session: ids, commits, times, the
 * temp folders, and the transcript's file (named after the session's own id).
 */
function timeless(packet: Record<string, unknown>, world: World): unknown {
  const {
    id: _id,
    previous: _previous,
    head_commit: _head,
    last_known_good_commit: _good,
    work_range: _range,
    history: _history,
    ...rest
  } = packet;
  const [transcript] = transcriptsOf(world, "claude");
  assert.ok(transcript !== undefined, "Claude Code kept no transcript");
  return JSON.parse(
    JSON.stringify(rest)
      .replaceAll(`~${transcript.slice(world.home.length)}`, "<transcript>")
      .replaceAll(world.repo, "<repo>")
      .replaceAll(world.home, "<home>"),
  );
}

/**
 * One Claude Code session whose Stop and SessionEnd write inside their hooks (the budget raised
 * past the write: no detached writer), in the write's child process when `inChild`: its packet,
 * and the `<status> <id>` of every write a child answered.
 */
async function sessionWritten(inChild: boolean) {
  let result: { packet: unknown; answers: string[]; log: string[] } | undefined;
  await withWorld({ claude: CLAUDE }, async (world, standIns) => {
    install(world, "claude");
    trustRepo(world);
    const witness = join(world.home, "write-child-answers.txt");
    const bin = agentBin("claude");
    assert.ok(bin !== null);
    const run = await runAgent(
      bin,
      ["-p", "Check the working tree state of this repo", "--allowedTools", "Bash"],
      world,
      claudeEnv(world, standIns.claude, {
        CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: "15000",
        HANDOFF_WRITE_BUDGET_MS: "60000",
        NODE_OPTIONS: `--import=${placeChildWitness(world, witness)}`,
        ...(inChild ? { HANDOFF_WRITE_CHILD_MIN_BYTES: "0" } : {}),
      }),
    );
    assertRan(run, CLAUDE.finalText);
    const id = await packetWrittenBy(world, "claude");
    result = {
      packet: timeless(readStoredPacket(world.repo, id), world),
      answers: existsSync(witness) ? readFileSync(witness, "utf8").trim().split("\n") : [],
      log: hookLogLines(world.repo),
    };
  });
  assert.ok(result !== undefined);
  return result;
}

test("(w5) a Claude Code session's Stop and SessionEnd writes in the write's child process leave the packet the hook's own process writes", {
  timeout: TIMEOUT,
  skip: skipUnlessInstalled("claude"),
}, async () => {
  const child = await sessionWritten(true);
  const log = child.log.join("\n");
  for (const event of ["Stop", "SessionEnd\\(\\w+\\)"]) {
    const written = new RegExp(` claude ${event} info: (written|unchanged) packet ([0-9a-f]{16})`);
    const line = child.log.map((l) => written.exec(l)).find((m) => m !== null);
    assert.ok(line !== undefined, `${event} wrote no packet in its hook:\n${log}`);
    // The packet the hook logged is the one its child answered with.
    assert.ok(child.answers.includes(`${line[1]} ${line[2]}`), `${child.answers}\n${log}`);
  }
  assert.doesNotMatch(log, /writing in the hook's own process|detached writer/);
  const here = await sessionWritten(false);
  assert.deepEqual(here.answers, [], "no child wrote without HANDOFF_WRITE_CHILD_MIN_BYTES=0");
  assert.deepEqual(child.packet, here.packet);
});
