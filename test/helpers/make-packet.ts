import type { Packet, UserMessage } from "../../src/model/packet/types.js";
import { renderPacketJson } from "../../src/render/json.js";
import { canonicalJson, sha256Hex } from "../../src/util/canonical-json.js";

/** The packet id as generate defines it: sha256 of the canonical packet without id and previous. */
export function computePacketId(packet: Packet): string {
  const { id: _id, previous: _previous, ...rest } = packet;
  return sha256Hex(canonicalJson(rest), 16);
}

/** A user message of a packet, labelled with its session (none by default). */
export function userMessage(
  text: string,
  agent: string | null = null,
  date: string | null = null,
): UserMessage {
  return { text, agent, date, packet: null };
}

/** A hand-built, complete packet; `overrides` replace top-level fields, then the id is computed. */
export function makePacket(overrides: Partial<Packet> = {}): Packet {
  const packet: Packet = {
    schema_version: 1,
    id: "",
    task_id: null,
    branch: "main",
    topic: "default",
    head_commit: null,
    last_known_good_commit: null,
    previous: null,
    summary: "Test packet",
    changed_files: [],
    commands_run: [],
    failed_attempts: [],
    open_risks: [],
    next_action: "Run the tests",
    verdict_pointer: { verdict: null, review: null, clean_state: null },
    feedback_tail: [],
    objective: "Ship the registry",
    state: { landed: [], landed_since: null, in_progress: [], queued: [] },
    where: { branch: "main", worktrees: [], modified_files: [], read_first: [] },
    verdict_trail: [],
    next_command: "npm test",
    open_decisions: [],
    resolved_decisions: [],
    unmet_contracts: [],
    pitfalls: [],
    suggested_skills: [],
    assumptions_to_validate: [],
    preloads: [],
    concurrent_work: { worktrees: [], stashes: [], unmerged_branches: [] },
    items: [],
    redactions: {},
    history: [],
    work_range: { base: null, base_label: null, files: [], edited_not_in_repo: [] },
    user_messages: [],
    agent_report: null,
    plan: null,
    conclusions: [],
    conversation_tail: { user: null, agent: [] },
    proofs: [],
    sources: [],
    ...overrides,
  };
  packet.id = computePacketId(packet);
  return packet;
}

/**
 * A packet with its `handoff.json` bytes and the time of the write (the clock read now, as the
 * CLI would), as `storePacket` takes them.
 */
export function withJson(packet: Packet): { packet: Packet; json: string; now: Date } {
  return { packet, json: renderPacketJson(packet), now: new Date() };
}
