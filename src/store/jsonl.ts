/**
 * JSON Lines files of the registry (`log.jsonl`, `notes.jsonl`): a tolerant reader (a bad line
 * is skipped and reported, never fatal) and an appender that never glues a new record onto a
 * torn last line.
 */
import { openRegularFile, readRegularFile } from "../platform/read-regular-file.js";
import { basename, dirname } from "node:path";
import { InputError } from "../errors.js";
import { describeJsonBounds } from "../json/json-shape.js";

/** A line that could not be used, by 1-based line number. */
export interface SkippedRecord {
  line: number;
  reason: string;
}

/** What parsing a JSONL text gave: the valid records, in file order, and the lines skipped. */
export interface ParsedLines<T> {
  records: T[];
  skipped: SkippedRecord[];
}

/**
 * Parse JSON Lines; `validate` returns the record or a reason string to skip it. Blank lines are
 * ignored silently (an append that was interrupted before its newline leaves none).
 */
export function parseJsonLines<T>(
  text: string,
  validate: (value: unknown) => T | string,
): ParsedLines<T> {
  const records: T[] = [];
  const skipped: SkippedRecord[] = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line === "") continue;
    const beyond = describeJsonBounds(line);
    if (beyond !== null) {
      skipped.push({ line: index + 1, reason: beyond.replace("a JSON file", "a record") });
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      skipped.push({ line: index + 1, reason: "not valid JSON" });
      continue;
    }
    const result = validate(value);
    if (typeof result === "string") skipped.push({ line: index + 1, reason: result });
    else records.push(result);
  }
  return { records, skipped };
}

/** Read a JSONL file; a missing file is empty. */
export async function readJsonLines<T>(
  path: string,
  validate: (value: unknown) => T | string,
): Promise<ParsedLines<T>> {
  let text: string;
  try {
    // A FIFO in place of the file would block the read forever: refused, naming the file.
    text = await readRegularFile(path, displayName(path));
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { records: [], skipped: [] };
    if (code === "ENOTDIR") {
      throw new InputError(
        `${displayName(path)}: cannot be read (ENOTDIR: a part of the path is a file, expected a folder)`,
        { file: displayName(path) },
      );
    }
    throw new InputError(`${displayName(path)}: cannot be read (${code ?? "unknown error"})`, {
      file: displayName(path),
    });
  }
  return parseJsonLines(text, validate);
}

/**
 * Append records as JSON lines in ONE write, then fsync. Callers hold the registry lock. If the
 * file does not end with a newline (a writer lost power mid-line), a newline goes first so the
 * torn line stays a single skipped line instead of corrupting this record too.
 */
export async function appendJsonLines(path: string, records: readonly unknown[]): Promise<void> {
  if (records.length === 0) return;
  const handle = await openRegularFile(path, "a+", displayName(path));
  try {
    const { size } = await handle.stat();
    let prefix = "";
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = "\n";
    }
    const body = records.map((record) => JSON.stringify(record)).join("\n");
    await handle.write(`${prefix}${body}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** `.handoff/notes.jsonl` rather than an absolute path: messages name files as the user sees them. */
function displayName(path: string): string {
  return `${basename(dirname(path))}/${basename(path)}`;
}
