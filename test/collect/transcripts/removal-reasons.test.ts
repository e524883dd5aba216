/**
 * A dead end said by its effect, grounded in where it sits (`removal-reasons.ts`): the sentence
 * right before the edit that takes the session's own code back out, the one after a failed check
 * before such an edit, or the one that ends the turn after it, names none of that code, yet it is
 * the reason the code went: a dead end, with what went. Sessions of Claude Code, Codex CLI and
 * Gemini CLI, in English, German and Spanish; and what is no dead end (narration before another
 * call, tidying, a removal the user asked for, code the session never wrote).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ClaudeParser } from "../../../src/collect/transcripts/agents/claude/parser.js";
import { CodexParser } from "../../../src/collect/transcripts/agents/codex/parser.js";
import { GeminiParser } from "../../../src/collect/transcripts/agents/gemini/parser.js";
import type { JsonObject, TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { withLastWords } from "../../../src/collect/transcripts/last-words.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";
import { claudeLine, fold } from "../../helpers/fold-conclusions.js";

const CACHE_IN =
  "const priceCache = new Map();\nexport async function price(id) {\n  if (!priceCache.has(id)) priceCache.set(id, await fetchPrice(id));\n  return priceCache.get(id);\n}\n";
const CACHE_OUT = "export async function price(id) {\n  return fetchPrice(id);\n}\n";

/**
 * A Claude Code session: the user's task, an edit putting the cache in, then the second edit with
 * prose `said.before` it (same message) and `said.after` it (ending the turn).
 */
function claudeSession(
  user: string,
  second: { old: string; new: string },
  said: { before?: string; after?: string },
) {
  const parser = new ClaudeParser();
  const edit = (n: number, id: string, oldString: string, newString: string, said?: string) =>
    claudeLine(n, "assistant", {
      role: "assistant",
      content: [
        ...(said === undefined ? [] : [{ type: "text", text: said }]),
        {
          type: "tool_use",
          id,
          name: "Edit",
          input: { file_path: "/w/src/prices.js", old_string: oldString, new_string: newString },
        },
      ],
    });
  const result = (n: number, id: string) =>
    claudeLine(n, "user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: "updated" }],
    });
  const lines = [
    claudeLine(1, "user", { role: "user", content: user }),
    edit(2, "e1", CACHE_OUT, CACHE_IN),
    result(3, "e1"),
    edit(4, "e2", second.old, second.new, said.before),
    result(5, "e2"),
    ...(said.after === undefined
      ? []
      : [
          claudeLine(6, "assistant", {
            role: "assistant",
            content: [{ type: "text", text: said.after }],
          }),
        ]),
    claudeLine(7, "user", { role: "user", content: "Thanks." }),
  ];
  const events: TranscriptEvent[] = [
    ...lines.flatMap((line, i) => parser.handleLine(JSON.stringify(line), i + 1, "f", false)),
    ...parser.finish(),
  ];
  return fold(events);
}

test("Claude Code: the sentence before the edit that takes the session's cache out is its dead end", () => {
  const said =
    "The cache made the second page instant but showed yesterday's prices — back to fetching each time.";
  assert.deepEqual(
    claudeSession(
      "Make the product page faster.",
      { old: CACHE_IN, new: CACHE_OUT },
      { before: said },
    ),
    [
      {
        kind: "dead_end",
        text: said,
        took_out: { names: ["priceCache"], path: "src/prices.js", own: true, was: "decision" },
      },
    ],
  );
});

test("Claude Code, German: the words that end the turn after the removal are its dead end", () => {
  const said = "Die Ausgabe sprang bei jedem Neuladen hin und her; raus damit.";
  assert.deepEqual(
    claudeSession(
      "Mach die Produktseite schneller.",
      { old: CACHE_IN, new: CACHE_OUT },
      { after: said },
    ),
    [
      {
        kind: "dead_end",
        text: said,
        took_out: { names: ["priceCache"], path: "src/prices.js", own: true },
      },
    ],
  );
});

test("no dead end: narration, a plan, tidying, or a removal the user asked for", () => {
  const out = { old: CACHE_IN, new: CACHE_OUT };
  for (const said of [
    "Let me put the plain fetch back.",
    "I'll try a shorter expiry after this.",
    "Renaming the lookup so the module reads better.",
    "Removing the price cache from the module.",
  ])
    assert.deepEqual(
      claudeSession("Make the product page faster.", out, { before: said }),
      [],
      said,
    );
  assert.deepEqual(
    claudeSession("Take the price cache out of src/prices.js again.", out, {
      before: "The cache made the second page instant but showed yesterday's prices.",
    }),
    [],
  );
  // The same words before an edit that takes nothing out: narration of that edit.
  assert.deepEqual(
    claudeSession(
      "Make the product page faster.",
      { old: CACHE_IN, new: `${CACHE_IN}// keyed by id\n` },
      { before: "The cache made the second page instant but showed yesterday's prices." },
    ),
    [],
  );
});

