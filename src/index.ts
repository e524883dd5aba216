/**
 * The library: `import { collect, generate, trim } from "agent-handoff"`.
 * Each export is one stage of the pipeline (collect → snapshot → check → trim/redact → render →
 * store) or the way back (resume). The CLI is a thin edge over these.
 */
export { collect, type CollectOptions } from "./collect/index.js";
export { checkCleanState as check } from "./check/clean-state.js";
export { generate, type GenerateResult } from "./generate/index.js";
export { trim, FeedbackTrimmer, type TrimResult } from "./trim/trim.js";
export { redact, type RedactResult, type RedactionFinding } from "./redact/index.js";
export { renderMarkdown, renderHistory } from "./render/markdown.js";
export { resume } from "./resume/resume.js";
export {
  writeHandoff,
  type WriteHandoffOptions,
  type WriteHandoffResult,
} from "./pipeline/write-handoff.js";
export * from "./errors.js";
export type * from "./model/snapshot/types.js";
export type * from "./model/packet/types.js";
