import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import type { Packet } from "../../src/model/packet/types.js";
import type { Claim } from "../../src/resume/compare-claims.js";
import { storePacket } from "../../src/store/registry.js";
import { makePacket, withJson } from "../helpers/make-packet.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

interface ResumeJson {
  outcome: string;
  found: string | null;
  packet: { id: string } | null;
  claims: Claim[];
}

/** A repo with a base commit and three files modified but not committed. */
function setUpRepo(): { root: string; head: string } {
  const root = makeRepo("handoff-resume-");
  writeFileSync(join(root, ".gitignore"), "outputs/\n");
  for (const name of ["a.txt", "b.txt", "c.txt"]) writeFileSync(join(root, name), `${name} v1\n`);
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "base");
  for (const name of ["a.txt", "b.txt", "c.txt"]) writeFileSync(join(root, name), `${name} v2\n`);
  return { root, head: git(root, "rev-parse", "HEAD").trim() };
}

function packetFor(head: string, overrides: Partial<Packet> = {}): Packet {
  return makePacket({
    head_commit: head,
    where: {
      branch: "main",
      worktrees: [{ path: ".", branch: "main", dirty: true }],
      modified_files: ["a.txt", "b.txt", "c.txt"],
      read_first: ["a.txt"],
    },
    ...overrides,
  });
}

const store = (root: string, packet: Packet) =>
  storePacket(root, { ...withJson(packet), markdown: "# p\n", history: null });

async function resumeJson(root: string): Promise<{ code: number; json: ResumeJson }> {
  const run = await runCli(["resume", "--format", "json"], { cwd: root });
  assert.equal(run.stderr, "");
  return { code: run.code, json: JSON.parse(run.stdout) as ResumeJson };
}

test("on an untouched repo every claim is VERIFIED and resume exits 0", async () => {
  const { root, head } = setUpRepo();
  try {
    mkdirSync(join(root, "outputs", "verification"), { recursive: true });
    writeFileSync(
      join(root, "outputs", "verification", "T-001.json"),
      JSON.stringify({ task_id: "T-001", passed: true, head_commit: head, findings: [] }),
    );
    const packet = packetFor(head, {
      task_id: "T-001",
      verdict_trail: [
        {
          task_id: "T-001",
          source: "verification",
          verdict: "passed",
          defects: [],
          path: "outputs/verification/T-001.json",
        },
      ],
      state: { landed: [], landed_since: null, in_progress: ["T-002: the registry"], queued: [] },
      items: [{ name: "T-002", status: "STILL-BUILDING", missing_proof: "a passing verification" }],
    });
    await store(root, packet);
    const { code, json } = await resumeJson(root);
    assert.equal(code, 0);
    assert.equal(json.outcome, "fresh");
    assert.equal(json.found, "active");
    assert.deepEqual(
      json.claims.filter((c) => c.verdict !== "VERIFIED"),
      [],
    );
    assert.deepEqual(
      json.claims.map((c) => `${c.kind}:${c.subject}`),
      [
        "head:HEAD",
        "branch:branch",
        "worktree:.",
        "file:a.txt",
        "file:b.txt",
        "file:c.txt",
        "verification:T-001",
        "absence:T-002",
        "absence:T-002",
        "new-work:worktrees",
        "new-work:working tree",
      ],
    );
    const text = await runCli(["resume"], { cwd: root });
    assert.equal(text.code, 0);
    assert.match(text.stdout, /FRESH: all 11 claims VERIFIED/);
    assert.match(text.stdout, /```sh\nnpm test\n```/);
  } finally {
    removeDir(root);
  }
});

