import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { parseHookConfig } from "../../../src/hooks/config.js";
import {
  computeFill,
  isWrapUpDue,
  resolveContextWindow,
} from "../../../src/hooks/wrap-up/context-budget.js";
import { findLatestClaudeUsage } from "../../../src/hooks/wrap-up/claude-usage.js";
import { findLatestCodexUsage } from "../../../src/hooks/wrap-up/codex-usage.js";
import { hookStatePath } from "../../../src/hooks/hook-state.js";
import { hookInput, hookLogLines, packetIds, runBin } from "../../helpers/hook-process.js";
import { git, makeRepo, removeDir } from "../../helpers/temp-repo.js";

/** One Claude Code assistant line whose context was `tokens` tokens. */
function assistantLine(tokens: number, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: "assistant",
    isSidechain: false,
    sessionId: "s",
    message: {
      role: "assistant",
      model: "claude-sonnet-4-5",
      content: [{ type: "text", text: "ok" }],
      usage: {
        input_tokens: 4,
        cache_creation_input_tokens: 996,
        cache_read_input_tokens: tokens - 1000,
        output_tokens: 120,
      },
    },
    ...extra,
  });
}

const toolResult = (size: number) =>
  JSON.stringify({
    type: "user",
    message: { role: "user", content: [{ type: "tool_result", content: "x".repeat(size) }] },
  });

/** A transcript: some history, then the latest usage, then a tool result after it. */
function transcript(tokens: number): string {
  return [
    assistantLine(5_000),
    toolResult(100),
    assistantLine(tokens),
    toolResult(200),
    // A subagent's own (bigger) context must not count for the main session.
    assistantLine(199_000, { isSidechain: true }),
    "",
  ].join("\n");
}

test("findLatestClaudeUsage: latest main-session usage, sidechains and synthetic lines skipped, compaction resets", () => {
  const found = findLatestClaudeUsage(transcript(122_000));
  assert.deepEqual(found, {
    kind: "usage",
    sample: { tokens: 122_000, model: "claude-sonnet-4-5", reported_window: null },
  });
  const synthetic = assistantLine(0).replace("claude-sonnet-4-5", "<synthetic>");
  assert.equal(
    (findLatestClaudeUsage(`${transcript(90_000)}${synthetic}\n`) as { kind: string }).kind,
    "usage",
  );
  const compacted = `${transcript(190_000)}${JSON.stringify({ type: "system", subtype: "compact_boundary" })}\n`;
  assert.deepEqual(findLatestClaudeUsage(compacted), { kind: "compacted" });
  assert.equal(findLatestClaudeUsage(toolResult(10)), null);

  const codex = [
    JSON.stringify({ type: "turn_context", payload: { model: "gpt-5-codex", cwd: "/r" } }),
    JSON.stringify({
      type: "event_msg",
      payload: {
        type: "token_count",
        info: {
          last_token_usage: { input_tokens: 150_000, cached_input_tokens: 140_000 },
          model_context_window: 258_400,
        },
      },
    }),
    JSON.stringify({ type: "event_msg", payload: { type: "token_count", info: null } }),
  ].join("\n");
  assert.deepEqual(findLatestCodexUsage(codex), {
    kind: "usage",
    sample: { tokens: 150_000, model: "gpt-5-codex", reported_window: 258_400 },
  });
});

test("context window: config per model > config window > reported > table > 200,000", () => {
  const none = { models: {}, context_window: null };
  assert.deepEqual(resolveContextWindow("claude-opus-4-1", null, none), {
    tokens: 200_000,
    source: "table",
  });
  assert.equal(resolveContextWindow("claude-sonnet-4-5[1m]", null, none).tokens, 1_000_000);
  assert.equal(resolveContextWindow("mystery", null, none).source, "default");
  assert.equal(resolveContextWindow("gpt-5-codex", 258_400, none).tokens, 258_400);
  const config = { models: { "claude-sonnet": 500_000 }, context_window: 100_000 };
  assert.equal(resolveContextWindow("claude-sonnet-4-5", null, config).tokens, 500_000);
  assert.equal(resolveContextWindow("gpt-5-codex", 258_400, config).tokens, 100_000);
  assert.equal(computeFill(122_000, 200_000), 0.61);
  assert.equal(isWrapUpDue(0.61, 0.6, []), true);
  assert.equal(isWrapUpDue(0.95, 0.6, [0.6]), false);
  assert.equal(isWrapUpDue(0.95, 0.9, [0.6]), true, "a new threshold fires once more");
  assert.equal(isWrapUpDue(0.4, 0.6, []), false);
});

test("config: bad values fall back one by one and are reported, never thrown", () => {
  const { config, problems } = parseHookConfig({
    wrap_up_at: 1.5,
    context_window: 150_000,
    models: { a: 10, b: "x" },
    gate: "sometimes",
    other_tool_key: true,
  });
  assert.deepEqual(config, {
    wrap_up_at: 0.6,
    context_window: 150_000,
    models: { a: 10 },
    gate: null,
  });
  assert.equal(problems.length, 3, problems.join("\n"));
  assert.match(problems.join("\n"), /wrap_up_at.*models\.b.*gate/s);
  assert.equal(parseHookConfig([1]).problems.length, 1);
});

interface HookJson {
  hookSpecificOutput: { hookEventName: string; additionalContext: string };
}

