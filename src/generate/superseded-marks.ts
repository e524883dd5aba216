/**
 * The marks of the user's rules a newer message took back (SPEC §3.1: a rule stands until the
 * user supersedes it): by words (reversal.ts), by a value the session's diff or the newer message
 * replaced, or by subject (value-reversal.ts). A message is marked as a whole or in one sentence;
 * one several sentences of which were taken back becomes several entries. Pure.
 */
import type { Supersession, UserMessage } from "../model/packet/types.js";
import type { ValueChange } from "../model/snapshot/types.js";
import { cutAtWord } from "../util/cut-text.js";
import { withoutPart } from "../util/without-part.js";
import { quantitiesIn, sameAmount, sameNumber, writtenAs } from "../util/quantity.js";
import { contentWords, reversedSentence, reverses, sentencesOf } from "./reversal.js";
import { replacedSentences } from "./value-reversal.js";
import { type RemovalLink, statesConstant } from "./removed-rules.js";
import { clausesOf, takenPart } from "./rule-clauses.js";
import { retimedRules } from "./retimed-rules.js";
import { amountsAsNamed } from "./named-units.js";
import { taskSentences } from "./task-sentences.js";
import { THING_TOKENS } from "./task-statement.js";
import {
  type EditLink,
  type Held,
  declaresValue,
  heldValue,
  namesTheConstant,
  statesNewValue,
} from "./edit-reversal.js";

/** How many of the newest messages are compared for reversals: the packet keeps 60. */
const REVERSAL_WINDOW = 120;
/** The longest quotation of a reversing message. */
const MAX_QUOTE = 300;

/** `text` on one line, cut at a word within MAX_QUOTE characters. */
function quote(text: string): string {
  return cutAtWord(text.replace(/\s+/g, " ").trim(), MAX_QUOTE);
}

/**
 * Each message a newer one reverses (reversal.ts; also by a value the session's diff replaced:
 * value-reversal.ts) marked `superseded_by` the newest that does, quoted with its
 * agent and date; a message several sentences of which were taken back becomes several entries
 * (`splitByParts`). The order stays oldest first (readers list the rules in force
 * first). A mark the packet before recorded stays when its reversing message moved to history.
 */
export function markSuperseded(
  messages: UserMessage[],
  changes: readonly ValueChange[] = [],
  links: readonly EditLink[] = [],
  removals: readonly RemovalLink[] = [],
): UserMessage[] {
  const from = Math.max(0, messages.length - REVERSAL_WINDOW);
  const byEdit = editedRules(messages, from, links);
  for (const [key, replaced] of [
    ...removedRules(messages, from, removals),
    ...retimedRules(messages, from, changes),
  ])
    if (!byEdit.has(key)) byEdit.set(key, replaced);
  // The newer messages the session's diff ties to a rule they replaced: their unit alone ties
  // them to no other, nor to another sentence of the rule the diff names (the minimum said in
  // characters is not every older count of characters).
  const diffTied = new Set([...byEdit.keys()].map((key) => Number(key.split(" ")[0])));
  // The older messages a newer one ties to by subject alone, by the newer's index: a tie that
  // weak counts only when it is the one (two older rules of one kind: unsure, both stay).
  const subjectTies = new Map<number, number[]>();
  const tiedBySubject = (j: number): number[] => {
    let tied = subjectTies.get(j);
    if (tied === undefined) {
      const newer = (messages[j] as UserMessage).text;
      tied = [];
      for (let k = from; k < j; k++)
        if (
          replacedSentences(newer, (messages[k] as UserMessage).text, changes, "subject") !== null
        )
          tied.push(k);
      subjectTies.set(j, tied);
    }
    return tied;
  };
  return messages.flatMap((message, i) => {
    if (i < from) return [message];
    const by = (newer: UserMessage, taken: string = message.text): Supersession => ({
      text: quote(carryingPart(newer.text, taken, message.text)),
      agent: newer.agent,
      date: newer.date,
    });
    // Each sentence of `message` a newer message took back, with the newest that did; a sentence
    // the packet before marked keeps its mark (the diff that tied it may be an earlier session's).
    const parts = new Map<string, Supersession>();
    const carried = message.superseded_by;
    if (carried?.part !== undefined) {
      const { part, ...mark } = carried;
      parts.set(part.trim(), mark);
    }
    let wholeBy: UserMessage | null = null;
    for (let j = messages.length - 1; j > i; j--) {
      const newer = messages[j] as UserMessage;
      // A rule taken back as a whole takes back nothing older now (a sentence split off the
      // message it was said in is no newer word than the rest of it).
      if (isSupersededWhole(newer)) continue;
      const unitAlone = !(newer.packet === null && diffTied.has(j));
      if (reverses(newer.text, message.text, unitAlone)) {
        if (parts.size === 0) wholeBy = newer;
        break;
      }
      const sentence = reversedSentence(newer.text, message.text, unitAlone);
      // The session's diff, made after the newer message (a line changed from the old value to
      // the new one), or the newer message's own "from A to B": the two are one quantity; else
      // the subject, when it ties this one older message alone and the newer is this session's
      // (a carried one was judged beside the diff of its own session, which may have said the
      // new value was another rule's).
      let replaced = replacedSentences(newer.text, message.text, changes, "evidence");
      const fresh = newer.packet === null;
      if (replaced === null && fresh && tiedBySubject(j).length === 1 && tiedBySubject(j)[0] === i)
        replaced = replacedSentences(newer.text, message.text, changes, "subject");
      // This session's edit after the newer message changed the value the older held.
      if (replaced === null && fresh) replaced = byEdit.get(`${j} ${i}`) ?? null;
      if (replaced === "whole" && sentence === null) {
        if (parts.size === 0) wholeBy = newer;
        break;
      }
      for (const part of [sentence, ...(Array.isArray(replaced) ? replaced : [])])
        if (
          part !== null &&
          !parts.has(part.trim()) &&
          !(i === 0 && inBackground(message.text, part))
        )
          parts.set(part.trim(), by(newer, part));
    }
    if (wholeBy !== null) return [{ ...message, superseded_by: by(wholeBy) }];
    const [first] = parts;
    if (first === undefined) return [message];
    if (parts.size === 1)
      return [{ ...message, superseded_by: { ...first[1], part: quote(first[0]) } }];
    return splitByParts(message, parts);
  });
}

