/**
 * The handoff tools over MCP. Each is a thin edge over the same library functions the CLI
 * calls (write pipeline, resume, notes, registry, clean-state check), with a zod input schema
 * and a structured result. Every string leaving here is redacted (`results.ts`).
 */
import { InputError } from "../errors.js";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { TRANSCRIPT_AGENT_IDS } from "../model/agents.js";
import type { AgentKind } from "../model/snapshot/transcript-types.js";
import { locateRepo } from "../platform/locate-repo.js";
import { readBranchAndHead } from "../platform/branch-head.js";
import { findSessionTranscript } from "../collect/transcripts/find-session.js";
import { writeHandoff } from "../pipeline/write-handoff.js";
import { NOTE_KINDS, appendNote } from "../store/notes.js";
import { listPackets, toPacketRow } from "../store/registry.js";
import { runCleanStateCheck } from "./check-tool.js";
import { rootField, severityEnum, topicField } from "./fields.js";
import { guardTool, toolResult } from "./results.js";
import { registerReadTools } from "./read-tools.js";
import { registerRecallTool } from "./recall-tool.js";
import { registerSearchTool } from "./search-tool.js";

/** Where the tools run: the server's working directory (the agent's project). */
export interface ToolContext {
  cwd: string;
}

const riskShape = { severity: severityEnum, detail: z.string() };
const PATH_KEYS: ReadonlySet<string> = new Set(["packet_dir", "md", "json"]);

/**
 * Register the nine tools: `handoff_write`, `handoff_note`, `handoff_list`, `handoff_check`
 * here; `handoff_resume`, `handoff_show`, `handoff_notes` in `read-tools.ts`; `handoff_search` in `search-tool.ts`;
 * `handoff_recall` in `recall-tool.ts`.
 */
