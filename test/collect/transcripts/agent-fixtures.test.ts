/**
 * The transcripts the real Claude Code 2.1.332 and Codex CLI 0.171.0 wrote in `npm run
 * test:agents` (test/fixtures/agents/, temp paths scrubbed): the current formats, read by the
 * normal suite without running the CLIs. Their scripted sessions ran one shell command each.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import {
  detectAgent,
  ingestTranscript,
  readTranscriptRecords,
} from "../../../src/collect/transcripts/index.js";
import type { AgentKind, FeedbackRecord } from "../../../src/model/snapshot/types.js";
import { packageRoot } from "../../../src/platform/package-root.js";

const DIR = join(packageRoot(), "test", "fixtures", "agents");

async function records(path: string, agent: AgentKind): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const record of readTranscriptRecords(path, agent)) out.push(record);
  return out;
}

const CASES: { agent: AgentKind; file: string; objective: string; command: string }[] = [
  {
    agent: "claude",
    file: join("claude-2.1.332", "session.jsonl"),
    objective: "Check the working tree state of this repo",
    command: "git status --short",
  },
  {
    agent: "codex",
    file: join("codex-0.171.0", "rollout.jsonl"),
    objective: "Show the last commit",
    command: "git log --oneline -1",
  },
];

for (const { agent, file, objective, command } of CASES) {
  test(`REAL ${file}: detected as ${agent}; its one command, exit 0; the prompt as objective`, async () => {
    const path = join(DIR, file);
    assert.equal(await detectAgent(path), agent);
    const recs = await records(path, agent);
    assert.deepEqual(
      recs.map((r) => [r.command, r.exit_code]),
      [[command, 0]],
    );
    const summary = await ingestTranscript(path, { k: 5, root: "/tmp/handoff-agents-repo" });
    assert.equal(summary.objective, objective);
    assert.deepEqual(summary.feedback.commands, [command]);
  });
}
