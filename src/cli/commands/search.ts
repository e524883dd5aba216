import { UsageError } from "../../errors.js";
import type { RegistryPacket } from "../../store/read-all-packets.js";
import { readSearchableRegistry } from "../../store/search-index.js";
import { locateRepo } from "../../platform/locate-repo.js";
import type { SearchablePacket } from "../../search/documents.js";
import {
  checkQuery,
  mayMatch,
  QUERY_MAX_BYTES,
  QUERY_MAX_WORDS,
  type SearchHit,
  searchIndexed,
} from "../../search/search.js";
import { formatLocalTime } from "../../util/local-time.js";
import { flag, intOption, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";
import { safeMessage } from "../safe-message.js";

export const usage = `Usage: handoff search QUERY... [--root DIR] [--limit N] [--json]

Ranked full-text search over every packet of the registry (active, superseded and archived):
the user's words, the agent's conclusions, failures (failed attempts, last error lines),
changed files, notes (decisions, pitfalls, assumptions, risks, proofs), the objective, the next
action, the summary and the agent's last report. Every word must match (a prefix; words of five
letters or more also within a typo); with no such hit, any word may. A text carried from packet
to packet (a standing directive) is one hit, shown at the packet that first recorded it. A query
is at most ${QUERY_MAX_WORDS} words and ${QUERY_MAX_BYTES} bytes. Packets are read through the
search index kept in .handoff/cache/ (each verified once, checked against its file each time).

Each hit: packet id, branch and topic, when it was written (local time, from the registry log),
its status, the field and a snippet. Output passes through the redactor like all output.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --limit N    at most N hits (default 20)
  --json       {query, packets, hits: [{packet_id, branch, topic, status, written_at, field,
               snippet, score, origin, agent, said_on, also_in}], skipped}

Exit codes: 0 hits found, 1 none, 2 bad usage.`;

/** Pure: what the index needs of a registry packet. */
export function toSearchable({ entry, packet }: RegistryPacket): SearchablePacket {
  return { packet, status: entry.status, written_at: entry.at ?? null, seq: entry.seq };
}

/** Pure: the hits as text, one header line and one snippet line each. */
export function renderHits(query: string, hits: readonly SearchHit[], searched: number): string {
  const packets = `${searched} packet${searched === 1 ? "" : "s"}`;
  if (hits.length === 0) return `No hits for "${query}" in ${packets}.\n`;
  const lines = [`${hits.length} hit${hits.length === 1 ? "" : "s"} for "${query}" in ${packets}:`];
  for (const hit of hits) {
    const where = `${hit.branch ?? "(detached)"}${hit.topic === "default" ? "" : `/${hit.topic}`}`;
    const said = [hit.agent, hit.said_on].filter((v) => v !== null).join(", ");
    const also = hit.also_in > 0 ? `, carried in ${hit.also_in} later` : "";
    lines.push(
      "",
      `${hit.packet_id}  ${where}  ${formatLocalTime(hit.written_at ?? undefined) ?? "-"}  ${hit.status}  ${hit.field}${said === "" ? "" : ` (${said})`}${also}`,
      `    ${hit.snippet}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** `handoff search`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("search", args, {
    root: { type: "string" },
    limit: { type: "string" },
    json: { type: "boolean" },
  });
  const query = parsed.positionals.join(" ").trim();
  if (query === "") throw new UsageError("handoff search needs a query: handoff search WORDS");
  const problem = checkQuery(query);
  if (problem !== null) throw new UsageError(problem);
  const limit = intOption("search", parsed, "limit", 20, { min: 1, max: 1000 });
  const { root } = await locateRepo(io.cwd, stringOption(parsed, "root"));
  const { packets, skipped } = await readSearchableRegistry(root, { mayMatch: mayMatch(query) });
  const hits = searchIndexed(packets, query, { limit });
  for (const line of skipped)
    await writeOut(io.stderr, `handoff search: ${await safeMessage(line)}\n`);
  // Packets are redacted when written and re-scanned when read; what is printed (the query
  // too) passes the redactor once more, as every output does.
  const text = flag(parsed, "json")
    ? `${JSON.stringify({ query, packets: packets.length, hits, skipped }, null, 2)}\n`
    : renderHits(query, hits, packets.length);
  await writeOut(io.stdout, await safeMessage(text));
  return hits.length > 0 ? 0 : 1;
}
