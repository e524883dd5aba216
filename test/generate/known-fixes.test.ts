/**
 * A failed last test run's risk says how its command passes when the failed attempts know a
 * run differing only by leading settings passed; never for another command.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { selectKnownFixes, withKnownFixes } from "../../src/generate/known-fixes.js";
import type { OpenRisk } from "../../src/model/packet/types.js";

const risk = (command: string, exit = "1"): OpenRisk => ({
  severity: "block",
  detail: `the last test command failed: ${command} -> exit ${exit}`,
});

test("the failed attempts' `(passed later as …)` links, carried label apart", () => {
  assert.deepEqual(
    [
      ...selectKnownFixes([
        "npm test -w api -> exit 1 (x2) (passed later as LC_ALL=C npm test -w api) (from packet 0123456789abcdef)",
        "make db-test -> exit 2 (passed later as PGPORT=5433 make db-test)",
        "npm run lint -> exit 1 (passed later)",
        "npm run build -> exit 1",
      ]),
    ],
    [
      ["npm test -w api", "LC_ALL=C npm test -w api"],
      ["make db-test", "PGPORT=5433 make db-test"],
    ],
  );
});

const cases: [string, OpenRisk, string[], string][] = [
  [
    "the plain command failed again: its fix is stated",
    risk("make -C pkg test", "2"),
    ["make -C pkg test -> exit 2 (x2) (passed later as LC_ALL=C make -C pkg test)"],
    "the last test command failed: make -C pkg test -> exit 2 — it passed as LC_ALL=C make -C pkg test (needs LC_ALL=C)",
  ],
  [
    "another command's link says nothing of this one",
    risk("npm test"),
    ["npm test -w api -> exit 1 (passed later as LC_ALL=C npm test -w api)"],
    "the last test command failed: npm test -> exit 1",
  ],
  [
    "a command that passed later as itself has no setting to state",
    risk("npm test"),
    ["npm test -> exit 1 (passed later)"],
    "the last test command failed: npm test -> exit 1",
  ],
  [
    "another risk is left as it is",
    { severity: "warn", detail: "make -C pkg test needs a database" },
    ["make -C pkg test -> exit 2 (passed later as LC_ALL=C make -C pkg test)"],
    "make -C pkg test needs a database",
  ],
];

for (const [name, given, attempts, expected] of cases) {
  test(name, () => {
    assert.deepEqual(
      withKnownFixes([given], attempts).map((r) => r.detail),
      [expected],
    );
  });
}
