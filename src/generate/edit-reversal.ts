/**
 * A rule replaced as the session's own record shows it, in any language: the user said a newer
 * message, then an edit of that session changed the code holding the older rule's value
 * (`QUEUE_WAIT_MIN = 20` → `35`, `MAX_LINES = 80` → `MAX_PAGES = 2`) and the diff keeps the
 * change. The newer message is the latest rule-like one before that edit (`rule-like.ts`: no
 * question, no thanks, no "go on"), whatever its language and whether or not its number can be
 * read ("pymtheg munud", "þrjú korter", "viena nedēļa"); the older is the message that states
 * the change's old value (its digits, or its number in words a list knows), or, when the older
 * rule names no number at all ("the evening before"), shares a word with the constant's name.
 * Time order ties them, not shared words: an edit the agent made with no user message after the
 * older rule links nothing, nor does a newer message whose own readable number is not the new
 * value (it was about another thing). Pure.
 */
import type { ValueChange, ValueEdit } from "../model/snapshot/types.js";
import { identifierWords } from "../util/identifier-words.js";
import { type Quantity, quantitiesIn, sameNumber, writtenAs } from "../util/quantity.js";
import { UNITS } from "../util/unit-words.js";
import { declaredNames } from "../util/declared-names.js";
import { isRuleLike, saysNothing } from "./rule-like.js";
import { contentWords, sentencesOf } from "./reversal.js";
import {
  amountAsNamed,
  amountsAsNamed,
  isMoneyAt,
  isUnitWord,
  statesMoney,
  unitOfName,
} from "./named-units.js";

/** A value change of the diff and the user message the edit that made it answered. */
export interface EditLink {
  change: ValueChange;
  /** The newer message, as the session's transcript holds it (trimmed). */
  newer: string;
}

/** A path or a file name in prose (`src/remind.ts`, `data/drops/`, `config.yaml`). */
const NAMES_A_FILE = /[\w-]+\/[\w./-]*|\b\w+\.[a-z]{1,5}\b/u;

/** Values too common to tie a rule to a line ("step 1", "0 failures"). */
const TOO_COMMON = new Set([0, 1]);

/** A number as code writes it, or null for one that is not a plain number. */
const codeNumber = (text: string): number | null =>
  /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;

/** Whether code may write `q` as `value` (`writtenAs`: 1.5 s as 1500 too). */
const writes = (q: Quantity, value: number): boolean =>
  writtenAs(q).some((n) => sameNumber(n, value));

/**
 * Each value change of the diff whose edit this session made after a rule-like user message:
 * the latest edit that changed the same value the same way (a rename with a rename), and the
 * latest message before it that says something (`carriesOn` and thanks passed over), when that
 * is rule-like. None for an edit before any user message or after a question; none when that
 * message's readable numbers are none of them the new value (it was about another thing), or
 * it names no number and an earlier message of the session said the new value readably (the
 * change was that one's, which the diff ties by value). `scalesOf` gives the factors by which
 * the code wrote the rule the change's old value held (`written-rules.ts`: `scalesHeld`).
 * `written`: the constants' values the session's writes put in, with the message each answered.
 */
export function editLinks(
  userMessages: readonly string[],
  edits: readonly ValueEdit[],
  changes: readonly ValueChange[],
  carriesOn: (text: string) => boolean = () => false,
  scalesOf: (change: ValueChange) => readonly number[] = () => [],
  written: readonly { value: string; user: number; name?: string }[] = [],
): EditLink[] {
  const links: EditLink[] = [];
  const changedValues = changes.flatMap((c) =>
    [codeNumber(c.before), codeNumber(c.after)].filter((v): v is number => v !== null),
  );
  for (const change of changes) {
    const after = codeNumber(change.after);
    if (after === null || TOO_COMMON.has(after)) continue;
    const edit = edits.findLast(
      (e) =>
        e.before === change.before &&
        e.after === change.after &&
        (e.renamed === true) === (change.was !== undefined) &&
        (e.other_name === true) === (change.other_name === true),
    );
    if (edit === undefined) continue;
    // Back from the edit over what only thanks or says to go on; a question stops the walk (the
    // agent acted on its own, or answered it: no rule of the user's).
    let newer: string | undefined;
    let at = edit.user;
    for (; at >= 0; at--) {
      const text = userMessages[at]?.trim() ?? "";
      if (text === "" || carriesOn(text) || saysNothing(text)) continue;
      if (isRuleLike(text)) newer = text;
      break;
    }
    if (newer === undefined) continue;
    // Only a number said in digits says the message was about another value: words read as a
    // number may be part of one no list reads ("two thirds of an hour" is 40 minutes, not 2).
    // A value the session changed, said again ("no longer 30 kilos: up to eighty pounds"),
    // names what changed, not another value; so does a value the same turn wrote again as it
    // was ("the ice stays at $95 a tonne" beside the chiller's new price, the file rewritten
    // whole with `ICE_CENTS_PER_TONNE 9500` in it): what stays is said beside what changes.
    const kept = written.flatMap((w) => {
      const value = w.user === edit.user ? codeNumber(w.value) : null;
      return value === null || changedValues.includes(value) ? [] : [{ value, name: w.name }];
    });
    const keptSays = (q: Quantity) =>
      kept.some(
        ({ value, name }) =>
          writes(q, value) || amountAsNamed(newer, q, name).some((n) => sameNumber(n, value)),
      );
    // A number the code writes at the scale the older turn wrote its rule's (5 euros as 500
    // cents: 7.50 as 750) is the new value too.
    const scales = scalesOf(change);
    const scaled = (q: Quantity) =>
      scales.some((k) => q.values.some((v) => sameNumber(v * k, after)));
    const saysNew = (q: Quantity) => writes(q, after) || scaled(q);
    const numbers = quantitiesIn(newer).filter(
      (q) =>
        !q.values.some((v) => TOO_COMMON.has(v)) &&
        inDigits(newer, q) &&
        !changedValues.some((v) => writes(q, v)) &&
        (saysNew(q) || !keptSays(q)),
    );
    if (numbers.length > 0 && !numbers.some(saysNew) && !statesNewValue(newer, change)) continue;
    // An earlier message of the session said the new value where it can be read: the change was
    // made for that one (the diff ties it by value), not for the newest that names none.
    const setBefore = userMessages
      .slice(0, at)
      .some((text) => quantitiesIn(text).some((q) => writes(q, after)));
    if (numbers.length === 0 && setBefore) continue;
    // Code named in the sentences that say the new value, where one does: another sentence of
    // the message may name anything (a login, another file).
    const saying = sentencesOf(newer).filter((x) => statesNewValue(x, change));
    if (namesOtherCode(saying.length > 0 ? saying.join(" ") : newer, change)) continue;
    links.push({ change, newer });
  }
  return links;
}

