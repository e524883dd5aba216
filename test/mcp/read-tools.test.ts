/**
 * MCP completeness (issue 17 item 7), over stdio with the SDK client: `handoff_resume` returns
 * the briefing's facts (risks with verdicts, changed files, failed attempts, the session's
 * words), `handoff_show` and `handoff_notes` exist, `handoff_write` finds this session's
 * transcript by itself, and the server answers every request received before end of input.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import {
  claudeProjectSlug,
  codexSessionCwd,
  findSessionTranscript,
} from "../../src/collect/transcripts/find-session.js";
import { storePacket } from "../../src/store/registry.js";
import { builtBin } from "../helpers/hook-process.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";
import { realisticPacket } from "../helpers/briefing-packets.js";
import { MCP_HANDSHAKE } from "../helpers/mcp-handshake.js";

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  assert.notEqual(result.isError, true, JSON.stringify(result.content));
  return result.structuredContent as Record<string, unknown>;
}

async function withServer(
  repo: string,
  home: string,
  body: (client: Client) => Promise<void>,
): Promise<void> {
  const client = new Client({ name: "handoff-test", version: "0.0.0" });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [builtBin(), "mcp"],
    cwd: repo,
    env: { PATH: process.env["PATH"] ?? "", HOME: home, CODEX_HOME: join(home, ".codex") },
    stderr: "pipe",
  });
  await client.connect(transport);
  try {
    await body(client);
  } finally {
    await client.close();
  }
}

function committedRepo(): string {
  const repo = makeRepo("handoff-mcp-read-");
  writeRepoFile(repo, "main.ts", "export {};\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "Start");
  return repo;
}

const tempHome = () => realpathSync(mkdtempSync(join(tmpdir(), "handoff-home-")));

test("handoff_resume carries the briefing's facts; handoff_show and handoff_notes answer", async () => {
  const repo = committedRepo();
  const home = tempHome();
  try {
    const head = git(repo, "rev-parse", "HEAD").trim();
    const packet = { ...realisticPacket(), branch: "main", head_commit: head };
    packet.where = { ...packet.where, branch: "main", worktrees: [], modified_files: [] };
    const { makePacket, withJson } = await import("../helpers/make-packet.js");
    const stored = makePacket({ ...packet, id: "" });
    await storePacket(repo, { ...withJson(stored), markdown: "# the packet\n", history: null });

    await withServer(repo, home, async (client) => {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((t) => t.name).sort(), [
        "handoff_check",
        "handoff_list",
        "handoff_note",
        "handoff_notes",
        "handoff_recall",
        "handoff_resume",
        "handoff_search",
        "handoff_show",
        "handoff_write",
      ]);
      const view = await call(client, "handoff_resume");
      assert.equal(view["packet_id"], stored.id);
      assert.deepEqual(view["user_messages"], stored.user_messages);
      assert.match(String(view["agent_report"]), /lint still fails/);
      const failed = view["failed_attempts"] as { command: string; passed_later: boolean }[];
      assert.deepEqual(
        failed.map((f) => [f.command, f.passed_later]),
        [
          ["npm run lint", false],
          ["npm test", true],
        ],
      );
      assert.deepEqual(view["passing_now"], ["npm test"]);
      const risks = view["risks"] as { severity: string; verdict: string }[];
      assert.deepEqual(
        risks.map((r) => r.severity),
        ["block", "warn"],
      );
      assert.ok(risks.every((r) => ["still", "resolved", "unchecked"].includes(r.verdict)));
      assert.deepEqual((view["changed_files"] as { path: string }[])[0], {
        path: "src/limiter.ts",
        status: "unstaged",
      });
      assert.equal((view["landed"] as unknown[]).length, 2);
      assert.match(String(view["written_at"]), /^\d{4}-\d{2}-\d{2}T/);
      assert.equal(typeof view["host"], "string");

      const md = await call(client, "handoff_show");
      assert.equal(md["id"], stored.id);
      assert.equal(md["text"], "# the packet\n");
      const json = await call(client, "handoff_show", { id: stored.id, format: "json" });
      assert.equal((json["packet"] as { id: string }).id, stored.id);
      assert.equal(JSON.parse(String(json["text"])).id, stored.id);
      const missing = (await client.callTool({
        name: "handoff_show",
        arguments: { id: "0123456789abcdef" },
      })) as CallToolResult;
      assert.equal(missing.isError, true);

      await call(client, "handoff_note", { kind: "pitfall", text: "the proxy strips X-Api-Key" });
      const risk = await call(client, "handoff_note", {
        kind: "risk",
        text: "one replica only",
        severity: "block",
      });
      await call(client, "handoff_note", { kind: "resolve", text: String(risk["id"]) });
      const notes = (await call(client, "handoff_notes"))["notes"] as {
        kind: string;
        text: string;
      }[];
      assert.deepEqual(
        notes.map((n) => `${n.kind}: ${n.text}`),
        ["pitfall: the proxy strips X-Api-Key"],
      );
      const none = (await call(client, "handoff_notes", { kind: "decision" }))["notes"];
      assert.deepEqual(none, []);
    });
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});

test("handoff_write finds this repo's newest Claude Code transcript by itself", async () => {
  const repo = committedRepo();
  const home = tempHome();
  try {
    const folder = join(home, ".claude", "projects", claudeProjectSlug(repo));
    mkdirSync(folder, { recursive: true });
    const line = (type: string, message: unknown, n: number) =>
      JSON.stringify({
        type,
        uuid: `u-${n}`,
        sessionId: "s-1",
        cwd: repo,
        timestamp: `2026-11-30T10:00:0${n}.000Z`,
        message,
      });
    const session = [
      line("user", { role: "user", content: "Make the cart total include the shipping fee" }, 1),
      line(
        "assistant",
        {
          role: "assistant",
          content: [{ type: "tool_use", id: "t1", name: "Bash", input: { command: "npm test" } }],
        },
        2,
      ),
      line(
        "user",
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "t1",
              content: "Exit code 1\nFAIL cart",
              is_error: true,
            },
          ],
        },
        3,
      ),
    ];
    const older = join(folder, "older-session.jsonl");
    writeFileSync(older, `${line("user", { role: "user", content: "an old task" }, 1)}\n`);
    utimesSync(older, new Date("2026-01-01"), new Date("2026-01-01"));
    const current = join(folder, "current-session.jsonl");
    writeFileSync(current, `${session.join("\n")}\n`);

    await withServer(repo, home, async (client) => {
      const written = await call(client, "handoff_write", {
        next: "add the fee in cart.ts",
        allow_unverified: true,
      });
      assert.equal(written["transcript"], current);
      const view = await call(client, "handoff_resume");
      assert.match(String(view["objective"]), /shipping fee/);
      assert.deepEqual(
        (view["failed_attempts"] as { command: string }[]).map((f) => f.command),
        ["npm test"],
      );
    });
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});

test("findSessionTranscript: Codex rollouts are matched by their session cwd", async () => {
  const home = tempHome();
  try {
    const day = join(home, ".codex", "sessions", "2026", "11", "30");
    mkdirSync(day, { recursive: true });
    const meta = (cwd: string) =>
      `${JSON.stringify({ timestamp: "2026-11-30T10:00:00Z", type: "session_meta", payload: { id: "x", cwd } })}\n`;
    const mine = join(day, "rollout-2026-11-30T10-00-00-a.jsonl");
    const other = join(day, "rollout-2026-11-30T11-00-00-b.jsonl");
    writeFileSync(mine, meta("/work/repo/sub"));
    writeFileSync(other, meta("/work/elsewhere"));
    utimesSync(mine, new Date("2026-11-30T10:00:00Z"), new Date("2026-11-30T10:00:00Z"));
    const options = { dirs: ["/work/repo"], home, env: {} };
    assert.deepEqual(await findSessionTranscript("codex", options), { path: mine, agent: "codex" });
    assert.equal(await findSessionTranscript("claude", options), null);
    assert.equal(await findSessionTranscript("codex", { ...options, dirs: ["/work/none"] }), null);
    assert.equal(codexSessionCwd("not json"), null);
    assert.equal(claudeProjectSlug("/home/a/my.repo"), "-home-a-my-repo");
  } finally {
    removeDir(home);
  }
});

test("end of input: every request already received is answered before the server exits", async () => {
  const repo = committedRepo();
  try {
    const child = spawn(process.execPath, [builtBin(), "mcp"], { cwd: repo });
    const out: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    const requests = [
      ...MCP_HANDSHAKE,
      ...[1, 2, 3].map((id) => ({
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: { name: id === 2 ? "handoff_check" : "handoff_resume", arguments: {} },
      })),
    ];
    child.stdin.end(`${requests.map((r) => JSON.stringify(r)).join("\n")}\n`);
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    assert.equal(code, 0);
    const ids = Buffer.concat(out)
      .toString("utf8")
      .trim()
      .split("\n")
      .map((l) => (JSON.parse(l) as { id: number }).id)
      .sort();
    assert.deepEqual(ids, [0, 1, 2, 3]);
  } finally {
    removeDir(repo);
  }
});

test("outside a git repository every tool says so, not that no packet was written", async () => {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "handoff-mcp-no-git-")));
  const home = tempHome();
  try {
    await withServer(dir, home, async (client) => {
      for (const [name, args] of [
        ["handoff_resume", {}],
        ["handoff_list", {}],
        ["handoff_notes", {}],
        ["handoff_search", { query: "retry" }],
        ["handoff_recall", { path: "src/a.ts" }],
        ["handoff_write", { allow_dirty: true, allow_missing_next: true }],
      ] as const) {
        const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
        assert.equal(result.isError, true, `${name}: ${JSON.stringify(result.content)}`);
        assert.match(JSON.stringify(result.content), /not inside a git repository/, name);
      }
    });
  } finally {
    removeDir(dir);
    removeDir(home);
  }
});
