/**
 * What the scenarios of `npm run test:agents` share: a world with one model stand-in per agent,
 * the documented install, a seeded packet, and reading back what the hooks did and what
 * reached the model.
 */
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hookLogLines, waitForWriters } from "../helpers/hook-process.js";
import { type Agent, agentBin, handoff, makeWorld, type CliAgent, type World } from "./harness.js";
import { anthropicDialect } from "./stand-in/anthropic.js";
import { geminiDialect } from "./stand-in/gemini.js";
import { openaiDialect } from "./stand-in/openai.js";
import { type Dialect, type Script, type StandIn, startStandIn } from "./stand-in/server.js";

export const TIMEOUT = 240_000;
const DIALECTS: Record<Agent, Dialect> = {
  claude: anthropicDialect,
  codex: openaiDialect,
  gemini: geminiDialect,
};

export function skipUnlessInstalled(...agents: CliAgent[]): string | false {
  const missing = agents.filter((agent) => agentBin(agent) === null);
  return missing.length === 0
    ? false
    : `${missing.join(", ")} not installed (npm install --prefix test/agents)`;
}

/** A world and one stand-in per agent, torn down after `body`. */
export async function withWorld(
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
    await world.cleanup();
  }
}

/** A `.handoff/config.json` that fires the wrap-up at half of a 10,000-token window. */
export function configureEarlyWrapUp(world: World): void {
  mkdirSync(join(world.repo, ".handoff"), { recursive: true });
  writeFileSync(
    join(world.repo, ".handoff", "config.json"),
    `${JSON.stringify({ wrap_up_at: 0.5, context_window: 10_000 })}\n`,
  );
}

export function install(world: World, agent: Agent): void {
  const result = handoff(world, ["hooks", "install", agent]);
  assert.equal(result.code, 0, result.stderr);
}

/** Seed a packet the next session should be briefed with; returns its id. */
export function seedPacket(world: World, next: string): string {
  assert.equal(handoff(world, ["note", "next", next]).code, 0);
  const written = handoff(world, ["write", "--allow-dirty", "--json"]);
  assert.equal(written.code, 0, written.stderr);
  return (JSON.parse(written.stdout) as { id: string }).id;
}

/** The packet a hook of `agent` wrote last, from `.handoff/hook.log`, once its writers are done. */
export async function packetWrittenBy(world: World, agent: Agent): Promise<string> {
  await waitForWriters(world.repo);
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
export function conversation(standIn: StandIn, marker: string): string[] {
  return standIn.requests.filter((r) => r.text.includes(marker)).map((r) => r.text);
}

export function assertRan(
  run: { code: number | null; stdout: string; stderr: string },
  finalText: string,
): void {
  assert.equal(run.code, 0, `exit ${run.code}\n${run.stdout}\n${run.stderr}`);
  assert.ok(
    run.stdout.includes(finalText),
    `final answer not printed:\n${run.stdout}\n${run.stderr}`,
  );
}

export const CLAUDE: Script = {
  command: "git status --short",
  finalText: "The tree has only the hook settings. Next step: run `npm test`.",
};
export const CODEX: Script = {
  command: "git log --oneline -1",
  finalText: "One commit so far. Next step: add the rate limiter.",
};
export const GEMINI: Script = {
  command: "ls -a",
  finalText: "Listed the files. Next step: write the README.",
};
