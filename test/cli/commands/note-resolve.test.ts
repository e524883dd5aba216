import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";
import { runCli } from "../../helpers/run-cli.js";

/** The id `note` printed: `recorded <kind> <id>: <text>`. */
function idOf(stdout: string): string {
  const match = /^recorded \w+ (\S+):/.exec(stdout);
  assert.ok(match, stdout);
  return match[1]!;
}

async function writePacket(repo: string): Promise<{ json: string; md: string }> {
  const run = await runCli(["write", "--allow-dirty", "--json"], { cwd: repo });
  assert.equal(run.code, 0, run.stderr);
  return JSON.parse(run.stdout) as { json: string; md: string };
}

test("note resolve ID WHY records why, --choice the option, and later packets report the answer", async () => {
  const repo = makeRepo();
  try {
    const decision = await runCli(
      [
        "note",
        "decision",
        "Clamp or wrap a negative balance?",
        "--option",
        "clamp at zero: balances never go negative",
        "--option",
        "wrap: keeps the debt visible",
      ],
      { cwd: repo },
    );
    const id = idOf(decision.stdout);
    assert.equal((await runCli(["note", "next", "npm test"], { cwd: repo })).code, 0);
    await writePacket(repo);

    // The words after the id are why; they used to be refused as a malformed id.
    const resolved = await runCli(
      ["note", "resolve", id, "the ledger", "forbids", "debt", "--choice", "CLAMP AT ZERO"],
      { cwd: repo },
    );
    assert.equal(resolved.code, 0, resolved.stderr);
    const first = await writePacket(repo);
    const packet = JSON.parse(readFileSync(first.json, "utf8"));
    assert.deepEqual(packet.open_decisions, []);
    assert.deepEqual(packet.resolved_decisions, [
      {
        id,
        question: "Clamp or wrap a negative balance?",
        choice: "clamp at zero",
        why: "the ledger forbids debt",
      },
    ]);
    assert.match(readFileSync(first.md, "utf8"), /chose clamp at zero — the ledger forbids debt/);

    // Carried: a later packet with nothing new about it still reports the answer.
    assert.equal((await runCli(["note", "next", "npm run lint"], { cwd: repo })).code, 0);
    const second = await writePacket(repo);
    assert.deepEqual(
      JSON.parse(readFileSync(second.json, "utf8")).resolved_decisions,
      packet.resolved_decisions,
    );
    const brief = await runCli(["resume"], { cwd: repo });
    assert.match(
      brief.stdout,
      /Clamp or wrap a negative balance\? → clamp at zero \(the ledger forbids debt\)/,
    );
  } finally {
    removeDir(repo);
  }
});

test("note resolve refuses a choice the decision does not offer, naming its options, and --choice on a non-decision", async () => {
  const repo = makeRepo();
  try {
    const id = idOf(
      (
        await runCli(
          [
            "note",
            "decision",
            "Which queue?",
            "--option",
            "redis: fast",
            "--option",
            "sqs: managed",
          ],
          {
            cwd: repo,
          },
        )
      ).stdout,
    );
    const bad = await runCli(["note", "resolve", id, "--choice", "kafka"], { cwd: repo });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /'kafka' is not one of the decision's options: 'redis', 'sqs'/);
    const pitfall = idOf(
      (await runCli(["note", "pitfall", "the mock server caches"], { cwd: repo })).stdout,
    );
    const onPitfall = await runCli(["note", "resolve", pitfall, "--choice", "x"], { cwd: repo });
    assert.equal(onPitfall.code, 2);
    assert.match(onPitfall.stderr, /--choice is only for decisions/);
    const notId = await runCli(["note", "resolve", "clamp at zero"], { cwd: repo });
    assert.equal(notId.code, 2);
    assert.match(notId.stderr, /takes the id of a decision.*got 'clamp at zero'/);
  } finally {
    removeDir(repo);
  }
});
