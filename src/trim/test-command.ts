/**
 * Which commands are test runs: the trim keeps the latest one (`last_test`), and the clean-state
 * check judges the session by whether it passed.
 */

/** npm/pnpm/yarn/bun test, pytest, jest, vitest, go test, cargo test, make check, …: a test run. */
const TEST_COMMAND =
  /(^|[\s;&|/])(npm|pnpm|yarn|bun)( run)? test\b|\b(pytest|jest|vitest|mocha|ava|rspec|phpunit|ctest|tox|nox)\b|\bgo test\b|\bcargo (test|nextest)\b|\bmake (test|check)\b|\bgradle\w* test\b|\bmvn\w* test\b|\bnode --test\b|\bdeno test\b|\bdotnet test\b/;

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
