import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";
import {
  editEntriesFor,
  hookEntriesFor,
  mergeHookEntries,
  wrapUpEntriesFor,
} from "../../src/hooks/install/settings-merge.js";
import { isHandoffCommand } from "../../src/model/inputs/hook-entries.js";
import { claudeAdapter } from "../../src/hooks/protocol/claude.js";
import { packageRoot } from "../../src/platform/package-root.js";
import { hookInput, packetIds } from "../helpers/hook-process.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const root = packageRoot();
const read = (...parts: string[]) => readFileSync(join(root, ...parts), "utf8");

test("the committed plugin build is identical to a fresh build (the bundle is never stale)", async () => {
  const script = (await import(pathToFileURL(join(root, "scripts", "build-plugin.mjs")).href)) as {
    findStalePluginFiles: () => Promise<string[]>;
  };
  assert.deepEqual(
    await script.findStalePluginFiles(),
    [],
    "run 'npm run build:plugin' and commit the result",
  );
  // A clean clone must hold the bundle: it may not fall under an ignore rule (like dist/).
  const ignored = spawnSync("git", ["check-ignore", "-q", "plugin/dist/handoff.cjs"], {
    cwd: root,
  });
  assert.equal(ignored.status, 1, "plugin/dist/handoff.cjs is git-ignored: a clone would lack it");
});

test("the plugin's hooks are exactly what 'hooks install claude' installs, run from the bundle", () => {
  const command = `node "$\{CLAUDE_PLUGIN_ROOT}/dist/handoff.cjs" hook claude`;
  const specs = [
    ...[...hookEntriesFor(claudeAdapter), ...wrapUpEntriesFor(claudeAdapter, command)].map((s) => ({
      ...s,
      command,
    })),
    ...editEntriesFor(claudeAdapter, `node "$\{CLAUDE_PLUGIN_ROOT}/dist/handoff.cjs"`),
  ];
  const expected = mergeHookEntries(undefined, specs, isHandoffCommand("claude")).settings;
  const actual = JSON.parse(read("plugin", "hooks", "hooks.json")) as Record<string, unknown>;
  assert.deepEqual(actual["hooks"], expected["hooks"]);
  const manifest = JSON.parse(read("plugin", ".claude-plugin", "plugin.json")) as {
    version: string;
    name: string;
  };
  const pkg = JSON.parse(read("package.json")) as { version: string };
  assert.equal(manifest.version, pkg.version, "plugin.json version lags package.json");
  const market = JSON.parse(read(".claude-plugin", "marketplace.json")) as {
    plugins: { name: string; source: string }[];
  };
  assert.deepEqual(
    market.plugins.map((p) => [p.name, p.source]),
    [[manifest.name, "./plugin"]],
  );
  for (const name of ["write", "resume", "note"]) {
    const text = read("plugin", "commands", `${name}.md`);
    assert.match(text, /^---\ndescription: .+\n/);
    assert.ok(text.includes(`node "$\{CLAUDE_PLUGIN_ROOT}/dist/handoff.cjs"`), name);
    assert.ok(!text.includes("git add -A "), `${name}.md advises git add -A`);
  }
});

test("the bundle runs a SessionEnd hook on its own (no node_modules, no handoff on PATH)", () => {
  const repo = makeRepo("handoff-plugin-");
  try {
    execFileSync("git", ["commit", "-q", "--allow-empty", "-m", "init"], { cwd: repo });
    execFileSync(
      process.execPath,
      [join(root, "plugin", "dist", "handoff.mjs"), "hook", "claude"],
      {
        cwd: repo,
        input: hookInput({
          transcript_path: null,
          cwd: repo,
          hook_event_name: "SessionEnd",
          reason: "other",
        }),
        // The write runs inside the hook however loaded the machine (no detached writer).
        env: { PATH: "/usr/bin:/bin", HOME: repo, HANDOFF_WRITE_BUDGET_MS: "600000" },
      },
    );
    assert.equal(packetIds(repo).length, 1);
  } finally {
    removeDir(repo);
  }
});
