import assert from "node:assert/strict";
import { test } from "node:test";
import { firstPacketChanges, packetChanges } from "../../src/render/packet-changes.js";
import { makePacket } from "../helpers/make-packet.js";

test("changes between consecutive packets: added, resolved, touched, fixed, new", () => {
  const older = makePacket({
    failed_attempts: ["npm test -> exit 1", "npm run lint -> exit 1"],
    changed_files: ["a.ts"],
    open_risks: [{ severity: "warn", detail: "flaky e2e" }],
    user_messages: [{ text: "keep it small", agent: null, date: null, packet: null }],
  });
  const newer = makePacket({
    // Carried with its label: the same failure, not a new one.
    failed_attempts: [`npm run lint -> exit 1 (from packet ${older.id})`, "tsc -> exit 2"],
    changed_files: ["a.ts", "b.ts"],
    user_messages: [
      { text: "keep it small", agent: null, date: null, packet: older.id },
      { text: "and fast", agent: null, date: null, packet: null },
    ],
  });
  assert.deepEqual(packetChanges(older, newer), {
    facts_added: ["user: and fast"],
    resolved: ["risk: flaky e2e"],
    files_touched: ["b.ts"],
    failures_fixed: ["npm test -> exit 1"],
    failures_new: ["tsc -> exit 2"],
  });
  assert.deepEqual(firstPacketChanges(older).failures_new, [
    "npm test -> exit 1",
    "npm run lint -> exit 1",
  ]);
});
