/**
 * A conclusion that was only the agent's last words in its session carries to every later hop
 * of the relay: its session's transcript makes it a conclusion (the prose that ends the
 * session's last turn), and each packet carries it on, labelled with its agent and date.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ingestTranscript } from "../../src/collect/transcripts/index.js";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import type { TranscriptSummary } from "../../src/model/snapshot/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

/** A Gemini CLI session whose last message, no cue word in it, ends the session. */
const GEMINI = [
  { sessionId: "s", projectHash: "p", startTime: "2026-04-02T09:00:00.000Z" },
  { id: "u1", type: "user", content: [{ text: "The wheel is too big, slim it down." }] },
  {
    id: "g1",
    type: "gemini",
    content: "Building the wheel to see its size.",
    toolCalls: [
      {
        id: "k1",
        name: "run_shell_command",
        args: { command: "pip uninstall -y tenacity && python -m build --wheel" },
        status: "success",
        resultDisplay: "Output: dist/pkg-0.3.0-py3-none-any.whl",
      },
    ],
  },
  {
    id: "g2",
    type: "gemini",
    content:
      "tenacity is out of pyproject.toml again — the wheel had doubled to 1.2 MB; the ten-line loop in src/pkg/retry.py does the same job.",
  },
];

/** A Codex CLI session of the next hop that concludes something else. */
const codex = (type: string, payload: Record<string, unknown>) =>
  JSON.stringify({ timestamp: "2026-04-03T10:00:00.000Z", type, payload });
const CODEX = [
  codex("session_meta", { id: "x", cwd: "/w/pkg" }),
  codex("response_item", {
    type: "message",
    role: "user",
    content: [{ type: "input_text", text: "Now document the retry settings in README.md." }],
  }),
  codex("response_item", {
    type: "message",
    role: "assistant",
    content: [
      {
        type: "output_text",
        text: "README.md documents RETRY_ATTEMPTS and RETRY_DELAY_MS under Configuration.",
      },
    ],
  }),
];

async function summaryOf(name: string, text: string, agent: "gemini" | "codex") {
  const dir = mkdtempSync(join(tmpdir(), "handoff-carry-"));
  try {
    const path = join(dir, name);
    writeFileSync(path, text);
    return await ingestTranscript(path, { agent, k: 3, root: "/w/pkg" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function hop(summary: TranscriptSummary | null, previous: Packet | null): Packet {
  const s = makeSessionSnapshot();
  const t = s.transcript!;
  if (summary !== null) {
    t.agent = summary.agent;
    t.date = summary.date;
    t.user_messages = summary.user_messages;
    t.conclusions = summary.conclusions;
    t.agent_report = summary.agent_report;
  } else {
    t.conclusions = [];
    t.user_messages = ["continue"];
  }
  s.previous = previous === null ? null : toPreviousView(previous);
  return generate(s).payload;
}

test("the last report's conclusion of one hop is still there three hops later", async () => {
  const gemini = await summaryOf(
    "session.jsonl",
    GEMINI.map((line) => `${JSON.stringify(line)}\n`).join(""),
    "gemini",
  );
  const slim =
    "tenacity is out of pyproject.toml again — the wheel had doubled to 1.2 MB; the ten-line loop in src/pkg/retry.py does the same job.";
  assert.deepEqual(gemini.conclusions, [{ kind: "dead_end", text: slim }]);
  const p1 = hop(gemini, null);
  const codexSummary = await summaryOf(
    "rollout-2026-04-03T10-00-00-x.jsonl",
    `${CODEX.join("\n")}\n`,
    "codex",
  );
  const p2 = hop(codexSummary, p1);
  const p3 = hop(null, p2);
  for (const packet of [p2, p3]) {
    const carried = packet.conclusions.find((c) => c.text === slim);
    assert.ok(carried !== undefined, "the first hop's last words are still a conclusion");
    assert.deepEqual(
      [carried.kind, carried.agent, carried.date, carried.packet],
      ["dead_end", "gemini", "2026-04-02", p1.id],
    );
  }
  assert.ok(p3.conclusions.some((c) => c.agent === "codex" && /RETRY_ATTEMPTS/.test(c.text)));
});
