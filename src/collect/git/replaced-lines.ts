/**
 * Lines the work replaced or took out, read from its diff, for what an earlier session concluded
 * about the code they held: a tie-break line rewritten (`return a.joinedAt - b.joinedAt;` →
 * `return a.name.localeCompare(b.name);`), a test's expected values changed (`[333, 333, 334]` →
 * `[334, 333, 333]`), a branch deleted, an import taken out. Kept are the removed lines that hold
 * a name shaped like code, or a name an import line brings in, that no added line of the whole
 * patch names any more (`dropped`: the code stopped using it, though it may still be declared),
 * or whose numbers (or string literals) the line that replaced them does not hold in the same
 * order; each with the comment taken out right above it, which often says in the domain's words
 * what the code was for (`# Someone who served before is on every shift: …`). Pure: it reads a
 * `git diff -U0` it is handed.
 */
import type { ReplacedLine } from "../../model/snapshot/types.js";
import { isHandoffPath } from "../../model/snapshot/handoff-path.js";
import {
  codeNamesOfLine,
  importedNamesOfLine,
  isCommentLine,
  literalsOf,
  numbersOf,
} from "../../util/code-line.js";

/** Lines kept at most: a briefing's conclusions name few things, a rewrite changes many. */
export const MAX_REPLACED_LINES = 60;
/** Characters of a line kept. */
const MAX_LINE = 160;

/** One hunk's lines as the parser gathers them. */
interface Hunk {
  path: string;
  /** The enclosing line git names after the hunk's `@@` (`def test_three_way():`), or "". */
  where: string;
  removed: string[];
  added: string[];
}

/** The hunks of a `-U0` patch: each file's removed lines and the added lines after them. */
function hunksOf(patch: string): Hunk[] {
  const hunks: Hunk[] = [];
  let path: string | null = null;
  let current: Hunk | null = null;
  const start = (header: string) => {
    const where = /^@@ [^@]*@@ ?(.*)$/.exec(header)?.[1]?.trim() ?? "";
    current = path === null ? null : { path, where, removed: [], added: [] };
    if (current !== null) hunks.push(current);
  };
  for (const line of patch.split("\n")) {
    if (line.startsWith("diff --git ")) {
      path = null;
      current = null;
    } else if (line.startsWith("--- ")) {
      const name = line.slice(4).replace(/^a\//, "");
      path = name === "/dev/null" || isHandoffPath(name) ? null : name;
    } else if (line.startsWith("+++ ")) {
      // The old side's name says where a line was; a new file's lines count as added only.
      const name = line.slice(4).replace(/^b\//, "");
      if (path === null && name !== "/dev/null" && !isHandoffPath(name)) path = name;
    } else if (line.startsWith("@@")) start(line);
    else if (line.startsWith("-")) (current as Hunk | null)?.removed.push(line.slice(1));
    else if (line.startsWith("+")) (current as Hunk | null)?.added.push(line.slice(1));
  }
  return hunks;
}

/**
 * The lines a `git diff -U0 --no-color` patch replaced or took out that may bear on what an
 * earlier conclusion said (see the module's comment), each with the line that now stands in its
 * place (the added line of the same hunk at the same position), or null when none does.
 */
export function parseReplacedLines(patch: string): ReplacedLine[] {
  const hunks = hunksOf(patch);
  const addedLines = hunks.flatMap((h) => h.added);
  // The words the added lines hold, once: a name is named again when it is one of them (the
  // patch may be a megabyte of rewrite; one scan, not one per name).
  const added = new Set(addedLines.flatMap((l) => l.match(/[A-Za-z_$][\w$]*/g) ?? []));
  const moved = new Set(addedLines.map((l) => l.trim()));
  const out: ReplacedLine[] = [];
  for (const hunk of hunks) {
    // The comment lines taken out right above the line being read: what they said of it.
    let comment: string[] = [];
    for (const [i, old] of hunk.removed.entries()) {
      if (out.length >= MAX_REPLACED_LINES) return out;
      const now = hunk.added[i] ?? null;
      // A comment does nothing, but says what the code under it was for.
      if (isCommentLine(old)) {
        if (!moved.has(old.trim())) comment.push(commentText(old));
        continue;
      }
      const about = comment.filter((c) => c !== "").join(" ");
      comment = [];
      // A line put back elsewhere word for word was moved, not replaced.
      if (moved.has(old.trim())) continue;
      const dropped = [...new Set([...codeNamesOfLine(old), ...importedNamesOfLine(old)])].filter(
        (name) => !added.has(name),
      );
      const before = numbersOf(old);
      const numbersChanged =
        before.length > 0 && (now === null || numbersOf(now).join(",") !== before.join(","));
      const literals = now === null ? [] : literalsOf(now);
      const literalGone = literalsOf(old).some((l) => !literals.includes(l));
      if (dropped.length === 0 && !numbersChanged && !literalGone) continue;
      out.push({
        path: hunk.path,
        was: old.trim().slice(0, MAX_LINE),
        line: now === null ? null : now.trim().slice(0, MAX_LINE),
        ...(hunk.where === "" ? {} : { where: hunk.where.slice(0, MAX_LINE) }),
        ...(dropped.length > 0 ? { dropped } : {}),
        ...(about === "" ? {} : { comment: about.slice(0, MAX_COMMENT) }),
      });
    }
  }
  return out;
}

/** Characters of the comment above a line kept. */
const MAX_COMMENT = 300;

/** A comment line's words, without the markers that open or close it (`//`, `#`, `/*`, `*`, `--`). */
function commentText(line: string): string {
  return line
    .trim()
    .replace(/^(?:\/\/+|\/\*+|\*+(?!\/)|#+|--|<!--)\s*/, "")
    .replace(/\s*(?:\*\/|-->)$/, "")
    .trim();
}
