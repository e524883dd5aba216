/**
 * `resume` re-checks the packet's clean-state risks against the live tree (SPEC §8): fixed ones
 * are "resolved", the rest "still"; risks from elsewhere stay "unchecked".
 */
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { cleanStateCheckOf, judgeRisks } from "../../src/resume/recheck-risks.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

interface JsonRisk {
  severity: string;
  detail: string;
  verdict: string;
}

async function resumeRisks(dir: string): Promise<JsonRisk[]> {
  const run = await runCli(["resume", "--format", "json"], { cwd: dir });
  assert.ok(run.code === 0 || run.code === 1, run.stderr);
  return (JSON.parse(run.stdout) as { risks: JsonRisk[] }).risks;
}

test("fixed clean-state risks are resolved, the others still; other risks unchecked", async () => {
  const dir = makeRepo("handoff-risks-");
  dirs.push(dir);
  writeRepoFile(dir, "src/app.ts", "export const a = 1;\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "init");
  writeRepoFile(dir, "src/app.ts", "export const a = 1;\nconsole.log('debug here');\n");
  writeRepoFile(dir, "notes.tmp", "scratch\n");
  writeRepoFile(dir, "src/other.ts", "export const b = 2;\n");
  assert.equal((await runCli(["note", "risk", "the cache may be stale"], { cwd: dir })).code, 0);
  const write = await runCli(["write", "--next", "npm test", "--allow-dirty"], { cwd: dir });
  assert.equal(write.code, 0, write.stderr);

  const before = await resumeRisks(dir);
  const verdicts = (risks: JsonRisk[]) =>
    Object.fromEntries(risks.map((r) => [r.detail, r.verdict]));
  const first = verdicts(before);
  assert.equal(first["the cache may be stale"], "unchecked");
  const clean = before.filter((r) => r.detail.startsWith("not clean"));
  assert.ok(clean.length >= 3, JSON.stringify(before));
  assert.ok(
    clean.every((r) => r.verdict === "still"),
    JSON.stringify(clean),
  );

  // Fix the debug print and the temp file, commit the rest.
  writeRepoFile(dir, "src/app.ts", "export const a = 1;\n");
  rmSync(join(dir, "notes.tmp"));
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "work");
  const after = await resumeRisks(dir);
  const fixed = after.filter((r) => r.detail.startsWith("not clean"));
  assert.deepEqual(
    fixed.map((r) => r.verdict),
    fixed.map(() => "resolved"),
  );
  assert.equal(verdicts(after)["the cache may be stale"], "unchecked");

  // Dirty again, the same file: that risk is back to "still".
  writeRepoFile(dir, "src/other.ts", "export const b = 3;\n");
  const again = await resumeRisks(dir);
  const other = again.find((r) => r.detail.includes("src/other.ts"));
  assert.equal(other?.verdict, "still");
});

test("judgeRisks matches by the rendered item, else by check and path", () => {
  const risks = [
    { severity: "block" as const, detail: "not clean, temp artifacts: debug print (src/a.ts)" },
    { severity: "block" as const, detail: "not clean, branch: detached HEAD" },
    { severity: "block" as const, detail: "T-1: verification failed (x.json)" },
    { severity: "warn" as const, detail: "not clean, tests: looks like one" },
  ];
  assert.equal(cleanStateCheckOf(risks[0]!), "temp artifacts");
  assert.equal(cleanStateCheckOf(risks[2]!), null);
  assert.equal(cleanStateCheckOf(risks[3]!), null, "only blocking risks come from the check");
  const judged = judgeRisks(risks, [
    { check: "temp artifacts", detail: "debug print at line 9", path: "src/a.ts" },
  ]);
  assert.deepEqual(
    judged.map((r) => r.verdict),
    ["still", "resolved", "unchecked", "unchecked"],
  );
});

test("the skipped clean-state rule (a hook's write, or --allow-dirty) is STILL while anything blocks, RESOLVED after", () => {
  const risk = {
    severity: "block" as const,
    detail:
      "the clean-state check is not clean (2 blocking items); written by the Claude Code SessionEnd hook",
  };
  const cli = {
    severity: "block" as const,
    detail: "the clean-state check is not clean (1 blocking item); written with --allow-dirty",
  };
  const dirty = [{ check: "working tree" as const, detail: "not committed", path: "a.ts" }];
  assert.deepEqual(
    judgeRisks([risk, cli], dirty).map((r) => r.verdict),
    ["still", "still"],
  );
  assert.deepEqual(
    judgeRisks([risk, cli], []).map((r) => r.verdict),
    ["resolved", "resolved"],
  );
});
