/**
 * Whether a report's sentence is a step to do or a statement of how things are. The report's
 * last sentence stands in for a next action only when it is a step: an imperative or a sentence
 * that says what is still to do names a thing to change, a command to run or a question to
 * answer; a status ("src/index.js exports formatNumber now; npm test passes.") or a sentence
 * that only says something stays ("I'll leave it unused for now.") names none. Structure first:
 * - a sentence that opens on a command followed by a verb of its result ("make report prints the
 *   three invoices", "npm test passes now": `util/command-report.ts`) reports a run: a status;
 * - a sentence that opens on a thing of the work (a path, an identifier, a call, a code span that
 *   is no command) describes that thing: a status, unless it says something is still to do;
 * then the word tables of `util/step-words.ts`: a check or a commit reported as it stands,
 * keeping something as it is, and a sentence that opens as no imperative does (an article, a
 * verb in the past, a plural subject) or ends as a verb-final language's report does. A step
 * cue ("still", "needs", "next", "falta", "noch", a question) or a command to run keeps a
 * sentence a step whatever else it says. Pure.
 */
import { looksLikeCommandLine } from "./command-shape.js";
import { commandResultOf } from "../util/command-report.js";
import {
  asksForResult,
  hasStepCue,
  keepsAsIs,
  readsAsStatus,
  reportsResult,
  saysNothingToDo,
} from "../util/step-words.js";

/** A thing's name at the start of a sentence: a path, a file, a call, an identifier, code. */
const OPENS_ON_A_THING =
  /^[*_"'“(]*(?:`[^`\n]+`|[\w.~-]*\w\/[\w./-]*\w|\w{2,}\.[A-Za-z][A-Za-z0-9]{0,5}\b|[A-Za-z_]\w*\s*\(|\p{L}\p{Ll}+\p{Lu}\w*|\w+_\w+|[A-Z][A-Z0-9]{2,}\b)/u;

/** The first code span of a sentence, when it opens with one. */
const OPENING_SPAN = /^[*_"'“(]*`([^`\n]+)`/;

/** Whether `sentence` opens on a thing of the work that is not a command to run. */
function opensOnAThing(sentence: string): boolean {
  const text = sentence.trim();
  // A label ("src/server.c: wire the bucket in.", "Hecho: src/legacy.js ya no está, sin
  // commit."): what follows the colon decides.
  const label = /^[^\s:]+:\s+/.exec(text)?.[0];
  if (label !== undefined) return opensOnAThing(text.slice(label.length));
  if (!OPENS_ON_A_THING.test(text)) return false;
  const span = OPENING_SPAN.exec(text)?.[1];
  if (span !== undefined) return !looksLikeCommandLine(span);
  return !looksLikeCommandLine(text.replace(/[.!]$/, ""));
}

/**
 * Whether a result word follows the sentence's first word (an imperative "Pass …" is a step),
 * and the sentence does not ask for that result ("Make the flaky test pass on CI.").
 */
function reportsAResult(sentence: string): boolean {
  if (asksForResult(sentence)) return false;
  return reportsResult(sentence.trim().replace(/^\S+\s*/, ""));
}

/**
 * Whether `sentence`, a report's last, states how things are rather than a step to do (see the
 * module comment). It reads the report alone, never what the session did: the Stop gate
 * decides from the report before it reads the transcript, and must reach the packet's answer.
 */
export function isStatement(sentence: string): boolean {
  // "make report prints the three invoices", "npm test passes now": a command's run reported.
  if (commandResultOf(sentence, looksLikeCommandLine) !== null) return true;
  if (saysNothingToDo(sentence) && !namesACommand(sentence)) return true;
  if (hasStepCue(sentence)) return false;
  if (keepsAsIs(sentence) && !namesACommand(sentence)) return true;
  return opensOnAThing(sentence) || reportsAResult(sentence) || readsAsStatus(sentence);
}

/** Whether `text` names a command to run in a code span (`make check`). */
function namesACommand(text: string): boolean {
  return [...text.matchAll(/`([^`\n]+)`/g)].some((m) => looksLikeCommandLine(m[1] ?? ""));
}

/** Whether a step after a report's marker only keeps something as it is ("Next: leave it."). */
export function onlyKeepsAsIs(step: string): boolean {
  if (namesACommand(step)) return false;
  return saysNothingToDo(step) || (keepsAsIs(step) && !hasStepCue(step));
}
