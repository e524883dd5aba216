/**
 * The briefing's facts as text sections, in priority order (issue 21): drift, the next action,
 * the user's words, the agent's report, failed attempts, what passes, decisions, pitfalls,
 * assumptions, risks, the work range, the plan, the state, proofs, what to load, then the rest.
 * Each entry is one or more lines; every interpolated value goes through `oneLine` (SPEC §8).
 * Which entries fit is decided by `briefing-budget.ts`. Pure.
 */
import type { Conclusion, UserMessage } from "../model/packet/types.js";
import { keepOrder } from "../generate/conclusion-rank.js";
import { CONCLUSION_KIND, isSuperseded, labelOf, splitPartlySuperseded } from "../render/labels.js";
import { SECTION, overCapSection } from "../render/sections.js";
import { tracksProgress } from "../render/session-words.js";
import type { BriefingFacts } from "./briefing-facts.js";
import { oneLine } from "./briefing-line.js";
import { withoutLeadingBackground } from "./long-message.js";
import type { Claim } from "./compare-claims.js";
import { describeEnvFix, splitPassedAs } from "../trim/env-prefix.js";
import { handoffCommand } from "../util/cli-launcher.js";

/** One entry of a section: its lines, and its place when the section is printed. */
export interface BriefingEntry {
  lines: string[];
  /** Print position among the chosen entries (default: the priority order). */
  order?: number;
}

export interface BriefingSection {
  /** The heading text, without `## `. */
  title: string;
  /** How the section is named in "Nothing recorded: …" and "left out" lines. */
  label: string;
  /** Entries in priority order: the first ones stay when the budget cuts. */
  entries: BriefingEntry[];
  /** Entries every section gets before any section gets more (the first round). */
  first: number;
  /** Entries at most. */
  cap: number;
  /** Where the entries not shown can be read, e.g. `handoff show ID`. */
  where: string;
  /** Lines the packet itself moved to history.md for this section. */
  archived: number;
}

/** Where every claim can be read with its evidence. */
export function showJson(): string {
  return handoffCommand("resume --format json");
}

function claimEntry(claim: Claim, max: number): BriefingEntry {
  return {
    lines: [
      `- ${claim.verdict} ${oneLine(claim.subject, 120)}: ${oneLine(claim.claim, max)} — ${oneLine(claim.evidence, max)}`,
    ],
  };
}

const plain = (items: readonly string[], max: number, prefix = ""): BriefingEntry[] =>
  items.map((text) => ({ lines: [`- ${prefix}${oneLine(text, max)}`] }));

/** `text` on one line, then the session it came from: ` (Codex CLI, 2026-11-29)`. */
function labelled(text: string, from: Pick<UserMessage, "agent" | "date">, max: number): string {
  const label = labelOf(from).trim();
  return label === "" ? oneLine(text, max) : `${oneLine(text, max)} ${oneLine(label, 80)}`;
}

/**
 * The user's words across the relay, each with its session's agent and date: printed oldest
 * first; when the budget is short, each session's first message (its task) stays before the
 * rest, newest sessions first, then the other messages, newest first.
 */
function userWordEntries(said: readonly UserMessage[], max: number): BriefingEntry[] {
  const messages = splitPartlySuperseded(said);
  const by = (m: UserMessage) => {
    if (m.superseded_by === undefined) return "";
    const label = labelOf(m.superseded_by).trim();
    const quoted = `"${oneLine(m.superseded_by.text, 300)}"`;
    const part = m.superseded_by.part;
    const what = part === undefined ? "" : ` "${oneLine(part, 300)}"`;
    return ` —${what} superseded by ${label === "" ? quoted : `${quoted} ${oneLine(label, 80)}`}`;
  };
  const entry = (m: UserMessage, index: number): BriefingEntry => ({
    lines: [`- ${labelled(withoutLeadingBackground(m.text, max), m, max)}${by(m)}`],
    order: index,
  });
  const firsts = new Set<number>();
  const sessions = new Set<string>();
  messages.forEach((m, i) => {
    const session = `${m.agent} ${m.date} ${m.packet}`;
    if (!sessions.has(session)) firsts.add(i);
    sessions.add(session);
  });
  // A superseded rule is shown after the rules in force, and is the first left out.
  const newestFirst = messages.map((m, i) => ({ m, i })).reverse();
  const inForce = newestFirst.filter(({ m }) => !isSuperseded(m));
  return [
    ...inForce.filter(({ i }) => firsts.has(i)),
    ...inForce.filter(({ i }) => !firsts.has(i)),
    ...newestFirst.filter(({ m }) => isSuperseded(m)),
  ].map(({ m, i }) => entry(m, i));
}

