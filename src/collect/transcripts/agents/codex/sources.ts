/**
 * Reading a saved Codex source (`refs.ts`) back into the event it was: its lines are read
 * again from the rollout and handed, in order, to a fresh `CodexParser`, whose events of the last
 * line give it (the same code, the same event). Throws when a source does not read back (the
 * file changed under the cache): the scan is then done in full.
 */
import { CodexParser } from "./parser.js";
import { asCodexRef, type RolloutLine } from "./refs.js";
import type { SourceRef, TranscriptEvent } from "../../events.js";
import { LinesAt } from "../../../../platform/lines/at.js";

/** Lines of a rollout read back by place (synchronously: a few short reads). */
export class RolloutLines {
  readonly #file: LinesAt;
  readonly #lines = new Map<string, Buffer>();
  /** The events of the last of some lines (several sources share their lines). */
  readonly #events = new Map<string, TranscriptEvent[]>();

  constructor(path: string) {
    this.#file = new LinesAt([path]);
  }

  /** The bytes of the line at `place`; throws when they cannot all be read. */
  line(place: RolloutLine): Buffer {
    const [offset, length] = place;
    const key = `${offset}:${length}`;
    const known = this.#lines.get(key);
    if (known !== undefined) return known;
    const buf = this.#file.read(0, offset, length);
    this.#lines.set(key, buf);
    return buf;
  }

  /** The events the last of `chain` gives after the others, to a fresh parser. */
  events(chain: readonly RolloutLine[]): TranscriptEvent[] {
    const key = chain.join(";");
    const known = this.#events.get(key);
    if (known !== undefined) return known;
    const parser = new CodexParser();
    let events: TranscriptEvent[] = [];
    for (const place of chain) {
      const buf = this.line(place);
      events = parser.handleBytes(buf, 0, buf.length, 0, "", place);
    }
    this.#events.set(key, events);
    return events;
  }

  close(): void {
    this.#file.close();
    this.#lines.clear();
    this.#events.clear();
  }
}

/** The event of `kind` whose source is `from`, made again from its lines. */
export function readCodexEvent(
  lines: RolloutLines,
  from: SourceRef,
  kind: TranscriptEvent["kind"],
): TranscriptEvent {
  const ref = asCodexRef(from);
  if (ref === undefined) throw new Error("not a Codex source");
  const event = lines.events(ref[0]).filter((e) => e.kind === kind)[ref[1]];
  // The parser marks the event with its own source: another one means other lines.
  if (event === undefined || !("from" in event) || !sameRef(event.from, from))
    throw new Error(`a saved ${kind} does not read back`);
  return event;
}

const sameRef = (a: SourceRef, b: SourceRef) => JSON.stringify(a) === JSON.stringify(b);
