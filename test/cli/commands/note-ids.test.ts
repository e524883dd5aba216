/**
 * Every note a packet lists shows the id `note resolve` takes, in `show` and in the `resume`
 * briefing: a risk's id was in notes.jsonl only, so it could not be closed from what was shown.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { runCli } from "../../helpers/run-cli.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

function idOf(stdout: string): string {
  const match = /^recorded \w+ (\S+):/.exec(stdout);
  assert.ok(match, stdout);
  return match[1]!;
}

test("risk, pitfall, assumption, decision and proof notes show their ids in show and resume; the id shown closes the risk", async () => {
  const repo = makeRepo();
  try {
    const notes: [string, string[]][] = [
      ["risk", ["the rate limiter drops bursts over 100/s", "--severity", "block"]],
      ["risk", ["the retry budget is a guess", "--severity", "warn"]],
      ["pitfall", ["the test server needs PORT unset"]],
      ["assumption", ["clients retry at most 3 times"]],
      ["decision", ["Clamp or wrap a negative balance?"]],
      ["proof", ["limiter: 3 pass"]],
    ];
    const ids: string[] = [];
    for (const [kind, args] of notes) {
      const run = await runCli(["note", kind, ...args], { cwd: repo });
      assert.equal(run.code, 0, run.stderr);
      ids.push(idOf(run.stdout));
    }
    assert.equal((await runCli(["note", "next", "npm test"], { cwd: repo })).code, 0);
    const write = await runCli(["write", "--allow-dirty"], { cwd: repo });
    assert.equal(write.code, 0, write.stderr);

    const show = await runCli(["show"], { cwd: repo });
    const resume = await runCli(["resume"], { cwd: repo });
    for (const id of ids) {
      assert.ok(show.stdout.includes(id), `show lacks ${id}:\n${show.stdout}`);
      assert.ok(resume.stdout.includes(id), `resume lacks ${id}:\n${resume.stdout}`);
    }
    assert.match(show.stdout, /\*\*block\*\* the rate limiter drops bursts over 100\/s \(`n-/);
    const json = JSON.parse((await runCli(["show", "--json"], { cwd: repo })).stdout) as {
      open_risks: { detail: string; note_id?: string }[];
    };
    const risk = json.open_risks.find((r) => r.detail.startsWith("the rate limiter"));
    assert.equal(risk?.note_id, ids[0]);

    // The id as the briefing shows it is the one `note resolve` takes.
    const shown = /\[(n-[0-9a-f]+)\] the rate limiter/.exec(resume.stdout)?.[1];
    assert.equal(shown, ids[0], resume.stdout);
    const resolved = await runCli(["note", "resolve", shown!, "--why", "burst cap added"], {
      cwd: repo,
    });
    assert.equal(resolved.code, 0, resolved.stderr);
    assert.equal((await runCli(["write", "--allow-dirty"], { cwd: repo })).code, 0);
    const after = await runCli(["show"], { cwd: repo });
    assert.doesNotMatch(after.stdout, /the rate limiter drops bursts/);
    assert.ok(after.stdout.includes(ids[1]!), after.stdout);
  } finally {
    removeDir(repo);
  }
});