/**
 * The agent's conclusions (given newest first), each introduced by its kind: printed newest
 * first; when the budget is short, every session's strongest stays before any session's second
 * (`keepOrder`), so an early session's conclusions outlast a talkative later one's.
 */
function conclusionEntries(conclusions: readonly Conclusion[], max: number): BriefingEntry[] {
  const oldestFirst = [...conclusions].reverse();
  const last = oldestFirst.length - 1;
  return keepOrder(oldestFirst).map((i) => {
    const c = oldestFirst[i] as Conclusion;
    return {
      lines: [`- ${CONCLUSION_KIND[c.kind]}: ${labelled(c.text, c, max)}`],
      order: last - i,
    };
  });
}

/** How the last session ended: the user's last message, the agent's message before its report. */
/**
 * A failed attempt: still failing with its reason, or passed later — as another command line
 * that differs only by leading assignments, with the difference as the pitfall it is
 * (`make db-test -> exit 2 — passed later as PGPORT=5433 make db-test (needs PGPORT=5433)`).
 */
function attemptLine(a: BriefingFacts["failed_attempts"][number], max: number): string {
  const passed = splitPassedAs(a.text);
  if (passed !== null) {
    const fix = describeEnvFix(a.command, passed.as);
    return `- ${oneLine(`${passed.before}${passed.label}`, max)} — passed later as ${oneLine(passed.as, max)}${fix === null ? "" : ` (${fix})`}`;
  }
  const status = a.passed_later && !/\(passed later\)/i.test(a.text) ? " (passed later)" : "";
  const reason = a.last_error === null || a.passed_later ? "" : ` — ${oneLine(a.last_error, max)}`;
  return `- ${oneLine(a.text, max)}${status}${reason}`;
}

function tailEntries(facts: BriefingFacts, max: number): BriefingEntry[] {
  const tail = facts.conversation_tail;
  const entries: BriefingEntry[] = [];
  if (tail.user !== null) entries.push({ lines: [`- the user, last: ${oneLine(tail.user, max)}`] });
  const before = tail.agent.length === 2 ? tail.agent[0] : undefined;
  if (before !== undefined && before !== facts.agent_report) {
    entries.push({ lines: [`- the agent, before its report: ${oneLine(before, max)}`] });
  }
  return entries;
}

function planEntries(facts: BriefingFacts, max: number): BriefingEntry[] {
  const steps = facts.plan?.steps ?? [];
  const mark = { completed: "[x] ", in_progress: "[>] ", pending: "[ ] " } as const;
  const rank = { in_progress: 0, pending: 1, completed: 2 } as const;
  // A plan as presented (no step done or in progress) is steps, not unticked boxes.
  const tracked = facts.plan !== null && facts.plan !== undefined && tracksProgress(facts.plan);
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => rank[a.step.status] - rank[b.step.status] || a.index - b.index)
    .map(({ step, index }) => ({
      lines: [`- ${tracked ? mark[step.status] : ""}${oneLine(step.text, max)}`],
      order: index,
    }));
}

function stateEntries(facts: BriefingFacts, max: number): BriefingEntry[] {
  return [
    ...plain(facts.in_progress, max, "in progress: "),
    ...facts.items.map((item) => ({
      lines: [
        `- ${item.status} ${oneLine(item.name, 120)}${item.missing_proof === undefined ? "" : ` — missing: ${oneLine(item.missing_proof, max)}`}`,
      ],
    })),
    ...facts.verdict_trail.map((v) => ({
      lines: [
        `- verdict ${oneLine(v.task_id, 60)} ${v.source}: ${oneLine(v.verdict, 60)}${v.total === undefined ? "" : ` ${v.total}/10`}${v.path === null ? "" : ` (${oneLine(v.path, 160)})`}${v.defects.length === 0 ? "" : ` — defects: ${oneLine(v.defects.join(" | "), max)}`}`,
      ],
    })),
    ...plain(facts.queued, max, "queued: "),
  ];
}

