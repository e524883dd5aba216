/**
 * Reading a Claude Code session from disk: the subagents' sidechains
 * (`<session>/subagents/agent-*.jsonl`) first, then the main file, through one parser so
 * `uuid` deduplication spans them and the main session's own commands come last (they are the
 * most recent work the trim should keep). Lines are handed to the parser as bytes.
 */
import { readdir } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { ClaudeParser, type ClaudeParserOptions } from "./parser.js";
import type { TranscriptEvent } from "../../events.js";
import { readLineEvents } from "../../line-events.js";

/** Events of a Claude Code transcript and its subagent files, a batch per read of the file. */
export async function* readClaudeEvents(
  path: string,
  label: string,
  options: ClaudeParserOptions = {},
): AsyncGenerator<TranscriptEvent[]> {
  const parser = new ClaudeParser(options);
  for (const sub of await listSubagentFiles(path)) {
    yield* readFileEvents(parser, sub, `${label}:subagents/${basename(sub)}`, true);
  }
  yield* readFileEvents(parser, path, label, false);
  yield parser.finish();
}

function readFileEvents(
  parser: ClaudeParser,
  path: string,
  label: string,
  sidechain: boolean,
): AsyncGenerator<TranscriptEvent[]> {
  return readLineEvents(path, label, (buf, start, end, lineNo) =>
    parser.handleBytes(buf, start, end, lineNo, label, sidechain),
  );
}

/** `<dir>/<session>/subagents/agent-*.jsonl`, sorted; none when the folder is absent. */
export async function listSubagentFiles(path: string): Promise<string[]> {
  const session = basename(path).replace(/\.jsonl$/, "");
  const dir = join(dirname(path), session, "subagents");
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith("agent-") && name.endsWith(".jsonl"))
    .sort()
    .map((name) => join(dir, name));
}
