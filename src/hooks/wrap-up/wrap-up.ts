/**
 * The context-budget trigger: on every prompt and tool call, read the transcript's tail, and the
 * first time the context fill reaches `wrap_up_at`, write a packet at once (the cleanest state
 * the session will have) and tell the agent, in a few lines, to wrap up. Once per session per
 * threshold, remembered in the hook state.
 *
 * This runs after EVERY tool call, so the common path (below the threshold) does no git, no
 * redaction, no lock and loads no state module: it finds the root by walking up to `.git`,
 * reads the tiny config, reads the transcript's last tens of kilobytes and compares two numbers.
 */
import { resolve } from "node:path";
import { locateRepo } from "../../platform/locate-repo.js";
import { readHookConfig } from "../config.js";
import {
  computeFill,
  isWrapUpDue,
  resolveContextWindow,
  type WindowSource,
} from "./context-budget.js";
import type { UsageScan } from "./usage-scan.js";
import { readTail } from "../../platform/lines/tail.js";
import { handoffCommand } from "../../util/cli-launcher.js";

/** How full the context is. */
export interface ContextFill {
  fill: number;
  tokens: number;
  window: number;
  source: WindowSource;
  model: string | null;
}

/** What the trigger did: nothing (below, already fired, no usage yet) or fired. */
export type WrapUpOutcome =
  | { fired: false; why: string; fill: ContextFill | null }
  | { fired: true; fill: ContextFill; threshold: number; stdout: string; packet_id: string | null };

/** Where an agent's transcript records token usage: its hook adapter's reader of the tail. */
export type FindLatestUsage = (text: string) => UsageScan;

export interface WrapUpOptions {
  /** The agent's reader of its transcript's token usage. */
  findLatestUsage: FindLatestUsage;
  /** The working directory of the hook process (input without cwd). */
  cwd: string;
  /** `--root`. */
  root?: string;
  topic?: string;
  /** Writes the packet in hook mode; returns its id. */
  write: () => Promise<{ id: string }>;
  /** Log a line to `.handoff/hook.log`. */
  log: (level: "info" | "error", message: string) => Promise<unknown>;
  /** The host reads `additionalContext` at the top of the JSON (GitHub Copilot CLI). */
  flat?: boolean;
}

/** Measure the fill from a transcript's tail; null when no usage is known (or just compacted). */
export function measureContextFill(
  transcriptPath: string,
  findLatestUsage: FindLatestUsage,
  config: Parameters<typeof resolveContextWindow>[2],
): ContextFill | null {
  const tail = readTail(transcriptPath, {
    isEnough: (text) => findLatestUsage(text) !== null,
  });
  const scan = findLatestUsage(tail.text);
  if (scan === null || scan.kind === "compacted") return null;
  const { tokens, model, reported_window } = scan.sample;
  const window = resolveContextWindow(model, reported_window, config);
  return {
    fill: computeFill(tokens, window.tokens),
    tokens,
    window: window.tokens,
    source: window.source,
    model,
  };
}

/**
 * What the trigger reads of a hook's input: a `HookInput` (protocol/read-hook-input.ts) has it.
 * Named here because the protocol's Gemini adapter calls into this folder: taking the type from
 * there would make the two folders import each other.
 */
export interface WrapUpInput {
  hook_event_name: string;
  session_id: string | null;
  transcript_path: string | null;
  cwd: string | null;
}

