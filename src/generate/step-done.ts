/**
 * Whether the session did a step: grounded in what it did, never in how its report sounds
 * alone. A step is read as its parts ("export formatNumber from src/index.js, then commit" is
 * two), and each part is done when
 * - it names a command (a code span or the whole part) and a run of that command passed here,
 *   or of the same work by another route (`make lint` for `npm run lint`, `git commit` with
 *   another message: `sameWork`);
 * - its first word is the subcommand of a command that passed ("commit …" after `git commit`,
 *   "push" after `git push`; never "run", done by running its command, nor "add", done by
 *   writing what it names);
 * - it names files of the repo, the session edited each of them, and every identifier the part
 *   names (`formatNumber`, `parse_row()`, `SESSION_STORE`) went into one of them through the
 *   session's edits or shell writes (a part naming nothing but its verb and the file, "add
 *   test/cache.test.js", is done by writing the file; "commit src/quota.js" never is);
 * - or the report states it as done: one of its sentences names every file and identifier the
 *   part names, says nothing is still to do (no step cue) and negates nothing (and, for a
 *   step only a run does, "commit …", says its result: "committed");
 * - or, for a part that only asks to check something ("check whether the importer still calls
 *   parseDate", "verify that nothing else reads config/legacy.yml": `isCheckStep`), the session
 *   looked at what it names — read each file or named it in a command (`rg legacy.yml`), and
 *   searched for each identifier with a command or read files (a search tool's pattern is not
 *   recorded; a command naming a file, `cat src/importer.ts`, is a read) — and a sentence of its closing words names one of them and states an outcome,
 *   negative or not, that leaves nothing open (`leavesOpen`).
 * A step is done when every part is. Pure.
 */
import { pathsNamedIn } from "../model/snapshot/note-currency.js";
import { decodeHashes, writtenNameKey } from "../util/name-hash.js";
import { countContentWords, isFillerWord, wordsOf } from "../util/prose-words.js";
import {
  hasStepCue,
  isCheckStep,
  isNegated,
  leavesOpen,
  reportsResult,
} from "../util/step-words.js";
import { looksLikeCommandLine } from "./command-shape.js";
import { readsAFile, sameWork } from "./same-work.js";
import {
  closingWords,
  isEdited,
  lastTestPassed,
  PATH_LIKE,
  passedCommands,
  passedUnderAssignments,
  sentencesOf,
  type StepDoneInput,
} from "./step-evidence.js";
import { ranInOtherWords, writtenInOtherWords } from "./step-other-words.js";

export type { StepDoneInput } from "./step-evidence.js";

