import { plural } from "../../util/plural.js";
import { UsageError } from "../../errors.js";
import { readRepoContext } from "../../store/repo-context.js";
import { flag, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff push [REMOTE] [--root DIR] [--json]

Publish the registry (.handoff/ packets, log and notes) on REMOTE's refs/handoff/registry
(default remote: origin), so 'handoff pull' and 'handoff resume' work on another machine. What
the remote already has is merged in first; a push that loses a race is merged and retried once.
Only git objects and refs/handoff/* are written: never your branches, index or work tree.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --json       one JSON object: {remote, status, commit, packets, packets_received, ...}

Exit codes: 0 pushed or up to date; 2 no such remote, the remote refuses custom refs, or the
push was rejected twice. See docs/sync.md.`;

/** Parse the shared arguments of push and pull. */
async function readSyncArgs(
  command: string,
  args: string[],
  io: CliIO,
): Promise<{ root: string; remote: string; json: boolean }> {
  const parsed = parseCommandArgs(command, args, {
    root: { type: "string" },
    json: { type: "boolean" },
  });
  if (parsed.positionals.length > 1) {
    throw new UsageError(
      `handoff ${command} takes at most one REMOTE, got ${parsed.positionals.length}`,
    );
  }
  const context = await readRepoContext(io.cwd, stringOption(parsed, "root"));
  if (!context.git)
    throw new UsageError(`handoff ${command}: ${context.root} is not a git repository`);
  return {
    root: context.root,
    remote: parsed.positionals[0] ?? "origin",
    json: flag(parsed, "json"),
  };
}

/**
 * The run both push and pull are: their arguments, the sync, what was ignored from the remote on
 * stderr, then the result as JSON (`--json`) or `describe`'s one sentence.
 */
export async function runSync<R extends { ignored: string[] }>(
  command: "push" | "pull",
  args: string[],
  io: CliIO,
  sync: (root: string, remote: string) => Promise<R>,
  describe: (result: R, remote: string) => string,
): Promise<number> {
  const { root, remote, json } = await readSyncArgs(command, args, io);
  const result = await sync(root, remote);
  for (const line of result.ignored) {
    await writeOut(io.stderr, `handoff ${command}: ignored from the remote: ${line}\n`);
  }
  const text = json ? JSON.stringify(result, null, 2) : describe(result, remote);
  await writeOut(io.stdout, `${text}\n`);
  return 0;
}

/** `handoff push`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  return runSync(
    "push",
    args,
    io,
    async (root, remote) => (await import("../../sync/push.js")).pushRegistry(root, { remote }),
    (result, remote) => {
      const merged =
        result.packets_received.length + result.events_received === 0
          ? ""
          : ` (merged ${plural(result.packets_received.length, "packet")} and ${plural(result.events_received, "event")} from ${remote} first)`;
      return result.status === "pushed"
        ? `Pushed ${plural(result.packets, "packet")} to ${remote} refs/handoff/registry at ${result.commit.slice(0, 12)}${merged}.`
        : `${remote} already has this registry (${plural(result.packets, "packet")}, ${result.commit.slice(0, 12)})${merged}.`;
    },
  );
}
