import { plural } from "../../util/plural.js";
import { writeOut, type CliIO } from "../io.js";
import { readSyncArgs } from "./push.js";

export const usage = `Usage: handoff pull [REMOTE] [--root DIR] [--json]

Fetch REMOTE's refs/handoff/registry (default remote: origin) and merge it into .handoff/:
packets are added (never removed), event logs and notes are united, and each branch and topic
keeps one active packet, the same on every machine. Then 'handoff resume' works here as on the
machine that wrote the packet. Only git objects and refs/handoff/* are written: never your
branches, index or work tree.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --json       one JSON object: {remote, commit, packets_received, events_received, ...}

Exit codes: 0 pulled (or nothing to pull); 2 no such remote or a failed fetch. See docs/sync.md.`;

/** `handoff pull`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const { root, remote, json } = await readSyncArgs("pull", args, io);
  const { pullRegistry } = await import("../../sync/pull.js");
  const result = await pullRegistry(root, { remote });
  for (const line of result.ignored) {
    await writeOut(io.stderr, `handoff pull: ignored from the remote: ${line}\n`);
  }
  if (json) {
    await writeOut(io.stdout, `${JSON.stringify(result, null, 2)}\n`);
    return 0;
  }
  const text =
    result.commit === null
      ? `${remote} has no handoff registry yet (run 'handoff push' on the machine that wrote one).`
      : `Pulled ${remote} refs/handoff/registry at ${result.commit.slice(0, 12)}: ${plural(result.packets_received.length, "new packet")}, ${plural(result.events_received, "new event")}, ${plural(result.notes_received, "new note")}.`;
  await writeOut(io.stdout, `${text}\n`);
  return 0;
}
