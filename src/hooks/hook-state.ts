/**
 * Per-session memory of the hooks, `.handoff/hook-state/<hash of the session id>.json`: which
 * wrap-up thresholds already fired and how often the Stop gate blocked, so each fires at most as
 * often as promised. The session id comes from the agent's stdin and may hold anything, a secret
 * included: it never reaches the disk, neither in the file's name (a sha256 of the raw id, like
 * the registry's `nameKey`) nor in its content (nothing displays it).
 */
import { createHash } from "node:crypto";
import { mkdir, unlink } from "node:fs/promises";
import { writeFileAtomic } from "../platform/atomic-write.js";
import { withLock } from "../store/registry-lock.js";
import { handoffPath, PACKET_ID_PATTERN, safeSegment } from "../store/paths.js";
import { readRegularFileSync } from "../platform/read-regular-file.js";

/** What the hooks remember about one session (never its id: the file name stands for it). */
export interface HookState {
  /** `wrap_up_at` values that already fired in this session. */
  wrap_up_fired: number[];
  /** How many times the Stop gate blocked in this session. */
  gate_blocks: number;
  /** The reasons of the latest block (a stable key), so the same block is never repeated. */
  last_block_key: string | null;
  /** The reasons of the latest warning, so an unchanged warning is not repeated every turn. */
  last_warn_key: string | null;
  /**
   * The agent's last message at the latest Stop (`last_assistant_message`), redacted and cut to
   * `MAX_STORED_REPORT` characters, for the SessionEnd or PreCompact write that follows (their
   * inputs do not carry it).
   */
  last_assistant_message: string | null;
}

/** The longest agent report kept in the state (the packet cuts it much shorter). */
export const MAX_STORED_REPORT = 8_000;

/** Used when the hook input carries no session id (all such runs share one memory). */
export const NO_SESSION = "no-session";

/** A session with no memory yet. */
export function freshHookState(): HookState {
  return {
    wrap_up_fired: [],
    gate_blocks: 0,
    last_block_key: null,
    last_warn_key: null,
    last_assistant_message: null,
  };
}

/** The folder holding every session's state. */
export function hookStateDir(root: string): string {
  // Through the registry's path guard: a `hook-state -> /elsewhere` symlink is refused.
  return handoffPath(root, "hook-state");
}

/**
 * The state file of a session: 32 hex digits of the sha256 of the raw id, so the name is safe
 * and reveals nothing whatever the id holds.
 */
export function hookStatePath(root: string, sessionId: string): string {
  return handoffPath(root, "hook-state", `${sessionHash(sessionId)}.json`);
}

/** 32 hex digits of the sha256 of a session id: its state file's name. */
export function sessionHash(sessionId: string): string {
  return createHash("sha256").update(sessionId, "utf8").digest("hex").slice(0, 32);
}

/** The hash a session is kept under: a handed-over input's hash, or its id's (none: NO_SESSION's). */
export function sessionHashOf(session: { hash: string } | { id: string | null }): string {
  return "hash" in session ? session.hash : sessionHash(session.id ?? NO_SESSION);
}

/** A session's state by its hash (the recovery knows a past session only by that). */
export function readHookStateByHash(root: string, hash: string): HookState {
  if (!/^[0-9a-f]{32}$/.test(hash)) return freshHookState();
  try {
    return parseHookState(
      JSON.parse(readRegularFileSync(handoffPath(root, "hook-state", `${hash}.json`))),
    );
  } catch {
    return freshHookState();
  }
}

/**
 * What a hook-mode write read of a transcript: its size when the write began, the session's
 * hash, and when the hook event behind the write fired (`at`, ms; absent in marks of earlier
 * versions). SessionStart compares it with the transcript as it is now: grown with turns dated
 * after `at` (the session went on after its last write, then was killed) means the packet
 * misses its end (issue 30).
 */
export interface TranscriptMark {
  size: number;
  session: string;
  at?: number;
  /**
   * The packet that write stored or found unchanged (absent in marks of earlier versions): a
   * closing write with nothing newer to say leaves a newer packet of another session active
   * (nothing-newer.ts).
   */
  packet?: string;
}

function transcriptMarkPath(root: string, transcript: string): string {
  const hash = createHash("sha256").update(transcript, "utf8").digest("hex").slice(0, 32);
  return handoffPath(root, "hook-state", `transcript-${hash}.json`);
}

/**
 * Pure: whether `next` replaces the mark already kept. The writes of one session can end out
 * of their order (a turn's detached writer, started first and run at a lower priority, may end
 * after the session's closing write): a write of an earlier hook event never takes the mark
 * back, or the recovery would take the turns between the two events for turns after the
 * session's last write.
 */
