/**
 * `handoff mcp`: a Model Context Protocol server on stdio, built on the official SDK. This
 * module (and with it the SDK and zod) is loaded only by the `mcp` command. Stdout is the
 * protocol channel: nothing else may print to it, which the library already guarantees.
 */
import type { Readable, Writable } from "node:stream";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { type ToolContext, registerHandoffTools } from "./tools.js";

/** Build the server with the handoff tools registered. */
export function createHandoffServer(context: ToolContext, version: string): McpServer {
  const server = new McpServer(
    { name: "handoff", version },
    {
      instructions:
        "handoff keeps a deterministic handoff packet per branch and topic. Call handoff_resume first in a new session; record decisions, pitfalls, proofs and the next step with handoff_note while you work; call handoff_write before you stop.",
    },
  );
  registerHandoffTools(server, context);
  return server;
}

/**
 * Serve on the given streams until the client closes stdin (or the transport closes); resolves
 * then. Tool failures are tool errors, so only a broken transport ends the server early. At end
 * of input every request already received is answered before the server closes: a client may
 * write its requests and close stdin at once (`printf … | handoff mcp`).
 */
export async function serveStdio(
  io: { stdin: Readable; stdout: Writable; cwd: string },
  version: string,
): Promise<void> {
  const server = createHandoffServer({ cwd: io.cwd }, version);
  const transport = new StdioServerTransport(io.stdin, io.stdout);
  const inputEnded = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    io.stdin.once("end", () => resolve());
    io.stdin.once("close", () => resolve());
  });
  await server.connect(transport);
  const answered = trackRequests(transport);
  await inputEnded;
  await answered();
  await server.close();
}

/**
 * Count the requests received and the responses sent through `transport`; the returned
 * function resolves once every request received so far has its response.
 */
function trackRequests(transport: StdioServerTransport): () => Promise<void> {
  const open = new Set<string | number>();
  let settle: (() => void) | null = null;
  const receive = transport.onmessage;
  transport.onmessage = (message: JSONRPCMessage) => {
    if ("method" in message && "id" in message) open.add(message.id);
    receive?.(message);
  };
  const send = transport.send.bind(transport);
  transport.send = async (message: JSONRPCMessage) => {
    await send(message);
    if (!("method" in message) && "id" in message && message.id !== undefined) {
      open.delete(message.id);
      if (open.size === 0) settle?.();
    }
  };
  return () =>
    open.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          settle = resolve;
        });
}