export function registerHandoffTools(server: McpServer, context: ToolContext): void {
  // Outside a git work tree there is no registry to read or write: the agent is told so
  // (and how to point the server at its project), not that no packet was written yet.
  const rootOf = async (root: string | undefined) => {
    const found = await locateRepo(context.cwd, root);
    if (!found.isGit) {
      throw new InputError(
        `${found.root} is not inside a git repository: handoff works on a git work tree. Start the MCP server from the project's repository, or pass its path as root.`,
      );
    }
    return found.root;
  };
  registerReadTools(server, rootOf);
  registerSearchTool(server, rootOf);
  registerRecallTool(server, rootOf);

  server.registerTool(
    "handoff_write",
    {
      title: "Write the handoff packet",
      description:
        "Generate the handoff packet for the current branch and topic from git, the workbench files, the feedback log, the notes and (optionally) a transcript, and make it the active packet. Refusals (no next action, missing verification, dirty tree) come back as tool errors saying how to fix them, unless the matching allow_* flag is set.",
      inputSchema: {
        root: rootField,
        topic: topicField,
        task: z.string().optional().describe("Task id (default: agent_state.active_task_id)"),
        next: z.string().optional().describe("The next action, ideally an exact command"),
        transcript: z
          .string()
          .optional()
          .describe(
            "Path of an agent transcript to ingest (default: the newest transcript of a session run in this repo, for agent, else Claude Code's or Codex CLI's)",
          ),
        find_transcript: z
          .boolean()
          .optional()
          .describe("Look for this session's transcript when none is given (default true)"),
        agent: z.enum(TRANSCRIPT_AGENT_IDS as [AgentKind, ...AgentKind[]]).optional(),
        allow_dirty: z.boolean().optional(),
        allow_unverified: z.boolean().optional(),
        allow_missing_next: z.boolean().optional(),
      },
      outputSchema: {
        id: z.string(),
        status: z.enum(["written", "unchanged"]),
        branch: z.string().nullable(),
        topic: z.string(),
        next_action: z.string(),
        packet_dir: z.string(),
        md: z.string(),
        json: z.string(),
        risks: z.array(z.object(riskShape)),
        transcript: z.string().nullable(),
      },
    },
    (args) =>
      guardTool(async () => {
        const root = await rootOf(args.root);
        // An agent whose sessions cannot be located (OpenCode's store, Gemini CLI's folders)
        // has none found: its transcript is named with `transcript`.
        const found =
          args.transcript !== undefined || args.find_transcript === false
            ? null
            : await findSessionTranscript(args.agent ?? null, { dirs: [root, context.cwd] });
        const transcript = args.transcript ?? found?.path ?? null;
        const result = await writeHandoff({
          cwd: context.cwd,
          root,
          topic: args.topic,
          task_id: args.task ?? null,
          next: args.next ?? null,
          transcript,
          agent: args.agent ?? found?.agent ?? null,
          // Found, not named: a transcript with no cwd must be in its agent's own folder.
          ...(found === null || args.transcript !== undefined ? {} : { transcriptFound: {} }),
          allow_dirty: args.allow_dirty ?? false,
          allow_unverified: args.allow_unverified ?? false,
          allow_missing_next: args.allow_missing_next ?? false,
        });
        return toolResult(
          {
            id: result.id,
            status: result.status,
            branch: result.packet.branch,
            topic: result.packet.topic,
            next_action: result.packet.next_action,
            packet_dir: result.packet_dir,
            md: result.md,
            json: result.json,
            risks: result.risks.map(({ severity, detail }) => ({ severity, detail })),
            transcript,
          },
          PATH_KEYS,
        );
      }),
  );

  server.registerTool(
    "handoff_note",
    {
      title: "Record a note",
      description:
        "Record what git cannot know, as structured data in .handoff/notes.jsonl: objective, decision (with options), pitfall, assumption, risk (with severity), proof, next (the next step, ideally an exact command), skill, or resolve (text = the id to close; for a decision, choice = the option chosen and why = the reason, which later packets report). Unresolved decisions, pitfalls and assumptions carry forward into the next packets.",
      inputSchema: {
        root: rootField,
        topic: topicField,
        kind: z.enum(NOTE_KINDS as [string, ...string[]]),
        text: z.string().describe("The note; for resolve, the id of what it closes"),
        severity: severityEnum.optional().describe("Risks only (default warn)"),
        options: z
          .array(z.string())
          .optional()
          .describe('Decisions only: each "choice: what it implies"'),
        choice: z
          .string()
          .optional()
          .describe("Resolve of a decision only: the option chosen (one of its choices)"),
        why: z.string().optional().describe("Resolve only: why it is closed"),
      },
      outputSchema: {
        id: z.string(),
        kind: z.string(),
        text: z.string(),
        branch: z.string().nullable(),
        topic: z.string(),
        severity: severityEnum.optional(),
        target: z.string().optional(),
        options: z.array(z.object({ choice: z.string(), implies: z.string() })).optional(),
        question: z.string().optional(),
        choice: z.string().optional(),
        why: z.string().optional(),
        after: z.string().nullable().optional(),
        files: z.record(z.string(), z.string()).optional(),
      },
    },
    (args) =>
      guardTool(async () => {
        const root = await rootOf(args.root);
        const { branch } = await readBranchAndHead(root);
        const note = await appendNote(root, {
          kind: args.kind,
          text: args.text,
          severity: args.severity,
          options: args.options,
          ...(args.choice === undefined ? {} : { choice: args.choice }),
          ...(args.why === undefined ? {} : { why: args.why }),
          branch,
          topic: args.topic ?? "default",
        });
        return toolResult({ ...note, branch: note.branch ?? null, topic: note.topic ?? "default" });
      }),
  );

  server.registerTool(
    "handoff_list",
    {
      title: "List packets",
      description:
        "List the registry's packets, newest first: the active ones, or all with all=true.",
      inputSchema: { root: rootField, all: z.boolean().optional() },
      outputSchema: {
        packets: z.array(
          z.object({
            id: z.string(),
            branch: z.string().nullable(),
            topic: z.string(),
            status: z.enum(["active", "superseded", "archived"]),
            head_commit: z.string().nullable(),
            task_id: z.string().nullable(),
          }),
        ),
      },
    },
    (args) =>
      guardTool(async () => {
        const { packets } = await listPackets(await rootOf(args.root), { all: args.all ?? false });
        return toolResult({
          packets: packets.map(toPacketRow),
        });
      }),
  );

  const itemShape = z.object({
    check: z.string(),
    detail: z.string(),
    path: z.string().optional(),
  });
  server.registerTool(
    "handoff_check",
    {
      title: "Run the clean-state check",
      description:
        "Run the clean-state check alone (working tree, temp artifacts and debug prints, tests, feature board, branch): clean is true iff nothing is blocking.",
      inputSchema: { root: rootField },
      outputSchema: {
        clean: z.boolean(),
        blocking: z.array(itemShape),
        warnings: z.array(itemShape),
      },
    },
    (args) =>
      guardTool(async () => {
        const state = await runCleanStateCheck(context.cwd, args.root);
        return toolResult({
          clean: state.clean,
          blocking: state.blocking,
          warnings: state.warnings,
        });
      }),
  );
}
