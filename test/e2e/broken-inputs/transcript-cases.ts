/** Broken agent transcripts (SPEC §2.3): truncated, mixed, binary, the wrong kind of file. */
import { ADAPTERS } from "../../../src/collect/transcripts/adapters.js";
import { listAgents } from "../../../src/model/agents.js";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fifo, put, streamFile, TRANSCRIPT_LINES } from "./plant.js";
import { type BrokenCase, WRITE } from "./types.js";

const BINARY = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 197 + 11) % 256));

/** Every line of `agent`, the last one cut in half: a session still writing, or a crash. */
function truncated(agent: keyof typeof TRANSCRIPT_LINES): string {
  const lines = [...TRANSCRIPT_LINES[agent]];
  const last = lines[lines.length - 1] as string;
  return `${lines.join("\n")}\n${last.slice(0, Math.floor(last.length / 2))}`;
}

const at = (name: string) => (_r: string, s: string) => join(s, name);

export const transcriptCases: BrokenCase[] = [
  {
    name: "claude transcript truncated mid-line",
    kind: "transcript",
    setup: (_r, s) => put(s, "t.jsonl", truncated("claude")),
    argv: (r, s) => ["ingest", "claude", at("t.jsonl")(r, s)],
    exit: 0,
    message: '"command":"npm test"',
    stream: "stdout",
  },
  {
    name: "codex rollout truncated mid-line",
    kind: "transcript",
    setup: (_r, s) => put(s, "t.jsonl", truncated("codex")),
    argv: (r, s) => ["ingest", "codex", at("t.jsonl")(r, s)],
    exit: 0,
    message: "",
    stream: "stdout",
  },
  {
    name: "opencode stream truncated mid-line",
    kind: "transcript",
    setup: (_r, s) =>
      put(
        s,
        "t.jsonl",
        `${truncated("opencode")}\n${(TRANSCRIPT_LINES.opencode[0] as string).slice(0, 40)}`,
      ),
    argv: (r, s) => ["ingest", "opencode", at("t.jsonl")(r, s)],
    exit: 0,
    message: '"command":"npm test"',
    stream: "stdout",
  },
  {
    name: "claude transcript truncated, written in a packet",
    kind: "transcript",
    setup: (_r, s) => put(s, "t.jsonl", truncated("claude")),
    argv: (r, s) => [...WRITE, "--json", "--transcript", at("t.jsonl")(r, s)],
    exit: 0,
    message: '"status": "written"',
    stream: "stdout",
  },
  {
    name: "mixed claude and codex lines read as claude",
    kind: "transcript",
    setup: (_r, s) =>
      put(s, "t.jsonl", [...TRANSCRIPT_LINES.codex, ...TRANSCRIPT_LINES.claude].join("\n")),
    argv: (r, s) => ["ingest", "claude", at("t.jsonl")(r, s)],
    exit: 0,
    message: '"command":"npm test"',
    stream: "stdout",
  },
  {
    name: "mixed formats with no detectable agent",
    kind: "transcript",
    setup: (_r, s) =>
      put(
        s,
        "t.jsonl",
        [...TRANSCRIPT_LINES.codex, ...TRANSCRIPT_LINES.claude, ...TRANSCRIPT_LINES.opencode]
          .join("\n")
          .replace(/"originator":"codex_cli_rs"/, '"o":1'),
      ),
    argv: (r, s) => [...WRITE, "--transcript", at("t.jsonl")(r, s)],
    exit: 2,
    message: "pass --agent to say which",
  },
  {
    name: "codex lines read as claude",
    kind: "transcript",
    setup: (_r, s) => put(s, "t.jsonl", TRANSCRIPT_LINES.codex.join("\n")),
    argv: (r, s) => ["ingest", "claude", at("t.jsonl")(r, s)],
    exit: 2,
    message:
      "t.jsonl is not a Claude Code session: it looks like a Codex CLI rollout; try `handoff ingest codex`",
  },
  {
    name: "binary transcript, ingest claude",
    kind: "transcript",
    setup: (_r, s) => put(s, "t.jsonl", BINARY),
    argv: (r, s) => ["ingest", "claude", at("t.jsonl")(r, s)],
    exit: 2,
    message: "t.jsonl: not a Claude Code transcript",
  },
  {
    name: "binary transcript, ingest codex",
    kind: "transcript",
    setup: (_r, s) => put(s, "t.jsonl", BINARY),
    argv: (r, s) => ["ingest", "codex", at("t.jsonl")(r, s)],
    exit: 2,
    message: "t.jsonl: not a Codex CLI transcript",
  },
  {
    name: "binary transcript, ingest opencode",
    kind: "transcript",
    setup: (_r, s) => put(s, "t.bin", BINARY),
    argv: (r, s) => ["ingest", "opencode", at("t.bin")(r, s)],
    exit: 2,
    message: "t.bin: not an OpenCode transcript",
  },
  {
    name: "binary transcript given to write",
    kind: "transcript",
    setup: (_r, s) => put(s, "t.jsonl", BINARY),
    argv: (r, s) => [...WRITE, "--transcript", at("t.jsonl")(r, s)],
    exit: 2,
    // The agents as the registry lists them, whatever it holds.
    message: `t.jsonl: not a recognisable ${listAgents([...ADAPTERS.values()].map((a) => a.name))} transcript`,
  },
  {
    name: "empty transcript given to write",
    kind: "transcript",
    setup: (_r, s) => put(s, "t.jsonl", ""),
    argv: (r, s) => [...WRITE, "--transcript", at("t.jsonl")(r, s)],
    exit: 2,
    message: "t.jsonl: not a recognisable",
  },
  {
    name: "transcript a FIFO given to write",
    kind: "transcript",
    setup: (_r, s) => fifo(s, "t.jsonl"),
    argv: (r, s) => [...WRITE, "--transcript", at("t.jsonl")(r, s)],
    exit: 2,
    message: "t.jsonl: not a regular file or folder",
  },
  {
    name: "transcript a FIFO given to ingest",
    kind: "transcript",
    setup: (_r, s) => fifo(s, "t.jsonl"),
    argv: (r, s) => ["ingest", "claude", at("t.jsonl")(r, s)],
    exit: 2,
    message: "t.jsonl: not a regular file or folder",
  },
  {
    name: "transcript that does not exist",
    kind: "transcript",
    argv: (r, s) => [...WRITE, "--transcript", at("gone.jsonl")(r, s)],
    exit: 2,
    message: "gone.jsonl: no such file",
  },
  {
    name: "a folder given as a claude transcript",
    kind: "transcript",
    setup: (_r, s) => mkdirSync(join(s, "d")),
    argv: (r, s) => ["ingest", "claude", at("d")(r, s)],
    exit: 2,
    message: "d: a Claude Code transcript is a .jsonl file",
  },
  {
    name: "an opencode.db that is not SQLite inside",
    kind: "transcript",
    setup: (_r, s) =>
      put(s, "opencode.db", Buffer.concat([Buffer.from("SQLite format 3\0"), BINARY])),
    argv: (r, s) => ["ingest", "opencode", at("opencode.db")(r, s)],
    exit: 2,
    message: "opencode.db: not an OpenCode database",
  },
  {
    name: "claude transcript with a 50 MB line",
    kind: "transcript",
    setup: async (_r, s) => {
      await streamFile(join(s, "t.jsonl"), {
        head: `${TRANSCRIPT_LINES.claude.join("\n")}\n{"type":"user","sessionId":"s-1","parentUuid":"u-2","uuid":"u-3","message":{"content":"`,
        repeat: "z",
        count: 50 * 1024 * 1024,
        tail: '"}}\n',
      });
    },
    argv: (r, s) => ["ingest", "claude", at("t.jsonl")(r, s)],
    exit: 0,
    message: '"command":"npm test"',
    stream: "stdout",
  },
];
