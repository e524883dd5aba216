/**
 * `handoff_search` over MCP (issue 31 item 6): the same ranked search as `handoff search`, over
 * every packet of the registry, each hit with its packet id, branch, topic, date, status, field
 * and snippet. Results pass the redactor like every tool's (results.ts).
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { UsageError } from "../errors.js";
import { checkQuery, mayMatch, QUERY_MAX_BYTES, searchIndexed } from "../search/search.js";
import { readSearchableRegistry } from "../store/search-index.js";
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

/**
 * How long `handoff_search` reads and verifies packets not yet in the search index before it
 * answers with those it has (`timed_out`); the index keeps what was read for the next call.
 */
const SEARCH_BOUND_MS = 5_000;

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
        query: z
          .string()
          .max(QUERY_MAX_BYTES)
          .describe("Words to find (at most 64); every word must match (prefixes count)"),
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
        /** The time bound passed: packets not yet in the search index were not searched. */
        timed_out: z.boolean(),
      },
    },
    (args) =>
      guardTool(async () => {
        const problem = checkQuery(args.query);
        if (problem !== null) throw new UsageError(problem);
        const root = await rootOf(args.root);
        // A tool call answers within its bound: packets not indexed by then wait for the next.
        const read = await readSearchableRegistry(root, {
          deadline: Date.now() + SEARCH_BOUND_MS,
          mayMatch: mayMatch(args.query),
        });
        const hits = searchIndexed(read.packets, args.query, { limit: args.limit ?? 20 });
        return toolResult({
          query: args.query,
          packets: read.packets.length,
          hits,
          skipped: read.skipped,
          timed_out: read.timed_out,
        });
      }),
  );
}
