import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { after, test } from "node:test";
import { judgeCodexVersion, parseCodexVersion } from "../../../src/hooks/protocol/codex-version.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import { runCli } from "../../helpers/run-cli.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

const binDir = mkdtempSync(join(tmpdir(), "handoff-bin-"));
writeFileSync(join(binDir, "handoff"), "#!/bin/sh\nexit 0\n", { mode: 0o755 });
const onPath = { PATH: `${binDir}${delimiter}${process.env["PATH"] ?? ""}` };
after(() => removeDir(binDir));

type Hooks = Record<string, { matcher?: string; hooks: { type: string; command: string }[] }[]>;

// What `hooks install codex` wrote before Codex had SessionEnd (Stop wrote, the gate was off,
// the budget events opt-in), beside the user's own hooks on the same events.
const USER_STOP = { hooks: [{ type: "command", command: "notify-send done" }] };
const USER_POST = { matcher: "Bash", hooks: [{ type: "command", command: "audit-log" }] };
const OLD_INSTALL = {
  hooks: {
    PreCompact: [{ hooks: [{ type: "command", command: "handoff hook codex" }] }],
    Stop: [USER_STOP, { hooks: [{ type: "command", command: "handoff hook codex" }] }],
    SessionStart: [
      {
        matcher: "startup|resume|clear|compact",
        hooks: [{ type: "command", command: "handoff hook codex" }],
      },
    ],
    UserPromptSubmit: [
      { hooks: [{ type: "command", command: "npx handoff hook codex --gate off" }] },
    ],
    PostToolUse: [USER_POST, { hooks: [{ type: "command", command: "handoff hook codex" }] }],
  },
};
const USER_ONLY = { hooks: { Stop: [USER_STOP], PostToolUse: [USER_POST] } };

test("codex version: parsed from `codex --version`; SessionEnd from 0.145.0 on, unknown = current", () => {
  assert.equal(parseCodexVersion("codex-cli 0.171.0\n"), "0.171.0");
  assert.equal(parseCodexVersion("nothing"), null);
  assert.equal(judgeCodexVersion("0.144.9").hasSessionEnd, false);
  assert.equal(judgeCodexVersion("0.145.0").hasSessionEnd, true);
  assert.equal(judgeCodexVersion("1.0.0").hasSessionEnd, true);
  assert.equal(judgeCodexVersion(null).hasSessionEnd, true);
});

test("upgrading an old Codex install: one entry per event, the user's hooks untouched, idempotent; uninstall leaves only the user's", async () => {
  const repo = makeRepo("handoff-hooks-upgrade-");
  try {
    mkdirSync(join(repo, ".codex"));
    const path = join(repo, ".codex", "hooks.json");
    writeFileSync(path, `${JSON.stringify(OLD_INSTALL, null, 2)}\n`);
    const args = ["hooks", "install", "codex", "--codex-version", "0.171.0"];
    const install = await runCli(args, { cwd: repo, env: onPath });
    assert.equal(install.code, 0, install.stderr);
    assert.match(install.stdout, /Codex CLI 0\.171\.0: SessionEnd and PreCompact write the packet/);
    const upgraded = readFileSync(path, "utf8");
    const hooks = (JSON.parse(upgraded) as { hooks: Hooks }).hooks;
    for (const event of [
      "PreCompact",
      "SessionEnd",
      "SessionStart",
      "Stop",
      "UserPromptSubmit",
      "PostToolUse",
    ]) {
      const ours = hooks[event]
        ?.flatMap((g) => g.hooks)
        .filter((h) => h.command.includes("hook codex"));
      assert.deepEqual(
        ours?.map((h) => h.command),
        ["handoff hook codex"],
        `${event}: ${JSON.stringify(hooks[event])}`,
      );
    }
    assert.deepEqual(hooks["Stop"]?.[0], USER_STOP, "the user's Stop hook moved or changed");
    assert.deepEqual(hooks["PostToolUse"]?.[0], USER_POST, "the user's PostToolUse hook changed");
    assert.ok(!upgraded.includes("npx handoff"), "the stale launcher was kept");

    const again = await runCli(args, { cwd: repo, env: onPath });
    assert.match(again.stdout, /already installed/);
    assert.equal(readFileSync(path, "utf8"), upgraded);

    const removed = await runCli(["hooks", "uninstall", "codex"], { cwd: repo });
    assert.equal(removed.code, 0, removed.stderr);
    assert.deepEqual(JSON.parse(readFileSync(path, "utf8")), USER_ONLY);
  } finally {
    removeDir(repo);
  }
});