/** A step's labels: where it was carried from, and the mark of a step taken from a report. */
const LABELS = /(?:\s*\((?:from packet [0-9a-f]{16}|from the agent's last report — verify)\))+$/;

/** Where a step splits into parts: ", then", "; ", " and then ", ", and ", " and commit". */
const PART_BREAK =
  /\s*(?:,\s*(?:and\s+)?then\b|\band then\b|;\s+|,\s+and\s+(?=[a-z])|\s+and\s+(?=(?:commit|push|run|rerun)\b))\s*/iu;

/** The parts of `step`, labels and end marks dropped. */
export function stepParts(step: string): string[] {
  return step
    .replace(LABELS, "")
    .split(PART_BREAK)
    .map((part) => part.trim().replace(/[.!]+$/, ""))
    .filter((part) => part !== "");
}

/**
 * The identifiers a text names: a code span that is one word, a call (`name(` / `name()`),
 * camelCase or PascalCase, snake_case, a CONSTANT (of three characters or more), lower-cased. Paths aside;
 * a word before a spaced bracket is prose ("trailing jamo (U+1160 …)"), not a call.
 */
export function namedIdentifiers(text: string): string[] {
  const out = new Set<string>();
  const withoutPaths = text.replace(PATH_LIKE, " ");
  for (const match of withoutPaths.matchAll(
    /`([A-Za-z_]\w*)(?:\(\))?`|\b([A-Za-z_]\w*)\(|\b(\p{L}\p{Ll}+\p{Lu}\w*)|\b(\w+_\w+)|\b([A-Z][A-Z0-9]{2,})\b/gu,
  )) {
    const name = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? "";
    if (name.length >= 3) out.add(name.toLowerCase());
  }
  return [...out];
}

/** Whether the session wrote `name` into a file called like `path`. */
function wroteInto(written: ReadonlySet<number>, path: string, name: string): boolean {
  return written.has(writtenNameKey(path, name));
}

/**
 * Verbs of steps only a run does ("commit src/quota.js", "push", "deploy"): editing the files
 * they name is not doing them, and a report names them done only with its result ("committed").
 */
const RUN_VERBS = new Set(
  "commit push merge rebase run rerun test deploy release publish tag ship open".split(" "),
);

/** Whether a part's first word is a verb only a run does (`RUN_VERBS`). */
function isRunStep(part: string): boolean {
  return RUN_VERBS.has(/^[\p{L}]+/u.exec(part)?.[0].toLowerCase() ?? "");
}

/** A test's own name (`test_long_name_keeps_initial`, `testParsesDates`), as `namedIdentifiers` gives it. */
const TEST_NAME = /^test_?[a-z0-9]/;

/**
 * Whether a part of a step names files the session edited and wrote its identifiers into. A
 * test the part names ("… until test_x passes") is its criterion, met when the session's last
 * test run passed; a part that names code but no file ("in pnr_name(), cut …") is done in any
 * file the session edited.
 */
function writtenBySession(part: string, input: StepDoneInput): boolean {
  if (isRunStep(part)) return false;
  const named = pathsNamedIn(part);
  const edited = input.transcript?.edited_files ?? [];
  if (!named.every((path) => isEdited(path, edited))) return false;
  const all = namedIdentifiers(part);
  const tests = all.filter((name) => TEST_NAME.test(name));
  if (tests.length > 0 && !lastTestPassed(input)) return false;
  const names = all.filter((name) => !TEST_NAME.test(name));
  const paths = named.length > 0 ? named : all.length > 0 ? edited : [];
  if (paths.length === 0) return false;
  if (names.length === 0 && tests.length > 0) return true;
  if (names.length === 0) {
    // "add test/cache.test.js": nothing but the verb and the file.
    const rest = part.replace(PATH_LIKE, " ");
    return countContentWords(rest, 2) <= 1;
  }
  const written = decodeHashes(input.transcript?.written_names ?? "");
  return names.every((name) => paths.some((path) => wroteInto(written, path, name)));
}

/** Whether a sentence of the report names every file and identifier of the part, as done. */
function reportedDone(part: string, input: StepDoneInput): boolean {
  const things = [
    ...pathsNamedIn(part).map((path) => path.toLowerCase()),
    ...namedIdentifiers(part),
  ];
  if (things.length === 0) return false;
  const report = input.options.agent_report ?? input.transcript?.agent_report ?? "";
  const runStep = isRunStep(part);
  return sentencesOf(report).some((sentence) => {
    const lower = sentence.toLowerCase();
    if (hasStepCue(sentence) || isNegated(sentence)) return false;
    if (runStep && !reportsResult(sentence)) return false;
    return things.every((thing) => containsWord(lower, thing));
  });
}

/** A change of state said with a negation ("no longer offers"): a change made, not a step undone. */
const NO_LONGER =
  /\bno longer\b|\bnicht mehr\b|\bya no\b|\bnon più(?![\p{L}\p{M}\p{N}_])|\bnão mais\b|\bniet meer\b|\bne\s+\S+\s+plus\b/iu;

/** A step's content words, lowercased: numbers and times whole, other words by their first four letters. */
function contentStems(text: string): string[] {
  const stems = new Set<string>();
  for (const word of wordsOf(text.toLowerCase())) {
    const bare = word.replace(/[.'’-]+$/, "");
    if (/\d/.test(bare)) stems.add(bare);
    else if (bare.length >= 3 && !isFillerWord(bare)) stems.add(bare.slice(0, 4));
  }
  return [...stems];
}

/**
 * A part that names no file, identifier or command ("leave out start times whose 90 minutes
 * would run past closing"): done when the session changed files, its last test run passed, and
 * one sentence of its closing words restates the part — three in four of its content words and
 * every number of it — with no step cue, and no negation but a change of state ("no longer
 * offers").
 */
function restatedDone(part: string, input: StepDoneInput): boolean {
  if (isRunStep(part) || pathsNamedIn(part).length > 0 || namedIdentifiers(part).length > 0)
    return false;
  if ((input.transcript?.edited_files ?? []).length === 0 || !lastTestPassed(input)) return false;
  const sentences = closingWords(input).flatMap(sentencesOf);
  // The step's head, its first clause, is what to do; a clause after it gives the purpose or the
  // manner ("…, so the committee can answer who asks"), which a report of the change rarely
  // repeats. The whole part is tried first; the head alone only when it says enough by itself.
  const head = part.split(/,\s+/)[0] ?? part;
  return [part, ...(head === part ? [] : [head])].some((text) => {
    const stems = contentStems(text);
    return stems.length >= 4 && restatedIn(stems, sentences);
  });
}

/** Whether one of `sentences` restates `stems` (see `restatedDone`). */
function restatedIn(stems: string[], sentences: string[]): boolean {
  const numbers = stems.filter((stem) => /\d/.test(stem));
  return sentences.some((sentence) => {
    if (hasStepCue(sentence) || (isNegated(sentence) && !NO_LONGER.test(sentence))) return false;
    const said = new Set(contentStems(sentence));
    const shared = stems.filter((stem) => said.has(stem));
    return numbers.every((n) => said.has(n)) && shared.length * 4 >= stems.length * 3;
  });
}

/**
 * Whether a part that only asks to check something was checked (see the module comment): what
 * it names was looked at, and the closing words state an outcome about it.
 */
function checkedBySession(part: string, input: StepDoneInput): boolean {
  if (!isCheckStep(part)) return false;
  const files = pathsNamedIn(part).map((path) => path.replace(/^\.\//, ""));
  const names = namedIdentifiers(part);
  if (files.length + names.length === 0) return false;
  const transcript = input.transcript;
  if (transcript === null || transcript === undefined) return false;
  const reads = transcript.reads.map((read) => read.path);
  const commands = [
    ...transcript.feedback.commands,
    ...transcript.feedback.tail.map((entry) => entry.command),
  ].map((command) => command.toLowerCase());
  const named = (word: string) => commands.some((command) => containsWord(command, word));
  const baseName = (path: string) => path.replace(/^.*\//, "").toLowerCase();
  const fileLooked = (path: string) =>
    isEdited(path, reads) || named(path.toLowerCase()) || named(baseName(path));
  if (!files.every(fileLooked)) return false;
  // A search tool's pattern is not recorded: files read (a read, or a reading or searching
  // command naming a file: `cat src/importer.ts`, `grep -rn x src/`) stand for the search of
  // an identifier no command named; a test run naming a file does not.
  const readFiles = reads.length > 0 || commands.some(readsAFile);
  if (!names.every((name) => named(name) || readFiles)) return false;
  const things = [...files.flatMap((path) => [path.toLowerCase(), baseName(path)]), ...names];
  return closingWords(input)
    .flatMap(sentencesOf)
    .some((sentence) => {
      if (leavesOpen(sentence)) return false;
      const lower = sentence.toLowerCase();
      return things.some((thing) => containsWord(lower, thing));
    });
}

/** Whether `text` holds `word` not as part of a longer word. */
function containsWord(text: string, word: string): boolean {
  let at = text.indexOf(word);
  while (at >= 0) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if (!/[\w/]/.test(before ?? "") && !/\w/.test(after ?? "")) return true;
    at = text.indexOf(word, at + 1);
  }
  return false;
}

/** Whether a part is done by a command that passed (its own, or its verb as a subcommand). */
function ranBySession(part: string, command: string | null, ran: readonly string[]): boolean {
  const bare = (text: string) => text.replace(/\s+/g, " ").trim();
  const spans = [...part.matchAll(/`([^`\n]+)`/g)].map((m) => bare(m[1] ?? ""));
  if (command !== null && part.includes(command) && ran.includes(bare(command))) return true;
  if (spans.some((span) => span.includes(" ") && ran.includes(span))) return true;
  // The same work by another route: the part's command run through another runner, or
  // recorded with another message.
  const own = [...spans, ...(command !== null && part.includes(command) ? [bare(command)] : [])];
  if (own.some((line) => looksLikeCommandLine(line) && sameWork(line, ran))) return true;
  const verb = /^[\p{L}]+/u.exec(part)?.[0].toLowerCase();
  // "run X" is done by running X (the command above), not by any `npm run`; "add a --dry-run
  // flag" is done by writing it, not by any `git add`.
  if (verb === undefined || verb.length < 3 || verb === "run" || verb === "add") return false;
  if (isFillerWord(verb)) return false;
  return ran.some((line) => line.split(" ").slice(1, 2).includes(verb));
}

/**
 * Whether the session did `step` (see the module comment); `command` is the step's exact
 * command when one is known.
 */
export function doneBySession(step: string, command: string | null, input: StepDoneInput): boolean {
  if (input.transcript === null || input.transcript === undefined) return false;
  const parts = stepParts(step);
  if (parts.length === 0) return false;
  const ran = [...passedCommands(input), ...passedUnderAssignments(input)];
  const whole = command === null ? null : command.replace(/\s+/g, " ").trim();
  // A step that is its command: done by a passing run of it.
  if (whole !== null && ran.includes(whole) && parts.length === 1) return true;
  return parts.every(
    (part) =>
      ranBySession(part, whole, ran) ||
      writtenBySession(part, input) ||
      reportedDone(part, input) ||
      restatedDone(part, input) ||
      checkedBySession(part, input) ||
      ranInOtherWords(part, ran, input) ||
      (!isRunStep(part) && writtenInOtherWords(part, input)),
  );
}
