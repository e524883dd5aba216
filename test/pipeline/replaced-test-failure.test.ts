/**
 * A test the agent replaced is not still failing: a price rule changed, the test that held the
 * old value failed once, the agent took that test out for one of the new rule and the full check
 * passed afterwards. The failure is shown passed later, whatever the agent said and in whichever
 * language the user wrote. A failure whose test still exists, or that no later passing run
 * covers (another file's run), stays failing. Real temp repos, Claude Code's, Codex CLI's and
 * Gemini CLI's transcripts, node --test's and pytest's output.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { RelayAgent } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-replaced-test-"));
after(() => removeDir(dir));

interface Runner {
  file: string;
  old: string;
  new: string;
  /** The failing run and its output. */
  run: string;
  output: string;
  /** The whole suite's command. */
  suite: string;
}

const NODE: Runner = {
  file: "test/price.test.js",
  old: "test('ten items cost 8.00', () => assert.equal(price(10), 800));\n",
  new: "test('ten items cost 9.00 after the rise', () => assert.equal(price(10), 900));\n",
  run: "node --test test/price.test.js",
  output:
    "✖ ten items cost 8.00 (1.1ms)\n  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n  900 !== 800\n\nℹ tests 1\nℹ pass 0\nℹ fail 1",
  suite: "npm test",
};

const PYTEST: Runner = {
  file: "tests/test_price.py",
  old: "def test_ten_items_cost_eight():\n    assert price(10) == 800\n",
  new: "def test_ten_items_after_the_rise():\n    assert price(10) == 900\n",
  run: "pytest -q tests/test_price.py",
  output:
    "F\n=== FAILURES ===\n___ test_ten_items_cost_eight ___\nE   assert 900 == 800\n=== short test summary info ===\nFAILED tests/test_price.py::test_ten_items_cost_eight - assert 900 == 800\n1 failed in 0.02s",
  suite: "pytest -q",
};

/** One session: the failing run, the test file as `kept` leaves it, then `after` run. */
async function session(
  agent: RelayAgent,
  runner: Runner,
  options: { user: string; replaced: boolean; after?: string },
): Promise<Packet> {
  const repo = makeRepo("handoff-replaced-test-repo-");
  try {
    writeRepoFile(repo, "package.json", '{"scripts":{"test":"node --test"}}\n');
    writeRepoFile(repo, runner.file, runner.old);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "init");
    if (options.replaced) writeRepoFile(repo, runner.file, runner.new);
    return await writeScriptedHop(dir, repo, {
      agent,
      day: "2026-11-02",
      user: [options.user],
      writes: [{ path: "src/price.js", content: "export const price = (n) => n * 90;\n" }],
      edits: options.replaced
        ? [{ after: 0, path: runner.file, old: runner.old, new: runner.new }]
        : [],
      commands: [
        { command: runner.run, exit: 1, output: runner.output },
        options.after ?? runner.suite,
      ],
      report: "The old test held the old price; it is replaced by one for the new price.",
    });
  } finally {
    removeDir(repo);
  }
}

test("a failure whose test the agent replaced, the full check passing after, is no longer failing", async () => {
  const cases: [RelayAgent, Runner, string][] = [
    ["claude", NODE, "Prices rise: an item costs 90 cents now, in src/price.js."],
    ["codex", PYTEST, "Los precios suben: un artículo cuesta 90 céntimos en src/price.js."],
    ["gemini", NODE, "Die Preise steigen: ein Artikel kostet jetzt 90 Cent, in src/price.js."],
  ];
  for (const [agent, runner, user] of cases) {
    const packet = await session(agent, runner, { user, replaced: true });
    assert.deepEqual(packet.failed_attempts, [`${runner.run} -> exit 1 (passed later)`], agent);
  }
});

test("a failure whose test still exists, or that no passing run covers, stays failing", async () => {
  for (const [agent, runner] of [
    ["claude", NODE],
    ["codex", PYTEST],
  ] as const) {
    const kept = await session(agent, runner, {
      user: "Prices rise to 90 cents.",
      replaced: false,
    });
    assert.deepEqual(kept.failed_attempts, [`${runner.run} -> exit 1`], `${agent}: kept`);
    const other = await session(agent, runner, {
      user: "Prices rise to 90 cents.",
      replaced: true,
      after: runner === NODE ? "node --test test/tax.test.js" : "pytest -q tests/test_tax.py",
    });
    assert.deepEqual(other.failed_attempts, [`${runner.run} -> exit 1`], `${agent}: other file`);
  }
});
