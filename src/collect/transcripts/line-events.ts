/**
 * A JSONL transcript as batches of events: each line of the forward reader, as bytes, through an
 * agent's parser, one batch per read of the file; a line over the size limit becomes a
 * `skipped` event, never a buffer that size. Past the first few skipped lines (all a summary
 * lists), the others of a batch fold into one counted event: a file of broken lines must not
 * hold an event per line.
 */
import { MAX_SKIPPED_LISTED } from "../../model/snapshot/types.js";
import { type LineVisitor, openForward, type ReadOptions } from "../../platform/lines/forward.js";
import { skipOversize, type TranscriptEvent } from "./events.js";

/** What an adapter makes of one line: `buf[start, end)`, line `lineNo`. */
export type LineHandler = (
  buf: Buffer,
  start: number,
  end: number,
  lineNo: number,
) => TranscriptEvent[];

/** Transcripts are read in bigger chunks than the feedback log: their lines are longer. */
export const TRANSCRIPT_CHUNK_BYTES = 2 * 1024 * 1024;

/**
 * Every line of `path` through `handle`, one batch of events per read; a line over the size
 * limit becomes a `skipped` event naming `label`. `options` passes on to the reader (a resumed
 * read: `startOffset`, `startLineNo`, `onComplete`).
 */
export async function* readLineEvents(
  path: string,
  label: string,
  handle: LineHandler,
  options: ReadOptions = {},
): AsyncGenerator<TranscriptEvent[]> {
  const reader = await openForward(path, { chunkBytes: TRANSCRIPT_CHUNK_BYTES, ...options });
  try {
    let batch: TranscriptEvent[] = [];
    const skips = new SkipFolder();
    const visit: LineVisitor = ({ buf, start, end, lineNo, oversize }) => {
      if (oversize !== undefined) skips.push(batch, skipOversize(label, lineNo, oversize));
      else for (const event of handle(buf, start, end, lineNo)) skips.push(batch, event);
    };
    while (await reader.next(visit)) {
      if (batch.length > 0) yield batch;
      batch = [];
      skips.newBatch();
    }
  } finally {
    await reader.close();
  }
}

/**
 * Puts events in a batch, skipped lines past the first MAX_SKIPPED_LISTED of a reader folded
 * into one event of the batch that counts them (the summary lists only the first ones, in file
 * order, and counts the rest): the batch's memory is its valid lines', whatever the broken ones.
 */
export class SkipFolder {
  #listed = 0;
  #folded: Extract<TranscriptEvent, { kind: "skipped" }> | undefined;

  push(batch: TranscriptEvent[], event: TranscriptEvent): void {
    if (event.kind !== "skipped") batch.push(event);
    else if (this.#listed < MAX_SKIPPED_LISTED) {
      this.#listed++;
      batch.push(event);
    } else if (this.#folded === undefined) {
      this.#folded = { ...event, count: event.count ?? 1 };
      batch.push(this.#folded);
    } else this.#folded.count = (this.#folded.count ?? 1) + (event.count ?? 1);
  }

  /** The next events go to a new batch: the folded event of the last one is handed out. */
  newBatch(): void {
    this.#folded = undefined;
  }
}
