import { mkdir } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import { UsageError } from "../../errors.js";
import { locateRepo } from "../../platform/locate-repo.js";
import { writeFileAtomic } from "../../platform/atomic-write.js";
import { renderViewHtml, type ViewPacket } from "../../render/view-html.js";
import { ensureHandoffDir } from "../../store/handoff-dir.js";
import { handoffPath } from "../../store/paths.js";
import { readAllPackets, type RegistryPacket } from "../../store/read-all-packets.js";
import { flag, intOption, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";
import { safeMessage } from "../safe-message.js";
import { waitForNewerPacket } from "../../resume/pending-note.js";
import { readRepoContext } from "../../store/repo-context.js";

export const usage = `Usage: handoff view [--root DIR] [--out FILE] [--serve [--port N]]

Write the registry as one self-contained HTML page and print its path: every branch and topic's
packets as a timeline, newest first, each with its objective, the user's words, the agent's
conclusions, failures, next action and verdicts, and what changed since the packet before it
(facts added, resolved, files touched, failures fixed); a search box over every packet, active,
superseded and archived. Inline CSS and JS, no request leaves the page; keyboard: Tab moves
between packets, Enter opens one, / focuses the search, Escape clears it.

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
  const { packets, skipped } = await readAllPackets(root);
  for (const line of skipped)
    await writeOut(io.stderr, `handoff view: ${await safeMessage(line)}\n`);
  const html = renderViewHtml(packets.map(toViewPacket), {
    title: basename(root),
    generated_at: new Date().toISOString(),
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
