/**
 * One agent list (issues 31/32): every place that names agents — `handoff --help`, each
 * command's usage and option check, the MCP tools' enum, the installers, the labels — takes it
 * from src/model/agents.ts, so none can miss one again (Gemini was missing from three).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { SKILL_AGENTS } from "../../src/hooks/install/install-skill.js";
import { HOOK_AGENTS } from "../../src/model/inputs/hook-entries.js";
import { createHandoffServer } from "../../src/mcp/server.js";
import {
  AGENTS,
  HOOK_AGENT_IDS,
  SKILL_AGENT_IDS,
  TRANSCRIPT_AGENT_IDS,
} from "../../src/model/agents.js";
import { labelOf } from "../../src/render/labels.js";
import { runCli } from "../helpers/run-cli.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

/** The line of `handoff --help` that summarises `command`. */
function helpLine(help: string, command: string): string {
  const line = help.split("\n").find((l) => new RegExp(`^\\s+${command}\\s`).test(l));
  assert.ok(line !== undefined, `no '${command}' line in --help:\n${help}`);
  return line;
}

test("handoff --help names every agent on the hook, hooks and skill lines", async () => {
  const { stdout, code } = await runCli(["--help"], { cwd: process.cwd() });
  assert.equal(code, 0);
  for (const agent of AGENTS.filter((a) => a.hookSettings !== null)) {
    assert.ok(helpLine(stdout, "hook").includes(agent.name), `hook line lacks ${agent.name}`);
    const dir = `${agent.hookSettings?.split("/")[0]}/`;
    assert.ok(helpLine(stdout, "hooks").includes(dir), `hooks line lacks ${dir}`);
  }
  for (const id of SKILL_AGENT_IDS) assert.ok(helpLine(stdout, "skill").includes(id), id);
});

test("each command's usage and option check accept exactly the registry's agents", async () => {
  const cases: [string[], readonly string[]][] = [
    [["hooks", "--help"], HOOK_AGENT_IDS],
    [["hook", "--help"], HOOK_AGENT_IDS],
    [["skill", "--help"], SKILL_AGENT_IDS],
    [["ingest", "--help"], TRANSCRIPT_AGENT_IDS],
    [["write", "--help"], TRANSCRIPT_AGENT_IDS],
  ];
  for (const [args, ids] of cases) {
    const { stdout } = await runCli(args, { cwd: process.cwd() });
    for (const id of ids) assert.match(stdout, new RegExp(`\\b${id}\\b`), `${args[0]}: ${id}`);
  }
  // An unknown agent is refused with the registry's list, the same for every command.
  const repo = makeRepo("handoff-agents-list-");
  try {
    for (const [args, ids] of [
      [["hooks", "install", "nosuch"], HOOK_AGENT_IDS],
      [["skill", "install", "nosuch"], SKILL_AGENT_IDS],
      [["ingest", "nosuch", "x.jsonl"], TRANSCRIPT_AGENT_IDS],
      [["write", "--agent", "nosuch"], TRANSCRIPT_AGENT_IDS],
    ] as [string[], readonly string[]][]) {
      const run = await runCli(args, { cwd: repo });
      assert.equal(run.code, 2, `${args.join(" ")}: ${run.stderr}`);
      for (const id of ids) assert.ok(run.stderr.includes(id), `${args.join(" ")}: ${run.stderr}`);
    }
  } finally {
    removeDir(repo);
  }
});

test("the installers and the hook protocol serve the registry's agents", () => {
  assert.deepEqual([...HOOK_AGENTS], [...HOOK_AGENT_IDS]);
  assert.deepEqual([...SKILL_AGENTS], [...SKILL_AGENT_IDS]);
});

test("the MCP handoff_write tool's agent enum is the registry's transcript agents", async () => {
  const server = createHandoffServer({ cwd: process.cwd() }, "0.0.0");
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "test", version: "0" });
  await server.connect(serverSide);
  await client.connect(clientSide);
  try {
    const { tools } = await client.listTools();
    const write = tools.find((t) => t.name === "handoff_write");
    assert.ok(write !== undefined);
    const agent = (write.inputSchema.properties as Record<string, { enum?: string[] }>)["agent"];
    assert.deepEqual(agent?.enum, [...TRANSCRIPT_AGENT_IDS]);
  } finally {
    await client.close();
  }
});

test("labels name each agent by the registry's display name", () => {
  for (const agent of AGENTS) {
    assert.equal(labelOf({ agent: agent.id, date: null }), ` (${agent.name})`);
  }
});
