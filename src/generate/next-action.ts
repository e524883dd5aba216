/**
 * The next action and, when one is known, the exact command to run.
 *
 * next_action priority: `--next` > the latest unresolved `next` note (unless the packet this
 * write builds on already handed it over and this session's own words name a newer step: a note
 * that is done is not carried, `model/snapshot/note-currency.ts`) > `agent_state.next_action`
 * > the next step the agent's last report states after a marker (`Next step:`, …) > the first
 * in-progress to-do of the transcript > the report's last sentence when it is a step, not a
 * statement of how things stand (`step-shape.ts`), else a sentence of its closing paragraph
 * that points forward ("… is still missing.") (each report form marked "from the agent's last
 * report — verify") > the superseded packet's next action (labelled with the packet it was
 * first recorded in), unless this session did it (`step-done.ts`: every part of it, "X, then
 * commit" being two). A step of the report that the tool calls after it carried out (stated at
 * the start of a turn, done by that turn or the next), and a last sentence that only describes
 * the carried step this session did, are no step either (`step-after.ts`). A session that ends on a closing exchange (the agent's message, the
 * user's acknowledgement, a last line of small talk: "grazie!" then "Tutto a posto. ✅") is read
 * from the message the user acknowledged: the last line names nothing of the work. A step from the report that carries no content word
 * ("ok", "Done.", "Sure, will do", "Listo.": `util/prose-words.ts`) is no action at all. A recorded next action always wins. The report's explicit
 * next step beats the to-do list: the report is the agent's last word, and to-do lists go stale.
 * A step is taken as written, never re-cased: `Next step: npm test.` is `npm test.`, not a
 * sentence `Npm test.` that no shell runs.
 *
 * next_command heuristic (no model, so it must be conservative):
 * 1. the `--next` / `next` note text, when it is exactly one backticked span (`` `npm test` ``),
 *    or when it reads as a shell command: its first word is a well-known executable (npm, git,
 *    make, pytest, …), a relative path (`./x`, `bin/x`), an env assignment (`CI=1 npm test`), or
 *    it starts with `$ `;
 * 2. else the first backticked span inside next_action that itself reads as a shell command
 *    (so `` `src/limiter.ts` `` is a file name, not a command);
 * 3. else null.
 */
import type { Snapshot, WriteOptions } from "../model/snapshot/types.js";
import { carryNextAction } from "./carry-forward.js";
import { looksLikeCommandLine } from "./command-shape.js";
import { countContentWords, hasContentWords } from "../util/prose-words.js";
import { NAMES_A_PLACE, namesTheWork, words } from "./task-statement.js";
import { type WorkNames, collectSessionNames } from "./work-names.js";
import { openNotes } from "../model/snapshot/open-notes.js";
import { doneBySession } from "./step-done.js";
import { describesDoneStep, doneAfterStating } from "./step-after.js";
import { isStatement, onlyKeepsAsIs } from "./step-shape.js";
import { wasHandedOver } from "../model/snapshot/note-currency.js";
import {
  FROM_REPORT,
  findMarkedNextStep,
  findNextStep,
  resolveAgentReport,
  sentences,
} from "./session-words.js";
import { pointsForward } from "../util/step-words.js";

/** Where the next action came from (kept for the summary and the refusal message). */
export type NextActionSource =
  | "option"
  | "note"
  | "agent_state"
  | "transcript"
  | "report"
  | "carried"
  | null;

export interface NextAction {
  text: string | null;
  source: NextActionSource;
  /** Carried actions bring the exact command their packet had (or null). */
  command?: string | null;
}

/**
 * What the rule reads: the parts of a snapshot it looks at. `generate` passes its snapshot; the
 * Stop gate (hooks/gate/) builds the same from the hook input, so "no next action is recorded"
 * at Stop means exactly that the packet written next would have none.
 */
export type NextActionInput = Pick<Snapshot, "notes" | "transcript" | "previous"> & {
  options: Pick<WriteOptions, "next" | "agent_report">;
  workbench: Pick<Snapshot["workbench"], "agent_state">;
};

/**
 * The steps this session itself names, by priority: agent_state's next action (when it is not
 * the one the last packet already had), the report's marked next step, the first in-progress
 * to-do of a list the session did not go on past.
 */
function newerStep(snapshot: NextActionInput): NextAction | null {
  const state = snapshot.workbench.agent_state?.next_action.trim();
  const carried = snapshot.previous?.packet.next_action?.trim();
  if (state && state !== carried) return { text: state, source: "agent_state" };
  const report = closingReport(snapshot);
  const marked = report === null ? null : findMarkedStepOfTurn(report, snapshot);
  if (marked !== null && isMarkedStep(marked, snapshot) && !doneAfterStating(marked, snapshot))
    return { text: `${marked} ${FROM_REPORT}`, source: "report" };
  const todo = inProgressTodo(snapshot);
  return todo === null ? null : { text: todo, source: "transcript" };
}

