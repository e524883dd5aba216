import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { builtBin } from "../helpers/hook-process.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

const TOOLS = [
  "handoff_check",
  "handoff_list",
  "handoff_note",
  "handoff_notes",
  "handoff_recall",
  "handoff_resume",
  "handoff_search",
  "handoff_show",
  "handoff_write",
];

async function call(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function structured(result: CallToolResult): Record<string, unknown> {
  assert.notEqual(result.isError, true, JSON.stringify(result.content));
  assert.ok(result.structuredContent, "no structured content");
  return result.structuredContent as Record<string, unknown>;
}

test("handoff mcp over stdio: lists the nine tools and each one answers; errors are tool errors", async () => {
  const repo = makeRepo("handoff-mcp-");
  writeFileSync(join(repo, "main.ts"), "export {};\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "Start");
  const client = new Client({ name: "handoff-test", version: "0.0.0" });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [builtBin(), "mcp"],
    cwd: repo,
    stderr: "pipe",
  });
  try {
    await client.connect(transport);
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, "object", `${tool.name} has no input schema`);
      assert.ok(tool.outputSchema, `${tool.name} has no output schema`);
    }

    const clean = structured(await call(client, "handoff_check"));
    assert.equal(clean["clean"], true, JSON.stringify(clean));

    // A dirty tree and no next action: a plain write is refused, as a tool error.
    writeFileSync(join(repo, "main.ts"), "export const x = 1;\n");
    const refused = await call(client, "handoff_write");
    assert.equal(refused.isError, true);
    assert.match(JSON.stringify(refused.content), /exit code 3/);
    const dirty = structured(await call(client, "handoff_check"));
    assert.equal(dirty["clean"], false);

    // The server survived the refusal: record the next step, write with the dirt flagged.
    const token = `ghp_${"A1b2C3d4E5f6".repeat(3)}`;
    const note = structured(
      await call(client, "handoff_note", {
        kind: "next",
        text: `npm test then push with ${token}`,
      }),
    );
    assert.match(String(note["id"]), /^n-/);
    assert.ok(!JSON.stringify(note).includes(token), "a secret came back from handoff_note");
    const written = structured(await call(client, "handoff_write", { allow_dirty: true }));
    assert.equal(written["status"], "written");
    assert.match(String(written["next_action"]), /npm test/);
    assert.ok(
      String(written["json"]).startsWith(repo),
      "the packet path is the tool's own absolute path",
    );

    const listed = structured(await call(client, "handoff_list"));
    assert.deepEqual(
      (listed["packets"] as { id: string }[]).map((p) => p.id),
      [written["id"]],
    );

    const resumed = structured(await call(client, "handoff_resume"));
    assert.equal(resumed["packet_id"], written["id"]);
    assert.equal(resumed["outcome"], "fresh");
    assert.ok((resumed["claims"] as unknown[]).length > 0);

    // A directory is no transcript: a tool error, and the server lives on.
    const notTranscript = await call(client, "handoff_write", {
      transcript: repo,
      agent: "claude",
      allow_dirty: true,
    });
    assert.equal(notTranscript.isError, true);
    const bad = await call(client, "handoff_note", { kind: "resolve", text: "n-00000000" });
    assert.equal(bad.isError, true);
    const badInput = await call(client, "handoff_note", { kind: "wish", text: "x" });
    assert.equal(badInput.isError, true);
    assert.equal(
      (await client.listTools()).tools.length,
      TOOLS.length,
      "the server died after a tool error",
    );
  } finally {
    await client.close();
    removeDir(repo);
  }
});
