/**
 * Whether a later user message only sets rules (SPEC §2.3: a later message replaces the
 * objective only when it states a new task): "MAX_LEN in src/labels.js goes down to 28.",
 * "Die Konstante auf 28 setzen, bitte.", "Thanks! The minimum goes up to 8 per bin.",
 * "cutName() muss auch Bindestriche beachten." set how the task is done, not what it is,
 * whatever they name. Structure: every sentence that names the work gives a value or binds it
 * (a modal of obligation, "always", "never", in the word table below); the others (a carry-on
 * opener, thanks) name nothing of it. Pure.
 */
import { quantitiesIn } from "../util/quantity.js";
import { isNeedStatement } from "./need-sentences.js";
import { isRequestSentence, splitUnits } from "./task-sentences.js";
import { NUMBER_TOKEN, THING_TOKENS, namesTheWork } from "./task-statement.js";
import { pathNames, type WorkNames } from "./work-names.js";

/** Where a value counts as set: past the first two fifths of the sentence, in its predicate. */
const PREDICATE_FROM = 0.4;

/**
 * Whether `sentence` sets a value: a number (not one inside a name) or an amount in words, in the
 * sentence's predicate, where a rule says what a thing is or becomes ("MAX_LEN goes down to
 * 28", "Die Konstante bitte auf 28 setzen", "Los turnos de noche duran 9 horas"). A number early
 * in a sentence names which one ("message 0 in m0.ts", "export the 2025 invoices as CSV"). Names
 * of things count as one word each.
 */
function setsValue(sentence: string): boolean {
  const collapsed = sentence.replace(THING_TOKENS, " x ");
  const tokens = (text: string) => (text.match(/[\p{L}\p{N}_]+/gu) ?? []).length;
  const total = tokens(collapsed);
  if (total === 0) return false;
  const starts = [...collapsed.matchAll(NUMBER_TOKEN)].map((match) => match.index ?? 0);
  // "One" is mostly an article ("un", "ein", "one of them"): an amount in words is more.
  for (const q of quantitiesIn(collapsed)) if (q.values.some((v) => v > 1)) starts.push(q.start);
  return starts.some((start) => tokens(collapsed.slice(0, start)) / total >= PREDICATE_FROM);
}

/**
 * Words that bind how the work is done rather than ask for work: obligation, permission,
 * always, never, only — per language, whole words, lower case.
 */
const BINDING = new Set(
  (
    "must mustn't should shouldn't always never only may " +
    "muss müssen musst soll sollen sollte darf dürfen immer nie niemals nur " +
    "doit doivent devrait toujours jamais seulement " +
    "debe deben debería siempre nunca solo sólo " +
    "deve devono sempre mai " +
    "musi powinien zawsze nigdy tylko moet moeten altijd nooit alleen " +
    "precisa sempre nunca"
  ).split(" "),
);
/** The same in scripts written without spaces between words. */
const BINDING_CJK = /必须|总是|永远|不要|不能|只能|必ず|常に|しない/u;

/**
 * Whether `sentence` binds the work ("Names must keep their accents.", "Nie mehr als zwei
 * Zeilen."): a binding word, and no English request lead ("Build the export; it must …" asks
 * for work).
 */
function bindsTheWork(sentence: string): boolean {
  if (isRequestSentence(sentence)) return false;
  if (BINDING_CJK.test(sentence)) return true;
  return (sentence.toLowerCase().match(/[\p{L}'’]+/gu) ?? []).some((word) =>
    BINDING.has(word.replace(/’/g, "'")),
  );
}

/**
 * Whether `text` only sets rules: at least one sentence gives a value or binds the work, no
 * sentence says what is missing or wanted ("We also need an export of the 2025 invoices." is a
 * task), and every other sentence names nothing of the work (`names`).
 */
export function onlySetsRules(text: string, names: WorkNames): boolean {
  let rules = 0;
  for (const sentence of splitUnits(text)) {
    if (isNeedStatement(sentence)) return false;
    if (setsValue(sentence) || bindsTheWork(sentence)) rules++;
    else if (namesTheWork(sentence, names)) return false;
  }
  return rules > 0;
}

/** A file's name or path among a message's names of things ("src/labels.js", "labels.js"). */
const FILE_NAME = /^[\w.~/-]*\w\.[A-Za-z][A-Za-z0-9]{0,5}$|\//u;

/**
 * Whether `text` asks for work — a sentence that is a request (English leads) or states what is
 * missing — or names a file the line of work did not know before (`known`: the name parts of its
 * files and of its objective). A carry-on opener that names what the work already has ("Same as
 * before, go on with src/labels.js", "Sigue con labels.js donde lo dejó el otro") does neither.
 */
export function asksForWork(text: string, known: WorkNames): boolean {
  if (splitUnits(text).some((s) => isRequestSentence(s) || isNeedStatement(s))) return true;
  for (const [token] of text.matchAll(THING_TOKENS)) {
    if (!FILE_NAME.test(token)) continue;
    const parts = pathNames(token.replace(/^`|`$/g, ""));
    // A name too short to split ("m0.ts") is known only by the objective's naming it whole.
    if (parts.length === 0 || parts.some((part) => !known.has(part))) return true;
  }
  return false;
}
