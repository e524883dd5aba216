/**
 * What a session did, as the rules deciding whether it did a step read it: the commands that
 * passed, the files it edited, whether its last test run passed, its closing words and their
 * sentences. Pure.
 */
import type { Snapshot } from "../model/snapshot/types.js";
import { commandWithoutEnv } from "../trim/env-prefix.js";
import { isTestCommand } from "../trim/test-command.js";
import { shellWrites } from "../recall/shell-writes.js";
import { endsWithPath } from "../util/path-tail.js";

/** What the rules read of a snapshot (the Stop gate builds the same). */
export type StepDoneInput = Pick<Snapshot, "transcript"> & {
  options: Pick<Snapshot["options"], "agent_report">;
};

/** A path (`src/a.js`, `lib/`) or a file name (`index.js`): what names a file, not code. */
export const PATH_LIKE = /[\w.~-]*\w\/[\w./-]*\w|\b\w{2,}\.[A-Za-z][A-Za-z0-9]{0,5}\b/g;

/**
 * The sentences of a report, as the done checks read them: at an end mark and a space, a CJK
 * end mark, or a line break.
 */
export const sentencesOf = (text: string): string[] =>
  text.split(/(?<=[.!?۔؟।॥።፧։။])\s+|(?<=[。！？])\s*|\n+/u);

/** Whether the repo path `named` is one of `edited` (absolute or relative), by its end. */
export function isEdited(named: string, edited: readonly string[]): boolean {
  const bare = named.replace(/^\.\//, "");
  return edited.some((path) => endsWithPath(path, bare));
}

/** The commands of the session that passed, each `&&` / `;` part on its own, spaces folded. */
export function passedCommands(input: StepDoneInput): string[] {
  const bare = (command: string) => command.replace(/\s+/g, " ").trim();
  return (input.transcript?.feedback.tail ?? [])
    .filter((entry) => entry.exit_code === 0)
    .flatMap((entry) => entry.command.split(/&&|\|\||;/).map(bare));
}

/**
 * The commands that passed under leading `VAR=value` assignments (`PERL5LIB=lib make demo`), as
 * the command they prefix (`make demo`), when no run of that command failed in the session: the
 * step's command ran, in the environment it needs. One that failed bare and passed only with the
 * assignments is a fix still to record (the failure "passed later as" it), not this.
 */
export function passedUnderAssignments(input: StepDoneInput): string[] {
  const tail = input.transcript?.feedback.tail ?? [];
  const bare = (command: string) => command.replace(/\s+/g, " ").trim();
  const failed = new Set(
    tail.filter((entry) => entry.exit_code !== 0).map((entry) => bare(entry.command)),
  );
  return passedCommands(input)
    .map(commandWithoutEnv)
    .map(bare)
    .filter((command, i, all) => all.indexOf(command) === i && !failed.has(command))
    .filter((command) => !passedCommands(input).includes(command));
}

/** Whether the session's last test run passed: the check a step names its test for. */
export function lastTestPassed(input: StepDoneInput): boolean {
  const runs = (input.transcript?.feedback.tail ?? []).filter((e) => isTestCommand(e.command));
  return runs.length > 0 && runs[runs.length - 1]?.exit_code === 0;
}

/**
 * What the session said last: its report and the agent's messages of the conversation's tail (a
 * report of the work may come a turn before a closing "Noted.").
 */
export function closingWords(input: StepDoneInput): string[] {
  const report = input.options.agent_report ?? input.transcript?.agent_report ?? "";
  return [report, ...(input.transcript?.tail.agent ?? [])];
}

/**
 * The files the session wrote: those it edited, and those a command that passed wrote from a
 * heredoc (`cat > src/a.py <<'EOF'`, as a session that edits through its shell writes code).
 */
export function writtenFiles(input: StepDoneInput): string[] {
  const shell = (input.transcript?.feedback.tail ?? [])
    .filter((entry) => entry.exit_code === 0 && /<<-?\s*['"]?\w/.test(entry.command))
    .flatMap((entry) => shellWrites(entry.command))
    .map((path) => path.replace(/^\.\//, ""));
  return [...new Set([...(input.transcript?.edited_files ?? []), ...shell])];
}
