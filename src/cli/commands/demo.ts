import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HandoffError } from "../../errors.js";
import { writeHandoff } from "../../pipeline/write-handoff.js";
import { appendNote } from "../../store/notes.js";
import { findExecutable } from "../../platform/find-executable.js";
import { packageRoot } from "../../platform/package-root.js";
import { quoteArg } from "../../util/shell-quote.js";
import { parseCommandArgs } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff demo

Copy the bundled example workbench (examples/workbench) into a new temporary git repository,
write a real handoff packet for it, and print the packet's Markdown. The repository is kept so
you can try 'handoff resume' or 'handoff list' in it.`;

/** Fixed dates keep the demo's commits, and so its packet, the same on every run. */
const FIXED_DATE = "2026-01-15T10:00:00Z";

export async function run(args: string[], io: CliIO): Promise<number> {
  parseCommandArgs("demo", args, {});
  const repo = mkdtempSync(join(tmpdir(), "handoff-demo-"));
  cpSync(join(packageRoot(), "examples", "workbench"), repo, { recursive: true });
  const env = { GIT_AUTHOR_DATE: FIXED_DATE, GIT_COMMITTER_DATE: FIXED_DATE };
  for (const step of [
    ["init", "-q", "-b", "main"],
    ["config", "user.name", "Example Agent"],
    ["config", "user.email", "agent@example.invalid"],
    ["config", "commit.gpgsign", "false"],
    ["add", "-A"],
    ["commit", "-q", "-m", "Add the example rate-limited API and its workbench"],
  ]) {
    // Setting up the demo's own repository is the one place the tool runs git to write.
    const result = spawnSync("git", step, { cwd: repo, env: { ...process.env, ...env } });
    if (result.status !== 0) {
      throw new HandoffError(`demo: git ${step[0]} failed: ${String(result.stderr).trim()}`, 70);
    }
  }
  await recordSessionNotes(repo);
  const result = await writeHandoff({ cwd: repo, root: repo });
  await writeOut(io.stdout, result.markdown);
  await writeOut(
    io.stderr,
    `\nExample workbench: ${repo}\nPacket: ${result.md}\n` +
      `Try: ${demoLauncher(process.argv[1], io.env["PATH"])} resume --root ${quoteArg(repo)}\n`,
  );
  return 0;
}

/**
 * How the user runs this very handoff from their shell: `handoff` when that name on their
 * PATH is this installation (a global install, `npm link`), else node and this script's path,
 * quoted, as `npm start` from a clone needs.
 */
export function demoLauncher(script: string | undefined, path: string | undefined): string {
  if (script === undefined) return "handoff";
  const onPath = findExecutable("handoff", path);
  const real = (p: string): string | null => {
    try {
      return realpathSync(p);
    } catch {
      return null;
    }
  };
  if (onPath !== null && real(onPath) === real(script)) return "handoff";
  return `node ${quoteArg(script)}`;
}

/**
 * What the example session would have recorded as it worked: the verification re-run at HEAD
 * with its proof, one open decision and one pitfall. The verification report is a workbench
 * file, so rewriting it does not make the tree dirty for the clean-state check.
 */
async function recordSessionNotes(repo: string): Promise<void> {
  const head = spawnSync("git", ["rev-parse", "HEAD"], {
    cwd: repo,
    encoding: "utf8",
  }).stdout.trim();
  const reportPath = join(repo, "outputs", "verification", "T-002.json");
  const report = JSON.parse(readFileSync(reportPath, "utf8")) as Record<string, unknown>;
  writeFileSync(reportPath, `${JSON.stringify({ ...report, head_commit: head }, null, 2)}\n`);
  const scope = { branch: "main", topic: "default" };
  await appendNote(repo, {
    ...scope,
    kind: "proof",
    text: `T-002: npm test passed (14 tests) at ${head.slice(0, 7)}; 429 with Retry-After seen in a manual curl`,
  });
  await appendNote(repo, {
    ...scope,
    kind: "decision",
    text: "Where do buckets live once there is more than one API instance?",
    options: [
      "in-memory per instance: simplest, but limits multiply with the instance count",
      "Redis: one shared limit, one more service to run",
    ],
  });
  await appendNote(repo, {
    ...scope,
    kind: "pitfall",
    text: "npm test -- --test-name-pattern needs quotes around multi-word patterns, or node runs every test",
  });
}
