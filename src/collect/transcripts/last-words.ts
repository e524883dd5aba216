/**
 * The agent's last words as the hook gives them (`last_assistant_message`) when the transcript
 * does not hold them yet (a Stop hook fires before the session file has its final message):
 * they end the session's last turn, so what they conclude joins the session's conclusions, as
 * it would once the transcript holds them. Grounded in what the summary names (edited and read
 * paths, the commands of the trimmed log and their failures' output). Pure.
 */
import type { TranscriptSummary } from "../../model/snapshot/types.js";
import { extractConclusions, type Grounding, novelConclusions } from "./conclusions.js";
import { commandNames, isEditedPath, NameSet, namesOf, redirectTargets } from "./grounding.js";

/** The names a summary holds, as a grounding (a saved scan's full sets are not in it). */
function summaryGrounding(summary: TranscriptSummary<string>): Grounding {
  const known = new NameSet();
  const removed = new NameSet();
  const { commands, tail } = summary.feedback;
  // A file the session made: edited, or written through the shell by one of its commands.
  const written = commands.flatMap(redirectTargets);
  const made = (path: string) =>
    isEditedPath(path, summary.edited_files) || isEditedPath(path, written);
  for (const command of [...commands, ...tail.map((entry) => entry.command)]) {
    const names = commandNames(command, (path) => made(path));
    for (const name of names.names) known.add(name);
    for (const name of names.removed) removed.add(name);
  }
  const paths = [...summary.edited_files, ...summary.reads.map((read) => read.path)];
  for (const path of paths) for (const name of namesOf(path)) known.add(name);
  for (const entry of tail)
    for (const word of `${entry.last_error_line ?? ""} ${entry.tail ?? ""}`.split(
      /[\s"'`=;|&()<>,:]+/,
    ))
      if (/\w[./_]\w|[a-z][A-Z]|^[A-Z][A-Z0-9_]{2,}$/.test(word))
        for (const name of namesOf(word)) known.add(name);
  return {
    known: (name) => known.has(name),
    removed: (name) => removed.has(name),
    workedOn: (path) =>
      made(path) ||
      isEditedPath(
        path,
        summary.reads.map((read) => read.path),
      ),
  };
}

/**
 * `summary` with the conclusions of `report` added as the newest, when `report` is not the
 * transcript's own last report (then they are in already); the summary itself otherwise.
 */
export function withLastWords<S extends TranscriptSummary<string>>(
  summary: S,
  report: string | null | undefined,
): S {
  const text = report?.trim();
  if (!text || text === summary.agent_report?.trim()) return summary;
  // The last turn's removal with no reason told yet: these words end that turn.
  const took = summary.turn_removal;
  const removal = took === undefined ? undefined : { side: "after" as const, took };
  const found = extractConclusions(text, summaryGrounding(summary), "ends_turn", removal);
  if (found.length === 0) return summary;
  const fresh = found.map(({ kind, text: said, tookOut }) => ({
    kind,
    text: said,
    ...(tookOut === undefined ? {} : { took_out: tookOut }),
  }));
  // Oldest first for the novelty rule, as the summary keeps them newest first.
  const all = [...[...summary.conclusions].reverse(), ...fresh];
  const texts = new Set(fresh.map((c) => c.text));
  const kept = all.filter((c, i) => i >= all.length - fresh.length || !texts.has(c.text));
  return {
    ...summary,
    conclusions: novelConclusions(kept, summary.user_messages).reverse(),
  };
}
