import { relative } from "node:path";
import { UsageError } from "../../errors.js";
import { startStatusEarly } from "../../collect/git/early-status.js";
import { AGENTS as KNOWN_AGENTS, listAgents, TRANSCRIPT_AGENT_IDS } from "../../model/agents.js";
import type { AgentKind } from "../../model/snapshot/types.js";
import { checkTopic } from "../../store/paths.js";
import { flag, intOption, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";
import { rawOutput } from "../neutral-output.js";
import { createProgress } from "../progress.js";

export const usage = `Usage: handoff write [options]

Generate the handoff packet for the current branch and topic from git, the workbench files,
the feedback log, a transcript and the recorded notes, and make it the active packet.

Options:
  --root DIR              repo root (default: the enclosing git repo)
  --topic T               line of work on this branch (default: default)
  --task ID               the task the packet is about (default: agent_state.active_task_id)
  --k N                   passing records kept in the feedback tail (default 5)
  --next TEXT             the next action (overrides notes and agent_state)
  --transcript PATH       ingest an agent transcript (${KNOWN_AGENTS.map((a) => a.name).join(", ")})
  --agent A               ${TRANSCRIPT_AGENT_IDS.join(" | ")} (default: detected from the transcript)
  --session ID            the session of a store of many (OpenCode's opencode.db, Copilot CLI's
                          session-state folder; default: the newest session run in this
                          repository)
  --out DIR               also write DIR/handoff.md, DIR/history.md and DIR/handoff.json
  --allow-dirty           write even when the clean-state check fails (recorded as block risks)
  --allow-unverified      write even when the active task has no verification report
  --allow-missing-next    write even when no next action can be found
  --json                  print {id, status, packet_dir, md, json, risks} as JSON

Exit codes: 0 written or unchanged, 2 bad usage or input, 3 refused by a rule.`;

const AGENTS: readonly AgentKind[] = TRANSCRIPT_AGENT_IDS;

export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("write", args, {
    root: { type: "string" },
    topic: { type: "string" },
    task: { type: "string" },
    k: { type: "string" },
    next: { type: "string" },
    transcript: { type: "string" },
    session: { type: "string" },
    agent: { type: "string" },
    out: { type: "string" },
    "allow-dirty": { type: "boolean" },
    "allow-unverified": { type: "boolean" },
    "allow-missing-next": { type: "boolean" },
    json: { type: "boolean" },
  });
  if (parsed.positionals.length > 0) {
    throw new UsageError(`unexpected argument '${parsed.positionals[0]}'`);
  }
  const agent = stringOption(parsed, "agent");
  if (agent !== undefined && !AGENTS.includes(agent as AgentKind)) {
    throw new UsageError(`--agent must be one of ${listAgents(AGENTS)}, got '${agent}'`);
  }
  // The work tree's status first: it runs while the pipeline loads (see early-status.ts).
  startStatusEarly(io.cwd, stringOption(parsed, "root"));
  const { writeHandoff } = await import("../../pipeline/write-handoff.js");
  // The progress line draws with ESC sequences of its own: past the terminal edge.
  const progress = createProgress(rawOutput(io.stderr));
  const result = await writeHandoff({
    onProgress: progress.report,
    onWarning: (message) => void io.stderr.write(`handoff: ${message}\n`),
    cwd: io.cwd,
    root: stringOption(parsed, "root"),
    topic: checkTopic(stringOption(parsed, "topic")),
    task_id: stringOption(parsed, "task") ?? null,
    k: intOption("write", parsed, "k", 5, { min: 1, max: 30 }),
    next: stringOption(parsed, "next") ?? null,
    transcript: stringOption(parsed, "transcript") ?? null,
    session: stringOption(parsed, "session") ?? null,
    agent: (agent as AgentKind | undefined) ?? null,
    out: stringOption(parsed, "out") ?? null,
    allow_dirty: flag(parsed, "allow-dirty"),
    allow_unverified: flag(parsed, "allow-unverified"),
    allow_missing_next: flag(parsed, "allow-missing-next"),
  });
  progress.done();
  if (flag(parsed, "json")) {
    const { id, status, packet_dir, md, json, risks } = result;
    await writeOut(
      io.stdout,
      `${JSON.stringify({ id, status, packet_dir, md, json, risks }, null, 2)}\n`,
    );
    return 0;
  }
  const where = relative(io.cwd, result.md) || result.md;
  const blocking = result.risks.filter((risk) => risk.severity === "block").length;
  const lines = [
    result.status === "written"
      ? `Wrote packet ${result.id} for ${result.packet.branch ?? "(detached HEAD)"} / ${result.packet.topic}`
      : `Unchanged: packet ${result.id} is already active for ${result.packet.branch ?? "(detached HEAD)"} / ${result.packet.topic}`,
    `  ${where}`,
    `  next: ${result.packet.next_action}`,
    `  risks: ${result.risks.length} (${blocking} blocking)`,
  ];
  await writeOut(io.stdout, `${lines.join("\n")}\n`);
  return 0;
}
