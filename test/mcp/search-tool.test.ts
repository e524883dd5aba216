/**
 * The MCP tool `handoff_search` (issue 31 item 6), over an in-memory transport to the real
 * server: the first session's directive of a four-packet relay, and a blank query as a tool error.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createHandoffServer } from "../../src/mcp/server.js";
import { FOUR_SESSIONS, makeRelayRepo, type RelayRepo } from "../helpers/relay-repo.js";

let relay: RelayRepo;
before(async () => {
  relay = await makeRelayRepo(FOUR_SESSIONS);
});
after(() => relay.cleanup());

async function withClient(body: (client: Client) => Promise<void>): Promise<void> {
  const server = createHandoffServer({ cwd: relay.repo }, "0.0.0");
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "handoff-test", version: "0.0.0" });
  await client.connect(clientSide);
  try {
    await body(client);
  } finally {
    await client.close();
    await server.close();
  }
}

test("handoff_search finds the directive three packets back, with its packet and date", async () => {
  await withClient(async (client) => {
    const result = (await client.callTool({
      name: "handoff_search",
      arguments: { query: "never buffer", limit: 5 },
    })) as CallToolResult;
    assert.notEqual(result.isError, true, JSON.stringify(result.content));
    const out = result.structuredContent as {
      packets: number;
      hits: {
        packet_id: string;
        field: string;
        branch: string;
        written_at: string;
        snippet: string;
      }[];
    };
    assert.equal(out.packets, 4);
    assert.equal(out.hits[0]?.packet_id, relay.ids[0]);
    assert.equal(out.hits[0]?.field, "user_words");
    assert.equal(out.hits[0]?.branch, "main");
    assert.match(out.hits[0]?.snippet ?? "", /never buffer/);
    const blank = (await client.callTool({
      name: "handoff_search",
      arguments: { query: "  " },
    })) as CallToolResult;
    assert.equal(blank.isError, true);
  });
});
