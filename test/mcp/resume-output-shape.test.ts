/**
 * The MCP output schema of `handoff_resume` is hand-written zod (the MCP SDK takes zod), and
 * most of its fields are copies of packet sections: each must have the shape the packet's
 * schema gives that section, compared through zod's own JSON Schema of it. A field the view adds
 * is named as such, so a new field has to be placed on one side or the other.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { z } from "zod";
import { resumeOutput } from "../../src/mcp/read-tools.js";
import { type JsonSchema, loadPacketShape, packetSchema } from "../helpers/packet-shape.js";

/** View fields (JSON pointers into the view's schema) copied from the packet, and from where. */
const FROM_PACKET: Record<string, string> = {
  "/properties/objective": "/properties/objective",
  "/properties/next_command": "/properties/next_command",
  "/properties/user_messages": "/properties/user_messages",
  "/properties/agent_report": "/properties/agent_report",
  "/properties/conclusions": "/properties/conclusions",
  "/properties/conversation_tail": "/properties/conversation_tail",
  "/properties/open_decisions": "/properties/open_decisions",
  "/properties/resolved_decisions": "/properties/resolved_decisions",
  "/properties/pitfalls": "/properties/pitfalls",
  "/properties/assumptions_to_validate": "/properties/assumptions_to_validate",
  "/properties/open_risks": "/properties/open_risks",
  "/properties/unmet_contracts": "/properties/unmet_contracts",
  "/properties/landed": "/properties/state/properties/landed",
  "/properties/work_base": "/properties/work_range/properties/base_label",
  "/properties/edited_not_in_repo": "/properties/work_range/properties/edited_not_in_repo",
  "/properties/plan": "/properties/plan",
  "/properties/in_progress": "/properties/state/properties/in_progress",
  "/properties/queued": "/properties/state/properties/queued",
  "/properties/items": "/properties/items",
  "/properties/verdict_trail": "/properties/verdict_trail",
  "/properties/proofs": "/properties/proofs",
  "/properties/preloads": "/properties/preloads",
  "/properties/read_first": "/properties/where/properties/read_first",
  "/properties/suggested_skills": "/properties/suggested_skills",
  "/properties/concurrent_work": "/properties/concurrent_work",
  "/properties/risks/items/properties/severity": "/$defs/risk/properties/severity",
};

/** Copies that are null when there is no packet (the packet's own field never is). */
const OR_NULL: Record<string, string> = {
  "/properties/summary": "/properties/summary",
  "/properties/next_action": "/properties/next_action",
  "/properties/changed_files/items/properties/status":
    "/properties/work_range/properties/files/items/properties/status",
};

/** The view's own fields: the resume result, live verdicts, or a packet field reshaped. */
const VIEW_ONLY = [
  "outcome",
  "found",
  "note",
  "branch",
  "topic",
  "packet_id",
  "status",
  "host",
  "written_at",
  "pulled",
  "verified_covers",
  "failed_attempts",
  "passing_now",
  "risks",
  "changed_files",
  "load_first",
  "verified",
  "history",
  "claims",
];

/** `/properties/items/items/properties/status` as `/items[]/status`. */
function placeName(pointer: string): string {
  const parts = pointer.split("/").slice(1);
  let name = "";
  for (let i = 0; i < parts.length; i++) {
    name += parts[i] === "items" ? "[]" : `/${parts[++i]}`;
  }
  return name;
}

/** Every way the output shape `output` disagrees with the packet's schema (empty when none). */
async function outputDifferences(output: z.ZodRawShape): Promise<string[]> {
  const { shapeOf, schemaAt, shapeDifferences } = await loadPacketShape();
  const packet = packetSchema();
  const view = z.toJSONSchema(z.object(output)) as JsonSchema;
  const compare = (viewAt: string, packetAt: string, orNull: boolean) => {
    const where = placeName(viewAt);
    const section = schemaAt(packet, packetAt);
    const expected = orNull ? { anyOf: [section, { type: "null" }] } : section;
    let copy: JsonSchema;
    try {
      copy = schemaAt(view, viewAt);
    } catch {
      return [`${where}: no such place in the MCP output`];
    }
    return shapeDifferences(shapeOf(view, copy), shapeOf(packet, expected), where, [
      "the MCP output",
      "the packet schema",
    ]);
  };
  const covered = new Set([...Object.keys(FROM_PACKET), ...Object.keys(OR_NULL)]);
  const unplaced = Object.keys(output)
    .filter((field) => !VIEW_ONLY.includes(field))
    .filter((field) => ![...covered].some((p) => p.split("/")[2] === field))
    .map((field) => `/${field}: neither compared with the packet nor named view-only`);
  return [
    ...unplaced,
    ...Object.entries(FROM_PACKET).flatMap(([v, p]) => compare(v, p, false)),
    ...Object.entries(OR_NULL).flatMap(([v, p]) => compare(v, p, true)),
  ];
}

test("handoff_resume's output schema gives each packet section the schema's shape", async () => {
  assert.deepEqual(await outputDifferences(resumeOutput), []);
});

test("an output schema that drifted from the packet's is caught, each difference named", async () => {
  const labelled = z.object({ text: z.string(), agent: z.string().nullable(), date: z.string() });
  const { summary: _summary, ...rest } = resumeOutput;
  const drifted: z.ZodRawShape = {
    ...rest,
    user_messages: z.array(labelled),
    items: z.array(z.object({ name: z.string(), status: z.enum(["PROVEN"]) })),
    plan: z.object({ title: z.string().nullable(), steps: z.array(z.string()) }),
    read_first: z.array(z.number()),
    new_field: z.string(),
  };
  assert.deepEqual(await outputDifferences(drifted), [
    "/new_field: neither compared with the packet nor named view-only",
    "/user_messages[]/date: the MCP output string, the packet schema null | string",
    "/user_messages[]/holds: only in the packet schema",
    "/user_messages[]/packet: only in the packet schema",
    "/user_messages[]/superseded_by: only in the packet schema",
    "/plan: the MCP output object, the packet schema null | object",
    "/items[]/missing_proof: only in the packet schema",
    '/items[]/status: the MCP output "PROVEN", the packet schema "PROVEN" | "STILL-BUILDING"',
    "/read_first[]: the MCP output number, the packet schema string",
    "/summary: no such place in the MCP output",
  ]);
});
