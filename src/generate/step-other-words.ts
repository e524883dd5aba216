/**
 * Whether a session did a step it never named in the step's own words, grounded in what it
 * wrote and ran, never in its report alone (its report may be in another language):
 * - **written in code terms**: the step names a behaviour in the domain's words ("handle
 *   refunds on split payments", "count a surrogate pair as one character"); the session edited
 *   the file the step names (or, naming none, a file the step's subject is named after: "the
 *   tokenizer" and `src/tokenizer.ts`), its last test run passed, and the words of what it wrote
 *   (identifiers split into words, test names, comments: `SPLIT_REFUND`, `keepsZwj`,
 *   `test_pair_counts_once`) share, stem by stem, a word of the step beyond its opening verb and
 *   its file, and with the file's words and its closing words at least two and two in three of
 *   the step's content words, every number of it among them;
 * - **run with its own parameters**: the step asks to run something in words ("run the
 *   quarterly check", "run the import for the 2024 files", "re-run the slow suite"), and a
 *   command that passed shares a word of it (`make check Q=3`, `scripts/import.sh 2024`,
 *   `npm run test:slow`) and every number of it; a word of the step the command lacks
 *   ("quarterly") is a case the command's parameter chose, so it needs a parameter and half
 *   the step's words.
 * Either way, a sentence of the closing words that names the step's words and says it was left
 * ("didn't get to the refunds", "no llegué a …", "まだ …") keeps the step open. Pure.
 */
import { pathsNamedIn } from "../model/snapshot/note-currency.js";
import { charsNamedIn, codePointKey } from "../util/code-points.js";
import { decodeHashes, hashWord } from "../util/name-hash.js";
import { asksToRun, isCheckStep, saysLeftUndone, whatToRun } from "../util/step-words.js";
import { STEM_LETTERS, abbreviationsOf, wordStems } from "../util/word-stems.js";
import { projectTask } from "./same-work.js";
import {
  closingWords,
  isEdited,
  lastTestPassed,
  PATH_LIKE,
  sentencesOf,
  type StepDoneInput,
  writtenFiles,
} from "./step-evidence.js";

const isNumber = (stem: string): boolean => /^\d+$/.test(stem);

/**
 * Whether a set of stems holds `stem`, or the three letters it starts with as a word of their
 * own: an abbreviation in code (`seq`, `tok`) for the step's word ("sequences", "tokens").
 */
function holds(has: (stem: string) => boolean, stem: string): boolean {
  return has(stem) || (stem.length === STEM_LETTERS && !isNumber(stem) && has(stem.slice(0, 3)));
}

/**
 * Whether the closing words say the step was left (`saysLeftUndone`) in a sentence naming one
 * of its words, or in one whose words cannot be told apart (a sentence of a script written
 * without spaces).
 */
function leftUndone(stems: readonly string[], input: StepDoneInput): boolean {
  return closingWords(input)
    .flatMap(sentencesOf)
    .some((sentence) => {
      if (!saysLeftUndone(sentence)) return false;
      const said = wordStems(sentence);
      const spaced = /[A-Za-z]{3}/.test(sentence) || /\p{L}\s+\p{L}/u.test(sentence);
      return !spaced || said.some((stem) => stems.includes(stem));
    });
}

/** A file of prose (`docs/rollback.md`, `NOTES.txt`): written, it has no test to pass. */
const PROSE_FILE = /\.(?:md|markdown|txt|rst|adoc)$/i;

/** The stems of a step that asks only for a test ("add a test for it", "write unit tests"). */
const TEST_WORDS = new Set(["test", "unit", "spec"]);

/** A test file's path: a tests folder, or a name marked as a test or spec. */
const TEST_FILE =
  /(?:^|\/)(?:tests?|spec|__tests__)\/|[._-](?:test|spec)\.\w+$|(?:^|\/)test_\w+\.\w+$/i;

/** Words that join two things a step asks for alike ("refunds and chargebacks"). */
const COORDINATOR = /^(?:and|or|&|plus|y|und|et|oder|ou|och|og|en|ja|и|та|и|و|和|及び)$/iu;

/**
 * The stems of the words on either side of each coordinator of `text` (`COORDINATOR`), the
 * nearest that carries one: "refunds and chargebacks" is two things, each to be written.
 */
function coordinated(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}_&]+/gu) ?? [];
  const out: string[] = [];
  const stemAt = (i: number, step: number): string | undefined => {
    for (let j = i + step; j >= 0 && j < words.length && Math.abs(j - i) <= 3; j += step) {
      const stem = wordStems(words[j] ?? "")[0];
      if (stem !== undefined) return stem;
    }
    return undefined;
  };
  // The step's opening verb again after one ("… and add a test") opens a second step, no thing.
  const verb = wordStems(words[0] ?? "")[0];
  for (const [i, word] of words.entries()) {
    if (!COORDINATOR.test(word)) continue;
    for (const stem of [stemAt(i, -1), stemAt(i, 1)])
      if (stem !== undefined && stem !== verb) out.push(stem);
  }
  return out;
}

/** The files a step names: a version ("the 2.3 release") is none. */
const filesNamedIn = (part: string): string[] =>
  pathsNamedIn(part).filter((path) => !/^v?\d+(?:\.\d+)+$/.test(path));

/**
 * Whether the code holds what the step `part` asks for: a word of its object — the words after
 * its opening verb, up to the first that is a word of the file it names or of the subject a
 * written file is named after ("retries" in "add retries to the upload client in
 * src/upload.ts", "em dash" in "drop the em dash from generated slugs") — is a word the session
 * wrote. A step whose object is its file ("write docs/rollback.md with …") or only the file's
 * subject holds it by the file written.
 */
