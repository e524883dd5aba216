/**
 * Sentences of the agent's prose that are no conclusion whatever they name (SPEC §2.3: a
 * conclusion states a consequence or reason about something real):
 * - a status: every clause of it says only where the work stands in git or in its checks
 *   ("The deletion of scripts/x.js is not committed yet.", "Committed, with jimp as the
 *   resizer.", "npm test passes now."); the briefing reads git state and checks from the repo;
 * - a reply to the user: it opens on a first person refusing or promising something about what
 *   the user gave ("I won't keep it or use it: …"), and names nothing of the session beside it
 *   or speaks to the user.
 * - a report of a command's run: it opens on the command and a verb of its result follows ("make
 *   report prints the three invoices; two of them are over budget.", "npm test passes now"),
 *   with no reason or choice in it (`util/command-report.ts`);
 * Clauses are what punctuation and "and" separate; a prepositional tail ("with jimp as the
 * resizer") belongs to its clause and is dropped before the test, unless it states a condition
 * (a `NAME=value` setting or a measurement: "passes with LOG_ROOT=fixtures/logs"). The word lists
 * are in `util/prose-words.ts`. Pure.
 */
import {
  ADDRESSES_USER,
  CHECK_COUNT,
  CONSEQUENCE,
  CONSEQUENCE_WORD,
  DECISION_CUE,
  FACT_CUE,
  FIRST_PERSON_REPLY,
  GIVEN_PRONOUN,
  NOTHING_ELSE,
  REASON_CUE,
  STATED_REASON,
  STATUS_CLAUSE,
  isStatusPredicate,
  TEST_TALLY,
} from "../../util/prose-words.js";
import { commandResultOf } from "../../util/command-report.js";
import { statesMeasurement } from "../../util/measurement.js";
import { quantitiesIn } from "../../util/quantity.js";
import { looksLikeCommandLine } from "../../generate/command-shape.js";
import { codeShapedNames } from "../../util/declared-names.js";

/** Where a sentence's clauses meet: punctuation between two, or "and" in the languages listed. */
const CLAUSE_BREAK = /\s*[,;:：；]\s+|\s+[—–-]\s+|\s+(?:and|y|e|und|et|und dann)\s+/iu;

/** The words that open a prepositional tail of a clause: what it was done with, or where. */
const PREPOSITION =
  "with|using|via|as|through|to|onto|on|in|at|since|con|en|desde|mit|als|seit|avec|depuis|com|tramite|come";
/** A prepositional tail of a clause: what it was done with, not another statement. */
const TAIL = new RegExp(`\\s*,?\\s+(?:${PREPOSITION})\\s+.*$`, "iu");
/** Where each prepositional tail may start. */
const TAIL_START = new RegExp(`\\s*,?\\s+(?:${PREPOSITION})\\s+`, "giu");

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

/**
 * Whether a clause states a condition: a setting, or a measurement other than a count of tests
 * ("passes in 40 s" says more than where the work stands; "all 14 tests pass" does not).
 */
function statesCondition(clause: string): boolean {
  return SETTING.test(clause) || statesMeasurement(clause.replace(CHECK_COUNT, " "));
}

/**
 * Whether a clause only states a status (its prepositional tail aside, when that is no
 * condition). The status patterns go first: the condition's quantity reader costs far more, and
 * most clauses a transcript holds state no status at all.
 */
function isStatusClause(clause: string): boolean {
  return statesStatus(clause) && !statesCondition(clause);
}

/** Whether a clause states a status of git or the checks, before any of its tails or whole. */
function statesStatus(clause: string): boolean {
  const status = (text: string) => STATUS_CLAUSE.test(text) || isStatusPredicate(text);
  if (TEST_TALLY.test(clause) || status(clause)) return true;
  // The status may sit before any of its tails ("The change to lib/a.js is committed as f00d").
  for (const tail of clause.matchAll(TAIL_START))
    if (status(clause.slice(0, tail.index))) return true;
  return false;
}

/** Words a label before a colon may have at most ("npm test: 14 passed, 0 failed"). */
const LABEL_WORDS = 3;

