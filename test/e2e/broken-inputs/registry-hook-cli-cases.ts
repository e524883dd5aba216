/** A broken registry (`.handoff/`), broken hook stdin, and command-line misuse. */
import { appendFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { link, put } from "./plant.js";
import { type BrokenCase, WRITE } from "./types.js";
import { HOOK_AGENT_IDS, listAgents, TRANSCRIPT_AGENT_IDS } from "../../../src/model/agents.js";

/** The one packet the template repo holds. */
function seededPacket(repo: string): string {
  return readdirSync(join(repo, ".handoff", "packets"))[0] as string;
}

const DEAD_LOCK = JSON.stringify({
  pid: 2 ** 22 + 17,
  start: null,
  nonce: "0badc0de",
  acquired_at: 1,
});

export const registryCases: BrokenCase[] = [
  {
    name: "log.jsonl with a corrupted line",
    kind: "registry",
    setup: (r) => appendFileSync(join(r, ".handoff", "log.jsonl"), "{garbage\n"),
    argv: ["list"],
    exit: 0,
    message: "log.jsonl line 2 skipped: not valid JSON",
  },
  {
    name: "log.jsonl with a torn last line, then a write",
    kind: "registry",
    setup: (r) => appendFileSync(join(r, ".handoff", "log.jsonl"), '{"seq":2,"event":"writ'),
    argv: [...WRITE, "--next", "after a torn log"],
    exit: 0,
    message: "Wrote packet",
    stream: "stdout",
    handoffUnchanged: false,
  },
  {
    name: "log.jsonl binary garbage",
    kind: "registry",
    setup: (r) => put(r, ".handoff/log.jsonl", Buffer.from([0, 1, 2, 0xff, 10, 0xfe, 0x7b, 10])),
    argv: ["list", "--all"],
    exit: 0,
    message: "skipped",
  },
  {
    name: "log.jsonl a directory",
    kind: "registry",
    setup: (r) => {
      rmSync(join(r, ".handoff", "log.jsonl"));
      mkdirSync(join(r, ".handoff", "log.jsonl"));
    },
    argv: WRITE,
    exit: 2,
    message: ".handoff/log.jsonl: expected a regular file, found a directory",
  },
  {
    name: "log.jsonl a symlink outside the repo",
    kind: "registry",
    setup: (r, s) => {
      put(s, "elsewhere.jsonl", "");
      rmSync(join(r, ".handoff", "log.jsonl"));
      link(r, ".handoff/log.jsonl", join(s, "elsewhere.jsonl"));
    },
    argv: [...WRITE, "--next", "new work"],
    exit: 2,
    message: ".handoff/log.jsonl: points outside the repository",
  },
  {
    name: "a packet's handoff.json a symlink outside the repo",
    kind: "registry",
    setup: (r, s) => {
      const id = seededPacket(r);
      put(s, "planted.json", "{}");
      rmSync(join(r, ".handoff", "packets", id, "handoff.json"));
      link(r, `.handoff/packets/${id}/handoff.json`, join(s, "planted.json"));
    },
    argv: ["show", "--json"],
    exit: 2,
    message: "handoff.json: points outside the repository",
  },
  {
    name: ".handoff a symlink outside the repo",
    kind: "registry",
    setup: (r, s) => {
      mkdirSync(join(s, "registry"));
      rmSync(join(r, ".handoff"), { recursive: true });
      link(r, ".handoff", join(s, "registry"));
    },
    argv: WRITE,
    exit: 2,
    message: ".handoff/",
    handoffUnchanged: false,
  },
  {
    name: ".handoff a file",
    kind: "registry",
    setup: (r) => {
      rmSync(join(r, ".handoff"), { recursive: true });
      put(r, ".handoff", "not a folder");
    },
    argv: WRITE,
    exit: 2,
    message: ".handoff/log.jsonl: cannot be read (ENOTDIR",
    handoffUnchanged: false,
  },
  {
    name: "notes.jsonl a directory",
    kind: "registry",
    setup: (r) => mkdirSync(join(r, ".handoff", "notes.jsonl")),
    argv: WRITE,
    exit: 2,
    message: ".handoff/notes.jsonl: expected a regular file, found a directory",
  },
  {
    name: "notes.jsonl with garbage lines",
    kind: "registry",
    setup: (r) => put(r, ".handoff/notes.jsonl", "{bad\n\u0000\n[]\n"),
    argv: [...WRITE, "--json"],
    exit: 0,
    message: '"status"',
    stream: "stdout",
    handoffUnchanged: false,
  },
  {
    name: "a packet folder missing its JSON, then list",
    kind: "registry",
    setup: (r) => rmSync(join(r, ".handoff", "packets", seededPacket(r), "handoff.json")),
    argv: ["list", "--all"],
    exit: 0,
    message: "",
    stream: "stdout",
  },
  {
    name: "a packet folder missing its JSON, then resume",
    kind: "registry",
    setup: (r) => rmSync(join(r, ".handoff", "packets", seededPacket(r), "handoff.json")),
    argv: ["resume"],
    exit: 4,
    message: "no packet",
  },
  {
    name: "a packet folder missing its JSON, then show",
    kind: "registry",
    setup: (r) => rmSync(join(r, ".handoff", "packets", seededPacket(r), "handoff.json")),
    argv: (r) => ["show", seededPacket(r), "--json"],
    exit: 4,
    message: "no packet",
  },
  {
    name: "a packet folder missing its JSON, then write",
    kind: "registry",
    setup: (r) => rmSync(join(r, ".handoff", "packets", seededPacket(r), "handoff.json")),
    argv: [...WRITE, "--next", "start over"],
    exit: 0,
    message: "Wrote packet",
    stream: "stdout",
    handoffUnchanged: false,
  },
  {
    name: "a packet JSON that is garbage, then show",
    kind: "registry",
    setup: (r) => put(r, join(".handoff", "packets", seededPacket(r), "handoff.json"), "{torn"),
    argv: (r) => ["show", seededPacket(r), "--json"],
    exit: 2,
    message: "handoff.json",
  },
  {
    name: "a stale lock left by a dead process, then note",
    kind: "registry",
    setup: (r) => put(r, ".handoff/lock", DEAD_LOCK),
    argv: ["note", "pitfall", "the lock was stale"],
    exit: 0,
    message: "",
    handoffUnchanged: false,
  },
  {
    name: "a stale lock left by a dead process, then write",
    kind: "registry",
    setup: (r) => put(r, ".handoff/lock", DEAD_LOCK),
    argv: [...WRITE, "--next", "after a dead writer"],
    exit: 0,
    message: "Wrote packet",
    stream: "stdout",
    handoffUnchanged: false,
  },
  {
    name: "a lock file of garbage bytes",
    kind: "registry",
    setup: (r) => put(r, ".handoff/lock", Buffer.from([0xff, 0, 0x7b])),
    argv: ["note", "pitfall", "garbage lock"],
    exit: 0,
    message: "",
    handoffUnchanged: false,
  },
  {
    name: "show an id that is a path",
    kind: "registry",
    argv: ["show", "../../etc/passwd"],
    exit: 2,
    message: "is not a packet id",
  },
  {
    name: "archive an unknown id",
    kind: "registry",
    argv: ["archive", "0123456789abcdef"],
    exit: 4,
    message: "0123456789abcdef",
  },
];

const SESSION = '"session_id":"3f1c2a9e-0000-4000-8000-000000000001"';

export const hookCases: BrokenCase[] = [
  {
    name: "hook stdin empty",
    kind: "hook",
    argv: ["hook", "claude"],
    stdin: "",
    exit: 0,
    message: "stdin was empty",
    stream: "hook.log",
  },
  {
    name: "hook stdin not JSON",
    kind: "hook",
    argv: ["hook", "claude"],
    stdin: "PreCompact please",
    exit: 0,
    message: "hook input: not valid JSON",
    stream: "hook.log",
  },
  {
    name: "hook stdin a JSON array",
    kind: "hook",
    argv: ["hook", "codex"],
    stdin: "[1,2]",
    exit: 0,
    message: "hook input: expected a JSON object",
    stream: "hook.log",
  },
  {
    name: "hook stdin missing hook_event_name",
    kind: "hook",
    argv: ["hook", "claude"],
    stdin: `{${SESSION}}`,
    exit: 0,
    message: "hook_event_name must be a non-empty string",
    stream: "hook.log",
  },
  {
    name: "hook stdin a field of the wrong type",
    kind: "hook",
    argv: ["hook", "claude"],
    stdin: `{${SESSION},"hook_event_name":"PreCompact","transcript_path":42}`,
    exit: 0,
    message: "transcript_path must be a string or null",
    stream: "hook.log",
  },
  {
    name: "hook transcript_path that does not exist",
    kind: "hook",
    argv: ["hook", "claude"],
    stdin: `{${SESSION},"hook_event_name":"PreCompact","trigger":"auto","transcript_path":"/nonexistent/session.jsonl"}`,
    exit: 0,
    message: "session.jsonl",
    stream: "hook.log",
    handoffUnchanged: false,
  },
  {
    name: "hook stdin binary",
    kind: "hook",
    argv: ["hook", "codex"],
    stdin: "\u0000\u0001\u00ff{",
    exit: 0,
    message: "hook input: not valid JSON",
    stream: "hook.log",
  },
  {
    name: "hook for an unknown agent",
    kind: "hook",
    argv: ["hook", "aider"],
    stdin: "{}",
    exit: 0,
    message: "unknown agent 'aider'",
  },
  {
    name: "hook with an unknown flag",
    kind: "hook",
    argv: ["hook", "claude", "--bogus"],
    stdin: "{}",
    exit: 0,
    message: "unknown option --bogus",
  },
];

export const cliCases: BrokenCase[] = [
  { name: "no command", kind: "cli", argv: [], exit: 2, message: "Usage: handoff <command>" },
  {
    name: "unknown command",
    kind: "cli",
    argv: ["wrtie"],
    exit: 2,
    message: "unknown command 'wrtie'",
  },
  {
    name: "write with an unknown flag",
    kind: "cli",
    argv: ["write", "--bogus"],
    exit: 2,
    message: "handoff write: unknown option --bogus. Run 'handoff write --help'.",
  },
  {
    name: "write --k 0",
    kind: "cli",
    argv: ["write", "--k", "0"],
    exit: 2,
    message: "--k must be an integer from 1 to 30, got '0'",
  },
  {
    name: "write --k abc",
    kind: "cli",
    argv: ["write", "--k", "abc"],
    exit: 2,
    message: "--k must be an integer from 1 to 30, got 'abc'",
  },
  {
    name: "write --k -3",
    kind: "cli",
    argv: ["write", "--k=-3"],
    exit: 2,
    message: "--k must be an integer",
  },
  {
    name: "write --k with no value",
    kind: "cli",
    argv: ["write", "--k"],
    exit: 2,
    message: "handoff write: option --k needs a value",
  },
  {
    name: "write --k 1e9",
    kind: "cli",
    argv: ["write", "--k", "1000000000"],
    exit: 2,
    message: "--k must be an integer from 1 to 30",
  },
  {
    name: "write with a positional",
    kind: "cli",
    argv: ["write", "now"],
    exit: 2,
    message: "unexpected argument 'now'",
  },
  {
    name: "write --agent aider",
    kind: "cli",
    argv: ["write", "--agent", "aider"],
    exit: 2,
    message: `--agent must be one of ${listAgents(TRANSCRIPT_AGENT_IDS)}, got 'aider'`,
  },
  {
    name: "write --topic with a control character",
    kind: "cli",
    argv: [...WRITE, "--topic", "a\u0007b"],
    exit: 2,
    message: "--topic must be a non-empty name",
  },
  {
    name: "write --root that does not exist",
    kind: "cli",
    argv: ["write", "--root", "/nonexistent/repo"],
    exit: 2,
    message: "/nonexistent/repo",
  },
  { name: "trim with no FILE", kind: "cli", argv: ["trim"], exit: 2, message: "missing FILE" },
  {
    name: "trim --k 31",
    kind: "cli",
    setup: (r) => put(r, "f.jsonl", "{}\n"),
    argv: ["trim", "f.jsonl", "--k", "31"],
    exit: 2,
    message: "--k must be an integer from 1 to 30, got '31'",
  },
  {
    name: "trim a directory",
    kind: "cli",
    argv: ["trim", "."],
    exit: 2,
    message: ".: expected a regular file, found a directory",
  },
  {
    name: "ingest with no arguments",
    kind: "cli",
    argv: ["ingest"],
    exit: 2,
    message: "missing arguments",
  },
  {
    name: "ingest an unknown agent",
    kind: "cli",
    argv: ["ingest", "aider", "x.md"],
    exit: 2,
    message: "unknown agent 'aider'",
  },
  {
    name: "note with no arguments",
    kind: "cli",
    argv: ["note"],
    exit: 2,
    message: "needs KIND and TEXT",
  },
  {
    name: "note an unknown kind",
    kind: "cli",
    argv: ["note", "idea", "x"],
    exit: 2,
    message: "unknown note kind 'idea'",
  },
  {
    name: "archive with no id",
    kind: "cli",
    argv: ["archive"],
    exit: 2,
    message: "takes exactly one packet ID",
  },
  {
    name: "resume --format xml",
    kind: "cli",
    argv: ["resume", "--format", "xml"],
    exit: 2,
    message: "--format must be one of",
  },
  {
    name: "hooks install an unknown agent",
    kind: "cli",
    argv: ["hooks", "install", "aider"],
    exit: 2,
    message: `expected an agent (${listAgents(HOOK_AGENT_IDS)})`,
  },
  {
    name: "redact a file that does not exist",
    kind: "cli",
    argv: ["redact", "nope.txt"],
    exit: 2,
    message: "nope.txt",
  },
  {
    name: "list with an argument",
    kind: "cli",
    argv: ["list", "extra"],
    exit: 2,
    message: "takes no arguments",
  },
];
