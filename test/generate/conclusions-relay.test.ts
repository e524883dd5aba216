/**
 * A relay of three sessions written in each agent's own format (test/fixtures/transcripts/
 * conclusions-relay/): a Claude Code session decides something right before the Write that acts
 * on it, with no cue word, grounded only by an identifier of the code it writes; a Gemini CLI
 * session puts a library into a file and takes it back out, said as "decimal.js: out. …"; a
 * talkative Codex CLI session concludes fourteen small things. The next session's briefing
 * still holds the first two, each labelled with its session.
 */
import assert from "node:assert/strict";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ingestTranscript } from "../../src/collect/transcripts/index.js";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import type { TranscriptSummary } from "../../src/model/snapshot/types.js";
import { renderBriefing } from "../../src/resume/briefing.js";
import { toPreviousView } from "../../src/store/registry.js";
import { resultFor } from "../helpers/briefing-packets.js";
import { transcriptFixture } from "../helpers/hook-process.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

const DECIDED =
  "Amounts are summed as integer cents in toCents(); floats lost a cent once an invoice passed a few hundred lines.";
const ABANDONED =
  "decimal.js: out. The amounts are integer cents already, and the library put 120 KB in the bundle.";

async function summaryOf(
  fixture: string,
  name: string,
  agent: "claude" | "gemini" | "codex",
): Promise<TranscriptSummary> {
  const dir = mkdtempSync(join(tmpdir(), "handoff-conclusions-relay-"));
  try {
    const path = join(dir, name);
    copyFileSync(transcriptFixture("conclusions-relay", fixture), path);
    return await ingestTranscript(path, { agent, k: 3, root: "/w/invoices" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function hop(summary: TranscriptSummary, previous: Packet | null): Packet {
  const s = makeSessionSnapshot();
  const t = s.transcript!;
  t.agent = summary.agent;
  t.date = summary.date;
  t.user_messages = summary.user_messages;
  t.conclusions = summary.conclusions;
  t.agent_report = summary.agent_report;
  // The reports state what is done and name no step: the conclusions are what is asked here.
  s.options.allow_missing_next = true;
  s.previous = previous === null ? null : toPreviousView(previous);
  return generate(s).payload;
}

test("a first session's decision and a second's dead end outlast a talkative third", async () => {
  const claude = await summaryOf("hop1-claude.jsonl", "s1.jsonl", "claude");
  assert.ok(
    claude.conclusions.some((c) => c.kind === "decision" && c.text === DECIDED),
    JSON.stringify(claude.conclusions),
  );
  const gemini = await summaryOf("hop2-gemini.json", "session-s2.json", "gemini");
  assert.ok(
    gemini.conclusions.some((c) => c.kind === "dead_end" && c.text === ABANDONED),
    JSON.stringify(gemini.conclusions),
  );
  const codex = await summaryOf(
    "hop3-codex.jsonl",
    "rollout-2026-12-03T11-00-00-s3.jsonl",
    "codex",
  );
  assert.ok(codex.conclusions.length >= 12);

  const p1 = hop(claude, null);
  const p2 = hop(gemini, p1);
  const p3 = hop(codex, p2);
  const briefing = renderBriefing(resultFor(p3), "text");
  const concluded = briefing.split("## What the agent concluded\n")[1]?.split("\n## ")[0] ?? "";
  assert.match(
    concluded,
    /^- decided: Amounts are summed as integer cents in toCents\(\);.* \(Claude Code, 2026-12-01\)$/m,
  );
  assert.match(concluded, /^- abandoned: decimal\.js: out\. .* \(Gemini CLI, 2026-12-02\)$/m);
});
