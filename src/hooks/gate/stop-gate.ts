/**
 * The Stop gate (PURE): is the session ready to hand off, and if not, what exactly is missing and
 * which command fixes each item. Ready means: the clean-state check (SPEC §5) has nothing
 * blocking, the packet written now would have a next action (the one rule of
 * generate/next-action.ts, on what the hook gives: a `next` note, `agent_state.next_action`,
 * the agent's last message, the transcript, the superseded packet), and
 * every `block` risk the state shows (a hard-failed review, a blocking verification finding) is
 * named by an open `risk` note. Failed tests are already a clean-state item, so they are not
 * counted twice.
 *
 * The decision bounds the nagging: a stop that a Stop hook already continued
 * (`stop_hook_active`) is never blocked again, the same reasons never block twice, and no
 * session is blocked more than `MAX_GATE_BLOCKS` times (Claude Code forces a stop after 8).
 */
import { createHash } from "node:crypto";
import type {
  CleanState,
  CleanStateItem,
  Note,
  PreviousPacketView,
  TranscriptSummary,
  Workbench,
} from "../../model/snapshot/types.js";
import { type NextActionInput, resolveNextAction } from "../../generate/next-action.js";
import { collectOpenRiskTexts, isNamedInRisks } from "../../check/open-risk-texts.js";
import { handoffCli, handoffCommand, onRoute } from "../../util/cli-launcher.js";
import type { GateMode } from "../config.js";
import type { HookState } from "../hook-state.js";

/** One thing missing before the session may stop. */
export interface GateItem {
  /** Stable identity of the problem (same problem → same key across runs). */
  key: string;
  problem: string;
  /** The command (or the edit) that fixes it. */
  fix: string;
}

/** What the gate reads. */
export interface ReadinessInput {
  clean_state: CleanState;
  /** Notes of this branch+topic, as `readNotes` returns them. */
  notes: Note[];
  workbench: Pick<Workbench, "agent_state" | "reviews" | "verifications">;
  /** The agent's last message (the hook input's `last_assistant_message`, else the one kept). */
  agent_report?: string | null;
  /** The session's transcript, when read (only needed when nothing cheaper names a next action). */
  transcript?: TranscriptSummary | null;
  /** The packet the next write supersedes, when read (likewise). */
  previous?: PreviousPacketView | null;
}

/** Blocks per session, at most. */
export const MAX_GATE_BLOCKS = 3;
/** Items listed in one message; the rest are counted. */
const MAX_LISTED = 10;
const MAX_PATHS = 8;

/** Every missing item, in a fixed order: working tree, other clean-state items, next, risks. */
export function checkReadiness(input: ReadinessInput): GateItem[] {
  const items: GateItem[] = [];
  const dirty = input.clean_state.blocking.filter(
    (item) => item.check === "working tree" && item.path !== undefined,
  );
  if (dirty.length > 0) items.push(describeDirtyFiles(dirty));
  for (const item of input.clean_state.blocking) {
    if (dirty.includes(item)) continue;
    items.push(describeCleanStateItem(item));
  }
  if (resolveNextAction(nextActionInput(input)).text === null) {
    items.push({
      key: "next",
      problem: "no next action is recorded",
      fix: handoffCommand('note next "<the exact command or first step for the next session>"'),
    });
  }
  items.push(...findUnnotedBlockRisks(input));
  return items;
}

/** What the next-action rule reads, from what the gate has (no `--next` at a Stop). */
export function nextActionInput(input: ReadinessInput): NextActionInput {
  return {
    options: { next: null, agent_report: input.agent_report ?? null },
    notes: input.notes,
    workbench: input.workbench,
    transcript: input.transcript ?? null,
    previous: input.previous ?? null,
  };
}

function describeDirtyFiles(items: CleanStateItem[]): GateItem {
  const paths = items.map((item) => item.path ?? "").sort();
  const shown = paths.slice(0, MAX_PATHS).join(", ");
  const more = paths.length > MAX_PATHS ? ` and ${paths.length - MAX_PATHS} more` : "";
  return {
    key: `dirty:${paths.join("\0")}`,
    problem: `uncommitted changes: ${shown}${more}`,
    fix: renderCommitFix(paths),
  };
}

function describeCleanStateItem(item: CleanStateItem): GateItem {
  const where = item.path === undefined ? "" : `${item.path}: `;
  const key = `${item.check}:${item.path ?? ""}:${item.detail}`;
  const problem = onRoute(`${item.check}: ${where}${item.detail}`);
  if (item.check === "temp artifacts" && item.path !== undefined) {
    const leftover = /debug print|commented-out/.test(item.detail);
    return {
      key,
      problem,
      fix: leftover
        ? `remove it from ${item.path}`
        : `rm -r -- ${quoteShell(item.path)}  (or add it to .gitignore)`,
    };
  }
  // The clean-state rules already name the fixing command in backticks; reuse it.
  const command = /`([^`]+)`/.exec(item.detail)?.[1];
  const fix =
    command === undefined
      ? `fix it, then run \`${handoffCommand("check")}\` to confirm`
      : command.startsWith("handoff ")
        ? handoffCommand(command.slice("handoff ".length))
        : command;
  return { key, problem, fix };
}