function elsewhereEntries(facts: BriefingFacts, max: number): BriefingEntry[] {
  return [
    ...plain(facts.suggested_skills, max, "skill: "),
    ...facts.concurrent_worktrees.map((w) => ({
      lines: [
        `- worktree ${oneLine(w.path, 160)} (${oneLine(w.branch ?? "detached HEAD", 120)}${w.dirty ? ", dirty" : ""})`,
      ],
    })),
    ...facts.stashes.map((s) => ({
      lines: [`- stash ${oneLine(s.ref, 40)}: ${oneLine(s.message, max)}`],
    })),
    ...plain(facts.unmerged_branches, max, "unmerged branch: "),
  ];
}

const sum = (archived: Record<string, number>, names: readonly string[]) =>
  names.reduce((total, name) => total + (archived[name] ?? 0), 0);

/**
 * Pure: the sections of the briefing. `max` bounds one value (smaller budgets pass less);
 * `id` names the packet for the "where the rest is" pointers.
 */
export function buildBriefingSections(
  facts: BriefingFacts,
  id: string,
  max: number,
): BriefingSection[] {
  const show = handoffCommand(`show ${id}`);
  const long = Math.min(700, max * 2);
  const next = [oneLine(facts.next_action, long)];
  if (facts.next_command !== null && facts.pulled) {
    // A pulled packet's command is anyone's who can push the registry ref: text to read, no
    // fenced block an agent would run as given.
    next.push(
      `Its command, from a pulled packet (check it before running anything; VERIFIED does not cover it): ${oneLine(facts.next_command, long)}`,
    );
  } else if (facts.next_command !== null) {
    next.push("```sh", oneLine(facts.next_command, long), "```");
  }
  const blocking = facts.risks.filter((r) => r.severity === "block" && r.verdict !== "resolved");
  const otherRisks = facts.risks.filter((r) => !blocking.includes(r));
  const riskEntry = (r: (typeof facts.risks)[number]): BriefingEntry => ({
    lines: [
      `- [${r.severity}, ${r.verdict === "unchecked" ? "unchecked" : r.verdict.toUpperCase()}] ${r.note_id === undefined ? "" : `[${oneLine(r.note_id, 40)}] `}${oneLine(r.detail, max)}`,
    ],
  });
  const archived = (...names: string[]) => sum(facts.archived, names);
  const verdictArchive = Object.entries(facts.archived)
    .filter(([name]) => name.startsWith(`${SECTION.verdictTrail}`))
    .reduce((total, [, n]) => total + n, 0);
  const section = (
    title: string,
    label: string,
    entries: BriefingEntry[],
    first: number,
    cap: number,
    extra: Partial<Pick<BriefingSection, "where" | "archived">> = {},
  ): BriefingSection => ({
    title,
    label,
    entries,
    first,
    cap,
    where: extra.where ?? show,
    archived: extra.archived ?? 0,
  });
  const files = facts.changed_files.map((f) => ({
    lines: [`- ${oneLine(f.path, 200)}${f.status === null ? "" : ` (${f.status})`}`],
  }));
  for (const path of facts.edited_not_in_repo) {
    files.push({ lines: [`- ${oneLine(path, 200)} (edited in the session, not in the repo)`] });
  }
  // Standing directives, the next action and the agent's conclusions come first (issue 28):
  // what the user asked of every session and why the work is as it is.
  return [
    section(
      "The user's words",
      "the user's words",
      userWordEntries(facts.user_messages, Math.min(2000, max * 4)),
      12,
      40,
      { archived: archived(overCapSection(SECTION.userMessages)) },
    ),
    section("Next action", "next action", [{ lines: next }], 1, 1),
    section(
      "What the agent concluded",
      "the agent's conclusions",
      conclusionEntries(facts.conclusions, max),
      4,
      15,
      { archived: archived(overCapSection(SECTION.conclusions)) },
    ),
    section(
      "Drift",
      "drift",
      facts.drift.map((c) => claimEntry(c, max)),
      3,
      30,
      {
        where: showJson(),
      },
    ),
    section(
      "The agent's last report",
      "the agent's last report",
      facts.agent_report === null ? [] : [{ lines: [oneLine(facts.agent_report, long)] }],
      1,
      1,
    ),
    section("How the last session ended", "the conversation's end", tailEntries(facts, max), 1, 2),
    section(
      "Failed attempts (still failing first)",
      "failed attempts",
      facts.failed_attempts.map((a) => ({
        lines: [attemptLine(a, max)],
      })),
      3,
      15,
      { archived: archived(SECTION.failedAttempts) },
    ),
    section("Passing now", "passing commands", plain(facts.passing_now, max), 2, 8),
    section(
      "Open decisions",
      "open decisions",
      facts.open_decisions.map((d) => ({
        lines: [
          `- [${oneLine(d.id, 40)}] ${oneLine(d.question, max)}`,
          ...d.options
            .slice(0, 4)
            .map((o) => `  - ${oneLine(o.choice, 120)}: ${oneLine(o.implies, max)}`),
        ],
      })),
      2,
      12,
    ),
    // Only when something was decided: "nothing decided" tells the next session nothing.
    ...(facts.resolved_decisions.length === 0
      ? []
      : [
          section(
            "Decided",
            "resolved decisions",
            facts.resolved_decisions.map((d) => ({
              lines: [
                `- [${oneLine(d.id, 40)}] ${oneLine(d.question, max)} → ${d.choice === null ? "resolved" : oneLine(d.choice, 120)}${d.why === null ? "" : ` (${oneLine(d.why, max)})`}`,
              ],
            })),
            2,
            6,
          ),
        ]),
    section(
      "Pitfalls",
      "pitfalls",
      facts.pitfalls.map((p) => ({ lines: [`- [${oneLine(p.id, 40)}] ${oneLine(p.text, max)}`] })),
      2,
      12,
    ),
    section(
      "Assumptions to validate",
      "assumptions",
      facts.assumptions_to_validate.map((a) => ({
        lines: [`- [${oneLine(a.id, 40)}] ${oneLine(a.text, max)}`],
      })),
      2,
      12,
    ),
    section("Blocking risks", "blocking risks", blocking.map(riskEntry), 2, 12, {
      archived: archived(SECTION.openRisks),
    }),
    section("Other risks", "other risks", otherRisks.map(riskEntry), 1, 10),
    section("Unmet contracts", "unmet contracts", plain(facts.unmet_contracts, max), 1, 10, {
      archived: archived(SECTION.unmetContracts),
    }),
    section(
      facts.work_base === null
        ? "Landed commits"
        : `Landed commits (since ${oneLine(facts.work_base, 80)})`,
      "landed commits",
      facts.landed.map((c) => ({
        lines: [`- ${oneLine(c.commit, 40).slice(0, 12)} ${oneLine(c.subject, max)}`],
      })),
      2,
      10,
      { archived: archived(SECTION.landed) },
    ),
    section("Changed files", "changed files", files, 3, 20, {
      archived: archived(SECTION.changedFiles),
    }),
    section(
      facts.plan?.title ? `Plan: ${oneLine(facts.plan.title, 120)}` : "Plan",
      "plan",
      planEntries(facts, max),
      2,
      12,
    ),
    section("State", "state", stateEntries(facts, max), 2, 12, {
      archived:
        archived(SECTION.inProgress, SECTION.queued, SECTION.items, SECTION.verdictTrail) +
        verdictArchive,
    }),
    section(
      "Proofs",
      "proofs",
      plain(
        facts.proofs.map((p) => `[${p.id}] ${p.text}`),
        max,
      ),
      1,
      10,
    ),
    section("Load first", "preloads", plain(facts.load_first, max), 3, 12, {
      archived: archived(SECTION.readFirst, SECTION.preloads),
    }),
    section(
      "Concurrent work and skills",
      "concurrent work and skills",
      elsewhereEntries(facts, max),
      1,
      10,
      {
        archived: archived(
          SECTION.skills,
          SECTION.worktrees,
          SECTION.stashes,
          SECTION.unmergedBranches,
        ),
      },
    ),
  ];
}
