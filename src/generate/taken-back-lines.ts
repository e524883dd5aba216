/**
 * Conclusions of an earlier session about code a later session rewrote, never carried as decided:
 * - the code that did what it says no longer does it: the conclusion names a thing of the code
 *   (`joinedAt`, `MISSING_TEMP`, or the code its edit put in, by its put-in mark) that a line of
 *   the diff held and that no added line names any more ("Ties on score go to the earlier
 *   joinedAt", then `return a.joinedAt - b.joinedAt;` became `return a.name.localeCompare(…)`
 *   after the user set another rule for ties, in whatever language). The name may well still be
 *   declared elsewhere (the field is still filled in at signup), which `stale-conclusions.ts`
 *   reads; here it is its use that went;
 * - the figures it states are gone from their line: a run of numbers it quotes ("wanted [333,
 *   333, 334]"), or one figure no round number ("comes to 31.50"), stood on a line the diff
 *   replaced with one that does not hold them, and the conclusion names that line's code, the
 *   function or test around it (`test_three_way`), or its file (a test's expected values and
 *   the behaviour they pinned, replaced together); likewise a string it quotes ("free" for an
 *   empty slot) that such a line held and its replacement does not.
 * In a session that replaced a rule of the user, an amount alone (a figure with two decimals)
 * ties such a line when it now holds another figure in its place: what the old rule made of the work, named in no code.
 * Such a conclusion is left out when a newer one of the list says what the new line holds (its
 * new code names, or its new figures): the newer says what is true now, and two would only
 * disagree. Otherwise it is kept as a dead end marked ` — superseded by `<the line now>`
 * (<file>)`, or ` — taken out since: `<the line>` (<file>)` when nothing took its place: a
 * reader learns both what was decided and that it no longer holds. A conclusion that names
 * what the new line holds is about the change itself, never taken back by it. Pure.
 */
import type { ReplacedLine } from "../model/snapshot/types.js";
import { codeShapedNames } from "../util/declared-names.js";
import { REMOVAL } from "../util/prose-words.js";
import { wordStems } from "../util/word-stems.js";
import { saysNameInWords } from "../util/said-name.js";
import {
  codeNamesOfLine,
  holdsRun,
  literalsOf,
  numbersOf,
  quotedIn,
  writtenAsCode,
} from "../util/code-line.js";
import {
  isMarkedSuperseded,
  putInMarkNames,
  SUPERSEDED_MARK,
  TAKEN_OUT_MARK,
  withoutPutInMark,
} from "./stale-conclusions.js";

/**
 * The names a conclusion ties itself to code by: those shaped like code it writes, those it
 * writes as code (in backticks, as a call: `zscore()`), and its put-in mark's. A plain word
 * ("requests", "filter") or a brand ("JavaScript") is prose as often as a name, and ties nothing.
 */
function namesOf(text: string): Set<string> {
  const said = withoutPutInMark(text);
  const asCode = [
    ...[...said.matchAll(/`([^`\n]+)`/g)].flatMap(
      (m) => (m[1] as string).match(/[A-Za-z_$][\w$]*/g) ?? [],
    ),
    ...[...said.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\(/g)].map((m) => m[1] as string),
  ];
  return new Set(
    [
      // A brand of prose ("JavaScript", "GitHub") is shaped like code but names none.
      ...codeShapedNames(said).filter((n) => writtenAsCode(said, n)),
      ...asCode.filter((n) => n.length >= 4),
      ...putInMarkNames(text),
    ].map((n) => n.toLowerCase()),
  );
}

/** The code names `line` holds, lowercased. */
const lineNames = (line: string | null): string[] =>
  line === null ? [] : codeNamesOfLine(line).map((n) => n.toLowerCase());

/** Whether `text` names the file at `path`: the path itself, or its file name as a word. */
function namesFile(text: string, path: string): boolean {
  const file = path.split("/").at(-1) ?? path;
  const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w./-])(?:${escaped(path)}|${escaped(file)})(?![\\w/-])`, "i").test(
    text,
  );
}

/**
 * Whether a figure alone may tie a sentence to a line: it has a fractional part, or three digits
 * or more and is no round number (31.50, 1437); 3, 20 or 500 stand on too many lines.
 */
function specific(figure: string): boolean {
  const value = Number(figure);
  if (!Number.isFinite(value)) return false;
  if (!Number.isInteger(value)) return true;
  return value >= 100 && value % 10 !== 0;
}

/** The runs of a text's numbers a line may hold: each of two or more, and each specific one. */
function runsOf(text: string): string[][] {
  const numbers = numbersOf(withoutPutInMark(text));
  const runs: string[][] = [];
  for (let size = numbers.length; size >= 2; size--)
    for (let i = 0; i + size <= numbers.length; i++) runs.push(numbers.slice(i, i + size));
  for (const n of numbers) if (specific(n)) runs.push([n]);
  return runs;
}

/** What took a conclusion back: the line it was about, and what of it went. */
interface TakenBack {
  line: ReplacedLine;
  /** The figures it stated that the line held, when figures tie it. */
  run: string[] | null;
  /** The string it quoted that the line held, when a quote ties it ("free"). */
  quoted?: string;
}

/**
 * The replaced line of `lines` that took back what `text` says, or null (see the module's
 * comment). A sentence that says it removed something reports a removal, not a choice the
 * removal undid.
 */
