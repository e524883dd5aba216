/**
 * `.handoff/hook.log`: where a hook reports what it did and what went wrong. A hook must never
 * break the agent, so its errors cannot go to the agent's screen; they land here instead, one
 * redacted line each, for the user to read later.
 */
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  renameSync,
  statSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { HANDOFF_DIR } from "../store/paths.js";
import { assertInsideRoot } from "../platform/inside-root.js";
import { ensureHandoffDirSync } from "../store/handoff-dir.js";
import { openRegularFileSync } from "../platform/read-regular-file.js";

/** Past this size the log is moved to `hook.log.1` (one generation kept): hooks run at every stop. */
export const HOOK_LOG_MAX_BYTES = 1_000_000;

/** A single line is capped so one giant error message cannot flood the log. */
const MAX_MESSAGE_CHARS = 2_000;

/**
 * A message of handoff's own words, with nothing but its own numbers and ids put in (a pid, a
 * count, a packet id): no user data, so its line is not redacted. A turn's end logs one at every
 * turn, and the redaction rules' first run on a line cost ~2 ms of that turn's wait.
 */
export interface OwnText {
  own: string;
}

/** One entry of the hook log. */
export interface HookLogEntry {
  agent: string;
  /** e.g. `SessionEnd(prompt_input_exit)`. */
  event: string;
  level: "info" | "error";
  message: string | OwnText;
}

/** An event as hosts name it (`Stop`, `SessionEnd(prompt_input_exit)`): words, no data. */
const PLAIN_EVENT = /^[A-Za-z]{1,40}(\([a-z_]{1,40}\))?$/;

/** Path of the hook log under `root`. */
export function hookLogPath(root: string): string {
  return join(root, HANDOFF_DIR, "hook.log");
}

/**
 * Render one log line (pure): ISO time, agent, event, level, then the message with its line
 * breaks folded so one entry stays one line. Redaction is the caller's job (`appendHookLog`).
 */
export function renderHookLogLine(entry: HookLogEntry, now: Date): string {
  const text = typeof entry.message === "string" ? entry.message : entry.message.own;
  const flat = text.replace(/\s*\r?\n\s*/g, " | ").trim();
  const message = flat.length > MAX_MESSAGE_CHARS ? `${flat.slice(0, MAX_MESSAGE_CHARS)}…` : flat;
  return `${now.toISOString()} ${entry.agent} ${entry.event} ${entry.level}: ${message}\n`;
}

/**
 * Append one redacted line to `<root>/.handoff/hook.log`, creating the folder when needed. The
 * redactor is loaded here, lazily, so a hook that has nothing to log never pays for it. The file
 * calls are synchronous: a line is a few small calls, and a turn's hook that went through the
 * thread pool for each waited for that pool (and what ran between) at every turn's end.
 */
export async function appendHookLog(
  root: string,
  entry: HookLogEntry,
  now: Date = new Date(),
): Promise<void> {
  const rendered = renderHookLogLine(entry, now);
  // The agent's id is ours, the event a host's word: a line of handoff's own words holds no
  // user data. Any other line goes through the redaction rules.
  const own = typeof entry.message !== "string" && PLAIN_EVENT.test(entry.event);
  const line = own ? rendered : (await import("../redact/index.js")).redact(rendered).text;
  const path = hookLogPath(root);
  // `.handoff` or `hook.log` planted as a symlink to elsewhere must not be appended to.
  assertInsideRoot(root, path, `${HANDOFF_DIR}/hook.log`);
  ensureHandoffDirSync(root);
  const size = statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  if (size > HOOK_LOG_MAX_BYTES) {
    try {
      renameSync(path, `${path}.1`);
    } catch {
      // Another hook moved it first: append to the new one.
    }
  }
  // A FIFO in the log's place would block the append forever: refused (the line is lost, not the hook).
  const fd = openRegularFileSync(path, "a", `${HANDOFF_DIR}/hook.log`);
  try {
    writeSync(fd, line);
  } finally {
    closeSync(fd);
  }
}

/**
 * Append a fixed line synchronously, for the hook's time limit: no redactor to load (the caller's
 * message holds no user data) and no await, so it lands before the process exits. A symlinked
 * `.handoff` or `hook.log`, or one that is not a regular file, is left alone. Best effort.
 */
export function appendHookLogLineSync(root: string, line: string): void {
  const dir = join(root, HANDOFF_DIR);
  const path = hookLogPath(root);
  try {
    if (existsSync(dir) && lstatSync(dir).isSymbolicLink()) return;
    mkdirSync(dir, { recursive: true });
    if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) return;
    const fd = openRegularFileSync(path, "a");
    try {
      writeSync(fd, line);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Nowhere to report it: the exit code 0 is what matters now.
  }
}
