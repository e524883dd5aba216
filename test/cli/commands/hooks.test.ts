import assert from "node:assert/strict";
import { test } from "node:test";
import { runCli } from "../../helpers/run-cli.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

test("hooks install codex says how to trust the hooks, interactively and for codex exec", async () => {
  const repo = makeRepo("handoff-hooks-codex-trust-");
  try {
    const run = await runCli(["hooks", "install", "codex", "--codex-version", "0.171.0"], {
      cwd: repo,
    });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^note: Codex runs these hooks only once you trust them/m);
    assert.match(run.stdout, /Trust all and continue/);
    assert.match(run.stdout, /`codex exec` never asks/);
    assert.match(run.stdout, /--dangerously-bypass-hook-trust/);
    // The same notes in --json; an uninstall or another agent's install has none of them.
    const json = await runCli(
      ["hooks", "install", "codex", "--codex-version", "0.171.0", "--json"],
      {
        cwd: repo,
      },
    );
    const notes = (JSON.parse(json.stdout) as { notes: string[] }).notes;
    assert.ok(
      notes.some((n) => n.includes("--dangerously-bypass-hook-trust")),
      notes.join("\n"),
    );
    for (const args of [
      ["hooks", "install", "claude"],
      ["hooks", "uninstall", "codex"],
    ]) {
      const other = await runCli(args, { cwd: repo });
      assert.doesNotMatch(other.stdout, /trust/i, args.join(" "));
    }
  } finally {
    removeDir(repo);
  }
});

test("hooks install puts the point-of-edit hook on PreToolUse (Claude) and BeforeTool (Gemini); uninstall takes it out", async () => {
  const { makeRepo, removeDir } = await import("../../helpers/temp-repo.js");
  const { existsSync, readFileSync } = await import("node:fs");
  const repo = makeRepo("handoff-hooks-edit-");
  try {
    for (const [agent, event, matcher] of [
      ["claude", "PreToolUse", "Edit|Write|MultiEdit|NotebookEdit|Bash"],
      ["gemini", "BeforeTool", undefined],
    ] as const) {
      const run = await runCli(["hooks", "install", agent, "--json"], { cwd: repo });
      assert.equal(run.code, 0, run.stderr);
      const file = (JSON.parse(run.stdout) as { path: string }).path;
      const settings = JSON.parse(readFileSync(file, "utf8")) as {
        hooks: Record<string, { matcher?: string; hooks: { command: string }[] }[]>;
      };
      const group = settings.hooks[event]?.[0];
      assert.equal(group?.matcher, matcher, agent);
      assert.match(group?.hooks[0]?.command ?? "", new RegExp(`hook ${agent} --edit$`));
      assert.equal((await runCli(["hooks", "uninstall", agent], { cwd: repo })).code, 0);
      // Handoff's entries were all the file held: the uninstall removes the file it made.
      if (!existsSync(file)) continue;
      const after = JSON.parse(readFileSync(file, "utf8")) as {
        hooks?: Record<string, unknown[]>;
      };
      assert.equal((after.hooks?.[event] ?? []).length, 0, `${agent}: ${JSON.stringify(after)}`);
    }
  } finally {
    removeDir(repo);
  }
});
