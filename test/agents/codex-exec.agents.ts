/**
 * `npm run test:agents`, a Codex `exec` hop that sends no SessionEnd (its hooks installed without
 * that entry), with the real CLIs: its session log may gain turns after its last Stop write (here a `codex exec resume` of it whose
 * hooks do not run, so nothing writes them). At the next Codex SessionStart that session is
 * recovered only when its last activity is newer than the branch's newest packet, whichever
 * agent wrote it:
 * - a newer packet from another agent (Claude Code) in between: the old Codex session is not
 *   recovered over it, and the briefing is that newer packet, without the Codex session's late
 *   words;
 * - nothing newer: its late words are not lost, the SessionStart writes them into the packet
 *   before it briefs.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { hookLogLines, readStoredPacket, waitForWriters } from "../helpers/hook-process.js";
import { transcriptsOf } from "./fixtures.js";
import type { World } from "./harness.js";
import { runClaude, runCodex } from "./run-agents.js";
import {
  assertRan,
  CLAUDE,
  CODEX,
  conversation,
  install,
  packetWrittenBy,
  skipUnlessInstalled,
  TIMEOUT,
  withWorld,
} from "./scenario-helpers.js";
import type { StandIn } from "./stand-in/server.js";

const FIRST = "Add a rate limiter to the API";
/** The words the Codex session gains after its last Stop write. */
const LATE = "Actually keep the limit per user, not per IP";
const NEXT = "Carry on where the last session left off";

/** Lines of hook.log that a Codex SessionStart wrote. */
function codexStartLines(world: World): string[] {
  return hookLogLines(world.repo).filter((line) => / codex SessionStart\(\w*\) /.test(line));
}

/** The briefing a Codex session's model was sent, as text (the body is JSON). */
function briefingOf(standIn: StandIn, marker: string): string {
  const asked = conversation(standIn, marker);
  const found = asked.find((text) => text.includes("# Handoff ")) ?? asked[0];
  assert.ok(found !== undefined, "the Codex session never sent its conversation to the model");
  return found.replaceAll("\\n", "\n").replaceAll('\\"', '"');
}

/**
 * The installed Codex hooks without their SessionEnd entry: Codex `exec` then closes the session
 * with no closing write, as a release without SessionEnd, or a hop killed after its last turn,
 * does (the pinned 0.171.0 sends one, and it would bring the packet up to date).
 */
function withoutSessionEnd(world: World): void {
  const files = [world.home, world.repo]
    .map((dir) => join(dir, ".codex", "hooks.json"))
    .filter((path) => existsSync(path));
  assert.ok(files.length > 0, "hooks install codex wrote no .codex/hooks.json");
  for (const path of files) {
    const settings = JSON.parse(readFileSync(path, "utf8")) as { hooks: Record<string, unknown> };
    delete settings.hooks["SessionEnd"];
    writeFileSync(path, `${JSON.stringify(settings, null, 2)}\n`);
  }
}

/**
 * Hop 1: a Codex `exec` session with the hooks (Stop writes ahead; no SessionEnd closes it).
 * Then its late turn: `codex exec resume --last` with the hooks untrusted, so they do not run
 * and the session's log grows after its last write. Returns the packet the hop wrote and the log.
 */
