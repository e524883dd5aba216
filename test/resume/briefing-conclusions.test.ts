/**
 * The briefing's "What the agent concluded" when the budget is short: every session's strongest
 * conclusion is shown before any session's second, printed newest first; ranking by recency
 * alone let three talkative later sessions push the first session's out of a fourth briefing.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Conclusion } from "../../src/model/packet/types.js";
import { renderBriefing } from "../../src/resume/briefing.js";
import { realisticPacket, resultFor } from "../helpers/briefing-packets.js";

const session = (agent: string, day: number, texts: [Conclusion["kind"], string][]) =>
  texts.map(
    ([kind, text]): Conclusion => ({
      kind,
      text,
      agent,
      date: `2026-12-0${day}`,
      packet: `${day}`.repeat(16),
    }),
  );

const chatter = (day: number): [Conclusion["kind"], string][] =>
  Array.from({ length: 8 }, (_, i) => [
    "decision",
    `src/limiter/part${day}${i}.ts keeps piece ${i} of the window logic of day ${day} now.`,
  ]);

test("a short briefing keeps each session's strongest conclusion, newest first", () => {
  const first =
    "Took ioredis out of package.json again: the limiter runs in one process, a Map holds its windows.";
  const packet = realisticPacket();
  packet.conclusions = [
    ...session("claude", 1, [
      ["decision", "src/limiter.ts counts requests per API key, not per IP."],
      ["dead_end", first],
    ]),
    ...session("codex", 2, chatter(2)),
    ...session("gemini", 3, chatter(3)),
    ...session("claude", 4, chatter(4)),
  ];
  const text = renderBriefing(resultFor(packet), "text", { maxChars: 4000 });
  const section = text.split("## What the agent concluded\n")[1]?.split("\n## ")[0] ?? "";
  const lines = section.split("\n").filter((l) => l.startsWith("- "));
  assert.ok(lines.length < packet.conclusions.length, "the budget leaves some out");
  assert.ok(
    lines.some((l) => l.includes(first)),
    `the first session's dead end is shown:\n${section}`,
  );
  for (const day of [2, 3, 4])
    assert.ok(
      lines.some((l) => l.includes(`of day ${day} now`)),
      `day ${day}`,
    );
  // Printed newest first: the last session's before the first session's.
  const at = (needle: string) => lines.findIndex((l) => l.includes(needle));
  assert.ok(at("of day 4 now") < at(first));
});
