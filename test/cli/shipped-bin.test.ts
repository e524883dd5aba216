/**
 * The CLI users run is package.json's `bin`: the code-split bundle `npm run build` writes to
 * dist/bin/ (scripts/build-bin.mjs). The other tests run the unbundled dist/src/ of the same
 * sources; these run the bundle itself through a session's main paths, so a bundling mistake
 * (a lazy chunk missing, an asset resolved from the wrong folder) fails here, not for a user.
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { binPath } from "../../src/hooks/install/launcher.js";
import { packageRoot } from "../../src/platform/package-root.js";
import { hookInput, packetIds } from "../helpers/hook-process.js";
import { git, makeExampleRepo, makeRepo, removeDir, shippedBinPath } from "../helpers/temp-repo.js";
import { MCP_HANDSHAKE } from "../helpers/mcp-handshake.js";

const root = packageRoot();
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  version: string;
  bin: { handoff: string };
  scripts: { start: string };
};
const shipped = shippedBinPath();

function run(args: string[], cwd: string, input?: string) {
  return spawnSync(process.execPath, [shipped, ...args], {
    cwd,
    input,
    encoding: "utf8",
    env: { ...process.env, HOME: cwd },
  });
}

test("package.json's bin is the bundle npm run build writes, and npm start and the hooks' launcher run it", () => {
  assert.equal(manifest.bin.handoff, "dist/bin/handoff.cjs");
  assert.ok(existsSync(shipped), `${shipped} is missing: run 'npm run build'`);
  assert.ok(manifest.scripts.start.includes(manifest.bin.handoff), manifest.scripts.start);
  assert.equal(binPath(), shipped);
  const version = run(["--version"], root);
  assert.equal(version.status, 0, version.stderr);
  assert.equal(version.stdout.trim(), manifest.version);
});

test("the bundle writes, shows and resumes a packet of the example workbench", () => {
  const repo = makeExampleRepo();
  try {
    const write = run(["write", "--json"], repo);
    assert.equal(write.status, 0, write.stderr);
    const { id, status } = JSON.parse(write.stdout) as { id: string; status: string };
    assert.equal(status, "written");
    const resume = run(["resume"], repo);
    assert.equal(resume.status, 0, resume.stderr);
    assert.ok(resume.stdout.includes(`Handoff ${id}`), resume.stdout);
    assert.match(resume.stdout, /VERIFIED/);
    const show = run(["show", id, "--json"], repo);
    assert.equal(show.status, 0, show.stderr);
    assert.equal((JSON.parse(show.stdout) as { id: string }).id, id);
    // `redact` loads the redaction rules (secretlint's preset): chunks resume never needs.
    const secret = ["ghp_", "Zx9Qw3Rt5Yu7Io1Pa3Sd5Fg7Hj9Kl1Zx3Cv5"].join("");
    const redact = run(["redact"], repo, `token=${secret}\n`);
    assert.equal(redact.status, 0, redact.stderr);
    assert.ok(!redact.stdout.includes(secret), redact.stdout);
  } finally {
    removeDir(repo);
  }
});

test("the bundle runs a Claude Code SessionEnd hook on a transcript and redacts what it copies", () => {
  const repo = makeRepo("handoff-shipped-bin-");
  try {
    git(repo, "commit", "-q", "--allow-empty", "-m", "init");
    const secret = ["AKIA", "Z7QW3RTY5UIO2PAS"].join("");
    // Beside the repo, as agents keep transcripts outside the project.
    const transcript = `${repo}-session.jsonl`;
    writeFileSync(
      transcript,
      `${JSON.stringify({
        type: "user",
        uuid: "u1",
        sessionId: "s1",
        cwd: repo,
        timestamp: "2026-11-30T10:00:00.000Z",
        message: { role: "user", content: `deploy with key ${secret} and fix the build` },
      })}\n`,
    );
    execFileSync(process.execPath, [shipped, "hook", "claude"], {
      cwd: repo,
      input: hookInput({
        transcript_path: transcript,
        cwd: repo,
        hook_event_name: "SessionEnd",
        reason: "other",
      }),
      // The write runs inside the hook however loaded the machine (no detached writer).
      env: { PATH: process.env["PATH"] ?? "", HOME: repo, HANDOFF_WRITE_BUDGET_MS: "600000" },
    });
    const [id] = packetIds(repo);
    assert.ok(id !== undefined, "no packet written");
    const packet = readFileSync(join(repo, ".handoff", "packets", id, "handoff.json"), "utf8");
    assert.ok(packet.includes("fix the build"), "the user's words did not reach the packet");
    assert.ok(!packet.includes(secret), "the key leaked into the packet");
  } finally {
    removeDir(repo);
    removeDir(`${repo}-session.jsonl`);
  }
});

test("the bundle serves MCP from its own server bundle: initialize, tools/list, a tool call", () => {
  const repo = makeExampleRepo();
  try {
    const requests = [
      ...MCP_HANDSHAKE,
      { jsonrpc: "2.0", id: 1, method: "tools/list" },
      {
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: { name: "handoff_check", arguments: {} },
      },
    ];
    const served = run(["mcp"], repo, `${requests.map((r) => JSON.stringify(r)).join("\n")}\n`);
    assert.equal(served.status, 0, served.stderr);
    const answers = served.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { id: number; result?: Record<string, unknown> });
    assert.deepEqual(answers.map((a) => a.id).sort(), [0, 1, 2]);
    const tools = answers.find((a) => a.id === 1)?.result?.["tools"] as { name: string }[];
    assert.ok(
      tools.some((tool) => tool.name === "handoff_resume"),
      JSON.stringify(tools),
    );
    assert.ok(answers.find((a) => a.id === 2)?.result !== undefined, served.stdout);
    assert.ok(existsSync(join(root, "dist", "bin", "chunks", "mcp", "server.mjs")));
  } finally {
    removeDir(repo);
  }
});
