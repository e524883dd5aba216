import assert from "node:assert/strict";
import { test } from "node:test";
import { commandWithoutEnv, describeEnvFix, splitPassedAs } from "../../src/trim/env-prefix.js";
import { splitEnvPrefix } from "../../src/trim/shell-list.js";

/** [failing, passing, the pitfall when the two are one check in two environments, else null]. */
const PAIRS: [string, string, string | null][] = [
  ["make db-test", "PGPORT=5433 make db-test", "needs PGPORT=5433"],
  ["npm run integration", "LANG=C npm run integration", "needs LANG=C"],
  ["LANG=C npm test", "npm test", "passes without LANG=C"],
  ["PGPORT=5432 make db-test", "PGPORT=5433 make db-test", "needs PGPORT=5433"],
  ["pytest -q", "A=1 B='x y' pytest -q", "needs A=1 B='x y'"],
  ["go test ./...", "CGO_ENABLED=0  go test ./...", "needs CGO_ENABLED=0"],
  // Never another command.
  ["make db-test", "PGPORT=5433 make db-test2", null],
  ["make db-test", "PGPORT=5433 make db-test && echo ok", null],
  ["make db-test", "PGPORT=5433 make db-test --verbose", null],
  ["make db-test", "PGPORT=5433; make db-test", null],
  ["make db-test", "env PGPORT=5433 make db-test", null],
  ["make db-test", "make db-test", null],
];

for (const [failing, passing, fix] of PAIRS) {
  test(`${JSON.stringify(failing)} then ${JSON.stringify(passing)}: ${fix ?? "not linked"}`, () => {
    assert.equal(describeEnvFix(failing, passing), fix);
    const linked = commandWithoutEnv(failing) === commandWithoutEnv(passing);
    assert.equal(linked, fix !== null || failing === passing);
  });
}

test("leading assignments are words as the shell reads them; the rest stays byte for byte", () => {
  assert.deepEqual(splitEnvPrefix('X="a b" Y=$(pwd) Z=`id -u` make  t'), {
    assignments: ['X="a b"', "Y=$(pwd)", "Z=`id -u`"],
    command: "make  t",
  });
  for (const line of [
    "A=1",
    "A=1 ",
    "A=1; make",
    "A=1|make",
    "A=1 && make",
    "a-b=1 make",
    "=1 make",
  ])
    assert.deepEqual(splitEnvPrefix(line), { assignments: [], command: line }, line);
});

test("a packet's `(passed later as …)` reads back, carried label apart", () => {
  assert.deepEqual(
    splitPassedAs(
      " -> exit 2 (x3) (passed later as PGPORT=5433 make db-test) (from packet 0123456789abcdef)",
    ),
    {
      before: " -> exit 2 (x3)",
      as: "PGPORT=5433 make db-test",
      label: " (from packet 0123456789abcdef)",
    },
  );
  assert.equal(splitPassedAs(" -> exit 2 (passed later)"), null);
});