/**
 * The older rules each edit link replaced (`edit-reversal.ts`), keyed `"<newer> <older>"` by
 * index: what of the older the edit took back, `"whole"` or its sentences. The newer must be this
 * session's message; of several older messages holding the old value, only the one naming the
 * constant is, else none (unsure: both stay).
 */
function editedRules(
  messages: readonly UserMessage[],
  from: number,
  links: readonly EditLink[],
): Map<string, "whole" | string[]> {
  const found = new Map<string, "whole" | string[]>();
  for (const { change, newer } of links) {
    const j = messages.findLastIndex((m) => m.packet === null && keyOf(m.text) === keyOf(newer));
    if (j < 0) continue;
    const held: [number, Held][] = [];
    for (let k = from; k < j; k++) {
      const text = (messages[k] as UserMessage).text;
      // Two sentences stating the old value, one in the background a message opens with: the
      // background tells the situation ("people still end up on three shifts"), the rule comes
      // with the task ("at least three people on every shift").
      const found = heldValue(text, change, newer) ?? heldValue(fromTask(text), change, newer);
      if (found !== null) held.push([k, found]);
    }
    // A number said is the stronger tie: a message naming only a word of the constant (the
    // task's "queue page") counts when no message names the old value.
    const numbered = held.filter(([, h]) => h.byNumber);
    const worded = held.filter(([, h]) => !h.byNumber && h.byOrder !== true);
    // The one rule of a message that states no value ties only when nothing else does, and the
    // newer message states the value the edit wrote.
    const ordered = statesNewValue(newer, change) ? held.filter(([, h]) => h.byOrder) : [];
    const pool =
      numbered.length > 0 || change.from_writes === true
        ? numbered
        : worded.length > 0
          ? worded
          : ordered;
    const named = pool.filter(([, h]) => h.sentences.some((x) => namesTheConstant(x, change)));
    const [only] = pool.length === 1 ? pool : named.length === 1 ? named : [];
    if (only === undefined) {
      // No sentence states the old value where it can be read: the constant the older turn
      // wrote for a sentence of its message, and changed now, ties that sentence.
      const tie = pool.length === 0 ? heldByTurn(messages, from, j, change) : null;
      if (tie !== null) found.set(`${j} ${tie.k}`, tie.replaced);
      continue;
    }
    const [k, { sentences }] = only;
    const text = (messages[k] as UserMessage).text;
    const all = sentencesOf(text).filter((x) => x.trim() !== "");
    const [sentence] = sentences;
    found.set(
      `${j} ${k}`,
      sentences.length === 1 && sentence !== undefined
        ? takenPart(text, sentence, statesValue(Number(change.before), change.was ?? change.line))
        : sentences.length >= all.length
          ? "whole"
          : sentences,
    );
  }
  return found;
}

/**
 * The older rules whose constant this session's edit took out after a newer message
 * (`removed-rules.ts`), keyed as `editedRules`' are: the one older message whose turn wrote that
 * constant, of that name and value, for one of its sentences (`holds`), and that sentence (or
 * its clause). Two such messages, or a sentence that names the constant's value no more
 * readably than the newer does, leave it unsure: nothing is marked.
 */
