/**
 * Validation of a packet against the shipped JSON Schema (`schema/handoff.schema.json`, draft
 * 2020-12). ajv and the schema load on the first call only, so commands that never validate
 * (resume on the SessionStart path) do not pay for them.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import { packageRoot } from "../util/package-root.js";

type AjvModule = typeof import("ajv/dist/2020.js");

let compiled: ValidateFunction | undefined;

/** Path of the shipped schema file. */
export function findSchemaPath(): string {
  return join(packageRoot(), "schema", "handoff.schema.json");
}

function compileSchema(): ValidateFunction {
  if (compiled !== undefined) return compiled;
  // ajv is CommonJS; requiring it keeps validatePacket synchronous and the load lazy.
  const require = createRequire(import.meta.url);
  const { Ajv2020 } = require("ajv/dist/2020.js") as AjvModule;
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
  });
  const schema = JSON.parse(readFileSync(findSchemaPath(), "utf8")) as object;
  compiled = ajv.compile(schema);
  return compiled;
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath === "" ? "(packet)" : error.instancePath;
  const extra =
    error.keyword === "additionalProperties" && "additionalProperty" in error.params
      ? ` (${String(error.params["additionalProperty"])})`
      : "";
  return `${where} ${error.message ?? error.keyword}${extra}`;
}

/** Schema errors of `value` as readable lines; empty when it is a valid packet. */
export function validatePacket(value: unknown): string[] {
  const validate = compileSchema();
  if (validate(value)) return [];
  return (validate.errors ?? []).map(describeError);
}
