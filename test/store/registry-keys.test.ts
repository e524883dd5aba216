/**
 * The registry is keyed by a hash of the raw branch and topic (SPEC §7, issue 18 item 7): two
 * branches whose names redact alike keep their own packets, a branch with a secret in its name
 * finds its packet in every command, and no output prints the live name raw.
 */
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

const TOKEN_A = `ghp_${"A1b2C3d4E5".repeat(3)}Zz9Yy8`;
const TOKEN_B = `ghp_${"Q9w8E7r6T5".repeat(3)}Kk1Jj2`;

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

test("two branches that redact alike keep their own packets; lookups by the live name work", async () => {
  const dir = makeRepo("handoff-keys-");
  dirs.push(dir);
  writeRepoFile(dir, "README.md", "# p\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "init");
  const outputs: string[] = [];
  const run = async (...args: string[]) => {
    const result = await runCli(args, { cwd: dir });
    outputs.push(result.stdout, result.stderr);
    return result;
  };
  git(dir, "checkout", "-q", "-b", `fix-${TOKEN_A}`);
  assert.equal((await run("write", "--next", "step for A")).code, 0);
  git(dir, "checkout", "-q", "-b", `fix-${TOKEN_B}`);
  assert.equal((await run("write", "--next", "step for B")).code, 0);

  const list = await run("list", "--json");
  const listed = JSON.parse(list.stdout) as { status: string; branch: string }[];
  assert.deepEqual(
    listed.map((p) => p.status),
    ["active", "active"],
    "B's write did not supersede A's packet",
  );
  assert.equal(listed[0]?.branch, listed[1]?.branch, "both names redact alike");
  assert.match(listed[0]?.branch ?? "", /\[REDACTED:github\]/);

  for (const [token, step] of [
    [TOKEN_B, "step for B"],
    [TOKEN_A, "step for A"],
  ] as const) {
    git(dir, "checkout", "-q", `fix-${token}`);
    const resume = await run("resume", "--format", "json");
    assert.equal(resume.code, 0, resume.stdout + resume.stderr);
    const value = JSON.parse(resume.stdout) as { found: string; briefing: { next_action: string } };
    assert.deepEqual([value.found, value.briefing.next_action], ["active", step]);
    const show = await run("show", "--json");
    assert.equal(show.code, 0, show.stderr);
    assert.equal((JSON.parse(show.stdout) as { next_action: string }).next_action, step);
    const hook = await run("resume", "--format", "claude-hook");
    assert.match(hook.stdout, new RegExp(step));
  }
  // A third branch with no packet: exit 4, naming the others by their stored names only.
  git(dir, "checkout", "-q", "-b", `new-${TOKEN_A}`);
  const none = await run("resume");
  assert.equal(none.code, 4);
  assert.match(none.stdout, /Packets exist for: [^;]*\[REDACTED:github\]/);

  for (const token of [TOKEN_A, TOKEN_B]) {
    for (const text of outputs) assert.ok(!text.includes(token), `printed raw: ${text}`);
    for (const file of allFiles(join(dir, ".handoff"))) {
      assert.ok(!readFileSync(file, "utf8").includes(token), `stored raw in ${file}`);
    }
  }
});