function removedRules(
  messages: readonly UserMessage[],
  from: number,
  removals: readonly RemovalLink[],
): Map<string, "whole" | string[]> {
  const found = new Map<string, "whole" | string[]>();
  for (const link of removals) {
    const { name, value, newer } = link;
    const j = messages.findLastIndex((m) => m.packet === null && keyOf(m.text) === keyOf(newer));
    if (j < 0) continue;
    const ties: [number, string][] = [];
    for (let k = from; k < j; k++) {
      const message = messages[k] as UserMessage;
      if (isSupersededWhole(message)) continue;
      for (const held of message.holds ?? [])
        if (
          held.name === name &&
          sameNumber(Number(held.value), Number(value)) &&
          message.text.includes(held.sentence)
        )
          ties.push([k, held.sentence]);
    }
    const [only] = ties;
    if (ties.length !== 1 || only === undefined) {
      const tie = ties.length === 0 ? recountedRule(messages, from, j, link) : null;
      if (tie !== null) found.set(`${j} ${tie.k}`, tie.replaced);
      continue;
    }
    const [k, sentence] = only;
    // A lead-in ending in a colon ("Rules from the office:") heads the other rules too; of a
    // sentence of several rules, the clause of the constant's value alone is taken back.
    found.set(
      `${j} ${k}`,
      takenPart(
        (messages[k] as UserMessage).text,
        sentence,
        statesValue(Number(value), name),
        statesAny,
      ),
    );
  }
  return found;
}

/**
 * The one older rule, before the `j`th message, stating the value of a constant the code held
 * before any session wrote it for a rule (no `holds`), which this session took out for a new
 * constant in another unit whose value the newer message states (`link.put`): `CANS_PER_CRATE =
 * 30` out and `LITRES_PER_CRATE = 12` in after "a crate holds 12 litres" takes back "each crate
 * holds 30 cans". Only the clause stating the old value, and only when it states not the new one
 * too; two older sentences stating it leave it unsure (both stay).
 */
function recountedRule(
  messages: readonly UserMessage[],
  from: number,
  j: number,
  { name, value, put }: RemovalLink,
): { k: number; replaced: "whole" | string[] } | null {
  if (put === undefined) return null;
  const ties: [number, string][] = [];
  for (let k = from; k < j; k++) {
    const message = messages[k] as UserMessage;
    if (isSupersededWhole(message)) continue;
    for (const sentence of sentencesOf(message.text)) {
      // Each clause of a sentence of several rules is a rule of its own: two stating the
      // value are two ties.
      const clauses = clausesOf(sentence);
      const parts = clauses.length > 1 ? clauses : [sentence];
      for (const part of parts)
        if (statesConstant(part, name, value)) ties.push([k, sentence.trim()]);
    }
  }
  const [only] = ties;
  if (ties.length !== 1 || only === undefined) return null;
  const [k, sentence] = only;
  const replaced = takenPart(
    (messages[k] as UserMessage).text,
    sentence,
    (clause) => statesConstant(clause, name, value),
    statesAny,
  );
  const taken = replaced === "whole" ? [(messages[k] as UserMessage).text] : replaced;
  return taken.some((part) => statesConstant(part, put.name, put.value)) ? null : { k, replaced };
}

/**
 * The one older message, before the `j`th, whose turn wrote a constant of the value `change`
 * replaced for one of its sentences (`holds`, written-rules.ts), and what of it that takes back.
 * Null when none, when two did (two rules of one value: unsure), when the line changed declares
 * nothing, or when the sentence already states the new value.
 */
function heldByTurn(
  messages: readonly UserMessage[],
  from: number,
  j: number,
  change: ValueChange,
): { k: number; replaced: "whole" | string[] } | null {
  const before = Number(change.before);
  if (!declaresValue(change) || !/^\d+(?:\.\d+)?$/.test(change.before)) return null;
  const ties: [number, string][] = [];
  for (let k = from; k < j; k++) {
    const message = messages[k] as UserMessage;
    for (const held of message.holds ?? [])
      if (sameNumber(Number(held.value), before) && message.text.includes(held.sentence))
        ties.push([k, held.sentence]);
  }
  const [only] = ties;
  if (ties.length !== 1 || only === undefined) return null;
  const [k, sentence] = only;
  if (statesNewValue(sentence, change)) return null;
  const text = (messages[k] as UserMessage).text;
  return { k, replaced: takenPart(text, sentence, statesValue(before), statesAny) };
}

/**
 * Whether a clause states `value` where it can be read (digits of any script, number words), or
 * as a volume or a price in the unit the constant's `name` says ("two litres" of
 * `CALF_ML_PER_DAY = 2000`, "five euros" of `MIN_NIGHT_CENTS = 500`).
 */
