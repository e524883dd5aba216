/**
 * What the agent concluded (SPEC §2.3), from the structure of its session before its words:
 * - prose that ends a turn (no tool call after it before the user speaks again) or that follows
 *   a failed tool result is read (the accumulator in `summary.ts` decides where a text sits);
 *   prose a tool call follows is narration when it only announces the call ("Let me run the
 *   tests", "Now writing src/x.js", "Voy a ejecutar los tests"), in any language; it counts when
 *   it says why it acts ("rather than …, so that …"), states a choice or a fact with its
 *   consequence ("Odd widths blur: the CSS halves them"), or names what a command took back out;
 * - a sentence that opens with a next-step marker ("Next step: …") is the report's next action,
 *   never a conclusion;
 * - a sentence of it counts only when it names something real of the session: a file or folder
 *   it edited or read, a word of a command that ran (a package, a script), an identifier of the
 *   code its edits wrote, a measurement ("300 KB"), an error code, a code point, a path or a
 *   backticked identifier; an unnamed sentence of reason said first joins the named one after
 *   it, and a verdict too short to stand alone ("hsearch: no.") joins its reason after it;
 * - its kind: a dead end when it names something a command took back out (`npm uninstall x`,
 *   `rm` of a file the session wrote; a file that was there before is clean-up; a call, include
 *   or import its own edits put in a file and a later edit took out) or says it was
 *   taken out ("ripped out", "reverted", "quité"); a dead end too, whatever it names, when it
 *   sits right before a call that takes the work's code back out, or ends the turn after one,
 *   and says what went wrong (`removal-reasons.ts`: it carries that removal); a fact when it states a
 *   finding, only says how the code stands ("Nothing else touches that file."), or follows a
 *   failure and states no choice; else a decision, unless it decides nothing: what it names
 *   beside its status is only files and refs, with no value and no reason ("src/old.js is
 *   deleted in the work tree, not committed"; `decidesNothing`), the briefing's git state;
 * - ranked by weight (how much it names, a reason given, a removal, a failure before it) within
 *   a message, by recency and novelty across the session (`novelConclusions`).
 * Code blocks, indented code, tables, headings, questions and remarks to the user never count.
 * The word lists this leans on are in `util/prose-words.ts`. Pure.
 */
import { cutAtWord } from "../../util/cut-text.js";
import { codeShapedNames } from "../../util/declared-names.js";
import {
  decidesNothing,
  isCommandReport,
  isReplyToUser,
  isStateOfThings,
  isStatusOnly,
  isTurnReport,
} from "./status-sentences.js";
import { splitBeforeLowercaseStarts } from "../../util/command-report.js";
import { looksLikeCommandLine } from "../../generate/command-shape.js";
import { type Removal, type RemovalSide, removalReasonAt } from "./removal-reasons.js";
import {
  ANNOUNCES_CALL,
  CONSEQUENCE,
  DECISION_CUE,
  ERROR_CODE,
  FACT_CUE,
  isFillerWord,
  MEASUREMENT,
  NARRATION,
  NEXT_STEP_LEAD,
  REASON_CUE,
  REMOVAL,
  STATED_REASON,
  TO_THE_USER,
  wordsOf,
} from "../../util/prose-words.js";

export type ConclusionKind = "decision" | "dead_end" | "fact";

/** A conclusion found in a message: its kind, text, and where (sentence and span) it is. */
export interface FoundConclusion {
  kind: ConclusionKind;
  text: string;
  /** The index of its first sentence among the message's `proseSentences`. */
  at: number;
  /** How many sentences it spans (a short one takes the next along). */
  span: 1 | 2;
  /** The removal next to it that it gives the reason for (`removal-reasons.ts`). */
  tookOut?: Removal;
}

/** What the session touched, as `grounding.ts` keeps it: names tested lowercased. */
export interface Grounding {
  /** A name of a file, folder, package or command word of the session. */
  known(name: string): boolean;
  /** A name of something a command took back out. */
  removed(name: string): boolean;
  /** A name of a file the session deleted that it did not make (clean-up, no dead end). */
  cleanedUp?(name: string): boolean;
  /**
   * A name the edits next to the prose declared (the turn's, or the edit right after it) that
   * no later edit took out: the thing in force, which a sentence naming it is about.
   */
  standing?(name: string): boolean;
  /**
   * Whether the session wrote or read the file at a path (as prose writes it): what it says of
   * that file may be what the code does.
   */
  workedOn?(path: string): boolean;
}

