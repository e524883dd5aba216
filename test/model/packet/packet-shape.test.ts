/**
 * The packet's shape is written once, in the schema; `scripts/packet-shape.mjs` derives the
 * TypeScript types and the stored-packet check's field list from it, and compares any other copy
 * with it. These tests alter a copy of the schema (or of a generated file) and show that each
 * derivation follows and each comparison fails.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { test } from "node:test";
import {
  type JsonSchema,
  loadGenerator,
  loadPacketShape,
  packetSchema,
} from "../../helpers/packet-shape.js";

type Node = Record<string, unknown>;

/** The sub-schema of `schema` at `pointer`, for altering a copy in place. */
function at(schema: JsonSchema, pointer: string): Node {
  let node: unknown = schema;
  for (const part of pointer.slice(1).split("/")) node = (node as Node)[part];
  return node as Node;
}

test("a sub-schema and itself have the same normal form; annotations and constraints are not shape", async () => {
  const { shapeOf, shapeDifferences, schemaAt } = await loadPacketShape();
  const schema = packetSchema();
  const conclusions = schemaAt(schema, "/properties/conclusions");
  const bare = {
    type: "array",
    items: structuredClone(at(schema, "/properties/conclusions/items")),
  };
  delete (bare.items as Node)["description"];
  delete (bare.items as Node)["title"];
  delete ((bare.items as Node)["properties"] as Record<string, Node>)["packet"]!["pattern"];
  assert.deepEqual(shapeDifferences(shapeOf(schema, conclusions), shapeOf(schema, bare)), []);
});

test("each kind of disagreement is named with where it is", async () => {
  const { shapeOf, shapeDifferences } = await loadPacketShape();
  const schema = packetSchema();
  const altered = packetSchema();
  const tail = at(altered, "/$defs/tailEntry");
  delete (tail["properties"] as Node)["sidechain"];
  (tail["required"] as string[]).push("count");
  at(altered, "/$defs/risk/properties/severity")["enum"] = ["block", "warn"];
  at(altered, "/properties/plan/oneOf/1/properties/title")["type"] = "string";
  const differences = ["feedback_tail", "open_risks", "plan"].flatMap((field) =>
    shapeDifferences(
      shapeOf(schema, at(schema, `/properties/${field}`)),
      shapeOf(altered, at(altered, `/properties/${field}`)),
      `/${field}`,
      ["schema", "copy"],
    ),
  );
  assert.deepEqual(differences, [
    "/feedback_tail[]/count: required in copy only",
    "/feedback_tail[]/sidechain: only in schema",
    '/open_risks[]/severity: schema "block" | "info" | "warn", copy "block" | "warn"',
    "/plan/title: schema null | string, copy string",
  ]);
});

test("a deprecated alternative is read but not part of the written shape", async () => {
  const { shapeOf, shapeDifferences } = await loadPacketShape();
  const schema = packetSchema();
  const written = { type: "array", items: { $ref: "#/$defs/userMessage" } };
  const messages = at(schema, "/properties/user_messages");
  assert.deepEqual(shapeDifferences(shapeOf(schema, messages), shapeOf(schema, written)), []);
  delete at(schema, "/properties/user_messages/items/anyOf/1")["deprecated"];
  assert.deepEqual(shapeDifferences(shapeOf(schema, messages), shapeOf(schema, written)), [
    "[]: left object | string, right object",
  ]);
});

test("a keyword outside the subset the generator reads is refused, not ignored", async () => {
  const { shapeOf, renderTypes } = await loadPacketShape();
  const schema = packetSchema();
  at(schema, "/properties/pitfalls")["prefixItems"] = [{ type: "string" }];
  assert.throws(() => shapeOf(schema, at(schema, "/properties/pitfalls")), /prefixItems/);
  assert.throws(() => renderTypes(schema), /prefixItems/);
  const beside = packetSchema();
  at(beside, "/properties/sources")["type"] = "array";
  assert.throws(() => shapeOf(beside, at(beside, "/properties/sources")), /type beside \$ref/);
  const open = packetSchema();
  delete at(open, "/$defs/risk")["additionalProperties"];
  assert.throws(
    () => renderTypes(open),
    /OpenRisk: properties without additionalProperties: false/,
  );
});

test("the generated types follow the schema: a changed field changes its declaration", async () => {
  const { renderTypes } = await loadPacketShape();
  const schema = packetSchema();
  const fresh = renderTypes(schema);
  assert.match(fresh, /export interface TailEntry \{[^}]*\n {2}sidechain\?: boolean;\n\}/);
  assert.match(fresh, /\n {2}conclusions: Conclusion\[\];/, "every top-level field is written");
  assert.match(fresh, /\n {2}user_messages: UserMessage\[\];/, "without the deprecated strings");
  const tail = at(schema, "/$defs/tailEntry");
  (tail["required"] as string[]).push("sidechain");
  at(schema, "/$defs/risk/properties/severity")["enum"] = ["block", "warn"];
  const altered = renderTypes(schema);
  assert.match(altered, /\n {2}sidechain: boolean;\n\}/);
  assert.match(altered, /export type Severity = "block" \| "warn";/);
});

test("the stored-packet check's field list follows the schema", async () => {
  const { renderFields, kindOf, shapeOf } = await loadPacketShape();
  const schema = packetSchema();
  assert.match(renderFields(schema), /\n {2}plan: "object\?",\n/);
  assert.match(
    renderFields(schema),
    /FIELDS_ADDED_LATER[^=]*= \["resolved_decisions", "conclusions", "conversation_tail"\];/,
  );
  at(schema, "/properties/agent_report")["type"] = "string";
  (schema["required"] as string[]).push("conclusions");
  const altered = renderFields(schema);
  assert.match(altered, /\n {2}agent_report: "string",\n/);
  assert.match(altered, /FIELDS_ADDED_LATER[^=]*= \["resolved_decisions", "conversation_tail"\];/);
  assert.throws(
    () => kindOf(shapeOf(schema, { type: ["string", "array"] }), "#/x"),
    /#\/x: no single JSON type \(array \| string\)/,
  );
});

test("a generated file that differs from a fresh generation is named stale", async () => {
  const { staleGenerated } = await loadGenerator();
  const edited = (path: string) => {
    const text = readFileSync(path, "utf8");
    return basename(path) === "types.generated.ts"
      ? text.replace("sidechain?: boolean;", "sidechain: boolean;")
      : text;
  };
  assert.deepEqual(
    staleGenerated(edited).map((p) => basename(p)),
    ["types.generated.ts"],
  );
});