async function codexHopWithLateTurn(
  world: World,
  codex: StandIn,
): Promise<{ packet: string; rollout: string }> {
  install(world, "codex");
  withoutSessionEnd(world);
  assertRan(await runCodex(world, codex, FIRST), CODEX.finalText);
  const packet = await packetWrittenBy(world, "codex");
  assert.doesNotMatch(hookLogLines(world.repo).join("\n"), / codex SessionEnd/);
  const rollouts = transcriptsOf(world, "codex");
  const rollout = rollouts.at(-1);
  assert.ok(rollout !== undefined, "Codex wrote no session log");
  const before = readFileSync(rollout, "utf8").length;
  assertRan(await runCodex(world, codex, LATE, true, false), CODEX.finalText);
  await waitForWriters(world.repo);
  const late = transcriptsOf(world, "codex").find((path) =>
    readFileSync(path, "utf8").includes(LATE),
  );
  assert.ok(late !== undefined, "the late turn reached no Codex session log");
  if (late === rollout) assert.ok(readFileSync(rollout, "utf8").length > before);
  // Nothing wrote the late turn: the hooks did not run for it.
  assert.ok(
    !hookLogLines(world.repo).some((line) => line.includes(LATE)),
    hookLogLines(world.repo).join("\n"),
  );
  return { packet, rollout: late };
}

test(
  "(x1) a Codex exec session whose log grew after its last Stop write is not recovered over a newer Claude Code packet",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("codex", "claude") },
  () =>
    withWorld({ codex: CODEX, claude: CLAUDE }, async (world, standIns) => {
      const codexHop = await codexHopWithLateTurn(world, standIns.codex);
      // Hop 2, another agent: its packet is newer than anything of the Codex session.
      install(world, "claude");
      assertRan(await runClaude(world, standIns.claude, "Check the tree"), CLAUDE.finalText);
      const newer = await packetWrittenBy(world, "claude");
      assert.notEqual(newer, codexHop.packet);

      // Hop 3, Codex again: its SessionStart must brief the Claude Code packet as it is (given
      // room, so that a recovery, if it wrongly ran, would finish before the briefing).
      const roomy = { HANDOFF_RECOVERY_MS: "20000" };
      assertRan(await runCodex(world, standIns.codex, NEXT, false, true, roomy), CODEX.finalText);
      await waitForWriters(world.repo);
      const starts = codexStartLines(world);
      assert.ok(
        !starts.some((line) =>
          /previous session recovered|a detached writer finishes it/.test(line),
        ),
        `the old Codex session was recovered over the newer packet:\n${starts.join("\n")}`,
      );
      const briefing = briefingOf(standIns.codex, NEXT);
      assert.ok(briefing.includes(`# Handoff ${newer}`), `not briefed ${newer}:\n${briefing}`);
      assert.ok(!briefing.includes(LATE), "the old session's late words were briefed as newest");
      const active = readStoredPacket(world.repo, newer);
      assert.ok(!JSON.stringify(active).includes(LATE));
    }),
);

test(
  "(x2) a Codex exec session whose log grew after its last Stop write, with nothing newer: the next Codex SessionStart writes its late words before briefing",
  { timeout: TIMEOUT, skip: skipUnlessInstalled("codex") },
  () =>
    withWorld({ codex: CODEX }, async (world, standIns) => {
      const codexHop = await codexHopWithLateTurn(world, standIns.codex);
      // A loaded two-core machine: give the recovery room, so the test sees it, not the bound.
      const roomy = { HANDOFF_RECOVERY_MS: "20000" };
      assertRan(await runCodex(world, standIns.codex, NEXT, false, true, roomy), CODEX.finalText);
      await waitForWriters(world.repo);
      const recovered = codexStartLines(world)
        .map(
          (line) =>
            /info: previous session recovered before the briefing: packet ([0-9a-f]{16})/.exec(
              line,
            )?.[1],
        )
        .filter((id): id is string => id !== undefined);
      assert.equal(recovered.length, 1, hookLogLines(world.repo).join("\n"));
      const id = recovered[0] ?? "";
      assert.notEqual(id, codexHop.packet);
      assert.ok(
        JSON.stringify(readStoredPacket(world.repo, id)).includes(LATE),
        "the recovered packet lacks the late words",
      );
      const briefing = briefingOf(standIns.codex, NEXT);
      assert.ok(briefing.includes(`# Handoff ${id}`), "the briefing was not the recovered packet");
      assert.ok(briefing.includes(LATE), "the late words did not reach the next session");
    }),
);
