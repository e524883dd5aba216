/**
 * The lines `handoff ingest AGENT PATH` prints: each command a transcript ran as one feedback
 * record of JSON, its output tails clipped and every string redacted, handed out a few lines at
 * a time. One producer for the main thread and for the worker that reads a big transcript, so
 * both print the same bytes.
 */
import type { FeedbackRecord } from "../../model/snapshot/types.js";
import { mapStrings } from "../../redact/walk-strings.js";
import { clipTail, OUTPUT_TAIL_CHARS } from "./events.js";
import { readTranscriptRecords } from "./index.js";
import type { SessionChoice } from "./adapter.js";

/**
 * Records per chunk: one write per line costs a call each, while a large chunk outlives the
 * young generation as it waits for its write, and the heap grows with the garbage (measured on
 * a 300 MB transcript: 256 a chunk peaked at 120-160 MB RSS in 3.0-3.8 s, 16 at 110 MB in
 * 2.3-2.4 s, with the same output).
 */
export const RECORDS_PER_CHUNK = 16;

/** The records of `path` as JSONL, in chunks of whole lines (each ends with a newline). */
export async function* readRecordLines(
  path: string,
  agent: string,
  opencode: SessionChoice,
): AsyncGenerator<string> {
  const { redact } = await import("../../redact/index.js");
  // A feedback record is our own type: its keys are schema names (kept).
  const redactStrings = (record: FeedbackRecord): FeedbackRecord =>
    mapStrings(record, (text) => redact(text).text, { keys: "schema" });
  let chunk: string[] = [];
  for await (const record of readTranscriptRecords(path, agent, opencode)) {
    // Redaction costs per character: clip to what a record keeps first, whatever the adapter.
    for (const key of ["stdout_tail", "stderr_tail"] as const) {
      const tail = record[key];
      if (tail !== undefined) record[key] = clipTail(tail, OUTPUT_TAIL_CHARS);
    }
    chunk.push(JSON.stringify(redactStrings(record)));
    if (chunk.length >= RECORDS_PER_CHUNK) {
      yield `${chunk.join("\n")}\n`;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield `${chunk.join("\n")}\n`;
}
