import { UsageError } from "../../errors.js";
import { locateRepo } from "../../platform/locate-repo.js";
import { collectReadiness } from "../../hooks/gate/collect-readiness.js";
import { redact } from "../../redact/index.js";
import type { CleanState, CleanStateItem } from "../../model/snapshot/types.js";
import { redactCleanState, writeCleanState } from "../../store/clean-state-file.js";
import { flag, parseCommandArgs, stringOption } from "../args.js";
import { neutraliseForTerminal } from "../../render/inert-text.js";
import { type CliIO, paint, useColor, writeOut } from "../io.js";
import { rawOutput } from "../neutral-output.js";

export const usage = `Usage: handoff check [--root DIR] [--json]

Run the clean-state check (working tree, temp artifacts, tests, feature board, branch) alone,
write it to .handoff/clean_state.json and print it.

Options:
  --root DIR   the repository root (default: the enclosing git repo of the current directory)
  --json       print the clean_state object as JSON
  -h, --help   show this help

Exit codes: 0 clean, 1 not clean, 2 bad usage or input.`;

/** The clean-state report of a root, as written to `.handoff/clean_state.json`. */
export interface CleanStateReport {
  root: string;
  isGit: boolean;
  state: CleanState;
}

/**
 * Collect what the clean-state check needs (git, workbench files, feedback log, notes) and run
 * it, redacted. The entry behind `handoff check`; writes nothing.
 */
export async function collectCleanState(
  cwd: string,
  rootOption?: string,
): Promise<CleanStateReport> {
  const { root, isGit } = await locateRepo(cwd, rootOption);
  // The Stop gate's reads (git, workbench files, feedback log, notes); `check` has no --topic,
  // so the notes are the default topic's.
  const { clean_state } = await collectReadiness(root, isGit, "default");
  return { root, isGit, state: redactCleanState(clean_state) };
}

// Paths may hold tabs or newlines: quote those so one item stays on one line.
function showPath(path: string): string {
  return /[\u0000-\u001f\u007f]/.test(path) ? JSON.stringify(path) : path;
}

/** Human rendering of a clean state: a verdict line, then blocking items and warnings. */
export function renderCleanState(state: CleanState, color: boolean): string {
  // Inert here, not only at the terminal edge: painted text is written past it.
  const line = (item: CleanStateItem) =>
    neutraliseForTerminal(
      `  [${item.check}] ${item.path === undefined ? "" : `${showPath(item.path)}: `}${item.detail.replace(/\n/g, " ")}`,
    );
  const counts = `${state.blocking.length} blocking, ${state.warnings.length} warning(s)`;
  const lines = [
    state.clean ? paint(color, 32, `clean (${counts})`) : paint(color, 31, `not clean (${counts})`),
  ];
  if (state.blocking.length > 0)
    lines.push(paint(color, 31, "blocking:"), ...state.blocking.map(line));
  if (state.warnings.length > 0)
    lines.push(paint(color, 33, "warnings:"), ...state.warnings.map(line));
  return `${lines.join("\n")}\n`;
}

/** `handoff check [--root DIR] [--json]`: exit 0 clean, 1 not clean. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("check", args, {
    root: { type: "string" },
    json: { type: "boolean" },
  });
  if (parsed.positionals.length > 0) {
    throw new UsageError(
      `unexpected argument '${parsed.positionals[0]}'; run 'handoff check --help'`,
    );
  }
  const { root, state } = await collectCleanState(io.cwd, stringOption(parsed, "root"));
  await writeCleanState(root, state);
  const color = !flag(parsed, "json") && useColor(io);
  const text = color
    ? renderCleanState(state, true)
    : flag(parsed, "json")
      ? `${JSON.stringify(state, null, 2)}\n`
      : renderCleanState(state, false);
  // The items are redacted already; this pass covers what rendering added around them.
  await writeOut(color ? rawOutput(io.stdout) : io.stdout, redact(text).text);
  return state.clean ? 0 : 1;
}
