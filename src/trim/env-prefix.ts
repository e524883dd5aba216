/**
 * Pure: command lines that differ only by their leading `VAR=value` assignments
 * (`make db-test`, `PGPORT=5433 make db-test`) are one check run in another environment: a
 * failure of one "passed later as" the other, and the difference is the pitfall to state.
 */
import { splitEnvPrefix } from "./shell-list.js";

/**
 * The command a line runs without its leading `VAR=value` assignments. Called for every failure
 * and pass the feedback scan meets: a line that does not start with a name and `=` (nearly all)
 * is answered without the full split.
 */
export function commandWithoutEnv(command: string): string {
  return startsWithName(command) ? splitEnvPrefix(command).command : command;
}

/** Whether `command`, after blanks, starts with `NAME=` (what `splitEnvPrefix` looks for first). */
function startsWithName(command: string): boolean {
  let i = 0;
  while (command.charCodeAt(i) === 0x20 || command.charCodeAt(i) === 0x09) i++;
  const first = command.charCodeAt(i);
  if (!(isLetter(first) || first === 0x5f)) return false;
  for (i++; i < command.length; i++) {
    const c = command.charCodeAt(i);
    if (c === 0x3d) return true;
    if (!(isLetter(c) || c === 0x5f || (c >= 0x30 && c <= 0x39))) return false;
  }
  return false;
}

function isLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/**
 * What the passing run set that the failing one did not (`needs PGPORT=5433`), or what the
 * failing run set that the passing one did without (`passes without LANG=C`); null when the
 * two do not differ only by leading assignments, or not at all.
 */
export function describeEnvFix(failing: string, passing: string): string | null {
  const failed = splitEnvPrefix(failing);
  const passed = splitEnvPrefix(passing);
  if (failed.command !== passed.command) return null;
  const added = passed.assignments.filter((word) => !failed.assignments.includes(word));
  if (added.length > 0) return `needs ${added.join(" ")}`;
  const dropped = failed.assignments.filter((word) => !passed.assignments.includes(word));
  return dropped.length > 0 ? `passes without ${dropped.join(" ")}` : null;
}

/**
 * A failed attempt line's ` (passed later as <command>)` (as the packet spells it): what comes
 * before it, that command, and the carried label after it; null when it has none.
 */
export function splitPassedAs(
  attempt: string,
): { before: string; as: string; label: string } | null {
  const match = / \(passed later as ([\s\S]+?)\)( \(from packet [0-9a-f]{16}\))?$/.exec(attempt);
  if (match === null) return null;
  return {
    before: attempt.slice(0, match.index),
    as: match[1] as string,
    label: match[2] ?? "",
  };
}
