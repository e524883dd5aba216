/**
 * Reading a user message for the objective (SPEC §2.3): whether it states a task of the work,
 * and which of its sentences are that task.
 *
 * Structure first. A message is substantive when it names the work — a path, an identifier, a
 * flag, a code span, a number, or a word that is a name of the work (a file or folder the session
 * touched, a command it ran, a function the diff adds, the branch; work-names.ts). That holds in
 * any language: "same drill as before, take it from where the other agent stopped", "sigue donde
 * lo dejaste", "mach weiter" or "继续" name nothing, so none is ever the objective. A message
 * that opens with background has its task after an introducer ending in a colon ("So:", "The
 * task:", "Tarea:") or, failing one, from its first request sentence on; the word table below
 * only finds that sentence in English. Pure.
 */
import { splitName, type WorkNames } from "./work-names.js";

/** A name of a thing, in any language: code span, path, file name, URL, identifier, flag, number. */
const NAMES_A_THING = new RegExp(
  [
    "`[^`\\s][^`]*`", // a code span
    "[\\w.~-]*\\w/[\\w./-]*\\w", // a path (src/retry.ts, ./bin, a/b)
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

/** Every name of a thing in `text` but numbers (paths, identifiers, code spans, calls, flags). */
const THING_TOKENS = new RegExp(NAMES_A_THING.source.replace(/\|\\p\{N\}$/, ""), "gu");

/** The words of `text`, lower-cased (letters of any script, digits, `_`). */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
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
const NUMBER_TOKEN = /(?<![\p{L}\p{N}_./-])\p{N}[\p{N}\p{L}.,_-]*/gu;

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

/** Sentences of a flattened message, with their end marks. */
function splitSentences(flat: string): string[] {
  return flat
    .split(/(?<=[.!?。！？])\s+|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * Introducers of the task after background: a short lead ending in a colon. Any language's
 * "So:", "Task:", "Aufgabe:", "Tarea:" is two words or fewer before the colon, at the start of a
 * sentence: after an end mark and a space ("src/export.js:" ends no sentence at its dot).
 */
const INTRODUCER =
  /(?:^|(?<=[.!?]\s+|[。！？]\s*))\s*(?:[\p{L}']+\s+){0,2}[\p{L}']+\s*[:：]\s+(?=\S)/gu;

/**
 * The words that open a request sentence in English: an imperative verb, or a request lead.
 * Only used to find where the task starts after background; a message whose first sentence
 * is not background stays whole.
 */
const REQUEST_OPENERS = new Set(
  (
    "add fix make implement write remove drop support refactor rename move update create build " +
    "change replace port migrate switch use keep wire introduce extract split merge delete " +
    "rewrite convert handle ensure investigate find debug figure get set bump upgrade downgrade " +
    "require cap limit raise lower return document test run stop avoid start finish cut speed " +
    "please can could would let's lets i'd we need i need i want your task goal job"
  ).split(" "),
);
/** Two-word leads of a request ("can you", "I need", "we need", "your task"). */
const REQUEST_PAIRS = new Set(
  "can you|could you|would you|i need|i want|we need|i'd like|your task|the task|the goal|your job".split(
    "|",
  ),
);

/** Whether `sentence` asks for something (English word table; see REQUEST_OPENERS). */
export function isRequestSentence(sentence: string): boolean {
  if (/\?\s*$/.test(sentence) && !/^(?:can|could|would)\s+you\b/i.test(sentence)) return false;
  const lead = sentence
    .toLowerCase()
    .replace(/^[\s*_>#-]*(?:(?:so|now|then|and|ok|okay|please)[\s,:]+)*/, "")
    .match(/[a-z']+/g);
  if (lead === null) return false;
  const [first = "", second = ""] = lead;
  if (REQUEST_PAIRS.has(`${first} ${second}`)) return true;
  return REQUEST_OPENERS.has(first) && !["you", "we", "i"].includes(first);
}

/**
 * Sentences of background before the task for the task to stand alone: "Note:" after a task is
 * no task, and one sentence before a request is usually what "it" refers to.
 */
const MIN_BACKGROUND = 2;

/**
 * The sentences of a message, its line structure kept: a line break ends a sentence after an end
 * mark or a colon, before a list item, and at a blank line (a rule listed under "Rules:" is a
 * sentence of its own though it has no full stop); a line that only wraps a sentence does not.
 * Each is flattened; joined with spaces they are the message flattened.
 */
function splitUnits(text: string): string[] {
  return text
    .split(/\n\s*\n|\n(?=[ \t]*(?:[-*+•]|\d+[.)])\s)|(?<=[.!?:。！？：][ \t]*)\n/u)
    .flatMap((chunk) => splitSentences(chunk.replace(/\s+/g, " ").trim()));
}

/** `units` from the flattened offset `offset` on (the unit holding it cut there). */
function unitsFrom(units: readonly string[], offset: number): string[] {
  const out: string[] = [];
  let at = 0;
  for (const unit of units) {
    const end = at + unit.length;
    if (end > offset) out.push(at >= offset ? unit : unit.slice(offset - at).trim());
    at = end + 1;
  }
  return out.filter((unit) => unit !== "");
}

/**
 * The task sentence(s) of a message: the whole message when its first sentence asks for
 * something; else the text after a short introducer ending in a colon that follows two sentences
 * of background or more ("…. So: add jitter…", a line "Here's the job:"); else from its first
 * request sentence on, when two sentences of background or more come before it; else the whole
 * message. After background, the house rules that follow the task are left out (`withoutRules`).
 * Whitespace is flattened.
 */
export function taskSentences(text: string): string {
  const units = splitUnits(text);
  const flat = units.join(" ");
  if (units.length < 2 || isRequestSentence(units[0] ?? "")) return flat;
  const background = units.slice(0, MIN_BACKGROUND).join(" ").length;
  // An introducer after an end mark, or at the start of a line of its own.
  const intros: { from: number; to: number }[] = [];
  for (const match of flat.matchAll(INTRODUCER)) {
    const from = match.index ?? 0;
    if (from >= background) intros.push({ from, to: from + match[0].length });
  }
  const offsets: number[] = [];
  let at = 0;
  for (const unit of units) {
    offsets.push(at);
    const lead = at >= background ? OPENS_A_PART.exec(unit) : null;
    if (lead !== null) intros.push({ from: at, to: at + lead[0].length });
    at += unit.length + 1;
  }
  const start = units.findIndex(isRequestSentence);
  const intro = intros.sort((a, b) => a.from - b.from)[0];
  // The introducer that comes before the request sentence: one after it opens the rules.
  if (intro !== undefined && (start < 0 || intro.from <= (offsets[start] ?? 0))) {
    const task = unitsFrom(units, intro.to);
    if (task.length > 0) return withoutRules(task);
  }
  // One sentence before the request is its subject ("The login page throws. Fix it."), kept.
  if (start < MIN_BACKGROUND) return flat;
  const task = units.slice(start);
  task[0] = (task[0] ?? "").replace(/^(?:[\p{L}']+\s*){1,2}[:：]\s+(?=\S)/u, "");
  return withoutRules(task);
}

/** The values `text` gives: its numbers, without the end mark glued to them ("3." is 3). */
const valuesOf = (text: string): string[] =>
  (text.match(NUMBER_TOKEN) ?? []).map((value) => value.replace(/[.,_-]+$/, ""));

/**
 * A sentence that opens a part of its own: a short lead ending in a colon ("House rules:",
 * "Regeln: …", a line "Here's the job:").
 */
const OPENS_A_PART = /^\s*(?:[\p{L}'’]+\s+){0,2}[\p{L}'’]+\s*[:：](?:\s+(?=\S)|\s*$)/u;

/**
 * The task sentence(s) without the house rules after them: from the second sentence on, the
 * first that opens a part of its own ("House rules: …", "Regeln: …") or gives a value the task
 * does not hold ("Keep at most 8 archives.", "The newest 3 always stay.", "Les bannières font
 * 1200 px au maximum.") ends the task. Rules with values are what a later message replaces: they
 * stay among the user's words, where a replacement marks them, and never stand in the objective
 * as if in force. Numbers inside names (`v2`, `sha256`, `src/v2/`) are no values.
 */
export function withoutRules(sentences: readonly string[]): string {
  let kept = sentences[0] ?? "";
  for (const sentence of sentences.slice(1)) {
    if (OPENS_A_PART.test(sentence)) break;
    const told = new Set(valuesOf(kept));
    if (valuesOf(sentence).some((value) => !told.has(value))) break;
    kept = `${kept} ${sentence}`;
  }
  return kept;
}
