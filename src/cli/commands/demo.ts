import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HandoffError } from "../../errors.js";
import { writeHandoff } from "../../pipeline/write-handoff.js";
import { packageRoot } from "../../util/package-root.js";
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
  const result = await writeHandoff({ cwd: repo, root: repo });
  await writeOut(io.stdout, result.markdown);
  await writeOut(
    io.stderr,
    `\nExample workbench: ${repo}\nPacket: ${result.md}\nTry: cd ${repo} && npx handoff resume\n`,
  );
  return 0;
}
