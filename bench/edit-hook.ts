/**
 * The point-of-edit hook's workload: a full recall index (the 200-entry cap: 60 rules of the
 * user naming folders and files, failures, conclusions) in the resume repo, and the two hook
 * inputs the bench times against `node -e 0` — an Edit of a path nothing names (a miss, the
 * path almost every edit takes: SPEC §11 wants ≤ 1.3×) and an Edit under a guarded folder (a
 * hit: ≤ 2×).
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildRecallIndex } from "../src/recall/build-index.js";
import { nameKey } from "../src/store/paths.js";
import { recallIndexPath, renderRecallIndex } from "../src/store/recall-index-file.js";
import { makePacket, userMessage } from "../test/helpers/make-packet.js";

/** The folder whose files the hit edits: a rule of the user forbids touching it. */
export const GUARDED_FOLDER = "legacy/billing";

/**
 * Write the bench's recall index for the branch `repo` is on (its HEAD file read: the bench's
 * repos are plain), replacing the one the untimed write left. Synchronous: a step's `before`.
 */
export function writeBenchRecallIndex(repo: string): void {
  const head = readFileSync(join(repo, ".git", "HEAD"), "utf8").trim();
  const branch = head.startsWith("ref: refs/heads/") ? head.slice(16) : null;
  const rules = Array.from({ length: 60 }, (_, i) =>
    userMessage(
      i === 0
        ? `Don't touch anything under \`${GUARDED_FOLDER}/\`, another team owns it.`
        : `In \`src/module${i}/\` keep the public API stable; \`src/module${i}/index.ts\` is the entry.`,
      i % 2 === 0 ? "claude" : "codex",
      `2026-11-${String(1 + (i % 28)).padStart(2, "0")}`,
    ),
  );
  const packet = makePacket({
    user_messages: rules,
    failed_attempts: Array.from(
      { length: 30 },
      (_, i) => `npm test -- src/module${i}/index.test.ts -> exit 1`,
    ),
    conclusions: Array.from({ length: 80 }, (_, i) => ({
      kind: "dead_end" as const,
      text: `Caching in src/module${i}/cache.ts failed: the store is rebuilt on every call.`,
      agent: "gemini",
      date: "2026-11-30",
      packet: null,
    })),
  });
  const path = recallIndexPath(repo, nameKey(branch, "default"));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, renderRecallIndex(buildRecallIndex(packet)));
}

/** The PreToolUse input of an Edit of `path` (relative to `repo`), as Claude Code sends it. */
export function editHookInput(repo: string, path: string): string {
  return JSON.stringify({
    session_id: "bench-edit-hook",
    transcript_path: join(repo, "no-transcript.jsonl"),
    cwd: repo,
    permission_mode: "default",
    hook_event_name: "PreToolUse",
    tool_name: "Edit",
    tool_input: { file_path: join(repo, path), old_string: "a", new_string: "b" },
  });
}
