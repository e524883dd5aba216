/**
 * A Gemini CLI session read so that the next `write` can resume (issue 19): Gemini CLI 0.40+
 * appends each message to its JSONL file (a message written again as its tool calls finish, a
 * `$set` line for an update) and rewrites the file only to recover an unreadable one, through a
 * new file renamed over it (another inode: the cache's identity check sends that to a full
 * scan). Through the shared resumable scan (`resumable-scan.ts`): each event carries the message
 * it was made from (`refs.ts`), the parser's state holds ids, times and the cwd's source
 * (`state.ts`), and a saved source is read back by handing its message, re-read from the
 * file, to a fresh `GeminiParser`.
 *
 * The older single-document session JSON is not resumable: it is read in full, as without the
 * cache (the caller is told so by a null).
 */
import { isObject, type JsonObject, type SourceRef, type TranscriptEvent } from "../../events.js";
import { GeminiParser } from "./parser.js";
import { readGeminiDocument } from "./files.js";
import { asGeminiRef } from "./refs.js";
import { GEMINI_PARSER, type SavedGeminiParser } from "./state.js";
import { LinesAt } from "../../../../platform/lines/at.js";
import {
  cwdOf,
  type EventCounts,
  type ReadBack,
  type ResumableScan,
  scanSessionFile,
} from "../../resumable-scan.js";
import { TranscriptAccumulator } from "../../summary.js";

/** Read a Gemini CLI session into a summary, resuming from the cache when it allows; null for
 * the older session JSON (read it in full). */
export async function scanGeminiResumable(
  scan: ResumableScan,
): Promise<{ summary: TranscriptAccumulator; counts: EventCounts } | null> {
  const { path, k } = scan;
  if ((await readGeminiDocument(path)) !== undefined) return null;
  return scanSessionFile<SavedGeminiParser>(
    scan,
    "gemini",
    GEMINI_PARSER,
    () => new GeminiParser(),
    (saved) => {
      const messages = new SessionMessages(path);
      try {
        const read: ReadBack = (from, kind) => messages.event(from, kind);
        const parser = GeminiParser.restore(saved.parser, cwdOf(read));
        const summary = TranscriptAccumulator.restore(k, saved.summary, read, saved.passed);
        return { parser, summary };
      } finally {
        messages.close();
      }
    },
  );
}

/** Messages of a session file read back by source (synchronously: a few short reads). */
class SessionMessages {
  readonly #file: LinesAt;
  /** Parsed lines by place, and the event of each source read (one object per source). */
  readonly #lines = new Map<string, JsonObject>();
  readonly #events = new Map<string, TranscriptEvent>();

  constructor(path: string) {
    this.#file = new LinesAt([path]);
  }

  /** The event of `kind` whose source is `from`; throws when it does not read back. */
  event(from: SourceRef, kind: TranscriptEvent["kind"]): TranscriptEvent {
    const ref = asGeminiRef(from);
    if (ref === undefined) throw new Error("not a Gemini CLI source");
    const key = ref.join(":");
    const known = this.#events.get(key);
    if (known !== undefined && known.kind === kind) return known;
    const [offset, length, index, call, nth] = ref;
    const line = this.#line(offset, length);
    // A `$set` line holds a message list; any other line is one message.
    const set = line["$set"];
    const messages = isObject(set) ? set["messages"] : [line];
    const message = Array.isArray(messages) ? messages[index] : undefined;
    const events = isObject(message) ? new GeminiParser().eventsOf(message, call) : [];
    const event = events.filter((e) => e.kind === kind)[nth];
    if (event === undefined) throw new Error(`a saved ${kind} does not read back`);
    const tracked = { ...event, from: ref } as TranscriptEvent;
    this.#events.set(key, tracked);
    return tracked;
  }

  close(): void {
    this.#file.close();
    this.#lines.clear();
    this.#events.clear();
  }

  /** The line at `offset`, parsed; throws when it cannot be read or is not a JSON object. */
  #line(offset: number, length: number): JsonObject {
    const key = `${offset}:${length}`;
    const known = this.#lines.get(key);
    if (known !== undefined) return known;
    const value: unknown = JSON.parse(this.#file.read(0, offset, length).toString("utf8"));
    if (!isObject(value)) throw new Error("not a JSON object");
    this.#lines.set(key, value);
    return value;
  }
}
