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
