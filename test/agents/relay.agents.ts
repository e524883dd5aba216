/**
 * `npm run test:agents`, a relay (issue 28): Claude Code → Codex CLI → Gemini CLI → Claude Code in
 * one repo, each with handoff's hooks installed the documented way just before its first session,
 * every session after the first opened with "continue where the last session left off". The
 * fourth session's model must still be told the first session's task, the user's three rules
 * and the correction; no briefing may call handoff's own hook settings drift.
 *
 * HANDOFF_RECORD_RELAY=dir saves each relay for `npm run bench:fidelity` (then copy it under
 * test/fixtures/relays/).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type HopResult, runRelay } from "./relay.js";
import {
  CONTINUE,
  CORRECTION,
  DIRECTIVES,
  FAKE_STAGING_PASSWORD,
  RETRY_RELAY,
  STORE_RELAY,
  STORE_TASK,
  TASK,
} from "./relay-scripts.js";
import { skipUnlessInstalled } from "./scenario-helpers.js";

const RELAY_TIMEOUT = 900_000;

/** The request of a hop that carried its conversation: the user's prompt and the briefing. */
function firstConversationRequest(hop: HopResult, marker: string): string {
  // Side requests (titles, routing) may quote the prompt too: the one with the briefing, if any.
  const asked = hop.requests.filter((r) => r.text.includes(marker));
  const found = asked.find((r) => r.text.includes("# Handoff ")) ?? asked[0];
  assert.ok(found !== undefined, `${hop.agent} never sent its conversation to the model`);
  // The body is JSON: the briefing's text sits in it JSON-escaped.
  return found.text.replaceAll("\\n", "\n").replaceAll('\\"', '"');
}

/** Drift lines of a briefing that name one of the agents' hook settings files handoff installs. */
function settingsDriftLines(briefing: string): string[] {
  return briefing
    .split(/\n|\\n/)
    .filter((line) => line.includes("DRIFTED"))
    .filter((line) =>
      /\.claude\/settings[^ ]*\.json|\.codex\/|\.gemini\/settings\.json/.test(line),
    );
}

/** Each hop's briefings' drift lines about handoff's own hook settings, as problems. */
function settingsDrift(hops: HopResult[]): string[] {
  return hops.flatMap((hop, i) =>
    hop.briefings.flatMap((b) =>
      settingsDriftLines(b).map((line) => `hop ${i + 1} (${hop.agent}) drift: ${line}`),
    ),
  );
}

/** The facts (label, text) the request does not carry, as problems. */
function missingFrom(request: string, facts: [string, string][]): string[] {
  return facts
    .filter(([, text]) => !request.includes(text))
    .map(([label, text]) => `the fourth hop's model was not told ${label}: "${text}"`);
}

test(
  "a four-hop relay (Claude Code → Codex → Gemini CLI → Claude Code): the fourth model still has the first task, the three rules and the correction",
  { timeout: RELAY_TIMEOUT, skip: skipUnlessInstalled("claude", "codex", "gemini") },
  () =>
    runRelay(RETRY_RELAY, (_world, hops) => {
      assert.equal(hops.length, 4);
      assert.ok(TASK.includes("Add exponential backoff with jitter to retry(fn, opts)"));
      const fourth = firstConversationRequest(hops[3]!, CONTINUE);
      const problems = [
        ...missingFrom(fourth, [
          [
            "the first session's objective",
            "Add exponential backoff with jitter to retry(fn, opts)",
          ],
          ...DIRECTIVES.map((d): [string, string] => ["a directive", d]),
          ["the correction", CORRECTION],
        ]),
        ...settingsDrift(hops),
      ];
      assert.deepEqual(problems, []);
    }),
);

test(
  "a relay with a long session (a 400-character prompt, a password typed in prose, a compaction) and a dead end: the fourth model has the task's last directive and the first decision, no briefing has the password",
  { timeout: RELAY_TIMEOUT, skip: skipUnlessInstalled("claude", "codex", "gemini") },
  () =>
    runRelay(STORE_RELAY, (_world, hops) => {
      assert.ok(
        STORE_TASK.length >= 400 && STORE_TASK.endsWith("so the ops dashboards keep working."),
      );
      const fourth = firstConversationRequest(hops[3]!, CONTINUE);
      const problems = [
        ...missingFrom(fourth, [
          [
            "the first session's objective",
            "moving the app's sessions out of process memory into Redis",
          ],
          ["the long prompt's last directive", "keep every Redis key under the prefix sess:"],
          [
            "the first session's decision",
            "I'm storing each session as a Redis hash rather than one JSON string",
          ],
          ["the dead end", "Reverting connect-redis"],
        ]),
        ...hops.flatMap((hop, i) =>
          hop.briefings.some((b) => b.includes(FAKE_STAGING_PASSWORD))
            ? [`hop ${i + 1} (${hop.agent}): a briefing carries the password the user typed`]
            : [],
        ),
        ...settingsDrift(hops),
      ];
      assert.deepEqual(problems, []);
    }),
);
