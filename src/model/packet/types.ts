/**
 * `handoff.json`'s types, the source of truth (SPEC §3.1): a superset of the lesson's payload,
 * whose seven fields keep their exact types. They are generated from the shipped schema,
 * `schema/handoff.schema.json`, the one place the packet's shape is written: edit the schema and
 * run `npm run build:validator` (ARCHITECTURE.md, "Adding a packet section").
 */
export type * from "./types.generated.js";