/** Whether `q` is said in digits (of any script) in `text`, not in words. */
const inDigits = (text: string, q: Quantity): boolean => /\p{Nd}/u.test(text.slice(q.start, q.end));

/** Names shaped like code in prose: a path, a file, an identifier with `_` or an inner capital. */
const CODE_NAME =
  /(?<![\p{L}\p{N}_])(?:[\w.-]*\/[\w./-]*\w|[A-Za-z]\w*\.[a-z]{1,5}\b|[A-Za-z][A-Za-z0-9]*_\w*|[a-z]+[A-Z]\w*)/gu;

/**
 * Whether `newer` names code, and none of it is what `change` changed (its file, or a name of its
 * line): a task of another part of the work ("now build src/export.ts"), during which the agent
 * changed the value on its own. Prose naming no code says nothing either way.
 */
function namesOtherCode(newer: string, change: ValueChange): boolean {
  const names = [...newer.replace(/`/g, " ").matchAll(CODE_NAME)].map(([n]) => n.toLowerCase());
  if (names.length === 0) return false;
  const file = change.path.toLowerCase();
  const stem = file.replace(/^.*\//, "").replace(/\.[^.]*$/, "");
  const line = `${change.line} ${change.was ?? ""}`.toLowerCase();
  return !names.some(
    (n) => file.endsWith(n) || n.endsWith(file) || n.includes(stem) || line.includes(n),
  );
}

/** Words of code that say how much, not of what, and keywords: no subject of a rule. */
const NOT_A_SUBJECT = new Set(
  (
    "max min limit default count num number total size len length value threshold cap lower " +
    "upper least most const let var final static export public private readonly def int float " +
    "str string return new true false none null"
  ).split(" "),
);

/** The first four letters of each word a changed line's names hold (`QUEUE_WAIT_MIN`: queu, wait). */
function nameStems(change: ValueChange): Set<string> {
  const stems = new Set<string>();
  for (const line of [change.line, change.was ?? ""])
    for (const word of identifierWords(line))
      if (
        [...word].length >= 3 &&
        !NOT_A_SUBJECT.has(word) &&
        !UNITS.has(word) &&
        !isUnitWord(word)
      )
        stems.add([...word].slice(0, 4).join(""));
  return stems;
}

/** Whether `sentence` names a word of the changed line's names (by its first four letters). */
export function namesTheConstant(sentence: string, change: ValueChange): boolean {
  const stems = nameStems(change);
  return [...contentWords(sentence)].some((w) => stems.has([...w].slice(0, 4).join("")));
}

/** The dimensions the changed line's names say in a unit word (`QUEUE_WAIT_MIN`: time). */
function dimensionsNamed(change: ValueChange): Set<string> {
  const named = new Set<string>();
  for (const word of identifierWords(change.was ?? change.line, 2)) {
    const unit = UNITS.get(word);
    if (unit !== undefined) named.add(unit.dimension);
  }
  return named;
}

/**
 * Whether the number `q` of `text` (in its `sentence`), said as a sum of money ("la visita cuesta 8 euros"), is
 * the price of another thing than the constant `change` changed: the name counts in no money,
 * the newer message states none, and neither the name nor the newer message shares a word with
 * the sentence. A price equal to a count only by chance ties no rule to the count's change.
 */
export function priceOfAnother(
  text: string,
  q: Quantity,
  change: ValueChange,
  newer: string,
  sentence: string = text,
): boolean {
  if (!isMoneyAt(text, q.start, q.end)) return false;
  if (unitOfName(change.was ?? change.line)?.dimension === "money" || statesMoney(newer))
    return false;
  if (namesTheConstant(sentence, change)) return false;
  const said = contentWords(newer);
  return ![...contentWords(sentence)].some((w) => said.has(w));
}

/** The sentences of a message that held a changed value, and whether a number of theirs did. */
export interface Held {
  sentences: string[];
  /** A number of theirs is the old value (else they name no number, and a word of the constant). */
  byNumber: boolean;
  /**
   * Neither: the one rule of a message of several that states no value (`onlyRuleWithoutValue`),
   * the weakest tie, kept only when no other message holds the value and the newer message
   * states the new one.
   */
  byOrder?: true;
}

/** Whether the changed line (and the line it replaced) declares a name: a constant. */
export const declaresValue = (change: ValueChange): boolean =>
  [change.line, change.was ?? change.line].every((line) => declaredNames(line).length > 0);

/** Whether `newer` states the value `change` wrote, where it can be read (digits, number words). */
export function statesNewValue(newer: string, change: ValueChange): boolean {
  const after = codeNumber(change.after);
  return after !== null && quantitiesIn(newer).some((q) => writes(q, after));
}

/**
 * The one rule of a message of several that states no value and names no file: a message of
 * house rules ("at most 80 characters; the reminder goes out the morning of the trip; Node 18;
 * never touch src/legacy.ts") whose other rules each state a value or name a file, so a
 * constant the agent changed whose old value no sentence states ("the morning of": 0 days) can
 * only be that one's. The sentences before the first that states a value or names a file are
 * the message's background, no rule. Null unless exactly one such rule and two others that state
 * a value or name a file.
 */
export function onlyRuleWithoutValue(sentences: readonly string[]): string | null {
  const names = sentences.map((s) => quantitiesIn(s).length > 0 || NAMES_A_FILE.test(s));
  const first = names.indexOf(true);
  if (first < 0 || names.filter(Boolean).length < 2) return null;
  const bare = sentences.slice(first).filter((s, i) => !names[first + i] && /\p{L}/u.test(s));
  return bare.length === 1 ? (bare[0] as string) : null;
}

/**
 * The sentences of `older` that held the value `change` replaced: each names a quantity code
 * writes as the old value (of the name's unit when the name says one and the quantity has a
 * unit), and the message does not name the new value too; or, when none names the old value
 * and the sentence names no number at all, it names a word of the constant. Two such sentences
 * are told apart by the constant's name, else none is. Null when none held it.
 */
export function heldValue(older: string, change: ValueChange, newer?: string): Held | null {
  const before = codeNumber(change.before);
  const after = codeNumber(change.after);
  if (before === null || after === null || before === after) return null;
  // The older message already said the new value: no replacement of it. In digits only: a
  // number word may be any word ("splits it in two" beside "160 characters" → two parts).
  const all = quantitiesIn(older);
  if (all.some((q) => writes(q, after) && inDigits(older, q))) return null;
  const named = dimensionsNamed(change);
  const held = (q: Quantity) =>
    !TOO_COMMON.has(before) &&
    writes(q, before) &&
    (q.unit === null || named.size === 0 || named.has(q.unit.dimension));
  // A price or a volume in the unit the constant's name says ("30 rupees" of
  // `PRICE_PAISE_PER_MUZHAM = 3000`, "two litres" of `CALF_ML = 2000`) holds it as well.
  const name = change.was ?? change.line;
  const heldAsNamed = (s: string) =>
    !TOO_COMMON.has(before) && amountsAsNamed(s, name).some((v) => sameNumber(v, before));
  const sentences = sentencesOf(older).map((s) => s.trim());
  const stating = sentences.filter((s) => quantitiesIn(s).some(held) || heldAsNamed(s));
  let found =
    newer === undefined
      ? stating
      : stating.filter(
          (s) =>
            heldAsNamed(s) ||
            quantitiesIn(s).some((q) => held(q) && !priceOfAnother(s, q, change, newer)),
        );
  // The old value said only as the price of another thing: no rule of this message held it, not
  // even one that states no value (the weaker ties below).
  if (stating.length > 0 && found.length === 0) return null;
  const byNumber = found.length > 0;
  // With no number, a word of the constant is the tie; a sentence naming a file says where the
  // work is (the task: "the reminder in src/remind.ts"), and the constant's word is the file's.
  if (!byNumber)
    found = sentences.filter(
      (s) => quantitiesIn(s).length === 0 && !NAMES_A_FILE.test(s) && namesTheConstant(s, change),
    );
  if (found.length > 1) found = found.filter((s) => namesTheConstant(s, change));
  // The weakest tie holds a constant only: a line the agent rewrote that declares nothing may
  // be any code.
  if (found.length === 0 && !byNumber && declaresValue(change)) {
    const only = onlyRuleWithoutValue(sentences);
    return only === null ? null : { sentences: [only], byNumber: false, byOrder: true };
  }
  return found.length === 1 || (byNumber && found.length > 0 && found.length === sentences.length)
    ? { sentences: found, byNumber }
    : null;
}
