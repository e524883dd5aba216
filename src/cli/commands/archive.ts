import { UsageError } from "../../errors.js";
import { archivePacket, resolvePacketId } from "../../store/registry.js";
import { readRepoContext } from "../../store/repo-context.js";
import { parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff archive ID [--root DIR]

Retire a packet: it stays on disk and in 'handoff list --all', is no longer active, and resume
never picks it. Archiving an archived packet changes nothing. ID may be any unique prefix of at
least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)`;

/** `handoff archive`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("archive", args, { root: { type: "string" } });
  const [requested, ...extra] = parsed.positionals;
  if (requested === undefined || extra.length > 0) {
    throw new UsageError("handoff archive takes exactly one packet ID (see 'handoff list --all')");
  }
  const { root } = await readRepoContext(io.cwd, stringOption(parsed, "root"));
  const id = await resolvePacketId(root, requested);
  const result = await archivePacket(root, id);
  await writeOut(
    io.stdout,
    result.status === "archived"
      ? `archived ${id} (was ${result.was})\n`
      : `${id} was already archived\n`,
  );
  return 0;
}
