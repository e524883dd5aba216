/**
 * Which lines and sentences of a user message ask for work in English, and which open it with a
 * heading of its own (SPEC §2.3): the word table of English request leads, and the shape of a
 * heading or a title line — a few words that name nothing and ask nothing ("Some background.",
 * "Trochę kontekstu", "Shelf labels — cut names"). Pure; task-sentences.ts decides where they
 * count.
 */
import { NAMES_A_THING, words } from "./task-statement.js";

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

/** The most words of a heading (two or three usually: "A bit of context", "Trochę kontekstu"). */
const HEADING_WORDS = 4;
const HEADING_CJK = 6;

/**
 * Whether `line`, the first sentence or line of a message, is a heading of its own ("Some
 * background.", "Un poco de contexto", "## Lite bakgrund", "一些背景。"): a few words, no name of
 * a thing (path, identifier, number), no question, no English request. Structure, not a list
 * of heading phrases: what follows decides whether it stood before background (`taskSentences`).
 */
export function isHeading(line: string): boolean {
  const bare = line.replace(/^[\s#>*_-]+|[\s*_:：.。!！-]+$/gu, "");
  if (bare === "" || /[?？]/u.test(bare) || NAMES_A_THING.test(bare)) return false;
  const cjk = (bare.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length;
  if (cjk > HEADING_CJK) return false;
  if (words(bare).length - cjk > HEADING_WORDS) return false;
  return !isRequestSentence(bare);
}

/** The most words of a title line ("Shelf labels — cut names", "Invoices: numbering"). */
const TITLE_WORDS = 8;

/**
 * Whether `line`, a message's first line with no end mark and more lines after it, is a title:
 * a markdown heading, or a few words split by a title mark — an arrow, a dash, a colon
 * ("Shelf labels — cut names", "Rechnungen → Nummern", "Invoices: numbering"). No question, no
 * English request ("Fix src/x.js: it throws" is the task).
 */
export function isTitleLine(line: string): boolean {
  if (/[?？]/u.test(line) || isRequestSentence(line)) return false;
  if (/^#{1,6}\s/u.test(line)) return words(line).length <= TITLE_WORDS * 2;
  if (!/\s(?:→|->|=>|—|–|-|·|\|)\s|[\p{L}\p{N}][:：]\s/u.test(line)) return false;
  return words(line).length <= TITLE_WORDS;
}
