/**
 * `npm run test:agents`, Qwen Code (0.24.4, pinned in test/agents/package.json) with the hooks
 * `handoff hooks install qwen` writes, driven by the real CLI against the chat-completions
 * stand-in: the session's SessionStart briefing (and the skill `skill install qwen --project`
 * put in `.qwen/skills/`) reaches the model, its Stop writes a packet with
 * no command typed by hand (a `qwen -p` run fires no SessionEnd), the packet holds the failing
 * command and the written file, the next session is briefed with it; and a relay Qwen Code →
 * Claude Code → Qwen Code, each hop briefed with the packet the one before wrote. A rule given
 * in one session ("don't touch anything under `vendored/`") denies the next session's write
 * there under `"guards": "block"`, the rule reaching the model as the tool's result (Qwen Code
 * 0.24.4 drops a PreToolUse warning's context, so only the denial can carry it).
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { readStoredPacket } from "../helpers/hook-process.js";
import { git } from "../helpers/temp-repo.js";
import { saveFixture } from "./fixtures.js";
import { type Agent, handoff, makeWorld, type World } from "./harness.js";
import { qwenSessions, runClaude, runQwen } from "./run-agents.js";
import {
  assertRan,
  conversation,
  install,
  packetWrittenBy,
  seedPacket,
  skipUnlessInstalled,
  TIMEOUT,
} from "./scenario-helpers.js";
import { anthropicDialect } from "./stand-in/anthropic.js";
import { openaiChatDialect } from "./stand-in/openai-chat.js";
import { type Script, type StandIn, startStandIn } from "./stand-in/server.js";

const QWEN = "qwen" as Agent;
const PROMPT = "Look at the tree of this repo";
const NEXT_PROMPT = "Carry on with the export";

function qwenScript(root: string): Script {
  return {
    command: "git status --short",
    finalText: "Read the tree. Next step: add the CSV export.",
    root,
    turns: [
      {
        prompt: PROMPT,
        steps: [
          { say: "Checking the tree.", run: "git status --short" },
          { run: "npm run build-export" },
          { write: { path: "notes.txt", content: "export: todo\n" } },
        ],
        final: "Read the tree. Next step: add the CSV export.",
      },
      {
        prompt: NEXT_PROMPT,
        steps: [{ run: "ls" }],
        final: "Listed the files. Next step: write the exporter.",
      },
    ],
  };
}

/** The packet the Qwen Code hooks wrote last, once their detached writers are done. */
function packetOfQwen(world: World): Promise<string> {
  return packetWrittenBy(world, QWEN);
}

test("Qwen Code: hooks install qwen, one real session briefed at SessionStart, its Stop writes the packet (failing command, written file), the next session is briefed with it", {
  timeout: 2 * TIMEOUT,
  skip: skipUnlessInstalled("qwen"),
}, async () => {
  const world = makeWorld();
  const standIn = await startStandIn(openaiChatDialect, qwenScript(world.repo));
  try {
    const installed = handoff(world, ["hooks", "install", "qwen"]);
    assert.equal(installed.code, 0, installed.stderr);
    assert.match(installed.stdout, /\.qwen[\\/]settings\.json/);
    const settings = JSON.parse(readFileSync(join(world.repo, ".qwen", "settings.json"), "utf8"));
    assert.ok(settings.hooks.SessionStart && settings.hooks.Stop && settings.hooks.SessionEnd);
    git(world.repo, "add", ".qwen");
    git(world.repo, "commit", "-q", "-m", "handoff hooks for Qwen Code");
    const seeded = seedPacket(world, "add the CSV export");

    assertRan(await runQwen(world, standIn, PROMPT), "Next step: add the CSV export.");
    const first = conversation(standIn, PROMPT)[0];
    assert.ok(first?.includes(`# Handoff ${seeded}`), "the briefing did not reach Qwen's model");

    const written = await packetOfQwen(world);
    assert.notEqual(written, seeded);
    const packet = readStoredPacket(world.repo, written);
    assert.equal(packet["objective"], PROMPT);
    assert.equal(packet["agent_report"], "Read the tree. Next step: add the CSV export.");
    assert.ok(
      JSON.stringify(packet["failed_attempts"]).includes("npm run build-export"),
      JSON.stringify(packet["failed_attempts"]),
    );
    assert.ok(
      (packet["changed_files"] as string[]).includes("notes.txt"),
      JSON.stringify(packet["changed_files"]),
    );
    const [session] = qwenSessions(world);
    assert.ok(session !== undefined && existsSync(session));
    assert.ok((packet["sources"] as string[]).some((s) => s.startsWith("transcript (qwen)")));
    saveFixture(world, QWEN, session, "session.jsonl");

    // By hand: the same session read with `write --transcript` and `ingest qwen`.
    const byHand = handoff(world, ["write", "--transcript", session, "--allow-dirty", "--json"]);
    assert.equal(byHand.code, 0, byHand.stderr);
    const ingested = handoff(world, ["ingest", "qwen", session, "--summary"]);
    assert.equal(ingested.code, 0, ingested.stderr);
    assert.equal(JSON.parse(ingested.stdout).objective, PROMPT);

    // The next session (a new one) is briefed with the packet the first one left.
    const latest = (JSON.parse(byHand.stdout) as { id: string }).id;
    assertRan(await runQwen(world, standIn, NEXT_PROMPT), "Next step: write the exporter.");
    const next = conversation(standIn, NEXT_PROMPT)[0];
    assert.ok(next?.includes(`# Handoff ${latest}`), "the next Qwen session was not briefed");
    assert.ok(next?.includes("add the CSV export"), "the briefing lost the next step");
  } finally {
    await standIn.close();
    await world.cleanup();
  }
});

