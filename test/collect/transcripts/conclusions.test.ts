/**
 * What the agent concluded, from the structure of its session: only prose that ends a turn or
 * follows a failed tool result is read, and a sentence of it counts only when it names something
 * real of the session (a path, a package, a command word, a measurement, an error code); kinds
 * from the same signals (a thing a command took back out is a dead end, whatever the words).
 * Narration a tool call follows is never a conclusion, in any language. Sessions of every
 * agent's shape; the resumable scans save where each conclusion is, never its text.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  extractConclusions,
  type Grounding,
  MAX_CONCLUSION,
  novelConclusions,
} from "../../../src/collect/transcripts/conclusions.js";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { commandNames, NameSet, namesOf } from "../../../src/collect/transcripts/grounding.js";
import { ingestTranscript } from "../../../src/collect/transcripts/index.js";
import { OpenCodeParser } from "../../../src/collect/transcripts/agents/opencode/parser.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";
import { makeGrowingSession } from "../../helpers/claude-growing-session.js";

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

const kinds = (text: string, ground: Grounding, afterFailure = false) =>
  extractConclusions(text, ground, afterFailure ? "after_failure" : "ends_turn").map((c) => [
    c.kind,
    c.text,
  ]);

test("a sentence counts when it names something of the session, cue words or not", () => {
  const ground = grounding(["npm install luxon", "npm run build"], ["src/format/date.ts"]);
  // No cue word at all: the package and the file make it count.
  const plain = "Luxon formats the invoice dates now, the helper lives in src/format/date.ts.";
  assert.deepEqual(kinds(plain, ground), [["decision", plain]]);
  // A cue word alone is no longer enough: it names nothing the session touched.
  assert.deepEqual(kinds("I decided it is better this way, because it reads well.", ground), []);
  // A measurement or an error code names something real by itself.
  assert.deepEqual(kinds("The cold start went from 2.4 s to 900 ms after that change.", ground), [
    ["decision", "The cold start went from 2.4 s to 900 ms after that change."],
  ]);
  assert.deepEqual(kinds("The worker dies with ENOMEM whenever two uploads overlap.", ground), [
    ["decision", "The worker dies with ENOMEM whenever two uploads overlap."],
  ]);
});

test("a thing taken back out is a dead end, by the command that removed it or in any words", () => {
  const ground = grounding([
    "pnpm add lodash-es",
    "pnpm remove lodash-es",
    "git restore src/api/pool.ts",
  ]);
  // Named by the removing command, no removal word in the sentence.
  const byCommand = "No lodash-es after all: two helpers in src/util/array.ts cover what it gave.";
  assert.deepEqual(kinds(byCommand, ground), [["dead_end", byCommand]]);
  const pool = "The pool.ts rewrite is gone, the old pool handles the 40 connections fine.";
  assert.deepEqual(kinds(pool, ground), [["dead_end", pool]]);
  // Said in words, the thing named by shape only.
  for (const text of [
    "Tore the polyfill back out — it added 90 KB to every page for one browser.",
    "Quité el caché de segundo nivel: doblaba el uso de memoria hasta 2 GB.",
    "Den Worker-Pool wieder entfernt, er brachte bei 4 Kernen nur 3% mehr.",
  ])
    assert.deepEqual(kinds(text, ground), [["dead_end", text]], text);
});

test("prose after a failed result is a finding; a reason or finding adds weight", () => {
  const ground = grounding(["make db-test"], ["docker-compose.yml"]);
  const found =
    "The test database needs port 5434 here; docker-compose.yml maps 5432 to another project.";
  assert.deepEqual(kinds(found, ground, true), [["fact", found]]);
  // Of many grounded sentences, the three heaviest stay, in the order stated.
  const many = [
    "Edited docker-compose.yml twice.",
    "Port 5434 is free on this machine, so the compose file maps it there.",
    "The db-test target still ran.",
    "The compose file is in docker-compose.yml now.",
    "Bumped the healthcheck to 10 s because Postgres takes 6 s to start.",
  ].join(" ");
  const kept = extractConclusions(many, ground).map((c) => c.text);
  assert.equal(kept.length, 3);
  assert.ok(kept.some((t) => t.startsWith("Port 5434")));
  assert.ok(kept.some((t) => t.startsWith("Bumped the healthcheck")));
});

test("code, tables, headings, questions and remarks to the user are not conclusions", () => {
  const ground = grounding(["npm test"], ["src/retry.js"]);
  const noise = [
    "```js\nconst delay = full ? random(cap) : cap; // src/retry.js because of jitter\n```",
    "    return retry(fn, opts); // src/retry.js instead of a loop",
    "| option | src/retry.js |\n|---|---|\n| a | 30 s |",
    "## Decided: src/retry.js",
    "Should I revert src/retry.js because it does not work?",
    "Let me know if you want src/retry.js split in two.",
    "If you'd like, I can also cover src/retry.js with a 30 s test.",
    "Done.",
  ];
  for (const text of noise) assert.deepEqual(kinds(text, ground), [], text);
});

test("at most three a message, none over 300 characters, cut at a word", () => {
  const ground = grounding([], ["src/queue.ts"]);
  const long = `I chose the queue in src/queue.ts rather than the cron job ${"because it keeps order ".repeat(30)}and retries.`;
  const [only] = extractConclusions(long, ground);
  assert.ok(only !== undefined && only.text.length <= MAX_CONCLUSION);
  assert.ok(only.text.endsWith("…"));
  assert.doesNotMatch(only.text, /orde…$|becaus…$/, "never cut inside a word");
});

test("novelty: an older conclusion a later one or the user already says is left out", () => {
  const kept = novelConclusions(
    [
      { text: "Switched the session store to Redis hashes in src/store.ts." },
      { text: "The export job takes 40 s on the staging data." },
      { text: "Session store switched to Redis hashes in src/store.ts, see the tests." },
    ],
    ["The export job takes 40 s on the staging data, keep it under a minute."],
  );
  assert.deepEqual(
    kept.map((c) => c.text),
    ["Session store switched to Redis hashes in src/store.ts, see the tests."],
  );
});

/** A session of events, each text with a source: its index in the list. */
function fold(events: TranscriptEvent[]) {
  const acc = new TranscriptAccumulator(3);
  for (const [i, event] of events.entries()) acc.add({ ...event, from: i } as TranscriptEvent);
  return acc.result("claude", "t.jsonl", "/repo").conclusions;
}

