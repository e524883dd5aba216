/**
 * The line budget's search: whatever lists a packet holds, applyBudget returns the packet cut at
 * the largest cap whose handoff.md fits, the cap a plain scan of every cap finds.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { applyBudget, capLists, countLines } from "../../src/generate/budget.js";
import { renderMarkdown } from "../../src/render/markdown.js";
import { makePacket, userMessage } from "../helpers/make-packet.js";
import { propertyRuns } from "../helpers/property-runs.js";

const lines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i}`);

const packetArb = fc
  .record({
    changed: fc.nat({ max: 90 }),
    commands: fc.nat({ max: 60 }),
    failed: fc.nat({ max: 30 }),
    words: fc.nat({ max: 100 }),
    landed: fc.nat({ max: 70 }),
    queued: fc.nat({ max: 40 }),
    preloads: fc.nat({ max: 20 }),
  })
  .map((n) =>
    makePacket({
      changed_files: lines("src/file", n.changed),
      commands_run: lines("npm run step --", n.commands),
      failed_attempts: lines("npm test --shard", n.failed).map((c) => `${c} -> exit 1`),
      user_messages: lines("keep the cart total in cents, step", n.words).map((t) =>
        userMessage(t),
      ),
      state: {
        landed: lines("c", n.landed).map((c, i) => ({
          commit: `${i}`.padStart(12, "0"),
          subject: c,
        })),
        landed_since: null,
        in_progress: [],
        queued: lines("to-do", n.queued),
      },
      preloads: lines("docs/page", n.preloads),
    }),
  );

test("applyBudget cuts every list at the largest cap that fits, as a scan of every cap finds", () => {
  fc.assert(
    fc.property(packetArb, fc.integer({ min: 40, max: 160 }), (packet, maxLines) => {
      const fitsWhole = countLines(renderMarkdown(packet)) <= maxLines;
      let got: ReturnType<typeof applyBudget> | undefined;
      let error: unknown;
      try {
        got = applyBudget(packet, maxLines);
      } catch (thrown) {
        error = thrown;
      }
      if (fitsWhole) {
        assert.equal(got, packet);
        return;
      }
      let best = -1;
      for (let cap = 0; cap <= maxLines; cap++) {
        if (countLines(renderMarkdown(capLists(packet, cap))) <= maxLines) best = cap;
      }
      if (best < 0) {
        assert.ok(error instanceof Error);
        return;
      }
      assert.equal(error, undefined);
      assert.deepEqual(got, capLists(packet, best));
    }),
    { numRuns: propertyRuns(60) },
  );
});
