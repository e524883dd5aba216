/**
 * A real-shaped Codex CLI rollout to grow in steps (issue 19's resumable transcript scan): the
 * 0.171-era rollout fixture re-rooted at a temp repo, followed by lines that cover what a resumed
 * scan must carry across the resume point: `exec_command` calls whose output comes lines later,
 * one still running (its output says so) and finished through `write_stdin`, one finished by an
 * `exec_command_end` event, an end event no call announced (twice: one command), a failing
 * command (it fails twice, then passes), an `apply_patch` whose output comes later, read-like
 * commands, a plan, user messages with a planted secret and multi-byte text, a compaction, the
 * agent's last report, and a call still waiting when the rollout ends.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fakeToken } from "./fake-secrets.js";
import { FIXTURE_CWD, fixturesRoot, SESSION_FIXTURES } from "./session-fixtures.js";

/** The rollout: its bytes, where they go, and the secrets they hold. */
export interface GrowingRollout {
  /** The rollout file (written empty; the caller writes `bytes` in steps). */
  path: string;
  bytes: Buffer;
  /** Secrets planted in user messages and command output: never in a packet or cache. */
  secrets: string[];
  cleanup: () => Promise<void>;
}

/** The rollout fixture copied under a temp folder, its cwd set to `cwd`. */
export async function makeGrowingRollout(cwd: string): Promise<GrowingRollout> {
  const dir = await mkdtemp(join(tmpdir(), "handoff-growing-codex-"));
  const github = `ghp_${fakeToken(7401, 36)}`;
  const aws = `AKIA${fakeToken(7402, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`;
  const fixture = (await readFile(join(fixturesRoot(), SESSION_FIXTURES.codex), "utf8"))
    .replaceAll(FIXTURE_CWD, cwd)
    .replaceAll("__PLANTED_GITHUB_TOKEN__", github);
  const text =
    fixture +
    extraLines(cwd, aws)
      .map((line) => `${JSON.stringify(line)}\n`)
      .join("");
  const path = join(dir, "rollout-2026-11-30T10-00-00-019acb21-7e4f-7d12-9c3a-5b8e0f1d2a61.jsonl");
  await writeFile(path, "");
  return {
    path,
    bytes: Buffer.from(text),
    secrets: [github, aws],
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

type Line = Record<string, unknown>;

/** The lines after the fixture's, timestamps going on from its last. */
function extraLines(cwd: string, aws: string): Line[] {
  let n = 0;
  const env = (type: string, payload: Line): Line => {
    n++;
    const at = `2026-11-30T10:${String(10 + Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}.000Z`;
    return { timestamp: at, type, payload };
  };
  const call = (id: string, name: string, args: Line) =>
    env("response_item", {
      type: "function_call",
      name,
      arguments: JSON.stringify(args),
      call_id: id,
    });
  const exec = (id: string, cmd: string) =>
    call(id, "exec_command", { cmd, workdir: cwd, yield_time_ms: 10000 });
  const output = (id: string, text: string) =>
    env("response_item", { type: "function_call_output", call_id: id, output: text });
  const exited = (code: number, body: string) =>
    `Chunk ID: 9a1f\nWall time: 0.8 seconds\nProcess exited with code ${code}\nOriginal token count: 20\nOutput:\n${body}`;
  const user = (text: string) => [
    env("response_item", {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text }],
    }),
    env("event_msg", { type: "user_message", message: text, images: [], local_images: [] }),
  ];
  const say = (text: string, phase: string) => [
    env("event_msg", { type: "agent_message", message: text, phase }),
    env("response_item", {
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text }],
      phase,
    }),
  ];
  return [
    env("turn_context", { turn_id: "turn-4", cwd, approval_policy: "on-request" }),
    ...user(`Upload test: use the staging key ${aws} — «ça marche» 日本語 ✓`),
    exec("call_G1", "pnpm dev --port 4173"),
    exec("call_G2", "pnpm test -- upload"),
    output(
      "call_G1",
      "Chunk ID: 51c0\nWall time: 10.0 seconds\nProcess running with session ID 4242\nOriginal token count: 9\nOutput:\nVITE ready in 312 ms ⚡",
    ),
    env("event_msg", { type: "token_count", info: null }),
    output("call_G2", exited(1, "✗ upload › retries on 503\nexpected 3 retries, got 1 — ça casse")),
    ...say(
      "The upload test fails because the client retries once rather than three times. 🔍",
      "commentary",
    ),
    exec("call_G3", `cat ${cwd}/src/upload.ts`),
    call("call_G4", "apply_patch", {
      input:
        "*** Begin Patch\n*** Update File: src/upload.ts\n@@\n-retries = 1\n+retries = 3 // é\n*** End Patch\n",
    }),
    output("call_G3", exited(0, "export const retries = 1; // é\n")),
    env("event_msg", {
      type: "patch_apply_end",
      call_id: "call_G4",
      success: true,
      changes: { [`${cwd}/src/upload.ts`]: { update: { unified_diff: "@@", move_path: null } } },
    }),
    output(
      "call_G4",
      JSON.stringify({ output: "Success. Updated src/upload.ts", metadata: { exit_code: 0 } }),
    ),
    call("call_G5", "write_stdin", { session_id: 4242, chars: "\u0003" }),
    output("call_G5", exited(130, "^C ⏹")),
    exec("call_G6", "pnpm test -- upload"),
    env("event_msg", {
      type: "exec_command_end",
      call_id: "call_G6",
      exit_code: 1,
      stderr: "upload › retries on 503 still failing ✗",
      command: ["/bin/zsh", "-lc", "pnpm test -- upload"],
    }),
    output("call_G6", exited(1, "still failing ✗")),
    env("event_msg", {
      type: "exec_command_end",
      call_id: "call_G7",
      exit_code: 0,
      aggregated_output: "main ✓",
      command: ["/bin/zsh", "-lc", "git branch --show-current"],
    }),
    env("event_msg", {
      type: "exec_command_end",
      call_id: "call_G7",
      exit_code: 0,
      command: ["/bin/zsh", "-lc", "git branch --show-current"],
    }),
    ...user("Also, why does the deploy script print AWS creds? Don't paste them again."),
    call("call_G8", "update_plan", {
      explanation: "Upload retries ⏱",
      plan: [
        { step: "Retry on 503 with backoff", status: "completed" },
        { step: "Cap the delay at 30 s", status: "in_progress" },
      ],
    }),
    output("call_G8", "Plan updated"),
    env("compacted", { message: "", replacement_history: [] }),
    env("event_msg", { type: "context_compacted" }),
    // A file written through the shell, then again without its first function, then added to.
    exec(
      "call_G11",
      "cat > src/backoff.ts <<'EOF'\nexport function jitter(ms: number) { return ms * Math.random(); }\nexport const BACKOFF_MS = 250;\nEOF",
    ),
    output("call_G11", exited(0, "")),
    ...say("jitter() spread the retries too thin for the upload's 3 tries.", "commentary"),
    exec(
      "call_G12",
      "cat > src/backoff.ts <<'EOF'\nexport const BACKOFF_MS = 250;\nEOF\ncat >> src/backoff.ts <<'EOF'\nexport const MAX_DELAY_S = 30;\nEOF",
    ),
    output("call_G12", exited(0, "")),
    exec("call_G9", "pnpm test -- upload"),
    output("call_G9", exited(0, "3 passing ✓")),
    exec("call_G10", "git push --dry-run"),
    ...say("Upload retries fixed: 3 passing ✓. The push is still running.", "final_answer"),
  ];
}
