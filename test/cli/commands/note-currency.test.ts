/**
 * Notes that went out of date are not carried as open: a proof whose file changed after it, or
 * whose check fails now, drops out of the next packet's proofs (and says why among the risks).
 */
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { runCli } from "../../helpers/run-cli.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

interface Written {
  proofs: { id: string; text: string }[];
  open_risks: { detail: string }[];
}

async function write(repo: string): Promise<Written> {
  const run = await runCli(["write", "--allow-dirty", "--json"], { cwd: repo });
  assert.equal(run.code, 0, run.stderr);
  const { json } = JSON.parse(run.stdout) as { json: string };
  return JSON.parse(readFileSync(json, "utf8")) as Written;
}

test("a proof naming a test file is carried until that file changes; one quoting a check, until the check fails", async () => {
  const repo = makeRepo();
  try {
    mkdirSync(join(repo, "test"));
    const file = join(repo, "test", "limiter.test.js");
    writeFileSync(file, "test('a', () => {});\n");
    assert.equal((await runCli(["note", "next", "npm test"], { cwd: repo })).code, 0);
    const named = await runCli(["note", "proof", "limiter: 3 pass (test/limiter.test.js)"], {
      cwd: repo,
    });
    const quoted = await runCli(["note", "proof", "lint clean: npm run lint exits 0"], {
      cwd: repo,
    });
    const [fileProof, checkProof] = [named, quoted].map(
      (run) => /^recorded proof (\S+):/.exec(run.stdout)?.[1] ?? "",
    );
    const first = await write(repo);
    assert.deepEqual(
      first.proofs.map((p) => p.id),
      [fileProof, checkProof],
    );

    writeFileSync(file, "test('a', () => {});\ntest('b', () => {});\n");
    writeFileSync(
      join(repo, "feedback_record.jsonl"),
      `${JSON.stringify({ command: "npm run lint", exit_code: 0 })}\n${JSON.stringify({ command: "npm run lint", exit_code: 1, stderr_tail: "src/a.ts:1 noExplicitAny" })}\n`,
    );
    const second = await write(repo);
    assert.deepEqual(second.proofs, [], "a stale proof was carried as open");
    const risks = second.open_risks.map((r) => r.detail).join("\n");
    assert.match(
      risks,
      new RegExp(`proof ${fileProof} no longer holds \\(test/limiter\\.test\\.js changed`),
    );
    assert.match(
      risks,
      new RegExp(`proof ${checkProof} no longer holds \\(npm run lint fails now\\)`),
    );
  } finally {
    removeDir(repo);
  }
});
