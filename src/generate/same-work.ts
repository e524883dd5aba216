/**
 * Whether a command that passed did the work of another command by another route, read from
 * the commands' shape alone: the same project task through another runner (`npm run lint`,
 * `pnpm lint`, `make lint`, `just lint` all run "lint"), or the same git recording with other
 * arguments (`git commit` with another message). What a step names to run is done when the
 * session did that work, whichever way it took. And whether a command read or searched a file
 * (`cat`, `grep`, `rg`…): the work of a step that only asks to check something. Pure.
 */
import { pathsNamedIn } from "../model/snapshot/note-currency.js";

/** Task runners whose first word after them (options aside) names a task of the project. */
const TASK_RUNNERS = new Set("make just task mage rake invoke poe nox tox".split(" "));
/** Package managers that run a script by `run <name>`, or by its name alone. */
const SCRIPT_RUNNERS = new Set("npm pnpm yarn bun".split(" "));
/** Their own subcommands, never the name of a script. */
const MANAGER_WORDS = new Set(
  "install i add remove rm uninstall update upgrade ci exec dlx x create init publish pack link audit why outdated".split(
    " ",
  ),
);

/**
 * The project task a command runs through a runner, or null: `npm run lint`, `pnpm lint`,
 * `yarn lint`, `make lint`, `just lint` all run "lint" (`npm test` runs "test"); options are
 * passed over. A command under `VAR=value` assignments runs in another environment, no route
 * to the same work (a check that passed only with `PGPORT=5433` is a fix still to record).
 */
export function projectTask(command: string): string | null {
  const words = command.trim().split(/\s+/);
  const runner = words[0] ?? "";
  const rest = words.slice(1).filter((word) => !word.startsWith("-"));
  if (TASK_RUNNERS.has(runner)) return rest[0] ?? null;
  if (!SCRIPT_RUNNERS.has(runner)) return null;
  const first = rest[0];
  if (first === "run" || first === "run-script") return rest[1] ?? null;
  return first === undefined || MANAGER_WORDS.has(first) ? null : first;
}

/** Git subcommands whose arguments (a message, flags) do not change the work they record. */
const RECORDING = new Set(["commit", "push", "tag"]);

/**
 * Whether a passed command did the work of `command` by another route: the same project task
 * through another runner (`make lint` for `npm run lint`), or the same git recording with other
 * arguments (`git commit -qam 'style: lint'` for `git commit -am 'lint: fix'`).
 */
export function sameWork(command: string, ran: readonly string[]): boolean {
  const task = projectTask(command);
  if (task !== null && ran.some((line) => projectTask(line) === task)) return true;
  const [tool, sub] = command.trim().split(/\s+/);
  if (tool !== "git" || sub === undefined || !RECORDING.has(sub)) return false;
  return ran.some((line) => {
    const [t, s2] = line.trim().split(/\s+/);
    return t === "git" && s2 === sub;
  });
}

/** Commands that read or search files. */
const READERS = new Set(
  "cat sed head tail less more nl bat rg grep egrep ag ack find fd".split(" "),
);

/** Whether a command line reads or searches a file it names (`git grep` too). */
export function readsAFile(command: string): boolean {
  return command.split(/&&|\|\||;|\|/).some((part) => {
    const words = part.trim().split(/\s+/);
    const tool = words[0] === "git" && words[1] === "grep" ? "grep" : (words[0] ?? "");
    return READERS.has(tool.replace(/^.*\//, "")) && pathsNamedIn(part).length > 0;
  });
}