test("uninstall removes an old install's entries as they were (Stop that wrote, opt-in budget events)", async () => {
  const repo = makeRepo("handoff-hooks-upgrade-");
  try {
    mkdirSync(join(repo, ".codex"));
    const path = join(repo, ".codex", "hooks.json");
    writeFileSync(path, `${JSON.stringify(OLD_INSTALL, null, 2)}\n`);
    assert.equal((await runCli(["hooks", "uninstall", "codex"], { cwd: repo })).code, 0);
    assert.deepEqual(JSON.parse(readFileSync(path, "utf8")), USER_ONLY);
  } finally {
    removeDir(repo);
  }
});

test("a Codex without SessionEnd gets Stop --stop-writes; reinstalling after the Codex upgrade switches to SessionEnd", async () => {
  const repo = makeRepo("handoff-hooks-upgrade-");
  try {
    const path = join(repo, ".codex", "hooks.json");
    const old = await runCli(["hooks", "install", "codex", "--codex-version", "0.140.0"], {
      cwd: repo,
      env: onPath,
    });
    assert.equal(old.code, 0, old.stderr);
    assert.match(
      old.stdout,
      /Codex CLI 0\.140\.0 has no SessionEnd \(added in 0\.145\.0\): Stop writes/,
    );
    let hooks = (JSON.parse(readFileSync(path, "utf8")) as { hooks: Hooks }).hooks;
    assert.equal(hooks["SessionEnd"], undefined);
    assert.equal(hooks["Stop"]?.[0]?.hooks[0]?.command, "handoff hook codex --stop-writes");

    const now = await runCli(["hooks", "install", "codex", "--codex-version", "0.171.0"], {
      cwd: repo,
      env: onPath,
    });
    assert.equal(now.code, 0, now.stderr);
    const text = readFileSync(path, "utf8");
    hooks = (JSON.parse(text) as { hooks: Hooks }).hooks;
    assert.ok(!text.includes("--stop-writes"), text);
    assert.equal(hooks["SessionEnd"]?.[0]?.hooks[0]?.command, "handoff hook codex");
    // Six events run `hook codex`, and PreToolUse its point-of-edit hook (`hook codex --edit`).
    assert.equal(text.split("handoff hook codex").length - 1, 7, "an entry was duplicated");
  } finally {
    removeDir(repo);
  }
});

test("with no handoff on PATH the install writes this installation's absolute launcher and says so; uninstall finds it", async () => {
  const repo = makeRepo("handoff-hooks-launcher-");
  try {
    const empty = mkdtempSync(join(tmpdir(), "handoff-nopath-"));
    const env = { PATH: `${empty}${delimiter}${process.env["PATH"] ?? ""}`.replace(binDir, empty) };
    const install = await runCli(["hooks", "install", "claude", "--local"], { cwd: repo, env });
    removeDir(empty);
    assert.equal(install.code, 0, install.stderr);
    assert.match(
      install.stdout,
      /'handoff' is not on PATH, so the hooks run \S+ \S+\/dist\/bin\/handoff\.cjs/,
    );
    // The advice is an install that works today (this folder), the registry name only "once
    // it is published" (it is not on the registry yet).
    assert.ok(
      install.stdout.includes(`npm install -g ${packageRoot()} (this installation;`),
      install.stdout,
    );
    assert.match(install.stdout, /npm install -g agent-handoff once it is published/);
    assert.ok(!existsSync(join(repo, ".claude", "settings.json")), "--local wrote settings.json");
    const path = join(repo, ".claude", "settings.local.json");
    const command = (JSON.parse(readFileSync(path, "utf8")) as { hooks: Hooks }).hooks[
      "SessionEnd"
    ]?.[0]?.hooks[0]?.command;
    assert.match(command ?? "", /^(node|\S*node\S*) \S+\/dist\/bin\/handoff\.cjs hook claude$/);
    const binJs = (command ?? "").split(" ")[1] ?? "";
    assert.ok(existsSync(binJs), `the launcher does not resolve: ${binJs}`);

    const uninstall = await runCli(["hooks", "uninstall", "claude", "--local"], { cwd: repo });
    assert.equal(uninstall.code, 0, uninstall.stderr);
    assert.ok(!existsSync(path), "uninstall left handoff's entries in settings.local.json");
    assert.equal((await runCli(["hooks", "install", "codex", "--local"], { cwd: repo })).code, 2);
  } finally {
    removeDir(repo);
  }
});
