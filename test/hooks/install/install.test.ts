import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { after, test } from "node:test";
import { hookEntriesFor, mergeHookEntries } from "../../../src/hooks/install/settings-merge.js";
import { claudeAdapter } from "../../../src/hooks/protocol/claude.js";
import { codexAdapter } from "../../../src/hooks/protocol/codex.js";
import { isHandoffCommand, removeHookEntries } from "../../../src/model/inputs/hook-entries.js";
import { settingsTextAfter } from "../../../src/hooks/install/settings-text.js";
import { runCli } from "../../helpers/run-cli.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

// Settings a user already has: other keys, another tool's hooks on the same events.
const EXISTING = {
  model: "opus",
  permissions: { allow: ["Bash(npm test:*)"] },
  hooks: {
    PreCompact: [{ matcher: "", hooks: [{ type: "command", command: "other-tool save" }] }],
    PostToolUse: [
      { matcher: "Edit|Write", hooks: [{ type: "command", command: "prettier --write" }] },
    ],
  },
};

const claudeOurs = isHandoffCommand("claude");

// A `handoff` on PATH, so the install writes the short name (as after `npm install -g`).
const binDir = mkdtempSync(join(tmpdir(), "handoff-bin-"));
writeFileSync(join(binDir, "handoff"), "#!/bin/sh\nexit 0\n", { mode: 0o755 });
const onPath = { PATH: `${binDir}${delimiter}${process.env["PATH"] ?? ""}` };
after(() => removeDir(binDir));

test("merge adds handoff beside other hooks, is idempotent, and unmerge restores the original", () => {
  const specs = hookEntriesFor(claudeAdapter);
  const once = mergeHookEntries(EXISTING, specs, claudeOurs);
  assert.equal(once.changed, true);
  const hooks = once.settings["hooks"] as Record<
    string,
    { matcher?: string; hooks: { command: string }[] }[]
  >;
  assert.deepEqual(Object.keys(hooks), [
    "PreCompact",
    "PostToolUse",
    "SessionEnd",
    "SessionStart",
    "Stop",
  ]);
  assert.equal(
    hooks["PreCompact"]?.[0]?.hooks[0]?.command,
    "other-tool save",
    "another tool's hook was lost",
  );
  assert.equal(hooks["PreCompact"]?.[1]?.hooks[0]?.command, "handoff hook claude");
  assert.equal(hooks["SessionStart"]?.[0]?.matcher, "startup|resume|clear|compact");
  assert.equal(once.settings["model"], "opus");

  const twice = mergeHookEntries(once.settings, specs, claudeOurs);
  assert.equal(twice.changed, false);
  assert.deepEqual(twice.settings, once.settings);

  const removed = removeHookEntries(once.settings, claudeOurs);
  assert.equal(removed.changed, true);
  assert.deepEqual(removed.settings, EXISTING);
  assert.equal(removeHookEntries(EXISTING, claudeOurs).changed, false);
});

test("merge replaces a stale handoff entry (other launcher) instead of adding a second one", () => {
  const stale = mergeHookEntries(
    undefined,
    hookEntriesFor(claudeAdapter, "npx handoff"),
    claudeOurs,
  ).settings;
  const fresh = mergeHookEntries(stale, hookEntriesFor(claudeAdapter), claudeOurs);
  assert.equal(fresh.changed, true);
  const text = JSON.stringify(fresh.settings);
  assert.ok(!text.includes("npx handoff"), text);
  assert.equal(text.split("handoff hook claude").length - 1, 4);
  // A shared group keeps the other tool's command when ours is taken out.
  const shared = {
    hooks: {
      Stop: [
        {
          hooks: [
            { type: "command", command: "x" },
            { type: "command", command: "handoff hook codex" },
          ],
        },
      ],
    },
  };
  assert.deepEqual(removeHookEntries(shared, isHandoffCommand("codex")).settings, {
    hooks: { Stop: [{ hooks: [{ type: "command", command: "x" }] }] },
  });
  assert.throws(
    () => mergeHookEntries({ hooks: [] }, hookEntriesFor(codexAdapter), claudeOurs),
    /"hooks" must be an object/,
  );
});

