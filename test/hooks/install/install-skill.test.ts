import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { isHandoffSkill, skillSourcePath } from "../../../src/hooks/install/install-skill.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import { runCli } from "../../helpers/run-cli.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

test("the shipped skill is an Agent Skill: name and description frontmatter, the resume → note → write loop", () => {
  const text = readFileSync(skillSourcePath(), "utf8");
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? "";
  assert.match(front, /^name: handoff$/m);
  const description = /^description: (.+)$/m.exec(front)?.[1] ?? "";
  assert.ok(description.length > 50 && description.length <= 1024, description);
  for (const needle of [
    "handoff resume",
    "DRIFTED",
    "handoff note decision",
    "handoff note pitfall",
    "handoff note proof",
    "handoff note next",
    "handoff write",
  ]) {
    assert.ok(text.includes(needle), `SKILL.md does not mention ${needle}`);
  }
  assert.ok(!/git add -A/.test(text), "the skill must not advise git add -A");
  assert.ok(isHandoffSkill(text));
  // The plugin ships the same file.
  assert.equal(
    readFileSync(join(packageRoot(), "plugin", "skills", "handoff", "SKILL.md"), "utf8"),
    text,
  );
  const pkg = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as {
    files: string[];
  };
  assert.ok(pkg.files.includes("skills"), "package.json files must ship skills/");
});

test("skill install/uninstall for each agent: user folders (CODEX_HOME honoured), idempotent, uninstall restores", async () => {
  const home = mkdtempSync(join(tmpdir(), "handoff-home-"));
  const cwd = makeRepo("handoff-skill-");
  try {
    mkdirSync(join(home, ".claude"));
    const codexHome = join(home, "codex-home");
    mkdirSync(codexHome);
    const env = { HOME: home, CODEX_HOME: codexHome };
    const expected = {
      claude: join(home, ".claude", "skills", "handoff", "SKILL.md"),
      codex: join(codexHome, "skills", "handoff", "SKILL.md"),
      gemini: join(home, ".gemini", "skills", "handoff", "SKILL.md"),
    };
    const source = readFileSync(skillSourcePath(), "utf8");
    for (const [agent, path] of Object.entries(expected)) {
      const install = await runCli(["skill", "install", agent, "--json"], { cwd, env });
      assert.equal(install.code, 0, install.stderr);
      assert.deepEqual(JSON.parse(install.stdout), {
        action: "install",
        agent,
        path,
        changed: true,
      });
      assert.equal(readFileSync(path, "utf8"), source);
      const again = await runCli(["skill", "install", agent], { cwd, env });
      assert.match(again.stdout, /already in/);
    }
    for (const [agent, path] of Object.entries(expected)) {
      const removed = await runCli(["skill", "uninstall", agent], { cwd, env });
      assert.equal(removed.code, 0, removed.stderr);
      assert.ok(!existsSync(path));
    }
    assert.ok(!existsSync(join(home, ".claude", "skills")), "the emptied skills folder was left");
    assert.ok(existsSync(join(home, ".claude")), "the agent's own folder was removed");
    assert.ok(existsSync(codexHome));
  } finally {
    removeDir(home);
    removeDir(cwd);
  }
});

test("skill install --project writes into the repo; someone else's SKILL.md is refused (exit 2) and left untouched", async () => {
  const repo = makeRepo("handoff-skill-");
  try {
    const install = await runCli(["skill", "install", "codex", "--project"], {
      cwd: repo,
      env: { HOME: repo },
    });
    assert.equal(install.code, 0, install.stderr);
    const path = join(repo, ".agents", "skills", "handoff", "SKILL.md");
    assert.ok(existsSync(path));
    assert.equal(
      (await runCli(["skill", "uninstall", "codex", "--project"], { cwd: repo })).code,
      0,
    );
    assert.ok(!existsSync(join(repo, ".agents")), "uninstall did not restore the tree");

    const theirs = join(repo, ".claude", "skills", "handoff", "SKILL.md");
    mkdirSync(join(repo, ".claude", "skills", "handoff"), { recursive: true });
    writeFileSync(theirs, "---\nname: handoff\ndescription: mine\n---\nMy own notes.\n");
    const refused = await runCli(["skill", "install", "claude", "--project"], { cwd: repo });
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /is not handoff's skill/);
    assert.equal(
      (await runCli(["skill", "uninstall", "claude", "--project"], { cwd: repo })).code,
      2,
    );
    assert.equal(
      readFileSync(theirs, "utf8"),
      "---\nname: handoff\ndescription: mine\n---\nMy own notes.\n",
    );
    assert.equal((await runCli(["skill", "install", "cursor"], { cwd: repo })).code, 2);
  } finally {
    removeDir(repo);
  }
});
