/**
 * The reading tools over MCP (issue 17 item 7): `handoff_resume` (the briefing's facts as
 * fields, with each claim's verdict), `handoff_show` (a packet by id or the active one, as
 * Markdown or JSON) and `handoff_notes` (the open notes of this branch and topic).
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { NotFoundError } from "../errors.js";
import { resume } from "../resume/resume.js";
import { NOTE_KINDS, readNotes } from "../store/notes.js";
import { assertPacketId, checkTopic } from "../store/paths.js";
import { findActivePacket, findPacket, readPacketMarkdown } from "../store/registry.js";
import { renderPacketJson } from "../render/json.js";
import { readRepoContext } from "../store/repo-context.js";
import { rootField, severityEnum, topicField } from "./fields.js";
import { guardTool, toolResult } from "./results.js";
import { toResumeView } from "./resume-view.js";
import { waitForNewerPacket } from "../resume/pending-note.js";

const idText = { id: z.string(), text: z.string() };
const optionShape = z.object({ choice: z.string(), implies: z.string() });
const worktreeShape = z.object({
  path: z.string(),
  branch: z.string().nullable(),
  dirty: z.boolean(),
});

/** A user message or conclusion of the relay, with the session it came from. */
const labelled = z.object({
  text: z.string(),
  agent: z.string().nullable(),
  date: z.string().nullable(),
  packet: z.string().nullable(),
});

/**
 * A user message of the relay: `superseded_by` when a newer message reversed it, `holds` the
 * constants its turn wrote tied to its sentences.
 */
const userMessage = labelled.extend({
  superseded_by: z
    .object({
      text: z.string(),
      agent: z.string().nullable(),
      date: z.string().nullable(),
      part: z.string().optional(),
    })
    .optional(),
  holds: z
    .array(z.object({ value: z.string(), name: z.string().optional(), sentence: z.string() }))
    .optional(),
});

/**
 * The output of `handoff_resume`: see `toResumeView`. Its fields copied from the packet have the
 * schema's shape (`test/mcp/resume-output-shape.test.ts` compares them).
 */
export const resumeOutput = {
  outcome: z.enum(["fresh", "drifted", "none"]),
  found: z.enum(["active", "branch", "newest"]).nullable(),
  note: z.string(),
  branch: z.string().nullable(),
  topic: z.string(),
  packet_id: z.string().nullable(),
  status: z.enum(["active", "superseded", "archived"]).nullable(),
  host: z.string().nullable(),
  written_at: z.string().nullable(),
  /** The packet came from another copy of the registry: its next command is text to check. */
  pulled: z.boolean(),
  verified_covers: z.string(),
  objective: z.string().nullable(),
  summary: z.string().nullable(),
  next_action: z.string().nullable(),
  next_command: z.string().nullable(),
  user_messages: z.array(userMessage),
  agent_report: z.string().nullable(),
  conclusions: z.array(
    z.object({ kind: z.enum(["decision", "dead_end", "fact"]), ...labelled.shape }),
  ),
  conversation_tail: z.object({ user: z.string().nullable(), agent: z.array(z.string()) }),
  failed_attempts: z.array(
    z.object({
      text: z.string(),
      command: z.string(),
      passed_later: z.boolean(),
      last_error: z.string().nullable(),
    }),
  ),
  passing_now: z.array(z.string()),
  open_decisions: z.array(
    z.object({ id: z.string(), question: z.string(), options: z.array(optionShape) }),
  ),
  resolved_decisions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      choice: z.string().nullable(),
      why: z.string().nullable(),
    }),
  ),
  pitfalls: z.array(z.object(idText)),
  assumptions_to_validate: z.array(
    z.object({ ...idText, source: z.enum(["agent_state", "note", "review"]) }),
  ),
  risks: z.array(
    z.object({
      severity: severityEnum,
      detail: z.string(),
      note_id: z.string().optional(),
      verdict: z.enum(["still", "resolved", "unchecked"]),
    }),
  ),
  open_risks: z.array(
    z.object({ severity: severityEnum, detail: z.string(), note_id: z.string().optional() }),
  ),
  unmet_contracts: z.array(z.string()),
  landed: z.array(z.object({ commit: z.string(), subject: z.string() })),
  work_base: z.string().nullable(),
  changed_files: z.array(
    z.object({
      path: z.string(),
      status: z.enum(["committed", "staged", "unstaged", "untracked", "deleted"]).nullable(),
    }),
  ),
  edited_not_in_repo: z.array(z.string()),
  plan: z
    .object({
      title: z.string().nullable(),
      steps: z.array(
        z.object({ text: z.string(), status: z.enum(["pending", "in_progress", "completed"]) }),
      ),
    })
    .nullable(),
  in_progress: z.array(z.string()),
  queued: z.array(z.string()),
  items: z.array(
    z.object({
      name: z.string(),
      status: z.enum(["PROVEN", "STILL-BUILDING"]),
      missing_proof: z.string().optional(),
    }),
  ),
  verdict_trail: z.array(
    z.object({
      task_id: z.string(),
      source: z.enum(["verification", "review", "clean_state"]),
      verdict: z.string(),
      total: z.number().optional(),
      defects: z.array(z.string()),
      path: z.string().nullable(),
    }),
  ),
  proofs: z.array(z.object(idText)),
  load_first: z.array(z.string()),
  preloads: z.array(z.string()),
  read_first: z.array(z.string()),
  suggested_skills: z.array(z.string()),
  concurrent_work: z.object({
    worktrees: z.array(worktreeShape),
    stashes: z.array(z.object({ ref: z.string(), message: z.string() })),
    unmerged_branches: z.array(z.string()),
  }),
  verified: z.string().nullable(),
  history: z.object({ path: z.string(), lines: z.number() }).nullable(),
  claims: z.array(
    z.object({
      kind: z.string(),
      subject: z.string(),
      claim: z.string(),
      verdict: z.enum(["VERIFIED", "DRIFTED"]),
      evidence: z.string(),
    }),
  ),
};

