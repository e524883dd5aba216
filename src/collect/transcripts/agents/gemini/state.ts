/**
 * A GeminiParser's state between two lines as a resumable scan saves it (`resume.ts`):
 * identifiers and times, no text. The ids are Gemini's own message and tool-call ids (a message
 * is written again as its calls finish, and is counted once); the cwd is saved as its source.
 */
import type { SourceRef } from "../../events.js";
import type { LazySchema } from "../../schema-kit.js";

/** The saved state: JSON, no text of the session. */
export interface SavedGeminiParser {
  /** Ids of the tool calls already emitted. */
  done_calls: string[];
  /** Ids of the user messages already emitted. */
  seen_users: string[];
  span: [number, number] | null;
  /** The cwd event's source, null before one. */
  cwd: SourceRef | null;
}

/** The schema of a saved GeminiParser (its cwd source is checked by reading it back). */
export const GEMINI_PARSER: LazySchema = ({ z, ids, source, span }) =>
  z.object({
    done_calls: ids,
    seen_users: ids,
    span,
    cwd: source,
  });