export function replacesMark(kept: TranscriptMark | null, next: TranscriptMark): boolean {
  if (kept === null || kept.session !== next.session) return true;
  if (kept.at === undefined || next.at === undefined) return true;
  return next.at >= kept.at;
}

/**
 * Remember that a write read `transcript` up to `size` bytes for the hook event fired at `at`,
 * into `packet` (atomic, under the registry lock; an earlier event's write ending later keeps
 * the later mark).
 */
export async function markTranscriptWritten(
  root: string,
  transcript: string,
  size: number,
  session: { hash: string } | { id: string | null },
  at?: number,
  packet?: string,
): Promise<void> {
  const mark: TranscriptMark = {
    size,
    session: sessionHashOf(session),
    ...(at === undefined ? {} : { at }),
    ...(packet === undefined ? {} : { packet }),
  };
  await mkdir(hookStateDir(root), { recursive: true });
  await withLock(root, async () => {
    if (!replacesMark(readTranscriptMark(root, transcript), mark)) return;
    await writeFileAtomic(transcriptMarkPath(root, transcript), `${JSON.stringify(mark)}\n`, {
      syncDir: false,
    });
  });
}

/** The mark of `transcript`, or null (none, or unreadable: then the recovery decides by time). */
export function readTranscriptMark(root: string, transcript: string): TranscriptMark | null {
  try {
    const value = JSON.parse(readRegularFileSync(transcriptMarkPath(root, transcript))) as unknown;
    const record = value as Record<string, unknown>;
    const size = record["size"];
    const session = record["session"];
    const at = record["at"];
    const packet = record["packet"];
    if (typeof size !== "number" || typeof session !== "string") return null;
    return {
      size,
      session,
      ...(typeof at === "number" && Number.isFinite(at) ? { at } : {}),
      ...(typeof packet === "string" && PACKET_ID_PATTERN.test(packet) ? { packet } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Where versions before issue 29 kept the state: the id's slug, which spelled the raw id out.
 * Such a file is never read (the state is per session and short-lived: at worst one wrap-up or
 * gate reminder repeats once); the session's next write removes it.
 */
function legacyHookStatePath(root: string, sessionId: string): string {
  return handoffPath(root, "hook-state", `${safeSegment(sessionId)}.json`);
}

/**
 * Read a session's state. Missing → fresh. Unreadable or malformed → fresh too: forgetting is
 * the safe failure (at worst one more reminder), while throwing would break the hook.
 */
export function readHookState(root: string, sessionId: string): HookState {
  let text: string;
  try {
    text = readRegularFileSync(hookStatePath(root, sessionId));
  } catch {
    return freshHookState();
  }
  try {
    return parseHookState(JSON.parse(text));
  } catch {
    return freshHookState();
  }
}

/**
 * Validate a parsed state file (pure); bad fields fall back to their fresh values, silently (the
 * state is handoff's own memory, not the user's input). Written out rather than a zod schema
 * (src/model/inputs/) on purpose: this runs in the every-tool-call hook, where importing zod
 * measured about +150 ms of CPU on a ~300 ms run.
 */
export function parseHookState(value: unknown): HookState {
  const state = freshHookState();
  if (typeof value !== "object" || value === null || Array.isArray(value)) return state;
  const record = value as Record<string, unknown>;
  const fired = record["wrap_up_fired"];
  if (Array.isArray(fired)) {
    state.wrap_up_fired = fired.filter((x): x is number => typeof x === "number");
  }
  const blocks = record["gate_blocks"];
  if (typeof blocks === "number" && Number.isInteger(blocks) && blocks >= 0) {
    state.gate_blocks = blocks;
  }
  const key = record["last_block_key"];
  if (typeof key === "string") state.last_block_key = key;
  const warned = record["last_warn_key"];
  if (typeof warned === "string") state.last_warn_key = warned;
  const report = record["last_assistant_message"];
  if (typeof report === "string") state.last_assistant_message = report;
  return state;
}

/**
 * Read, change and write a session's state under the registry lock, so two hooks of the same
 * session running at once (parallel tool calls) cannot both claim the same wrap-up. `change`
 * returns the new state (or null to leave the file alone) and a value handed back to the caller.
 */
export async function updateHookState<T>(
  root: string,
  sessionId: string,
  change: (state: HookState) => { state: HookState | null; result: T },
): Promise<T> {
  return withLock(root, async () => {
    const { state, result } = change(readHookState(root, sessionId));
    if (state !== null) {
      await mkdir(hookStateDir(root), { recursive: true });
      await writeFileAtomic(hookStatePath(root, sessionId), `${JSON.stringify(state, null, 2)}\n`);
      await unlink(legacyHookStatePath(root, sessionId)).catch(() => undefined);
    }
    return result;
  });
}
