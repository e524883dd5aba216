import { mkdir } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import { HandoffError, UsageError } from "../../errors.js";
import { locateRepo } from "../../platform/locate-repo.js";
import { writeFileAtomic } from "../../platform/atomic-write.js";
import {
  renderViewHtml,
  VIEW_PACKETS_PER_LINE,
  type ViewPacket,
  viewLineKey,
} from "../../render/view-html.js";
import { ensureHandoffDir } from "../../store/handoff-dir.js";
import { handoffPath } from "../../store/paths.js";
import type { RegistryPacket } from "../../store/read-all-packets.js";
import { listPackets, readPacket } from "../../store/read-registry.js";
import { flag, intOption, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";
import { safeMessage } from "../safe-message.js";
import { waitForNewerPacket } from "../../resume/pending-note.js";
import { readRepoContext } from "../../store/repo-context.js";

export const usage = `Usage: handoff view [--root DIR] [--out FILE] [--serve [--port N]]

Write the registry as one self-contained HTML page and print its path: every branch and topic's
packets as a timeline, newest first, under the line's objective; each packet's card leads with
what it changed (the user's new words, decisions, failures fixed or new, the next action when it
changed, files) and counts its failures by state (failing, passed later, fixed); open, it shows
the rest of the packet. A search box over every packet, active, superseded and archived (the
newest ${VIEW_PACKETS_PER_LINE} of each line of work; the page counts the older ones and says how to read them),
marks its matches, narrows by branch, kind of change and state, and keeps the query in the
URL (#q=...). Inline CSS and JS, no request leaves the page; keyboard: Tab moves between
packets, Enter opens one, / focuses the search, Escape clears it.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --out FILE   where to write the page (default: .handoff/view.html, git-ignored)
  --serve      also serve the page on http://127.0.0.1 until interrupted (Ctrl-C)
  --port N     the port for --serve (default: any free one)

Exit codes: 0 written, 2 bad usage.`;

/** Pure: the page's view of a registry packet. */
export function toViewPacket({ entry, packet }: RegistryPacket): ViewPacket {
  return {
    packet,
    status: entry.status,
    written_at: entry.at ?? null,
    host: entry.host ?? null,
    seq: entry.seq,
  };
}

/**
 * The packets the page shows: per line of work the newest `VIEW_PACKETS_PER_LINE`, and the one
 * before them (what changed is said against it), each read and verified; the rest only counted
 * from the log, so a big registry costs the page's packets, not all of them.
 */
async function readViewPackets(root: string): Promise<{
  packets: RegistryPacket[];
  skipped: string[];
  omitted: Map<string, number>;
}> {
  const { packets: entries, skipped: lines } = await listPackets(root, { all: true });
  const skipped = lines.map((l) => `.handoff/log.jsonl line ${l.line} skipped: ${l.reason}`);
  const perLine = new Map<string, number>();
  const omitted = new Map<string, number>();
  const packets: RegistryPacket[] = [];
  for (const entry of entries) {
    const key = viewLineKey(entry.branch, entry.topic);
    const seen = perLine.get(key) ?? 0;
    perLine.set(key, seen + 1);
    if (seen > VIEW_PACKETS_PER_LINE) {
      omitted.set(key, (omitted.get(key) ?? 0) + 1);
      continue;
    }
    try {
      packets.push({ entry, packet: await readPacket(root, entry.id, { verify: true }) });
    } catch (error) {
      if (!(error instanceof HandoffError)) throw error;
      skipped.push(`packet ${entry.id} left out: ${error.message}`);
    }
  }
  return { packets, skipped, omitted };
}

/** `handoff view`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("view", args, {
    root: { type: "string" },
    out: { type: "string" },
    serve: { type: "boolean" },
    port: { type: "string" },
  });
  if (parsed.positionals.length > 0) {
    throw new UsageError(`handoff view takes no arguments, got '${parsed.positionals[0]}'`);
  }
  const serve = flag(parsed, "serve");
  if (!serve && stringOption(parsed, "port") !== undefined) {
    throw new UsageError("--port goes with --serve");
  }
  const port = intOption("view", parsed, "port", 0, { min: 0, max: 65_535 });
  const { root } = await locateRepo(io.cwd, stringOption(parsed, "root"));
  const out = stringOption(parsed, "out");
  const path = out === undefined ? handoffPath(root, "view.html") : resolve(io.cwd, out);
  // The live pair's write under way is waited for; the page is written either way.
  const context = await readRepoContext(io.cwd, stringOption(parsed, "root"));
  const newer = await waitForNewerPacket(root, context.branch, "default", true);
  if (newer !== null) await writeOut(io.stderr, `handoff view: ${newer}\n`);
  const { packets, skipped, omitted } = await readViewPackets(root);
  for (const line of skipped)
    await writeOut(io.stderr, `handoff view: ${await safeMessage(line)}\n`);
  const html = renderViewHtml(packets.map(toViewPacket), {
    title: basename(root),
    generated_at: new Date().toISOString(),
    omitted,
  });
  // The default sits in .handoff/, made with its .gitignore so the page is never committed.
  if (out === undefined) await ensureHandoffDir(root);
  else await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, html);
  await writeOut(io.stdout, `${path}\n`);
  if (!serve) return 0;
  const { servePage } = await import("../serve-page.js");
  await servePage(html, port, async (url) => {
    await writeOut(io.stdout, `Serving on ${url} (Ctrl-C to stop)\n`);
  });
  return 0;
}
