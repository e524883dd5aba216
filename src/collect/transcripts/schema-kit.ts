/**
 * What the transcript scan cache's schemas are built with (`transcript-cache-check.ts`): zod, as
 * every stored file of handoff is checked (src/model/inputs/), with the few shapes the cache's
 * parts share. The parts (the summary's fields in `summary-state.ts`, each adapter's parser
 * state) give their schema as a function of this kit, so only the check, loaded once a cache
 * file is there to check, loads zod: a write without a cache never does (the hooks' cold path).
 */
import type * as Z from "zod/mini";

/**
 * The parts of zod/mini the schemas use, handed in by the one module that loads it. Named, not
 * the whole namespace: a namespace object passed around keeps the bundler from shaking zod,
 * and every module that loads zod would then load all of it (scripts/bundle-zod.mjs).
 */
export type Zod = Pick<
  typeof Z,
  | "array"
  | "boolean"
  | "custom"
  | "gte"
  | "int"
  | "literal"
  | "minLength"
  | "nullable"
  | "number"
  | "object"
  | "refine"
  | "regex"
  | "string"
  | "tuple"
  | "unknown"
>;

/** The shapes the cache's parts share, over the zod the check loaded. */
export function schemaKit(z: Zod) {
  return {
    z,
    /** A non-negative (or at least `min`) integer that a JSON number holds exactly. */
    count: (min = 0) => z.int().check(z.gte(min)),
    /** An exit code, or null (killed, or not recorded). */
    exitCode: z.nullable(z.int()),
    /**
     * A list of ids (uuids, call ids), as long as the session: checked in one pass, since
     * zod's per-element parse of `array(string())` grows with it (5.5 ms for 8,700 ids,
     * measured, where the whole rest of the cache takes 1.6 ms).
     */
    ids: z.custom<string[]>((v) => Array.isArray(v) && v.every((id) => typeof id === "string")),
    /** Where a text sits in the transcript: the adapter's to check, by reading it back. */
    source: z.unknown(),
    /** A span of epoch ms, first to last (one saved backwards says so), or null before any timestamp. */
    span: z.nullable(
      z.tuple([z.number(), z.number()]).check(z.refine(([first, last]) => first <= last)),
    ),
  };
}

export type SchemaKit = ReturnType<typeof schemaKit>;

/** A schema, built from the kit when the cache is checked. */
export type LazySchema = (kit: SchemaKit) => Z.ZodMiniType;
