/**
 * A check known to pass only with a setting (`make db-test` failed, `PGPORT=5433 make db-test`
 * passed): wherever the packet says the plain command failed, it says how it passes, so a
 * reader does not take the check for broken. The failed attempts carry the link from packet
 * to packet (`(passed later as …)`, failed-attempts.ts) until the plain command passes; the
 * risk of a failed last test run takes it from them. Pure.
 */
import type { OpenRisk } from "../model/packet/types.js";
import { commandWithoutEnv, describeEnvFix, splitPassedAs } from "../trim/env-prefix.js";
import { commandOf } from "../trim/failure-reason.js";

/** The failed commands of `attempts` that passed as another line of settings, with that line. */
export function selectKnownFixes(attempts: readonly string[]): Map<string, string> {
  const fixes = new Map<string, string>();
  for (const attempt of attempts) {
    const passed = splitPassedAs(attempt);
    if (passed === null) continue;
    const command = commandOf(passed.before);
    if (!fixes.has(command)) fixes.set(command, passed.as);
  }
  return fixes;
}

/** The risk's `<command> -> exit <code>` of a failed last test run. */
const LAST_TEST_FAILED = /^(the last test command failed: )([\s\S]*) -> exit (-?\d+|null)$/;

/**
 * `risks` with the failed last test run's risk saying how its command passes, when the failed
 * attempts know it (`… -> exit 1 — it passed as LC_ALL=C npm test (needs LC_ALL=C)`).
 */
export function withKnownFixes(
  risks: readonly OpenRisk[],
  attempts: readonly string[],
): OpenRisk[] {
  const fixes = selectKnownFixes(attempts);
  if (fixes.size === 0) return [...risks];
  return risks.map((risk) => {
    const match = LAST_TEST_FAILED.exec(risk.detail);
    if (match === null) return risk;
    const command = match[2] as string;
    const as = fixes.get(command);
    if (as === undefined || commandWithoutEnv(as) !== commandWithoutEnv(command)) return risk;
    const fix = describeEnvFix(command, as);
    return {
      ...risk,
      detail: `${risk.detail} — it passed as ${as}${fix === null ? "" : ` (${fix})`}`,
    };
  });
}
