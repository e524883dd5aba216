/**
 * Pure: the claims a packet makes about its tasks, checked against the live facts (SPEC §8):
 * the verification reports it cites, and the tasks and items it says are not done yet.
 */
import type { Packet } from "../model/packet/types.js";
import { type Claim, drifted, listCommits, short, verified } from "./claim.js";
import { itemTaskIds, type LiveFacts } from "./verify-claims.js";

/** Each verification report of the verdict trail: still there, same verdict, still at HEAD. */
export function compareVerifications(packet: Packet, live: LiveFacts): Claim[] {
  const claims: Claim[] = [];
  for (const entry of packet.verdict_trail) {
    if (entry.source !== "verification" || entry.path === null) continue;
    const claim = `${entry.task_id} verification ${entry.verdict} at ${short(packet.head_commit)}`;
    const fact = live.reports[entry.path];
    const subject = entry.task_id;
    if (fact === undefined || fact.state === "missing") {
      claims.push(drifted("verification", subject, claim, `${entry.path} is gone`));
    } else if (fact.state === "invalid") {
      claims.push(
        drifted("verification", subject, claim, `${entry.path} no longer reads as a report`),
      );
    } else if ((fact.passed ? "passed" : "failed") !== entry.verdict) {
      claims.push(
        drifted(
          "verification",
          subject,
          claim,
          `the report now says ${fact.passed ? "passed" : "failed"}`,
        ),
      );
    } else if (fact.head_commit !== null) {
      claims.push(
        fact.head_commit === live.head
          ? verified("verification", subject, claim, `report is at HEAD ${short(live.head)}`)
          : drifted(
              "verification",
              subject,
              claim,
              `stale: report is at ${short(fact.head_commit)}, HEAD is ${short(live.head)}`,
            ),
      );
    } else {
      claims.push(
        packet.head_commit === live.head
          ? verified("verification", subject, claim, "HEAD has not moved since the packet")
          : drifted(
              "verification",
              subject,
              claim,
              `stale: HEAD moved to ${short(live.head)} and the report names no commit`,
            ),
      );
    }
  }
  return claims;
}

/** Absence claims: tasks "not landed", items "no live proof yet", re-checked now. */
export function compareAbsences(packet: Packet, live: LiveFacts): Claim[] {
  const claims: Claim[] = [];
  const pending = new Set<string>();
  for (const line of [...packet.state.in_progress, ...packet.state.queued]) {
    for (const match of line.matchAll(/\bT-\d{3,}\b/g)) pending.add(match[0]);
  }
  for (const id of [...pending].sort().slice(0, 20)) {
    const pattern = new RegExp(`\\b${id}\\b`);
    const landed = live.commits_since.filter((c) => pattern.test(c.subject));
    claims.push(
      landed.length === 0
        ? verified("absence", id, `${id} not landed`, "no commit since the packet names it")
        : drifted(
            "absence",
            id,
            `${id} not landed`,
            `may have landed: ${listCommits(landed, landed.length)}`,
          ),
    );
  }
  for (const id of itemTaskIds(packet)) {
    const fact = live.reports[`outputs/verification/${id}.json`];
    const passedAtHead = fact?.state === "present" && fact.passed && fact.head_commit === live.head;
    claims.push(
      passedAtHead
        ? drifted(
            "absence",
            id,
            `${id} has no passing verification at HEAD`,
            `outputs/verification/${id}.json now passes at ${short(live.head)}`,
          )
        : verified("absence", id, `${id} has no passing verification at HEAD`, "still none"),
    );
  }
  return claims;
}
