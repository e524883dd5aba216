import { locateRepo } from "../../platform/locate-repo.js";
import { UsageError } from "../../errors.js";
import type { BriefingFormat } from "../../resume/briefing.js";
import { HOOK_BRIEFING_FORMATS, listAgents } from "../../model/agents.js";
import { readRepoState } from "../../resume/repo-state.js";
import { checkTopic } from "../../store/paths.js";
import type { ResumeResult } from "../../resume/resume.js";
import { flag, intOption, type ParsedArgs, parseCommandArgs, stringOption } from "../args.js";
import { neutraliseForTerminal } from "../../render/inert-text.js";
import { type CliIO, paint, useColor, writeOut } from "../io.js";
import { rawOutput } from "../neutral-output.js";

export const usage = `Usage: handoff resume [--root DIR] [--topic T] [--branch B] [--format ${["text", "json", ...HOOK_BRIEFING_FORMATS].join("|")}] [--json] [--max-chars N]

Find the active packet of this branch and topic (else the newest of the branch; never another
branch's: with none, exit 4 naming the branches that have packets), re-verify each of its claims against the live repo (HEAD, branch,
worktrees, modified files, verification, absence claims, other sessions' new work), and print
the briefing, by priority within its budget: drift, the next action and exact command, the
user's words, the agent's last report, failed attempts, decisions, pitfalls, assumptions, risks
with their live verdicts, the work range, the plan, what to load; then the verified claims in one
line. Each section says how many entries it left out and where they are.

Options:
  --root DIR     repo root (default: the enclosing git repo)
  --topic T      line of work on the branch (default: default)
  --branch B     resume branch B's packet on purpose (as 'handoff list' shows the name)
  --format F     text (default), json, ${listAgents(HOOK_BRIEFING_FORMATS)}: the SessionStart
                 hook JSON {"hookSpecificOutput": {"hookEventName": "SessionStart",
                 "additionalContext": "…"}}; every agent's hook (OpenCode's plugin) reads it.
  --json         the same as --format json
  --max-chars N  the briefing's budget in characters (default: what the host shows whole —
                 10,000 for the text and Claude Code's and Gemini CLI's hook JSON, 7,500 for
                 Codex CLI's, which shows about 2,500 tokens), for hosts with another limit

Exit codes: 0 fresh, 1 drifted, 4 no packet. The hook formats always exit 0 when they print:
hooks discard the JSON of a command that exits non-zero, and drift is in the context itself.`;

const FORMATS: readonly BriefingFormat[] = ["text", "json", ...HOOK_BRIEFING_FORMATS];

/** `handoff resume`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("resume", args, {
    root: { type: "string" },
    topic: { type: "string" },
    branch: { type: "string" },
    format: { type: "string" },
    json: { type: "boolean" },
    "max-chars": { type: "string" },
  });
  if (parsed.positionals.length > 0) {
    throw new UsageError(`handoff resume takes no arguments, got '${parsed.positionals[0]}'`);
  }
  const asked = stringOption(parsed, "format");
  if (flag(parsed, "json") && asked !== undefined && asked !== "json") {
    throw new UsageError(`--json and --format ${asked} disagree: choose one`);
  }
  const format = flag(parsed, "json") ? "json" : (asked ?? "text");
  // Without --max-chars each format fits its host's own limit (briefing.ts HOST_BUDGETS).
  const maxChars =
    stringOption(parsed, "max-chars") === undefined
      ? undefined
      : intOption("resume", parsed, "max-chars", 10_000, { min: 500, max: 1_000_000 });
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, got '${format}'`);
  }
  const { result, briefing: render } = await resumeFromOptions(parsed, io);
  const briefing = render.renderBriefing(result, format as BriefingFormat, { maxChars });
  if (format === "text" && useColor(io)) {
    // Painted past the terminal edge, so made inert first.
    await writeOut(rawOutput(io.stdout), paintVerdicts(neutraliseForTerminal(briefing)));
  } else {
    await writeOut(io.stdout, briefing);
  }
  if (format.endsWith("-hook")) return 0;
  if (result.outcome === "none") return 4;
  return result.outcome === "drifted" ? 1 : 0;
}

/**
 * What `resume` and `continue` share: `--root`, `--topic` and `--branch` checked, then the live
 * resume, with `git status` (this path's floor) started before the rest of resume loads, which
 * then reads the registry while git runs. Returns the result, the repo root and the renderers.
 */
export async function resumeFromOptions(
  parsed: ParsedArgs,
  io: CliIO,
): Promise<{
  root: string;
  result: ResumeResult;
  briefing: typeof import("../../resume/briefing.js");
}> {
  const topic = checkTopic(stringOption(parsed, "topic"));
  const branch = stringOption(parsed, "branch");
  if (branch !== undefined && (branch === "" || /[\u0000-\u001f\u007f]/.test(branch))) {
    throw new UsageError("--branch must be a branch name");
  }
  // The repo top from the file system (no spawn), so `--root sub` reads the repo's registry.
  const { root } = await locateRepo(io.cwd, stringOption(parsed, "root"), { fast: true });
  const state = readRepoState(root);
  state.catch(() => undefined);
  const [{ resume }, briefing] = await Promise.all([
    import("../../resume/resume.js"),
    import("../../resume/briefing.js"),
  ]);
  const result = await resume(root, { topic, state, ...(branch === undefined ? {} : { branch }) });
  return { root, result, briefing };
}

/** On a terminal, each verdict in its colour: VERIFIED and FRESH green, DRIFTED red. */
function paintVerdicts(text: string): string {
  return text.replace(/\b(VERIFIED|FRESH|DRIFTED)\b/g, (word) =>
    paint(true, word === "DRIFTED" ? 31 : 32, word),
  );
}
