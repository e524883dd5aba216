/**
 * `handoff_recall` over MCP: what `handoff recall PATH` prints and the point-of-edit hook adds —
 * the user's rules that name a path (a GUARD when a rule forbids touching it), failed attempts,
 * conclusions, pitfalls, decisions and risks about it, newest first — so an agent whose host has
 * no pre-tool hook can ask before it edits. Results pass the redactor and `neutraliseForAgent`
 * like every tool's (results.ts).
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { RECALL_KINDS } from "../recall/index-shape.js";
import { recallPath, recallReport } from "../resume/recall-path.js";
import { checkTopic } from "../store/paths.js";
import { readRepoContext } from "../store/repo-context.js";
import { rootField, topicField } from "./fields.js";
import { guardTool, toolResult } from "./results.js";

/** Register `handoff_recall`. */
export function registerRecallTool(
  server: McpServer,
  rootOf: (root: string | undefined) => Promise<string>,
): void {
  server.registerTool(
    "handoff_recall",
    {
      title: "Recall what earlier sessions said about a path",
      description:
        "Before editing a file or folder, ask what the branch's packets hold about it: the user's rules that name it (with who said them and when; guard: true when a rule forbids touching it — leave it alone unless the user lifts it), failed attempts with their reasons, the agent's conclusions, pitfalls, open decisions and risks, newest first. `text` is the same ≤ 1,000-character recall the point-of-edit hook adds; `guards` is the project's mode (warn or block).",
      inputSchema: {
        root: rootField,
        topic: topicField,
        path: z
          .string()
          .min(1)
          .max(4_096)
          .describe("The file or folder: repo-relative, or absolute inside the repo"),
      },
      outputSchema: {
        packet_id: z.string(),
        path: z
          .string()
          .nullable()
          .describe("Repo-relative; null when the path is outside the repo"),
        guards: z.enum(["warn", "block"]),
        hits: z.array(
          z.object({
            id: z.string(),
            kind: z.enum(RECALL_KINDS),
            guard: z.boolean(),
            text: z.string(),
            agent: z.string().nullable(),
            date: z.string().nullable(),
          }),
        ),
        text: z.string(),
      },
    },
    (args) =>
      guardTool(async () => {
        const context = await readRepoContext(await rootOf(args.root));
        const topic = checkTopic(args.topic);
        // A relative path is the repo's: the server's cwd may be anywhere inside it.
        const request = {
          root: context.root,
          branch: context.branch,
          topic,
          path: args.path,
          cwd: context.root,
        };
        return toolResult(recallReport(request, await recallPath(request)));
      }),
  );
}