const cmd = (command: string, exit_code: number): TranscriptEvent => ({
  kind: "command",
  record: { command, exit_code },
});

test("where prose sits in its turn: narration before a tool call never counts, in any language", () => {
  const conclusions = fold([
    { kind: "user", text: "Make the API tests pass." },
    { kind: "edit", path: "/repo/src/api.ts" },
    // Narration, grounded and with a cue word: a tool call follows it.
    { kind: "report", text: "Voy a ejecutar los tests de src/api.ts porque cambié el router." },
    { kind: "tool" },
    cmd("npm test -- src/api.test.ts", 1),
    // After the failure, then a tool call: what the failure taught counts.
    {
      kind: "report",
      text: "Le routeur de src/api.ts renvoie 404 sur /health depuis le changement de préfixe.",
    },
    { kind: "tool" },
    { kind: "edit", path: "/repo/src/api.ts" },
    { kind: "report", text: "Let me run the tests again on src/api.ts to see that they pass now." },
    { kind: "tool" },
    cmd("npm test -- src/api.test.ts", 0),
    // The turn's last words, then the user speaks: a conclusion, no cue word.
    { kind: "report", text: "The /health route sits outside the /v2 prefix in src/api.ts again." },
    { kind: "user", text: "Good. Now the docs." },
    { kind: "edit", path: "/repo/docs/api.md" },
    // The session's last prose: its turn ends with the transcript.
    { kind: "report", text: "docs/api.md lists /health apart from the /v2 routes." },
  ]);
  assert.deepEqual(conclusions, [
    { kind: "decision", text: "docs/api.md lists /health apart from the /v2 routes." },
    {
      kind: "decision",
      text: "The /health route sits outside the /v2 prefix in src/api.ts again.",
    },
    {
      kind: "fact",
      text: "Le routeur de src/api.ts renvoie 404 sur /health depuis le changement de préfixe.",
    },
  ]);
});

test("a package added then removed by the session makes the turn's last words a dead end", () => {
  const conclusions = fold([
    { kind: "user", text: "The bundle is too big, fix it." },
    cmd("npm install chart.js", 0),
    { kind: "tool" },
    cmd("npm run build", 0),
    { kind: "tool" },
    cmd("npm uninstall chart.js", 0),
    {
      kind: "report",
      text: "chart.js is gone: a 30-line canvas sparkline does the one chart we draw.",
    },
  ]);
  assert.deepEqual(conclusions, [
    {
      kind: "dead_end",
      text: "chart.js is gone: a 30-line canvas sparkline does the one chart we draw.",
    },
  ]);
});

