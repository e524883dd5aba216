/**
 * A made-up agent, "fake", whose transcripts are a tiny JSONL format, to show what adding an
 * agent takes (ARCHITECTURE.md, "Adding an agent"): this one folder and one registry line
 * (`withAdapters([fakeAdapter])`). A line is one of
 *   {"tick": ISO, "say": "user" | "agent", "text": "…"}    a message
 *   {"tick": ISO, "run": "cmd", "exit": N, "out": "…"}      a command and how it ended
 *   {"tick": ISO, "edit": "path"}                           a file written
 *   {"tick": ISO, "cwd": "/abs/path"}                       where the session runs
 * anything else is a line of no use to us (counted), a line that is not JSON is skipped.
 */
import {
  parseJsonObject,
  Span,
  str,
  type TranscriptEvent,
} from "../../../src/collect/transcripts/events.js";
import type { TranscriptAdapter } from "../../../src/collect/transcripts/index.js";
import { readLineEvents } from "../../../src/collect/transcripts/line-events.js";

/** The events of one line of a fake transcript. */
export function fakeLineEvents(
  line: string,
  lineNo: number,
  file: string,
  span: Span,
): TranscriptEvent[] {
  if (line.trim() === "") return [];
  const obj = parseJsonObject(line);
  if (typeof obj === "string") return [{ kind: "skipped", file, line: lineNo, reason: obj }];
  span.see(obj["tick"]);
  const text = str(obj["text"]);
  const say = str(obj["say"]);
  if (say === "user" && text !== undefined) return [{ kind: "user", text }];
  if (say === "agent" && text !== undefined) return [{ kind: "report", text }];
  const run = str(obj["run"]);
  if (run !== undefined) {
    const exit = typeof obj["exit"] === "number" ? obj["exit"] : null;
    const out = str(obj["out"]);
    return [
      {
        kind: "command",
        record: {
          command: run,
          exit_code: exit,
          ...(out === undefined || exit === 0 ? {} : { stdout_tail: out }),
        },
      },
    ];
  }
  const edit = str(obj["edit"]);
  if (edit !== undefined) return [{ kind: "edit", path: edit }];
  const cwd = str(obj["cwd"]);
  if (cwd !== undefined) return [{ kind: "cwd", path: cwd }];
  return [{ kind: "unknown" }];
}

async function* readFakeEvents(path: string, label: string): AsyncGenerator<TranscriptEvent[]> {
  const span = new Span();
  yield* readLineEvents(path, label, (buf, start, end, lineNo) =>
    fakeLineEvents(buf.toString("utf8", start, end), lineNo, label, span),
  );
  yield span.events();
}

export const fakeAdapter: TranscriptAdapter<"fake"> = {
  id: "fake",
  name: "Fake Agent",
  transcript: "a Fake Agent log",
  detect: { markers: [/"tick"\s*:/, /"say"\s*:\s*"(user|agent)"/, /"run"\s*:/] },
  oneFile: "a Fake Agent log is a .jsonl file",
  read: (path, label) => readFakeEvents(path, label),
};
