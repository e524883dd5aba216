/**
 * Reading a user message for the objective (SPEC §2.3): whether it states a task of the work
 * (which of its sentences are that task: task-sentences.ts).
 *
 * Structure first. A message is substantive when it names the work — a path, an identifier, a
 * flag, a code span, a number, or a word that is a name of the work (a file or folder the session
 * touched, a command it ran, a function the diff adds, the branch; work-names.ts). That holds in
 * any language: "same drill as before, take it from where the other agent stopped", "sigue donde
 * lo dejaste", "mach weiter" or "继续" name nothing, so none is ever the objective. Pure.
 */
import { splitName, type WorkNames } from "./work-names.js";

/**
 * A code span, and a path (src/retry.ts, ./bin, a/b, a program run from its folder: ./ferment):
 * the places of the work a text names.
 */
const CODE_SPAN = "`[^`\\s][^`]*`";
const PATH = "[\\w.~-]*\\w/[\\w./-]*\\w|(?<![\\w/])\\.{1,2}/\\w[\\w./-]*";

/** Whether a text names a place of the work: a code span or a path. */
export const NAMES_A_PLACE = new RegExp(`${CODE_SPAN}|${PATH}`, "u");

/** A name of a thing, in any language: code span, path, file name, URL, identifier, flag, number. */
export const NAMES_A_THING = new RegExp(
  [
    CODE_SPAN,
    PATH,
    "\\b\\w{2,}\\.[A-Za-z][A-Za-z0-9]{0,5}\\b", // a file name (retry.ts, Node.js; not "e.g.")
    "\\b\\w+_\\w+", // snake_case, ENV_VAR
    "\\b\\p{Ll}+\\p{Lu}\\w*", // camelCase
    "\\b\\p{Lu}\\p{Ll}+\\p{Lu}\\w*", // PascalCase of two words or more
    "\\b\\w+\\(", // a call
    "(?<![\\w-])--?[A-Za-z][\\w-]*", // a flag
    "\\p{N}", // a number, a version, a port, a step
  ].join("|"),
  "u",
);

/**
 * A name only code has: a code span, a path, a file name, snake_case, camelCase, a call, a flag.
 * A PascalCase word may be a brand of the background ("WhatsApp", "PayPal") as well as a class.
 */
export const CODE_TOKENS = new RegExp(
  NAMES_A_THING.source.replace("|\\b\\p{Lu}\\p{Ll}+\\p{Lu}\\w*", "").replace(/\|\\p\{N\}$/, ""),
  "u",
);

/** Every name of a thing in `text` but numbers (paths, identifiers, code spans, calls, flags). */
export const THING_TOKENS = new RegExp(NAMES_A_THING.source.replace(/\|\\p\{N\}$/, ""), "gu");

/**
 * The words of `text`, lower-cased (letters of any script with their marks, digits, `_`): a
 * vowel sign or virama is part of its word ("ठीक", "फाइलमध्ये", "கணக்கு"), not a break in it.
 */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}\p{N}_]+/gu) ?? [];
}

/** Whether `text` names the work: a thing's name, or a word that is one of `names`. */
export function namesTheWork(text: string, names: WorkNames): boolean {
  if (NAMES_A_THING.test(text)) return true;
  return words(text).some((word) => names.has(word));
}

/**
 * Whether `text` names something of the work that `objective` does not: a thing's name (a path,
 * an identifier, a code span, a call, a flag) the objective does not hold and that is not only
 * a command of the work (`commands`: "`npm test`" is how the work is checked, not a task), or a
 * word that is one of `things` — the files, folders and functions of the work, not the words of
 * its commands ("run", "npm", "test" name no task) — and none of the objective's words or name
 * parts, nor a form of one ("rotation" of "rotate", "invoices" of "invoice"). A new task names
 * what it is about; "same drill: pick up on the banner where the other agent stopped", in any
 * language, names only what the objective already names, or nothing.
 */
export function namesNewWork(
  text: string,
  things: WorkNames,
  objective: string,
  commands: WorkNames = new Set(),
): boolean {
  const told = objective.toLowerCase();
  const known = new Set([
    ...words(objective),
    ...(objective.match(/[\p{L}\p{N}_./-]+/gu) ?? []).flatMap(splitName),
  ]);
  for (const [token] of text.matchAll(THING_TOKENS)) {
    if (told.includes(token.toLowerCase().replace(/\($/, ""))) continue;
    // A code span or a flag may be a command the work runs; a path or an identifier is a thing.
    if (!/^[`-]/.test(token)) return true;
    const parts = splitName(token);
    const onlyCommand =
      parts.length > 0 && parts.every((p) => known.has(p) || (commands.has(p) && !things.has(p)));
    if (!onlyCommand) return true;
  }
  return words(text).some(
    (word) => things.has(word) && !known.has(word) && !sharesStem(word, known),
  );
}

/** Letters two word forms share for one to be the other's inflection ("rotation", "rotate"). */
const STEM = 5;

/** Whether `word` is a form of one of `known` (the same first five letters, both that long). */
function sharesStem(word: string, known: ReadonlySet<string>): boolean {
  if ([...word].length < STEM) return false;
  const stem = [...word].slice(0, STEM).join("");
  for (const other of known) if ([...other].length >= STEM && other.startsWith(stem)) return true;
  return false;
}

/** A number and what is glued to it ("5000", "12000-row", "320px", "v2.1"). */
export const NUMBER_TOKEN = /(?<![\p{L}\p{N}_./-])\p{N}[\p{N}\p{L}.,_-]*/gu;

/**
 * Whether `text` names the work by more than numbers: a number alone ("keep going, 60 is still
 * the cap", "the split at 5000 is in") restates a value of the work; it names no task.
 */
export function namesTheWorkBeyondNumbers(text: string, names: WorkNames): boolean {
  return namesTheWork(text.replace(NUMBER_TOKEN, " "), names);
}

/** A message this long or longer is a statement, not a nudge ("mach weiter", "继续"). */
const STATEMENT_WORDS = 5;
const STATEMENT_CJK = 8;

/** Whether `text` is long enough to state something: five words, or eight CJK characters. */
export function isStatement(text: string): boolean {
  const cjk = (
    text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []
  ).length;
  return cjk >= STATEMENT_CJK || words(text).length - cjk >= STATEMENT_WORDS;
}

/**
 * Whether `text` is substantive: it names the work (see the module comment). Only a substantive
 * message replaces an objective; a line of work with none yet takes its first statement.
 */
export function isSubstantive(text: string, names: WorkNames): boolean {
  return namesTheWork(text, names);
}
