/**
 * Validation of a packet against the shipped JSON Schema (`schema/handoff.schema.json`, draft
 * 2020-12), through the standalone validator compiled from it at build time
 * (`scripts/build-validator.mjs`): compiling the schema at run time cost about 230 ms a command.
 * Only the commands that validate import this module, so resume's SessionStart path never loads it.
 */
import type { ErrorObject } from "ajv/dist/2020.js";
import validateSchema from "./schema-validator.generated.js";

/** The standalone validator's shape (the generated module is not type-checked). */
interface StandaloneValidator {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const validate = validateSchema as StandaloneValidator;

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
  if (validate(value)) return [];
  return (validate.errors ?? []).map(describeError);
}
