import { UsageError } from "../../errors.js";
import { checkTopic } from "../../store/paths.js";
import { readRepoContext } from "../../store/repo-context.js";
import { recallPath, recallReport } from "../../resume/recall-path.js";
import { flag, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff recall PATH [--root DIR] [--topic T] [--json]

What the branch's packets hold about a file or folder, as the point-of-edit hook tells an agent
before it edits it: the user's rules that name it (with who said them and when; a rule that
forbids touching it is a GUARD), failed attempts and their reasons, the agent's conclusions,
pitfalls, open decisions and risks, newest first, within 1,000 characters. A path names its
exact file, every folder above it the user named (\`migrations/\`) and the globs the user wrote.
PATH may be absolute or relative to the current directory; a symlink is followed to where it
leads in the repo. Guards: "guards": "warn" (default) or "block" in .handoff/config.json.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --topic T    line of work (default: default)
  --json       {packet_id, path, guards, hits: [{id, kind, guard, text, agent, date}], text}

Exit codes: 0 something recalled, 1 nothing names the path, 2 bad usage, 4 no packet.`;

/** `handoff recall PATH`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("recall", args, {
    root: { type: "string" },
    topic: { type: "string" },
    json: { type: "boolean" },
  });
  const [path, extra] = parsed.positionals;
  if (path === undefined || path.trim() === "") throw new UsageError("handoff recall needs a PATH");
  if (extra !== undefined)
    throw new UsageError(`handoff recall takes one PATH, got '${extra}' too`);
  const topic = checkTopic(stringOption(parsed, "topic"));
  const context = await readRepoContext(io.cwd, stringOption(parsed, "root"));
  const request = { root: context.root, branch: context.branch, topic, path, cwd: io.cwd };
  const result = await recallPath(request);
  const report = recallReport(request, result);
  if (flag(parsed, "json")) {
    await writeOut(io.stdout, `${JSON.stringify(report, null, 2)}\n`);
    return result.hits.length > 0 ? 0 : 1;
  }
  if (result.path === null) {
    await writeOut(io.stdout, `${path} is outside the repository: nothing to recall.\n`);
    return 1;
  }
  if (result.hits.length === 0) {
    await writeOut(io.stdout, `Nothing in packet ${result.packet_id} names ${result.path}.\n`);
    return 1;
  }
  await writeOut(io.stdout, `${result.text}\n`);
  return 0;
}
