/**
 * `hooks install|uninstall opencode`: a plugin file of handoff's, written whole. Install twice
 * changes nothing, uninstall removes only what the install made (the file, and its folders when
 * they are left empty), a file of someone else's in its place is refused and left as it was,
 * and `--global` writes the user-level plugin under $XDG_CONFIG_HOME (else ~/.config).
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  PLUGIN_MARKER,
  renderOpenCodePlugin,
} from "../../../src/hooks/protocol/opencode-plugin.js";
import { runCli } from "../../helpers/run-cli.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

const PLUGIN = join(".opencode", "plugins", "handoff.js");

test("hooks install opencode writes the plugin once; uninstall removes it and the folders it made", async () => {
  const repo = makeRepo("handoff-oc-plugin-");
  try {
    const install = await runCli(["hooks", "install", "opencode", "--command", "handoff"], {
      cwd: repo,
    });
    assert.equal(install.code, 0, install.stderr);
    assert.match(
      install.stdout,
      /Installed handoff hooks for opencode in \.opencode[\\/]plugins[\\/]handoff\.js \(experimental\.chat\.system\.transform, session\.idle\)/,
    );
    const text = readFileSync(join(repo, PLUGIN), "utf8");
    assert.equal(text, renderOpenCodePlugin("handoff hook opencode"));
    assert.ok(text.startsWith(PLUGIN_MARKER));
    const again = await runCli(["hooks", "install", "opencode", "--command", "handoff"], {
      cwd: repo,
    });
    assert.match(again.stdout, /already installed/);
    const uninstall = await runCli(["hooks", "uninstall", "opencode"], { cwd: repo });
    assert.equal(uninstall.code, 0, uninstall.stderr);
    assert.match(uninstall.stdout, /Removed handoff hooks for opencode/);
    assert.equal(existsSync(join(repo, ".opencode")), false, "the folders the install made stay");
    const twice = await runCli(["hooks", "uninstall", "opencode"], { cwd: repo });
    assert.match(twice.stdout, /No handoff hooks for opencode/);
  } finally {
    removeDir(repo);
  }
});

test("hooks opencode: the user's .opencode/ is kept, a plugin of theirs at the path is refused and untouched", async () => {
  const repo = makeRepo("handoff-oc-plugin-");
  try {
    mkdirSync(join(repo, ".opencode", "plugins"), { recursive: true });
    writeFileSync(
      join(repo, ".opencode", "plugins", "mine.ts"),
      "export const Mine = async () => ({});\n",
    );
    assert.equal((await runCli(["hooks", "install", "opencode"], { cwd: repo })).code, 0);
    assert.equal((await runCli(["hooks", "uninstall", "opencode"], { cwd: repo })).code, 0);
    assert.ok(existsSync(join(repo, ".opencode", "plugins", "mine.ts")));
    assert.equal(existsSync(join(repo, PLUGIN)), false);

    writeFileSync(join(repo, PLUGIN), "// my own handoff.js\n");
    const refused = await runCli(["hooks", "install", "opencode"], { cwd: repo });
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /not handoff's plugin; it was left untouched/);
    const kept = await runCli(["hooks", "uninstall", "opencode"], { cwd: repo });
    assert.equal(kept.code, 0);
    assert.equal(readFileSync(join(repo, PLUGIN), "utf8"), "// my own handoff.js\n");
  } finally {
    removeDir(repo);
  }
});

test("hooks install opencode --global: the user-level plugin under XDG_CONFIG_HOME; --global is refused for claude", async () => {
  const repo = makeRepo("handoff-oc-plugin-");
  const config = mkdtempSync(join(tmpdir(), "handoff-oc-config-"));
  try {
    const env = { XDG_CONFIG_HOME: config };
    const install = await runCli(["hooks", "install", "opencode", "--global"], { cwd: repo, env });
    assert.equal(install.code, 0, install.stderr);
    const file = join(config, "opencode", "plugins", "handoff.js");
    assert.ok(readFileSync(file, "utf8").startsWith(PLUGIN_MARKER));
    assert.equal(existsSync(join(repo, ".opencode")), false);
    const uninstall = await runCli(["hooks", "uninstall", "opencode", "--global"], {
      cwd: repo,
      env,
    });
    assert.equal(uninstall.code, 0, uninstall.stderr);
    assert.equal(existsSync(file), false);
    assert.ok(existsSync(config), "the config folder itself is the user's");
    const claude = await runCli(["hooks", "install", "claude", "--global"], { cwd: repo, env });
    assert.equal(claude.code, 2);
    assert.match(claude.stderr, /--global is not for claude/);
  } finally {
    removeDir(repo);
    removeDir(config);
  }
});