/** Block-level risks in the state that no open risk note names. */
function findUnnotedBlockRisks(input: ReadinessInput): GateItem[] {
  const noted = collectOpenRiskTexts(input.notes, input.workbench);
  const isNoted = (needles: string[]) => isNamedInRisks(noted, needles);
  const items: GateItem[] = [];
  for (const review of input.workbench.reviews) {
    if (review.verdict !== "hard_fail" || isNoted([review.task_id, review.path])) continue;
    items.push({
      key: `risk:review:${review.task_id}:${review.path}`,
      problem: `${review.task_id}: review hard-failed (${review.total}/10, ${review.path}) and no risk note names it`,
      fix: `${handoffCli()} note risk "${review.task_id}: <what the review found>" --severity block`,
    });
  }
  for (const verification of input.workbench.verifications) {
    for (const finding of verification.findings) {
      if (finding.severity !== "block") continue;
      const needles = [verification.task_id, finding.code ?? ""];
      if (isNoted(needles)) continue;
      const code = finding.code === undefined ? "" : ` [${finding.code}]`;
      items.push({
        key: `risk:finding:${verification.task_id}:${finding.code ?? finding.detail}`,
        problem: `${verification.task_id}${code}: ${finding.detail} (a block finding no risk note names)`,
        fix: `${handoffCli()} note risk "${verification.task_id}${code}: <why it is still open>" --severity block`,
      });
    }
  }
  return items;
}

/** What the gate does at this Stop. */
export interface StopGateDecision {
  verdict: "allow" | "warn" | "block";
  /** The text for the agent (block) or the user (warn); null when allowed. */
  message: string | null;
  /** The state to remember, or null when nothing changed. */
  state: HookState | null;
}

/**
 * Decide from the items, the mode, the session's memory and `stop_hook_active`. A block becomes
 * a warning when it may not block (see the module comment); a warning identical to the previous
 * one is not repeated (the Stop hook fires at the end of every turn).
 */
export function decideStopGate(
  items: readonly GateItem[],
  mode: GateMode,
  state: HookState,
  stopHookActive: boolean,
): StopGateDecision {
  if (mode === "off") return { verdict: "allow", message: null, state: null };
  if (items.length === 0) {
    // Ready: forget the last reasons so the same problem, if it comes back later, is news again.
    const changed = state.last_block_key !== null || state.last_warn_key !== null;
    return {
      verdict: "allow",
      message: null,
      state: changed ? { ...state, last_block_key: null, last_warn_key: null } : null,
    };
  }
  const key = gateKey(items);
  const mayBlock =
    mode === "block" &&
    !stopHookActive &&
    state.gate_blocks < MAX_GATE_BLOCKS &&
    state.last_block_key !== key;
  if (mayBlock) {
    return {
      verdict: "block",
      message: renderGateMessage(items, "block"),
      state: {
        ...state,
        gate_blocks: state.gate_blocks + 1,
        last_block_key: key,
        last_warn_key: null,
      },
    };
  }
  if (state.last_warn_key === key || (state.last_block_key === key && !stopHookActive)) {
    // Told already, in these words: silence until something changes.
    return { verdict: "allow", message: null, state: null };
  }
  return {
    verdict: "warn",
    message: renderGateMessage(items, "warn"),
    state: { ...state, last_warn_key: key },
  };
}

/** A short stable key for a set of items (order-independent). */
export function gateKey(items: readonly GateItem[]): string {
  const joined = items
    .map((item) => item.key)
    .sort()
    .join("\n");
  return createHash("sha256").update(joined, "utf8").digest("hex").slice(0, 16);
}

/** The message: what is missing and the command that fixes each item. */
export function renderGateMessage(items: readonly GateItem[], verdict: "warn" | "block"): string {
  const head =
    verdict === "block"
      ? "handoff: this session is not ready to hand off. Fix these before you stop:"
      : "handoff: this session is not ready to hand off yet:";
  const lines = items.slice(0, MAX_LISTED).map((item) => `- ${item.problem}\n  fix: ${item.fix}`);
  if (items.length > MAX_LISTED)
    lines.push(`- … and ${items.length - MAX_LISTED} more (run \`${handoffCommand("check")}\`)`);
  const tail =
    verdict === "block"
      ? `Then stop again; \`${handoffCommand("check")}\` shows the clean-state details.`
      : "Fix them before the session ends so the next one starts clean.";
  return [head, ...lines, tail].join("\n");
}

/**
 * The commit command for exactly these files: never `git add -A`, which would sweep in whatever
 * else lies in the tree (secrets, scratch files). A long list names the first files and says
 * where the rest are.
 */
export function renderCommitFix(paths: string[]): string {
  const named = paths.slice(0, MAX_FIX_PATHS).map(quoteShell).join(" ");
  const rest =
    paths.length > MAX_FIX_PATHS
      ? ` <and the other ${paths.length - MAX_FIX_PATHS} files 'git status --short' lists>`
      : "";
  const stash = paths.slice(0, MAX_FIX_PATHS).map(quoteShell).join(" ");
  return `git add -- ${named}${rest} && git commit -m "<what this work does>"  (or set it aside: git stash push -u -m "<why>" -- ${stash}${rest})`;
}

/** Files named one by one in a fix command. */
const MAX_FIX_PATHS = 20;

function quoteShell(path: string): string {
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`;
}
