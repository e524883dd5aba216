/**
 * Prose right before a tool call: narration when it only announces the call ("Let me run the
 * tests", "Now writing src/x.js"), a conclusion when it states a choice or a fact with its
 * consequence and names something real — a file, a package, an identifier of the code the
 * session wrote. And a short verdict on a named thing ("x: out.") takes its reason along.
 * Sentences of several languages, and sessions in Claude Code's, Gemini CLI's and OpenCode's
 * shapes.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  extractConclusions,
  type Grounding,
} from "../../../src/collect/transcripts/conclusions.js";
import { commandNames, NameSet, namesOf } from "../../../src/collect/transcripts/grounding.js";
import { OpenCodeParser } from "../../../src/collect/transcripts/agents/opencode/parser.js";
import { GeminiParser } from "../../../src/collect/transcripts/agents/gemini/parser.js";
import { ClaudeParser } from "../../../src/collect/transcripts/agents/claude/parser.js";
import { claudeLine, fold } from "../../helpers/fold-conclusions.js";

/** A grounding that knows the names of `commands` and `paths`, as a session would. */
function grounding(commands: string[], paths: string[] = []): Grounding {
  const known = new NameSet();
  const removed = new NameSet();
  for (const command of commands) {
    const names = commandNames(command);
    for (const name of names.names) known.add(name);
    for (const name of names.removed) removed.add(name);
  }
  for (const path of paths) for (const name of namesOf(path)) known.add(name);
  // The paths are the files the session edited or read.
  const workedOn = (p: string) => paths.some((path) => path.endsWith(p));
  return { known: (n) => known.has(n), removed: (n) => removed.has(n), workedOn };
}

const ground = grounding(
  ["npm test", "pip uninstall -y sqlite-utils", "pytest -q"],
  [
    "src/queue/store.ts",
    "config/app.toml",
    "src/fechas.js",
    "src/preis.ts",
    "src/cache.py",
    "src/limite.go",
    "src/thumb.js",
    "test/queue.test.ts",
  ],
);

const beforeCall = (text: string) =>
  extractConclusions(text, ground, "before_tool").map((c) => [c.kind, c.text]);

test("before a tool call: a choice or fact with its consequence counts, in any language, no cue word", () => {
  for (const text of [
    "The queue keeps its jobs in src/queue/store.ts: a restart of the worker loses nothing.",
    "Config comes from config/app.toml only; the env vars the old loader read are ignored.",
    "Las fechas se guardan en UTC en src/fechas.js: el servidor de Lima y el de Madrid ven el mismo día.",
    "Die Preise rechnet src/preis.ts in Cent; mit Fließkommazahlen fehlte am Ende ein Cent.",
    "Le cache vit dans src/cache.py : le worker le relit à chaque requête, sans redémarrage.",
    "O limite fica em src/limite.go — o gateway corta os pedidos acima dele por cliente.",
  ])
    assert.deepEqual(beforeCall(text), [["decision", text]], text);
});

test("before a tool call: narration, chit-chat and questions never count", () => {
  for (const text of [
    "Let me run the tests in test/queue.test.ts.",
    "Now writing src/queue/store.ts: the store and its test.",
    "Writing src/queue/store.ts: the store, then the test.",
    "Running the suite of test/queue.test.ts again: the fix should hold.",
    "Voy a ejecutar los tests de src/fechas.js ahora.",
    "Je vais relancer pytest sur src/cache.py.",
    "Jetzt schreibe ich src/preis.ts neu, mit Cent.",
    "Great, src/queue/store.ts is there and compiles.",
    "Should I keep src/queue/store.ts: or split it in two?",
    "I'm going to write src/limite.go with the limiter next.",
  ])
    assert.deepEqual(beforeCall(text), [], text);
});

test("a reason said first takes the grounded sentence after it along", () => {
  const text =
    "Retina screens halve odd pixel sizes: the CSS scales by two. Keeping the width even in src/thumb.js avoids the blur.";
  assert.deepEqual(beforeCall(text), [["decision", text]]);
  // A sentence with no consequence before it stays apart.
  assert.deepEqual(
    beforeCall("Thumbnails look fine. Keeping the width even in src/thumb.js avoids the blur."),
    [],
  );
});

test("a short verdict on a removed thing takes its reason along: a dead end, whatever the words", () => {
  const text = "sqlite-utils: out. Every deploy target mounts the data folder read-only.";
  assert.deepEqual(beforeCall(text), [["dead_end", text]]);
  // A short sentence that names nothing stays noise.
  assert.deepEqual(beforeCall("Right: done. Every deploy target mounts it read-only."), []);
});

