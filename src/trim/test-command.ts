/**
 * Which commands are test runs and which are checks. The trim keeps the latest test run
 * (`last_test`) and the clean-state check judges the session by whether it passed; the briefing's
 * "Passing now" offers only checks (tests, lint, typecheck, build) whose exit status is the
 * check's own (SPEC §2.3): `npm test | tail -3` exits with tail's status and proves nothing.
 */
import { type AndOr, parseShellList, type Pipeline } from "./shell-list.js";

/**
 * Options before a subcommand, each with the value it may take (`--prefix packages/api`, `-C
 * dir`, `--workspace=api`, `-j4`): a workspace's test run is a test run too. A value never
 * starts with `-`, so each word is read one way only.
 */
const OPTIONS = String.raw`(?:\s+--?[\w-]+(?:=\S+)?(?:\s+[^\s-]\S*)?)*`;

/**
 * A project's own test script, run by a shell or by its path: a script whose name says it tests
 * or checks (`sh check.sh`, `./run_tests.sh`, `bash scripts/test-all.sh`), or any script in a
 * test folder (`bash test/run.sh`, `sh t/all.sh`). Many small projects have no runner but this.
 */
const TEST_SCRIPT = String.raw`(^|[\s;&|])(?:(?:ba|da|z)?sh\s+(?:-\w+\s+)*|\./)(?:(?:[\w.-]+/)*(?:run[_-]?)?(?:tests?|checks?|specs?)(?:[_-][\w-]*)?|(?:[\w.-]+/)*(?:tests?|t|spec)/[\w.-]+)\.(?:sh|bash)(?=\s|$|[;&|)])`;

/**
 * npm/pnpm/yarn/bun test, pytest, jest, vitest, go test, cargo test, make check, Perl's prove,
 * Python's unittest, a project's test script (`TEST_SCRIPT`), …: a test run.
 */
const TEST_COMMAND = new RegExp(
  String.raw`(^|[\s;&|/])(npm|pnpm|bun)${OPTIONS}( run)? test\b|(^|[\s;&|/])yarn(${OPTIONS}| workspace \S+)( run)? test\b|\b(pytest|jest|vitest|mocha|ava|rspec|phpunit|ctest|tox|nox|prove|bats)\b|\bpython[0-9.]*\s+-m\s+unittest\b|\bgo test\b|\bcargo (test|nextest)\b|\bmake${OPTIONS} (test|check)\b|\bgradle\w* test\b|\bmvn\w* test\b|\bnode --test\b|\bdeno test\b|\bdotnet test\b|${TEST_SCRIPT}`,
);

/** The last command classified and its answer: each record of a transcript is asked twice. */
let lastCommand = "";
let lastIsTest = false;

/** True when a command line looks like a test run. */
export function isTestCommand(command: string): boolean {
  // The regex has no literal prefix to search for (~5 µs a command, cold). One entry, not a
  // map: a memo must not pin the lines its commands may be slices of.
  if (command !== lastCommand) {
    lastIsTest = TEST_COMMAND.test(command);
    lastCommand = command;
  }
  return lastIsTest;
}

/** The test runs above, as the start of one simple command (`echo npm test` runs no test). */
const TEST_STAGE = new RegExp(`^(?:${TEST_COMMAND.source})`);

/** A package script that checks: test, lint, build, typecheck (and `test:unit`, `lint-ci`, …). */
const SCRIPT = String.raw`(test|tests|lint|build|typecheck|type-check|types|check|checks|tsc|verify|validate|ci)([:._-][\w:.-]*)?(\s|$)`;

