/**
 * What counts as "named in open_risks" for the clean-state check: the texts of unresolved `risk`
 * notes and of `agent_state.blockers` (generate turns both into open risks).
 */
import { openNotes } from "../model/snapshot/open-notes.js";
import type { Note, Workbench } from "../model/snapshot/types.js";

/** Lower-cased texts of the open risks known before the packet exists. */
export function collectOpenRiskTexts(
  notes: readonly Note[],
  workbench: Pick<Workbench, "agent_state">,
): string[] {
  const risks = openNotes(notes, "risk").map((n) => n.text);
  return [...risks, ...(workbench.agent_state?.blockers ?? [])].map((t) => t.toLowerCase());
}

/** Whether any open risk mentions one of the needles (case-insensitive). */
export function isNamedInRisks(riskTexts: string[], needles: string[]): boolean {
  const wanted = needles.map((n) => n.trim().toLowerCase()).filter((n) => n !== "");
  return riskTexts.some((text) => wanted.some((needle) => text.includes(needle)));
}
