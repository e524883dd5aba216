/**
 * The MCP tool `handoff_recall` over an in-memory transport to the real server: the same items
 * as `handoff recall`, a guard flagged, a path nothing names gives no hits.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createHandoffServer } from "../../src/mcp/server.js";
import { makeRelayRepo, type RelayRepo } from "../helpers/relay-repo.js";

let relay: RelayRepo;
before(async () => {
  relay = await makeRelayRepo([
    {
      user: "Never edit `migrations/`: the DBA owns them.",
      command: "npm test",
      next: "add the column",
      file: "model.ts",
    },
  ]);
});
after(() => relay.cleanup());

test("handoff_recall returns the guard on a file under the folder, and nothing elsewhere", async () => {
  const server = createHandoffServer({ cwd: relay.repo }, "0.0.0");
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "handoff-test", version: "0.0.0" });
  await client.connect(clientSide);
  try {
    const result = (await client.callTool({
      name: "handoff_recall",
      arguments: { path: "migrations/003_add.sql" },
    })) as CallToolResult;
    assert.notEqual(result.isError, true, JSON.stringify(result.content));
    const out = result.structuredContent as {
      path: string;
      hits: { kind: string; guard: boolean; agent: string }[];
      text: string;
    };
    assert.equal(out.path, "migrations/003_add.sql");
    assert.deepEqual(
      out.hits.map((h) => [h.kind, h.guard, h.agent]),
      [["rule", true, "claude"]],
    );
    assert.match(out.text, /the DBA owns them/);
    const miss = (await client.callTool({
      name: "handoff_recall",
      arguments: { path: "src/model.ts" },
    })) as CallToolResult;
    assert.deepEqual((miss.structuredContent as { hits: unknown[] }).hits, []);
  } finally {
    await client.close();
    await server.close();
  }
});
