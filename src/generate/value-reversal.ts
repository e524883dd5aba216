/**
 * A rule replaced by a new value, grounded in evidence rather than in shared words: the user's
 * older message names a quantity (10, "1200 milliseconds", "cztery cyfry", "two nights"), a newer
 * one names another of the same dimension (25, "1.5 秒", "six places", "3晩"), and either
 * - the session's diff (made after the newer message) changed one line from the first to the
 *   second as code writes them (`BURST 10` → `BURST 25`, `1200` → `1500`, `padStart(4` →
 *   `padStart(6`, `MAX_NIGHTS = 2` → `3`, a padding `"0000"` → `"000000"` for four digits → six;
 *   when the older names the old value in several dimensions, a unit said by the line's name,
 *   `MAX_NIGHTS`, picks the one of its dimension), or
 * - the newer message states the change itself, "from A to B"-shaped, with A the older's value
 *   ("passano da 7 a 14", "z 4 na 6", "从7改为14"), or
 * - the diff renamed the constant with its value, keeping a word of its name (`OFFLINE_MINUTES =
 *   120` → `OFFLINE_READINGS = 3`): the rule is counted another way ("two hours" → "three missed
 *   readings"), and no unit converts one into the other.
 * The two messages may share no word, no unit and no language: the changed line or the stated
 * change is what says they are about one quantity. Without either, a subject may still tie them
 * (`replacedBySubject`): each names one quantity of a dimension, and they share the subject
 * words of their sentences or, for a count of one thing of a project (nights of a stay, places
 * of a number, tries of an operation), they are in two scripts or languages, where no word can
 * be shared. Otherwise nothing is marked (reversal.ts decides by words, and unsure marks
 * nothing). Quantities are read by util/quantity.ts. Pure.
 */
import type { ValueChange } from "../model/snapshot/types.js";
import { UNITS, type Unit, sameKind } from "../util/unit-words.js";
import {
  type Quantity,
  asNightsBeside,
  changedInCode,
  quantitiesIn,
  sameAmount,
  sameNumber,
  writtenAs,
} from "../util/quantity.js";
import { type StatedChange, statedChanges } from "../util/stated-changes.js";
import { numberWordValue } from "../util/number-words.js";
import { identifierWords } from "../util/identifier-words.js";
import { contentWords, inTwoTongues, onlyAdds, saysReversal, sentencesOf } from "./reversal.js";
import { clauseSpanning, withoutLead } from "./rule-clauses.js";
import { priceOfAnother } from "./edit-reversal.js";

/** Values too common to tie two messages to one line ("step 1", "0 failures"). */
const TOO_COMMON = new Set([0, 1]);

/**
 * What a text says of quantities, read once: a relay compares each message with every older one.
 * A memo of a pure reading, keyed by the text: the same text gives the same answer.
 */
interface Read {
  quantities: Quantity[];
  /** How code may write each of `quantities` (`writtenAs`), in the same order. */
  forms: number[][];
  stated: StatedChange[];
}
const READ = new Map<string, Read>();
const MAX_READ = 512;

function readOnce(text: string): Read {
  let found = READ.get(text);
  if (found === undefined) {
    if (READ.size >= MAX_READ) READ.clear();
    const quantities = quantitiesIn(text);
    const stated = statedChanges(text, quantities);
    found = { quantities, forms: quantities.map(writtenAs), stated };
    READ.set(text, found);
  }
  return found;
}

/** An old quantity of the older message and the new one of the newer that replaces it. */
interface Tie {
  old: Quantity;
  next: Quantity;
}

/** Count nouns: a count said with one of them is a count like one said with none. */
const COUNT_NOUNS: ReadonlySet<Unit["dimension"]> = new Set(["attempts", "characters"]);

/**
 * Whether `next` may be a new value of `old`: a new value said with no unit restates the
 * older's ("at least 1200 ms" → "make it 1500"), but a count with no unit ("seven snapshots",
 * "cut at 40") is never replaced by a duration, a size or a share ("3일", "14 days"); by a
 * count of tries or characters it may be ("cut at 40" → "30 characters").
 */
