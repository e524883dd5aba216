/**
 * Sentences of the agent's prose that are no conclusion whatever they name (SPEC §2.3: a
 * conclusion states a consequence or reason about something real):
 * - a status: every clause of it says only where the work stands in git or in its checks
 *   ("The deletion of scripts/x.js is not committed yet.", "Committed, with jimp as the
 *   resizer.", "npm test passes now."); the briefing reads git state and checks from the repo;
 * - a reply to the user: it opens on a first person refusing or promising something about what
 *   the user gave ("I won't keep it or use it: …"), and names nothing of the session beside it
 *   or speaks to the user.
 * Clauses are what punctuation and "and" separate; a prepositional tail ("with jimp as the
 * resizer") belongs to its clause and is dropped before the test, unless it states a condition
 * (a `NAME=value` setting or a measurement: "passes with LOG_ROOT=fixtures/logs"). The word lists
 * are in `util/prose-words.ts`. Pure.
 */
import {
  ADDRESSES_USER,
  FIRST_PERSON_REPLY,
  GIVEN_PRONOUN,
  MEASUREMENT,
  STATUS_CLAUSE,
} from "../../util/prose-words.js";

/** Where a sentence's clauses meet: punctuation between two, or "and" in the languages listed. */
const CLAUSE_BREAK = /\s*[,;:：；]\s+|\s+[—–-]\s+|\s+(?:and|y|e|und|et|und dann)\s+/iu;

/** A prepositional tail of a clause: what it was done with, not another statement. */
const TAIL = /\s*,?\s+(?:with|using|via|as|through|to|onto|con|mit|avec|com|tramite)\s+.*$/iu;

/** A setting stated (`LOG_ROOT=fixtures/logs`): a condition, never mere status. */
const SETTING = /\b[A-Za-z_][A-Za-z0-9_]*=\S/;

/** The clauses of a sentence, its end mark off. */
function clausesOf(sentence: string): string[] {
  return sentence
    .replace(/[.!。！]+\s*$/u, "")
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== "");
}

/** Whether a clause only states a status (its prepositional tail aside, when that is no condition). */
function isStatusClause(clause: string): boolean {
  if (SETTING.test(clause) || MEASUREMENT.test(clause)) return false;
  return STATUS_CLAUSE.test(clause) || STATUS_CLAUSE.test(clause.replace(TAIL, ""));
}

/**
 * Whether every clause of `sentence` only says where the work stands in git or its checks. A
 * tail clause that starts with a preposition is part of the clause before it.
 */
export function isStatusOnly(sentence: string): boolean {
  const clauses = clausesOf(sentence);
  if (clauses.length === 0) return false;
  let status = 0;
  for (const [i, clause] of clauses.entries()) {
    if (isStatusClause(clause)) status++;
    else if (i > 0 && TAIL.test(` ${clause}`) && !SETTING.test(clause) && !MEASUREMENT.test(clause))
      status++;
    else return false;
  }
  return status === clauses.length;
}

/**
 * Whether `sentence` answers the user rather than concluding about the work: its first clause
 * opens on a first-person refusal or promise about something given ("it", "that", "eso"), and
 * that clause names nothing of the session (`names`), and either the rest names nothing either
 * or the sentence speaks to the user.
 */
export function isReplyToUser(sentence: string, names: (text: string) => boolean): boolean {
  const trimmed = sentence.trim();
  const cut = trimmed.search(/[:;：；]\s|\s[—–-]\s/u);
  const head = cut < 0 ? trimmed : trimmed.slice(0, cut);
  const rest = cut < 0 ? "" : trimmed.slice(cut + 1);
  if (!FIRST_PERSON_REPLY.test(head) || !GIVEN_PRONOUN.test(head) || names(head)) return false;
  return !names(rest) || ADDRESSES_USER.test(trimmed);
}
