/**
 * The question the session before ended on: the sentences ending in a question mark (of any
 * script) of the last message its agent wrote, as the packet before keeps it (the conversation's
 * tail, else its report). The next session's opening that names only what the question and the
 * objective name answers it ("Shall I delete src/tableur.rs? Nothing calls it." → "Yes, delete
 * src/tableur.rs, it was the old spreadsheet's") and carries the work on: no new task. Pure.
 */
import type { Snapshot } from "../model/snapshot/types.js";
import { CARRIED_LABEL } from "./carry-forward.js";

/** A sentence that ends in a question mark, closing quotes or brackets aside. */
const QUESTION = /[^.!?。！？؟\n]*[?？؟]["'”’»)\]]*(?=\s|$)/gu;

/** The question sentences of the last message of the session before, joined; "" when none. */
export function questionBefore(snapshot: Snapshot): string {
  const packet = snapshot.previous?.packet as Record<string, unknown> | undefined;
  const tail = packet?.["conversation_tail"] as { agent?: unknown } | undefined;
  const agent = Array.isArray(tail?.agent) ? tail.agent : [];
  const last = agent.at(-1) ?? packet?.["agent_report"];
  if (typeof last !== "string") return "";
  const text = last.replace(CARRIED_LABEL, "").trim();
  return (text.match(QUESTION) ?? []).map((q) => q.trim()).join(" ");
}