const countsAlike = (old: Quantity, next: Quantity): boolean =>
  old.unit !== null || next.unit === null || COUNT_NOUNS.has(next.unit.dimension);

/** A number as code writes it, or null for one that is not a plain number. */
function codeNumber(text: string): number | null {
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;
}

/**
 * The dimensions the changed line's names say in a unit word (`MAX_NIGHTS`, `minKm`,
 * `RETRY_DELAY_MS`, `PAD_DIGITS`): the words of its identifiers, split at `_` and at case
 * changes, of two letters or more (a lone `m` or `s` of a name says nothing).
 */
function dimensionsNamed(line: string): Set<Unit["dimension"]> {
  const named = new Set<Unit["dimension"]>();
  const words = identifierWords(line, 2);
  for (const word of words) {
    const unit = UNITS.get(word);
    if (unit !== undefined) named.add(unit.dimension);
  }
  return named;
}

/**
 * A change of a run of zeros, a padding pattern (`"0000"` → `"000000"`), read as a count of
 * digits: four to six; null for any other change.
 */
function paddingChange(change: ValueChange): { before: number; after: number } | null {
  const zeros = /^0{2,}$/;
  return zeros.test(change.before) && zeros.test(change.after)
    ? { before: change.before.length, after: change.after.length }
    : null;
}

/**
 * The older message's quantities a renamed constant ties to the newer's: the line held the old
 * value under a name and holds the new one under a name sharing a word with it
 * (`OFFLINE_MINUTES = 120` → `OFFLINE_READINGS = 3` for "two hours without a reading" → "tiga
 * kali pembacaan terlewat"), so the rule is counted another way and no unit converts one into
 * the other. Each name that says a unit must say the quantity's own, and the older must not name
 * the new amount.
 */
function recountedQuantities(oldRead: Read, newRead: Read, change: ValueChange): Tie[] {
  const before = codeNumber(change.before);
  const after = codeNumber(change.after);
  if (before === null || after === null || before === after) return [];
  if (TOO_COMMON.has(before) || TOO_COMMON.has(after)) return [];
  const fits = (q: Quantity, line: string) => {
    const named = dimensionsNamed(line);
    return named.size === 0 || (q.unit !== null && named.has(q.unit.dimension));
  };
  const writes = (read: Read, value: number) =>
    read.quantities.filter((_, i) => (read.forms[i] ?? []).some((n) => sameNumber(n, value)));
  const olds = writes(oldRead, before).filter((q) => fits(q, change.was ?? ""));
  const news = writes(newRead, after).filter(
    (q) => fits(q, change.line) && !newRead.stated.some((c) => c.from.start === q.start),
  );
  if (news.length === 0 || writes(oldRead, after).length > 0) return [];
  return olds.flatMap((old) => news.map((next) => ({ old, next })));
}

/**
 * The older message's quantities that `newer` replaces: through a changed line of `changes`
 * from one of them to a quantity of `newer` (that `older` does not name itself), or through a
 * change `newer` states from one of them.
 */
