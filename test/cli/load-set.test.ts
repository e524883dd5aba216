/**
 * What the shipped bundle loads per command (issue 33: load only what a command needs). Each
 * test runs dist/bin/handoff.mjs under the bench's load-report preload (bench/load-report.ts),
 * maps the chunks it read to the modules bundled into them (dist/bin-inputs.json, written by
 * `npm run build`), and fails when a command's load set takes in a path that is not its own:
 * resume (the session-start path) growing to the redaction rules, the schema validator, zod, the
 * MCP SDK or the search index; a Claude Code hook loading another agent's transcript adapter.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  type BundleInputs,
  modulesBehind,
  packagesOf,
  readBundleInputs,
  readLoadSet,
} from "../../bench/load-cost.js";
import type { CommandSpec } from "../../bench/measure.js";
import { hookInput, placeTranscript } from "../helpers/hook-process.js";
import { makeExampleRepo, removeDir, shippedBinPath } from "../helpers/temp-repo.js";

const cli = shippedBinPath();

/** The npm packages resume must never load on a fresh packet. */
const HEAVY_PACKAGES = [
  "@secretlint/core",
  "@secretlint/secretlint-rule-preset-recommend",
  "ajv",
  "zod",
  "@modelcontextprotocol/sdk",
  "minisearch",
];

function bundleInputs(): BundleInputs {
  assert.ok(existsSync(cli), `${cli} is missing: run 'npm run build'`);
  const inputs = readBundleInputs(cli);
  assert.ok(inputs !== null, "dist/bin-inputs.json is missing: run 'npm run build'");
  return inputs;
}

/** The source modules one run of the bundle loads. */
async function loadedModules(
  args: string[],
  cwd: string,
  stdin?: string,
  env: Record<string, string> = { HANDOFF_WRITE_BUDGET_MS: "600000" },
): Promise<string[]> {
  const spec: CommandSpec = {
    command: process.execPath,
    args: [cli, ...args],
    cwd,
    env: { ...process.env, HOME: cwd, ...env },
    stdout: "capture",
    ...(stdin === undefined ? {} : { stdin }),
  };
  const scratch = mkdtempSync(join(tmpdir(), "handoff-load-set-"));
  try {
    const set = await readLoadSet(spec, scratch);
    assert.ok(set !== null, `handoff ${args.join(" ")} failed`);
    return modulesBehind([...set.modules.keys()], bundleInputs(), cli);
  } finally {
    removeDir(scratch);
  }
}

function writePacket(repo: string): void {
  execFileSync(process.execPath, [cli, "write"], {
    cwd: repo,
    env: { ...process.env, HOME: repo },
  });
}

test("resume on a fresh packet loads its own path: no redaction rules, validator, zod, MCP SDK or search index", async () => {
  const repo = makeExampleRepo();
  try {
    writePacket(repo);
    const modules = await loadedModules(["resume"], repo);
    // The report sees the command's own modules: a test that cannot pass on an empty list.
    assert.ok(modules.includes("src/resume/resume.ts"), modules.join("\n"));
    assert.ok(modules.includes("src/resume/briefing.ts"), modules.join("\n"));
    assert.deepEqual(
      packagesOf(modules).filter((name) => HEAVY_PACKAGES.includes(name)),
      [],
      modules.join("\n"),
    );
    const notOwn = modules.filter((m) =>
      /^src\/(redact|mcp|search|collect\/transcripts|model\/packet\/schema-validator)/.test(m),
    );
    assert.deepEqual(notOwn, []);
  } finally {
    removeDir(repo);
  }
});

