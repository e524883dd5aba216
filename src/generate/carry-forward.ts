/**
 * Carry forward (SPEC §3.1): what is still true of the superseded packet of the same branch and
 * topic carries into the new one unless the new inputs replace it — the next action, the
 * objective, the session's words (user messages, agent report, plan, open to-dos) and the failed
 * attempts not since passed (failed-attempts.ts). Open decisions, pitfalls and assumptions carry through
 * carry.ts. Each carried entry says where it came from, `(from packet <id>)`, with the id of the
 * packet that first recorded it: an entry carried twice keeps its first label, so a rerun over
 * the same inputs reproduces the active packet byte for byte (SPEC §3.1) and labels never chain.
 *
 * Carried values always rank below every fresh source: a rerun, whose fresh inputs reproduce
 * the previous packet's own facts, therefore never picks a carried copy over the fresh one.
 */
import type { Packet, PacketPlan } from "../model/packet/types.js";
import type { Snapshot } from "../model/snapshot/types.js";

/** What a packet says when no next action was found (written with --allow-missing-next). */
/**
 * The label of an entry carried from an earlier packet (`labelCarried` writes it). Here rather
 * than beside the caps that also read it: the Stop gate's next-action rule reaches this file,
 * and must not load the packet's caps and renderers with it.
 */
export const CARRIED_LABEL = / \(from packet [0-9a-f]{16}\)$/;

export const NO_NEXT_ACTION = "none recorded: decide the first step before acting";

/**
 * The superseded packet, when there is one. Read as possibly partial: a packet written before
 * a field existed (or damaged by hand) must not break the next write, only carry less.
 */
function previousPacket(
  snapshot: Pick<Snapshot, "previous">,
): (Partial<Packet> & { id: string }) | null {
  const packet = snapshot.previous?.packet;
  return packet && typeof packet.id === "string" ? packet : null;
}

/** The strings of a field read from disk (anything else in it is ignored). */
export function selectStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** `text` labelled as carried from `id`, unless it already carries a label (never chained). */
export function labelCarried(text: string, id: string): string {
  return CARRIED_LABEL.test(text) ? text : `${text} (from packet ${id})`;
}

/**
 * A next action carried from the superseded packet: a `NextAction` (next-action.ts, which calls
 * this) of source "carried", spelled out here so the two files do not import each other.
 */
export interface CarriedNextAction {
  text: string;
  source: "carried";
  command: string | null;
}

/** The superseded packet's next action, labelled, with its command; null when it had none. */
export function carryNextAction(snapshot: Pick<Snapshot, "previous">): CarriedNextAction | null {
  const packet = previousPacket(snapshot);
  const text = typeof packet?.next_action === "string" ? packet.next_action.trim() : "";
  if (packet === null || !text || text === NO_NEXT_ACTION) return null;
  const command = typeof packet.next_command === "string" ? packet.next_command : null;
  return { text: labelCarried(text, packet.id), source: "carried", command };
}

/** The superseded packet's objective, labelled, or null. */
export function carryObjective(snapshot: Snapshot): string | null {
  const packet = previousPacket(snapshot);
  const text = typeof packet?.objective === "string" ? packet.objective.trim() : "";
  return packet === null || !text ? null : labelCarried(text, packet.id);
}

const STATUSES: ReadonlySet<string> = new Set(["pending", "in_progress", "completed"]);

/**
 * The session's last words of a packet, as they carry into the next one (the user's messages
 * and the agent's conclusions carry through `standing.ts`).
 */
export interface SessionWords {
  agent_report: string | null;
  plan: PacketPlan | null;
}

/**
 * The new session's words, each part replaced by the superseded packet's (labelled) when the new
 * inputs have none of it: a write without a transcript keeps what the earlier one knew.
 */
export function carrySessionWords(snapshot: Snapshot, fresh: SessionWords): SessionWords {
  const packet = previousPacket(snapshot);
  if (packet === null) return fresh;
  const label = (text: string) => labelCarried(text, packet.id);
  const plan = packet.plan;
  const report = packet.agent_report;
  return {
    agent_report: fresh.agent_report ?? (typeof report === "string" ? label(report) : null),
    plan:
      fresh.plan ??
      (plan && Array.isArray(plan.steps)
        ? {
            title: label(plan.title ?? "Plan"),
            steps: plan.steps
              .filter((step) => typeof step?.text === "string" && STATUSES.has(step.status))
              .map((step) => ({ text: step.text, status: step.status })),
          }
        : null),
  };
}

/** The superseded packet's open to-dos (the transcript's, `to-do: …`), labelled. */
export function carryOpenTodos(snapshot: Snapshot): { in_progress: string[]; queued: string[] } {
  const packet = previousPacket(snapshot);
  if (packet === null) return { in_progress: [], queued: [] };
  const todos = (list: unknown) =>
    selectStrings(list)
      .filter((entry) => entry.startsWith("to-do: "))
      .map((entry) => labelCarried(entry, packet.id));
  return { in_progress: todos(packet.state?.in_progress), queued: todos(packet.state?.queued) };
}
