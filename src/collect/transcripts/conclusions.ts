/**
 * What the agent concluded (SPEC §2.3), from the structure of its session before its words:
 * - prose that ends a turn (no tool call after it before the user speaks again) or that follows
 *   a failed tool result is read (the accumulator in `summary.ts` decides where a text sits);
 *   prose a tool call follows is narration ("Let me run the tests", "Voy a ejecutar los
 *   tests"), in any language, unless a sentence of it says why it acts ("rather than …, so
 *   that …": a decision stated as it is carried out) or names what a command took back out;
 * - a sentence that opens with a next-step marker ("Next step: …") is the report's next action,
 *   never a conclusion;
 * - a sentence of it counts only when it names something real of the session: a file or folder
 *   it edited or read, a word of a command that ran (a package, a script), a measurement
 *   ("300 KB"), an error code, a path or a backticked identifier;
 * - its kind: a dead end when it names something a command took back out (`npm uninstall x`,
 *   `rm` of a file the session wrote; a file that was there before is clean-up) or says it was
 *   taken out ("ripped out", "reverted", "quité"); a fact when it states a
 *   finding, or follows a failure and states no choice; else a decision;
 * - ranked by weight (how much it names, a reason given, a removal, a failure before it) within
 *   a message, by recency and novelty across the session (`novelConclusions`).
 * Code blocks, indented code, tables, headings, questions and remarks to the user never count.
 * The word lists this leans on are in `util/prose-words.ts`. Pure.
 */
import { cutAtWord } from "../../util/cut-text.js";
import {
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
}

/** What the session touched, as `grounding.ts` keeps it: names tested lowercased. */
export interface Grounding {
  /** A name of a file, folder, package or command word of the session. */
  known(name: string): boolean;
  /** A name of something a command took back out. */
  removed(name: string): boolean;
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
 * forms) before a capital, quote, backtick or opening mark. The same text always gives the same
 * list: a saved conclusion is its index here.
 */
export function proseSentences(text: string): string[] {
  return proseParagraphs(text).flatMap((paragraph) =>
    paragraph
      .split(/(?<=[.!?])\s+(?=[\p{Lu}`"'(¿¡])|(?<=[。！？])/u)
      .map((s) => s.replace(/\s+/g, " ").trim())
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

/** What a sentence names of the session: how many things, and whether one was removed. */
function namesIn(sentence: string, ground: Grounding): { count: number; removed: boolean } {
  let count = 0;
  let removed = false;
  if (MEASUREMENT.test(sentence)) count++;
  if (ERROR_CODE.test(sentence)) count++;
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
  }
  return { count, removed };
}

/** A sentence that can never be a conclusion: too short, a question, code, narration. */
function isNoise(sentence: string): boolean {
  return (
    sentence.length < MIN_SENTENCE ||
    /[?？]$/.test(sentence) ||
    looksLikeCode(sentence) ||
    TO_THE_USER.test(sentence) ||
    NARRATION.test(sentence) ||
    NEXT_STEP_LEAD.test(sentence)
  );
}

/**
 * Where prose sits in its turn: it ends the turn, follows a failed tool result, or comes just
 * before a tool call (then only a sentence that says why it acts counts: "I'm keeping X rather
 * than Y, so that …"; "Let me run the tests" never does).
 */
export type ProsePlace = "ends_turn" | "after_failure" | "before_tool";

/**
 * The conclusions `text` states (at most three, in the order it states them), given what the
 * session touched and where the prose sits in its turn. Only sentences that name something
 * real count; the heaviest are kept.
 */
export function extractConclusions(
  text: string,
  ground: Grounding,
  place: ProsePlace = "ends_turn",
): FoundConclusion[] {
  const afterFailure = place === "after_failure";
  const sentences = proseSentences(text);
  const scored: (FoundConclusion & { weight: number })[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i] as string;
    if (isNoise(sentence)) continue;
    const names = namesIn(sentence, ground);
    if (names.count === 0) continue;
    // Before a tool call, a sentence counts when it says why it acts, or names what a command
    // of the session took back out (a dead end stated as it is carried out: "Took x.js out
    // again: …" before `rm x.js`).
    if (
      place === "before_tool" &&
      !STATED_REASON.test(sentence) &&
      !DECISION_CUE.test(sentence) &&
      !names.removed
    )
      continue;
    const removal = names.removed || REMOVAL.test(sentence);
    const reason = REASON_CUE.test(sentence);
    const kind: ConclusionKind = removal
      ? "dead_end"
      : FACT_CUE.test(sentence)
        ? "fact"
        : DECISION_CUE.test(sentence) || !afterFailure
          ? "decision"
          : "fact";
    const weight = names.count + (reason ? 2 : 0) + (removal ? 3 : 0) + (afterFailure ? 1 : 0);
    // A short sentence takes the next along when that one names nothing itself (its reason,
    // most often), is plain prose and both fit.
    const next = sentences[i + 1];
    const span: 1 | 2 =
      next !== undefined &&
      sentence.length < 120 &&
      !/[?？]$/.test(next) &&
      !looksLikeCode(next) &&
      !TO_THE_USER.test(next) &&
      sentence.length + next.length < MAX_CONCLUSION &&
      namesIn(next, ground).count === 0
        ? 2
        : 1;
    scored.push({ kind, text: conclusionText(sentences, i, span), at: i, span, weight });
    if (span === 2) i++;
  }
  return scored
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => b.entry.weight - a.entry.weight || a.order - b.order)
    .slice(0, PER_MESSAGE)
    .sort((a, b) => a.order - b.order)
    .map(({ entry: { weight: _weight, ...found } }) => found);
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
