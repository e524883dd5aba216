/**
 * A real-shaped Claude Code session to grow in steps (issue 19's resumable transcript scan): the
 * 2.1.3xx session fixture (with its subagent file) re-rooted at a temp repo, followed by lines
 * that cover what a resumed scan must carry across the resume point: tool uses whose results come
 * later (ids, a parallel batch, an id-less use paired by its line's uuid), failing commands
 * (one fails twice), a copied line (uuid dedupe), user messages with planted secrets, multi-byte
 * text, a to-do list, a plan, reads and edits, a compaction, and the agent's last report.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fakeToken } from "./fake-secrets.js";
import { FIXTURE_CWD, fixturesRoot, SESSION_FIXTURES } from "./session-fixtures.js";

/** The session: its main file's bytes, where they go, and the secrets they hold. */
export interface GrowingSession {
  /** The main file (written empty; the caller writes `bytes` in steps). */
  path: string;
  bytes: Buffer;
  /** Secrets planted in user messages and command output: never in a packet or cache. */
  secrets: string[];
  cleanup: () => Promise<void>;
}

const SESSION = "7f3c9a10-5b2e-4c61-9d84-2e6b1f0a4c37";

/** The session fixture copied under a temp folder, its cwd set to `cwd`. */
export async function makeGrowingSession(cwd: string): Promise<GrowingSession> {
  const dir = await mkdtemp(join(tmpdir(), "handoff-growing-"));
  const source = join(fixturesRoot(), dirname(SESSION_FIXTURES.claude));
  const target = join(dir, "session");
  await cp(source, target, { recursive: true });
  const github = `ghp_${fakeToken(7301, 36)}`;
  const aws = `AKIA${fakeToken(7302, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`;
  const reroot = (text: string) =>
    text.replaceAll(FIXTURE_CWD, cwd).replaceAll("__PLANTED_GITHUB_TOKEN__", github);
  const sub = join(target, SESSION, "subagents", "agent-a4e1c0d9b2f3.jsonl");
  await writeFile(sub, reroot(await readFile(sub, "utf8")));
  const path = join(target, `${SESSION}.jsonl`);
  const fixture = reroot(await readFile(path, "utf8"));
  const text =
    fixture +
    extraLines(cwd, aws)
      .map((line) => `${JSON.stringify(line)}\n`)
      .join("");
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
  const base = (type: string, extra: Line = {}): Line => {
    n++;
    return {
      parentUuid: `e0000000-0000-4000-8000-${String(n - 1).padStart(12, "0")}`,
      isSidechain: false,
      userType: "external",
      cwd,
      sessionId: SESSION,
      version: "2.1.312",
      gitBranch: "main",
      type,
      uuid: `e0000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      timestamp: `2026-11-30T10:${String(n).padStart(2, "0")}:00.000Z`,
      ...extra,
    };
  };
  const user = (text: string) => base("user", { message: { role: "user", content: text } });
  const assistant = (content: unknown[]) =>
    base("assistant", { message: { role: "assistant", model: "claude-opus-5", content } });
  const bash = (id: string, command: string) => ({
    type: "tool_use",
    id,
    name: "Bash",
    input: { command, description: "run" },
  });
  const result = (id: string, output: string, isError: boolean, stdout = "", stderr = "") =>
    base("user", {
      toolUseResult: { stdout, stderr, interrupted: false },
      message: {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: id, content: output, is_error: isError }],
      },
    });
  const lines: Line[] = [
    user(`Use the staging key ${aws} to test the upload — «ça marche» 日本語 ✓`),
    assistant([
      {
        type: "text",
        text: "Running the upload test and the linter in parallel. Turns out the dev server listens on port 4173, so the upload test needs it up first.",
      },
      bash("toolu_e1", "npm test -- upload"),
      bash("toolu_e2", "npx biome lint src"),
      {
        type: "tool_use",
        id: "toolu_e3",
        name: "TodoWrite",
        input: {
          todos: [
            { content: "fix the upload retry ✓", status: "in_progress" },
            { content: "document the staging key rotation", status: "pending" },
          ],
        },
      },
    ]),
    result(
      "toolu_e2",
      "Checked 12 files. No problems 🎉",
      false,
      "Checked 12 files. No problems 🎉",
    ),
    base("system", { subtype: "compact_boundary", content: "Conversation compacted" }),
    result(
      "toolu_e1",
      "Exit code 1\n  ✗ upload › retries on 503 (12 ms)\n  expected 3 retries, got 1 — ça casse",
      true,
    ),
    assistant([
      {
        type: "tool_use",
        id: "toolu_e4",
        name: "Read",
        input: { file_path: `${cwd}/src/upload.ts` },
      },
      {
        type: "tool_use",
        id: "toolu_e5",
        name: "Edit",
        input: {
          file_path: `${cwd}/src/upload.ts`,
          old_string: "retries = 1",
          new_string: "retries = 3",
        },
      },
    ]),
    result("toolu_e4", "export const retries = 1; // é", false),
    user("Also, why does the deploy script print AWS creds? Don't paste them again."),
    result("toolu_e5", "The file was updated.", false),
    // An id-less tool use of an older release, paired through its line's uuid.
    assistant([{ type: "tool_use", name: "Bash", input: { command: "npm test -- upload" } }]),
  ];
  const idless = lines[lines.length - 1] as Line;
  lines.push(
    base("user", {
      sourceToolAssistantUUID: idless["uuid"],
      toolUseResult: {
        stdout: "",
        stderr: "upload › retries on 503 still failing",
        interrupted: false,
      },
      message: {
        role: "user",
        content: [{ type: "tool_result", content: "Exit code 1\nstill failing ✗", is_error: true }],
      },
    }),
    // A resumed session copies a line: read once.
    { ...(lines[0] as Line) },
    assistant([
      {
        type: "tool_use",
        id: "toolu_e6",
        name: "ExitPlanMode",
        input: { plan: "## Plan\n1. Retry on 503 with backoff\n2. Cap the delay at 30 s ⏱" },
      },
    ]),
    result("toolu_e6", "User has approved your plan.", false),
    assistant([bash("toolu_e7", "npm test -- upload")]),
    result("toolu_e7", "3 passing ✓", false, "3 passing ✓"),
    assistant([bash("toolu_e8", "git push --dry-run")]),
    assistant([
      { type: "text", text: "Upload retries fixed: 3 passing ✓. The push is still running." },
    ]),
  );
  return lines;
}
