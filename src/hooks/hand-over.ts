/**
 * What a turn's end does in the hook when its write goes to a detached writer: the agent's last
 * message kept (redacted, cut) for the session's next write, and the input saved and handed to
 * the writer. Apart from `hook-write.ts` because the Stop path's own entry
 * (`cli/turn-hook-main.ts`) bundles this and must not bundle the write pipeline.
 */
import { isProcessAlive } from "../platform/atomic-write.js";
import type { HookContext } from "./hook-context.js";
import type { HookInput } from "./protocol/read-hook-input.js";

/** Keep Stop's `last_assistant_message` (redacted, cut) in the session's hook state. */
export async function rememberAgentReport(root: string, input: HookInput): Promise<void> {
  const message = input.last_assistant_message;
  if (message === null) return;
  const [{ redact }, state] = await Promise.all([
    import("../redact/index.js"),
    import("./hook-state.js"),
  ]);
  const text = redact(message.slice(0, state.MAX_STORED_REPORT)).text;
  await state.updateHookState(root, input.session_id ?? state.NO_SESSION, (current) =>
    current.last_assistant_message === text
      ? { state: null, result: undefined }
      : { state: { ...current, last_assistant_message: text }, result: undefined },
  );
}

/** The last message a Stop of this session kept, or null. */
export async function recallAgentReport(root: string, input: HookInput): Promise<string | null> {
  const { NO_SESSION, readHookState, readHookStateByHash } = await import("./hook-state.js");
  if (input.session_hash !== undefined) {
    return readHookStateByHash(root, input.session_hash).last_assistant_message;
  }
  return readHookState(root, input.session_id ?? NO_SESSION).last_assistant_message;
}

/** A writer started ahead (`prestartDetachedWriter`), waiting for its input at `file`. */
export interface WriterAhead {
  pid: number;
  file: string;
}

/**
 * Start the writer of a turn's hand-over ahead (see `prestartDetachedWriter`); null when it
 * cannot be (the hand-over then spawns it). Never throws.
 */
export async function startWriterAhead(ctx: HookContext): Promise<WriterAhead | null> {
  if (ctx.options.canDetach !== true) return null;
  try {
    const { pendingInputPath, prestartDetachedWriter } = await import("./detached-write.js");
    const file = pendingInputPath(ctx.root, ctx.options.topic);
    const pid = prestartDetachedWriter({ ...writerSpec(ctx, ctx.input), file });
    return pid === undefined ? null : { pid, file };
  } catch {
    return null;
  }
}

/**
 * Save `input` and start the detached writer that finishes its write (or, given one started
 * ahead, save it where that one waits); its pid.
 */
export async function handOver(
  ctx: HookContext,
  input: HookInput,
  ahead: WriterAhead | null = null,
): Promise<number | undefined> {
  if (ctx.options.canDetach !== true) throw new Error("no detached writer outside the CLI process");
  const { root } = ctx;
  const { savePendingInput, spawnDetachedWriter } = await import("./detached-write.js");
  const report = input.last_assistant_message ?? (await recallAgentReport(root, input));
  if (ahead !== null && isProcessAlive(ahead.pid)) {
    // It starts writing once this process exits (its pipe's end) and finds the input saved.
    await savePendingInput(root, input, report, ctx.options.topic, ahead.file);
    return ahead.pid;
  }
  const file = await savePendingInput(root, input, report, ctx.options.topic);
  try {
    return spawnDetachedWriter({ ...writerSpec(ctx, input), file });
  } catch (error) {
    // Nobody will take it: the input (the session's hash, a redacted report) must not linger.
    const { unlink } = await import("node:fs/promises");
    await unlink(file).catch(() => undefined);
    throw error;
  }
}

/** The writer of `ctx`'s hand-over of `input`, but for its input's path. */
function writerSpec(ctx: HookContext, input: HookInput) {
  return {
    agent: ctx.adapter.agent,
    root: ctx.root,
    topic: ctx.options.topic,
    env: ctx.env,
    background: ctx.adapter.turnWriteEvents?.includes(input.hook_event_name) === true,
  };
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
