/**
 * Whether the lines an earlier session's conclusions were tied to still stand: a behaviour put
 * in as a statement or a branch that declares nothing (`if (order.hall) total += 4000;`) is
 * shown after its conclusion as " (wrote `<line>` in <file>)" (`collect/transcripts/put-in.ts`,
 * `generate/removal-dead-ends.ts`). When the work changed that file since, and neither it nor
 * another file the work changed holds the line any more, however spaced or wrapped, a later
 * session took it out: what was said of it is abandoned (`generate/stale-conclusions.ts`), in
 * whatever words the later session said it. A line only moved or reformatted still stands.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A put-in mark of one line: a single backticked item that is no bare name, and its file. */
const LINE_MARK = / \(wrote `([^`\n]+)` in ([^()\n]+)\)/;
/** A bare name (`byArrival`, `whole_boxes`, `order.hall`): its mark is read by name, not here. */
const NAME = /^[\w$.-]+$/u;
/** Files read at most, and bytes of each. */
const MAX_FILES = 24;
const MAX_FILE_BYTES = 256 * 1024;

/** A text with no white space: a line reformatted or wrapped reads the same. */
const squeezed = (text: string): string => text.replace(/\s+/g, "");

/** The lines and files the put-in marks of `conclusions` show (at most one per conclusion). */
export function markedLines(conclusions: readonly string[]): { line: string; path: string }[] {
  return conclusions.flatMap((text) => {
    const mark = LINE_MARK.exec(text);
    if (mark === null || NAME.test(mark[1] as string)) return [];
    return [{ line: mark[1] as string, path: (mark[2] as string).trim() }];
  });
}

/**
 * The marked lines gone from the code (pure, over a reader of the work's files): the work
 * changed the line's file (`changed`, or deleted it), and no changed file holds the line, its
 * white space aside. A file that cannot be read holds nothing.
 */
export function goneLines(
  marked: readonly { line: string; path: string }[],
  changed: readonly string[],
  read: (path: string) => string | null,
): string[] {
  const touched = new Set(changed);
  const candidates = marked.filter((m) => touched.has(m.path));
  if (candidates.length === 0) return [];
  const texts = new Map<string, string>();
  const textOf = (path: string): string => {
    let text = texts.get(path);
    if (text === undefined) {
      text = squeezed(read(path) ?? "");
      texts.set(path, text);
    }
    return text;
  };
  const files = [...new Set([...candidates.map((m) => m.path), ...changed])].slice(0, MAX_FILES);
  return candidates
    .filter(({ line }) => !files.some((path) => textOf(path).includes(squeezed(line))))
    .map(({ line }) => line);
}

/**
 * The lines the previous packet's conclusions were tied to that the work took out since:
 * `changed` the files the work changed or deleted in this range.
 */
export function readGoneLines(
  root: string,
  conclusions: readonly string[],
  changed: readonly string[],
): string[] {
  const marked = markedLines(conclusions);
  if (marked.length === 0) return [];
  return goneLines(marked, changed, (path) => {
    try {
      return readFileSync(join(root, path), "utf8").slice(0, MAX_FILE_BYTES);
    } catch {
      return null;
    }
  });
}