function replacedQuantities(newer: string, older: string, changes: readonly ValueChange[]): Tie[] {
  const oldRead = readOnce(older);
  const olds = oldRead.quantities;
  if (olds.length === 0) return [];
  const newRead = readOnce(newer);
  const { stated } = newRead;
  const replaced: Tie[] = [];
  // Each quantity that code may write as `value`: the few a change can tie, found first.
  const writable = (read: Read, value: number) =>
    read.quantities.filter((_, i) => (read.forms[i] ?? []).some((n) => sameNumber(n, value)));
  for (const change of changes) {
    if (change.was !== undefined) {
      replaced.push(...recountedQuantities(oldRead, newRead, change));
      continue;
    }
    const padding = paddingChange(change);
    const before = padding?.before ?? codeNumber(change.before);
    const after = padding?.after ?? codeNumber(change.after);
    if (before === null || after === null || before === after) continue;
    if (TOO_COMMON.has(before) || TOO_COMMON.has(after)) continue;
    // A padding of zeros is the count of digits of a rule, nothing else it may equal.
    const digits = (q: Quantity) => padding === null || q.unit?.dimension === "digits";
    const writing = writable(oldRead, before).filter(digits);
    // The line naming a unit picks the older's quantities of its dimension, when it holds any:
    // "four of us" is not what `MAX_NIGHTS = 4` → `3` changed, "four nights" is.
    const named = dimensionsNamed(change.line);
    const ofNamed = writing.filter((q) => q.unit !== null && named.has(q.unit.dimension));
    const candidates = (ofNamed.length > 0 ? ofNamed : writing).filter(
      (q) => !priceOfAnother(older, q, change, newer, sentenceHolding(older, q)),
    );
    if (candidates.length === 0) continue;
    // The old value of a change the newer message states ("från 7 till 30") is no new value.
    const news = writable(newRead, after).filter(
      (q) => !stated.some((c) => c.from.start === q.start) && (q.unit === null || digits(q)),
    );
    for (const next of news) {
      // The older message naming the new value too is no old rule of it ("between 10 and 25").
      if (olds.some((o) => countsAlike(o, next) && sameAmount(o, next))) continue;
      for (const old of candidates)
        if (countsAlike(old, next) && changedInCode(old, next, before, after))
          replaced.push({ old, next });
    }
  }
  for (const { from, to } of stated) {
    if (sameAmount(from, to) || olds.some((o) => countsAlike(o, to) && sameAmount(o, to))) continue;
    for (const old of olds)
      if (countsAlike(old, from) && sameAmount(old, from)) replaced.push({ old, next: to });
  }
  return replaced;
}

/**
 * Counts that name one thing of a project whatever noun says them: nights of a stay, places of
 * a number ("digits", "places", "cyfry", "桁"; not "characters", which may be a text's length),
 * tries of an operation ("attempts", "tries", "retries", "lần", "回").
 */
const COUNT_KINDS: ReadonlySet<Unit["dimension"]> = new Set(["nights", "digits", "attempts"]);

/**
 * The subject of a rule's sentence: its content words (reversal.ts) that are no unit and no
 * number, each cut to its first four letters ("booking" and "bookings" are one subject).
 */
function subjectStems(sentence: string): string[] {
  const words = [...contentWords(sentence)].filter(
    (w) => !UNITS.has(w) && !/\p{N}/u.test(w) && numberWordValue(w, sentence) === undefined,
  );
  return [...new Set(words.map((w) => [...w].slice(0, 4).join("")))];
}

/**
 * The names of code a sentence writes, as code writes them: a path (`src/remind.ts`,
 * `data/drops/`), an identifier with an underscore or an inner capital (`EXPORT_TIMEOUT`,
 * `maxNights`), a call (`remind()`), anything in backticks. A word of prose is none.
 */
function codeNames(sentence: string): Set<string> {
  const names = new Set<string>();
  for (const [quoted] of sentence.matchAll(/`[^`\n]+`/g)) names.add(quoted.slice(1, -1).trim());
  const code =
    /(?<![\p{L}\p{N}_])(?:[\w.-]*\/[\w./-]*\w|[A-Za-z]\w*\.[a-z]{1,5}\b|[A-Za-z][A-Za-z0-9]*_\w*|[a-z]+[A-Z]\w*|[A-Za-z_]\w*\(\))/gu;
  for (const [name] of sentence.replace(/`[^`\n]+`/g, " ").matchAll(code)) names.add(name);
  return names;
}

/** The sentence of `text` (its rules, `sentencesOf`) that holds the quantity `q`. */
function sentenceHolding(text: string, q: Quantity): string {
  let from = 0;
  for (const sentence of sentencesOf(text)) {
    const start = text.indexOf(sentence, from);
    const end = start + sentence.length;
    from = end;
    if (q.start >= start && q.end <= end) return sentence;
  }
  return text;
}