test("a warm write without a transcript loads no transcript adapter, MCP SDK or search index", async () => {
  const repo = makeExampleRepo();
  try {
    writePacket(repo);
    const modules = await loadedModules(["write", "--allow-dirty"], repo);
    assert.ok(modules.includes("src/pipeline/write-handoff.ts"), modules.join("\n"));
    assert.deepEqual(
      packagesOf(modules).filter((name) =>
        ["@modelcontextprotocol/sdk", "minisearch"].includes(name),
      ),
      [],
    );
    assert.deepEqual(
      modules.filter((m) => /^src\/(mcp|search|collect\/transcripts)\//.test(m)),
      [],
    );
  } finally {
    removeDir(repo);
  }
});

test("a Claude Code hook loads the Claude adapter only, not Codex's, Gemini's or OpenCode's", async () => {
  const repo = makeExampleRepo();
  const transcript = placeTranscript(repo, "claude", "hook-session-2.1.332.jsonl");
  try {
    const modules = await loadedModules(
      ["hook", "claude"],
      repo,
      hookInput({
        transcript_path: transcript,
        cwd: repo,
        hook_event_name: "SessionEnd",
        reason: "exit",
      }),
    );
    assert.ok(
      readFileSync(join(repo, ".handoff", "log.jsonl"), "utf8").includes('"written"'),
      "the hook wrote no packet",
    );
    assert.ok(
      modules.includes("src/collect/transcripts/agents/claude/parser.ts"),
      modules.join("\n"),
    );
    // The registry's descriptors of the other agents (how their files are recognised) and
    // their harness tags (data the user-words filter shares) are loaded; nothing of their
    // readers is.
    assert.deepEqual(
      modules.filter(
        (m) =>
          /^src\/collect\/transcripts\/agents\/(codex|gemini|opencode)\//.test(m) &&
          !/\/(adapter|sqlite-magic|harness)\.ts$/.test(m),
      ),
      [],
    );
    assert.deepEqual(
      packagesOf(modules).filter((name) =>
        ["@modelcontextprotocol/sdk", "minisearch"].includes(name),
      ),
      [],
    );
  } finally {
    removeDir(repo);
    removeDir(transcript);
  }
});

test("Claude Code's SessionStart hook loads the resume path: no write pipeline, redaction rules or validator", async () => {
  const repo = makeExampleRepo();
  try {
    writePacket(repo);
    const modules = await loadedModules(
      ["hook", "claude"],
      repo,
      hookInput({ cwd: repo, hook_event_name: "SessionStart", source: "startup" }),
    );
    assert.ok(modules.includes("src/resume/briefing.ts"), modules.join("\n"));
    assert.deepEqual(
      packagesOf(modules).filter((name) => HEAVY_PACKAGES.includes(name)),
      [],
      modules.join("\n"),
    );
    assert.deepEqual(
      modules.filter((m) =>
        /^src\/(redact|mcp|search|pipeline|generate\/index|model\/packet\/schema-validator)/.test(
          m,
        ),
      ),
      [],
    );
  } finally {
    removeDir(repo);
  }
});

test("Claude Code's Stop at a turn's end loads the Stop path's flat entry, not the CLI's hook runner or the write pipeline", async () => {
  const repo = makeExampleRepo();
  const temp = mkdtempSync(join(tmpdir(), "handoff-load-set-tmp-"));
  try {
    writePacket(repo);
    const modules = await loadedModules(
      ["hook", "claude"],
      repo,
      hookInput({
        cwd: repo,
        hook_event_name: "Stop",
        stop_hook_active: false,
        last_assistant_message: "Done.",
      }),
      { HANDOFF_WRITE_BUDGET_MS: "", TMPDIR: temp },
    );
    assert.ok(modules.includes("src/cli/turn-hook-main.ts"), modules.join("\n"));
    assert.ok(modules.includes("src/hooks/gate/run-stop-gate.ts"), modules.join("\n"));
    assert.deepEqual(
      modules.filter((m) =>
        /^src\/(cli\/hook-main|cli\/main|hooks\/run-hook|pipeline\/|mcp\/)/.test(m),
      ),
      [],
    );
    assert.deepEqual(
      packagesOf(modules).filter((name) =>
        ["@modelcontextprotocol/sdk", "minisearch"].includes(name),
      ),
      [],
    );
  } finally {
    removeDir(repo);
    removeDir(temp);
  }
});