test("Codex CLI, Spanish: after a failed check, the words before the patch that removes the helper", () => {
  const parser = new CodexParser();
  const line = (type: string, payload: Record<string, unknown>) => ({
    timestamp: "2026-12-01T10:00:00.000Z",
    type,
    payload,
  });
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
  const said = "Los totales salían un céntimo cortos en la mitad de las filas, así que fuera.";
  const rollout = [
    line("session_meta", { id: "x", cwd: "/w" }),
    line("response_item", {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: "Reparte la cuenta entre los comensales." }],
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
      content: [{ type: "output_text", text: said }],
    }),
    ...patch(
      "p2",
      "*** Begin Patch\n*** Update File: src/split.js\n@@\n-function roundHalfEven(x) { return Math.round(x * 100) / 100; }\n-export const split = (t, n) => roundHalfEven(t / n);\n+export const split = (t, n) => Math.floor((t * 100) / n) / 100;\n*** End Patch",
    ),
  ];
  const events = [
    ...rollout.flatMap((l, i) => parser.handleLine(JSON.stringify(l), i + 1, "f")),
    ...parser.finish(),
  ];
  assert.deepEqual(fold(events), [
    {
      kind: "dead_end",
      text: said,
      took_out: { names: ["roundHalfEven"], path: "src/split.js", own: true },
    },
  ]);
});

test("Gemini CLI: a removal of code the session did not write is kept for generate to judge", () => {
  const parser = new GeminiParser();
  const said = "The totals jumped around between runs, so that helper is gone.";
  const session = [
    { sessionId: "s", projectHash: "p", startTime: "2026-12-01T09:00:00.000Z" },
    { id: "u1", type: "user", content: [{ text: "Make the nightly totals stable." }] },
    {
      id: "g1",
      type: "gemini",
      content: said,
      toolCalls: [
        {
          id: "k1",
          name: "replace",
          args: {
            file_path: "/w/src/totals.js",
            old_string:
              "function shuffleRows(rows) {\n  return rows.sort(() => Math.random() - 0.5);\n}\n",
            new_string: "",
          },
          status: "success",
        },
      ],
    },
  ];
  const events = [
    ...session.flatMap((l, i) => parser.handleLine(l as JsonObject, i + 1, "f")),
    ...parser.finish(),
  ];
  assert.deepEqual(fold(events), [
    {
      kind: "dead_end",
      text: said,
      took_out: { names: ["shuffleRows"], path: "src/totals.js", own: false, was: "decision" },
    },
  ]);
});

/** A Claude Code session that writes `file`, runs `run` (if any), then says `said` before `rm`. */
function rmSession(file: string, run: string | null, said: string) {
  const parser = new ClaudeParser();
  let n = 0;
  const call = (id: string, name: string, input: unknown, text?: string) => [
    claudeLine(++n, "assistant", {
      role: "assistant",
      content: [
        ...(text === undefined ? [] : [{ type: "text", text }]),
        { type: "tool_use", id, name, input },
      ],
    }),
    claudeLine(++n, "user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: "ok" }],
    }),
  ];
  const lines = [
    claudeLine(++n, "user", { role: "user", content: "Export the nightly totals." }),
    ...call("w1", "Write", {
      file_path: `/w/${file}`,
      content: "export function exportRows(rows) {}\n",
    }),
    ...(run === null ? [] : call("b1", "Bash", { command: run })),
    ...call("b2", "Bash", { command: `rm ${file}` }, said),
    claudeLine(++n, "user", { role: "user", content: "ok" }),
  ];
  return fold([
    ...lines.flatMap((line, i) => parser.handleLine(JSON.stringify(line), i + 1, "f", false)),
    ...parser.finish(),
  ]);
}

test("rm of a file the session wrote is a removal; of a probe it ran, clean-up", () => {
  const said = "Every row came out twice in the morning report.";
  assert.deepEqual(rmSession("src/legacy-writer.js", null, said), [
    {
      kind: "dead_end",
      text: said,
      took_out: { names: ["src/legacy-writer.js"], path: null, own: true },
    },
  ]);
  const found = "The API returns every amount in cents, never in euros.";
  assert.deepEqual(rmSession("scripts/probe.js", "node scripts/probe.js", found), []);
});

test("the hook's last words, not in the transcript yet, give the reason for the last turn's removal", () => {
  const parser = new ClaudeParser();
  const lines = [
    claudeLine(1, "user", { role: "user", content: "Make the product page faster." }),
    ...[
      ["e1", CACHE_OUT, CACHE_IN],
      ["e2", CACHE_IN, CACHE_OUT],
    ].flatMap(([id, oldString, newString], i) => [
      claudeLine(2 + 2 * i, "assistant", {
        role: "assistant",
        content: [
          {
            type: "tool_use",
            id,
            name: "Edit",
            input: { file_path: "/w/src/prices.js", old_string: oldString, new_string: newString },
          },
        ],
      }),
      claudeLine(3 + 2 * i, "user", {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: id, content: "updated" }],
      }),
    ]),
  ];
  const acc = new TranscriptAccumulator(3);
  for (const event of [
    ...lines.flatMap((line, i) => parser.handleLine(JSON.stringify(line), i + 1, "f", false)),
    ...parser.finish(),
  ])
    acc.add(event);
  const summary = acc.result("claude", "t", "/w");
  assert.deepEqual(summary.turn_removal, {
    names: ["priceCache"],
    path: "src/prices.js",
    own: true,
  });
  const said = "The cache showed yesterday's prices to every visitor after a price change.";
  assert.deepEqual(withLastWords(summary, said).conclusions, [
    { kind: "dead_end", text: said, took_out: { ...summary.turn_removal, was: "decision" } },
  ]);
});