/** Longest conclusion kept: a sentence or two, cut at a sentence boundary. */
export const MAX_CONCLUSION = 300;
/** Conclusions taken from one message: a long summary must not crowd out the rest. */
const PER_MESSAGE = 3;
/** Shorter sentences say too little to stand alone ("Reverting.", "Done because of it."). */
const MIN_SENTENCE = 24;
/** Longer messages are read only up to here (a pasted log is not prose). */
const MAX_SCANNED = 20_000;

/** A line of prose, or null when the line is code, a table, a heading or a fence. */
function proseLine(line: string): string | null {
  if (/^(?: {4}|\t)/.test(line)) return null;
  const trimmed = line.trim();
  if (trimmed === "" || /^(?:\||#|>|\$ |```|~~~|[-=*_]{3,}$)/.test(trimmed)) return null;
  return trimmed.replace(/^(?:[-*+]|\d+[.)])\s+/, "").replace(/\*\*|__/g, "");
}

/** The prose paragraphs of a message: fenced blocks and non-prose lines left out. */
function proseParagraphs(text: string): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  let fenced = false;
  const flush = () => {
    if (current.length > 0) paragraphs.push(current.join(" "));
    current = [];
  };
  for (const line of text.slice(0, MAX_SCANNED).split("\n")) {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      flush();
      continue;
    }
    const prose = fenced ? null : proseLine(line);
    if (prose === null) flush();
    else if (/^(?:[-*+]|\d+[.)])\s/.test(line.trim())) {
      // A list item stands alone.
      flush();
      current.push(prose);
      flush();
    } else current.push(prose);
  }
  flush();
  return paragraphs;
}

/**
 * The sentences of a message's prose, in order: split after `.`, `!`, `?` (or their CJK
 * forms) before a capital, quote, backtick or opening mark, or before a command or a path
 * written in lower case ("… committed. lib/fees.js charges …"). The same text always gives the
 * same list: a saved conclusion is its index here.
 */
