import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { after, test } from "node:test";
import { withoutHandoffEntries } from "../../../src/collect/git/own-config.js";
import { runCli } from "../../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../../helpers/temp-repo.js";

const binDir = mkdtempSync(join(tmpdir(), "handoff-bin-"));
writeFileSync(join(binDir, "handoff"), "#!/bin/sh\nexit 0\n", { mode: 0o755 });
const onPath = { PATH: `${binDir}${delimiter}${process.env["PATH"] ?? ""}` };
after(() => removeDir(binDir));

interface CleanState {
  blocking: { check: string; path?: string; detail: string }[];
  warnings: { check: string; path?: string; detail: string }[];
}

async function checkJson(repo: string): Promise<CleanState> {
  const run = await runCli(["check", "--json"], { cwd: repo });
  return JSON.parse(run.stdout) as CleanState;
}

const blockingPaths = (state: CleanState) =>
  state.blocking.filter((i) => i.check === "working tree").map((i) => i.path);

function committedRepo(): string {
  const repo = makeRepo("handoff-own-config-");
  writeFileSync(join(repo, "app.ts"), "export const a = 1;\n");
  git(repo, "add", "app.ts");
  git(repo, "commit", "-q", "-m", "Initial");
  return repo;
}

test("withoutHandoffEntries strips every agent's handoff hooks and keeps the rest", () => {
  const mixed = JSON.stringify({
    model: "x",
    hooks: {
      Stop: [
        { hooks: [{ type: "command", command: "notify" }] },
        { hooks: [{ type: "command", command: "handoff hook codex --gate warn" }] },
      ],
      SessionEnd: [{ hooks: [{ type: "command", command: "handoff hook gemini" }] }],
    },
  });
  assert.equal(
    withoutHandoffEntries(mixed),
    JSON.stringify({
      model: "x",
      hooks: { Stop: [{ hooks: [{ type: "command", command: "notify" }] }] },
    }),
  );
  assert.equal(withoutHandoffEntries(undefined), "{}");
  assert.equal(withoutHandoffEntries("{ not json"), null);
});

test("installing hooks never dirties the tree for check: new, merged, personal and project settings files are handoff's own", async () => {
  const repo = committedRepo();
  try {
    // A committed Codex hooks file with the user's own hook; handoff merges into it.
    mkdirSync(join(repo, ".codex"));
    const userHooks = {
      hooks: { Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }] },
    };
    writeFileSync(join(repo, ".codex", "hooks.json"), `${JSON.stringify(userHooks, null, 2)}\n`);
    git(repo, "add", ".codex/hooks.json");
    git(repo, "commit", "-q", "-m", "Team hooks");
    for (const args of [
      ["hooks", "install", "codex", "--codex-version", "0.171.0"],
      ["hooks", "install", "claude"],
      ["hooks", "install", "claude", "--project"],
    ]) {
      const run = await runCli(args, { cwd: repo, env: onPath });
      assert.equal(run.code, 0, run.stderr);
    }
    const state = await checkJson(repo);
    assert.deepEqual(blockingPaths(state), [], JSON.stringify(state.blocking));
    const warned = state.warnings.filter((w) => /handoff's hook settings only/.test(w.detail));
    assert.deepEqual(warned.map((w) => w.path).sort(), [
      ".claude/settings.json",
      ".claude/settings.local.json",
      ".codex/hooks.json",
    ]);

    // The user's own edit in the same file is work again.
    const edited = JSON.parse(
      (await import("node:fs")).readFileSync(join(repo, ".codex", "hooks.json"), "utf8"),
    ) as { hooks: Record<string, unknown[]> };
    edited.hooks["PreToolUse"] = [{ hooks: [{ type: "command", command: "guard" }] }];
    writeFileSync(join(repo, ".codex", "hooks.json"), JSON.stringify(edited));
    assert.deepEqual(blockingPaths(await checkJson(repo)), [".codex/hooks.json"]);
  } finally {
    removeDir(repo);
  }
});

test("an untracked agent settings file with the user's own settings counts as work", async () => {
  const repo = committedRepo();
  try {
    mkdirSync(join(repo, ".gemini"));
    writeFileSync(join(repo, ".gemini", "settings.json"), '{"theme": "dark"}\n');
    assert.deepEqual(blockingPaths(await checkJson(repo)), [".gemini/settings.json"]);
    writeFileSync(
      join(repo, ".gemini", "settings.json"),
      JSON.stringify({
        hooks: { SessionEnd: [{ hooks: [{ type: "command", command: "handoff hook gemini" }] }] },
      }),
    );
    assert.deepEqual(blockingPaths(await checkJson(repo)), []);
  } finally {
    removeDir(repo);
  }
});

interface ResumeJson {
  outcome: string;
  claims: { kind: string; subject: string; verdict: string; evidence: string }[];
}
interface WrittenPacket {
  changed_files: string[];
  where: { modified_files: string[] };
  work_range: { files: { path: string }[] };
}

async function resumeJson(repo: string): Promise<ResumeJson> {
  const run = await runCli(["resume", "--json"], { cwd: repo });
  return JSON.parse(run.stdout) as ResumeJson;
}

async function writePacket(repo: string): Promise<WrittenPacket> {
  const run = await runCli(["write", "--json", "--allow-dirty"], { cwd: repo });
  assert.equal(run.code, 0, run.stderr);
  const { id } = JSON.parse(run.stdout) as { id: string };
  const { readFileSync } = await import("node:fs");
  return JSON.parse(
    readFileSync(join(repo, ".handoff", "packets", id, "handoff.json"), "utf8"),
  ) as WrittenPacket;
}

