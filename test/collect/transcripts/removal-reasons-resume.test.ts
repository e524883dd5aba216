/**
 * A resumed scan keeps the removals the prose sits next to (`removal-reasons.ts`) as a full scan
 * does, wherever the transcript was cut: the removal a turn's last words may give the reason for,
 * and each dead end's removal, are saved as their call's source and the names' hashes and read
 * back from the call. The cache holds none of their names as text.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { TRANSCRIPT_CACHE, transcriptReads } from "../../helpers/transcript-cache-reads.js";

// A cut inside the first line is no transcript yet: the same error either way.
const { fresh, assertAppendEqualsFull } = transcriptReads("claude", { errors: true });

/** A Claude Code session of two turns, each taking back code it put in, told by its effect. */
function sessionLines(root: string): string {
  let n = 0;
  const line = (type: string, message: unknown) =>
    JSON.stringify({
      type,
      uuid: `u${++n}`,
      cwd: root,
      sessionId: "s",
      timestamp: `2026-12-01T10:00:${String(n).padStart(2, "0")}.000Z`,
      message,
    });
  const edit = (id: string, oldString: string, newString: string, text?: string) => [
    line("assistant", {
      role: "assistant",
      content: [
        ...(text === undefined ? [] : [{ type: "text", text }]),
        {
          type: "tool_use",
          id,
          name: "Edit",
          input: {
            file_path: `${root}/src/prices.js`,
            old_string: oldString,
            new_string: newString,
          },
        },
      ],
    }),
    line("user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: "updated" }],
    }),
  ];
  const plain = "export async function price(id) {\n  return fetchPrice(id);\n}\n";
  const cached =
    "const priceCache = new Map();\nexport async function price(id) {\n  return priceCache.get(id) ?? fetchPrice(id);\n}\n";
  const batched =
    "function fetchBatched(ids) {\n  return Promise.all(ids.map(fetchPrice));\n}\nexport async function price(id) {\n  return fetchPrice(id);\n}\n";
  return `${[
    line("user", { role: "user", content: "Make the product page faster." }),
    ...edit("e1", plain, cached),
    ...edit(
      "e2",
      cached,
      plain,
      "The cache made the second page instant but showed yesterday's prices — back to fetching each time.",
    ),
    line("user", { role: "user", content: "Try batching the price requests instead." }),
    ...edit("e3", plain, batched),
    ...edit("e4", batched, plain),
    line("assistant", {
      role: "assistant",
      content: [
        {
          type: "text",
          text: "The batch waited for the slowest supplier on every page load, so that's gone.",
        },
      ],
    }),
    line("user", { role: "user", content: "Fine, leave it plain." }),
  ].join("\n")}\n`;
}

test("append-then-read equals a full scan for removals told by their effect", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-removal-resume-"));
  try {
    const path = join(root, "session.jsonl");
    const bytes = Buffer.from(sessionLines(root));
    writeFileSync(path, bytes);
    const full = JSON.parse(await fresh(root, path)) as {
      conclusions: { kind: string; took_out?: { names: string[] } }[];
    };
    assert.deepEqual(
      full.conclusions.map((c) => [c.kind, c.took_out?.names]),
      [
        ["dead_end", ["fetchBatched"]],
        ["dead_end", ["priceCache"]],
      ],
    );
    await assertAppendEqualsFull(root, { path, bytes }, 25);
    const cache = readFileSync(join(root, TRANSCRIPT_CACHE), "utf8");
    assert.doesNotMatch(cache, /priceCache|fetchBatched/i);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

const codexReads = transcriptReads("codex", { errors: true });

/** A Codex CLI rollout: a helper patched in, a failed check, its effect said, the patch out. */
function rolloutLines(root: string): string {
  const line = (type: string, payload: Record<string, unknown>) =>
    JSON.stringify({ timestamp: "2026-12-01T10:00:00.000Z", type, payload });
  const patch = (id: string, body: string) => [
    line("response_item", {
      type: "custom_tool_call",
      name: "apply_patch",
      call_id: id,
      input: body,
    }),
    line("response_item", {
      type: "custom_tool_call_output",
      call_id: id,
      output: JSON.stringify({ output: "Success", metadata: { exit_code: 0 } }),
    }),
  ];
  return `${[
    line("session_meta", { id: "x", cwd: root }),
    line("response_item", {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: "Split the bill between the guests." }],
    }),
    ...patch(
      "p1",
      "*** Begin Patch\n*** Update File: src/split.js\n@@\n-export const split = (t, n) => t / n;\n+function roundHalfEven(x) { return Math.round(x * 100) / 100; }\n+export const split = (t, n) => roundHalfEven(t / n);\n*** End Patch",
    ),
    line("response_item", {
      type: "function_call",
      name: "shell",
      arguments: JSON.stringify({ command: ["bash", "-lc", "npm test"] }),
      call_id: "c1",
    }),
    line("response_item", {
      type: "function_call_output",
      call_id: "c1",
      output: JSON.stringify({ output: "1 failing", metadata: { exit_code: 1 } }),
    }),
    line("response_item", {
      type: "message",
      role: "assistant",
      content: [
        {
          type: "output_text",
          text: "Totals came out a cent short on half the rows, so that's gone.",
        },
      ],
    }),
    ...patch(
      "p2",
      "*** Begin Patch\n*** Update File: src/split.js\n@@\n-function roundHalfEven(x) { return Math.round(x * 100) / 100; }\n-export const split = (t, n) => roundHalfEven(t / n);\n+export const split = (t, n) => Math.floor((t * 100) / n) / 100;\n*** End Patch",
    ),
  ].join("\n")}\n`;
}

test("Codex CLI: append-then-read equals a full scan for a removal after a failed check", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-removal-resume-"));
  try {
    const path = join(root, "rollout-2026-12-01T10-00-00-x.jsonl");
    const bytes = Buffer.from(rolloutLines(root));
    writeFileSync(path, bytes);
    const full = JSON.parse(await codexReads.fresh(root, path)) as {
      conclusions: { kind: string; took_out?: { names: string[] } }[];
    };
    assert.deepEqual(
      full.conclusions.map((c) => [c.kind, c.took_out?.names]),
      [["dead_end", ["roundHalfEven"]]],
    );
    await codexReads.assertAppendEqualsFull(root, { path, bytes }, 25);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
