/**
 * A real Gemini CLI session to grow in steps (issue 19's resumable transcript scan): the JSONL
 * session Gemini CLI 0.61.0 wrote in `npm run test:agents` (test/fixtures/agents/), re-rooted at
 * a temp repo, followed by lines that cover what a resumed scan must carry across the resume
 * point: a message written again as its tool call finishes (executing, then failed), a prompt
 * with hook output folded in, a planted secret and multi-byte text, reads (`read_file`, a `cat`
 * of two files), an edit, a to-do list, a cancelled command, a compression (a `$set` of the
 * model's summary, its fixed answer, the old messages again and one new), a rewind line, the
 * agent's reports, and a call still executing when the file ends.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { packageRoot } from "../../src/platform/package-root.js";
import { fakeToken } from "./fake-secrets.js";
import type { GrowingFile } from "./transcript-cache-reads.js";

/** The repo the recorded session ran in, as the fixture names it after scrubbing. */
const RECORDED_REPO = "/tmp/handoff-agents-repo";

/** The session: its bytes, where they go, and the secrets they hold. */
export interface GrowingGeminiSession extends GrowingFile {
  /** Secrets planted in a prompt and in command output: never in a packet or cache. */
  secrets: string[];
  cleanup: () => Promise<void>;
}

/** The recorded session copied under a temp folder, its workspace set to `cwd`. */
export async function makeGrowingGeminiSession(cwd: string): Promise<GrowingGeminiSession> {
  const dir = await mkdtemp(join(tmpdir(), "handoff-growing-gemini-"));
  const github = `ghp_${fakeToken(7501, 36)}`;
  const aws = `AKIA${fakeToken(7502, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`;
  const recorded = join(packageRoot(), "test", "fixtures", "agents", "gemini-0.61.0");
  const fixture = (await readFile(join(recorded, "session-rich.jsonl"), "utf8")).replaceAll(
    RECORDED_REPO,
    cwd,
  );
  const text =
    fixture +
    extraLines(github, aws)
      .map((line) => `${JSON.stringify(line)}\n`)
      .join("");
  const path = join(dir, "session-2026-11-30T18-30-9e7203f2.jsonl");
  await writeFile(path, "");
  return {
    path,
    bytes: Buffer.from(text),
    secrets: [github, aws],
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

type Line = Record<string, unknown>;

/** The lines after the recording's, timestamps going on from its last. */
function extraLines(github: string, aws: string): Line[] {
  let n = 0;
  const at = () => {
    n++;
    return `2026-11-30T18:${String(31 + Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}.000Z`;
  };
  const user = (id: string, text: string): Line => ({
    id,
    timestamp: at(),
    type: "user",
    content: [{ text }],
  });
  const gemini = (id: string, content: string, toolCalls?: Line[]): Line => ({
    id,
    timestamp: at(),
    type: "gemini",
    content,
    thoughts: [],
    model: "gemini-3.8-flash",
    ...(toolCalls && { toolCalls }),
  });
  const shell = (id: string, command: string, status: string, output?: string): Line => ({
    id,
    name: "run_shell_command",
    args: { command, description: "Run it" },
    status,
    timestamp: at(),
    ...(output !== undefined && {
      result: [{ functionResponse: { id, name: "run_shell_command", response: { output } } }],
    }),
  });
  const tool = (id: string, name: string, args: Line): Line => ({
    id,
    name,
    args,
    status: "success",
    timestamp: at(),
    result: [{ functionResponse: { id, name, response: { output: "Done." } } }],
  });
  const touched = () => ({ $set: { lastUpdated: at() } });
  const prompt = user(
    "u-upload",
    `<hook_context>handoff: resume with the packet</hook_context>Upload test: use the staging key ${aws} — «ça marche» 日本語 ✓`,
  );
  const failing = (status: string, output?: string) =>
    gemini(
      "g-test",
      "Running the upload tests. I decided to keep the retry in the client rather than the uploader, so that every caller gets it. 🔍",
      [shell("call-test-1", "pnpm test -- upload", status, output)],
    );
  const fix = gemini("g-fix", "", [
    tool("call-read", "read_file", { file_path: "src/upload.ts" }),
    shell(
      "call-cat",
      "cat src/upload.ts README.md",
      "success",
      "<untrusted_context>\nOutput: export const retries = 1; // é\n</untrusted_context>",
    ),
    tool("call-edit", "replace", {
      file_path: "src/upload.ts",
      old_string: "retries = 1",
      new_string: "retries = 3 // é",
    }),
    tool("call-todos", "write_todos", {
      todos: [
        { description: "Retry on 503 with backoff", status: "completed" },
        { description: "Cap the delay at 30 s ⏱", status: "in_progress" },
      ],
    }),
    shell(
      "call-watch",
      "pnpm dev --port 4173",
      "cancelled",
      "Command was cancelled by user before it could complete.",
    ),
  ]);
  const again = user("u-again", "Keep the retries at 3, and don't paste keys again.");
  return [
    prompt,
    touched(),
    gemini(
      "g-test",
      "Running the upload tests. I decided to keep the retry in the client rather than the uploader, so that every caller gets it. 🔍",
    ),
    failing("executing"),
    touched(),
    failing(
      "success",
      `<untrusted_context>\nOutput: ✗ upload › retries on 503\nexpected 3 retries, got 1 — token ${github}\nExit Code: 1\nProcess Group PGID: 812\n</untrusted_context>`,
    ),
    touched(),
    fix,
    touched(),
    // A compression: the history replaced by the model's summary as a user message, its fixed
    // answer, the kept turns again (counted once), then a new prompt.
    {
      $set: {
        messages: [
          user(
            "u-snapshot",
            "<state_snapshot>\n<overall_goal>Upload retries</overall_goal>\n</state_snapshot>",
          ),
          { ...gemini("g-ack", "Got it. Thanks for the additional context!"), model: undefined },
          prompt,
          failing("success", "Output: ✗\nExit Code: 1"),
          fix,
          again,
        ],
      },
    },
    { $rewindTo: "g-never-seen" },
    gemini("g-pass", "", [
      shell(
        "call-test-2",
        "pnpm test -- upload",
        "success",
        "<untrusted_context>\nOutput: 3 passing ✓\nProcess Group PGID: 813\n</untrusted_context>",
      ),
    ]),
    touched(),
    gemini("g-report", "Upload retries fixed: 3 passing ✓. The push is still running."),
    gemini("g-push", "", [shell("call-push", "git push --dry-run", "executing")]),
    touched(),
  ];
}
