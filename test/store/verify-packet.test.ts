/**
 * The cheap shape check of a stored packet (`checkPacketShape`, resume's path) takes its field
 * list from the schema: every required field present with its JSON type, and the fields added
 * later (absent from older packets) of their type when present.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkPacketIntegrity, checkPacketShape } from "../../src/store/verify-packet.js";
import { makePacket } from "../helpers/make-packet.js";

function stored(change: (p: Record<string, unknown>) => void): Record<string, unknown> {
  const packet = structuredClone(makePacket()) as unknown as Record<string, unknown>;
  change(packet);
  return packet;
}

test("a complete packet has the shape, and its id is its hash", () => {
  const packet = makePacket();
  assert.deepEqual(checkPacketShape(packet, packet.id), []);
  assert.deepEqual(checkPacketIntegrity(packet, packet.id), []);
});

test("a missing or mistyped required field is named", () => {
  const packet = stored((p) => {
    delete p["summary"];
    p["task_id"] = 7;
    p["plan"] = [];
  });
  assert.deepEqual(checkPacketShape(packet, String(packet["id"])), [
    "task_id is not string?",
    "summary is missing",
    "plan is not object?",
  ]);
});

test("a packet written before conclusions and the conversation tail existed keeps its shape", () => {
  const packet = stored((p) => {
    delete p["conclusions"];
    delete p["conversation_tail"];
  });
  assert.deepEqual(checkPacketShape(packet, String(packet["id"])), []);
});

test("a field added later, when present, has its JSON type", () => {
  const packet = stored((p) => {
    p["conclusions"] = "none";
    p["conversation_tail"] = null;
  });
  assert.deepEqual(checkPacketShape(packet, String(packet["id"])), [
    "conclusions is not array",
    "conversation_tail is not object",
  ]);
});

test("the full check re-scans a packet for secrets unless told not to (write's previous packet)", async () => {
  const { findPacketProblems } = await import("../../src/store/verify-packet.js");
  const { computePacketId } = await import("../helpers/make-packet.js");
  const packet = makePacket({ next_action: "push with ghp_0123456789abcdefABCDEF0123456789abcd" });
  packet.id = computePacketId(packet);
  const text = `${JSON.stringify(packet, null, 2)}\n`;
  const problems = await findPacketProblems(text, packet.id);
  assert.equal(problems.length, 1);
  assert.match(problems[0] as string, /looks like a secret/);
  assert.deepEqual(await findPacketProblems(text, packet.id, { rescan: false }), []);
  // The schema and the id are still checked.
  const edited = text.replace("push with", "pull with");
  assert.match(
    (await findPacketProblems(edited, packet.id, { rescan: false }))[0] as string,
    /hashes to/,
  );
});
