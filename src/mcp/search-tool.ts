/**
 * `handoff_search` over MCP (issue 31 item 6): the same ranked search as `handoff search`, over
 * every packet of the registry, each hit with its packet id, branch, topic, date, status, field
 * and snippet. Results pass the redactor like every tool's (results.ts).
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { UsageError } from "../errors.js";
import { searchPackets } from "../search/search.js";
import { readAllPackets } from "../store/read-all-packets.js";
import { rootField } from "./fields.js";
import { guardTool, toolResult } from "./results.js";

const FIELDS = [
  "user_words",
  "conclusion",
  "failure",
  "file",
  "decision",
  "pitfall",
  "assumption",
  "risk",
  "proof",
  "objective",
  "next_action",
  "summary",
  "agent_report",
] as const;

/** Register `handoff_search`. */
export function registerSearchTool(
  server: McpServer,
  rootOf: (root: string | undefined) => Promise<string>,
): void {
  server.registerTool(
    "handoff_search",
    {
      title: "Search every packet",
      description:
        "Ranked full-text search over every packet of the registry (active, superseded, archived): the user's words, the agent's conclusions, failures, changed files, notes (decisions, pitfalls, assumptions, risks, proofs), the objective and the next action. Finds which session said or decided X, or when a test started failing. Each hit: packet_id, branch, topic, written_at, status, field, snippet; origin is the packet that first recorded a carried text.",
      inputSchema: {
        root: rootField,
        query: z.string().describe("Words to find; every word must match (prefixes count)"),
        limit: z
          .number()
          .int()
          .min(1)
          .max(200)
          .optional()
          .describe("At most this many hits (default 20)"),
      },
      outputSchema: {
        query: z.string(),
        packets: z.number(),
        hits: z.array(
          z.object({
            packet_id: z.string(),
            branch: z.string().nullable(),
            topic: z.string(),
            status: z.enum(["active", "superseded", "archived"]),
            written_at: z.string().nullable(),
            field: z.enum(FIELDS),
            snippet: z.string(),
            score: z.number(),
            origin: z.string(),
            agent: z.string().nullable(),
            said_on: z.string().nullable(),
            also_in: z.number(),
          }),
        ),
        skipped: z.array(z.string()),
      },
    },
    (args) =>
      guardTool(async () => {
        if (args.query.trim() === "") throw new UsageError("query must name at least one word");
        const root = await rootOf(args.root);
        const { packets, skipped } = await readAllPackets(root);
        const searchable = packets.map(({ entry, packet }) => ({
          packet,
          status: entry.status,
          written_at: entry.at ?? null,
          seq: entry.seq,
        }));
        const hits = searchPackets(searchable, args.query, { limit: args.limit ?? 20 });
        return toolResult({ query: args.query, packets: packets.length, hits, skipped });
      }),
  );
}
