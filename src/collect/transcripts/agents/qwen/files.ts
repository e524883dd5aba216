/**
 * Reading a Qwen Code session from disk: its JSONL streamed line by line, a half-written last
 * line a skipped line, never a failure.
 */
import type { TranscriptEvent } from "../../events.js";
import { readLineEvents } from "../../line-events.js";
import { QwenParser } from "./parser.js";

/** Events of a Qwen Code session file, a batch per read of the file. */
export async function* readQwenEvents(
  path: string,
  label: string,
): AsyncGenerator<TranscriptEvent[]> {
  const parser = new QwenParser();
  yield* readLineEvents(path, label, (buf, start, end, lineNo) =>
    parser.handleBytes(buf, start, end, lineNo, label),
  );
  yield parser.finish();
}