// Each agent's own shape, through its adapter.

function withFile(name: string, text: string, body: (path: string) => Promise<void>) {
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), "handoff-conclusions-"));
    try {
      const path = join(dir, name);
      writeFileSync(path, text);
      await body(path);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

let n = 0;
const claude = (type: string, message: unknown) =>
  JSON.stringify({
    type,
    uuid: `u-${++n}`,
    cwd: "/w/shop",
    sessionId: "s",
    timestamp: `2026-03-01T09:00:${String(n % 60).padStart(2, "0")}.000Z`,
    message,
  });
const said = (text: string) =>
  claude("assistant", { role: "assistant", content: [{ type: "text", text }] });
const bash = (id: string, command: string) =>
  claude("assistant", {
    role: "assistant",
    content: [{ type: "tool_use", id, name: "Bash", input: { command } }],
  });
const ran = (id: string, content: string, isError = false) =>
  claude("user", {
    role: "user",
    content: [{ type: "tool_result", tool_use_id: id, content, is_error: isError }],
  });

test(
  "Claude Code: narration before a tool use is dropped; the removal that ends the turn is a dead end",
  withFile(
    "session.jsonl",
    [
      claude("user", { role: "user", content: "Shrink the shop's bundle, it is over budget." }),
      said("I'll check what the bundle holds first."),
      bash("t1", "npx vite build --mode production"),
      ran("t1", "dist/assets/index.js  812.40 kB"),
      said("Checking which charting package is in there."),
      bash("t2", "npm ls recharts"),
      ran("t2", "shop@1.0.0\n└── recharts@2.12.0"),
      bash("t3", "npm uninstall recharts"),
      ran("t3", "removed 37 packages"),
      said(
        "Took recharts back out: it was 410 kB of the bundle for one sparkline, which is now a 40-line SVG in src/Spark.tsx.",
      ),
    ].join("\n"),
    async (path) => {
      const summary = await ingestTranscript(path, { agent: "claude", k: 3, root: "/w/shop" });
      assert.deepEqual(summary.conclusions, [
        {
          kind: "dead_end",
          text: "Took recharts back out: it was 410 kB of the bundle for one sparkline, which is now a 40-line SVG in src/Spark.tsx.",
        },
      ]);
    },
  ),
);

const codex = (type: string, payload: Record<string, unknown>) =>
  JSON.stringify({ timestamp: "2026-03-02T10:00:00.000Z", type, payload });
const codexSays = (text: string) => [
  codex("response_item", {
    type: "message",
    role: "assistant",
    content: [{ type: "output_text", text }],
  }),
  codex("event_msg", { type: "agent_message", message: text }),
];
const codexCall = (id: string, command: string) =>
  codex("response_item", {
    type: "function_call",
    name: "shell",
    arguments: JSON.stringify({ command: ["bash", "-lc", command] }),
    call_id: id,
  });
const codexOutput = (id: string, exit: number, out: string) =>
  codex("response_item", {
    type: "function_call_output",
    call_id: id,
    output: JSON.stringify({ output: out, metadata: { exit_code: exit } }),
  });

test(
  "Codex CLI: a message said twice counts once; prose after a failure and before the next call is a finding",
  withFile(
    "rollout-2026-03-02T10-00-00-x.jsonl",
    [
      codex("session_meta", { id: "x", cwd: "/w/billing" }),
      codex("response_item", {
        type: "message",
        role: "user",
        content: [{ type: "input_text", text: "Make the invoice export pass in CI." }],
      }),
      ...codexSays("Ejecuto primero la exportación de facturas."),
      codexCall("c1", "LANG=C pytest tests/test_export.py"),
      codexOutput("c1", 1, "E   UnicodeEncodeError: 'ascii' codec can't encode"),
      ...codexSays(
        "The CSV writer in billing/export.py opens the file without an encoding, so a C locale breaks on the € sign.",
      ),
      codexCall("c2", "sed -n 1,40p billing/export.py"),
      codexOutput("c2", 0, "import csv"),
      ...codexSays("Export writes UTF-8 explicitly in billing/export.py, whatever the locale."),
      codex("response_item", {
        type: "message",
        role: "user",
        content: [{ type: "input_text", text: "thanks" }],
      }),
    ].join("\n"),
    async (path) => {
      const summary = await ingestTranscript(path, { agent: "codex", k: 3, root: "/w/billing" });
      assert.deepEqual(summary.conclusions, [
        {
          kind: "decision",
          text: "Export writes UTF-8 explicitly in billing/export.py, whatever the locale.",
        },
        {
          kind: "fact",
          text: "The CSV writer in billing/export.py opens the file without an encoding, so a C locale breaks on the € sign.",
        },
      ]);
    },
  ),
);

test(
  "Gemini CLI: a message's text before its own tool calls is narration; the next message after the failure is a finding",
  withFile(
    "session.jsonl",
    [
      { sessionId: "s", projectHash: "p", startTime: "2026-03-03T10:00:00.000Z" },
      { id: "u1", type: "user", content: [{ text: "Die Migration muss durchlaufen." }] },
      {
        id: "g1",
        type: "gemini",
        content: "Ich starte die Migration mit make migrate.",
        toolCalls: [
          {
            id: "k1",
            name: "run_shell_command",
            args: { command: "make migrate" },
            status: "success",
            resultDisplay: "Output: column user_id already exists\nExit Code: 2",
          },
        ],
      },
      {
        id: "g2",
        type: "gemini",
        content:
          "Die Spalte user_id legt schon db/schema.sql an, deshalb scheitert make migrate beim zweiten Anlegen.",
        toolCalls: [
          {
            id: "k2",
            name: "replace",
            args: { file_path: "db/migrate/004_users.sql" },
            status: "success",
          },
        ],
      },
    ]
      .map((line) => `${JSON.stringify(line)}\n`)
      .join(""),
    async (path) => {
      const summary = await ingestTranscript(path, { agent: "gemini", k: 3, root: "/w" });
      assert.deepEqual(summary.conclusions, [
        {
          kind: "fact",
          text: "Die Spalte user_id legt schon db/schema.sql an, deshalb scheitert make migrate beim zweiten Anlegen.",
        },
      ]);
    },
  ),
);

test("OpenCode: a text part a tool part follows is narration; the reverted alias that ends the session is a dead end", () => {
  const parser = new OpenCodeParser();
  const origin = { file: "s", line: 1 };
  const acc = new TranscriptAccumulator(3);
  const parts: [unknown, string][] = [
    [{ id: "p1", type: "text", text: "Fix the jest resolver for the @app alias." }, "user"],
    [
      { id: "p2", type: "text", text: "Now let me look at webpack.config.js and the jest config." },
      "assistant",
    ],
    [
      {
        id: "p3",
        type: "tool",
        tool: "read",
        state: { status: "completed", input: { filePath: "webpack.config.js" } },
      },
      "assistant",
    ],
    [
      {
        id: "p4",
        type: "text",
        text: "Reverted the @app alias in webpack.config.js; jest.config.js maps it with moduleNameMapper instead.",
      },
      "assistant",
    ],
  ];
  for (const [part, role] of parts)
    for (const event of parser.handlePart(part, role, origin)) acc.add(event);
  assert.deepEqual(acc.result("opencode", "s", "/w").conclusions, [
    {
      kind: "dead_end",
      text: "Reverted the @app alias in webpack.config.js; jest.config.js maps it with moduleNameMapper instead.",
    },
  ]);
});

test("a Claude Code session's conclusions, date and closing turns reach its summary", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-conclusions-"));
  const session = await makeGrowingSession(root);
  try {
    writeFileSync(session.path, session.bytes);
    const summary = await ingestTranscript(session.path, { agent: "claude", k: 3, root });
    assert.ok(summary.conclusions.length > 0);
    assert.equal(summary.date, "2026-11-30");
    assert.equal(summary.tail.agent.at(-1), summary.agent_report);
    assert.ok(summary.tail.user !== null);
  } finally {
    await session.cleanup();
    rmSync(root, { recursive: true, force: true });
  }
});