export function takenBackBy(
  text: string,
  lines: readonly ReplacedLine[],
  ruleReplaced = false,
): TakenBack | null {
  if (REMOVAL.test(text)) return null;
  const names = namesOf(text);
  const runs = runsOf(text);
  for (const line of lines) {
    const now = new Set(lineNames(line.line));
    const was = new Set(lineNames(line.was));
    // About the new code: it names what the replacement put in.
    if ([...now].some((n) => !was.has(n) && names.has(n))) continue;
    if (
      (line.dropped ?? []).some(
        (n) => names.has(n.toLowerCase()) || saysNameInWords(withoutPutInMark(text), n),
      )
    )
      return { line, run: null };
    // In the domain's words, no name of the code: the comment above the line said the same.
    if (line.comment !== undefined && restates(text, line.comment)) return { line, run: null };
    // The line's own names, the function or test git names around it, or its file.
    const around = lineNames(line.where ?? null);
    const named = [...was, ...around].some((n) => names.has(n)) || namesFile(text, line.path);
    // In the turn of a rule of the user this session replaced, the figures alone tie a line
    // that now holds another ("October comes to 412.00" under a 3 % fee, the test's "412.00"
    // now "420.00"): what the old rule made of the work, said in no name of the code.
    if (!named && !(ruleReplaced && line.line !== null)) continue;
    const before = numbersOf(line.was);
    const after = line.line === null ? [] : numbersOf(line.line);
    const run = runs.find((r) => holdsRun(before, r) && !holdsRun(after, r));
    if (!named) {
      if (
        run !== undefined &&
        run.length === 1 &&
        /[.,]\d{2}$/.test(run[0] as string) &&
        after.some((n) => !before.includes(n))
      ) return { line, run };
      continue;
    }
    // A sentence that states the new figures too is about the change.
    if (run !== undefined && !runs.some((r) => r.length === run.length && holdsRun(after, r)))
      return { line, run };
    // A string it quotes that the line held and its replacement does not ("free" for an empty
    // slot, then the branch gone).
    const kept = line.line === null ? [] : literalsOf(line.line);
    const quotes = quotedIn(withoutPutInMark(text));
    const quoted = quotes.find((q) => literalsOf(line.was).includes(q) && !kept.includes(q));
    if (quoted !== undefined && !quotes.some((q) => kept.includes(q)))
      return { line, run: null, quoted };
  }
  return null;
}

/** Stems a conclusion shares with a comment at least, to be saying what the comment says. */
const SHARED_STEMS = 4;

/**
 * Whether `text` says what `comment` said: it holds at least SHARED_STEMS of the comment's word
 * stems, and at least half of them ("It reads the mean of a zone's last four readings …" and
 * "the plan reads the mean of the last four readings, an hour of log"), in any language.
 */
export function restates(text: string, comment: string): boolean {
  const said = new Set(wordStems(withoutPutInMark(text)));
  const stems = wordStems(comment);
  const shared = stems.filter((s) => said.has(s)).length;
  return shared >= SHARED_STEMS && shared * 2 >= stems.length;
}

/** Whether `newer` says what the line holds now: its new code names, or its new figures. */
function saysNow(newer: string, back: TakenBack): boolean {
  const { line } = back;
  if (line.line === null) return false;
  const was = new Set(lineNames(line.was));
  const names = namesOf(newer);
  if (lineNames(line.line).some((n) => !was.has(n) && names.has(n))) return true;
  if (back.quoted !== undefined) {
    const before = literalsOf(line.was);
    const now = literalsOf(line.line).filter((l) => !before.includes(l));
    return quotedIn(newer).some((q) => now.includes(q));
  }
  if (back.run === null) return false;
  const after = numbersOf(line.line);
  return runsOf(newer).some((r) => r.length === back.run?.length && holdsRun(after, r));
}

/**
 * `list` (oldest first) with each decision or finding of an earlier session that a replaced line
 * of `lines` took back (`takenBackBy`) left out when a newer conclusion of the list says what
 * the line holds now, else kept as a dead end marked superseded by that line, or taken out.
 */
export function withTakenBackMarked<T extends { kind: string; text: string }>(
  list: readonly T[],
  lines: readonly ReplacedLine[],
  earlier: (entry: T) => boolean,
  ruleReplaced = false,
): T[] {
  if (lines.length === 0) return [...list];
  return list.flatMap((entry, i) => {
    if (!earlier(entry) || entry.kind === "dead_end" || isMarkedSuperseded(entry.text))
      return [entry];
    const back = takenBackBy(entry.text, lines, ruleReplaced);
    if (back === null) return [entry];
    if (list.slice(i + 1).some((newer) => saysNow(newer.text, back))) return [];
    const { line } = back;
    const mark =
      line.line === null
        ? `${TAKEN_OUT_MARK}\`${line.was}\` (${line.path})`
        : `${SUPERSEDED_MARK}\`${line.line}\` (${line.path})`;
    return [{ ...entry, kind: "dead_end", text: `${entry.text}${mark}` }];
  });
}

/**
 * The lines of `lines` this session can be said to have replaced: a file the packet before left
 * uncommitted holds that session's own rewrites in this diff too (the diff starts at a commit
 * made before them), so its lines count only when this session's edits touched the file. What
 * an earlier session said about its own rewrite is never taken back by that rewrite.
 */
export function linesReplacedNow(
  lines: readonly ReplacedLine[],
  uncommittedBefore: ReadonlySet<string>,
  editedNow: ReadonlySet<string>,
): ReplacedLine[] {
  return lines.filter((line) => !uncommittedBefore.has(line.path) || editedNow.has(line.path));
}