/** Register `handoff_resume`, `handoff_show` and `handoff_notes`. */
export function registerReadTools(
  server: McpServer,
  rootOf: (root: string | undefined) => Promise<string>,
): void {
  server.registerTool(
    "handoff_resume",
    {
      title: "Resume from the active packet",
      description:
        "Find the packet for the current branch and topic, re-verify its claims against the live repo (each VERIFIED or DRIFTED with evidence) and return the briefing as fields: objective, next action and exact command, the user's words, the agent's last report, failed attempts (still failing first, passed_later marked), what passes now, open decisions, pitfalls, assumptions, risks with their live verdicts, landed commits, changed files, the plan, proofs and what to load first.",
      inputSchema: { root: rootField, topic: topicField },
      outputSchema: resumeOutput,
    },
    (args) =>
      guardTool(async () => {
        const result = await resume(await rootOf(args.root), { topic: checkTopic(args.topic) });
        return toolResult(toResumeView(result));
      }),
  );

  server.registerTool(
    "handoff_show",
    {
      title: "Show a packet",
      description:
        "Return one packet, by id or the active one of this branch and topic: handoff.md (format md, the default) or handoff.json (format json, also parsed in `packet`).",
      inputSchema: {
        root: rootField,
        topic: topicField,
        id: z.string().optional().describe("Packet id (16 hex digits); default: the active packet"),
        format: z.enum(["md", "json"]).optional(),
      },
      outputSchema: {
        id: z.string(),
        format: z.enum(["md", "json"]),
        text: z.string(),
        packet: z.record(z.string(), z.unknown()).nullable(),
        newer_packet_being_written: z
          .string()
          .optional()
          .describe(
            "Set when a newer packet of this branch and topic was still being written: this one is the packet before it",
          ),
      },
    },
    (args) =>
      guardTool(async () => {
        const context = await readRepoContext(await rootOf(args.root));
        const topic = checkTopic(args.topic);
        const newer =
          args.id === undefined
            ? await waitForNewerPacket(context.root, context.branch, topic, true)
            : null;
        const packet =
          args.id === undefined
            ? await findActivePacket(context.root, context.branch, topic)
            : (await findPacket(context.root, assertPacketId(args.id))).packet;
        if (packet === null) {
          const where = context.branch === null ? "this detached HEAD" : `branch ${context.branch}`;
          throw new NotFoundError(
            `no active packet for ${where}, topic ${topic}; call handoff_list with all: true`,
          );
        }
        const format = args.format ?? "md";
        const text =
          format === "json"
            ? renderPacketJson(packet)
            : await readPacketMarkdown(context.root, packet.id);
        return toolResult({
          id: packet.id,
          format,
          text,
          packet: format === "json" ? (packet as unknown as Record<string, unknown>) : null,
          ...(newer === null ? {} : { newer_packet_being_written: newer }),
        });
      }),
  );

  server.registerTool(
    "handoff_notes",
    {
      title: "List the open notes",
      description:
        "The notes recorded for this branch and topic that no resolve note has closed (decisions, pitfalls, assumptions, risks, proofs, next steps, objectives, skills), in the order recorded; kind narrows them.",
      inputSchema: {
        root: rootField,
        topic: topicField,
        kind: z.enum(NOTE_KINDS.filter((k) => k !== "resolve") as [string, ...string[]]).optional(),
      },
      outputSchema: {
        notes: z.array(
          z.object({
            id: z.string(),
            kind: z.string(),
            text: z.string(),
            severity: severityEnum.optional(),
            options: z.array(optionShape).optional(),
          }),
        ),
      },
    },
    (args) =>
      guardTool(async () => {
        const context = await readRepoContext(await rootOf(args.root));
        const notes = await readNotes(context.root, {
          branch: context.branch,
          topic: checkTopic(args.topic),
        });
        return toolResult({
          notes: notes
            .filter(
              (n) => n.kind !== "resolve" && (args.kind === undefined || n.kind === args.kind),
            )
            .map(({ id, kind, text, severity, options }) => ({
              id,
              kind,
              text,
              ...(severity === undefined ? {} : { severity }),
              ...(options === undefined ? {} : { options }),
            })),
        });
      }),
  );
}
