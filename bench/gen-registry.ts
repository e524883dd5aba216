/**
 * A deterministic registry of any number of packets for the search and view measurements: each
 * packet about 20 KB of JSON (user words, conclusions, failures, files, notes, a report), spread
 * over lines of work on 20 branches, stored through the registry's own `storePacket` (so the log,
 * the ids and the files are what `write` makes). 2,000 packets make the 40 MB registry of the
 * search bound.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withPacketId } from "../src/generate/packet-id.js";
import type { Packet } from "../src/model/packet/types.js";
import { renderPacketJson } from "../src/render/json.js";
import { storePacket } from "../src/store/registry.js";
import { createRandom, pick, type Random, randomInt } from "./prng.js";

const COMMON = (
  "the limiter bucket refill retry upload parser schema cache index token request response " +
  "timeout queue worker branch commit test lint build deploy config flag option handler route " +
  "server client socket stream buffer chunk encode decode migrate table column query join " +
  "session packet registry search view render page line word field value error failure pass"
).split(" ");
const SYLLABLES =
  "ka lo mi ren tas vo quil dor fen spa tri gle mon bar zu pex cor lin dav sho".split(" ");

/**
 * Words as prose uses them: a few very common, most rare (a skewed pick over common words and
 * 6,000 made-up ones), so the search index meets the vocabulary and posting lengths of real
 * session text, not a hundred words repeated everywhere.
 */
function makeVocabulary(random: Random): string[] {
  const words = new Set<string>(COMMON);
  while (words.size < 6000) {
    let word = "";
    for (let i = randomInt(random, 2, 4); i > 0; i--) word += pick(random, SYLLABLES);
    words.add(word);
  }
  return [...words];
}

let vocabulary: string[] = [];

function word(random: Random): string {
  return vocabulary[Math.floor(vocabulary.length * random() ** 3)] as string;
}

function sentence(random: Random, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(word(random));
  if (random() < 0.3) out.push(`src/${word(random)}-${randomInt(random, 1, 400)}.ts`);
  const text = out.join(" ");
  return `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}.`;
}

function paragraph(random: Random, chars: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    const s = sentence(random, randomInt(random, 6, 18));
    parts.push(s);
    length += s.length + 1;
  }
  return parts.join(" ");
}

/** One packet of about 20 KB, number `n` of the registry. */
export function registryPacket(random: Random, n: number, head: string): Packet {
  const branch = `feat/line-${n % 20}`;
  const date = `2026-${String(1 + (n % 12)).padStart(2, "0")}-${String(1 + (n % 28)).padStart(2, "0")}`;
  const files = Array.from({ length: 30 }, (_, i) => `src/${word(random)}/${i}-${n % 97}.ts`);
  const packet: Packet = {
    schema_version: 1,
    id: "",
    task_id: null,
    branch,
    topic: "default",
    head_commit: head,
    last_known_good_commit: null,
    previous: null,
    summary: paragraph(random, 200),
    changed_files: files,
    commands_run: ["npm test", "npm run lint"],
    failed_attempts: Array.from({ length: 8 }, (_, i) => `npm test -- case${n}-${i} -> exit 1`),
    open_risks: Array.from({ length: 5 }, () => ({
      severity: "warn" as const,
      detail: paragraph(random, 150),
    })),
    next_action: paragraph(random, 160),
    verdict_pointer: { verdict: null, review: null, clean_state: null },
    feedback_tail: Array.from({ length: 8 }, (_, i) => ({
      command: `npm test -- case${n}-${i}`,
      exit_code: 1,
      last_error_line: paragraph(random, 100),
    })),
    objective: paragraph(random, 200),
    state: { landed: [], landed_since: null, in_progress: [], queued: [] },
    where: { branch, worktrees: [], modified_files: [], read_first: files.slice(0, 5) },
    verdict_trail: [],
    next_command: "npm test",
    open_decisions: [],
    resolved_decisions: [],
    unmet_contracts: [],
    pitfalls: Array.from({ length: 5 }, (_, i) => ({
      id: `n-${i + 1}`,
      text: paragraph(random, 150),
    })),
    suggested_skills: [],
    assumptions_to_validate: [],
    preloads: [],
    concurrent_work: { worktrees: [], stashes: [], unmerged_branches: [] },
    items: [],
    redactions: {},
    history: [],
    work_range: { base: null, base_label: null, files: [], edited_not_in_repo: [] },
    user_messages: Array.from({ length: 10 }, () => ({
      text: paragraph(random, 500),
      agent: "claude",
      date,
      packet: null,
    })),
    agent_report: paragraph(random, 2000),
    plan: null,
    conclusions: Array.from({ length: 10 }, () => ({
      kind: "decision" as const,
      text: paragraph(random, 280),
      agent: "claude",
      date,
      packet: null,
    })),
    conversation_tail: { user: null, agent: [] },
    proofs: [],
    sources: [],
  };
  return withPacketId(packet);
}

/** A git repo at `dir` with one commit and a registry of `count` packets. */
export async function buildRegistry(dir: string, count: number, seed = 40): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  git("init", "-q", "-b", "main");
  git("config", "user.name", "Bench");
  git("config", "user.email", "bench@example.invalid");
  git("config", "commit.gpgsign", "false");
  writeFileSync(join(dir, "app.txt"), "v1\n");
  git("add", "-A");
  git("commit", "-q", "-m", "base");
  const head = git("rev-parse", "HEAD").trim();
  const random = createRandom(seed);
  vocabulary = makeVocabulary(random);
  for (let n = 0; n < count; n++) {
    const packet = registryPacket(random, n, head);
    await storePacket(dir, {
      packet,
      json: renderPacketJson(packet),
      markdown: `# ${packet.id}\n`,
      history: null,
      now: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
    });
  }
}
