/**
 * Pure: the runs a passing command line vouches for. An and-list of `&&` alone exits 0 only
 * when every command of it did (`KAYAK_DATA=data cargo test && KAYAK_DATA=data cargo run -- 7`
 * passing says the test passed too), so each is a run that passed — up to the first that
 * changes the shell's context (`cd`, `source`, `export` …: what follows ran elsewhere) or is a
 * pipeline (its status is its last stage's) or negated. `;`, `||`, `&` say nothing of a command
 * before them. A command's words are read with quotes removed, so a quoted one matches only a
 * run written the same way unquoted.
 */
import { parseShellList } from "./shell-list.js";

/** Builtins that change what the commands after them run in (directory, environment, shell). */
const CONTEXT = new Set(
  "cd pushd popd source . export unset set alias eval exec ulimit umask shopt trap nvm conda workon module".split(
    " ",
  ),
);

/** A leading `NAME=value` word: an assignment for the command, not the command. */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** `command` itself, then each command of its `&&` list that its passing vouches for. */
export function passingRuns(command: string): string[] {
  if (!command.includes("&&")) return [command];
  const items = parseShellList(command);
  const item = items[0];
  if (items.length !== 1 || item === undefined || item.background) return [command];
  if (item.ops.some((op) => op !== "&&")) return [command];
  const runs = [command];
  for (const pipeline of item.pipelines) {
    const words = pipeline.stages[0] ?? [];
    if (pipeline.negated || pipeline.stages.length !== 1 || words.length === 0) break;
    if (CONTEXT.has(words.find((word) => !ASSIGNMENT.test(word)) ?? "")) break;
    runs.push(words.join(" "));
  }
  return runs;
}