/**
 * Whether every clause of `sentence` only says where the work stands in git or its checks. A
 * tail clause that starts with a preposition is part of the clause before it.
 */
export function isStatusOnly(sentence: string): boolean {
  // A reason said in words is more than where the work stands ("make test passes in any time
  // zone because the dates are parsed as UTC"): the reason may hold after the status changed.
  // "since" is left out: beside a status it tells when ("unchanged since the last commit").
  if (STATED_REASON.test(sentence.replace(/\bsince\b/giu, " "))) return false;
  const all = clausesOf(sentence);
  // A short label before a colon ("npm test: …", "CI: …") names what the status is of.
  const label = /^[^:：,;]+[:：]\s/u.exec(sentence)?.[0] ?? "";
  const labelled =
    all.length > 1 && label !== "" && label.trim().split(/\s+/).length <= LABEL_WORDS;
  const clauses = labelled ? all.slice(1) : all;
  if (clauses.length === 0) return false;
  for (const [i, clause] of clauses.entries()) {
    if (isStatusClause(clause)) continue;
    if (i > 0 && TAIL.test(` ${clause}`) && !statesCondition(clause)) continue;
    return false;
  }
  return true;
}

/** A number, a call or a value given to a name: what code does, stated. */
const STATES_CODE = /\d|[\w$]\(|[\w$]\s*=\s*\S/u;

/**
 * Whether `sentence` reports where the turn left the work, as a neighbour a conclusion must not
 * take along (standing alone, such a sentence may still state a rule): one of its clauses is
 * a status of git or the checks, and none gives a reason, a choice, a condition, a number or a
 * call ("The build script already passes --strict; nothing is committed yet.", "Removed the old
 * export; make test pasa."). "lib/cache.js keeps rows for 10 minutes; npm test passes." states
 * a condition, "checkStay() refuses more than MAX_STAY_HOURS = 48; npm test passes." a rule
 * of the code, and "npm test passes because the key holds the locale" a reason: all are kept.
 */
export function isTurnReport(sentence: string): boolean {
  const clauses = clausesOf(sentence);
  if (clauses.length < 2 || !clauses.some(isStatusClause)) return false;
  // A dash or a colon between the clauses is no reason here: the status is one of the clauses.
  const reason = [STATED_REASON, DECISION_CUE, CONSEQUENCE_WORD].some((re) => re.test(sentence));
  if (reason || clauses.some(statesCondition)) return false;
  // What the code does with a value or a call it names ("checkStay() refuses a stay longer than
  // MAX_STAY_HOURS = 48; npm test passes") is a rule the turn wrote, whatever status follows.
  return !clauses.some((clause) => !isStatusClause(clause) && STATES_CODE.test(clause));
}

/**
 * Whether `sentence` only says how the code stands, with no choice and no reason: its first
 * clause says nothing else has or uses a thing ("Nothing else touches that file.", "src/a.js
 * has no other caller.", "Nadie más usa ese módulo."). Such a sentence is a finding at most,
 * never a decision.
 */
export function isStateOfThings(sentence: string): boolean {
  const first = clausesOf(sentence)[0] ?? "";
  if (!NOTHING_ELSE.test(first)) return false;
  return !REASON_CUE.test(sentence) && !CONSEQUENCE.test(sentence) && !DECISION_CUE.test(sentence);
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

/** A failure followed by what it taught, after a colon or a dash ("… fails: port 5432 is …"). */
const EXPLAINED = /\S\s?[:：]\s+\S|\s[—–]\s+\S/u;

/**
 * Whether `sentence` reports what a command's run came to, and nothing more: it opens on the
 * command and a verb of its result follows (`commandResultOf`: "make report prints the three
 * invoices; two of them are over budget.", "npm test passes now", "pytest -q falla en
 * test_total"), and it gives no reason or choice. A failure explained after a colon or a dash
 * ("make db-test fails: port 5432 is the host's own Postgres") may state a finding: it is kept,
 * and a later passing run of that command retires it (`generate/check-state-conclusions.ts`).
 */
export function isCommandReport(sentence: string): boolean {
  const result = commandResultOf(sentence, looksLikeCommandLine);
  if (result === null) return false;
  if (REASON_CUE.test(sentence) || DECISION_CUE.test(sentence)) return false;
  return !(result === "failed" && EXPLAINED.test(sentence));
}

/**
 * What git itself names, never a thing the work made: a path with a folder or a ref
 * (`src/a.js`, `origin/main`, backticked or not), a commit's hash, and git.
 */
const GIT_NAMES =
  /`[^`\s]*\/[^`\s]*`|(?:[\w.@~-]+\/)+[\w.@-]*\w|\b(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b|\bgit\b/giu;

/** A file's name with its extension, backticked or not (`package.json`, or `opts.random`). */
const FILE_NAME = /`?\b[\w-]{2,}\.[a-z][a-z0-9]{0,5}\b(?![\w(])`?/gu;

/** The paths and file names a sentence names, for whether the session worked on one. */
const PATHS = /(?:[\w.@~-]+\/)+[\w.@-]*\w|\b[\w-]{2,}\.[a-z][a-z0-9]{0,5}\b(?![\w(])/gu;

/** A value or code a clause states: a number, a call, a backticked name or a code-shaped one. */
const STATES_VALUE = /\d|[\w$]\(|`/u;

/**
 * Whether `sentence` decides nothing: once its clauses of status are set aside, what is left
 * names no thing of the session (`names`) but files it neither wrote nor read (`workedOn`) and
 * refs (a dotted name is a file when the session `touched` it, else code such as
 * `opts.random`), states no value (a number, in digits or with its unit in words) and gives no
 * reason, choice or consequence (a colon or a dash before more explains; a semicolon only
 * joins). "src/old.js is deleted in the work tree, not committed" (a file it did not write),
 * "The branch is two commits ahead of `origin/main`", "Nothing is left half done; npm test
 * passes": what they say is where things stand, which the briefing reads from git and the
 * checks. "src/round.js had one caller left: its line lives in price.js now" explains,
 * "Receipt numbers are padded to five digits" states a value.
 */
export function decidesNothing(
  sentence: string,
  session: {
    names: (text: string) => boolean;
    touched: (name: string) => boolean;
    workedOn: (path: string) => boolean;
  },
): boolean {
  const { names, touched, workedOn } = session;
  // What the code of a file the session wrote or read does, its words may say in no word a
  // list knows ("En src/sorter.js los pedidos … van por orden de llegada"): only files it did
  // not work on (one deleted, a ref) leave nothing to decide.
  const paths = sentence.match(PATHS) ?? [];
  if (paths.some((path) => workedOn(path.replaceAll("`", "")))) return false;
  const bare = (text: string) =>
    text
      .replace(GIT_NAMES, " ")
      .replace(FILE_NAME, (name) => (touched(name.replaceAll("`", "").toLowerCase()) ? " " : name));
  // A short label naming nothing ("Work tree: …", "Branch: …") says what the status is of.
  const label = /^[^:：,;]+[:：]\s/u.exec(sentence)?.[0] ?? "";
  const labelled =
    label !== "" && label.trim().split(/\s+/).length <= LABEL_WORDS && !names(bare(label));
  const said = labelled ? sentence.slice(label.length) : sentence;
  const whole = bare(said);
  if ([STATED_REASON, DECISION_CUE, CONSEQUENCE_WORD, FACT_CUE].some((re) => re.test(whole)))
    return false;
  if (/\S\s?[:：]\s+\S|\s[—–]\s+\S/u.test(whole)) return false;
  // Each clause states nothing, or is a status. The status reader is the costly test (one
  // regular expression of many languages' alternatives): asked last, of a clause that states
  // something, where the old order asked it of every clause first.
  const statesNothing = (clause: string) => {
    const text = bare(clause).replace(CHECK_COUNT, " ");
    return (
      !STATES_VALUE.test(text) &&
      codeShapedNames(text).length === 0 &&
      !names(text) &&
      !quantitiesIn(text).some((q) => q.unit !== null)
    );
  };
  return clausesOf(said).every((clause) => statesNothing(clause) || isStatusClause(clause));
}
