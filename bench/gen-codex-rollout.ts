/**
 * Generates a realistic Codex CLI rollout of a given size for the ingest benchmark: a
 * session_meta header, turns with turn_context, user messages (item and event), reasoning items
 * with encrypted content, shell function_call/function_call_output pairs whose output is the
 * JSON `{output, metadata: {exit_code}}` (some failing, some long), exec_command_end events,
 * apply_patch custom tool calls, token_count events, and a compaction every ~50 MB.
 * Deterministic for a given size.
 *
 * CLI: node gen-codex-rollout.js OUT BYTES
 */
import { createRandom, randomInt } from "./prng.js";
import { runGeneratorCli } from "./generator-cli.js";
import { commandOutput, openJsonl } from "./jsonl-out.js";

const CWD = "/home/dev/projects/shop";
const COMMANDS = ["npm test", "npm run lint", "git status --short", "rg -n cart src", "ls -la src"];

/** Write a rollout of about `bytes` bytes to `path` (stops at the first turn past the size). */
export async function writeCodexRollout(
  path: string,
  bytes: number,
): Promise<{ lines: number; bytes: number }> {
  const out = openJsonl(path);
  const random = createRandom(7);
  let clock = Date.parse("2026-03-01T09:00:00.000Z");
  const time = () => {
    clock += 1200;
    return new Date(clock).toISOString();
  };
  const emit = (type: string, payload: Record<string, unknown>) =>
    out.write({ timestamp: time(), type, payload });

  await emit("session_meta", {
    id: "0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
    timestamp: new Date(clock).toISOString(),
    cwd: CWD,
    originator: "codex_cli_rs",
    cli_version: "0.46.0",
    instructions: "You are Codex, a coding agent. ".repeat(40),
    git: { commit_hash: "4f2a9c1", branch: "main", repository_url: "git@example.com:shop.git" },
  });
  let nextCompaction = 50 * 1024 * 1024;
  let call = 0;
  let turn = 0;
  while (out.bytes < bytes) {
    turn++;
    const prompt = `Step ${turn}: make the checkout tests pass and keep the cart total in cents.`;
    await emit("turn_context", { cwd: CWD, approval_policy: "on-request", model: "gpt-5-codex" });
    await emit("response_item", {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: prompt }],
    });
    await emit("event_msg", { type: "user_message", message: prompt, images: [] });
    for (let step = 0; step < 6; step++) {
      await emit("response_item", {
        type: "reasoning",
        summary: [{ type: "summary_text", text: "**Checking the cart totals**" }],
        content: null,
        encrypted_content: "gAAAAAB".padEnd(randomInt(random, 2_000, 12_000), "x9Qz"),
      });
      call++;
      const id = `call_${call.toString(36).padStart(8, "0")}`;
      if (random() < 0.12) {
        const file = `src/cart/item-${call % 97}.ts`;
        await emit("response_item", {
          type: "custom_tool_call",
          status: "completed",
          call_id: id,
          name: "apply_patch",
          input: `*** Begin Patch\n*** Update File: ${file}\n@@\n-  total: 12.99\n+  total: 1299\n*** End Patch\n`,
        });
        await emit("event_msg", {
          type: "patch_apply_end",
          call_id: id,
          stdout: `Success. Updated the following files:\nM ${file}\n`,
          stderr: "",
          success: true,
          changes: { [`${CWD}/${file}`]: { update: { unified_diff: "@@ -1 +1 @@\n" } } },
        });
        continue;
      }
      const command = COMMANDS[randomInt(random, 0, COMMANDS.length - 1)] ?? "npm test";
      const failing = random() < 0.15;
      const exit = failing ? 1 : 0;
      const size =
        random() < 0.1 ? randomInt(random, 60_000, 400_000) : randomInt(random, 80, 6_000);
      const output = commandOutput(command, failing, size);
      await emit("response_item", {
        type: "function_call",
        name: "shell",
        arguments: JSON.stringify({ command: ["bash", "-lc", command], workdir: CWD }),
        call_id: id,
      });
      await emit("event_msg", {
        type: "exec_command_end",
        call_id: id,
        stdout: output,
        stderr: failing ? "npm ERR! Test failed." : "",
        aggregated_output: output,
        exit_code: exit,
        duration: { secs: 1, nanos: 500 },
        formatted_output: output,
      });
      await emit("response_item", {
        type: "function_call_output",
        call_id: id,
        output: JSON.stringify({ output, metadata: { exit_code: exit, duration_seconds: 1.5 } }),
      });
      await emit("event_msg", {
        type: "token_count",
        info: {
          total_token_usage: {
            input_tokens: 48_213 + call,
            output_tokens: 230,
            total_tokens: 48_443,
          },
          model_context_window: 272_000,
        },
        rate_limits: { primary: { used_percent: 12.5, window_minutes: 300 } },
      });
    }
    await emit("response_item", {
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text: "The cart totals are now kept in cents. ".repeat(8) }],
    });
    if (out.bytes > nextCompaction) {
      nextCompaction += 50 * 1024 * 1024;
      await emit("compacted", { message: "Summary of the conversation so far. ".repeat(50) });
      await emit("event_msg", { type: "context_compacted" });
    }
  }
  return out.close();
}

await runGeneratorCli(import.meta.url, "gen-codex-rollout", writeCodexRollout);
