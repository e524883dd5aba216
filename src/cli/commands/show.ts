import { NotFoundError, UsageError } from "../../errors.js";
import { checkTopic } from "../../store/paths.js";
import {
  findActivePacket,
  findPacket,
  readPacketMarkdown,
  resolvePacketId,
} from "../../store/registry.js";
import { renderPacketJson } from "../../render/json.js";
import { readRepoContext } from "../../store/repo-context.js";
import { flag, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";
import { waitForNewerPacket } from "../../resume/pending-note.js";

export const usage = `Usage: handoff show [ID] [--root DIR] [--topic T] [--md|--json]

Print one packet: handoff.md (default, reads well as a pull-request body) or handoff.json.
Without ID, the active packet of the current branch and topic. ID may be any unique prefix of
at least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --topic T    topic of the active packet to show when no ID is given (default: default)
  --md         print handoff.md (default)
  --json       print handoff.json`;

/** `handoff show`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("show", args, {
    root: { type: "string" },
    topic: { type: "string" },
    md: { type: "boolean" },
    json: { type: "boolean" },
  });
  if (flag(parsed, "md") && flag(parsed, "json")) {
    throw new UsageError("handoff show: choose one of --md and --json");
  }
  if (parsed.positionals.length > 1) {
    throw new UsageError(`handoff show takes one ID, got ${parsed.positionals.length} arguments`);
  }
  const requested = parsed.positionals[0];
  const topic = checkTopic(stringOption(parsed, "topic"));
  const context = await readRepoContext(io.cwd, stringOption(parsed, "root"));
  const id = requested === undefined ? undefined : await resolvePacketId(context.root, requested);
  // The active packet is read only once no write of the pair is under way, or the wait ran out.
  const newer =
    id === undefined ? await waitForNewerPacket(context.root, context.branch, topic, true) : null;
  const packet =
    id === undefined
      ? await findActivePacket(context.root, context.branch, topic)
      : (await findPacket(context.root, id)).packet;
  if (packet === null) {
    const where = context.branch === null ? "this detached HEAD" : `branch ${context.branch}`;
    const coming =
      newer === null
        ? ""
        : ` ${await waitForNewerPacket(context.root, context.branch, topic, false, { budgetMs: 0 })}`;
    throw new NotFoundError(
      `no active packet for ${where}, topic ${topic}; see 'handoff list --all'.${coming}`,
    );
  }
  // stdout stays the packet's own bytes (a pull-request body, a JSON consumer): the warning
  // that it is not the newest goes first on stderr.
  if (newer !== null) await writeOut(io.stderr, `${newer}\n`);
  const text = flag(parsed, "json")
    ? renderPacketJson(packet)
    : await readPacketMarkdown(context.root, packet.id, { verify: true });
  await writeOut(io.stdout, text.endsWith("\n") ? text : `${text}\n`);
  return 0;
}
