/**
 * Redaction (SPEC §6): every string that leaves the process passes through `redact()`.
 * Importing this module loads the secretlint preset; paths that never redact (resume, the
 * session-start hook) must import it lazily, if at all.
 */
export { redact, redactInContext, findSecrets } from "./redact.js";
export { redactValue, countKinds } from "./redact-value.js";
export { redactArgv } from "./argv.js";
export { createRedactStream, redactStream, type RedactStreamOptions } from "./stream.js";
export { renderReplacement } from "./spans.js";
export type { RedactionFinding, RedactResult } from "./types.js";