test("a decision stated as it is carried out counts: it says why, right before its tool call", () => {
  const conclusions = fold([
    { kind: "user", text: "Cache the exchange rates." },
    { kind: "read", path: "/repo/src/rates.ts" },
    {
      kind: "report",
      text: "Guardo las tasas en src/rates.ts con un TTL de 15 min en lugar de una tabla nueva, para que el job nocturno no cambie.",
    },
    { kind: "tool" },
    { kind: "edit", path: "/repo/src/rates.ts" },
    // Narration before a tool call, with a name of the session but no reason: not counted.
    { kind: "report", text: "Now the tests for src/rates.ts with the 15 min TTL." },
    { kind: "tool" },
    cmd("npm test", 0),
  ]);
  assert.deepEqual(conclusions, [
    {
      kind: "decision",
      text: "Guardo las tasas en src/rates.ts con un TTL de 15 min en lugar de una tabla nueva, para que el job nocturno no cambie.",
    },
  ]);
});

test("a sentence that opens with a next-step marker is the next action, never a conclusion", () => {
  const ground = grounding(["npm run lint"], ["src/queue/worker.py"]);
  const report =
    "src/queue/worker.py acks a job only after its handler returns; npm run lint passes. Next step: run `npm run lint -- --fix` on src/queue. Siguiente paso: revisar src/queue/worker.py con 200 jobs.";
  assert.deepEqual(kinds(report, ground), [
    [
      "decision",
      "src/queue/worker.py acks a job only after its handler returns; npm run lint passes.",
    ],
  ]);
});

