/**
 * The made-up agent "fake" (adapter.ts) with hooks, to show what adding an agent's hooks takes
 * (ARCHITECTURE.md, "Adding an agent"): this one adapter, whose install entries, output format
 * and budgets all follow from its data, and its line in `src/hooks/protocol/registry.ts` (for
 * the CLI's `handoff hook fake`). Its protocol: `Begin` opens a session (brief), `TurnDone`
 * ends a turn (remember the report, write ahead), `SessionEnd` closes it (write; the event
 * name the runner gives the closing write's writer), `Tool` after each
 * tool call (the context budget).
 */
import type { HookAdapter } from "../../../src/hooks/protocol/adapter.js";
import type { UsageScan } from "../../../src/hooks/wrap-up/usage-scan.js";
import type { AgentKind } from "../../../src/model/agents.js";

/** A fake log line `{"tick": …, "tokens": N}` records the context of the last request. */
function findLatestFakeUsage(text: string): UsageScan {
  const lines = text.trimEnd().split("\n").reverse();
  for (const line of lines) {
    const tokens = /"tokens"\s*:\s*(\d+)/.exec(line)?.[1];
    if (tokens !== undefined) {
      return {
        kind: "usage",
        sample: { tokens: Number(tokens), model: null, reported_window: null },
      };
    }
  }
  return null;
}

export const fakeHookAdapter: HookAdapter<"fake"> = {
  agent: "fake",
  displayName: "Fake Agent",
  // The write pipeline reads the shipped transcript formats only (its ingest worker has the
  // shipped registry): a fake hook writes with no transcript, so this id is never read.
  transcriptAgent: "fake" as AgentKind,
  writeEvents: ["SessionEnd"],
  resumeEvents: ["Begin"],
  budgetEvents: ["Tool"],
  gateEvents: [],
  defaultGate: "off",
  briefingFormat: "claude-hook",
  turnWriteEvents: ["TurnDone"],
  writeBudgetMs: { TurnDone: 0 },
  findLatestUsage: findLatestFakeUsage,
  install: {
    settingsFile: ".fake/hooks.json",
    matchers: { Begin: "startup|resume" },
    timeouts: { SessionEnd: 5 },
  },
};
