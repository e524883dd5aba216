/**
 * Reading a GitHub Copilot CLI session from disk: its `events.jsonl` streamed line by line (a
 * half-written last line is a skipped line, never a failure). A folder is read as a session's
 * folder (it holds `events.jsonl`) or as the `session-state` folder of every session: then the
 * session `--session ID` names, else the newest run in this repository (never another
 * project's: the newest of them all usually is).
 */
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { InputError } from "../../../../errors.js";
import type { SessionChoice } from "../../adapter.js";
import { parseJsonObject, type TranscriptEvent } from "../../events.js";
import { readLineEvents } from "../../line-events.js";
import { newestCopilotSession } from "./locate.js";
import { CopilotParser } from "./parser.js";

/** Events of a Copilot CLI session file or folder, a batch at a time. */
export async function* readCopilotEvents(
  path: string,
  label: string,
  choice: SessionChoice | undefined,
): AsyncGenerator<TranscriptEvent[]> {
  const file = await sessionFile(path, label, choice);
  const parser = new CopilotParser();
  yield* readLineEvents(file, label, (buf, start, end, lineNo) => {
    const line = buf.toString("utf8", start, end);
    if (line.trim() === "") return [];
    const obj = parseJsonObject(line);
    return typeof obj === "string"
      ? [{ kind: "skipped", file: label, line: lineNo, reason: obj }]
      : parser.handleLine(obj, lineNo, label);
  });
  yield parser.finish();
}

/** The session file a path names: itself, a session folder's, or the chosen one of a store. */
async function sessionFile(
  path: string,
  label: string,
  choice: SessionChoice | undefined,
): Promise<string> {
  if (!(await stat(path)).isDirectory()) return path;
  if (existsSync(join(path, "events.jsonl"))) return join(path, "events.jsonl");
  if (choice?.session !== undefined) {
    const named = join(path, choice.session, "events.jsonl");
    if (!/^[\w.-]+$/.test(choice.session) || !existsSync(named)) {
      throw new InputError(`${label}: no Copilot CLI session ${choice.session} in it`, {
        file: label,
      });
    }
    return named;
  }
  const within = choice?.within;
  const found = await newestCopilotSession(path, within === undefined ? ["/"] : [within]);
  if (found === null) {
    throw new InputError(
      within === undefined
        ? `${label}: no Copilot CLI session (<id>/events.jsonl) in it`
        : `${label}: no Copilot CLI session run in ${within}; name one with --session ID`,
      { file: label },
    );
  }
  return found.path;
}
