/**
 * A Codex CLI rollout read so that the next `write` can resume (issue 19): Codex's Stop hook
 * fires after every turn, so a session's rollout is read again and again as it grows. Through
 * the shared resumable scan (`resumable-scan.ts`): the lines are handed to the parser with where
 * they are, so every event carries the lines it was made from (`refs.ts`), the parser's
 * state saves its pending calls as their lines (`state.ts`), and a saved state is read
 * back by handing those lines to the same parser again (`sources.ts`).
 *
 * The old single-document format (`{session, items}`) is not resumable: it is read in full, as
 * without the cache (the caller is told so by a null).
 */
import { CodexParser } from "./parser.js";
import { readCodexDocument } from "./files.js";
import { type SavedCodexParser, CODEX_PARSER } from "./state.js";
import { RolloutLines, readCodexEvent } from "./sources.js";
import {
  cwdOf,
  type EventCounts,
  type ReadBack,
  type ResumableScan,
  scanSessionFile,
} from "../../resumable-scan.js";
import { TranscriptAccumulator } from "../../summary.js";

/** Read a Codex rollout into a summary, resuming from the cache when it allows; null for the
 * old document format (read it in full). */
export async function scanCodexResumable(
  scan: ResumableScan,
): Promise<{ summary: TranscriptAccumulator; counts: EventCounts } | null> {
  const { path, k } = scan;
  if ((await readCodexDocument(path)) !== undefined) return null;
  return scanSessionFile<SavedCodexParser>(
    scan,
    "codex",
    CODEX_PARSER,
    () => new CodexParser(),
    (saved) => {
      const lines = new RolloutLines(path);
      try {
        const read: ReadBack = (from, kind) => readCodexEvent(lines, from, kind);
        const parser = CodexParser.restore(saved.parser, {
          line: (place) => lines.line(place),
          cwd: cwdOf(read),
        });
        const summary = TranscriptAccumulator.restore(k, saved.summary, read, saved.passed);
        return { parser, summary };
      } finally {
        lines.close();
      }
    },
  );
}
