/**
 * The fast paths still equal the full parse on the lines that carry the session's own words:
 * generated user messages (with reminders, as strings and blocks, queued prompts), assistant
 * reports, Read / ExitPlanMode / plan-file writes, Codex user and agent messages, update_plan
 * and read-like shell calls, and unknown line types — with long texts that stay lazy, re-spaced
 * and escaped, truncated and corrupted. Compared as events and as the folded summary.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { ClaudeParser } from "../../../src/collect/transcripts/agents/claude/parser.js";
import { CodexParser } from "../../../src/collect/transcripts/agents/codex/parser.js";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";
import { embedLine, mutateRaw, rawMutation, someText } from "../../helpers/fast-path.js";
import { propertyRuns } from "../../helpers/property-runs.js";

const CWD = "/home/dev/projects/http-client";

/** Text that is sometimes long (lazy on the fast path), sometimes carries harness blocks. */
const words = fc
  .tuple(
    someText(30),
    fc.integer({ min: 1, max: 1_500 }),
    fc.constantFrom("", "\n<system-reminder>\nA file changed.\n</system-reminder>", "  "),
    fc.constantFrom("", "<command-name>/compact</command-name>", "[Request interrupted by user]"),
  )
  .map(([unit, times, suffix, prefix]) => `${prefix}${(unit || "w").repeat(times)}${suffix}`);

let uuid = 0;
const claudeLine = fc.oneof(
  words.map((text) => ({ type: "user", cwd: CWD, message: { role: "user", content: text } })),
  fc.tuple(words, words).map(([a, b]) => ({
    type: "user",
    origin: { kind: "human" },
    message: {
      role: "user",
      content: [
        { type: "text", text: a },
        { type: "text", text: b },
      ],
    },
  })),
  words.map((text) => ({
    type: "attachment",
    attachment: { type: "queued_command", prompt: text, commandMode: "prompt" },
  })),
  fc.tuple(words, fc.boolean()).map(([text, synthetic]) => ({
    type: "assistant",
    message: {
      model: synthetic ? "<synthetic>" : "claude-opus-5",
      content: [{ type: "text", text }],
    },
  })),
  fc
    .tuple(fc.constantFrom("src/a.ts", `${CWD}/src/b.ts`, "/etc/hosts"), fc.nat(3))
    .map(([path, n]) => ({
      type: "assistant",
      message: {
        content: [{ type: "tool_use", id: `toolu_${n}`, name: "Read", input: { file_path: path } }],
      },
    })),
  fc.nat(3).map((n) => ({
    type: "user",
    message: { content: [{ type: "tool_result", tool_use_id: `toolu_${n}`, content: "ok" }] },
  })),
  words.map((plan) => ({
    type: "assistant",
    message: {
      content: [
        {
          type: "tool_use",
          id: "toolu_p",
          name: "ExitPlanMode",
          input: { plan: `# T\n- ${plan}` },
        },
        {
          type: "tool_use",
          id: "toolu_w",
          name: "Write",
          input: { file_path: `${CWD}/PLAN.md`, content: `# P\n1. ${plan}` },
        },
      ],
    },
  })),
  fc.constantFrom("api-request", "cost-state", "tools-used", "progress").map((type) => ({
    type,
    data: { x: 1 },
  })),
);

const codexLine = fc.oneof(
  words.map((text) => ({
    type: "response_item",
    payload: { type: "message", role: "user", content: [{ type: "input_text", text }] },
  })),
  words.map((message) => ({ type: "event_msg", payload: { type: "user_message", message } })),
  words.map((message) => ({ type: "event_msg", payload: { type: "agent_message", message } })),
  words.map((text) => ({
    type: "response_item",
    payload: { type: "message", role: "assistant", content: [{ type: "output_text", text }] },
  })),
  fc.tuple(words, fc.nat(2)).map(([step, n]) => ({
    type: "response_item",
    payload: {
      type: "function_call",
      name: "update_plan",
      call_id: `p${n}`,
      arguments: JSON.stringify({ explanation: "Plan", plan: [{ step, status: "pending" }] }),
    },
  })),
  fc
    .tuple(fc.constantFrom("cat src/a.ts", "sed -n '1,9p' b.ts", "nl -ba c.ts | head"), fc.nat(2))
    .map(([cmd, n]) => ({
      type: "response_item",
      payload: {
        type: "function_call",
        name: "exec_command",
        call_id: `c${n}`,
        arguments: JSON.stringify({ cmd, workdir: CWD }),
      },
    })),
  fc.tuple(fc.nat(2), fc.constantFrom(0, 1)).map(([n, exit]) => ({
    type: "response_item",
    payload: {
      type: "function_call_output",
      call_id: `c${n}`,
      output: `Process exited with code ${exit}\nOutput:\nx`,
    },
  })),
  fc.constant({ type: "token_usage_record", payload: { input_tokens: 1 } }),
  fc.constant({ type: "session_meta", payload: { id: "t", cwd: CWD, source: "cli" } }),
);

function withIds(obj: object): object {
  uuid++;
  return { ...obj, uuid: `u-${uuid}`, timestamp: "2026-11-30T09:00:00.000Z" };
}

function fold(events: TranscriptEvent[]) {
  const summary = new TranscriptAccumulator(5);
  for (const event of events) summary.add(event);
  return summary.result("claude", "f", CWD);
}

function run(
  make: () => ClaudeParser | CodexParser,
  lines: string[],
): { full: TranscriptEvent[]; fast: TranscriptEvent[] } {
  const a = make();
  const b = make();
  const full: TranscriptEvent[] = [];
  const fast: TranscriptEvent[] = [];
  for (const [i, line] of lines.entries()) {
    // What a reader decodes from the bytes (a corruption may split a surrogate pair).
    full.push(...a.handleLine(Buffer.from(line, "utf8").toString("utf8"), i + 1, "f"));
    const { buf, start, end } = embedLine(line);
    fast.push(...b.handleBytes(buf, start, end, i + 1, "f"));
  }
  full.push(...a.finish());
  fast.push(...b.finish());
  return { full, fast };
}

for (const [agent, arbitrary, make] of [
  // Every line through the byte reader (the default sends short lines to JSON.parse).
  ["Claude Code", claudeLine, () => new ClaudeParser({ nativeLineBytes: 0 })],
  ["Codex", codexLine, () => new CodexParser()],
] as const) {
  test(`${agent}: the session's words read the same on the fast path`, () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbitrary as fc.Arbitrary<object>, rawMutation), {
          minLength: 1,
          maxLength: 25,
        }),
        (chosen) => {
          const lines = chosen.map(([obj, m]) => mutateRaw(JSON.stringify(withIds(obj)), m));
          const { full, fast } = run(make, lines);
          assert.deepEqual(fast, full);
          assert.deepEqual(fold(fast), fold(full));
        },
      ),
      { numRuns: propertyRuns(120) },
    );
  });
}
