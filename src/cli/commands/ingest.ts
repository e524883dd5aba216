import { statSync } from "node:fs";
import { resolve } from "node:path";
import { InputError, UsageError } from "../../errors.js";
import { listAgents, TRANSCRIPT_AGENT_IDS } from "../../model/agents.js";
import type { AgentKind, TranscriptSummary } from "../../model/snapshot/types.js";
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
  try {
    return await print(path, agent as AgentKind, k, opencode, flag(parsed, "summary"), io);
  } catch (error) {
    // Loaded only now: a big transcript is read on a worker, and this thread loads no parser.
    const { WrongAgentError } = await import("../../collect/transcripts/index.js");
    if (error instanceof WrongAgentError) {
      throw new InputError(`${error.message}; try \`handoff ingest ${error.detected}\``, {
        file: error.file ?? file,
      });
    }
    throw error;
  }
}

async function print(
  path: string,
  agent: AgentKind,
  k: number,
  opencode: { session: string | undefined; ask: boolean; within: string },
  summaryOnly: boolean,
  io: CliIO,
): Promise<number> {
  if (summaryOnly) {
    const [{ redact }, summary] = await Promise.all([
      import("../../redact/index.js"),
      readSummary(path, agent, k, opencode, io),
    ]);
    // The hashes of what the session wrote and took out are for the rules, not for reading.
    const {
      written_names: _hashes,
      taken_out: _takenOut,
      written_words: _words,
      done_after_report: _doneAfter,
      turn_removal: _turnRemoval,
      ...shown
    } = summary;
    // A summary is our own type: its keys are schema names (kept).
    const redacted = mapStrings(shown, (text) => redact(text).text, { keys: "schema" });
    await writeOut(io.stdout, `${JSON.stringify(redacted)}\n`);
    return 0;
  }
  for await (const chunk of await readLines(path, agent, opencode, io.env)) {
    // The reader has gone (`… | head -1`): reading the rest of the transcript is wasted.
    if (!(await writeOut(io.stdout, chunk))) return 0;
  }
  return 0;
}

/**
 * The lines to print: read on a worker thread when the transcript is a big file (from the size
 * at which a write parses it on one, `worker-threshold.ts`), whose heap handoff chooses (see
 * `records-worker.ts`); else on this thread, which a worker would cost its start. One
 * `HANDOFF_WORKER_HEAP_MB` heap, in tests, instead of the reader's own.
 */
async function readLines(
  path: string,
  agent: AgentKind,
  opencode: { session: string | undefined; ask: boolean; within: string },
  env: NodeJS.ProcessEnv,
): Promise<AsyncIterable<string>> {
  const { workerHeap, workerThresholds } = await import("../../collect/worker-threshold.js");
  if (isFileOfAtLeast(path, workerThresholds(env).transcriptBytes)) {
    const { readRecordLinesOnWorker } = await import("../../collect/records-worker.js");
    const heap = workerHeap(env);
    return readRecordLinesOnWorker(path, agent, opencode, heap === null ? undefined : [heap]);
  }
  const { readRecordLines } = await import("../../collect/transcripts/record-lines.js");
  return readRecordLines(path, agent, opencode);
}

/**
 * `--summary`'s TranscriptSummary: parsed on a worker for a big file, as the lines are (a worker
 * out of its heap leaves it to this thread, as a write's does); no scan cache either way.
 */
async function readSummary(
  path: string,
  agent: AgentKind,
  k: number,
  opencode: { session: string | undefined; ask: boolean; within: string },
  io: CliIO,
): Promise<TranscriptSummary> {
  const { workerHeap, workerThresholds } = await import("../../collect/worker-threshold.js");
  if (isFileOfAtLeast(path, workerThresholds(io.env).transcriptBytes)) {
    const { ingestOnWorker, WorkerLostError } = await import("../../collect/transcript-worker.js");
    const job = ingestOnWorker({
      path,
      agent,
      k,
      root: io.cwd,
      ...opencode,
      defer: false,
      scanCache: false,
      warn: () => undefined,
      heap: workerHeap(io.env) ?? undefined,
    });
    const parsed = await job.result.catch((error: unknown) => {
      if (error instanceof WorkerLostError) return null;
      throw error;
    });
    if (parsed !== null) return parsed.summary;
  }
  const { ingestTranscript } = await import("../../collect/transcripts/index.js");
  return ingestTranscript(path, { agent, k, root: io.cwd, opencode });
}

/** A regular file of at least `bytes` (anything else is read, and reported, on this thread). */
function isFileOfAtLeast(path: string, bytes: number): boolean {
  try {
    const info = statSync(path);
    return info.isFile() && info.size >= bytes;
  } catch {
    return false;
  }
}