/**
 * Whether a step from the report points into the work, in any language: it names a thing (a
 * path, a file, an identifier, a flag, a code span, a number) or a word that is a name of the
 * session's work (a part of a file it edited or read, a command it ran: `collectSessionNames`),
 * or it is a command line (`npm run build`), and it is more than acknowledgements ("Next: ok."). "All set.", "Looks good", "Klaar.",
 * "C'est bon", "Erledigt", "👍" name nothing, so they are no step, whatever their words.
 */
export function pointsIntoWork(
  step: string,
  snapshot: NextActionInput,
  names: WorkNames = collectSessionNames(snapshot),
): boolean {
  if (!hasContentWords(step)) return false;
  return looksLikeCommand(step.replace(/[.!]$/, "")) || namesTheWork(step, names);
}

/**
 * Whether the step after a report's marker ("Next step: …") is one: the marker says a step
 * follows, so a step of two content words counts though it names nothing of the session yet
 * ("add the burst cap"); "Next: ok.", "Next steps: none.", "Next: nothing left" do not.
 */
function isMarkedStep(step: string, snapshot: NextActionInput): boolean {
  if (onlyKeepsAsIs(step)) return false;
  return (
    countContentWords(step, 2) >= 2 || UNSPACED_WORDS.test(step) || pointsIntoWork(step, snapshot)
  );
}

/**
 * A run of a script written without spaces between words (Chinese, Japanese, Thai) long enough
 * to hold two words ("在标签上加上包裹的高度"): one token to the word counter, more to a reader.
 */
const UNSPACED_WORDS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]{4,}/u;

/**
 * Whether the report's last sentence (`step`, or the action a "not yet" sentence calls for) is
 * a step: it points into the work and is not a statement of how things are (`step-shape.ts`:
 * "Tests pass and everything is committed.", "I'll leave it unused for now.").
 */
function isReportStep(step: string, snapshot: NextActionInput): boolean {
  if (!pointsIntoWork(step, snapshot)) return false;
  return !isStatement(step);
}

/**
 * The next step `report` states after a marker, else the one the agent's message right before it
 * states when both end the session's last turn with nothing between them: a reply written as two
 * messages ("Next step: run `make soak`." then "All set."), as Gemini CLI and others may.
 */
function findMarkedStepOfTurn(report: string, snapshot: NextActionInput): string | null {
  const own = findMarkedNextStep(report);
  if (own !== null) return own;
  const tail = snapshot.transcript?.tail;
  if (tail?.same_turn !== true || snapshot.transcript?.agent_report?.trim() !== report) return null;
  const before = tail.agent.length === 2 ? tail.agent[0] : undefined;
  return before === undefined ? null : findMarkedNextStep(before);
}

/**
 * A step the report's closing paragraph states before its last sentence, when that last one
 * is a status ("The refill still needs a test in test/bucket.test.js. make check passes."): the
 * newest sentence of that paragraph that points forward (`pointsForward`), points into the
 * work and is no statement. Null when none does.
 */
function findEarlierStep(report: string, snapshot: NextActionInput): string | null {
  const paragraph =
    report
      .trim()
      .split(/\n\s*\n/)
      .at(-1) ?? "";
  const before = sentences(paragraph).slice(0, -1).reverse();
  for (const sentence of before) {
    const text = sentence.replace(/\*\*/g, "").trim();
    if (pointsForward(text) && isReportStep(text, snapshot)) return text;
  }
  return null;
}

/** The most words a closing line or an acknowledgement has ("Tutto a posto. ✅", "ok, thanks"). */
const SMALL_TALK_WORDS = 8;

/**
 * Whether `text` is small talk of a closing exchange: a few words that point nowhere into the
 * work ("grazie!", "👍", "Anytime!", "Tutto a posto. ✅", "You're welcome!\n\nGood night.") and
 * ask nothing.
 */
function isSmallTalk(text: string, snapshot: NextActionInput, names: WorkNames): boolean {
  const line = text.trim();
  if (/[?？]/.test(line)) return false;
  if ((line.match(/\S+/g) ?? []).length > SMALL_TALK_WORDS) return false;
  return !pointsIntoWork(line.replace(/\s+/g, " "), snapshot, names);
}

/**
 * The agent's report as the next action reads it: its last message, unless the session ended on
 * a closing exchange — the agent's message, the user's answer to it, then the agent's last with
 * no tool call between — where the message the user answered is the session's last word on the
 * work:
 * - small talk both ways (`isSmallTalk`): "grazie!", then "Tutto a posto. ✅";
 * - an aside: the user's answer asks nothing and names nothing the work knows
 *   (`namesKnownWork`: a login and a password to keep out of the files, in any language), the
 *   reply only agrees (a few words, no question, no place in the work, no step after a marker:
 *   "Understood: it goes into no file and no commit."), and the message answered named a step
 *   after a marker.
 */
