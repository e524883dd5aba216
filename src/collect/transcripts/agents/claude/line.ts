/**
 * A Claude Code line as the byte reader builds it: the keys the parser reads (the rest of a line
 * is checked, not built), and the one-line read a resumed scan uses to read a line back; the
 * parser's options and the state it saves between lines.
 */
import { readSparseObject, type Shape, UNCERTAIN } from "../../../../json/sparse-json.js";
import type { SavedPendingTools } from "./tools.js";
import { type JsonObject, parseJsonObject, type SourceRef } from "../../events.js";

/**
 * Every key `handle` reads, by level: the byte reader builds only these (the rest of a line is
 * checked, not built). A key read below and missing here would silently read as absent: the
 * fast-path test compares both paths on every fixture to catch that.
 */
export const CLAUDE_LINE_SHAPE: Shape = new Map<string, Shape | true>([
  ...[
    "uuid",
    "type",
    "timestamp",
    "cwd",
    "isSidechain",
    "subtype",
    "isCompactSummary",
    "parentUuid",
    "isMeta",
    "origin",
    "sourceToolAssistantUUID",
    "isApiErrorMessage",
  ].map((key) => [key, true] as const),
  [
    "message",
    new Map([
      ["content", true],
      ["model", true],
    ]),
  ],
  [
    "attachment",
    new Map(["type", "prompt", "commandMode", "origin", "isMeta"].map((key) => [key, true])),
  ],
  [
    "toolUseResult",
    new Map(
      ["stdout", "stderr", "returnCodeInterpretation", "interrupted"].map((key) => [key, true]),
    ),
  ],
]);

/**
 * Lines shorter than this go to JSON.parse whole (prompts, assistant turns, hook and progress
 * lines): the byte reader's cost is a line's structure, whatever its size, paid in JS that a
 * cold scan runs before it is compiled, and JSON.parse reads a short line natively for less
 * (measured). Longer lines (tool results: an output, twice) go to the byte reader, which leaves
 * their long strings undecoded. Both give the same object (claude-fast-path.test.ts).
 */
export const NATIVE_LINE_BYTES = 1_200;

/** One line's object, read as `handleBytes` reads it; or why it is not one. */
export function parseClaudeLine(buf: Buffer, start: number, end: number): JsonObject | string {
  if (end - start < NATIVE_LINE_BYTES) return parseJsonObject(buf.toString("utf8", start, end));
  const value = readSparseObject(buf, start, end, CLAUDE_LINE_SHAPE);
  return value === UNCERTAIN ? parseJsonObject(buf.toString("utf8", start, end)) : value;
}

/** Options of a ClaudeParser. */
export interface ClaudeParserOptions {
  /**
   * Give passing commands (exit code 0) their stdout/stderr tails (default true). A caller that
   * only trims the records turns it off: a passing record keeps its command only (SPEC §4).
   */
  passingOutput?: boolean;
  /**
   * Lines shorter than this many bytes go to JSON.parse whole (default NATIVE_LINE_BYTES); the
   * fast-path tests set 0 to send every line through the byte reader.
   */
  nativeLineBytes?: number;
}

/** A ClaudeParser's state between two lines, as a resumable scan saves it: no text. */
export interface SavedClaudeParser {
  /** The line uuids seen, as `IdSet.save` gives them (hashes, not the ids). */
  seen: string;
  boundaries: string[];
  pending: SavedPendingTools;
  /** The span so far, null before any timestamp. */
  span: [number, number] | null;
  /** The line the cwd came from, null before one. */
  cwd: SourceRef | null;
}
