import { resolve } from "node:path";
import { InputError, UsageError } from "../../errors.js";
import { listAgents, TRANSCRIPT_AGENT_IDS } from "../../model/agents.js";
import type { AgentKind, FeedbackRecord } from "../../model/snapshot/types.js";
import { flag, intOption, parseCommandArgs, stringOption } from "../args.js";
import { mapStrings } from "../../redact/walk-strings.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff ingest ${listAgents(TRANSCRIPT_AGENT_IDS, "|")} PATH [--session ID] [--summary [--k N]]

Read an agent transcript and print the commands it ran as normalised feedback records (JSONL,
one record a line: command, exit_code, duration_ms, stdout/stderr tails, sidechain).
  claude    a Claude Code session file (~/.claude/projects/<slug>/<session>.jsonl); its
            subagents (<session>/subagents/agent-*.jsonl) are included as sidechains
  codex     a Codex CLI rollout (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl)
  opencode  opencode.db (~/.local/share/opencode/), a legacy storage/ folder (or one of its
            session files), a file 'opencode export' wrote, or the output of 'opencode run
            --format json'; in a store of several sessions, --session ID says which (without
            it: this repository's session when it has one only, else the list, exit 2)
  gemini    a Gemini CLI session (~/.gemini/tmp/<project>/chats/session-*.jsonl, or the
            older session-*.json)
  copilot   a GitHub Copilot CLI session (~/.copilot/session-state/<id>/events.jsonl), its
            folder, or the session-state folder of every session: then --session ID, else
            this repository's newest session
  qwen      a Qwen Code session (~/.qwen/projects/<slug>/chats/<session>.jsonl)
  cline     a Cline session (~/.cline/data/sessions/<id>/<id>.messages.json, or its <id>.json)
--summary prints one JSON object instead: objective, the user's messages, the agent's last
report, files read (with counts), plan, edited files, to-do list, compactions, the trimmed
feedback (K records besides failures, default 5) and the count of lines of types it has no use
for (unknown_lines). Secrets are redacted.`;

const AGENTS: readonly AgentKind[] = TRANSCRIPT_AGENT_IDS;
/**
 * Records are written in small batches: one write per line costs a call each, while a large batch
 * outlives the young generation as it waits for its write, and the heap grows with the garbage
 * (measured on a 300 MB transcript: 256 a batch peaked at 120-160 MB RSS in 3.0-3.8 s, 16 at
 * 110 MB in 2.3-2.4 s, with the same output).
 */
const BATCH = 16;

export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("ingest", args, {
    summary: { type: "boolean" },
    k: { type: "string" },
    session: { type: "string" },
  });
  if (flag(parsed, "help")) {
    await writeOut(io.stdout, `${usage}\n`);
    return 0;
  }
  const [agent, file, extra] = parsed.positionals;
  if (agent === undefined || file === undefined)
    throw new UsageError(`missing arguments. ${usage.split("\n")[0]}`);
  if (!AGENTS.includes(agent as AgentKind)) {
    throw new UsageError(
      `handoff ingest: unknown agent '${agent}' (expected ${listAgents(AGENTS)})`,
    );
  }
  if (extra !== undefined) throw new UsageError(`handoff ingest: unexpected argument '${extra}'`);
  const k = intOption("ingest", parsed, "k", 5, { min: 1, max: 30 });
  const path = resolve(io.cwd, file);
  // A store of several sessions is not guessed at here: the user says which.
  // The sessions of this repository are offered first (a store holds every project's).
  const { findWorkTreeTop } = await import("../../platform/locate-repo.js");
  const within = findWorkTreeTop(io.cwd)?.top ?? io.cwd;
  const opencode = { session: stringOption(parsed, "session"), ask: true, within };
  const transcripts = await import("../../collect/transcripts/index.js");
  try {
    return await print(
      transcripts,
      path,
      agent as AgentKind,
      k,
      opencode,
      flag(parsed, "summary"),
      io,
    );
  } catch (error) {
    if (error instanceof transcripts.WrongAgentError) {
      throw new InputError(`${error.message}; try \`handoff ingest ${error.detected}\``, {
        file: error.file ?? file,
      });
    }
    throw error;
  }
}

async function print(
  transcripts: typeof import("../../collect/transcripts/index.js"),
  path: string,
  agent: AgentKind,
  k: number,
  opencode: { session: string | undefined; ask: boolean; within: string },
  summaryOnly: boolean,
  io: CliIO,
): Promise<number> {
  const { redact } = await import("../../redact/index.js");
  // A summary and a feedback record are our own types: their keys are schema names (kept).
  const redactStrings = <T>(value: T): T =>
    mapStrings(value, (text) => redact(text).text, { keys: "schema" });
  if (summaryOnly) {
    const summary = await transcripts.ingestTranscript(path, { agent, k, root: io.cwd, opencode });
    await writeOut(io.stdout, `${JSON.stringify(redactStrings(summary))}\n`);
    return 0;
  }
  const { clipTail, OUTPUT_TAIL_CHARS } = await import("../../collect/transcripts/events.js");
  let batch: string[] = [];
  for await (const record of transcripts.readTranscriptRecords(path, agent, opencode)) {
    // Redaction costs per character: clip to what a record keeps first, whatever the adapter.
    for (const key of ["stdout_tail", "stderr_tail"] as const) {
      const tail = record[key];
      if (tail !== undefined) record[key] = clipTail(tail, OUTPUT_TAIL_CHARS);
    }
    batch.push(JSON.stringify(redactStrings<FeedbackRecord>(record)));
    if (batch.length >= BATCH) {
      // The reader has gone (`… | head -1`): reading the rest of the transcript is wasted.
      if (!(await writeOut(io.stdout, `${batch.join("\n")}\n`))) return 0;
      batch = [];
    }
  }
  if (batch.length > 0) await writeOut(io.stdout, `${batch.join("\n")}\n`);
  return 0;
}
