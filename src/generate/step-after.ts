/**
 * A step the session's own report states that its later work already carried out, and a
 * report that only describes a carried step this session did: neither is the next action.
 * - **Done after stating it**: the agent's last prose names a step ("Next step: add the VAT
 *   rate to the receipt in src/receipt.ts.", "Next: run `make seed`.") and tool calls follow
 *   it, in that turn or the next, with no prose after them. The step is done when what was done
 *   after that prose holds every file the step names (written) and every command it gives in a
 *   code span (passed), and what the session wrote and ran meets the step
 *   (`doneBySession`), read without the prose that states it: the statement never counts as its
 *   own evidence.
 * - **A description of the done step**: after a session did the step the packet before it
 *   handed on (`doneBySession`, grounded in its edits and runs), its report's last sentence,
 *   with no marker, no step cue and no command, that names only what this session wrote (every
 *   file it names edited, every identifier written, a word of the step or of its code among its
 *   words) describes that work in whatever language ("Wochenenden geben jetzt keine Slots
 *   mehr."), whatever its shape: it names no step.
 * Pure.
 */
import { pathsNamedIn } from "../model/snapshot/note-currency.js";
import { commandKey, decodeHashes, hashWord } from "../util/name-hash.js";
import { hasStepCue, pointsForward } from "../util/step-words.js";
import { wordStems } from "../util/word-stems.js";
import { looksLikeCommandLine } from "./command-shape.js";
import { doneBySession, namedIdentifiers } from "./step-done.js";
import { isEdited, PATH_LIKE, type StepDoneInput, writtenFiles } from "./step-evidence.js";

/** A file's name as the hashes hold it: its last segment, lowercased. */
const fileKey = (path: string): number =>
  hashWord((path.replace(/\/+$/, "").split("/").at(-1) ?? path).toLowerCase());

/** `input` without the session's closing words: what it did, not what it said. */
function withoutWords(input: StepDoneInput): StepDoneInput {
  const transcript = input.transcript;
  if (transcript === null || transcript === undefined) return input;
  return {
    transcript: { ...transcript, agent_report: null, tail: { ...transcript.tail, agent: [] } },
    options: { agent_report: null },
  };
}

/**
 * Whether the session carried out `step`, stated in its last prose, by the tool calls after
 * that prose (see the module comment).
 */
export function doneAfterStating(step: string, input: StepDoneInput): boolean {
  const after = input.transcript?.done_after_report;
  if (after === undefined) return false;
  const done = decodeHashes(after);
  if (done.size === 0) return false;
  // Every file it names written since, every command it gives in a code span passed since.
  const files = pathsNamedIn(step).filter((path) => !/^v?\d+(?:\.\d+)+$/.test(path));
  if (!files.every((path) => done.has(fileKey(path)))) return false;
  const commands = [...step.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1] ?? "")
    .filter(looksLikeCommandLine);
  if (!commands.every((command) => done.has(hashWord(commandKey(command))))) return false;
  return doneBySession(step, null, withoutWords(input));
}

/**
 * Whether the report's unmarked step `sentence` only describes the carried step `carried` this
 * session did (see the module comment). `carried` is the packet's step with its label.
 */
export function describesDoneStep(
  sentence: string,
  carried: { text: string; command: string | null } | null,
  input: StepDoneInput,
): boolean {
  if (carried === null || hasStepCue(sentence) || pointsForward(sentence)) return false;
  const spans = [...sentence.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? "");
  if (spans.some(looksLikeCommandLine) || looksLikeCommandLine(sentence.replace(/[.!]$/, "")))
    return false;
  const transcript = input.transcript;
  if (transcript === null || transcript === undefined) return false;
  const edited = writtenFiles(input);
  if (!pathsNamedIn(sentence).every((path) => isEdited(path, edited))) return false;
  const written = decodeHashes(transcript.written_words ?? "");
  const wrote = (stem: string) => written.has(hashWord(stem));
  const named = namedIdentifiers(sentence);
  if (!named.every((name) => wordStems(name).every(wrote))) return false;
  const stepStems = new Set(wordStems(carried.text.replace(PATH_LIKE, " ")));
  const stems = wordStems(sentence.replace(PATH_LIKE, " "));
  const grounded = stems.some((stem) => stepStems.has(stem) || wrote(stem));
  if (!grounded && pathsNamedIn(sentence).length === 0) return false;
  return doneBySession(carried.text, carried.command, input);
}
