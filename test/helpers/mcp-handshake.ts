/**
 * The two messages an MCP client sends first over a pipe (initialize, then initialized): the
 * opening of every test that talks to `handoff mcp` as a raw JSON-RPC stream.
 */
export const MCP_HANDSHAKE = [
  {
    jsonrpc: "2.0",
    id: 0,
    method: "initialize",
    params: {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "pipe", version: "0" },
    },
  },
  { jsonrpc: "2.0", method: "notifications/initialized" },
];
