import { UsageError } from "../../errors.js";
import type { PacketEntry } from "../../store/log.js";
import { checkTopic } from "../../store/paths.js";
import { listPackets, toPacketRow } from "../../store/registry.js";
import { readRepoContext } from "../../store/repo-context.js";
import { formatLocalTime } from "../../util/local-time.js";
import { flag, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff list [--root DIR] [--all] [--topic T] [--json]

List the packets of the registry, newest first: the active one of each branch and topic, or
every packet with its status (active, superseded, archived) with --all.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --all        include superseded and archived packets
  --topic T    only packets of this topic
  --json       one JSON array of {id, branch, topic, status, head_commit, task_id, host,
               written_at} (host: the label of the machine that wrote it; written_at: when, ISO
               8601 UTC; each null in logs older than the field)

WRITTEN is local time, from the registry log (the packet itself holds no clock).`;

/** Pure: the list as aligned text lines. */
export function renderList(packets: readonly PacketEntry[]): string {
  if (packets.length === 0) return "No packets. Run 'handoff write' to create one.\n";
  const rows = packets.map((p) => [
    p.id,
    p.status,
    p.branch ?? "(detached)",
    p.topic,
    p.task_id ?? "-",
    p.head_commit?.slice(0, 12) ?? "-",
    formatLocalTime(p.at) ?? "-",
    p.host ?? "-",
  ]);
  const header = ["ID", "STATUS", "BRANCH", "TOPIC", "TASK", "HEAD", "WRITTEN", "HOST"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join("  ");
  return `${[header, ...rows].map(line).join("\n")}\n`;
}

/** `handoff list`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("list", args, {
    root: { type: "string" },
    all: { type: "boolean" },
    topic: { type: "string" },
    json: { type: "boolean" },
  });
  if (parsed.positionals.length > 0) {
    throw new UsageError(`handoff list takes no arguments, got '${parsed.positionals[0]}'`);
  }
  const topicOption = stringOption(parsed, "topic");
  const topic = topicOption === undefined ? undefined : checkTopic(topicOption);
  const { root } = await readRepoContext(io.cwd, stringOption(parsed, "root"));
  const { packets, skipped } = await listPackets(root, { all: flag(parsed, "all") });
  const shown = topic === undefined ? packets : packets.filter((p) => p.topic === topic);
  for (const line of skipped) {
    await writeOut(
      io.stderr,
      `handoff list: .handoff/log.jsonl line ${line.line} skipped: ${line.reason}\n`,
    );
  }
  if (flag(parsed, "json")) {
    const rows = shown.map((entry) => ({
      ...toPacketRow(entry),
      host: entry.host ?? null,
      written_at: entry.at ?? null,
    }));
    await writeOut(io.stdout, `${JSON.stringify(rows, null, 2)}\n`);
  } else {
    await writeOut(io.stdout, renderList(shown));
  }
  return 0;
}
