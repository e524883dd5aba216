/**
 * Runs every case of the broken-input corpus in its own fresh repo (a copy of a template that
 * already holds one packet) and proves, for each: the exit code and message, no stack trace,
 * the user's work tree, index, refs and stashes untouched, nothing outside the repo touched,
 * and — when the command fails — `.handoff/` exactly as it was.
 */
import assert from "node:assert/strict";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { type BrokenCase, corpus } from "./broken-inputs/corpus.js";
import { fingerprintDir } from "./broken-inputs/fingerprint.js";
import { takeRepoState } from "../helpers/repo-state.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

let template = "";

before(async () => {
  template = makeRepo("handoff-broken-template-");
  writeFileSync(join(template, "README.md"), "# project\n");
  git(template, "add", "-A");
  git(template, "commit", "-q", "-m", "init");
  const seeded = await runCli(["write", "--next", "seed the registry"], { cwd: template });
  assert.equal(seeded.code, 0, seeded.stderr);
});

after(() => removeDir(template));

/** `.handoff/` minus the hook log, which a hook appends to by design. */
const registryPrint = (repo: string) =>
  fingerprintDir(join(repo, ".handoff"), (name) => name.startsWith("hook.log"));

async function runCase(c: BrokenCase): Promise<void> {
  const repo = realpathSync(mkdtempSync(join(tmpdir(), "handoff-broken-")));
  const scratch = realpathSync(mkdtempSync(join(tmpdir(), "handoff-outside-")));
  try {
    cpSync(template, repo, { recursive: true, verbatimSymlinks: true });
    await c.setup?.(repo, scratch);
    const argv = typeof c.argv === "function" ? c.argv(repo, scratch) : c.argv;
    const repoBefore = c.hasFifo ? null : takeRepoState(repo);
    const registryBefore = registryPrint(repo);
    const outsideBefore = fingerprintDir(scratch);

    const run = await runCli(argv, { cwd: repo, stdin: c.stdin ?? "" });

    const shown = `exit ${run.code}\nstderr: ${run.stderr.slice(0, 600)}\nstdout: ${run.stdout.slice(0, 300)}`;
    assert.equal(run.code, c.exit, shown);
    assert.doesNotMatch(run.stderr, /\n\s+at /, "a stack trace reached the user");
    const stream = c.stream ?? "stderr";
    const text =
      stream === "hook.log"
        ? existsSync(join(repo, ".handoff", "hook.log"))
          ? readFileSync(join(repo, ".handoff", "hook.log"), "utf8")
          : ""
        : run[stream];
    if (typeof c.message === "string")
      assert.ok(
        text.includes(c.message),
        `expected ${JSON.stringify(c.message)} in ${stream}\n${shown}\n${stream}: ${text.slice(0, 600)}`,
      );
    else assert.match(text, c.message);
    if (c.handoffUnchanged ?? c.exit !== 0) {
      assert.deepEqual(
        registryPrint(repo),
        registryBefore,
        ".handoff/ changed on a failed command",
      );
    }
    if (repoBefore !== null)
      assert.deepEqual(takeRepoState(repo), repoBefore, "the user's repo changed");
    assert.deepEqual(fingerprintDir(scratch), outsideBefore, "something outside the repo changed");
  } finally {
    // A case may have taken read permission away; give it back so the folder can be removed.
    for (const dir of [repo, scratch]) {
      try {
        chmodSync(join(dir, "agent_state.json"), 0o644);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

describe("broken inputs", () => {
  for (const c of corpus) {
    test(`${c.kind}: ${c.name} → exit ${c.exit}`, { skip: c.skip?.() ?? false }, () => runCase(c));
  }
});

test("the corpus covers at least 60 inputs of every kind", () => {
  const kinds = new Map<string, number>();
  for (const c of corpus) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
  assert.ok(corpus.length >= 60, `only ${corpus.length} cases`);
  for (const kind of ["workbench", "transcript", "registry", "hook", "cli"]) {
    assert.ok((kinds.get(kind) ?? 0) >= 5, `${kind}: ${kinds.get(kind) ?? 0} cases`);
  }
  assert.equal(new Set(corpus.map((c) => c.name)).size, corpus.length, "case names are unique");
});
