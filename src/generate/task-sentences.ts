/**
 * Which sentences of a user message are its task (SPEC §2.3: with background first, its task
 * sentence): the whole message when it opens with a request; else the text after a short
 * introducer ("So:", "Tarea:"), or from the first request sentence on after background — a
 * request in English by its lead word, in any language the first sentence that points into the
 * work (a path, an identifier, a call) after background that does not. A heading of its own
 * ("Some background.", "Trochę kontekstu") is never the task, nor a title line. In any language
 * too, a bridge ("That's where you come in:", "آپ کا کام یہ ہے:") or a question naming the work
 * marks the task in the middle of background (task-cues.ts); sentences start where nothing
 * closed the one before them (sentence-units.ts). The house rules after the task are left out
 * (task-end.ts). Structure first; the only word table (request leads) is English. Pure.
 */
import { NAMES_A_PLACE, THING_TOKENS, words } from "./task-statement.js";
import { isRequestSentence } from "./request-leads.js";
import { afterHeading } from "./task-headings.js";
import {
  isContentlessRequest,
  isNeedStatement,
  onlyPointsBack,
  opensWithPronoun,
  pointsBack,
} from "./need-sentences.js";
import { splitUnits } from "./sentence-units.js";
import {
  asksAboutTheWork,
  bridgeLead,
  namesWhatWasWritten,
  namingWhatWasWritten,
} from "./task-cues.js";
import { OPENS_A_PART, opensAList, opensWithAName, taskAlone, withoutRules } from "./task-end.js";
import { isWish, wishNamesItsObject } from "./task-wishes.js";
import type { WorkNames } from "./work-names.js";

export { isHeading } from "./task-headings.js";
export { isRequestSentence, splitUnits, withoutRules };

/**
 * Introducers of the task after background: a short lead ending in a colon. Any language's
 * "So:", "Task:", "Aufgabe:", "Tarea:" is two words or fewer before the colon, at the start of a
 * sentence: after an end mark and a space ("src/export.js:" ends no sentence at its dot).
 */
