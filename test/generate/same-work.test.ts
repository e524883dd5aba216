/**
 * The same work by another route, read from the commands' shape: one project task through two
 * runners, one git recording with other arguments; never two tasks, never two git commands.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { projectTask, readsAFile, sameWork } from "../../src/generate/same-work.js";

test("the project task a runner runs", () => {
  const cases: [string, string | null][] = [
    ["npm run lint", "lint"],
    ["pnpm lint", "lint"],
    ["yarn run build:web", "build:web"],
    ["npm test", "test"],
    ["make -s lint", "lint"],
    // Another environment is no route to the same work.
    ["PGPORT=5433 make seed-db", null],
    ["just soak", "soak"],
    ["bun run check", "check"],
    ["npm install", null],
    ["pnpm add left-pad", null],
    ["git commit -m lint", null],
    ["cargo test", null],
    ["make", null],
  ];
  for (const [command, task] of cases) assert.equal(projectTask(command), task, command);
});

test("the same work by another route: a runner for a runner, a commit for a commit", () => {
  const yes: [string, string[]][] = [
    ["npm run lint", ["make lint"]],
    ["make check", ["npm run check"]],
    ["pnpm test", ["npm test"]],
    ["git commit -am 'lint: fix'", ["git commit -qam 'style: lint fixes'"]],
    ["git push origin main", ["git push"]],
  ];
  const no: [string, string[]][] = [
    ["npm run lint", ["make test"]],
    ["npm run lint", ["npx eslint ."]],
    ["git commit -am 'lint: fix'", ["git add -A"]],
    ["git rebase main", ["git rebase origin/main"]],
    ["pytest -q tests/test_pad.py", ["pytest -q"]],
  ];
  for (const [command, ran] of yes) assert.equal(sameWork(command, ran), true, command);
  for (const [command, ran] of no) assert.equal(sameWork(command, ran), false, command);
});

test("a command that reads or searches a file it names", () => {
  const yes = [
    "cat src/importer.js",
    "grep -rn legacy.yml src/",
    "git grep -n parseDate src/importer.ts",
    "cd app && rg -n parseDate src/",
    "sed -n 1,40p src/importer.js | head",
  ];
  const no = ["npm test -- test/importer.test.js", "rg -n parseDate", "node src/importer.js"];
  for (const command of yes) assert.equal(readsAFile(command), true, command);
  for (const command of no) assert.equal(readsAFile(command), false, command);
});
