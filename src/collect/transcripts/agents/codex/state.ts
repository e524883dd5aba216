/**
 * A CodexParser's state between two lines as a resumable scan saves it (`resume.ts`): no
 * text. A pending call is saved as the rollout lines that made it (its `function_call`, then any
 * output that said it was still running) and made again by handing those lines, re-read from
 * the file, to the parser being restored: the same code makes the same call. The call and
 * session ids kept are identifiers, not text.
 */
import type { Call } from "./calls.js";
import type { RolloutLine } from "./refs.js";
import type { SourceRef, Span } from "../../events.js";
import type { LazySchema } from "../../schema-kit.js";

/** The parser's state that is not a map: the cwd, a sub-agent's rollout, compactions seen. */
export interface CodexScalars {
  cwd?: string | undefined;
  /** Where `cwd` came from, when tracked. */
  cwdFrom?: SourceRef | undefined;
  /** A sub-agent's own rollout (its first session_meta says so): its prompts are not the user's. */
  subagent?: boolean | undefined;
  /** `compacted` items and `context_compacted` events seen. */
  compacted: number;
  compactedEvents: number;
}

/** Everything a CodexParser holds across lines (its private fields, handed over). */
export interface CodexView {
  calls: Map<string, Call>;
  /** Running `exec_command` sessions: session id → call id. */
  running: Map<string, string>;
  done: Set<string>;
  span: Span;
  at: CodexScalars;
}

/** The saved state: JSON, no text of the rollout. */
export interface SavedCodexParser {
  /** Each pending call, in order, as the lines that made it. */
  calls: RolloutLine[][];
  running: [string, string][];
  /** Call ids already emitted. */
  done: string[];
  span: [number, number] | null;
  /** The cwd event's source, null before one. */
  cwd: SourceRef | null;
  subagent: boolean | null;
  compacted: [number, number];
}

/** The schema of a saved CodexParser (its sources are checked by reading them back). */
export const CODEX_PARSER: LazySchema = ({ z, count, ids, source, span }) =>
  z.object({
    // A pending call: the rollout lines that made it, at least one.
    calls: z.array(z.array(z.tuple([count(), count()])).check(z.minLength(1))),
    running: z.array(z.tuple([z.string(), z.string()])),
    done: ids,
    span,
    cwd: source,
    subagent: z.nullable(z.boolean()),
    compacted: z.tuple([count(), count()]),
  });

/** How a restore reads the rollout back: a line's bytes, and the cwd event's path. */
export interface CodexStateReader {
  line: (place: RolloutLine) => Buffer;
  cwd: (from: SourceRef) => string;
}

/** The saved form of `view`; null when a pending call or the cwd has no source (not tracked). */
export function saveCodexState(view: CodexView): SavedCodexParser | null {
  const calls: RolloutLine[][] = [];
  for (const call of view.calls.values()) {
    if (call.lines === undefined) return null;
    calls.push([...call.lines]);
  }
  const { at, span } = view;
  if (at.cwd !== undefined && at.cwdFrom === undefined) return null;
  return {
    calls,
    running: [...view.running],
    done: [...view.done],
    span: span.first <= span.last ? [span.first, span.last] : null,
    cwd: at.cwdFrom ?? null,
    subagent: at.subagent ?? null,
    compacted: [at.compacted, at.compactedEvents],
  };
}

/**
 * Fill `view` (a fresh parser's) with the state `saved` describes: each pending call made again
 * by `replay`ing its lines, read back by `read`. Throws when a call does not come back as saved.
 */
export function restoreCodexState(
  saved: SavedCodexParser,
  view: CodexView,
  read: CodexStateReader,
  replay: (buf: Buffer, place: RolloutLine) => void,
): void {
  for (const lines of saved.calls) {
    const before = view.calls.size;
    for (const place of lines) replay(read.line(place), place);
    const call = [...view.calls.values()].at(-1);
    if (view.calls.size !== before + 1 || JSON.stringify(call?.lines) !== JSON.stringify(lines))
      throw new Error("a pending call does not read back");
  }
  // What the replays set is replaced by the saved state as a whole.
  view.running.clear();
  for (const [session, id] of saved.running) view.running.set(session, id);
  for (const id of saved.done) view.done.add(id);
  view.span.first = saved.span?.[0] ?? Number.POSITIVE_INFINITY;
  view.span.last = saved.span?.[1] ?? Number.NEGATIVE_INFINITY;
  const { at } = view;
  if (saved.cwd !== null) {
    at.cwd = read.cwd(saved.cwd);
    at.cwdFrom = saved.cwd;
  }
  at.subagent = saved.subagent ?? undefined;
  [at.compacted, at.compactedEvents] = saved.compacted;
}
