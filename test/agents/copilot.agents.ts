/**
 * `npm run test:agents`, GitHub Copilot CLI (1.0.102, pinned in test/agents/package.json) with
 * the hooks file `handoff hooks install copilot` writes, driven by the real CLI offline: BYOK
 * (`COPILOT_OFFLINE`, `COPILOT_PROVIDER_BASE_URL`, `COPILOT_MODEL`) against the
 * chat-completions stand-in, no GitHub login. One session runs a failing command and writes a
 * file; its first model call carries the seeded packet's briefing, its hooks write a packet with
 * no command typed by hand, and the next session is briefed with that packet. `write
 * --transcript` of Copilot's whole session folder reads this repository's session; the skill
 * `skill install copilot` puts in place reaches the model. A second session, past `wrap_up_at`,
 * gets the wrap-up message after its tool call; `--gate block` keeps a session that leaves
 * uncommitted work going once; a session run before the install is recovered at the next start.
 * A rule given in one session ("don't touch anything under `vendored/`") reaches the next
 * session's model through the preToolUse hook when it creates a file there, and only there.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { hookLogLines, readStoredPacket, waitForWriters } from "../helpers/hook-process.js";
import { git } from "../helpers/temp-repo.js";
import {
  type Agent,
  AGENTS_DIR,
  type AgentRun,
  agentEnv,
  handoff,
  makeWorld,
  runAgent,
  type World,
} from "./harness.js";
import {
  assertRan,
  configureEarlyWrapUp,
  conversation,
  packetWrittenBy,
  seedPacket,
  TIMEOUT,
} from "./scenario-helpers.js";
import { openaiChatDialect } from "./stand-in/openai-chat.js";
import type { Turn } from "./stand-in/plan.js";
import { type StandIn, startStandIn } from "./stand-in/server.js";

const BIN = join(AGENTS_DIR, "node_modules", ".bin", "copilot");

const FIRST: Turn = {
  prompt: "Fix the failing npm test: package.json is missing",
  steps: [
    { say: "Running the tests first.", run: "npm test" },
    {
      say: "There is no package.json, so npm test cannot run. Writing the notes.",
      write: { path: "NOTES.md", content: "# notes\nnpm test needs a package.json\n" },
    },
  ],
  final: "Wrote NOTES.md. Next step: add a package.json with a test script.",
};
const SECOND: Turn = { prompt: "Carry on", steps: [], final: "Carried on." };

/**
 * A `copilot -p` session against the stand-in: BYOK with no GitHub login, the repo trusted
 * (`COPILOT_ALLOW_ALL`, as the trust prompt would), every tool allowed.
 */
function runCopilot(world: World, standIn: StandIn, prompt: string): Promise<AgentRun> {
  return runAgent(
    BIN,
    ["-p", prompt, "--allow-all-tools"],
    world,
    agentEnv(world, {
      COPILOT_OFFLINE: "true",
      COPILOT_PROVIDER_BASE_URL: `${standIn.url}/v1`,
      COPILOT_MODEL: "stand-in",
      COPILOT_ALLOW_ALL: "true",
    }),
  );
}

const TITLE =
  "GitHub Copilot CLI: hooks install copilot, one real session briefed at its start and written by its hooks, the next session briefed with that packet";

