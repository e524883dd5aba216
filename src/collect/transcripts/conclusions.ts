/**
 * What the agent concluded (SPEC §2.3, issue 28): from the prose of one assistant message, the
 * sentences that state a decision with its reason, an approach tried and abandoned, or a fact
 * learned about the environment — selected by cue phrases, deterministic, no model call. Code
 * blocks, indented code, tables, headings, questions and step-by-step narration ("Let me run the
 * tests") are never conclusions. Pure.
 */
import { cutAtWord } from "../../util/cut-text.js";

export type ConclusionKind = "decision" | "dead_end" | "fact";

export interface FoundConclusion {
  kind: ConclusionKind;
  text: string;
}

/** Longest conclusion kept: a sentence or two, cut at a sentence boundary. */
export const MAX_CONCLUSION = 300;
/** Conclusions taken from one message: a long summary must not crowd out the rest. */
const PER_MESSAGE = 3;
/** Shorter sentences say too little to stand alone ("Reverting.", "Done because of it."). */
const MIN_SENTENCE = 24;
/** Longer messages are read only up to here (a pasted log is not prose). */
const MAX_SCANNED = 20_000;

// Checked in this order: a sentence that opens by ruling something out for the rest of the work
// ("I won't write the password into any file: …") is a decision whatever it mentions; then
// abandoning something is the strongest signal, then what was found out, then a choice made
// with a reason.
const CUES: readonly [ConclusionKind, RegExp][] = [
  [
    "decision",
    /^(?:i|we)(?: won't| will not| will never|'ll never| shall not| do not want to| don't want to) (?!work\b)/i,
  ],
  [
    "dead_end",
    /\b(?:revert(?:ing|ed)?|roll(?:ing|ed) back|back(?:ing|ed) out|abandon(?:ing|ed)?|gave up on|giving up on|dead end|does(?:n't| not) work|did(?:n't| not) work|won't work|will not work|can(?:no|')t work|no longer us(?:e|ing)|scrap(?:ping|ped)|drop(?:ping|ped) (?:the|that|this|my) (?:approach|idea|plan))\b/i,
  ],
  [
    "fact",
    /\b(?:turns out|turned out|root cause|the (?:problem|issue|bug|culprit|cause) (?:is|was)|flaky|listens on|(?:runs|running|is) on port|port \d{2,5}|env(?:ironment)? var(?:iable)?s?|must be set|is(?:n't| not) installed|is(?:n't| not) running|only works|caused by|fails? because|failing because|broke because)\b/i,
  ],
  [
    "decision",
    /\b(?:decided|deciding|decide to|chose|choosing|chosen|opted|opting|going with|went with|rather than|instead of|in favou?r of|because|so that|trade-?off|the reason)\b/i,
  ],
];

/** Narration of the next step, not a conclusion, unless a dead-end cue says otherwise. */
const NARRATION =
  /^(?:let me|let's|now (?:i|let|let's)|first,? (?:i|let)|next,? (?:i|let)|i(?:'ll| will) (?:now |first |next )?(?:check|look|run|read|open|start|try|inspect|search|verify|see)|okay|ok|great|perfect|sure|got it|all (?:tests|checks) pass)\b/i;

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

/** Sentences of a paragraph: split after `.`, `!` or `?` before a capital, quote or backtick. */
function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[A-Z`"'(])/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s !== "");
}

/** Code-like text: more than one in eight characters are brackets, operators or semicolons. */
function looksLikeCode(sentence: string): boolean {
  const symbols = sentence.match(/[{}();=<>[\]|\\]/g)?.length ?? 0;
  return symbols * 8 > sentence.length;
}

function kindOf(sentence: string): ConclusionKind | null {
  for (const [kind, cue] of CUES) if (cue.test(sentence)) return kind;
  return null;
}

/**
 * The conclusions `text` states, in the order it states them (at most three): each is the
 * sentence with the cue, followed by the next sentence when the cue's is short and both fit.
 */
export function extractConclusions(text: string): FoundConclusion[] {
  const found: FoundConclusion[] = [];
  for (const paragraph of proseParagraphs(text)) {
    const sentences = sentencesOf(paragraph);
    for (let i = 0; i < sentences.length && found.length < PER_MESSAGE; i++) {
      const sentence = sentences[i]!;
      if (sentence.length < MIN_SENTENCE || sentence.endsWith("?") || looksLikeCode(sentence))
        continue;
      const kind = kindOf(sentence);
      if (kind === null || (kind !== "dead_end" && NARRATION.test(sentence))) continue;
      const next = sentences[i + 1];
      const joined =
        next !== undefined && sentence.length < 120 && !next.endsWith("?") && !looksLikeCode(next)
          ? `${sentence} ${next}`
          : sentence;
      const chosen = joined.length <= MAX_CONCLUSION ? joined : cutAtWord(sentence, MAX_CONCLUSION);
      if (chosen !== sentence) i++;
      if (!found.some((f) => f.text === chosen)) found.push({ kind, text: chosen });
    }
    if (found.length >= PER_MESSAGE) break;
  }
  return found;
}