function objectWritten(
  part: string,
  files: ReadonlySet<string>,
  wrote: (stem: string) => boolean,
): boolean {
  const tokens = part.trim().split(/\s+/).slice(1);
  const object: string[] = [];
  for (const token of tokens) {
    if (filesNamedIn(token).length > 0) {
      if (object.length === 0) return true;
      break;
    }
    const stems = wordStems(token);
    if (stems.some((stem) => files.has(stem))) break;
    object.push(...stems);
  }
  return object.length === 0 || object.some(wrote);
}

/** Each stem of `text`'s words and the whole words it stands for ("quan" for "quantity"). */
function wordsByStem(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    const stem = wordStems(word)[0];
    if (stem !== undefined) out.set(stem, [...(out.get(stem) ?? []), word.toLowerCase()]);
  }
  return out;
}

/**
 * Whether the session wrote the step `part` in words of its own code (see the module comment).
 * A step only a run does ("commit …", "deploy") is the caller's to leave out. The step's
 * opening verb ("add", "handle", "write") says what to do, not what: it is no word the code
 * must hold. A word the code holds as an abbreviation of it (`qty`, `wtKg`) counts as written.
 */
export function writtenInOtherWords(part: string, input: StepDoneInput): boolean {
  const transcript = input.transcript;
  if (transcript === null || transcript === undefined || transcript.written_words === undefined)
    return false;
  if (asksToRun(part) || isCheckStep(part)) return false;
  const edited = writtenFiles(input);
  const named = filesNamedIn(part);
  // A file of prose the step names has no test; code has, and it must pass.
  const prose = named.length > 0 && named.every((path) => PROSE_FILE.test(path));
  if (edited.length === 0 || !(prose || lastTestPassed(input))) return false;
  if (!named.every((path) => isEdited(path, edited))) return false;
  const text = part.replace(PATH_LIKE, " ");
  const verb = wordStems(/^\s*\S+/.exec(text)?.[0] ?? "")[0];
  const stems = wordStems(text).filter((stem) => stem !== verb);
  // "add a test for it": a test file written, and the tests pass.
  if (stems.length > 0 && stems.every((stem) => TEST_WORDS.has(stem)))
    return named.length === 0 && edited.some((path) => TEST_FILE.test(path));
  const files = new Set((named.length > 0 ? named : edited).flatMap((path) => wordStems(path)));
  // Naming no file, the step names its subject, and a file the session edited is named after it.
  const names = new Set(edited.flatMap((path) => wordStems(path.replace(/^.*\//, ""))));
  if (named.length === 0 && !stems.some((stem) => holds((s) => names.has(s), stem))) return false;
  const written = decodeHashes(transcript.written_words);
  const full = wordsByStem(text);
  const abbreviated = (stem: string) =>
    (full.get(stem) ?? []).some((word) =>
      abbreviationsOf(word).some((short) => written.has(hashWord(short))),
    );
  const wrote = (stem: string) =>
    holds((s) => written.has(hashWord(s)), stem) || (!isNumber(stem) && abbreviated(stem));
  // A character the step names by its name ("the em dash") is written as that one.
  const chars = charsNamedIn(part);
  if (!chars.every((cp) => written.has(hashWord(codePointKey(cp))))) return false;
  const inCode = stems.filter((stem) => !isNumber(stem) && !files.has(stem) && wrote(stem));
  if (inCode.length === 0) return false;
  const said = new Set(closingWords(input).flatMap((text) => wordStems(text)));
  const known = (stem: string) => wrote(stem) || files.has(stem) || said.has(stem);
  if (!stems.filter(isNumber).every(known)) return false;
  // Two things asked for alike ("refunds and chargebacks"): each one written.
  if (!coordinated(text).every(known)) return false;
  const shared = stems.filter(known);
  // Two in three of what the step names, and two at least.
  if (shared.length < 2 || shared.length * 3 < stems.length * 2) return false;
  // What it asks for is in the code: "add retries to the upload client in src/upload.ts" is not
  // done by other code for the upload client.
  if (!objectWritten(part, files, wrote)) return false;
  return !leftUndone(stems, input);
}

/**
 * Whether a command line carries a parameter beyond its task: an assignment (`Q=3`), a number,
 * an option, a qualified script (`test:slow`), any argument after the task or the script.
 */
function hasParameter(command: string): boolean {
  const words = command.trim().split(/\s+/);
  const rest = words.filter((word) => !/^[A-Za-z_]\w*=/.test(word));
  if (rest.length < words.length) return true;
  const task = projectTask(rest.join(" "));
  if (task !== null) return /[:=]/.test(task) || rest.indexOf(task) < rest.length - 1;
  return rest.length > 1;
}

/** Whether a command that passed ran the step `part`, said in words (see the module comment). */
export function ranInOtherWords(
  part: string,
  ran: readonly string[],
  input: StepDoneInput,
): boolean {
  if (!asksToRun(part)) return false;
  const stems = wordStems(whatToRun(part));
  if (stems.length === 0) return false;
  const numbers = stems.filter(isNumber);
  const done = ran.some((command) => {
    const words = new Set(wordStems(command));
    const has = (stem: string) => holds((s) => words.has(s), stem);
    if (!numbers.every(has)) return false;
    const shared = stems.filter(has);
    if (shared.length === numbers.length) return false;
    if (shared.length === stems.length) return true;
    return hasParameter(command) && shared.length * 2 >= stems.length;
  });
  return done && !leftUndone(stems, input);
}