const drifted = (result: ResumeJson) =>
  result.claims.filter((c) => c.verdict === "DRIFTED").map((c) => `${c.subject}: ${c.evidence}`);

test("hooks install codex/gemini/claude: the next briefing stays FRESH and the next packet lists no settings file as work; a user's own edit still counts", async () => {
  const repo = committedRepo();
  try {
    for (const args of [["note", "next", "npm test"], ["write"]]) {
      const run = await runCli(args, { cwd: repo });
      assert.equal(run.code, 0, run.stderr);
    }
    for (const args of [
      ["hooks", "install", "codex", "--codex-version", "0.171.0"],
      ["hooks", "install", "gemini"],
      ["hooks", "install", "claude"],
    ]) {
      const run = await runCli(args, { cwd: repo, env: onPath });
      assert.equal(run.code, 0, run.stderr);
    }
    // `.codex/`, `.gemini/` and `.claude/` are new untracked folders holding only handoff's hooks.
    assert.match(git(repo, "status", "--porcelain"), /\?\? \.codex\/\n/);
    const fresh = await resumeJson(repo);
    assert.deepEqual(drifted(fresh), []);
    assert.equal(fresh.outcome, "fresh");

    const packet = await writePacket(repo);
    const work = [
      ...packet.changed_files,
      ...packet.where.modified_files,
      ...packet.work_range.files.map((f) => f.path),
    ];
    assert.deepEqual(
      work.filter((p) => /^\.(codex|gemini|claude)\//.test(p)),
      [],
      JSON.stringify(packet.work_range),
    );
    assert.deepEqual(drifted(await resumeJson(repo)), []);

    // The user's own hook in the same file is work again: new work for resume, a changed file.
    const hooksFile = join(repo, ".codex", "hooks.json");
    const { readFileSync } = await import("node:fs");
    const edited = JSON.parse(readFileSync(hooksFile, "utf8")) as {
      hooks: Record<string, unknown[]>;
    };
    edited.hooks["PreToolUse"] = [{ hooks: [{ type: "command", command: "guard" }] }];
    writeFileSync(hooksFile, JSON.stringify(edited));
    assert.deepEqual(drifted(await resumeJson(repo)), ["working tree: new dirty file: .codex/"]);
    const next = await writePacket(repo);
    assert.ok(next.changed_files.includes(".codex/hooks.json"), next.changed_files.join(", "));
    assert.ok(!next.changed_files.includes(".gemini/settings.json"));
    // Anything else in an agent's folder is the user's too (`.codex/` is in the packet now).
    writeFileSync(join(repo, ".gemini", "notes.md"), "mine\n");
    assert.deepEqual(drifted(await resumeJson(repo)), ["working tree: new dirty file: .gemini/"]);
  } finally {
    removeDir(repo);
  }
});

test("hooks install opencode: its plugin file, new or committed, is handoff's own for check; a plugin of the user's beside it is work", async () => {
  const repo = committedRepo();
  try {
    const run = await runCli(["hooks", "install", "opencode"], { cwd: repo, env: onPath });
    assert.equal(run.code, 0, run.stderr);
    // `.opencode/` is a new untracked folder holding only handoff's plugin.
    assert.match(git(repo, "status", "--porcelain"), /\?\? \.opencode\/\n/);
    assert.deepEqual(blockingPaths(await checkJson(repo)), []);
    git(repo, "add", ".opencode");
    git(repo, "commit", "-q", "-m", "handoff plugin");
    const removed = await runCli(["hooks", "uninstall", "opencode"], { cwd: repo });
    assert.equal(removed.code, 0, removed.stderr);
    assert.deepEqual(blockingPaths(await checkJson(repo)), [], "removing handoff's plugin");

    writeFileSync(join(repo, "mine.js"), "export const Mine = async () => ({});\n");
    mkdirSync(join(repo, ".opencode", "plugins"), { recursive: true });
    writeFileSync(join(repo, ".opencode", "plugins", "handoff.js"), "// the user's own\n");
    assert.deepEqual(blockingPaths(await checkJson(repo)), [
      ".opencode/plugins/handoff.js",
      "mine.js",
    ]);
  } finally {
    removeDir(repo);
  }
});

test("hooks install copilot: its hooks file, new or committed, is handoff's own for check; a workflow beside it, or a hooks file of the user's, is work", async () => {
  const repo = committedRepo();
  try {
    const run = await runCli(["hooks", "install", "copilot"], { cwd: repo, env: onPath });
    assert.equal(run.code, 0, run.stderr);
    // `.github/` is a new untracked folder holding only handoff's hooks file.
    assert.match(git(repo, "status", "--porcelain"), /\?\? \.github\/\n/);
    assert.deepEqual(blockingPaths(await checkJson(repo)), []);
    git(repo, "add", ".github");
    git(repo, "commit", "-q", "-m", "handoff hooks");
    const removed = await runCli(["hooks", "uninstall", "copilot"], { cwd: repo });
    assert.equal(removed.code, 0, removed.stderr);
    assert.deepEqual(blockingPaths(await checkJson(repo)), [], "removing handoff's hooks file");

    mkdirSync(join(repo, ".github", "hooks"), { recursive: true });
    writeFileSync(join(repo, ".github", "hooks", "handoff.json"), '{"version": 1, "hooks": {}}\n');
    mkdirSync(join(repo, ".github", "workflows"), { recursive: true });
    writeFileSync(join(repo, ".github", "workflows", "ci.yml"), "on: push\n");
    assert.deepEqual(blockingPaths(await checkJson(repo)), [
      ".github/hooks/handoff.json",
      ".github/workflows/ci.yml",
    ]);
  } finally {
    removeDir(repo);
  }
});
