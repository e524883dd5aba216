/**
 * What counts as "named in open_risks" for the clean-state check: the texts of unresolved `risk`
 * notes and of `agent_state.blockers` (generate turns both into open risks).
 */
import type { Note, Workbench } from "../snapshot/types.js";

/** Lower-cased texts of the open risks known before the packet exists. */
export function collectOpenRiskTexts(notes: Note[], workbench: Workbench): string[] {
  const resolved = new Set(
    notes.filter((n) => n.kind === "resolve").map((n) => n.target ?? n.text),
  );
  const risks = notes.filter((n) => n.kind === "risk" && !resolved.has(n.id)).map((n) => n.text);
  return [...risks, ...(workbench.agent_state?.blockers ?? [])].map((t) => t.toLowerCase());
}

/** Whether any open risk mentions one of the needles (case-insensitive). */
export function isNamedInRisks(riskTexts: string[], needles: string[]): boolean {
  const wanted = needles.map((n) => n.trim().toLowerCase()).filter((n) => n !== "");
  return riskTexts.some((text) => wanted.some((needle) => text.includes(needle)));
}