test(TITLE, {
  timeout: TIMEOUT,
  skip: existsSync(BIN) ? false : "copilot not installed (npm install --prefix test/agents)",
}, async () => {
  const world = makeWorld();
  const standIn = await startStandIn(openaiChatDialect, {
    command: "true",
    finalText: FIRST.final,
    turns: [FIRST, SECOND],
    root: world.repo,
  });
  try {
    const installed = handoff(world, ["hooks", "install", "copilot"]);
    assert.equal(installed.code, 0, installed.stderr);
    assert.match(installed.stdout, /\.github[\\/]hooks[\\/]handoff\.json/);
    const skill = handoff(world, ["skill", "install", "copilot"]);
    assert.equal(skill.code, 0, skill.stderr);
    git(world.repo, "add", ".github");
    git(world.repo, "commit", "-q", "-m", "handoff hooks");
    const seeded = seedPacket(world, "add the CSV export");

    assertRan(await runCopilot(world, standIn, FIRST.prompt), FIRST.final);
    const first = conversation(standIn, FIRST.prompt)[0];
    assert.ok(first?.includes(`# Handoff ${seeded}`), "the briefing did not reach Copilot's model");
    assert.ok(first?.includes("Carry work across agent sessions"), "the skill was not loaded");

    const written = await packetWrittenBy(world, "copilot" as Agent);
    assert.notEqual(written, seeded);
    const packet = readStoredPacket(world.repo, written);
    assert.equal(packet["objective"], FIRST.prompt);
    // Copilot puts its log on disk behind its hooks: the final answer is in all the same.
    assert.equal(packet["agent_report"], FIRST.final, hookLogLines(world.repo).join("\n"));
    assert.match(JSON.stringify(packet["failed_attempts"]), /npm test/);
    assert.ok(
      (packet["sources"] as string[]).some((s) => s.startsWith("transcript (copilot):")),
      JSON.stringify(packet["sources"]),
    );
    assert.ok(JSON.stringify(packet).includes("NOTES.md"), "the written file is not in the packet");
    const state = join(world.home, ".copilot", "session-state");

    // The next session opens with the packet its predecessor's hooks wrote.
    assertRan(await runCopilot(world, standIn, SECOND.prompt), SECOND.final);
    const next = conversation(standIn, SECOND.prompt)[0];
    assert.ok(
      next?.includes(`# Handoff ${written}`),
      "the next session was not briefed with the packet the hooks wrote",
    );

    // By hand: Copilot's whole session folder, this repository's newest session.
    const byHand = handoff(world, [
      "write",
      "--transcript",
      state,
      "--agent",
      "copilot",
      "--allow-dirty",
      "--json",
    ]);
    assert.equal(byHand.code, 0, byHand.stderr);
    const newest = readStoredPacket(world.repo, (JSON.parse(byHand.stdout) as { id: string }).id);
    assert.equal(newest["agent_report"], SECOND.final);
    const summary = handoff(world, ["ingest", "copilot", state, "--summary"]);
    assert.equal(summary.code, 0, summary.stderr);
    assert.match(summary.stdout, /"objective":"Carry on"/);
  } finally {
    await standIn.close();
    await world.cleanup();
  }
});

test("GitHub Copilot CLI: a session past wrap_up_at gets the wrap-up after its tool call, and a packet is written then", {
  timeout: TIMEOUT,
  skip: existsSync(BIN) ? false : "copilot not installed (npm install --prefix test/agents)",
}, async () => {
  const world = makeWorld();
  const turn: Turn = {
    prompt: "Check the npm test of package.json",
    steps: [{ say: "Running the tests.", run: "npm test" }],
    final: "Checked. Next step: add a package.json.",
  };
  // 6,000 tokens a call against a 10,000-token window with wrap_up_at 0.5: past it at once.
  const standIn = await startStandIn(openaiChatDialect, {
    command: "true",
    finalText: turn.final,
    turns: [turn],
    root: world.repo,
    inputTokens: 6_000,
  });
  try {
    assert.equal(handoff(world, ["hooks", "install", "copilot"]).code, 0);
    git(world.repo, "add", ".github");
    git(world.repo, "commit", "-q", "-m", "handoff hooks");
    configureEarlyWrapUp(world);
    assertRan(await runCopilot(world, standIn, turn.prompt), turn.final);
    const after = conversation(standIn, turn.prompt);
    assert.ok(
      after.some((text) => text.includes("Wrap up this session now")),
      "the wrap-up did not reach Copilot's model",
    );
    await waitForWriters(world.repo);
    assert.ok(
      hookLogLines(world.repo).some((line) =>
        / copilot postToolUse info: wrap-up at 60% /.test(line),
      ),
      hookLogLines(world.repo).join("\n"),
    );
  } finally {
    await standIn.close();
    await world.cleanup();
  }
});

test("GitHub Copilot CLI: hooks install copilot --gate block keeps a session with uncommitted work going once, the reason not taken for the user's words", {
  timeout: TIMEOUT,
  skip: existsSync(BIN) ? false : "copilot not installed (npm install --prefix test/agents)",
}, async () => {
  const world = makeWorld();
  const turn: Turn = {
    prompt: "Write the notes file NOTES.md",
    steps: [{ say: "Writing the notes.", write: { path: "NOTES.md", content: "# notes\n" } }],
    final: "Wrote NOTES.md. Next step: commit it.",
  };
  const standIn = await startStandIn(openaiChatDialect, {
    command: "true",
    finalText: turn.final,
    turns: [turn],
    root: world.repo,
  });
  try {
    const installed = handoff(world, ["hooks", "install", "copilot", "--gate", "block"]);
    assert.equal(installed.code, 0, installed.stderr);
    git(world.repo, "add", ".github");
    git(world.repo, "commit", "-q", "-m", "handoff hooks");
    assertRan(await runCopilot(world, standIn, turn.prompt), turn.final);
    const blocked = standIn.requests.filter((r) => r.text.includes("not ready to hand off"));
    assert.ok(blocked.length > 0, "the gate's reason did not reach Copilot's model");
    const written = await packetWrittenBy(world, "copilot" as Agent);
    const packet = JSON.stringify(readStoredPacket(world.repo, written));
    assert.ok(packet.includes(turn.prompt), "the user's prompt is not in the packet");
    assert.ok(!packet.includes("not ready to hand off"), "the gate's reason became user words");
  } finally {
    await standIn.close();
    await world.cleanup();
  }
});

