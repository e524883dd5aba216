/**
 * A JSONL transcript as batches of events: each line of the forward reader, as bytes, through an
 * agent's parser, one batch per read of the file; a line over the size limit becomes a
 * `skipped` event, never a buffer that size.
 */
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
    const visit: LineVisitor = ({ buf, start, end, lineNo, oversize }) => {
      if (oversize !== undefined) batch.push(skipOversize(label, lineNo, oversize));
      else for (const event of handle(buf, start, end, lineNo)) batch.push(event);
    };
    while (await reader.next(visit)) {
      if (batch.length > 0) yield batch;
      batch = [];
    }
  } finally {
    await reader.close();
  }
}