test("an edited settings file keeps its own indentation and line endings", () => {
  assert.equal(
    settingsTextAfter('{\r\n    "a": 1\r\n}\r\n', { a: 1 }, { a: 1, b: { c: 1 } }),
    '{\r\n    "a": 1,\r\n    "b": {\r\n        "c": 1\r\n    }\r\n}\r\n',
  );
  assert.equal(settingsTextAfter(undefined, undefined, { a: 1 }), '{\n  "a": 1\n}\n');
});

test("hooks install/uninstall claude --project: the team's file merged in place, twice is a no-op, uninstall gives the bytes back", async () => {
  const repo = makeRepo("handoff-hooks-install-");
  try {
    mkdirSync(join(repo, ".claude"));
    const path = join(repo, ".claude", "settings.json");
    const original = `${JSON.stringify(EXISTING, null, 2)}\n`;
    writeFileSync(path, original);

    const install = await runCli(["hooks", "install", "claude", "--project"], {
      cwd: repo,
      env: onPath,
    });
    assert.equal(install.code, 0, install.stderr);
    assert.match(
      install.stdout,
      /Installed handoff hooks for claude in \.claude\/settings\.json \(.*\): the project's, shared/,
    );
    const installed = readFileSync(path, "utf8");
    assert.notEqual(installed, original);
    assert.equal(JSON.parse(installed).permissions.allow[0], "Bash(npm test:*)");

    const again = await runCli(["hooks", "install", "claude", "--project"], {
      cwd: repo,
      env: onPath,
    });
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /already installed/);
    assert.equal(readFileSync(path, "utf8"), installed, "a second install changed the file");

    const uninstall = await runCli(["hooks", "uninstall", "claude", "--project"], { cwd: repo });
    assert.equal(uninstall.code, 0, uninstall.stderr);
    assert.equal(
      readFileSync(path, "utf8"),
      original,
      "uninstall did not restore the original bytes",
    );
  } finally {
    removeDir(repo);
  }
});

test("hooks install codex creates .codex/hooks.json; uninstall removes what only it held", async () => {
  const repo = makeRepo("handoff-hooks-install-");
  try {
    const install = await runCli(
      ["hooks", "install", "codex", "--root", repo, "--json", "--codex-version", "0.171.0"],
      { cwd: repo, env: onPath },
    );
    assert.equal(install.code, 0, install.stderr);
    const path = join(repo, ".codex", "hooks.json");
    const written = JSON.parse(readFileSync(path, "utf8")) as { hooks: Record<string, unknown[]> };
    assert.deepEqual(Object.keys(written.hooks), [
      "PreCompact",
      "SessionEnd",
      "SessionStart",
      "Stop",
      "UserPromptSubmit",
      "PostToolUse",
      "PreToolUse",
    ]);
    assert.deepEqual(written.hooks["PreToolUse"], [
      { hooks: [{ type: "command", command: "handoff hook codex --edit" }] },
    ]);
    assert.deepEqual(written.hooks["Stop"], [
      { hooks: [{ type: "command", command: "handoff hook codex" }] },
    ]);
    assert.equal((JSON.parse(install.stdout) as { changed: boolean }).changed, true);

    const uninstall = await runCli(["hooks", "uninstall", "codex"], { cwd: repo });
    assert.equal(uninstall.code, 0, uninstall.stderr);
    assert.equal(existsSync(path), false);
  } finally {
    removeDir(repo);
  }
});

test("hooks install refuses a settings file that is not valid JSON (exit 2) and leaves it untouched", async () => {
  const repo = makeRepo("handoff-hooks-install-");
  try {
    mkdirSync(join(repo, ".claude"));
    const path = join(repo, ".claude", "settings.json");
    const broken = '{\n  "model": "opus",\n  // comments are not JSON\n}\n';
    writeFileSync(path, broken);
    const result = await runCli(["hooks", "install", "claude"], { cwd: repo });
    assert.equal(result.code, 2);
    assert.match(
      result.stderr,
      /\.claude\/settings\.json:3:3: not valid JSON: expected a double-quoted property name; fix it by hand/,
    );
    assert.equal(readFileSync(path, "utf8"), broken);

    const usage = await runCli(["hooks", "install", "aider"], { cwd: repo });
    assert.equal(usage.code, 2);
  } finally {
    removeDir(repo);
  }
});

