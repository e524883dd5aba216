/**
 * Whether a sentence asks for something in English, by its lead word: an imperative verb or a
 * request lead ("Add …", "Could you …", "I need …"). The one English word table of the task
 * reader, used to find where a task starts after background (task-sentences.ts) and whether a
 * sentence binds the work or asks for it (rule-messages.ts); its examples are in
 * task-statement.test.ts. Pure.
 */

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
