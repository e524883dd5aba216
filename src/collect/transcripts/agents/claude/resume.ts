/**
 * A Claude Code session read so that the next `write` can resume (issue 19), through the shared
 * resumable scan (`resumable-scan.ts`): the lines are handed to the parser with where they are,
 * so every event carries the source of its text (`refs.ts`), and a saved state is read
 * back from those sources (`sources.ts`).
 *
 * Subagent files are read first (as `readClaudeEvents` does): the scan resumes only when they
 * are all unchanged; a new or grown one means a full scan.
 */
import { basename } from "node:path";
import { ClaudeParser, type SavedClaudeParser } from "./parser.js";
import { listSubagentFiles } from "./files.js";
import { SessionLines, SourceReader } from "./sources.js";
import {
  type EventCounts,
  PASSING_OUTPUT,
  type ResumableScan,
  type ScanFile,
  type ScanParser,
  scanResumable,
} from "../../resumable-scan.js";
import { TranscriptAccumulator } from "../../summary.js";
import type { LazySchema } from "../../schema-kit.js";
import type { SavedTranscriptScan } from "../../transcript-cache-types.js";

/** The schema of a saved ClaudeParser (its sources are checked by reading them back). */
const CLAUDE_PARSER: LazySchema = ({ z, ids, source, span }) =>
  z.object({
    seen: z.string(),
    boundaries: ids,
    pending: z.object({
      by_id: z.array(z.unknown()),
      by_line: z.array(z.tuple([z.string(), z.array(z.unknown())])),
    }),
    span,
    cwd: source,
  });

/** Read a Claude Code session into a summary, resuming from the cache when it allows. */
export async function scanClaudeResumable(
  scan: ResumableScan,
): Promise<{ summary: TranscriptAccumulator; counts: EventCounts }> {
  const { path, label, k } = scan;
  const subs = await listSubagentFiles(path);
  const files: (ScanFile & { sidechain: boolean })[] = [
    ...subs.map((sub) => {
      const name = `subagents/${basename(sub)}`;
      return { path: sub, name, label: `${label}:${name}`, sidechain: true };
    }),
    { path, name: basename(path), label, sidechain: false },
  ];
  const driven = (parser: ClaudeParser): ScanParser<SavedClaudeParser> => ({
    line: (index, buf, start, end, lineNo, offset) => {
      const file = files[index] as (typeof files)[number];
      return parser.handleBytes(buf, start, end, lineNo, file.label, file.sidechain, [
        index,
        offset,
        end - start,
      ]);
    },
    finish: () => parser.finish(),
    save: () => parser.save(),
  });
  return scanResumable<SavedClaudeParser>(scan, {
    agent: "claude",
    files,
    parserSchema: CLAUDE_PARSER,
    start: () => driven(new ClaudeParser({ passingOutput: PASSING_OUTPUT })),
    restore: (saved) => {
      const { parser, summary } = restore(
        saved,
        k,
        files.map((f) => f.path),
        subs.length,
      );
      return { parser: driven(parser), summary };
    },
  });
}

/** The saved state read back; throws when a text cannot be read back. */
function restore(
  saved: SavedTranscriptScan<SavedClaudeParser>,
  k: number,
  paths: string[],
  subagents: number,
): { parser: ClaudeParser; summary: TranscriptAccumulator } {
  const lines = new SessionLines(paths);
  try {
    const read = new SourceReader(lines, subagents, PASSING_OUTPUT);
    const parser = ClaudeParser.restore({ passingOutput: PASSING_OUTPUT }, saved.parser, {
      tool: (from) => read.tool(from),
      cwd: (from) => read.cwd(from),
    });
    const summary = TranscriptAccumulator.restore(
      k,
      saved.summary,
      (from, kind) => read.event(from, kind),
      saved.passed,
    );
    return { parser, summary };
  } finally {
    lines.close();
  }
}