const CLAUDE_PROMPT = "Continue from the handoff";
const BACK_PROMPT = "Pick up where Claude left off";

test("relay Qwen Code → Claude Code → Qwen Code: each hop's hooks write the packet the next hop's SessionStart briefs", {
  timeout: 3 * TIMEOUT,
  skip: skipUnlessInstalled("qwen", "claude"),
}, async () => {
  const world = makeWorld();
  const standIns: StandIn[] = [];
  try {
    const qwen = await startStandIn(openaiChatDialect, qwenScript(world.repo));
    const claude = await startStandIn(anthropicDialect, {
      command: "cat notes.txt",
      finalText: "Read the notes. Next step: write the exporter in src/export.ts.",
    });
    standIns.push(qwen, claude);
    install(world, QWEN);
    install(world, "claude");
    git(world.repo, "add", ".qwen", ".claude");
    git(world.repo, "commit", "-q", "-m", "handoff hooks");

    assertRan(await runQwen(world, qwen, PROMPT), "Next step: add the CSV export.");
    const fromQwen = await packetOfQwen(world);

    assertRan(await runClaude(world, claude, CLAUDE_PROMPT), "Next step: write the exporter");
    const toClaude = conversation(claude, CLAUDE_PROMPT)[0];
    assert.ok(toClaude?.includes(`# Handoff ${fromQwen}`), "Claude Code was not briefed");
    assert.ok(toClaude?.includes(PROMPT), "the Qwen session's objective did not reach Claude");
    const fromClaude = await packetWrittenBy(world, "claude");
    assert.notEqual(fromClaude, fromQwen);

    const backScript = qwenScript(world.repo);
    backScript.turns = [
      { prompt: BACK_PROMPT, steps: [], final: "Back in Qwen. Next step: the exporter." },
    ];
    const back = await startStandIn(openaiChatDialect, backScript);
    standIns.push(back);
    assertRan(await runQwen(world, back, BACK_PROMPT), "Back in Qwen.");
    const toQwen = conversation(back, BACK_PROMPT)[0];
    assert.ok(toQwen?.includes(`# Handoff ${fromClaude}`), "Qwen was not briefed by Claude's");
    assert.ok(toQwen?.includes("src/export.ts"), "Claude's next step did not reach Qwen");
  } finally {
    for (const standIn of standIns) await standIn.close();
    await world.cleanup();
  }
});

const RULE_PROMPT = "Don't touch anything under `vendored/`, another team owns it. List the files.";
const EDIT_PROMPT = "Write the vendored patch.";

test("Qwen Code: a rule of one session denies the next session's write under its folder (guards: block), the rule reaching the model", {
  timeout: 2 * TIMEOUT,
  skip: skipUnlessInstalled("qwen"),
}, async () => {
  const world = makeWorld();
  const standIn = await startStandIn(openaiChatDialect, {
    command: "true",
    finalText: "Done.",
    root: world.repo,
    turns: [
      { prompt: RULE_PROMPT, steps: [{ run: "ls" }], final: "Listed them. Next step: the app." },
      {
        prompt: EDIT_PROMPT,
        steps: [{ write: { path: "vendored/patch.js", content: "3;\n" } }],
        final: "Tried. Next step: ask the owners.",
      },
    ],
  });
  try {
    install(world, QWEN);
    git(world.repo, "add", ".qwen");
    git(world.repo, "commit", "-q", "-m", "handoff hooks for Qwen Code");
    assertRan(await runQwen(world, standIn, RULE_PROMPT), "Next step: the app.");
    await packetOfQwen(world);
    writeFileSync(join(world.repo, ".handoff", "config.json"), '{"guards": "block"}\n');
    const before = standIn.requests.length;
    assertRan(await runQwen(world, standIn, EDIT_PROMPT), "Next step: ask the owners.");
    const sent = standIn.requests.slice(before).map((r) => r.text);
    assert.ok(
      sent.some((t) => t.includes("another team owns it") && t.includes("Denied by handoff")),
      "the denial and the rule did not reach the model",
    );
    assert.equal(existsSync(join(world.repo, "vendored", "patch.js")), false);
  } finally {
    await standIn.close();
    await world.cleanup();
  }
});