const INTRODUCER =
  /(?:^|(?<=[.!?]\s+|[。！？]\s*))\s*(?:[\p{L}']+\s+){0,2}[\p{L}']+\s*[:：]\s+(?=\S)/gu;

/**
 * Sentences of background before the task for the task to stand alone: "Note:" after a task is
 * no task, and one sentence before a request is usually what "it" refers to.
 */
const MIN_BACKGROUND = 2;

/** The index of the unit of `offsets` (each unit's flattened offset) that holds `offset`. */
function unitAt(offsets: readonly number[], offset: number): number {
  let at = 0;
  for (const [i, start] of offsets.entries()) if (start <= offset) at = i;
  return at;
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

/** Whether `sentence` names a thing of the work by more than a number (path, identifier, call…). */
const namesAThing = (sentence: string): boolean => sentence.match(THING_TOKENS) !== null;

/** A call or a code span: what a sentence asking for a function or a command names. */
const NAMES_A_CALL = /\b\w+\(|`[^`\s][^`]*`/u;

/**
 * Where the task starts in `units` when no sentence is a request in English: in any language,
 * after background that names nothing, the first sentence that points into the work (a path,
 * an identifier, a call, a code span); after background that names the work itself ("the code
 * is in src/shop/"), the first sentence that names a call or a code span. -1 when none does.
 */
function pointingSentence(units: readonly string[]): number {
  if (units.length < 2) return -1;
  if (!namesAThing(units[0] ?? "")) return units.findIndex(namesAThing);
  return units.findIndex((unit) => NAMES_A_CALL.test(unit));
}

/**
 * The first sentence from `minBackground` on that opens as a wish (`isWish`) and points into the
 * work — it or the sentence after it names a thing of the work ("What I'd like is a small Go
 * tool. go run ./cmd/tally reads sales.csv …"), or no sentence of the message does, the wish
 * then being all there is of a task. -1 when none does.
 */
function wishSentence(units: readonly string[], minBackground: number): number {
  const anyNamed = units.some(namesAThing);
  return units.findIndex(
    (unit, i) =>
      i >= minBackground &&
      isWish(unit) &&
      (!anyNamed || namesAThing(unit) || namesAThing(units[i + 1] ?? "")),
  );
}

/** No names: a message read with nothing of its session. */
const NONE: WorkNames = new Set();

/**
 * Whether `text` is background only: two sentences or more, none of which names a thing of the
 * work (a path, an identifier, a call, a code span, a word of `names`) or asks for anything — no
 * English request, wish, need, question or lead ending in a colon ("I studied music in Lyon for
 * five years. My grandmother ran the shop until 2019."). People, places, a trade and the years
 * of the past point into nothing of the work: such a message is never the task when a later
 * one states it.
 */
export function isOnlyBackground(text: string, names: WorkNames = NONE): boolean {
  const units = splitUnits(text);
  if (units.length < 2) return false;
  return units.every(
    (unit) =>
      !namesAThing(unit) &&
      !/[?？؟:：]/u.test(unit) &&
      !isRequestSentence(unit) &&
      !isWish(unit) &&
      !isNeedStatement(unit) &&
      !words(unit).some((word) => names.has(word)),
  );
}

/**
 * The task sentence(s) of a message: the whole message when its first sentence asks for
 * something; else the text after a short introducer ending in a colon that follows two sentences
 * of background or more ("…. So: add jitter…", a line "Here's the job:"); else from its first
 * request sentence on (in English; in any language, the first sentence that points into the
 * work after background that does not), when two sentences of background or more come before
 * it; else the whole message. A heading of its own ("Some background.", "Trochę kontekstu")
 * opens the background and is never the task: after one, one sentence of background is enough.
 * After background, the house rules that follow the task are left out (`withoutRules`).
 * Whitespace is flattened.
 */
export function taskSentences(text: string): string {
  return taskSentencesWritten(text, NONE);
}

/**
 * `taskSentences`, read with what the session then wrote (`written`: see
 * `collectWrittenNames`): with no request, bridge or question found, the sentence after the
 * background that names a file or function the session wrote, which the background did not
 * name, is the task (`namingWhatWasWritten`).
 */
export function taskSentencesWritten(text: string, written: WorkNames): string {
  const all = splitUnits(text);
  const headed = afterHeading(text, all);
  if (headed !== null) {
    const found = taskAfterBackground(headed, 1, written);
    if (found !== null) return found;
    // No task found after a heading: it goes all the same when the rest names the work.
    if (headed.some(namesAThing)) return headed.join(" ");
  }
  return taskAfterBackground(all, MIN_BACKGROUND, written) ?? all.join(" ");
}

/**
 * The task of `units` (see `taskSentences`) when it is found after at least `minBackground`
 * sentences of background, or the whole when it opens them; null when no task is found.
 */
function taskAfterBackground(
  units: readonly string[],
  minBackground: number,
  written: WorkNames,
): string | null {
  const flat = units.join(" ");
  if (units.length === 0) return null;
  if (isRequestSentence(units[0] ?? "")) return flat;
  if (units.length < 2) return minBackground < MIN_BACKGROUND && namesAThing(flat) ? flat : null;
  const background = units.slice(0, minBackground).join(" ").length;
  // An introducer after an end mark, or at the start of a line of its own.
  const intros: { from: number; to: number; unit: number }[] = [];
  for (const match of flat.matchAll(INTRODUCER)) {
    // From its first letter: after "。" the space before it is matched too, and is no unit's.
    const space = /^\s*/u.exec(match[0])?.[0].length ?? 0;
    const from = (match.index ?? 0) + space;
    const kept = wishNamesItsObject(match[0]) ? 0 : match[0].length - space;
    if (from >= background) intros.push({ from, to: from + kept, unit: -1 });
  }
  const offsets: number[] = [];
  let at = 0;
  for (const [i, unit] of units.entries()) {
    offsets.push(at);
    if (at >= background) {
      // A longer lead is a bridge only when what follows its colon names the work.
      const lead = OPENS_A_PART.exec(unit)?.[0] ?? bridgeLead(unit, units[i + 1]);
      // A wish as the lead names what is to be made ("Me gustaría una herramienta en Python:"):
      // it stays with the task.
      const kept = lead !== null && wishNamesItsObject(lead) ? 0 : (lead?.length ?? 0);
      if (lead !== null) intros.push({ from: at, to: at + kept, unit: i });
    }
    at += unit.length + 1;
  }
  intros.sort((a, b) => a.from - b.from);
  // What comes after an introducer ("House rules:", "Regeln:") is its part, not the task's.
  const first_ = intros[0];
  const end = first_ === undefined ? units.length : unitAt(offsets, first_.from);
  // A lead whose sentence goes on as a list ("Ground rules: A; B; C") opens rules, never the
  // task, whatever its words: the task is then found before it.
  const intro = intros.find((i) => !opensAList(flat.slice(i.to)));
  const found = units.findIndex((unit) => isRequestSentence(unit) && !opensWithAName(unit, units));
  const request =
    found < end && !wishBeforeItsTask(units, offsets, found, intro, written) ? found : -1;
  // A need that names the work, before an introducer, is the task; the introducer opens its rules.
  const need = units.findIndex((unit) => isNeedStatement(unit) && namesAThing(unit));
  if (intro === undefined || (need >= 0 && need < end)) {
    const stated = statedNeed(units.slice(0, end), request, minBackground < MIN_BACKGROUND ? 0 : 1);
    if (stated !== null) return stated;
  }
  // A question about the work after the background, in any language, is a request too.
  const question = units.findIndex((unit, i) => i >= minBackground && asksAboutTheWork(unit));
  const asked = [request, question < end ? question : -1].filter((i) => i >= 0);
  const first = asked.length === 0 ? -1 : Math.min(...asked);
  // A wish before the introducer, naming the work in its own sentence or those after it before
  // the introducer's, is the task; the introducer opens its rules ("What we need is a reminder.
  // It runs as bin/remind.py. Rules: …"). A wish naming nothing before it ("I'd love some help.
  // Here's the job: …") leaves the task to the introducer.
  const wish = request < 0 ? wishSentence(units, minBackground) : -1;
  const wishFirst =
    wish >= 0 &&
    intro !== undefined &&
    (offsets[wish] ?? 0) < intro.from &&
    units.slice(wish, unitAt(offsets, intro.from)).some(namesAThing);
  // The introducer that comes before the request sentence: one after it opens the rules.
  const rules =
    intro !== undefined && rulesAfterTask(units, unitAt(offsets, intro.from), flat.slice(intro.to));
  if (
    intro !== undefined &&
    !wishFirst &&
    !rules &&
    (first < 0 || intro.from <= (offsets[first] ?? 0))
  ) {
    const task = unitsFrom(units, intro.to);
    if (task.length > 0) {
      return taskAlone(units, unitAt(offsets, intro.from), task);
    }
  }
  if (first >= minBackground && first === question) {
    return taskAlone(units, question, units.slice(question));
  }
  // A list of rules after the background ("Pravidla: A; B; C"): the task is before it, and when
  // nothing before it asks or points into the work, it is the sentence right before the list.
  const listed = first_ !== undefined && (first_ !== intro || rules) ? end : units.length;
  const before = units.slice(0, listed);
  const pointing = namingWhatWasWritten(before, minBackground, written) ?? pointingSentence(before);
  // A wish after the background ("What I'd like is a small Go tool …", "Me gustaría …") opens
  // the task where no English request does, unless a sentence pointing into the work after the
  // background comes first: the wish is then one of its rules ("I'd like it kept small").
  const wished = request < 0 ? wishSentence(before, minBackground) : -1;
  const start =
    request >= 0
      ? request
      : wished >= 0 && (pointing < minBackground || wished <= pointing)
        ? wished
        : pointing >= 0 || listed === units.length || listed - 1 < minBackground
          ? pointing
          : listed - 1;
  // After a heading, the first sentence pointing into the work may open what follows it.
  if (start === 0 && minBackground < MIN_BACKGROUND) return flat;
  if (start < 0) return null;
  // One sentence before the request is its subject ("The login page throws. Fix it."), kept;
  // unless the request names the work itself and the sentence before names none of it: then
  // that sentence is background ("We run the shop on a small VPS. Add --dry-run to
  // scripts/export.sh."), and the request is the task alone. In any language when the two are
  // all there is before the rules; a sentence pointing into the work among more is no request.
  if (
    start === 1 &&
    minBackground === MIN_BACKGROUND &&
    (request === 1 || before.length === 2) &&
    standsAlone(units[1] ?? "", units[0] ?? "")
  )
    return taskAlone(units, 1, units.slice(1));
  if (start < minBackground) return minBackground < MIN_BACKGROUND ? null : flat;
  const task = units.slice(start);
  task[0] = (task[0] ?? "").replace(/^(?:[\p{L}']+\s*){1,2}[:：]\s+(?=\S)/u, "");
  return taskAlone(units, start, task);
}

/**
 * Whether the request at `request` is a wish that names nothing of the work ("I'd love to know
 * what sold best.") before an introducer whose part names what the session then wrote ("The
 * ask: add bin/totals.py …"): the wish says why, the introducer's part is the task. What the
 * session wrote tells it from a note ("Note: run `make db` first."), which names nothing it made.
 */
function wishBeforeItsTask(
  units: readonly string[],
  offsets: readonly number[],
  request: number,
  intro: { from: number; to: number } | undefined,
  written: WorkNames,
): boolean {
  if (request < 0 || intro === undefined || (offsets[request] ?? 0) >= intro.from) return false;
  if (!isWish(units[request] ?? "")) return false;
  const introUnit = unitAt(offsets, intro.from);
  if (units.slice(request, introUnit).some(namesAThing)) return false;
  return namesWhatWasWritten(unitsFrom(units, intro.to)[0] ?? "", written);
}

/** Clauses of a list: a comma, semicolon or enumeration mark of any script between them. */
const CLAUSE_MARK = /[,;，；、،؛]/u;

/**
 * Whether the introducer of unit `at` (its part: `part`) opens the house rules after the task, in
 * any language: the sentence right before it, after a sentence of background or more, names a
 * call or a code span (what is to be made: "Escribe render_tile(z, x, y) en src/tile.rs."), and
 * the part names no call, code span or path (a command of the checks it may name) and goes on
 * as clauses ("Reglas: solo std, cargo test tiene que pasar.", "ルール: 標準ライブラリのみ、…").
 * A part naming the work ("Task: add retry() to fetch.") or said in one clause ("So: make it
 * faster.") stays the task.
 */
function rulesAfterTask(units: readonly string[], at: number, part: string): boolean {
  const before = units[at - 1] ?? "";
  const sentence = /^[^.!?。！？]*/u.exec(part)?.[0] ?? part;
  return (
    at >= 2 &&
    NAMES_A_CALL.test(before) &&
    !NAMES_A_CALL.test(sentence) &&
    !NAMES_A_PLACE.test(sentence) &&
    CLAUSE_MARK.test(sentence)
  );
}

/**
 * Whether `task`, a request or the sentence pointing into the work, stands without `before`, one
 * sentence of background: it names a thing of the work (a path, an identifier, a call), neither
 * opens on a pronoun nor is one ("It …", "Fix it."), and `before` names no thing of the work.
 */
function standsAlone(task: string, before: string): boolean {
  return (
    namesAThing(task) &&
    !namesAThing(before) &&
    !opensWithPronoun(task) &&
    !onlyPointsBack(task) &&
    !isNeedStatement(before)
  );
}

/**
 * Whether the sentence at `at` is a request with no content of its own: it asks and names
 * nothing but a pronoun ("Please write it.", "Mach das bitte."), or it is a few words pointing
 * back after an English imperative lead or right after a statement of need ("Write it.",
 * "Schreib sie.").
 */
function asksWithoutContent(units: readonly string[], at: number): boolean {
  const sentence = units[at] ?? "";
  if (isContentlessRequest(sentence)) return true;
  if (!onlyPointsBack(sentence)) return false;
  return isRequestSentence(sentence) || isNeedStatement(units[at - 1] ?? "");
}

/**
 * The task said as a statement of what is missing or wanted, found by structure: a request with
 * no content of its own takes its content from the statement of need before it (else from the
 * sentence right before it), and the two are the task — the rules between them left out; with no
 * such request, a statement of need that comes before any request, from the unit `first` on
 * (0 after a heading, else 1: a message that opens with its need stays whole), is the task
 * alone, background and rules after it left out. A request with content of its own after a
 * statement of need keeps the need when it points back at it by a pronoun ("What we lack is a
 * cut. Write it in src/cut.js."). Null when none of these is there.
 */
function statedNeed(units: readonly string[], request: number, first: number): string | null {
  const ask = units.findIndex((_, at) => at >= 1 && asksWithoutContent(units, at));
  const needBefore = (end: number): number => {
    for (let at = end - 1; at >= 0; at--) if (isNeedStatement(units[at] ?? "")) return at;
    return -1;
  };
  if (ask >= 1 && (request < 0 || ask <= request)) {
    const need = needBefore(ask);
    // With no need before it, an ask followed by a sentence naming the work, after one naming
    // none ("… I billed two plots twice. Could you build something for that? bin/water 2026-05
    // should read …"), is told by what follows it, not by the background before it.
    const after = units[ask + 1] ?? "";
    if (need < 0 && namesAThing(after) && !namesAThing(units[ask - 1] ?? ""))
      return taskAlone(units, ask, units.slice(ask));
    const from = need >= 0 ? need : ask - 1;
    return `${withoutRules(units.slice(from, ask))} ${units[ask] ?? ""}`;
  }
  const need = needBefore(request >= 0 ? request : units.length);
  if (need < first) return null;
  // The sentences after the need that name the work's things go with it (its command, its file).
  if (request < 0) return taskAlone(units, need, units.slice(need), false);
  // A need in the background ("shops that wanted real oil") is the subject "it" points back to
  // only when it is the sentence right before the request or names the work itself.
  const subject = need === request - 1 || namesAThing(units[need] ?? "");
  if (subject && pointsBack(units[request] ?? "")) {
    return `${withoutRules(units.slice(need, request))} ${withoutRules(units.slice(request))}`;
  }
  return null;
}