function closingReport(snapshot: NextActionInput): string | null {
  const report = resolveAgentReport(snapshot);
  const tail = snapshot.transcript?.tail;
  if (report === null || tail?.after_user !== true || tail.user === null) return report;
  const [before, last] = tail.agent;
  if (before === undefined || last?.trim() !== report || before.trim() === "") return report;
  const names = collectSessionNames(snapshot);
  if (isSmallTalk(tail.user, snapshot, names) && isSmallTalk(report, snapshot, names))
    return before.trim();
  const asks = (text: string) => /[?？]/.test(text);
  const aside = !asks(tail.user) && !namesKnownWork(tail.user, names);
  const agrees =
    !asks(report) &&
    words(report).length <= AGREEMENT_WORDS &&
    !NAMES_A_PLACE.test(report) &&
    findMarkedNextStep(report) === null;
  if (aside && agrees && findMarkedNextStep(before) !== null) return before.trim();
  return report;
}

/** The most words a reply that only agrees has ("Understood. It stays out of every file."). */
const AGREEMENT_WORDS = 16;

/**
 * Whether `text` names something the work knows: a path, a code span, or a word of its names (a
 * file, folder, command or function of the session). A login or a password typed in passing is
 * shaped like a name ("mara.k", "Tide-Lamp-5512") but names nothing of the work.
 */
function namesKnownWork(text: string, names: WorkNames): boolean {
  return NAMES_A_PLACE.test(text) || words(text).some((word) => names.has(word));
}

/** The first in-progress to-do, or null. */
function inProgressTodo(snapshot: NextActionInput): string | null {
  // A to-do list the session went on past is no next action: its "in progress" may be done.
  if (snapshot.transcript?.todos_stale) return null;
  const todo = snapshot.transcript?.todos.find((item) => item.status === "in_progress");
  return todo === undefined || todo.content.trim() === "" ? null : todo.content.trim();
}

/** The next action by priority, or `{text: null}` when none is recorded anywhere. */
export function resolveNextAction(snapshot: NextActionInput): NextAction {
  const option = snapshot.options.next?.trim();
  if (option) return { text: option, source: "option" };
  const notes = openNotes(snapshot.notes, "next");
  const latest = notes[notes.length - 1];
  const note = latest?.text.trim();
  const previous = snapshot.previous;
  const handedOver =
    latest !== undefined &&
    wasHandedOver(
      latest,
      previous === null ? null : { id: previous.id, next_action: previous.packet.next_action },
    );
  if (note && handedOver) {
    // A note the last packet already handed over is done once this session's own words name a
    // newer step: a changed agent_state, a marked step of the report, an in-progress to-do.
    const newer = newerStep(snapshot);
    return newer === null || newer.text === note ? { text: note, source: "note" } : newer;
  }
  if (note) return { text: note, source: "note" };
  const state = snapshot.workbench.agent_state?.next_action.trim();
  if (state) return { text: state, source: "agent_state" };
  const report = closingReport(snapshot);
  const marked = report === null ? null : findMarkedStepOfTurn(report, snapshot);
  // A step the report states that the tool calls after it carried out is no step left.
  const doneSince = marked !== null && doneAfterStating(marked, snapshot);
  if (marked !== null && isMarkedStep(marked, snapshot) && !doneSince)
    return { text: `${marked} ${FROM_REPORT}`, source: "report" };
  const todo = inProgressTodo(snapshot);
  if (todo !== null) return { text: todo, source: "transcript" };
  const carried = carryNextAction(snapshot);
  const step = report === null || doneSince ? null : findNextStep(report);
  // "ok", "Done.", "All set.", "Klaar.", "👍": a report that names nothing states no next action,
  // so the Stop gate asks for one instead of taking an acknowledgement for a plan. Nor does one
  // the session carried out after writing it, or one that describes the carried step it did.
  if (
    step !== null &&
    isReportStep(step, snapshot) &&
    !doneAfterStating(step, snapshot) &&
    !describesDoneStep(step, carried, snapshot)
  )
    return { text: `${step} ${FROM_REPORT}`, source: "report" };
  const earlier = report === null || doneSince ? null : findEarlierStep(report, snapshot);
  if (earlier !== null && !doneAfterStating(earlier, snapshot))
    return { text: `${earlier} ${FROM_REPORT}`, source: "report" };
  // A step the packet before named that this session did (another agent, maybe, whose report
  // names no new step) is stale: no next action is known, and the Stop gate asks for one.
  if (carried !== null && doneBySession(carried.text, carried.command, snapshot))
    return { text: null, source: null };
  return carried ?? { text: null, source: null };
}

/** True when `text` reads as one shell command (`command-shape.ts`). */
export const looksLikeCommand = looksLikeCommandLine;

/** The exact command of the next action, or null (heuristic in the module comment). */
export function deriveNextCommand(next: NextAction): string | null {
  const text = next.text;
  if (text === null) return null;
  if (next.source === "carried") return next.command ?? null;
  if (next.source === "option" || next.source === "note") {
    const whole = /^`([^`\n]+)`$/.exec(text.trim());
    if (whole?.[1] !== undefined && whole[1].trim() !== "") return whole[1].trim();
    const prompt = /^\$ (.+)$/.exec(text.trim());
    if (prompt?.[1] !== undefined && !prompt[1].includes("\n")) return prompt[1].trim();
    if (looksLikeCommand(text)) return text.trim();
  }
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const span = match[1]?.trim() ?? "";
    if (looksLikeCommand(span)) return span;
  }
  return null;
}
