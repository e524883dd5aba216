/**
 * The feedback-log scan's memory of lines: where each line can be re-read from, re-reading it,
 * and the ring of the last K lines whose records the trim shows at the end.
 */
import { join } from "node:path";
import type { FeedbackRecord } from "../../model/snapshot/types.js";
import { LinesAt } from "../../platform/lines/at.js";
import type { LineRef } from "../../platform/lines/line.js";

/** Where a line can be re-read from (repo-relative file, byte offset and length, line number). */
export interface LineLocation {
  file: string;
  offset: number;
  length: number;
  lineNo: number;
}

/** One of the last K lines: its place in the stream and, when it failed, its quick record. */
export interface WindowEntry extends LineLocation {
  position: number;
  record: FeedbackRecord | undefined;
}

/** The location of `line` of `file`. */
export function locationOf(file: string, line: LineRef): LineLocation {
  return { file, offset: line.offset, length: line.end - line.start, lineNo: line.lineNo };
}

/**
 * The last K lines, in a ring of reused slots: a log of a million lines must not allocate an
 * object per line just to forget it K lines later.
 */
export class LineWindow {
  readonly #slots: WindowEntry[];
  #next = 0;
  #size = 0;

  constructor(k: number) {
    this.#slots = Array.from({ length: k }, () => ({
      position: 0,
      file: "",
      offset: 0,
      length: 0,
      lineNo: 0,
      record: undefined,
    }));
  }

  /** How many lines it keeps (K). */
  get capacity(): number {
    return this.#slots.length;
  }

  push(position: number, file: string, line: LineRef, record: FeedbackRecord | undefined): void {
    // Called for every line of the log: the slot is filled in place, no object is made.
    const slot = this.#slots[this.#next] as WindowEntry;
    slot.position = position;
    slot.file = file;
    slot.offset = line.offset;
    slot.length = line.end - line.start;
    slot.lineNo = line.lineNo;
    slot.record = record;
    this.#advance();
  }

  /** `push` of a passing line known by its place alone (a line the scan took in a run). */
  pushPassing(
    position: number,
    file: string,
    offset: number,
    length: number,
    lineNo: number,
  ): void {
    const slot = this.#slots[this.#next] as WindowEntry;
    slot.position = position;
    slot.file = file;
    slot.offset = offset;
    slot.length = length;
    slot.lineNo = lineNo;
    slot.record = undefined;
    this.#advance();
  }

  #set(position: number, at: LineLocation, record: FeedbackRecord | undefined): void {
    const slot = this.#slots[this.#next] as WindowEntry;
    slot.position = position;
    slot.file = at.file;
    slot.offset = at.offset;
    slot.length = at.length;
    slot.lineNo = at.lineNo;
    slot.record = record;
    this.#advance();
  }

  #advance(): void {
    this.#next = (this.#next + 1) % this.#slots.length;
    this.#size = Math.min(this.#size + 1, this.#slots.length);
  }

  /** Oldest first (copies: the ring goes on). */
  entries(): WindowEntry[] {
    const n = this.#slots.length;
    const start = (this.#next - this.#size + n) % n;
    return Array.from({ length: this.#size }, (_, i) => ({
      ...(this.#slots[(start + i) % n] as WindowEntry),
    }));
  }

  /** A window holding `entries` (oldest first), as `entries()` gave them. */
  static of(k: number, entries: readonly WindowEntry[]): LineWindow {
    const window = new LineWindow(k);
    for (const entry of entries.slice(-k)) window.#set(entry.position, entry, entry.record);
    return window;
  }
}

/**
 * Re-reads lines of the log files, one open file each (`platform/lines/at.ts`): a line the log
 * no longer holds whole (truncated or rewritten since the scan) is a `LineCutShortError`.
 */
export class LineReader {
  readonly #lines: LinesAt<string>;

  constructor(root: string) {
    this.#lines = new LinesAt<string>({ path: (file) => join(root, file), label: (file) => file });
  }

  /** The bytes of the line at `location`. */
  read(location: LineLocation): Promise<Buffer> {
    const { file, offset, length, lineNo } = location;
    return this.#lines.readAsync(file, offset, length, lineNo);
  }

  close(): Promise<void> {
    return this.#lines.closeAfterReads();
  }
}