/**
 * The older message's quantities the newer one gives a new value by subject, with no diff or
 * stated change: each names exactly one quantity of a unit's dimension (never two rules of one
 * kind told apart by guesswork), the amounts differ, the newer does not only add ("also"), and
 * the older does not name the new amount. Then they are one rule when
 * - they are in two scripts or languages and the quantity is a count of one thing of a project
 *   (`COUNT_KINDS`: "two nights" → "3晩", "three attempts" → "bốn lần"), or both sentences write
 *   one name of the code (`EXPORT_TIMEOUT`, `src/export.ts`): no word of prose can be shared;
 * - else their sentences share subject words, more of the newer's than it names of its own
 *   ("Keep the logs for 2 days." → "Keep the logs for 72 hours."), or share one and the newer
 *   says a reversal ("Change of plan: bookings can be 3 nights.").
 * "Retry uploads three times" and "Retry downloads five times" share "retry" but each names a
 * subject the other lacks: two rules, both stay. A new value a line of `changes` wrote over
 * another value than the older's is no new value of it. A tie by subject alone is the weakest:
 * the caller keeps it only when it ties one older message to the newer (`ground` of
 * `replacedByValue`).
 */
function replacedBySubject(newer: string, older: string, changes: readonly ValueChange[]): Tie[] {
  if (onlyAdds(newer)) return [];
  const oldRead = readOnce(older);
  const newRead = readOnce(newer);
  const olds = oldRead.quantities.filter((q) => q.unit !== null);
  const oldForms = oldRead.forms.flat();
  // A new value the diff wrote over another old value than any of the older's is that other
  // rule's ("tiga kali" where `FAULTY_AFTER_MINUTES = 90` became `FAULTY_AFTER_MISSED = 3` is
  // not what "five times" of another rule became).
  const elsewhere = (i: number) =>
    changes.some((c) => {
      const before = codeNumber(c.before);
      const after = codeNumber(c.after);
      return (
        before !== null &&
        after !== null &&
        (newRead.forms[i] ?? []).some((n) => sameNumber(n, after)) &&
        !oldForms.some((n) => sameNumber(n, before))
      );
    });
  const news = newRead.quantities.filter(
    (q, i) =>
      q.unit !== null && !newRead.stated.some((c) => c.from.start === q.start) && !elsewhere(i),
  );
  const replaced: Tie[] = [];
  for (const dimension of new Set(olds.map((q) => (q.unit as Unit).dimension))) {
    const ofKind = (q: Quantity) => q.unit !== null && sameKind(q.unit.dimension, dimension);
    const ofOld = olds.filter(ofKind);
    // Weeks of a stay are its nights counted seven at a time (`asNightsBeside`).
    const ofNew = news.filter((q) => ofOld[0] !== undefined && ofKind(asNightsBeside(q, ofOld[0])));
    const [old] = ofOld;
    const [next] = ofNew;
    if (ofOld.length !== 1 || ofNew.length !== 1 || old === undefined || next === undefined)
      continue;
    if (oldRead.quantities.some((q) => countsAlike(q, next) && sameAmount(q, next))) continue;
    // Characters may be a text's length: a count of one thing only beside a subject.
    const count = COUNT_KINDS.has(dimension) && COUNT_KINDS.has((next.unit as Unit).dimension);
    if (inTwoTongues(newer, older)) {
      // In two languages, a name of the code both sentences write is the one word they can
      // share: "`EXPORT_TIMEOUT` 90 minutes" → "`EXPORT_TIMEOUT` a 2 horas".
      const named = codeNames(sentenceHolding(newer, next));
      if (count || [...codeNames(sentenceHolding(older, old))].some((n) => named.has(n)))
        replaced.push({ old, next });
      continue;
    }
    const a = subjectStems(sentenceHolding(older, old));
    const b = subjectStems(sentenceHolding(newer, next));
    const shared = a.filter((stem) => b.includes(stem));
    // Most of the newer's subject is the older's (it restates the rule with a new value), or
    // it says a reversal; a newer that names as much of its own is a rule of its own.
    const own = b.length - shared.length;
    if (shared.length > 0 && (shared.length > own || saysReversal(newer)))
      replaced.push({ old, next });
  }
  return replaced;
}

/**
 * What of `older` new values in `newer` replace, grounded as the module comment says: `"whole"`
 * for the whole message (one sentence, or every sentence replaced), the sentences of several that
 * name a replaced quantity, or null when nothing ties them or a tie is unsure (one new value tied
 * to old ones in two sentences: "The burst is 10. The queue is 10 deep." → "Now 25."). `ground`
 * picks the ties: the diff and stated changes (`evidence`), the subject alone (`subject`, which a
 * caller keeps only when one older message is so tied), or both.
 */
