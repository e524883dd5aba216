/**
 * The verified claims in one line (issue 21: "5 claims verified: HEAD, branch, worktrees, …"):
 * they confirm, they do not instruct, so they never take the room of a fact. Pure.
 */
import { plural } from "../util/plural.js";
import { oneLine } from "./briefing-line.js";
import { showJson } from "./briefing-sections.js";
import type { Claim } from "./compare-claims.js";

/** A claim's short name for the one-line list of verified claims. */
function claimName(claim: Claim): string {
  if (claim.kind === "head" || claim.kind === "branch" || claim.kind === "new-work") {
    return oneLine(claim.subject, 60);
  }
  return `${claim.kind} ${oneLine(claim.subject, 60)}`;
}

/** Pure: every VERIFIED claim in one line ("5 claims verified: HEAD, branch, …"). */
export function renderVerifiedLine(verified: readonly Claim[], max = 240): string | null {
  if (verified.length === 0) return null;
  const head = `${plural(verified.length, "claim")} verified: `;
  const names = [...new Set(verified.map(claimName))];
  let line = head;
  for (const [i, name] of names.entries()) {
    const piece = `${i === 0 ? "" : ", "}${name}`;
    if (line.length + piece.length > max) {
      line += ", …";
      break;
    }
    line += piece;
  }
  return `${line} (each with its evidence: '${showJson()}')`;
}
