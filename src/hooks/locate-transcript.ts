/** The transcript a hook input names, as every hook that reads one finds it. */
import { statSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import type { HookInput } from "./protocol/read-hook-input.js";

/**
 * The transcript path made absolute against the session's cwd, or null when it is absent or not
 * a regular file (each agent's hooks point at one session file).
 */
export function locateTranscript(input: HookInput): string | null {
  if (input.transcript_path === null) return null;
  const path = isAbsolute(input.transcript_path)
    ? input.transcript_path
    : resolve(input.cwd ?? ".", input.transcript_path);
  return statSync(path, { throwIfNoEntry: false })?.isFile() ? path : null;
}