test("e2e: nothing at 40%, one packet and one wrap-up message at 61% (not again), same at 95%", async () => {
  const repo = makeRepo("handoff-wrap-up-");
  const dir = mkdtempSync(join(tmpdir(), "handoff-wrap-up-transcripts-"));
  try {
    writeFileSync(join(repo, "app.ts"), "export const answer = 42;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "Add app");
    const path = join(dir, "session.jsonl");
    const run = (event: string, session: string) =>
      runBin(["hook", "claude"], {
        cwd: repo,
        stdin: hookInput({
          session_id: session,
          transcript_path: path,
          cwd: repo,
          hook_event_name: event,
          ...(event === "PostToolUse" ? { tool_name: "Bash", tool_input: { command: "ls" } } : {}),
        }),
      });

    writeFileSync(path, transcript(80_000));
    const low = await run("PostToolUse", "session-a");
    assert.equal(low.code, 0, low.stderr);
    assert.equal(low.stdout, "", "nothing at 40%");
    assert.deepEqual(packetIds(repo), []);

    writeFileSync(path, transcript(122_000));
    const due = await run("PostToolUse", "session-a");
    assert.equal(due.code, 0, due.stderr);
    const output = JSON.parse(due.stdout) as HookJson;
    assert.equal(output.hookSpecificOutput.hookEventName, "PostToolUse");
    const message = output.hookSpecificOutput.additionalContext;
    assert.match(message, /61% full/);
    assert.match(message, /handoff note next/);
    assert.match(message, /git stash push -m/);
    assert.match(message, /`handoff resume`/);
    assert.ok(message.split("\n").length <= 6, message);
    const [id] = packetIds(repo);
    assert.ok(id, "no packet written at 61%");
    assert.match(message, new RegExp(id));
    assert.match(hookLogLines(repo).join("\n"), /wrap-up at 61% of 200000 tokens/);

    const again = await run("UserPromptSubmit", "session-a");
    assert.equal(again.stdout, "", "the wrap-up fired twice in one session");
    const state = JSON.parse(readFileSync(hookStatePath(repo, "session-a"), "utf8")) as {
      wrap_up_fired: number[];
    };
    assert.deepEqual(state.wrap_up_fired, [0.6]);

    writeFileSync(path, transcript(190_000));
    const high = await run("UserPromptSubmit", "session-b");
    const highOutput = JSON.parse(high.stdout) as HookJson;
    assert.equal(highOutput.hookSpecificOutput.hookEventName, "UserPromptSubmit");
    assert.match(highOutput.hookSpecificOutput.additionalContext, /95% full/);
    assert.equal((await run("PostToolUse", "session-b")).stdout, "");
    assert.ok(packetIds(repo).length >= 1);
    // A compaction after the latest usage: the old figure is stale, nothing fires.
    writeFileSync(
      path,
      `${transcript(190_000)}${JSON.stringify({ type: "system", subtype: "compact_boundary" })}\n`,
    );
    assert.equal((await run("PostToolUse", "session-c")).stdout, "");
  } finally {
    removeDir(repo);
    rmSync(dir, { recursive: true, force: true });
  }
});

test("e2e: wrap_up_at from .handoff/config.json, and a broken config falls back to 0.6", async () => {
  const repo = makeRepo("handoff-wrap-up-config-");
  const dir = mkdtempSync(join(tmpdir(), "handoff-wrap-up-transcripts-"));
  try {
    const path = join(dir, "session.jsonl");
    writeFileSync(path, transcript(122_000));
    const run = (session: string) =>
      runBin(["hook", "claude"], {
        cwd: repo,
        stdin: hookInput({
          session_id: session,
          transcript_path: path,
          cwd: repo,
          hook_event_name: "PostToolUse",
        }),
      });
    const { mkdirSync } = await import("node:fs");
    mkdirSync(join(repo, ".handoff"), { recursive: true });
    writeFileSync(join(repo, ".handoff", "config.json"), JSON.stringify({ wrap_up_at: 0.75 }));
    assert.equal((await run("s1")).stdout, "", "61% is below a configured 75%");
    writeFileSync(join(repo, ".handoff", "config.json"), "{ not json");
    const fired = await run("s2");
    assert.match(fired.stdout, /additionalContext/);
    assert.match(
      hookLogLines(repo).join("\n"),
      /\.handoff\/config\.json:1:3: not valid JSON: expected a double-quoted property name; defaults used/,
    );
  } finally {
    removeDir(repo);
    rmSync(dir, { recursive: true, force: true });
  }
});

test("bench: measureWrapUpHook times the below-threshold path against node -e 0", async () => {
  const { measureWrapUpHook } = await import("../../../bench/wrap-up-hook.js");
  const figures = await measureWrapUpHook({ bytes: 300_000, runs: 1 });
  assert.equal(figures.silent, true, "below the threshold the hook must print nothing");
  assert.ok(figures.transcriptBytes >= 300_000);
  assert.ok(figures.hookMedianMs > 0 && figures.nodeMedianMs > 0);
});

test("findLatestCodexUsage: Codex 0.17x's token_usage_record counts (it precedes the tool; token_count follows it)", () => {
  const rollout = [
    JSON.stringify({ type: "turn_context", payload: { model: "gpt-5-codex", cwd: "/r" } }),
    JSON.stringify({ type: "response_item", payload: { type: "function_call", call_id: "c1" } }),
    JSON.stringify({
      type: "token_usage_record",
      payload: { usage: { input_tokens: 8_000, output_tokens: 20 } },
    }),
  ].join("\n");
  assert.deepEqual(findLatestCodexUsage(rollout), {
    kind: "usage",
    sample: { tokens: 8_000, model: "gpt-5-codex", reported_window: null },
  });
});
