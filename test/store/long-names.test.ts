/**
 * Branch and topic names longer than the packet's string cap (issue 29 item 15): the packet
 * stores them cut, the registry finds them by the key of the raw names, so every command reads
 * the packet written for them, and a topic's packet is never taken for another topic's.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { MAX_NAME, MAX_STRING } from "../../src/generate/caps.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

function committedRepo(): string {
  const dir = makeRepo("handoff-long-names-");
  dirs.push(dir);
  writeRepoFile(dir, "README.md", "# p\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "init");
  return dir;
}

// Git takes a branch this long as nested folders of 200-character names (each under NAME_MAX).
const LONG_BRANCH = Array.from(
  { length: 11 },
  (_, i) => `${"abcdefghijk"[i]}${"b".repeat(199)}`,
).join("/");

test("a branch longer than the string cap is written, then resumed, shown and hooked at SessionStart", async () => {
  assert.ok(LONG_BRANCH.length > MAX_STRING && LONG_BRANCH.length === 2210);
  const dir = committedRepo();
  git(dir, "checkout", "-q", "-b", LONG_BRANCH);
  const write = await runCli(["write", "--next", "step on the long branch"], { cwd: dir });
  assert.equal(write.code, 0, write.stderr);
  const resume = await runCli(["resume", "--format", "json"], { cwd: dir });
  assert.equal(resume.code, 0, resume.stdout + resume.stderr);
  const value = JSON.parse(resume.stdout) as {
    found: string;
    briefing: { next_action: string };
    claims: { claim: string; verdict: string }[];
  };
  assert.deepEqual(
    [value.found, value.briefing.next_action],
    ["active", "step on the long branch"],
  );
  assert.ok(
    value.claims.every((c) => c.verdict === "VERIFIED"),
    JSON.stringify(value.claims.filter((c) => c.verdict !== "VERIFIED")),
  );
  const hook = await runCli(["resume", "--format", "claude-hook"], { cwd: dir });
  assert.equal(hook.code, 0, hook.stderr);
  assert.match(hook.stdout, /step on the long branch/);
  const context = (JSON.parse(hook.stdout) as { hookSpecificOutput: { additionalContext: string } })
    .hookSpecificOutput.additionalContext;
  assert.ok(context.length <= 10_000, `${context.length} characters`);
  const show = await runCli(["show", "--json"], { cwd: dir });
  assert.equal(show.code, 0, show.stderr);
  // The next write on the branch supersedes this one (same key), never adds a second active.
  const again = await runCli(["write", "--next", "second step"], { cwd: dir });
  assert.equal(again.code, 0, again.stderr);
  const list = JSON.parse((await runCli(["list", "--json"], { cwd: dir })).stdout) as unknown[];
  assert.equal(list.length, 1, JSON.stringify(list).slice(0, 300));
});

test("a topic longer than the string cap is found by resume --topic, never another topic's packet", async () => {
  const dir = committedRepo();
  const longTopic = `t${"x".repeat(2100)}`;
  // Over MAX_NAME, two topics are stored cut alike: the key of the raw names tells them apart.
  const huge = `h${"x".repeat(MAX_NAME + 100)}`;
  const hugeTwin = `h${"x".repeat(MAX_NAME + 99)}y`;
  const cases = [
    ["short", "step for short"],
    [longTopic, "step for long"],
    [huge, "step for huge"],
    [hugeTwin, "step for twin"],
  ] as const;
  for (const [topic, step] of cases) {
    const write = await runCli(["write", "--topic", topic, "--next", step], { cwd: dir });
    assert.equal(write.code, 0, write.stderr);
  }
  for (const [topic, step] of [...cases].reverse()) {
    const resume = await runCli(["resume", "--topic", topic, "--format", "json"], { cwd: dir });
    assert.equal(resume.code, 0, resume.stdout + resume.stderr);
    const value = JSON.parse(resume.stdout) as { found: string; briefing: { next_action: string } };
    assert.deepEqual([value.found, value.briefing.next_action], ["active", step]);
    const show = await runCli(["show", "--topic", topic, "--json"], { cwd: dir });
    assert.equal(show.code, 0, show.stderr);
    assert.equal((JSON.parse(show.stdout) as { next_action: string }).next_action, step);
  }
  const list = JSON.parse((await runCli(["list", "--json"], { cwd: dir })).stdout) as unknown[];
  assert.equal(list.length, 4);
  // A topic with no packet: exit 4 naming the topics there are, never another topic's packet.
  for (const topic of [`${longTopic}z`, "nothing-here"]) {
    const none = await runCli(["resume", "--topic", topic, "--format", "json"], { cwd: dir });
    assert.equal(none.code, 4, none.stdout);
    const value = JSON.parse(none.stdout) as { packet: unknown; note: string };
    assert.equal(value.packet, null);
    assert.match(value.note, /its packets are for topic .*short/);
  }
});