test("GitHub Copilot CLI: a session no hook wrote (run before the install) is recovered at the next session's start and briefed", {
  timeout: TIMEOUT,
  skip: existsSync(BIN) ? false : "copilot not installed (npm install --prefix test/agents)",
}, async () => {
  const world = makeWorld();
  const earlier: Turn = {
    prompt: "Check the npm test of package.json",
    steps: [{ say: "Running the tests.", run: "npm test" }],
    final: "There is no package.json. Next step: add one with a test script.",
  };
  const later: Turn = { prompt: "Carry on with package.json", steps: [], final: "Carried on." };
  const standIn = await startStandIn(openaiChatDialect, {
    command: "true",
    finalText: earlier.final,
    turns: [earlier, later],
    root: world.repo,
  });
  try {
    assertRan(await runCopilot(world, standIn, earlier.prompt), earlier.final);
    assert.equal(handoff(world, ["hooks", "install", "copilot"]).code, 0);
    git(world.repo, "add", ".github");
    git(world.repo, "commit", "-q", "-m", "handoff hooks");
    assertRan(await runCopilot(world, standIn, later.prompt), later.final);
    const first = conversation(standIn, later.prompt)[0] ?? "";
    assert.match(first, /# Handoff [0-9a-f]{16}/, "no briefing at the later session's start");
    assert.ok(first.includes(earlier.final), "the earlier session was not recovered");
    assert.ok(
      hookLogLines(world.repo).some((line) =>
        / copilot sessionStart\(new\) info: previous session recovered/.test(line),
      ),
      hookLogLines(world.repo).join("\n"),
    );
  } finally {
    await standIn.close();
    await world.cleanup();
  }
});

const RULE_TURN: Turn = {
  prompt: "Don't touch anything under `vendored/`, another team owns it. List the files.",
  steps: [{ run: "ls" }],
  final: "Listed them. Next step: write the app.",
};
const EDIT_TURN: Turn = {
  prompt: "Write the two files now.",
  steps: [
    { write: { path: "vendored/lib.js", content: "1;\n" } },
    { write: { path: "src/app.js", content: "2;\n" } },
  ],
  final: "Both written. Next step: run the tests.",
};

test("GitHub Copilot CLI: a rule of one session reaches the next session's model through preToolUse when it creates a file under the folder, and nothing elsewhere", {
  timeout: TIMEOUT,
  skip: existsSync(BIN) ? false : "copilot not installed (npm install --prefix test/agents)",
}, async () => {
  const world = makeWorld();
  const standIn = await startStandIn(openaiChatDialect, {
    command: "true",
    finalText: "Done.",
    turns: [RULE_TURN, EDIT_TURN],
    root: world.repo,
  });
  try {
    assert.equal(handoff(world, ["hooks", "install", "copilot"]).code, 0);
    for (const dir of ["vendored", "src"]) {
      mkdirSync(join(world.repo, dir));
      writeFileSync(join(world.repo, dir, ".keep"), "");
    }
    git(world.repo, "add", "-A");
    git(world.repo, "commit", "-q", "-m", "handoff hooks, folders");
    assertRan(await runCopilot(world, standIn, RULE_TURN.prompt), RULE_TURN.final);
    await packetWrittenBy(world, "copilot" as Agent);
    const before = standIn.requests.length;
    assertRan(await runCopilot(world, standIn, EDIT_TURN.prompt), EDIT_TURN.final);
    const sent = standIn.requests.slice(before).map((r) => r.text);
    const told = sent.filter((text) => text.includes("handoff recall for vendored/lib.js"));
    assert.ok(told.length > 0, "the rule did not reach the model before the edit under vendored/");
    assert.ok(told.some((text) => text.includes("another team owns it")));
    assert.ok(!sent.some((text) => text.includes("handoff recall for src/app.js")));
  } finally {
    await standIn.close();
    await world.cleanup();
  }
});
