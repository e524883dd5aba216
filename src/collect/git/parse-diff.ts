/**
 * Pure parser of a unified diff (`git diff -U0`): per-file line counts and hunks, and the lines it
 * adds with the new-side line number of each. Hunk headers give exact line counts, so an added line whose own text starts
 * with `++ ` is never mistaken for a `+++` file header.
 */

import type { AddedLine } from "../../model/snapshot/git-types.js";

/** Lines longer than this are cut: a minified bundle must not fill the snapshot. */
export const MAX_LINE_CHARS = 500;

const ESCAPES: Record<string, number> = {
  a: 7,
  b: 8,
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  '"': 34,
  "\\": 92,
};

/**
 * Undo git's C-style quoting of a path (`"a\tb"`, `"\303\251"`): escapes become bytes, and the
 * bytes are read as UTF-8. An unquoted path is returned as it is.
 */
export function unquoteCPath(text: string): string {
  if (!(text.length >= 2 && text.startsWith('"') && text.endsWith('"'))) return text;
  const body = text.slice(1, -1);
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] ?? "";
    if (ch !== "\\") {
      bytes.push(...Buffer.from(ch, "utf8"));
      continue;
    }
    const next = body[i + 1] ?? "";
    const octal = /^[0-7]{3}/.exec(body.slice(i + 1, i + 4));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8));
      i += 3;
    } else if (next in ESCAPES) {
      bytes.push(ESCAPES[next] ?? 0);
      i += 1;
    } else {
      bytes.push(92);
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The path of a `--- ` / `+++ ` header without its prefix, or null for `/dev/null`. */
export function parseNewPath(header: string, prefix = "b/"): string | null {
  let name = header.slice(4);
  if (name === "/dev/null") return null;
  // Git appends a tab to an unquoted name holding a space (for GNU patch); a quoted one has none.
  if (!name.startsWith('"') && name.endsWith("\t")) name = name.slice(0, -1);
  const path = unquoteCPath(name);
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** Length of a C-quoted string at the start of `text` (quotes included), or -1. */
function quotedLength(text: string): number {
  if (!text.startsWith('"')) return -1;
  for (let i = 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === '"') return i + 1;
  }
  return -1;
}

function stripPrefix(path: string, prefix: string): string | null {
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}

/**
 * Both paths of a `diff --git a/X b/Y` header. Unquoted names may hold spaces, so the split is
 * only certain when both names are equal (mode changes, edits) or quoted; renames also carry
 * `rename from/to` lines, which override this. Null when it cannot be told.
 */
export function parseHeaderPaths(rest: string): [string, string] | null {
  const firstQuoted = quotedLength(rest);
  if (firstQuoted > 0) {
    const a = stripPrefix(unquoteCPath(rest.slice(0, firstQuoted)), "a/");
    const second = rest.slice(firstQuoted + 1);
    const b = stripPrefix(second.startsWith('"') ? unquoteCPath(second) : second, "b/");
    return a === null || b === null ? null : [a, b];
  }
  if (rest.endsWith('"')) {
    const open = rest.lastIndexOf(' "');
    const a = stripPrefix(rest.slice(0, open), "a/");
    const b = stripPrefix(unquoteCPath(rest.slice(open + 1)), "b/");
    return open < 0 || a === null || b === null ? null : [a, b];
  }
  const half = (rest.length - 1) / 2;
  if (!Number.isInteger(half) || rest[half] !== " ") return null;
  const a = stripPrefix(rest.slice(0, half), "a/");
  const b = stripPrefix(rest.slice(half + 1), "b/");
  return a !== null && a === b ? [a, b] : null;
}

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** One hunk's ranges: old lines `oldStart…+oldCount` became new lines `newStart…+newCount`. */
export interface Hunk {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
}

/** One file of a patch. Paths are null on the side where the file does not exist. */
export interface PatchFile {
  oldPath: string | null;
  newPath: string | null;
  added: number;
  deleted: number;
  binary: boolean;
  hunks: Hunk[];
}

/** A parsed patch: its files, the added lines (bounded), and whether the bound cut them short. */
export interface ParsedPatch {
  files: PatchFile[];
  lines: AddedLine[];
  truncated: boolean;
}

function newFile(): PatchFile {
  return { oldPath: null, newPath: null, added: 0, deleted: 0, binary: false, hunks: [] };
}

/**
 * Parse a unified diff made with `-U0 --src-prefix=a/ --dst-prefix=b/`: per file, the line counts
 * (numstat) and hunks; and the added lines with their new-side line numbers, at most `maxLines`
 * of them (counting goes on past the bound). Binary files and pure renames add no lines.
 */
export function parsePatch(diff: string, maxLines: number): ParsedPatch {
  const files: PatchFile[] = [];
  const lines: AddedLine[] = [];
  let truncated = false;
  let file: PatchFile | null = null;
  let oldLeft = 0;
  let newLeft = 0;
  let lineNo = 0;
  for (const raw of diff.split("\n")) {
    if (file !== null && (oldLeft > 0 || newLeft > 0)) {
      const mark = raw[0];
      if (mark === "+") {
        file.added++;
        if (file.newPath !== null) {
          if (lines.length < maxLines) {
            lines.push({
              path: file.newPath,
              line: lineNo,
              text: raw.slice(1, 1 + MAX_LINE_CHARS),
            });
          } else {
            truncated = true;
          }
        }
        lineNo++;
        newLeft--;
        continue;
      }
      if (mark === "-") {
        file.deleted++;
        oldLeft--;
        continue;
      }
      if (mark === " ") {
        lineNo++;
        oldLeft--;
        newLeft--;
        continue;
      }
      if (mark === "\\") continue;
      // Not a hunk line: the output was cut short; resynchronise on the next header.
      oldLeft = 0;
      newLeft = 0;
    }
    if (raw.startsWith("diff --git ")) {
      file = newFile();
      const paths = parseHeaderPaths(raw.slice("diff --git ".length));
      if (paths !== null) [file.oldPath, file.newPath] = paths;
      files.push(file);
    } else if (file === null) {
      // Before the first file header: nothing to attach the line to.
    } else if (raw.startsWith("new file mode ")) {
      file.oldPath = null;
    } else if (raw.startsWith("deleted file mode ")) {
      file.newPath = null;
    } else if (raw.startsWith("rename from ") || raw.startsWith("copy from ")) {
      file.oldPath = unquoteCPath(raw.slice(raw.indexOf(" from ") + 6));
    } else if (raw.startsWith("rename to ") || raw.startsWith("copy to ")) {
      file.newPath = unquoteCPath(raw.slice(raw.indexOf(" to ") + 4));
    } else if (raw.startsWith("--- ")) {
      file.oldPath = parseNewPath(raw, "a/");
    } else if (raw.startsWith("+++ ")) {
      file.newPath = parseNewPath(raw, "b/");
    } else if (raw.startsWith("Binary files ")) {
      file.binary = true;
    } else if (raw.startsWith("@@ ")) {
      const match = HUNK.exec(raw);
      if (match) {
        const hunk: Hunk = {
          oldStart: Number(match[1]),
          oldCount: match[2] === undefined ? 1 : Number(match[2]),
          newStart: Number(match[3]),
          newCount: match[4] === undefined ? 1 : Number(match[4]),
        };
        file.hunks.push(hunk);
        oldLeft = hunk.oldCount;
        newLeft = hunk.newCount;
        lineNo = hunk.newStart;
      }
    }
  }
  return { files, lines, truncated };
}

/**
 * Where old line `line` of a file lands after the hunks of a `-U0` diff: its new line number, or
 * null when a hunk deleted or replaced it.
 */
export function mapOldLine(line: number, hunks: readonly Hunk[]): number | null {
  let shift = 0;
  for (const hunk of hunks) {
    if (hunk.oldCount === 0) {
      // A pure insertion after old line `oldStart`.
      if (line > hunk.oldStart) shift += hunk.newCount;
    } else if (line >= hunk.oldStart + hunk.oldCount) {
      shift += hunk.newCount - hunk.oldCount;
    } else if (line >= hunk.oldStart) {
      return null;
    }
  }
  return line + shift;
}