/** Run the trigger for one hook input. Throws only what the caller logs (it never blocks). */
export async function runWrapUp(
  input: WrapUpInput,
  options: WrapUpOptions,
): Promise<WrapUpOutcome> {
  if (input.transcript_path === null) return { fired: false, why: "no transcript", fill: null };
  const start = options.root ?? input.cwd ?? undefined;
  const { root } = await locateRepo(options.cwd, start, { fast: true });
  const { config, problems } = readHookConfig(root);
  const transcript = resolve(input.cwd ?? options.cwd, input.transcript_path);
  let fill: ContextFill | null;
  try {
    fill = measureContextFill(transcript, options.findLatestUsage, config);
  } catch (error) {
    // Not there (yet): nothing to measure, and not worth a log line after every tool call.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      return { fired: false, why: "transcript not found", fill: null };
    }
    // A FIFO or device named as the transcript: never opened for a blocking read (EFTYPE).
    throw error;
  }
  if (fill === null) return { fired: false, why: "no usage recorded yet", fill: null };
  const threshold = config.wrap_up_at;
  if (!isWrapUpDue(fill.fill, threshold, []))
    return { fired: false, why: "below the threshold", fill };
  // Past the threshold only: the state, the lock and the writer load from here on.
  const { NO_SESSION, readHookState, updateHookState } = await import("../hook-state.js");
  const session = input.session_id ?? NO_SESSION;
  if (!isWrapUpDue(fill.fill, threshold, readHookState(root, session).wrap_up_fired)) {
    return { fired: false, why: "already fired", fill };
  }
  for (const problem of problems) await options.log("error", problem);
  // Claim the threshold under the lock: parallel tool calls run this hook concurrently.
  const claimed = await updateHookState(root, session, (state) =>
    isWrapUpDue(fill.fill, threshold, state.wrap_up_fired)
      ? { state: { ...state, wrap_up_fired: [...state.wrap_up_fired, threshold] }, result: true }
      : { state: null, result: false },
  );
  if (!claimed) return { fired: false, why: "already fired", fill };
  let packetId: string | null = null;
  try {
    packetId = (await options.write()).id;
  } catch (error) {
    // The reminder matters more than this packet: SessionEnd writes another one anyway.
    const detail = error instanceof Error ? error.message : String(error);
    await options.log("error", `wrap-up packet not written: ${detail}`);
  }
  const { redact } = await import("../../redact/index.js");
  const message = redact(renderWrapUpMessage(fill, packetId, options.topic)).text;
  await options.log(
    "info",
    `wrap-up at ${percent(fill.fill)} of ${fill.window} tokens (${fill.model ?? "model unknown"}, window from ${fill.source}); packet ${packetId ?? "not written"}`,
  );
  return {
    fired: true,
    fill,
    threshold,
    packet_id: packetId,
    stdout: renderAdditionalContext(input.hook_event_name, message, options.flat === true),
  };
}

/**
 * What the agent reads when the wrap-up fires: a few lines, each with the exact command, so
 * the advice costs little context and leaves nothing to interpret.
 */
export function renderWrapUpMessage(
  fill: ContextFill,
  packetId: string | null,
  topic: string | undefined,
): string {
  const topicFlag = topic === undefined || topic === "default" ? "" : ` --topic ${topic}`;
  const packet =
    packetId === null
      ? "A packet could not be written now (see .handoff/hook.log); SessionEnd will write one."
      : `A handoff packet (${packetId}) was written just now, while the state is still sharp.`;
  return [
    `handoff: the context is ${percent(fill.fill)} full (${fill.tokens.toLocaleString("en-US")} of ${fill.window.toLocaleString("en-US")} tokens). Wrap up this session now. ${packet}`,
    `1. Record what git cannot show: \`${handoffCommand('note decision "…"')}\`, \`${handoffCommand('note pitfall "…"')}\`, and the next step as an exact command: \`${handoffCommand('note next "…"')}\`.`,
    `2. Leave the workbench clean: commit your work (or \`git stash push -m "…"\`), delete temp files and debug prints; \`${handoffCommand("check")}\` must pass.`,
    `3. End the session by telling the user the exact resume command: \`${handoffCommand(`resume${topicFlag}`)}\`.`,
  ].join("\n");
}

/**
 * The JSON Claude Code and Codex CLI read from UserPromptSubmit and PostToolUse hooks; `flat`:
 * `{"additionalContext": …}`, as GitHub Copilot CLI reads it.
 */
export function renderAdditionalContext(event: string, text: string, flat = false): string {
  const output = flat
    ? { additionalContext: text }
    : { hookSpecificOutput: { hookEventName: event, additionalContext: text } };
  return `${JSON.stringify(output)}\n`;
}

function percent(fill: number): string {
  return `${Math.round(fill * 100)}%`;
}