/** Lint, typecheck and build runs (and test runs the regex above misses), as a command's start. */
const OTHER_CHECK_STAGE = new RegExp(
  [
    `^npm (run|run-script) ${SCRIPT}`,
    `^(pnpm|yarn|bun)( run)? ${SCRIPT}`,
    `^node --run ${SCRIPT}`,
    String.raw`^(npm|pnpm|yarn|bun) (t|tst)(\s|$)`,
    String.raw`^node\b.*\s--test(\s|=|$)`,
    String.raw`^(tsc|vue-tsc|svelte-check|eslint|oxlint|stylelint|tslint|xo|standard|mypy|pyright|basedpyright|flake8|pylint|pyflakes|pycodestyle|golangci-lint|staticcheck|shellcheck|hadolint|rubocop|ktlint|detekt|phpstan|psalm|swiftlint|markdownlint|knip|unittest|compileall|py_compile)(\s|$)`,
    String.raw`^biome (check|lint|ci|format)(\s|$)`,
    String.raw`^(prettier|black|isort)\s(.*\s)?(--check|-c|--list-different|-l|--check-only)(\s|$)`,
    String.raw`^dprint check(\s|$)`,
    String.raw`^ruff (check(\s|$)|format\s(.*\s)?--check(\s|$))`,
    String.raw`^cargo( \+\S+)? (build|check|clippy|doc|bench)(\s|$)`,
    String.raw`^cargo( \+\S+)? fmt\s(.*\s)?--check(\s|$)`,
    String.raw`^go (build|vet)(\s|$)`,
    String.raw`^(make|just|task)( -\S+| \w+=\S*)* (test|tests|check|lint|build|all|typecheck|ci|verify)([\w:.-]*)(\s|$)`,
    String.raw`^make( -\S+)*$`,
    String.raw`^(gradle\w*|mvn\w*)\s(.*\s)?(build|check|compile|verify|assemble|lint)(\s|$)`,
    String.raw`^(dotnet|swift|bazel|bazelisk|zig|mix|deno) (build|check|lint|compile|test)(\s|$)`,
    String.raw`^rake (test|spec)(\s|$)`,
  ].join("|"),
);

/** Commands that run the command after them (and their options), and what they return. */
const WRAPPERS = new Set(["time", "command", "exec", "sudo", "nohup", "xvfb-run", "stdbuf"]);
/** Package runners whose next word may be a tool's binary (`npx eslint`, `pnpm vitest`). */
const RUNNERS = new Set(["npx", "bunx", "pnpx", "npm", "pnpm", "yarn", "bun"]);
const RUNNER_VERBS = new Set(["run", "exec", "dlx", "x"]);
/** Runners of a project's environment: `uv run pytest` runs pytest. */
const ENV_RUNNERS = new Set(["uv", "poetry", "pipenv", "hatch", "pdm", "rye", "bundle"]);
const SHELLS = new Set(["sh", "bash", "zsh", "dash"]);
/** Longest command line classified (the packet keeps 2,000 characters of one). */
const MAX_COMMAND_CHARS = 10_000;

/** The last path segment of a command word (`./node_modules/.bin/jest` → `jest`). */
function baseName(word: string): string {
  return word.slice(word.lastIndexOf("/") + 1);
}

/** `words` without leading assignments, options of wrappers and the wrappers themselves. */
function commandWords(words: readonly string[]): string[] {
  let at = 0;
  for (;;) {
    const word = words[at];
    if (word === undefined) return [];
    const name = baseName(word);
    if (/^[A-Za-z_]\w*=/.test(word)) at++;
    else if (name === "env" || WRAPPERS.has(name) || name === "nice") {
      at++;
      while ((words[at] ?? "").startsWith("-") || /^[A-Za-z_]\w*=/.test(words[at] ?? "")) {
        // `nice -n 5`, `stdbuf -o L`: the option's value is the next word.
        if (/^-[nioe]$/.test(words[at] ?? "")) at++;
        at++;
      }
    } else if (name === "timeout") {
      at++;
      while ((words[at] ?? "").startsWith("-")) at += /^-[sk]$/.test(words[at] ?? "") ? 2 : 1;
      at++; // the duration
    } else if (/^python(\d+(\.\d+)?)?$/.test(name) && words[at + 1] === "-m") at += 2;
    else if (ENV_RUNNERS.has(name) && (words[at + 1] === "run" || words[at + 1] === "exec")) {
      at += 2;
    } else return words.slice(at);
  }
}

