/**
 * Pure: the searchable texts of packets (issue 31 item 6), one document per value of a field
 * (a user message, a conclusion, a failure, a file, a note, the objective, the next action),
 * each labelled with the packet and the session it first came from. Carried entries (a standing
 * directive repeated by every later packet) keep the id of the packet that first recorded it,
 * so a hit answers "which session said X", not only "which packet still holds it".
 */
import type { Packet } from "../model/packet/types.js";

/** The fields a hit can be in, as `handoff search` names them. */
export type SearchField =
  | "user_words"
  | "conclusion"
  | "failure"
  | "file"
  | "decision"
  | "pitfall"
  | "assumption"
  | "risk"
  | "proof"
  | "objective"
  | "next_action"
  | "summary"
  | "agent_report";

/** What the index knows of a packet besides its content: the registry's entry. */
export interface SearchablePacket {
  packet: Packet;
  status: "active" | "superseded" | "archived";
  /** When the registry log says it was written (ISO 8601 UTC), or null. */
  written_at: string | null;
  /** The log's sequence number: higher is newer. */
  seq: number;
}

/** One searchable text. */
export interface SearchDocument {
  /** Position in the document list (the index's key). */
  id: number;
  packet_id: string;
  field: SearchField;
  text: string;
  /**
   * The packet that first recorded it, when the packet labels the entry (user messages and
   * conclusions carried forward); null for unlabelled texts (notes, failures, files).
   */
  origin: string | null;
  /** The agent and date of the session it came from, when the packet says. */
  agent: string | null;
  said_on: string | null;
}

/** A searchable text as the search index keeps it: its packet and place are the entry's. */
export type PacketDocument = Omit<SearchDocument, "id" | "packet_id">;

/**
 * A packet as the search reads it: the registry's entry and its searchable texts, taken from the
 * packet once (the search index keeps them, so a search need not read the packet again).
 */
export interface IndexedPacket {
  id: string;
  branch: string | null;
  topic: string;
  status: SearchablePacket["status"];
  written_at: string | null;
  seq: number;
  docs: PacketDocument[];
}

/** Pure: a registry packet as the search reads it. */
export function indexPacket(item: SearchablePacket): IndexedPacket {
  const { packet } = item;
  return {
    id: packet.id,
    branch: packet.branch,
    topic: packet.topic,
    status: item.status,
    written_at: item.written_at,
    seq: item.seq,
    docs: searchDocuments([item]).map(({ id: _id, packet_id: _packet, ...doc }) => doc),
  };
}

/** Every searchable text of the packets, in their order, fields in a fixed order. */
export function searchDocuments(packets: readonly SearchablePacket[]): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const { packet } of packets) {
    const add = (
      field: SearchField,
      text: string | null | undefined,
      from: { packet?: string | null; agent?: string | null; date?: string | null } = {},
    ) => {
      if (text === null || text === undefined || text.trim() === "") return;
      docs.push({
        id: docs.length,
        packet_id: packet.id,
        field,
        text,
        origin: from.packet === undefined ? null : (from.packet ?? packet.id),
        agent: from.agent ?? null,
        said_on: from.date ?? null,
      });
    };
    add("objective", packet.objective);
    for (const message of packet.user_messages ?? []) add("user_words", message.text, message);
    const tail = packet.conversation_tail?.user;
    if (tail && !(packet.user_messages ?? []).some((m) => m.text === tail)) add("user_words", tail);
    for (const conclusion of packet.conclusions ?? []) {
      add("conclusion", `${conclusion.kind.replace("_", " ")}: ${conclusion.text}`, conclusion);
    }
    for (const failure of packet.failed_attempts) add("failure", failure);
    for (const entry of packet.feedback_tail) {
      if (entry.last_error_line !== undefined) {
        add("failure", `${entry.command} -> ${entry.last_error_line}`);
      }
    }
    const files = new Set([...packet.changed_files, ...packet.work_range.files.map((f) => f.path)]);
    for (const file of files) add("file", file);
    for (const decision of packet.open_decisions) {
      const options = decision.options.map((o) => `${o.choice} (${o.implies})`).join("; ");
      add("decision", options === "" ? decision.question : `${decision.question} — ${options}`);
    }
    for (const pitfall of packet.pitfalls) add("pitfall", pitfall.text);
    for (const assumption of packet.assumptions_to_validate) add("assumption", assumption.text);
    for (const risk of packet.open_risks) add("risk", `${risk.severity}: ${risk.detail}`);
    for (const proof of packet.proofs ?? []) add("proof", proof.text);
    add("next_action", packet.next_action);
    if (packet.next_command !== null && packet.next_command !== packet.next_action) {
      add("next_action", packet.next_command);
    }
    add("summary", packet.summary);
    add("agent_report", packet.agent_report);
  }
  return docs;
}
