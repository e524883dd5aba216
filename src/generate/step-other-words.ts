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
import { decodeHashes, hashWord } from "../util/name-hash.js";
import { asksToRun, isCheckStep, saysLeftUndone, whatToRun } from "../util/step-words.js";
import { STEM_LETTERS, wordStems } from "../util/word-stems.js";
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

/**
 * Whether the session wrote the step `part` in words of its own code (see the module comment).
 * A step only a run does ("commit …", "deploy") is the caller's to leave out.
 */
export function writtenInOtherWords(part: string, input: StepDoneInput): boolean {
  const transcript = input.transcript;
  if (transcript === null || transcript === undefined || transcript.written_words === undefined)
    return false;
  if (asksToRun(part) || isCheckStep(part)) return false;
  const edited = writtenFiles(input);
  if (edited.length === 0 || !lastTestPassed(input)) return false;
  const named = pathsNamedIn(part);
  if (!named.every((path) => isEdited(path, edited))) return false;
  const stems = wordStems(part.replace(PATH_LIKE, " "));
  const files = new Set((named.length > 0 ? named : edited).flatMap((path) => wordStems(path)));
  // Naming no file, the step names its subject, and a file the session edited is named after it.
  const names = new Set(edited.flatMap((path) => wordStems(path.replace(/^.*\//, ""))));
  if (named.length === 0 && !stems.some((stem) => holds((s) => names.has(s), stem))) return false;
  const written = decodeHashes(transcript.written_words);
  const wrote = (stem: string) => holds((s) => written.has(hashWord(s)), stem);
  const verb = wordStems(/^\s*\S+/.exec(part.replace(PATH_LIKE, " "))?.[0] ?? "")[0];
  const inCode = stems.filter(
    (stem) => stem !== verb && !isNumber(stem) && !files.has(stem) && wrote(stem),
  );
  if (inCode.length === 0) return false;
  const said = new Set(closingWords(input).flatMap((text) => wordStems(text)));
  const known = (stem: string) => wrote(stem) || files.has(stem) || said.has(stem);
  if (!stems.filter(isNumber).every(known)) return false;
  const shared = stems.filter(known);
  // Two in three: a step of two things ("refunds and chargebacks") is not done by one of them.
  if (shared.length < 2 || shared.length * 3 < stems.length * 2) return false;
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
