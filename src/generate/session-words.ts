/**
 * The session's own words (SPEC §3.1): what the user said, the agent's last report and its plan,
 * from the transcript (and the hook input's `last_assistant_message`), plus the next step the
 * report states. Texts stay whole here: generate redacts every string first and only then cuts
 * them (caps.ts), so a cut never splits a secret the redactor would have recognised.
 */
import { looksLikeCommandLine } from "./command-shape.js";
import { splitBeforeLowercaseStarts } from "../util/command-report.js";
import type { PacketPlan } from "../model/packet/types.js";
import type { Snapshot } from "../model/snapshot/types.js";
import { toRepoPath } from "./context.js";
import { NEXT_STEP_IS, NEXT_STEP_MARKER, NOT_YET, VERB_OF } from "../util/prose-words.js";

/** Every genuine user message of the session, in order (blank ones left out). */
export function collectUserMessages(snapshot: Snapshot): string[] {
  return (snapshot.transcript?.user_messages ?? [])
    .map((message) => message.trim())
    .filter((message) => message !== "");
}

/** The agent's last report: the hook input's, else the transcript's; null when blank. */
export function resolveAgentReport(
  snapshot: Pick<Snapshot, "transcript"> & { options: Pick<Snapshot["options"], "agent_report"> },
): string | null {
  for (const report of [snapshot.options.agent_report, snapshot.transcript?.agent_report]) {
    const text = report?.trim();
    if (text) return text;
  }
  return null;
}

/** The latest plan the agent presented, with its blank steps left out. */
export function buildPlan(snapshot: Snapshot): PacketPlan | null {
  const plan = snapshot.transcript?.plan ?? null;
  if (plan === null) return null;
  const steps = plan.steps
    .map((step) => ({ text: step.text.trim(), status: step.status }))
    .filter((step) => step.text !== "");
  const title = plan.title?.trim() || null;
  return steps.length === 0 && title === null ? null : { title, steps };
}

/** The mark on a next action taken from the report (SPEC §3.1: marked as taken from it). */
export const FROM_REPORT = "(from the agent's last report — verify)";

/** Sentences of `text`: its lines, list markers dropped (`1. Run …` is `Run …`), then split. */
export function sentences(text: string): string[] {
  return (
    text
      .split(/\n+/)
      .map((line) => line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ""))
      .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z`"'(])/))
      // "… is committed. make report prints …": a command or a path may open a sentence in lower case.
      .flatMap((line) => splitBeforeLowercaseStarts(line, looksLikeCommandLine))
      .map((s) => s.trim())
      .filter((s) => /[\p{L}\p{N}]/u.test(s))
  );
}

/** The first sentence of `text` (up to its end mark), or its first line. */
function firstSentence(text: string): string {
  return sentences(text)[0] ?? "";
}

/**
 * The sentence of `report` that states the next step: the one after a marker such as
 * `Next step:`, `Next:`, `Remaining:` or `TODO:` (the marker's own line, else the list right
 * under it), else the report's last sentence, as an action when it says what is not done yet
 * (`statedAsAction`). Null for a report with no words.
 */
export function findNextStep(report: string): string | null {
  const marked = findMarkedNextStep(report);
  if (marked !== null) return marked;
  const last = sentences(report).at(-1)?.replace(/\*\*/g, "").trim();
  if (!last) return null;
  return statedAsAction(last) ?? last;
}

/**
 * A sentence that says what is not done yet, turned into the action it calls for: "The
 * integration test and the server wiring are not committed yet." is "Commit the integration
 * test and the server wiring". Null for any other sentence (it stays as written).
 */
export function statedAsAction(sentence: string): string | null {
  const match = NOT_YET.exec(sentence.trim());
  const verb = match ? VERB_OF[(match[2] as string).toLowerCase()] : undefined;
  if (match === null || verb === undefined) return null;
  const subject = (match[1] as string).replace(/^(The|These|This|Those|My|Our|Your)\b/, (word) =>
    word.toLowerCase(),
  );
  if (/^(?:it|they|that|this|everything|nothing)$/i.test(subject)) return null;
  return `${verb[0]?.toUpperCase()}${verb.slice(1)} ${subject}`;
}

/**
 * The next step the report states after a marker (`Next step:`, `Next:`, `Remaining:`,
 * `TODO:`…), or null when it names none: the report's own explicit word on what comes next.
 */
export function findMarkedNextStep(report: string): string | null {
  let found: string | null = null;
  const markers = [...report.matchAll(NEXT_STEP_MARKER), ...report.matchAll(NEXT_STEP_IS)].sort(
    (a, b) => (a.index ?? 0) - (b.index ?? 0),
  );
  for (const match of markers) {
    const after = report.slice((match.index ?? 0) + match[0].length);
    const line = after.split("\n")[0]?.trim() ?? "";
    // A marker that ends its line introduces a list: take the list's items.
    const step =
      line !== ""
        ? firstSentence(line)
        : sentences(after.split(/\n\s*\n/)[0] ?? "")
            .slice(0, 3)
            .join("; ");
    if (step !== "") {
      found = step;
      break;
    }
  }
  return found === null ? null : found.replace(/\*\*/g, "").trim() || null;
}

/** Files the session read that join the next-session preloads (SPEC §3.1, issue 15.4). */
const READ_PRELOADS = 5;

/**
 * The files the session read most, by count then recency, repo-relative, at most five: preloads
 * after the workbench's own (`exclude`).
 */
export function selectReadPreloads(snapshot: Snapshot, exclude: readonly string[]): string[] {
  const reads = [...(snapshot.transcript?.reads ?? [])].sort(
    (a, b) =>
      b.count - a.count || b.last - a.last || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
  const out: string[] = [];
  // A file the session read that is gone now is nothing to load (it is not a fact of the repo).
  const absent = new Set(snapshot.absent_paths ?? []);
  for (const change of snapshot.git?.changes ?? [])
    if (change.kind === "deleted")
      absent.add(toRepoPath(snapshot.root, change.path) ?? change.path);
  for (const read of reads) {
    const path = toRepoPath(snapshot.root, read.path);
    if (path === null || absent.has(path) || exclude.includes(path) || out.includes(path)) continue;
    out.push(path);
    if (out.length === READ_PRELOADS) break;
  }
  return out;
}