test("two commits, a reverted file and a new worktree: exactly those drifts, exit 1", async () => {
  const { root, head } = setUpRepo();
  const outside = realpathSync(mkdtempSync(join(tmpdir(), "handoff-wt-")));
  try {
    await store(root, packetFor(head));
    git(root, "add", "a.txt");
    git(root, "commit", "-q", "-m", "land a");
    writeFileSync(join(root, "new.txt"), "new\n");
    git(root, "add", "new.txt");
    git(root, "commit", "-q", "-m", "add new");
    git(root, "checkout", "-q", "--", "b.txt");
    git(root, "worktree", "add", "-q", "-b", "side", join(outside, "wt"));

    const { code, json } = await resumeJson(root);
    assert.equal(code, 1);
    assert.equal(json.outcome, "drifted");
    const drift = json.claims.filter((c) => c.verdict === "DRIFTED");
    assert.deepEqual(
      drift.map((c) => `${c.kind}:${c.subject}`),
      ["head:HEAD", "file:a.txt", "file:b.txt", "new-work:worktrees"],
    );
    const [headClaim, a, b, worktrees] = drift;
    assert.deepEqual(
      headClaim!.commits?.map((c) => c.subject),
      ["add new", "land a"],
    );
    assert.match(headClaim!.evidence, /^2 commits since: \w{12} add new; \w{12} land a$/);
    assert.match(a!.evidence, /^committed since /);
    assert.match(b!.evidence, /^reverted/);
    assert.match(worktrees!.evidence, /new worktree: .*wt \(side\)/);
    const fine = json.claims
      .filter((c) => c.verdict === "VERIFIED")
      .map((c) => `${c.kind}:${c.subject}`);
    assert.deepEqual(fine, ["branch:branch", "worktree:.", "file:c.txt", "new-work:working tree"]);
  } finally {
    git(root, "worktree", "remove", "--force", join(outside, "wt"));
    removeDir(outside);
    removeDir(root);
  }
});

test("no packet: exit 4 in text, and the hook formats still print valid SessionStart JSON", async () => {
  const root = makeRepo();
  try {
    const text = await runCli(["resume"], { cwd: root });
    assert.equal(text.code, 4);
    assert.match(text.stdout, /No handoff packet/);
    for (const format of ["claude-hook", "codex-hook"]) {
      const hook = await runCli(["resume", "--format", format], { cwd: root });
      assert.equal(hook.code, 0);
      const value = JSON.parse(hook.stdout) as {
        hookSpecificOutput: { hookEventName: string; additionalContext: string };
      };
      assert.equal(value.hookSpecificOutput.hookEventName, "SessionStart");
      assert.match(value.hookSpecificOutput.additionalContext, /No handoff packet/);
    }
    assert.equal((await runCli(["resume", "--format", "yaml"], { cwd: root })).code, 2);
  } finally {
    removeDir(root);
  }
});

test("another topic's packet of this branch is used, saying so; another branch's never (exit 4, named)", async () => {
  const { root, head } = setUpRepo();
  try {
    await store(root, packetFor(head, { topic: "docs" }));
    const { json } = await resumeJson(root);
    assert.equal(json.found, "branch");
    await store(root, packetFor(head, { branch: "elsewhere", topic: "docs", summary: "newer" }));
    const other = await runCli(["resume", "--topic", "docs"], { cwd: root });
    assert.match(other.stdout, /Active packet for branch main, topic docs/);
    git(root, "checkout", "-q", "-b", "fresh");
    const none = await runCli(["resume"], { cwd: root });
    assert.equal(none.code, 4);
    assert.equal(
      none.stdout,
      "No packet for branch fresh. Packets exist for: elsewhere, main; read one on purpose with 'handoff resume --branch NAME'.\n",
    );
    const asJson = await runCli(["resume", "--format", "json"], { cwd: root });
    assert.equal(asJson.code, 4);
    assert.equal((JSON.parse(asJson.stdout) as { packet: unknown }).packet, null);
    // On purpose: --branch reads that branch's packet (drifted: HEAD is on another branch).
    const named = await runCli(["resume", "--branch", "elsewhere", "--topic", "docs"], {
      cwd: root,
    });
    assert.equal(named.code, 1);
    assert.match(named.stdout, /Active packet for branch elsewhere, topic docs/);
  } finally {
    removeDir(root);
  }
});

test("resume loads no redaction rules, schema validator, transcript parser or MCP SDK", async () => {
  const { root, head } = setUpRepo();
  try {
    await store(root, packetFor(head));
    const hook = `export async function resolve(s, c, n) { const r = await n(s, c); process.stderr.write("LOAD " + r.url + "\\n"); return r; }`;
    const loader = `import { register } from "node:module"; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;
    const bin = fileURLToPath(new URL("../../src/cli/bin.js", import.meta.url));
    const run = spawnSync(
      process.execPath,
      ["--import", `data:text/javascript,${encodeURIComponent(loader)}`, bin, "resume"],
      { cwd: root, encoding: "utf8" },
    );
    assert.equal(run.status, 0, run.stderr);
    const loaded = run.stderr.split("\n").filter((l) => l.startsWith("LOAD "));
    assert.ok(
      loaded.some((l) => l.includes("/resume/resume.js")),
      "the loader saw nothing",
    );
    const heavy = loaded.filter((l) =>
      /\/redact\/|ajv|secretlint|modelcontextprotocol|transcripts|zod/.test(l),
    );
    assert.deepEqual(heavy, []);
  } finally {
    removeDir(root);
  }
});
