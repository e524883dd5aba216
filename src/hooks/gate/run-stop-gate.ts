/**
 * The Stop gate at a `Stop` hook: check handoff-readiness and answer in the format both Claude
 * Code and Codex CLI read from a Stop hook: `{"decision": "block", "reason": "…"}` to keep the
 * agent working (`block`), `{"systemMessage": "…"}` to warn without blocking (`warn`; Stop
 * hooks take no `additionalContext`), nothing when ready or `off`. A gate that cannot read the
 * repo lets the session stop: it fails open, like every hook.
 */
import type { OwnText } from "../hook-log.js";
import type { AgentKind } from "../../model/snapshot/types.js";
import type { RepoFacts } from "../../platform/locate-repo.js";
import { readHookConfig, type GateMode } from "../config.js";
import { NO_SESSION, readHookState, updateHookState } from "../hook-state.js";
import type { HookInput } from "../protocol/read-hook-input.js";
import { checkReadiness, decideStopGate, type StopGateDecision } from "./stop-gate.js";
import { locateTranscript } from "../locate-transcript.js";

export interface StopGateOptions {
  root: string;
  isGit: boolean;
  /** What the files said of the repository (spares the git calls they answer). */
  facts?: RepoFacts;
  topic: string;
  /** `--gate` from the hook command; wins over the config. */
  gate?: GateMode;
  /** The agent's default when neither `--gate` nor the config sets a mode. */
  defaultGate: GateMode;
  /** The format of the hook input's `transcript_path`, read when the next action needs it. */
  transcriptAgent: AgentKind;
  log: (level: "info" | "error", message: string | OwnText) => Promise<unknown>;
}

/** What the gate decided and what to print. */
export interface StopGateOutcome {
  verdict: StopGateDecision["verdict"];
  stdout: string;
  items: number;
}

/** Run the gate for one Stop input. */
export async function runStopGate(
  input: HookInput,
  options: StopGateOptions,
): Promise<StopGateOutcome> {
  const { config, problems } = readHookConfig(options.root);
  for (const problem of problems) await options.log("error", problem);
  const mode = options.gate ?? config.gate ?? options.defaultGate;
  if (mode === "off") return { verdict: "allow", stdout: "", items: 0 };
  // The message's renderers load while the gate reads, not after its decision.
  const renderers = loadRenderers();
  renderers.catch(() => undefined);
  const { collectReadiness } = await import("./collect-readiness.js");
  const session = input.session_id ?? NO_SESSION;
  const remembered = readHookState(options.root, session);
  // The next action by the packet's own rule, from what the packet written next would read:
  // this Stop's last message (else the one a Stop kept), the transcript.
  const readiness = await collectReadiness(options.root, options.isGit, options.topic, {
    agent_report: input.last_assistant_message ?? remembered.last_assistant_message,
    transcript: locateTranscript(input),
    agent: options.transcriptAgent,
    // At every turn's end: parse only what the log and the transcript gained since the last
    // read, as the turn's write does (a full parse of a long session here held every turn).
    cache: { warn: (message) => void options.log("error", message) },
    ...(options.facts === undefined ? {} : { facts: options.facts }),
  });
  const items = checkReadiness(readiness);
  const active = input.stop_hook_active;
  let decision = decideStopGate(items, mode, remembered, active);
  if (decision.state !== null) {
    // Decide again under the lock, from the state as it is now, and remember the outcome.
    decision = await updateHookState(options.root, session, (state) => {
      const locked = decideStopGate(items, mode, state, active);
      return { state: locked.state, result: locked };
    });
  }
  if (decision.verdict !== "allow") {
    await options.log("info", {
      own: `stop gate (${mode}): ${decision.verdict}, ${items.length} item(s) missing${active ? ", stop_hook_active" : ""}`,
    });
  }
  return {
    verdict: decision.verdict,
    stdout: await renderStopOutput(decision, renderers),
    items: items.length,
  };
}

/**
 * The Stop hook's stdout for a decision, redacted (the message quotes paths and notes) and inert:
 * the agent reads `reason` as context, so a path or note holding `</system-reminder>` or a bidi
 * control is neutralised as in the briefing (render/inert-text.ts).
 */
async function renderStopOutput(
  decision: StopGateDecision,
  renderers: ReturnType<typeof loadRenderers>,
): Promise<string> {
  if (decision.message === null || decision.verdict === "allow") return "";
  const [{ redact }, { INVISIBLE, neutraliseTags }] = await renderers;
  const text = neutraliseTags(redact(decision.message).text.replace(INVISIBLE, ""));
  const body =
    decision.verdict === "block" ? { decision: "block", reason: text } : { systemMessage: text };
  return `${JSON.stringify(body)}\n`;
}

/** The redaction rules and the inert-text helpers a gate message is rendered with. */
function loadRenderers() {
  return Promise.all([import("../../redact/index.js"), import("../../render/inert-text.js")]);
}
