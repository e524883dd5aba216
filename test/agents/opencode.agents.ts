/**
 * `npm run test:agents`, OpenCode (1.18.33, pinned in test/agents/package.json) with handoff's
 * plugin as `handoff hooks install opencode` writes it, driven by the real CLI against the
 * chat-completions stand-in: the session's first model call is briefed, its idle writes a packet
 * with no command typed by hand, and a newer session of another project (same OpenCode store)
 * changes nothing in this repo's packet.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { hookLogLines, readStoredPacket } from "../helpers/hook-process.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";
import { saveFixture } from "./fixtures.js";
import {
  type Agent,
  agentBin,
  agentEnv,
  handoff,
  makeWorld,
  runAgent,
  type World,
} from "./harness.js";
import { openCodeDb, runOpenCode } from "./run-agents.js";
import {
  assertRan,
  conversation,
  seedPacket,
  skipUnlessInstalled,
  TIMEOUT,
} from "./scenario-helpers.js";
import { openaiChatDialect } from "./stand-in/openai-chat.js";
import { type Script, startStandIn } from "./stand-in/server.js";

const OPENCODE: Script = {
  command: "git status --short",
  finalText: "Read the tree. Next step: add the CSV export.",
};
const OTHER: Script = {
  command: "ls",
  finalText: "Notes app looked at. Next step: ship the notes app.",
};

/** What an `opencode` subcommand prints (run in the world's repo, offline as the sessions are). */
async function openCode(world: World, args: string[]): Promise<string> {
  const run = await runAgent(
    agentBin("opencode")!,
    args,
    world,
    agentEnv(world, {
      OPENCODE_DISABLE_AUTOUPDATE: "1",
      OPENCODE_DISABLE_MODELS_FETCH: "1",
      OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
    }),
  );
  assert.equal(run.code, 0, `opencode ${args.join(" ")}: exit ${run.code}\n${run.stderr}`);
  return run.stdout;
}

/** The packet the OpenCode hook's detached writer wrote, once its log line is there. */
async function packetOfIdle(world: World, after = 0): Promise<string> {
  const done =
    / opencode session\.idle info: (?:written|unchanged) packet ([0-9a-f]{16}) \(detached writer\)/;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ids = hookLogLines(world.repo)
      .slice(after)
      .flatMap((line) => done.exec(line)?.[1] ?? []);
    if (ids.length > 0) return ids[ids.length - 1]!;
    assert.ok(
      Date.now() < deadline,
      `no packet from session.idle:\n${hookLogLines(world.repo).join("\n")}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const TITLE =
  "OpenCode: hooks install opencode, one real session: briefed at its first model call, a packet written at idle; another project's newer session changes nothing here";

// Two OpenCode sessions and two of its subcommands, each starting its server: twice the time.
test(TITLE, { timeout: 2 * TIMEOUT, skip: skipUnlessInstalled("opencode") }, async () => {
  const world = makeWorld();
  const standIn = await startStandIn(openaiChatDialect, OPENCODE);
  const other = makeRepo("handoff-agents-other-");
  const otherStandIn = await startStandIn(openaiChatDialect, OTHER);
  try {
    const installed = handoff(world, ["hooks", "install", "opencode"]);
    assert.equal(installed.code, 0, installed.stderr);
    assert.match(installed.stdout, /\.opencode[\\/]plugins[\\/]handoff\.js/);
    git(world.repo, "add", ".opencode");
    git(world.repo, "commit", "-q", "-m", "handoff plugin");
    const seeded = seedPacket(world, "add the CSV export");

    const prompt = "Look at the tree of this repo";
    assertRan(await runOpenCode(world, standIn, prompt), OPENCODE.finalText);
    const first = conversation(standIn, prompt)[0];
    assert.ok(
      first?.includes(`# Handoff ${seeded}`),
      "the briefing did not reach OpenCode's model",
    );

    const written = await packetOfIdle(world);
    assert.notEqual(written, seeded);
    const packet = readStoredPacket(world.repo, written);
    // `opencode run` joins its words, quoting one with spaces: the session holds `"…"`, and the
    // user's words are read without those quotes.
    assert.equal(packet["objective"], prompt);
    assert.ok(
      (packet["sources"] as string[]).includes(
        "transcript (opencode): ~/.local/share/opencode/opencode.db",
      ),
    );

    // The file `opencode export` prints is a transcript too.
    const listed = await openCode(world, ["session", "list", "--format", "json", "-n", "1"]);
    const id = (JSON.parse(listed) as { id: string }[])[0]?.id;
    assert.ok(id !== undefined, listed);
    const exported = join(world.home, "session-export.json");
    writeFileSync(exported, await openCode(world, ["export", id]));
    saveFixture(world, "opencode" as Agent, exported, "export.json");
    const fromExport = handoff(world, [
      "write",
      "--transcript",
      exported,
      "--allow-dirty",
      "--json",
    ]);
    assert.equal(fromExport.code, 0, fromExport.stderr);
    const exportPacket = readStoredPacket(
      world.repo,
      (JSON.parse(fromExport.stdout) as { id: string }).id,
    );
    assert.equal(exportPacket["objective"], prompt);
    assert.equal(exportPacket["agent_report"], OPENCODE.finalText);

    // Another project, same OpenCode store, a newer session: this repo's write (by hand or
    // by its hook) still reads this repo's session.
    writeFileSync(join(other, "notes.md"), "# notes\n");
    const otherWorld: World = { ...world, repo: other };
    assertRan(await runOpenCode(otherWorld, otherStandIn, "Plan the notes app"), OTHER.finalText);
    const again = handoff(world, [
      "write",
      "--transcript",
      openCodeDb(world),
      "--agent",
      "opencode",
      "--allow-dirty",
      "--json",
    ]);
    assert.equal(again.code, 0, again.stderr);
    const rewritten = readStoredPacket(world.repo, (JSON.parse(again.stdout) as { id: string }).id);
    assert.equal(rewritten["objective"], prompt, "the other project's session was read");
  } finally {
    await standIn.close();
    await otherStandIn.close();
    removeDir(other);
    await world.cleanup();
  }
});