test("deleting a file that was there before the session is clean-up, not a dead end", () => {
  const conclusions = fold([
    { kind: "user", text: "Merge the two date helpers." },
    { kind: "read", path: "/repo/src/old-dates.ts" },
    { kind: "tool" },
    cmd("git rm -q src/old-dates.ts && npm test", 0),
    {
      kind: "report",
      text: "src/old-dates.ts had no importer left once src/dates.ts took its parseDay, so it is gone.",
    },
  ]);
  assert.deepEqual(conclusions, [
    {
      kind: "decision",
      text: "src/old-dates.ts had no importer left once src/dates.ts took its parseDay, so it is gone.",
    },
  ]);
});

test("a file the session wrote and deleted is a dead end, said even right before the deleting call", () => {
  const conclusions = fold([
    { kind: "user", text: "Speed up the thumbnail queue." },
    { kind: "tool" },
    // Written through the shell, as Codex CLI writes files.
    cmd("cat > src/pool.rs <<'EOF'\npub struct Pool;\nEOF", 0),
    { kind: "tool" },
    cmd("cargo bench", 0),
    // No cue word: the call right after it deletes the file it names.
    {
      kind: "report",
      text: "src/pool.rs goes again: the queue never holds more than 8 jobs, a Vec does it in 40 µs.",
    },
    { kind: "tool" },
    cmd("rm src/pool.rs && cargo test", 0),
    // A check's status (what it passed with), not a decision: the checks show it.
    { kind: "report", text: "cargo test passes with the Vec in src/queue.rs." },
  ]);
  assert.deepEqual(conclusions, [
    {
      kind: "dead_end",
      text: "src/pool.rs goes again: the queue never holds more than 8 jobs, a Vec does it in 40 µs.",
    },
  ]);
});

test("a sentence about the code put in next to it is in force, whatever it names that went", () => {
  const base = grounding([], ["src/feed.py"]);
  const removed = new Set(["calf_ml_per_day", "moment"]);
  const ground: Grounding = {
    known: (n) => base.known(n) || removed.has(n) || n === "calf_share" || n === "formatday",
    removed: (n) => removed.has(n),
    standing: (n) => n === "calf_share" || n === "formatday",
  };
  // The thing in force named first: what stands, in any language, removal words or not.
  for (const text of [
    "`CALF_SHARE = 3` now stands where `CALF_ML_PER_DAY` was, so the tank is split by shares.",
    "`CALF_SHARE = 3` ocupa ahora el lugar de `CALF_ML_PER_DAY`: el tanque se reparte por partes.",
    "CALF_SHARE tritt an die Stelle von CALF_ML_PER_DAY, das ich entfernt habe.",
  ])
    assert.deepEqual(kinds(text, ground), [["decision", text]], text);
  // What went named first, or a package that went: about what went.
  for (const text of [
    "`CALF_ML_PER_DAY` overfed the small calves, so `CALF_SHARE = 3` took its place.",
    "`formatDay()` runs on date-fns now: moment put 300 KB in the bundle.",
  ])
    assert.deepEqual(kinds(text, ground), [["dead_end", text]], text);
  // Without the edits next to it, the sentence is read as before.
  const plain: Grounding = { known: ground.known, removed: ground.removed };
  const said =
    "`CALF_SHARE = 3` now stands where `CALF_ML_PER_DAY` was, so the tank is split by shares.";
  assert.deepEqual(kinds(said, plain), [["dead_end", said]]);
});