test("Claude Code: a decision said before its Write, grounded only by an identifier the Write adds", () => {
  const parser = new ClaudeParser();
  const decision =
    "Durations are kept as whole milliseconds in toMillis(): floats drifted once a day of sums added up.";
  const lines = [
    claudeLine(1, "user", { role: "user", content: "Write parseDuration for the timesheet." }),
    claudeLine(2, "assistant", {
      role: "assistant",
      content: [
        { type: "text", text: decision },
        {
          type: "tool_use",
          id: "w1",
          name: "Write",
          input: {
            file_path: "/w/src/duration.js",
            content:
              "export function toMillis(h, m) {\n  return (h * 60 + m) * 60_000;\n}\nexport function parseDuration(text) {\n  const [h, m] = text.split(':').map(Number);\n  return toMillis(h, m);\n}\n",
          },
        },
      ],
    }),
    claudeLine(3, "user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "w1", content: "File created" }],
    }),
    claudeLine(4, "assistant", {
      role: "assistant",
      content: [{ type: "text", text: "Done, parseDuration() is in src/duration.js." }],
    }),
  ];
  const events = [
    ...lines.flatMap((line, i) => parser.handleLine(JSON.stringify(line), i + 1, "f", false)),
    ...parser.finish(),
  ];
  assert.ok(fold(events).some((c) => c.kind === "decision" && c.text === decision));
});

test("Gemini CLI: a message's decision before its write_file counts; its plain narration does not", () => {
  const parser = new GeminiParser();
  const decision =
    "Retries go through withBackoff(); each attempt waits twice as long as the one before, up to the cap.";
  const messages = [
    { id: "u1", type: "user", content: [{ text: "Add retries to the fetcher." }] },
    {
      id: "g1",
      type: "gemini",
      content: "I'll check the fetcher first.",
      toolCalls: [
        {
          id: "r1",
          name: "read_file",
          args: { file_path: "src/fetcher.ts" },
          status: "success",
        },
      ],
    },
    {
      id: "g2",
      type: "gemini",
      content: decision,
      toolCalls: [
        {
          id: "w1",
          name: "write_file",
          args: {
            file_path: "src/fetcher.ts",
            content:
              "export async function withBackoff(fn, cap = 8000) {\n  for (let wait = 250; ; wait = Math.min(wait * 2, cap)) {\n    try { return await fn(); } catch { await sleep(wait); }\n  }\n}\n",
          },
          status: "success",
        },
      ],
    },
  ];
  const events = [...messages.flatMap((m) => parser.handleMessage(m)), ...parser.finish()];
  assert.deepEqual(fold(events), [{ kind: "decision", text: decision }]);
});

test("OpenCode: a decision in the text part before an edit counts, grounded by the edit's new code", () => {
  const parser = new OpenCodeParser();
  const origin = { file: "s", line: 1 };
  const decision =
    "Prices are rounded once, in roundCents(); rounding each line made the invoice total a cent off.";
  const parts: [unknown, string][] = [
    [{ id: "p1", type: "text", text: "Fix the invoice totals." }, "user"],
    [{ id: "p2", type: "text", text: decision }, "assistant"],
    [
      {
        id: "p3",
        type: "tool",
        tool: "edit",
        state: {
          status: "completed",
          input: {
            filePath: "src/invoice.ts",
            oldString: "return lines.reduce((s, l) => s + round(l), 0);",
            newString: "return roundCents(lines.reduce((s, l) => s + l, 0));",
          },
        },
      },
      "assistant",
    ],
  ];
  const events = parts.flatMap(([part, role]) => parser.handlePart(part, role, origin));
  // It gives the reason `round(` went too, a call the session found there: the briefing shows a
  // dead end only when an earlier session of the relay changed the file, else the decision.
  assert.deepEqual(fold(events), [
    {
      kind: "dead_end",
      text: decision,
      took_out: { names: ["round"], own: false, path: "src/invoice.ts", was: "decision" },
    },
  ]);
});

test("before a tool call: a file or folder named in its other number grounds a choice ('migration' of migrations/, 'preview' of previews.js)", () => {
  const named = grounding(["npm test"], ["migrations/20260101_users.sql", "src/previews.js"]);
  const said = (text: string) =>
    extractConclusions(text, named, "before_tool").map((c) => [c.kind, c.text]);
  for (const text of [
    "Each migration name starts with a UTC timestamp; two branches can never both take number 12 that way.",
    "I'll key the cache on a hash of the page's bytes rather than its name, so that a re-uploaded page gets a fresh preview.",
  ])
    assert.deepEqual(said(text), [["decision", text]], text);
  // A word of four letters or less, or one naming nothing of the session, grounds nothing.
  for (const text of [
    "Each user name starts with a letter; two accounts can never share one that way.",
    "I'll key the cache on a hash of the bytes rather than the name, so that nothing goes stale.",
  ])
    assert.deepEqual(said(text), [], text);
});
