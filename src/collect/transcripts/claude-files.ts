/**
 * Reading a Claude Code session from disk: the subagents' sidechains
 * (`<session>/subagents/agent-*.jsonl`) first, then the main file, through one parser so
 * `uuid` deduplication spans them and the main session's own commands come last (they are the
 * most recent work the trim should keep).
 */
import { readdir } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { ClaudeParser } from "./claude.js";
import type { TranscriptEvent } from "./events.js";
import { readLines } from "./read-lines.js";

/** Events of a Claude Code transcript and its subagent files. */
export async function* readClaudeEvents(
  path: string,
  label: string,
): AsyncGenerator<TranscriptEvent> {
  const parser = new ClaudeParser();
  for (const sub of await listSubagentFiles(path)) {
    const subLabel = `${label}:subagents/${basename(sub)}`;
    for await (const { line, lineNo, oversize } of readLines(sub)) {
      if (oversize !== undefined) {
        yield {
          kind: "skipped",
          file: subLabel,
          line: lineNo,
          reason: `line of ${oversize} bytes`,
        };
        continue;
      }
      yield* parser.handleLine(line, lineNo, subLabel, true);
    }
  }
  for await (const { line, lineNo, oversize } of readLines(path)) {
    if (oversize !== undefined) {
      yield { kind: "skipped", file: label, line: lineNo, reason: `line of ${oversize} bytes` };
      continue;
    }
    yield* parser.handleLine(line, lineNo, label);
  }
  yield* parser.finish();
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