/** True when one simple command (its words) is a check. */
function isCheckStage(words: readonly string[], depth: number): boolean {
  const command = commandWords(words);
  const first = command[0];
  if (first === undefined) return false;
  const name = baseName(first);
  if (SHELLS.has(name)) {
    const script = command[command.indexOf("-c") + 1];
    return command.includes("-c") && script !== undefined && depth < 2 && proves(script, depth + 1);
  }
  const text = [name, ...command.slice(1)].join(" ");
  if (TEST_STAGE.test(text) || OTHER_CHECK_STAGE.test(text)) return true;
  if (!RUNNERS.has(name)) return false;
  // `npx eslint src`, `pnpm vitest run`, `yarn exec tsc`: the runner runs a checker's binary.
  let at = 1;
  if (RUNNER_VERBS.has(command[at] ?? "")) at++;
  while ((command[at] ?? "").startsWith("-")) at++;
  const rest = command.slice(at);
  return rest.length > 0 && !RUNNERS.has(baseName(rest[0] ?? "")) && isCheckStage(rest, depth);
}

/** Apply a `set` command's errexit and pipefail to `flags`; false when `words` is no `set`. */
function setOptions(
  words: readonly string[],
  flags: { errexit: boolean; pipefail: boolean },
): boolean {
  if (words[0] !== "set") return false;
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string;
    if (!/^[-+][a-zA-Z]+$/.test(word)) continue;
    const on = word.startsWith("-");
    if (word.includes("e")) flags.errexit = on;
    if (word.includes("o")) {
      const option = words[++i];
      if (option === "pipefail") flags.pipefail = on;
      else if (option === "errexit") flags.errexit = on;
    }
  }
  return true;
}

/** True when a pipeline that exited 0 proves a check passed. */
function pipelineProves(pipeline: Pipeline, pipefail: boolean, depth: number): boolean {
  if (pipeline.negated) return false;
  // Without pipefail the status is the last stage's; with it, every stage exited 0.
  const stages = pipefail ? pipeline.stages : pipeline.stages.slice(-1);
  return stages.some((stage) => isCheckStage(stage, depth));
}

/**
 * From which pipeline on an and-or list surely exited 0 when the list did: all of `a && b && c`;
 * after a `||`, only those after the next `&&` (`a || b && c` proves c; `a && b || c` nothing).
 */
function firstProven(item: AndOr): number {
  const lastOr = item.ops.lastIndexOf("||");
  return lastOr === -1 ? 0 : lastOr + 2;
}

function proves(command: string, depth: number): boolean {
  if (command.length > MAX_COMMAND_CHARS) return false;
  const items = parseShellList(command);
  const flags = { errexit: false, pipefail: false };
  let proven = false;
  for (let n = 0; n < items.length; n++) {
    const item = items[n] as AndOr;
    const isLast = n === items.length - 1;
    // The line's status is its last item's; under `set -e` an earlier lone pipeline that failed
    // would have stopped the shell, so it passed too.
    const from = item.background
      ? Number.POSITIVE_INFINITY
      : isLast
        ? firstProven(item)
        : flags.errexit && item.pipelines.length === 1
          ? 0
          : Number.POSITIVE_INFINITY;
    for (let i = 0; i < item.pipelines.length; i++) {
      const pipeline = item.pipelines[i] as Pipeline;
      const only = pipeline.stages.length === 1 ? pipeline.stages[0] : undefined;
      if (only !== undefined && setOptions(only, flags)) continue;
      if (i >= from && !proven && pipelineProves(pipeline, flags.pipefail, depth)) proven = true;
    }
  }
  return proven;
}

/**
 * True when `command` exiting 0 proves a check passed: a test, lint, typecheck or build run
 * whose status is the command's — the last stage of a pipeline (any stage under
 * `set -o pipefail`), in the last item of the line or and-ed into it. `npm test | tail -3`,
 * `npm test; echo done` and `npm test || true` prove nothing; `cat src/a.js` is no check.
 */
export function isCheckCommand(command: string): boolean {
  return proves(command, 0);
}