export function proseSentences(text: string): string[] {
  return proseParagraphs(text).flatMap((paragraph) =>
    paragraph
      .split(/(?<=[.!?])\s+(?=[\p{Lu}`"'(¿¡])|(?<=[。！？])/u)
      .map((s) => s.replace(/\s+/g, " ").trim())
      .flatMap((s) => splitBeforeLowercaseStarts(s, looksLikeCommandLine))
      .filter((s) => s !== ""),
  );
}

/** The text of the conclusion at `at` spanning `span` sentences of `sentences`. */
export function conclusionText(sentences: readonly string[], at: number, span: 1 | 2): string {
  const first = sentences[at] ?? "";
  const joined = span === 2 ? `${first} ${sentences[at + 1] ?? ""}` : first;
  return joined.length <= MAX_CONCLUSION ? joined : cutAtWord(first, MAX_CONCLUSION);
}

/** Code-like text: more than one in eight characters are brackets, operators or semicolons. */
function looksLikeCode(sentence: string): boolean {
  const symbols = sentence.match(/[{}();=<>[\]|\\]/g)?.length ?? 0;
  return symbols * 8 > sentence.length;
}

/** A path or a file name with its extension (`src/cache.ts`, `package.json`). */
const PATH_LIKE =
  /(?:^|[\s(`'"])(?:[\w.@-]+\/)+[\w.@-]+|\b[\w-]{2,}\.[a-z][a-z0-9]{0,5}\b(?![\w(])/;

/** A Unicode code point (`U+0301`): as exact a name as an error code. */
const CODE_POINT = /\bU\+[0-9A-F]{4,6}\b/;

/**
 * Whether `text` is about something the edits next to it put in and that stands
 * (`Grounding.standing`): of the things it names that stand or went, the first it names stands.
 * "`CALF_SHARE = 3` now stands where `CALF_ML_PER_DAY` was" is about the constant in force;
 * "Ripped out moment: it put 300 KB in the bundle, so `formatDay()` it is" is about what went.
 */
export function namesCodeInForce(text: string, ground: Grounding): boolean {
  const standing = ground.standing;
  if (standing === undefined) return false;
  // A package or a file that went (`npm uninstall moment`, `rm x.js`) is what such a sentence
  // is about ("`formatDay()` runs on date-fns, moment is gone"): only code replaced by code is
  // the diff's to tell.
  const code = new Set(codeShapedNames(text).map((name) => name.toLowerCase()));
  const words = namedWords(text);
  if (words.some((word) => ground.removed(word) && !code.has(word))) return false;
  const first = words.find((word) => standing(word) || ground.removed(word));
  return first !== undefined && standing(first);
}

/** The words of `text` as names are looked up: lowercased, a possessive or trailing dot off. */
export function namedWords(text: string): string[] {
  return wordsOf(text).map((raw) => raw.toLowerCase().replace(/(?:['’]s)?[.'’-]*$/, ""));
}

/**
 * A word in its other number, as a name of a file or folder may hold it: "migration" for the
 * folder migrations/, "thumbnail" for thumbnails.js. Words of five letters or more only.
 */
function otherNumber(word: string): string[] {
  if (word.length < 5 || !/^\p{L}+$/u.test(word)) return [];
  return word.endsWith("s") ? [word.slice(0, -1)] : [`${word}s`];
}

/**
 * `ground` that also knows a name in its other number (`otherNumber`): for prose right before a
 * tool call, which states the choice the write after it makes ("Each migration name starts
 * with a UTC timestamp; …" before writing migrations/…) and names its file as a noun of the
 * domain. Prose elsewhere keeps the exact names: a status saying "the build script passes"
 * grounds nothing by scripts/.
 */
function withOtherNumbers(ground: Grounding): Grounding {
  const known = (name: string) =>
    ground.known(name) || otherNumber(name).some((other) => ground.known(other));
  return { ...ground, known };
}

/** What a sentence names of the session: how many things, and whether one was removed. */
function namesIn(
  sentence: string,
  ground: Grounding,
): { count: number; removed: boolean; cleaned?: boolean } {
  let count = 0;
  let removed = false;
  let cleaned = false;
  if (MEASUREMENT.test(sentence)) count++;
  if (ERROR_CODE.test(sentence)) count++;
  if (CODE_POINT.test(sentence)) count++;
  if (PATH_LIKE.test(sentence)) count++;
  if (/`[^`\n]{2,}`/.test(sentence)) count++;
  const seen = new Set<string>();
  for (const raw of wordsOf(sentence)) {
    const word = raw.toLowerCase().replace(/(?:['’]s)?[.'’-]*$/, "");
    if (word.length < 3 || seen.has(word) || isFillerWord(word)) continue;
    seen.add(word);
    const variants = [word, ...word.split("/").filter((part) => part !== word)];
    if (variants.some((v) => ground.known(v))) count++;
    if (variants.some((v) => ground.removed(v))) removed = true;
    if (variants.some((v) => ground.cleanedUp?.(v) === true)) cleaned = true;
  }
  return { count, removed, cleaned };
}

/**
 * Whether `text` names, by a name shaped like code (`codeShapedNames`), something the session's
 * own edits put in and took back out (a constant, a function, an option; `Grounding.removed`):
 * said before the thing went, it is a dead end now, whatever its words. A file or package name
 * is left to the words (a scratch script the session deleted may well have found something).
 */
export function namesCodeTakenOut(text: string, ground: Grounding): boolean {
  return codeShapedNames(text).some((name) => ground.removed(name.toLowerCase()));
}

/** What `decidesNothing` asks of the session's names. */
function statusNames(ground: Grounding) {
  return {
    names: (text: string) => namesIn(text, ground).count > 0,
    touched: ground.known,
    workedOn: (path: string) => ground.workedOn?.(path) === true,
  };
}

/**
 * A sentence that is never prose of a conclusion: a question, code, a remark, narration, a
 * status of git or the checks (`status-sentences.ts`).
 */
function isNotProse(sentence: string): boolean {
  return (
    /[?？]$/.test(sentence) ||
    looksLikeCode(sentence) ||
    TO_THE_USER.test(sentence) ||
    NARRATION.test(sentence) ||
    NEXT_STEP_LEAD.test(sentence) ||
    isStatusOnly(sentence) ||
    isCommandReport(sentence)
  );
}

/**
 * Where prose sits in its turn: it ends the turn, follows a failed tool result, or comes just
 * before a tool call (then only a sentence that states a choice or a fact counts: "I'm keeping
 * X rather than Y, so that …", "Odd widths blur: the CSS halves them"; "Let me run the tests"
 * or "Writing src/x.js: the helper" announce the call and never do).
 */
export type ProsePlace = "ends_turn" | "after_failure" | "before_tool";

/** A candidate: its first sentence, how many it spans, and what they name. */
interface Candidate {
  at: number;
  span: 1 | 2;
  text: string;
  /** The sentence that names the thing: its words set the kind. */
  primary: string;
  names: { count: number; removed: boolean; cleaned?: boolean };
}

/**
 * The candidates of a message's sentences, in order, none overlapping. A sentence that names
 * something real is one; it takes a neighbour along that names nothing itself and fits: the
 * sentence before it when that one gives a reason or a consequence ("Odd widths blur on the
 * retina screens: the CSS halves them. Rounding the width down keeps every pixel whole."),
 * else, when it is short, the one after (its reason, most often). A sentence too short to stand
 * alone that names something ("hsearch: no.", "prune/disk.py: out.") is a verdict on that
 * thing, and the sentence after it is its reason: the two are one candidate.
 */
function candidatesOf(sentences: readonly string[], ground: Grounding): Candidate[] {
  const found: Candidate[] = [];
  const fits = (a: string, b: string) => a.length + b.length < MAX_CONCLUSION;
  const plain = (s: string | undefined): s is string => s !== undefined && !isNotProse(s);
  let free = 0;
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i] as string;
    if (isNotProse(sentence)) continue;
    if (isReplyToUser(sentence, (text) => namesIn(text, ground).count > 0)) continue;
    const names = namesIn(sentence, ground);
    if (names.count === 0) continue;
    const next = sentences[i + 1];
    if (sentence.length < MIN_SENTENCE) {
      if (!plain(next) || next.length < MIN_SENTENCE || !fits(sentence, next)) continue;
      const more = namesIn(next, ground);
      const both = {
        count: names.count + more.count,
        removed: names.removed || more.removed,
        cleaned: names.cleaned === true || more.cleaned === true,
      };
      const text = conclusionText(sentences, i, 2);
      found.push({ at: i, span: 2, text, primary: text, names: both });
      free = i + 2;
      i++;
      continue;
    }
    const before = sentences[i - 1];
    if (
      i - 1 >= free &&
      plain(before) &&
      before.length >= MIN_SENTENCE &&
      (CONSEQUENCE.test(before) || STATED_REASON.test(before)) &&
      !isTurnReport(before) &&
      fits(before, sentence) &&
      namesIn(before, ground).count === 0
    ) {
      const text = conclusionText(sentences, i - 1, 2);
      found.push({ at: i - 1, span: 2, text, primary: sentence, names });
      free = i + 1;
      continue;
    }
    // A status after it ("Nothing is committed yet.", "The build script already passes
    // --strict; nothing is committed yet.") is no part of what it concludes.
    const takesNext =
      next !== undefined &&
      sentence.length < 120 &&
      !/[?？]$/.test(next) &&
      !looksLikeCode(next) &&
      !TO_THE_USER.test(next) &&
      !isStatusOnly(next) &&
      !isCommandReport(next) &&
      !isTurnReport(next) &&
      fits(sentence, next) &&
      namesIn(next, ground).count === 0 &&
      !decidesNothing(next, { ...statusNames(ground), names: () => false });
    const span: 1 | 2 = takesNext ? 2 : 1;
    found.push({ at: i, span, text: conclusionText(sentences, i, span), primary: sentence, names });
    free = i + span;
    if (span === 2) i++;
  }
  return found;
}

/**
 * Whether a candidate before a tool call states something rather than announcing the call: it
 * names what a command of the session took back out (a dead end stated as it is carried out:
 * "Took x.js out again: …" before `rm x.js`), says why it acts ("rather than …, so that …"), or
 * states a choice or a fact with its consequence ("sharp needs a native build; jimp is plain
 * JavaScript", "Migration names carry a UTC timestamp: two branches never claim one number").
 * One that opens on the call's own action ("Writing src/x.js: the helper") announces it.
 */
function statesBeforeCall(candidate: Candidate, first: string): boolean {
  const { text, names } = candidate;
  if (names.removed || STATED_REASON.test(text) || DECISION_CUE.test(text)) return true;
  return !ANNOUNCES_CALL.test(first) && (CONSEQUENCE.test(text) || REASON_CUE.test(text));
}

/**
 * The conclusions `text` states (at most three, in the order it states them), given what the
 * session touched and where the prose sits in its turn. Only sentences that name something
 * real count; the heaviest are kept.
 */
export function extractConclusions(
  text: string,
  ground: Grounding,
  place: ProsePlace = "ends_turn",
  removal?: { side: RemovalSide; took: Removal },
): FoundConclusion[] {
  const afterFailure = place === "after_failure";
  const sentences = proseSentences(text);
  const scored: (FoundConclusion & { weight: number })[] = [];
  const named = place === "before_tool" ? withOtherNumbers(ground) : ground;
  for (const candidate of candidatesOf(sentences, named)) {
    const { at, span, text: said, primary, names } = candidate;
    if (place === "before_tool" && !statesBeforeCall(candidate, sentences[at] as string)) continue;
    // Words of a removal tell a dead end, unless what went is a file that was there before the
    // session: deleting that is clean-up ("Removed scripts/old-export.sh — nobody calls it").
    // A sentence naming the code put in its place that stands is about what is in force.
    const removal =
      (names.removed || (REMOVAL.test(primary) && names.cleaned !== true)) &&
      !namesCodeInForce(said, ground);
    const reason = REASON_CUE.test(said);
    const kind: ConclusionKind = removal
      ? "dead_end"
      : FACT_CUE.test(primary) || isStateOfThings(primary)
        ? "fact"
        : DECISION_CUE.test(primary) || !afterFailure
          ? "decision"
          : "fact";
    // A decision states a change with what it is or why; one that only says where its files
    // stand (deleted, not committed, nothing left) is the briefing's git state, not a choice.
    if (kind === "decision" && decidesNothing(said, statusNames(ground))) continue;
    const weight = names.count + (reason ? 2 : 0) + (removal ? 3 : 0) + (afterFailure ? 1 : 0);
    scored.push({ kind, text: said, at, span, weight });
  }
  if (removal !== undefined) withRemovalReason(scored, sentences, removal, ground);
  return scored
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => b.entry.weight - a.entry.weight || a.order - b.order)
    .slice(0, PER_MESSAGE)
    .sort((a, b) => a.order - b.order)
    .map(({ entry: { weight: _weight, ...found } }) => found);
}

/**
 * `scored` with the sentence that gives the reason for the removal next to the message made a
 * dead end of that removal: the candidate holding it, or a new one (it names nothing of the
 * code it is about, so the grounding by names left it out), weighted as a removal.
 */
function withRemovalReason(
  scored: (FoundConclusion & { weight: number })[],
  sentences: readonly string[],
  removal: { side: RemovalSide; took: Removal },
  ground: Grounding,
): void {
  const found = removalReasonAt(sentences, removal.side, (s) => !isNotProse(s));
  if (found === null) return;
  const holding = scored.find((c) => c.at <= found.at && found.at < c.at + c.span);
  if (holding !== undefined) {
    // A dead end already, by what it names: it says what went itself. One naming the code put
    // in its place says what stands.
    if (holding.kind === "dead_end" || namesCodeInForce(holding.text, ground)) return;
    holding.tookOut = { ...removal.took, was: holding.kind };
    holding.kind = "dead_end";
    holding.weight += 3;
    return;
  }
  const text = conclusionText(sentences, found.at, found.span);
  const entry = { kind: "dead_end" as const, text, ...found, tookOut: removal.took, weight: 4 };
  const after = scored.findIndex((c) => c.at > found.at);
  scored.splice(after === -1 ? scored.length : after, 0, entry);
}

/** The content words of a text: lowercased, function words and short ones left out. */
function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of wordsOf(text)) {
    const word = raw.toLowerCase().replace(/[.'’-]+$/, "");
    if (word.length >= 3 && !isFillerWord(word)) words.add(word);
  }
  return words;
}

/** Whether most (four in five) of `words` are already in `said`. */
function alreadySaid(words: ReadonlySet<string>, said: ReadonlySet<string>): boolean {
  if (words.size === 0) return true;
  let shared = 0;
  for (const word of words) if (said.has(word)) shared++;
  return shared * 5 >= words.size * 4;
}

/**
 * The conclusions (oldest first) that say something new: one whose content words a later
 * conclusion or one of `others` (the user's words) already holds is left out.
 */
export function novelConclusions<C extends { text: string }>(
  conclusions: readonly C[],
  others: readonly string[],
): C[] {
  const userSaid = others.map(contentWords);
  const kept: C[] = [];
  const later: Set<string>[] = [];
  for (let i = conclusions.length - 1; i >= 0; i--) {
    const conclusion = conclusions[i] as C;
    const words = contentWords(conclusion.text);
    if (later.some((said) => alreadySaid(words, said))) continue;
    if (userSaid.some((said) => alreadySaid(words, said))) continue;
    later.push(words);
    kept.push(conclusion);
  }
  return kept.reverse();
}
