/**
 * Which hooks file an install touches: the personal one by default (one person's install must not
 * change every teammate's agent), the project's with `--project`, and every run names the file.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { describeTarget, settingsTargetFor } from "../../../src/hooks/install/scope.js";
import { claudeAdapter } from "../../../src/hooks/protocol/claude.js";
import { codexAdapter } from "../../../src/hooks/protocol/codex.js";
import { geminiAdapter } from "../../../src/hooks/protocol/gemini.js";
import { runCli } from "../../helpers/run-cli.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

const TEAM = '{\n  "model": "opus"\n}\n';

test("the target of each scope: Claude Code's personal file by default, the project's with project; an agent with one file is told where it went", () => {
  assert.deepEqual(settingsTargetFor(claudeAdapter), {
    file: join(".claude", "settings.local.json"),
    personal: true,
    note: null,
  });
  assert.deepEqual(settingsTargetFor(claudeAdapter, "project"), {
    file: join(".claude", "settings.json"),
    personal: false,
    note: null,
  });
  for (const adapter of [codexAdapter, geminiAdapter]) {
    const target = settingsTargetFor(adapter);
    assert.equal(target.personal, false);
    assert.equal(target.file, join(...adapter.install.settingsFile.split("/")));
    assert.match(target.note ?? "", /has no personal hooks file in a project/);
    assert.ok(target.note?.includes(`>> .git/info/exclude`), target.note ?? "");
    assert.equal(settingsTargetFor(adapter, "project").note, null);
  }
  assert.match(describeTarget({ personal: true }), /personal/);
  assert.match(describeTarget({ personal: false }), /project's, shared/);
});

test("hooks install claude writes .claude/settings.local.json and leaves the team's settings.json byte for byte; --project writes the team's", async () => {
  const repo = makeRepo("handoff-hooks-scope-");
  try {
    mkdirSync(join(repo, ".claude"));
    const team = join(repo, ".claude", "settings.json");
    const personal = join(repo, ".claude", "settings.local.json");
    writeFileSync(team, TEAM);

    const install = await runCli(["hooks", "install", "claude", "--command", "handoff"], {
      cwd: repo,
    });
    assert.equal(install.code, 0, install.stderr);
    assert.match(
      install.stdout,
      /^Installed handoff hooks for claude in \.claude\/settings\.local\.json \(.*\): your personal settings/,
    );
    assert.equal(readFileSync(team, "utf8"), TEAM, "the team's file changed");
    assert.match(readFileSync(personal, "utf8"), /handoff hook claude/);
    const json = await runCli(["hooks", "install", "claude", "--json", "--command", "handoff"], {
      cwd: repo,
    });
    assert.equal((JSON.parse(json.stdout) as { personal: boolean }).personal, true);

    // --local stays the name of the personal file; with --project it is a contradiction.
    const local = await runCli(["hooks", "install", "claude", "--local", "--command", "handoff"], {
      cwd: repo,
    });
    assert.match(local.stdout, /already installed in \.claude\/settings\.local\.json/);
    const both = await runCli(["hooks", "install", "claude", "--local", "--project"], {
      cwd: repo,
    });
    assert.equal(both.code, 2);

    const uninstall = await runCli(["hooks", "uninstall", "claude"], { cwd: repo });
    assert.match(
      uninstall.stdout,
      /^Removed handoff hooks for claude from \.claude\/settings\.local\.json/,
    );
    assert.ok(!existsSync(personal), "the personal file the install made stays");

    const project = await runCli(
      ["hooks", "install", "claude", "--project", "--command", "handoff"],
      {
        cwd: repo,
      },
    );
    assert.equal(project.code, 0, project.stderr);
    assert.match(project.stdout, /in \.claude\/settings\.json \(.*\): the project's, shared/);
    assert.match(readFileSync(team, "utf8"), /handoff hook claude/);
  } finally {
    removeDir(repo);
  }
});

test("with handoff's hooks already in the team's file, a personal install adds no second copy and an uninstall says where they are", async () => {
  const repo = makeRepo("handoff-hooks-scope-both-");
  try {
    const args = ["--command", "handoff"];
    const project = await runCli(["hooks", "install", "claude", "--project", ...args], {
      cwd: repo,
    });
    assert.equal(project.code, 0, project.stderr);
    const install = await runCli(["hooks", "install", "claude", ...args], { cwd: repo });
    assert.equal(install.code, 0, install.stderr);
    assert.match(install.stdout, /already installed in \.claude\/settings\.json/);
    assert.match(install.stdout, /^note: .*'handoff hooks uninstall claude --project'/m);
    assert.ok(!existsSync(join(repo, ".claude", "settings.local.json")), "hooks would run twice");

    const uninstall = await runCli(["hooks", "uninstall", "claude"], { cwd: repo });
    assert.match(
      uninstall.stdout,
      /^No handoff hooks for claude in \.claude\/settings\.local\.json/,
    );
    assert.match(
      uninstall.stdout,
      /^note: handoff's hooks for claude are in \.claude\/settings\.json/m,
    );
  } finally {
    removeDir(repo);
  }
});

test("hooks install codex says the project's file is the only one and how to keep it out of commits; --local is refused for it", async () => {
  const repo = makeRepo("handoff-hooks-scope-codex-");
  try {
    const run = await runCli(
      ["hooks", "install", "codex", "--codex-version", "0.171.0", "--command", "handoff"],
      { cwd: repo },
    );
    assert.equal(run.code, 0, run.stderr);
    assert.match(
      run.stdout,
      /^Installed handoff hooks for codex in \.codex\/hooks\.json \(.*\): the project's/,
    );
    assert.match(run.stdout, /^note: Codex CLI has no personal hooks file in a project/m);
    const project = await runCli(
      ["hooks", "install", "codex", "--project", "--codex-version", "0.171.0"],
      { cwd: repo },
    );
    assert.doesNotMatch(project.stdout, /no personal hooks file/);
    const local = await runCli(["hooks", "install", "codex", "--local"], { cwd: repo });
    assert.equal(local.code, 2);
    assert.match(local.stderr, /no personal hooks file, only the project's \.codex\/hooks\.json/);
  } finally {
    removeDir(repo);
  }
});
