import { spawn } from "node:child_process";
import { NotFoundError, UsageError } from "../../errors.js";
import { findExecutable } from "../../platform/find-executable.js";
import { AGENTS as KNOWN_AGENTS, type AgentInfo, listAgents } from "../../model/agents.js";
import type { BriefingFormat } from "../../resume/briefing.js";
import { flag, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";
import { resumeFromOptions } from "./resume.js";

/** Every agent handoff knows can be continued in: its CLI, its first prompt, its host budget. */
const TARGETS: readonly AgentInfo[] = KNOWN_AGENTS;
const NAMES = TARGETS.map((a) => a.id);

export const usage = `Usage: handoff continue --to ${listAgents(NAMES, "|")} [--exec] [--root DIR] [--topic T] [--branch B]

Continue this line of work in another agent by hand, without hooks: re-verify the active packet
against the live repo (as 'handoff resume' does) and print the briefing as text within what
that agent shows whole (${TARGETS.map((a) => `${a.name} ${(a.hookContext?.maxChars ?? 10_000).toLocaleString("en-US")}`).join(", ")} characters), to
paste as its first prompt. With --exec, start that agent in this terminal with the briefing as
its first prompt instead:
${TARGETS.map((a) => `  ${a.id.padEnd(9)}${[a.launch.bin, ...a.launch.beforePrompt, '"<briefing>"'].join(" ")}`).join("\n")}

Options:
  --to AGENT   ${listAgents(NAMES)} (required)
  --exec       launch the agent (found on PATH) instead of printing
  --root DIR   repo root (default: the enclosing git repo)
  --topic T    line of work on the branch (default: default)
  --branch B   continue branch B's packet on purpose (as 'handoff list' shows the name)

Exit codes: without --exec, as 'handoff resume' (0 fresh, 1 drifted, 4 no packet); with
--exec, the agent's own exit code, 2 when its CLI is not on PATH, 4 when there is no packet.`;

/** `handoff continue`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("continue", args, {
    to: { type: "string" },
    exec: { type: "boolean" },
    root: { type: "string" },
    topic: { type: "string" },
    branch: { type: "string" },
  });
  if (parsed.positionals.length > 0) {
    throw new UsageError(`handoff continue takes no arguments, got '${parsed.positionals[0]}'`);
  }
  const to = stringOption(parsed, "to");
  const target = TARGETS.find((a) => a.id === to);
  if (to === undefined || target === undefined) {
    const names = NAMES.join(", ");
    throw new UsageError(
      to === undefined
        ? `--to is required: one of ${names}`
        : `--to must be one of ${names}, got '${to}'`,
    );
  }
  const agent = {
    bin: target.launch.bin,
    argv: (prompt: string) => [...target.launch.beforePrompt, prompt],
    format: `${target.id}-hook` as BriefingFormat,
  };
  const exec = flag(parsed, "exec");
  // Before any work: a missing agent CLI is the first thing to say.
  const bin = exec ? findExecutable(agent.bin, io.env["PATH"]) : null;
  if (exec && bin === null) {
    throw new UsageError(
      `'${agent.bin}' is not on PATH: install the ${to} CLI, or run 'handoff continue --to ${to}' and paste the briefing`,
    );
  }
  const { root, result, briefing: render } = await resumeFromOptions(parsed, io);
  // The text briefing within what the agent's own hook channel shows whole: pasted or passed as
  // a first prompt, it lands in the same context.
  const briefing = render.renderBriefing(result, "text", {
    maxChars: render.HOST_BUDGETS[agent.format],
  });
  if (!exec) {
    await writeOut(io.stdout, briefing);
    if (result.outcome === "none") return 4;
    return result.outcome === "drifted" ? 1 : 0;
  }
  if (result.outcome === "none") {
    throw new NotFoundError(`no packet to continue from: ${firstLine(briefing)}`);
  }
  if (result.pulled === true) {
    // The agent starts on the briefing, where the pulled packet's command is text to check.
    await writeOut(
      io.stderr,
      `handoff continue: packet ${result.packet?.id ?? ""} was pulled from another copy of the registry; ${render.VERIFIED_COVERS}. Its next command is in the briefing as text to check, not run.\n`,
    );
  }
  return launch(bin as string, agent.argv(briefing), root, io.env);
}

function firstLine(text: string): string {
  return text.split("\n").find((line) => line.trim() !== "") ?? "";
}

/**
 * Run the agent in this terminal (its stdio is the user's), in the repo root, and answer its
 * exit code. No shell: the briefing is one argv entry, whatever it holds.
 */
function launch(bin: string, argv: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, argv, { cwd, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("close", (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}
