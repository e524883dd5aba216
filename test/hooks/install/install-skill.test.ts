import assert from "node:assert/strict";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  isHandoffSkill,
  isShippedSkill,
  skillSourcePath,
} from "../../../src/hooks/install/install-skill.js";
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
      opencode: join(home, ".config", "opencode", "skills", "handoff", "SKILL.md"),
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

test("the shipped SKILL.md is in the list of shipped versions (add its hash there when it changes)", () => {
  const text = readFileSync(skillSourcePath(), "utf8");
  assert.ok(
    isShippedSkill(text),
    "skills/handoff/SKILL.md changed: add its sha256 to SHIPPED_SKILL_SHA256",
  );
  assert.ok(isShippedSkill(text.replace(/\n/g, "\r\n")), "a CRLF checkout of it");
  assert.equal(isShippedSkill(`${text}\nMy own line.\n`), false);
});

test("lines a user added to handoff's SKILL.md are kept: install and uninstall refuse (exit 2), --force keeps SKILL.md.bak", async () => {
  const home = mkdtempSync(join(tmpdir(), "handoff-home-"));
  try {
    const env = { HOME: home };
    const cwd = home;
    assert.equal((await runCli(["skill", "install", "claude"], { cwd, env })).code, 0);
    const path = join(home, ".claude", "skills", "handoff", "SKILL.md");
    const edited = `${readFileSync(path, "utf8")}\n## My team's rules\n- always run make lint\n`;
    writeFileSync(path, edited);
    for (const action of ["install", "uninstall"]) {
      const refused = await runCli(["skill", action, "claude"], { cwd, env });
      assert.equal(refused.code, 2, `${action}: ${refused.stdout}`);
      assert.ok(refused.stderr.includes(path), refused.stderr);
      assert.match(refused.stderr, /changes of yours.*--force.*SKILL\.md\.bak/);
      assert.equal(readFileSync(path, "utf8"), edited, `${action} changed the user's copy`);
    }
    const forced = await runCli(["skill", "install", "claude", "--force", "--json"], { cwd, env });
    assert.equal(forced.code, 0, forced.stderr);
    assert.equal((JSON.parse(forced.stdout) as { backup: string }).backup, `${path}.bak`);
    assert.equal(readFileSync(`${path}.bak`, "utf8"), edited);
    assert.equal(readFileSync(path, "utf8"), readFileSync(skillSourcePath(), "utf8"));
    // A second forced replacement never overwrites the first backup.
    writeFileSync(path, `${edited}more\n`);
    const again = await runCli(["skill", "uninstall", "claude", "--force"], { cwd, env });
    assert.equal(again.code, 0, again.stderr);
    assert.ok(!existsSync(path));
    assert.equal(readFileSync(`${path}.bak`, "utf8"), edited);
    assert.equal(readFileSync(`${path}.bak.2`, "utf8"), `${edited}more\n`);
  } finally {
    removeDir(home);
  }
});

test("a skills folder that is a symlink: uninstall removes the skill, keeps the link and exits 0", async () => {
  const home = mkdtempSync(join(tmpdir(), "handoff-home-"));
  try {
    const env = { HOME: home };
    mkdirSync(join(home, "dotfiles", "skills"), { recursive: true });
    mkdirSync(join(home, ".claude"));
    symlinkSync(join(home, "dotfiles", "skills"), join(home, ".claude", "skills"));
    assert.equal((await runCli(["skill", "install", "claude"], { cwd: home, env })).code, 0);
    assert.ok(existsSync(join(home, "dotfiles", "skills", "handoff", "SKILL.md")));
    const removed = await runCli(["skill", "uninstall", "claude"], { cwd: home, env });
    assert.equal(removed.code, 0, removed.stderr);
    assert.ok(!existsSync(join(home, "dotfiles", "skills", "handoff")));
    assert.ok(lstatSync(join(home, ".claude", "skills")).isSymbolicLink(), "the link was removed");
    assert.ok(existsSync(join(home, "dotfiles", "skills")), "the link's target was removed");
  } finally {
    removeDir(home);
  }
});

test("a SKILL.md that cannot be read (a folder there, no permission) is never taken for an absent one", async () => {
  const home = mkdtempSync(join(tmpdir(), "handoff-home-"));
  try {
    const env = { HOME: home };
    const path = join(home, ".claude", "skills", "handoff", "SKILL.md");
    mkdirSync(join(path, "inside"), { recursive: true });
    const folder = await runCli(["skill", "install", "claude"], { cwd: home, env });
    assert.equal(folder.code, 2, folder.stdout);
    assert.ok(folder.stderr.includes(path), folder.stderr);
    assert.ok(existsSync(join(path, "inside")), "the folder was replaced");
    removeDir(path);
    writeFileSync(path, "---\nname: mine\n---\nsecret plans\n", { mode: 0o000 });
    let readable = true;
    try {
      readFileSync(path);
    } catch {
      readable = false;
    }
    if (!readable) {
      // (As root every file is readable: then the refusal is the foreign-file one.)
      const denied = await runCli(["skill", "install", "claude"], { cwd: home, env });
      assert.equal(denied.code, 2);
      assert.match(denied.stderr, /EACCES/);
    }
    const run = await runCli(["skill", "install", "claude"], { cwd: home, env });
    assert.equal(run.code, 2);
    chmodSync(path, 0o644);
    assert.equal(readFileSync(path, "utf8"), "---\nname: mine\n---\nsecret plans\n");
  } finally {
    removeDir(home);
  }
});