test("hooks install claude adds the wrap-up trigger and the Stop gate; --gate is kept in the command and uninstall still finds it", async () => {
  const repo = makeRepo("handoff-hooks-install-");
  try {
    mkdirSync(join(repo, ".claude"));
    const path = join(repo, ".claude", "settings.local.json");
    const original = `${JSON.stringify(EXISTING, null, 2)}\n`;
    writeFileSync(path, original);
    const read = () =>
      JSON.parse(readFileSync(path, "utf8")) as {
        hooks: Record<string, { matcher?: string; hooks: { command: string }[] }[]>;
      };

    assert.equal(
      (await runCli(["hooks", "install", "claude"], { cwd: repo, env: onPath })).code,
      0,
    );
    const plain = read().hooks;
    assert.deepEqual(Object.keys(plain).sort(), [
      "PostToolUse",
      "PostToolUseFailure",
      "PreCompact",
      "PreToolUse",
      "SessionEnd",
      "SessionStart",
      "Stop",
      "UserPromptSubmit",
    ]);
    assert.deepEqual(
      plain["PostToolUse"]?.map((g) => g.hooks[0]?.command),
      ["prettier --write", "handoff hook claude"],
    );
    assert.deepEqual(plain["Stop"], [
      { hooks: [{ type: "command", command: "handoff hook claude" }] },
    ]);

    const block = await runCli(["hooks", "install", "claude", "--gate", "block"], {
      cwd: repo,
      env: onPath,
    });
    assert.equal(block.code, 0, block.stderr);
    const gated = JSON.stringify(read());
    assert.equal(gated.split("handoff hook claude --gate block").length - 1, 7);
    assert.equal(gated.split('"handoff hook claude"').length - 1, 0, "stale entries kept");
    const again = await runCli(["hooks", "install", "claude", "--gate", "block"], {
      cwd: repo,
      env: onPath,
    });
    assert.match(again.stdout, /already installed/);

    // Stop stays with --gate off: it also keeps last_assistant_message for SessionEnd.
    const off = await runCli(["hooks", "install", "claude", "--gate", "off"], {
      cwd: repo,
      env: onPath,
    });
    assert.equal(off.code, 0, off.stderr);
    assert.deepEqual(read().hooks["Stop"], [
      { hooks: [{ type: "command", command: "handoff hook claude --gate off" }] },
    ]);

    assert.equal((await runCli(["hooks", "uninstall", "claude"], { cwd: repo })).code, 0);
    assert.equal(readFileSync(path, "utf8"), original);
    const bad = await runCli(["hooks", "install", "claude", "--gate", "always"], { cwd: repo });
    assert.equal(bad.code, 2);
  } finally {
    removeDir(repo);
  }
});

test("hooks install codex --no-wrap-up leaves out the budget events; option-suffixed commands are recognised as ours", async () => {
  const codexOurs = isHandoffCommand("codex", ["/opt/ho hook codex"]);
  assert.equal(codexOurs("handoff hook codex --gate block"), true);
  assert.equal(codexOurs("npx handoff hook codex --topic api --gate warn"), true);
  assert.equal(codexOurs("/opt/ho hook codex --gate off"), true);
  assert.equal(codexOurs("handoff hook codex; rm -rf x"), false);
  assert.equal(codexOurs("handoff hook claude --gate block"), false);
  assert.equal(codexOurs("node /x/agent-tools/dist/src/cli/bin.js hook codex --stop-writes"), true);
  assert.equal(codexOurs(`node "$\{CLAUDE_PLUGIN_ROOT}/dist/handoff.mjs" hook codex`), true);
  const repo = makeRepo("handoff-hooks-install-");
  try {
    const install = await runCli(
      ["hooks", "install", "codex", "--no-wrap-up", "--gate", "warn", "--codex-version", "0.171.0"],
      { cwd: repo, env: onPath },
    );
    assert.equal(install.code, 0, install.stderr);
    const path = join(repo, ".codex", "hooks.json");
    const written = JSON.parse(readFileSync(path, "utf8")) as { hooks: Record<string, unknown[]> };
    assert.deepEqual(Object.keys(written.hooks), [
      "PreCompact",
      "SessionEnd",
      "SessionStart",
      "Stop",
      // The point-of-edit hook is no budget event: --no-wrap-up keeps it.
      "PreToolUse",
    ]);
    assert.deepEqual(written.hooks["Stop"], [
      { hooks: [{ type: "command", command: "handoff hook codex --gate warn" }] },
    ]);
    assert.equal((await runCli(["hooks", "uninstall", "codex"], { cwd: repo })).code, 0);
    assert.equal(existsSync(path), false);
  } finally {
    removeDir(repo);
  }
});
