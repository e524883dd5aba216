/**
 * The packet's schema and the functions of `scripts/packet-shape.mjs` that read it, typed for
 * the tests that compare a copy of the packet's shape (the generated files, the MCP output
 * schema) with the schema.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { packageRoot } from "../../src/platform/package-root.js";

export type JsonSchema = Record<string, unknown>;
/** A normal form: the sorted shapes of the values a sub-schema allows (see packet-shape.mjs). */
export type Shape = readonly Record<string, unknown>[];

export interface PacketShapeScript {
  shapeOf(root: JsonSchema, node: unknown): Shape;
  schemaAt(root: JsonSchema, pointer: string): JsonSchema;
  shapeDifferences(left: Shape, right: Shape, at?: string, names?: [string, string]): string[];
  kindOf(shape: Shape, at: string): string;
  renderTypes(schema: JsonSchema): string;
  renderFields(schema: JsonSchema): string;
}

export interface GeneratorScript {
  renderGenerated(): { path: string; text: string }[];
  staleGenerated(read?: (path: string) => string): string[];
}

/** A fresh copy of the shipped schema (tests alter their copy). */
export function packetSchema(): JsonSchema {
  return JSON.parse(
    readFileSync(join(packageRoot(), "schema", "handoff.schema.json"), "utf8"),
  ) as JsonSchema;
}

async function importScript<T>(name: string): Promise<T> {
  return (await import(pathToFileURL(join(packageRoot(), "scripts", name)).href)) as T;
}

/** `scripts/packet-shape.mjs`. */
export function loadPacketShape(): Promise<PacketShapeScript> {
  return importScript<PacketShapeScript>("packet-shape.mjs");
}

/** `scripts/build-validator.mjs`, which writes every file generated from the schema. */
export function loadGenerator(): Promise<GeneratorScript> {
  return importScript<GeneratorScript>("build-validator.mjs");
}