const statesValue =
  (value: number, name?: string) =>
  (clause: string): boolean =>
    quantitiesIn(clause).some((q) => writtenAs(q).some((n) => sameNumber(n, value))) ||
    amountsAsNamed(clause, name).some((n) => sameNumber(n, value));

/** Whether a clause states any number. */
const statesAny = (clause: string): boolean =>
  /\p{Nd}/u.test(clause) || quantitiesIn(clause).length > 0;

/**
 * Whether `part` lies in the background `text` (the relay's first message) opens with, before its task sentence
 * (`taskSentences`), stating no value and naming no thing of the work: what the user told of the
 * situation ("the harbour master keeps the list on paper") is no rule a newer message takes
 * back, whatever words the two share.
 */
function inBackground(text: string, part: string): boolean {
  // A sentence with a value or a name of the work is a rule wherever it stands.
  if (/\p{N}/u.test(part) || quantitiesIn(part).length > 0 || part.match(THING_TOKENS) !== null)
    return false;
  const flat = keyOf(text);
  const task = keyOf(taskSentences(text));
  if (task === "" || task === flat) return false;
  const at = flat.indexOf(task.slice(0, 40));
  return at > 0 && flat.slice(0, at).includes(keyOf(part));
}

/**
 * `text` from its task sentence on (`taskSentences`), without the background it opens with; ""
 * when it opens with no background.
 */
function fromTask(text: string): string {
  const task = taskSentences(text).trim().slice(0, 40);
  const at = task === "" ? -1 : text.indexOf(task);
  return at > 0 ? text.slice(at) : "";
}

/**
 * What of `newer` to quote as taking `taken` back: the message from its first sentence that
 * carries the new value or the subject (a quantity, or a content word shared with `taken`) on,
 * not the greeting, the name or the thanks it opens with; the whole message when its first
 * sentence carries it, or none does. A short lead-in before a colon that carries neither (who
 * said it: "Marta sagt:", "Kofi anasema:") is no part of the quote either. A value the `older`
 * message states too carries nothing: restated, it stands.
 */
function carryingPart(newer: string, taken: string, older: string = taken): string {
  const subject = contentWords(taken);
  // A value the older message states too is one the newer restates as it stands ("the ice
  // stays at $95 a tonne"), not the one it replaces.
  const said = quantitiesIn(older);
  const carries = (x: string) =>
    quantitiesIn(x).some((q) => !said.some((o) => sameAmount(o, q))) ||
    [...contentWords(x)].some((w) => subject.has(w));
  const sentences = sentencesOf(newer)
    .map((x) => x.trim())
    .filter((x) => /\p{L}/u.test(x));
  const first = sentences.length < 2 ? -1 : sentences.findIndex(carries);
  const from = first <= 0 ? 0 : newer.indexOf(sentences[first] as string);
  return withoutSpeaker(newer.slice(Math.max(0, from)), carries);
}

/** A lead-in of one to three words before a colon, at the start ("Marta sagt:", "Ayşe diyor ki:"). */
const SPEAKER = /^\s*((?:[\p{L}\p{M}'’.-]+\s+){0,2}[\p{L}\p{M}'’.-]+)\s*[:：]\s*(?=\S)/u;

/**
 * `text` without a lead-in that carries nothing of the rule (`carries`), when what follows it
 * says something (three words or more): the name or the "new rule" a message opens with.
 */
function withoutSpeaker(text: string, carries: (x: string) => boolean): string {
  const lead = SPEAKER.exec(text);
  if (lead === null || carries(lead[1] as string)) return text;
  const rest = text.slice(lead[0].length);
  return (rest.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 3 ? rest : text;
}

/** A message key: whitespace aside. */
const keyOf = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Whether `m` is taken back as a whole (not one sentence of it). */
const isSupersededWhole = (m: UserMessage): boolean =>
  m.superseded_by !== undefined && m.superseded_by.part === undefined;

/**
 * A message several sentences of which newer messages took back, as several entries: the rest of
 * it, in force, then each of those sentences alone, superseded by the newest message that took it
 * back. A rule of the message is then either in force or superseded, never both on one line, and
 * each mark names its own newer message (one message may hold the task, Java 11 and a page of
 * text; one newer message may replace the last two).
 */
function splitByParts(
  message: UserMessage,
  parts: ReadonlyMap<string, Supersession>,
): UserMessage[] {
  let rest = message.text;
  const taken: UserMessage[] = [];
  for (const [part, mark] of parts) {
    const left = withoutPart(rest, part);
    if (left === null) return [{ ...message, superseded_by: { ...mark, part: quote(part) } }];
    rest = left;
    taken.push({ ...message, text: part, superseded_by: mark });
  }
  const { superseded_by: _, ...inForce } = message;
  return /[\p{L}\p{N}]/u.test(rest) ? [{ ...inForce, text: rest }, ...taken] : taken;
}