export function replacedSentences(
  newer: string,
  older: string,
  changes: readonly ValueChange[],
  ground: "evidence" | "subject" | "both" = "both",
): "whole" | string[] | null {
  // A declaration put in another's place under a name sharing no word with it ties to a rule
  // only through the session's edit right after the user's message (edit-reversal.ts).
  const read = changes.filter((c) => c.other_name !== true);
  const ties = [
    ...(ground === "subject" ? [] : replacedQuantities(newer, older, read)),
    ...(ground === "evidence" ? [] : replacedBySubject(newer, older, read)),
  ];
  if (ties.length === 0) return null;
  const sentences = sentencesOf(older);
  // Where each sentence sits in `older`, to find the ones that say a replaced quantity.
  const naming: string[] = [];
  const sentenceOf = new Map<Quantity, string>();
  const olds = new Map<string, { start: number; olds: Quantity[] }>();
  let from = 0;
  for (const sentence of sentences) {
    const start = older.indexOf(sentence, from);
    const end = start + sentence.length;
    from = end;
    for (const { old } of ties)
      if (old.start >= start && old.end <= end) {
        const key = sentence.trim();
        sentenceOf.set(old, key);
        const entry = olds.get(key) ?? { start: start + sentence.indexOf(key), olds: [] };
        entry.olds.push(old);
        olds.set(key, entry);
      }
  }
  const byNew = new Map<Quantity, Set<string>>();
  for (const { old, next } of ties) {
    const sentence = sentenceOf.get(old);
    if (sentence === undefined) continue;
    const set = byNew.get(next) ?? new Set<string>();
    set.add(sentence);
    byNew.set(next, set);
    if (!naming.includes(sentence)) naming.push(sentence);
  }
  if ([...byNew.values()].some((set) => set.size > 1) || naming.length === 0) return null;
  // A sentence listing several rules gives back only the clause of the replaced value: "Rules:
  // the burst stays at 10, errors go to stderr" keeps its second rule in force.
  // A lead-in over rules split at semicolons ("Rules: A; B; C") heads them all: the first
  // rule taken back goes without it, which stays over the rules still in force.
  const parts = naming.map(
    (sentence) =>
      clauseOfOlds(sentence, olds.get(sentence)) ??
      (headsOthers(older, sentence) ? withoutLead(sentence) : sentence),
  );
  if (parts.some((part, i) => part !== naming[i])) return parts;
  return naming.length === sentences.filter((x) => x.trim() !== "").length ? "whole" : naming;
}

/**
 * Whether `sentence` of `older` opens with a lead-in ("Rules:") that heads the rules after it:
 * a semicolon ends it, so the next rule is said under the same lead-in.
 */
function headsOthers(older: string, sentence: string): boolean {
  const at = older.indexOf(sentence);
  return (
    at >= 0 &&
    withoutLead(sentence) !== sentence &&
    /^\s*[;；]/u.test(older.slice(at + sentence.length))
  );
}

/** The one clause of a sentence of rules (`clauseSpanning`) that says all of its replaced `olds`. */
function clauseOfOlds(
  sentence: string,
  at: { start: number; olds: Quantity[] } | undefined,
): string | null {
  if (at === undefined || at.olds.length === 0) return null;
  const from = Math.min(...at.olds.map((q) => q.start)) - at.start;
  const to = Math.max(...at.olds.map((q) => q.end)) - at.start;
  return clauseSpanning(sentence, from, to);
}

/**
 * What of `older` a new value in `newer` replaces (`replacedSentences`): `{ part: null }` for the
 * whole message, `{ part }` for the one sentence of several that names the old value, or null
 * when nothing ties them, a tie is unsure, or several sentences are replaced.
 */
export function replacedByValue(
  newer: string,
  older: string,
  changes: readonly ValueChange[],
  ground: "evidence" | "subject" | "both" = "both",
): { part: string | null } | null {
  const replaced = replacedSentences(newer, older, changes, ground);
  if (replaced === "whole") return { part: null };
  return replaced?.length === 1 ? { part: replaced[0] as string } : null;
}
