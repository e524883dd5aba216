/**
 * Pure: the items of a recall index about one repo path — its exact key, every folder prefix
 * above it, every glob that matches it — and the one text the hook, `handoff recall` and MCP
 * `handoff_recall` print (≤ 1,000 characters, the rules first with who said them and when, then
 * failures and conclusions, newest first). A path matches a prefix only below that folder:
 * `src/migrations.ts` is not under `migrations/`.
 */
import { agentName } from "../model/agents.js";
import { cutAtWord } from "../util/cut-text.js";
import {
  RECALL_KINDS,
  type RecallEntry,
  type RecallIndex,
  type RecallRefs,
} from "./index-shape.js";

/** One item about the path, and whether it forbids touching it. */
export interface RecallHit {
  entry: RecallEntry;
  guard: boolean;
}

/** The items of `index` about `path` (repo-relative, `/`-separated), most binding first. */
export function matchRecall(index: RecallIndex, path: string): RecallHit[] {
  const target = path.normalize("NFC");
  const found = new Map<number, boolean>();
  const take = (refs: RecallRefs | undefined) => {
    for (const [at, guard] of refs ?? []) found.set(at, (found.get(at) ?? false) || guard === 1);
  };
  take(lookup(index.exact, target));
  for (let cut = target.indexOf("/"); cut !== -1; cut = target.indexOf("/", cut + 1)) {
    take(lookup(index.prefix, target.slice(0, cut + 1)));
  }
  // A prefix names the folder itself too: editing `migrations` (a file or the folder) is in it.
  take(lookup(index.prefix, `${target}/`));
  for (const [glob, refs] of Object.entries(index.glob)) {
    if (globToRegExp(glob).test(target)) take(refs);
  }
  const hits: RecallHit[] = [];
  for (const [at, guard] of found) {
    const entry = index.entries[at];
    if (entry !== undefined) hits.push({ entry, guard });
  }
  return hits.sort(
    (a, b) =>
      Number(b.guard) - Number(a.guard) ||
      RECALL_KINDS.indexOf(a.entry.kind) - RECALL_KINDS.indexOf(b.entry.kind) ||
      a.entry.age - b.entry.age,
  );
}

/**
 * The items about any of a path's spellings (as written, as it really is), each once (a guard
 * wins over a plain mention), guards first; `shown` is the spelling that matched first.
 */
export function matchRecallAll(
  index: RecallIndex,
  spellings: readonly string[],
): { shown: string | null; hits: RecallHit[] } {
  const hits = new Map<string, RecallHit>();
  let shown: string | null = null;
  for (const rel of spellings) {
    for (const hit of matchRecall(index, rel)) {
      const seen = hits.get(hit.entry.id);
      if (seen === undefined || (hit.guard && !seen.guard)) hits.set(hit.entry.id, hit);
      shown ??= rel;
    }
  }
  return { shown, hits: [...hits.values()].sort((a, b) => Number(b.guard) - Number(a.guard)) };
}

/** An own key of a record (never a prototype's: `constructor`, `__proto__`). */
function lookup(record: Record<string, RecallRefs>, key: string): RecallRefs | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * A glob as the user wrote it: `**` crosses folders, `*` and `?` stay inside one; a glob with no
 * slash matches a name in any folder (`*.sql`), as in .gitignore.
 */
export function globToRegExp(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] ?? "";
    if (c === "*" && glob[i + 1] === "*") {
      source += glob[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += glob[i + 2] === "/" ? 2 : 1;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else source += c.replace(/[\\^$.|+()[\]{}]/g, "\\$&");
  }
  const anchored = glob.includes("/") ? `^${source}` : `^(?:.*/)?${source}`;
  return new RegExp(`${anchored}${glob.endsWith("/") ? "" : "$"}`, "u");
}

/** The recall's budget: a hint beside an edit, never a second briefing. */
export const RECALL_MAX_CHARS = 1_000;

const KIND_LABEL: Record<RecallEntry["kind"], string> = {
  rule: "the user said",
  failure: "failed",
  dead_end: "dead end",
  decision: "decided",
  fact: "learned",
  pitfall: "pitfall",
  open_decision: "open decision",
  risk: "risk",
};

/**
 * The recall as text within `max` characters: a heading naming the path, then one line per item
 * (`- GUARD: "…" (the user, Claude Code, 2026-12-01)`), as many as fit, and how many did not.
 */
export function renderRecall(
  path: string,
  hits: readonly RecallHit[],
  max = RECALL_MAX_CHARS,
): string {
  if (hits.length === 0) return "";
  const head = `handoff recall for ${path} (from earlier sessions of this branch):`;
  const lines = [head];
  let used = head.length;
  let left = hits.length;
  for (const hit of hits) {
    const line = `- ${renderHitLine(hit)}`;
    const more = left - 1 > 0 ? `\n… ${left - 1} more: handoff recall ${path}`.length : 0;
    const room = max - used - 1 - more;
    if (room < 40) break;
    const cut = line.length <= room ? line : cutAtWord(line, room);
    lines.push(cut);
    used += cut.length + 1;
    left -= 1;
  }
  if (left > 0) lines.push(`… ${left} more: handoff recall ${path}`);
  return lines.join("\n");
}

/** One item as a line: its label, its words quoted for a user's rule, and who and when. */
export function renderHitLine({ entry, guard }: RecallHit): string {
  const label = guard ? "GUARD (the user forbids touching it)" : KIND_LABEL[entry.kind];
  const words = entry.kind === "rule" ? `"${entry.text}"` : entry.text;
  const who = [
    entry.kind === "rule" ? "the user" : null,
    entry.agent === null ? null : agentName(entry.agent),
    entry.date,
  ].filter((part): part is string => part !== null);
  return `${label}: ${words}${who.length > 0 ? ` (${who.join(", ")})` : ""}`;
}
