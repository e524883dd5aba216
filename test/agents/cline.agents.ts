/**
 * `npm run test:agents`, Cline CLI (3.0.65, pinned in test/agents/package.json) with the hook
 * file `handoff hooks install cline` writes, driven by the real CLI against the
 * chat-completions stand-in: its TaskComplete hook writes a packet with no command typed by
 * hand (the failing command and the written file in it); the skill `skill install cline
 * --project` puts in `.cline/skills/` reaches the model; a task's start hook gives Cline no
 * context, so the next session is briefed the documented way, `handoff continue --to cline`
 * as its prompt, and its model gets the packet.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { readStoredPacket } from "../helpers/hook-process.js";
import { git } from "../helpers/temp-repo.js";
import { saveFixture } from "./fixtures.js";
import { type Agent, handoff, makeWorld } from "./harness.js";
import { clineSessions, freePort, runCline, stopClineHub } from "./run-agents.js";
import {
  conversation,
  packetWrittenBy,
  seedPacket,
  skipUnlessInstalled,
  TIMEOUT,
} from "./scenario-helpers.js";
import { openaiChatDialect } from "./stand-in/openai-chat.js";
import { startStandIn } from "./stand-in/server.js";

const CLINE = "cline" as Agent;
const PROMPT = "Look at the tree of this repo";
const FINAL = "Read the tree. Next step: add the CSV export.";

test("Cline: hooks install cline, one real session: TaskComplete writes the packet (failing command, written file); the next session, briefed with continue --to cline, gets it", {
  timeout: 2 * TIMEOUT,
  skip: skipUnlessInstalled("cline"),
}, async () => {
  const world = makeWorld();
  const hubPort = await freePort();
  const standIn = await startStandIn(openaiChatDialect, {
    command: "git status --short",
    finalText: FINAL,
    root: world.repo,
    turns: [
      {
        prompt: PROMPT,
        steps: [
          { say: "Checking the tree.", run: "git status --short" },
          { run: "npm run build-export" },
          { write: { path: "notes.txt", content: "export: todo\n" } },
        ],
        final: FINAL,
      },
      { prompt: "# Handoff ", steps: [], final: "Briefed. Next step: the exporter." },
    ],
  });
  try {
    const installed = handoff(world, ["hooks", "install", "cline"]);
    assert.equal(installed.code, 0, installed.stderr);
    const hookFile = join(world.repo, ".clinerules", "hooks", "TaskComplete");
    assert.match(readFileSync(hookFile, "utf8"), /^# handoff: Cline hook/);
    git(world.repo, "add", ".clinerules");
    git(world.repo, "commit", "-q", "-m", "handoff hook for Cline");
    const seeded = seedPacket(world, "add the CSV export");

    const run = await runCline(world, standIn, PROMPT, hubPort);
    assert.equal(run.code, 0, `exit ${run.code}\n${run.stdout}\n${run.stderr}`);
    assert.ok(run.stdout.includes(FINAL), run.stdout);

    const written = await packetWrittenBy(world, CLINE);
    assert.notEqual(written, seeded);
    const packet = readStoredPacket(world.repo, written);
    assert.equal(packet["objective"], PROMPT);
    assert.equal(packet["agent_report"], FINAL);
    assert.ok(
      JSON.stringify(packet["failed_attempts"]).includes("npm run build-export"),
      JSON.stringify(packet["failed_attempts"]),
    );
    assert.ok(
      (packet["changed_files"] as string[]).includes("notes.txt"),
      JSON.stringify(packet["changed_files"]),
    );
    const [session] = clineSessions(world);
    assert.ok(session !== undefined && existsSync(session));
    saveFixture(world, CLINE, session, "session.messages.json");
    saveFixture(world, CLINE, session.replace(/\.messages\.json$/, ".json"), "session.json");

    // By hand: the same session read with `write --transcript` and `ingest cline`.
    const byHand = handoff(world, ["write", "--transcript", session, "--allow-dirty", "--json"]);
    assert.equal(byHand.code, 0, byHand.stderr);
    const ingested = handoff(world, ["ingest", "cline", session, "--summary"]);
    assert.equal(ingested.code, 0, ingested.stderr);
    assert.equal(JSON.parse(ingested.stdout).objective, PROMPT);

    // The next session: the briefing `continue --to cline` prints, as its first prompt.
    const latest = (JSON.parse(byHand.stdout) as { id: string }).id;
    const briefing = handoff(world, ["continue", "--to", "cline"]);
    assert.equal(briefing.code, 0, briefing.stderr);
    assert.ok(briefing.stdout.includes(`# Handoff ${latest}`), briefing.stdout);
    const next = await runCline(world, standIn, briefing.stdout, hubPort);
    assert.equal(next.code, 0, `exit ${next.code}\n${next.stdout}\n${next.stderr}`);
    const toModel = conversation(standIn, `# Handoff ${latest}`)[0];
    assert.ok(toModel?.includes("add the CSV export"), "the briefing did not reach Cline's model");
  } finally {
    stopClineHub(hubPort);
    await standIn.close();
    await world.cleanup();
  }
});
