import assert from "node:assert/strict";
import { test } from "node:test";
import { isCheckCommand, isTestCommand } from "../../src/trim/test-command.js";

test("test runs are still told apart from other commands", () => {
  for (const command of ["npm test", "pnpm run test", "pytest -q", "go test ./...", "cargo test"])
    assert.equal(isTestCommand(command), true, command);
  for (const command of ["npm run lint", "tsc --noEmit", "cat src/retry.js", "git status"])
    assert.equal(isTestCommand(command), false, command);
});

test("a project's own test script, Perl's prove and Python's unittest are test runs", () => {
  for (const command of [
    "sh check.sh",
    "TZ=Africa/Windhoek sh check.sh && java -cp build Report data/oct.csv",
    "bash test/run.sh",
    "./run_tests.sh -v",
    "bash scripts/test-all.sh",
    "sh t/all.sh",
    "prove -l t/",
    "python3 -m unittest discover -s tests",
    "bats test/cli.bats",
  ])
    assert.equal(isTestCommand(command), true, command);
  for (const command of [
    "sh install.sh",
    "bash scripts/deploy.sh",
    "cat check.sh",
    "chmod +x test/run.sh",
    "sh contest.sh",
    "./build.sh",
    "git add test/run.sh",
  ])
    assert.equal(isTestCommand(command), false, command);
});

test("a workspace's test run is a test run: options and their values before the subcommand", () => {
  for (const command of [
    "npm test -w packages/names",
    "npm --prefix packages/names test",
    "npm -w packages/names test",
    "npm --workspace=packages/names run test",
    "pnpm --filter names test",
    "pnpm -C packages/names test",
    "yarn workspace names test",
    "make -C packages/names test",
    "make -j4 check",
    "LC_ALL=C make -C packages/names test",
  ])
    assert.equal(isTestCommand(command), true, command);
  for (const command of [
    "npm --prefix packages/names run lint",
    "npm install --save-dev test",
    "make -C packages/names build",
    "yarn add test",
  ])
    assert.equal(isTestCommand(command), false, command);
});

test("checks: tests, lint, typecheck and build, by the usual runners", () => {
  const checks = [
    "npm test",
    "npm t",
    "npm run test:unit",
    "npm run lint",
    "npm run build",
    "npm run typecheck",
    "npm run check",
    "pnpm lint",
    "yarn build",
    "bun run test",
    "node --test dist/test/trim/",
    "npx vitest run",
    "npx jest src",
    "pytest -q tests/test_retry.py",
    "python -m pytest",
    "cargo test",
    "cargo build --release",
    "cargo clippy -- -D warnings",
    "cargo check",
    "go test ./...",
    "go build ./...",
    "go vet ./...",
    "npx tsc --noEmit",
    "tsc -p tsconfig.json",
    "npx eslint src",
    "npx biome check .",
    "biome lint src",
    "ruff check .",
    "mypy src",
    "make test",
    "make check",
    "make -C packages/names test",
    "npm --prefix packages/names test",
    "make lint",
    "cd pkg && npm test",
    "FORCE_COLOR=0 npm test",
    "timeout 120 npm test",
    "npm test 2>&1",
    "npm test > test.log 2>&1",
    "npm run build && npm test",
    "npm test && echo ok",
    "npm test -- --grep 'rate limit | burst'",
    "set -o pipefail; npm test 2>&1 | tail -3",
    "set -euo pipefail\nnpm test | tee test.log",
    "npm test;",
    "(cd api && go test ./...)",
    "npm test # the suite",
    "uv run pytest",
    "python3 -m pytest -x",
    "./node_modules/.bin/vitest run",
    "yarn jest --ci",
    "pnpm exec tsc --noEmit",
    "npx --yes eslint .",
    "bash -c 'npm test'",
    // Under `set -e` a failing lone command would have stopped the shell.
    "set -e; npm test; echo done",
    "cat <<EOF > notes.txt\nrun the suite\nEOF\nnpm test",
  ];
  for (const command of checks) assert.equal(isCheckCommand(command), true, command);
});

test("not checks: reads, status, and checks whose exit status is another command's", () => {
  const others = [
    "cat src/retry.js",
    "git status --short",
    "ls -la",
    "npm install",
    "npm run dev",
    "node server.js",
    "echo npm test",
    "git commit -m 'fix: npm test passes'",
    "grep -rn 'npm test' README.md",
    // The exit status is the last stage's: tail, head, grep and tee say nothing of the tests.
    "git status --short && npm test 2>&1 | tail -3",
    "npm test | tail -3",
    "npm test 2>&1 | head -50",
    "npm test |& grep -c passing",
    "cargo test 2>&1 | tee out.log",
    // The status of a list is its last command's; `||` lets a failure through.
    "npm test; echo done",
    "npm test || true",
    "npm test && npm run lint || echo failed",
    "npm test &",
    "! npm test",
    "bash -c 'npm test | tail'",
    "npm run build 2>&1 | tail -20; echo $?",
    "if npm test; then echo ok; fi",
    // `set -e` does not stop at a failure on the left of `&&`.
    "set -e\nnpm test && echo ok\necho done",
    // A heredoc's body is data.
    "cat <<EOF\nnpm test\nEOF",
    "npm ci",
    "",
  ];
  for (const command of others) assert.equal(isCheckCommand(command), false, command);
});

test("a check after `||` proves itself only when an && follows the alternative", () => {
  assert.equal(isCheckCommand("npm ci || npm install && npm test"), true);
  assert.equal(isCheckCommand("npm test || npm run lint"), false);
});
