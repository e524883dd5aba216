/**
 * Conclusions that told a check's state when they were said, retired once that state changed: an
 * earlier write's sentence that a command failed ("Stopping here with make test failing: …",
 * "make test still fails on the midnight case") is left out once that very command's latest run
 * passed. What a run came to is the state of the work at the time, not a finding; the failed
 * attempts list keeps the failure with its reason and "passed later". A run under other
 * settings (`PGPORT=5433 make db-test`) is another command: what the failure taught about the
 * plain one may still hold. The other way round too: an earlier "npm test passes on both
 * machines now" leaves once that command's latest run failed, or once a run of it under a
 * setting of its own failed (`TZ=Pacific/Kiritimati make test`) when the sentence names no
 * setting: it said the check passes in every setting, and one is seen failing. Pure.
 */
import { saysCommandFailed, saysCommandPassed } from "../util/command-report.js";
import { commandWithoutEnv } from "../trim/env-prefix.js";

/** A setting a sentence states (`TZ=UTC`, `LOG_ROOT=fixtures/logs`): its claim is that setting's. */
const SETTING = /(?<![\w$])[A-Za-z_][A-Za-z0-9_]*=\S/;

/**
 * The command lines a sentence may name of a passing `command`: the whole line and each command
 * of its and-or lists (`cd api && make test` names `make test` too), as written.
 */
function namedForms(command: string): string[] {
  const parts = command
    .split(/\s*(?:&&|\|\||;)\s*/)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 2 || part === command.trim());
  return [...new Set([command.trim(), ...parts])].filter((form) => form !== "");
}

/**
 * `list` without the entries `earlier` selects that say a command of `passing` failed (its
 * latest run in this write's inputs passed: `selectPassingCommands`).
 */
export function withoutPassedSinceFailures<T extends { text: string }>(
  list: readonly T[],
  passing: readonly string[],
  earlier: (entry: T) => boolean,
): T[] {
  const forms = passing.flatMap(namedForms);
  if (forms.length === 0) return [...list];
  return list.filter(
    (entry) => !earlier(entry) || !forms.some((form) => saysCommandFailed(entry.text, form)),
  );
}

/**
 * `list` without the entries `earlier` selects that say a command of `failing` passed ("npm test
 * passes on both machines now"): its latest run in this write's inputs failed, so the pass was
 * the state of its session only (`selectFailingCommands`). The failure itself is listed under
 * the failed attempts.
 */
export function withoutFailedSincePasses<T extends { text: string }>(
  list: readonly T[],
  failing: readonly string[],
  earlier: (entry: T) => boolean,
): T[] {
  const forms = failing.flatMap(namedForms);
  if (forms.length === 0) return [...list];
  // A run under a setting of its own (`TZ=Pacific/Kiritimati make test`) that failed shows the
  // check does not pass in every setting: a sentence that says it passes and names no setting
  // claimed it for all of them, and is left out as the plain failure's is. One that names a
  // setting ("passes with LOG_ROOT=fixtures/logs") claims that setting's run only.
  const bare = failing
    .filter((command) => commandWithoutEnv(command) !== command)
    .flatMap((command) => namedForms(commandWithoutEnv(command)));
  return list.filter((entry) => {
    if (!earlier(entry)) return true;
    if (forms.some((form) => saysCommandPassed(entry.text, form))) return false;
    return SETTING.test(entry.text) || !bare.some((form) => saysCommandPassed(entry.text, form));
  });
}
