/** Broken workbench files (SPEC §2.2): every file, every way it can be wrong. */
import { chmodSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { agentState, fifo, link, put, streamFile } from "./plant.js";
import { type BrokenCase, WRITE } from "./types.js";

const BAD_UTF8 = Buffer.concat([
  Buffer.from('{"schema_version":1,"active_task_id":null,"touched_files":[],"next_action":"fix '),
  Buffer.from([0xff, 0xfe, 0xc3]),
  Buffer.from('"}'),
]);

const notRoot = () =>
  process.getuid?.() === 0
    ? "running as root: root can read any file, so permissions prove nothing"
    : false;

/** The same breakage applied to one JSON workbench file. */
function jsonFileCases(rel: string, wrongType: string, wrongField: [string, string]): BrokenCase[] {
  return [
    {
      name: `${rel} empty`,
      kind: "workbench",
      setup: (r) => put(r, rel, ""),
      argv: WRITE,
      exit: 2,
      message: `${rel}:1:1: not valid JSON: unexpected end of input`,
    },
    {
      name: `${rel} not JSON`,
      kind: "workbench",
      setup: (r) => put(r, rel, "hello: world\n"),
      argv: WRITE,
      exit: 2,
      message: `${rel}:1:1: not valid JSON: unexpected "h"`,
    },
    {
      name: `${rel} JSON of the wrong type`,
      kind: "workbench",
      setup: (r) => put(r, rel, wrongType),
      argv: WRITE,
      exit: 2,
      message: `${rel}:1:1: must be `,
    },
    {
      name: `${rel} a wrong field type`,
      kind: "workbench",
      setup: (r) => put(r, rel, wrongField[0]),
      argv: WRITE,
      exit: 2,
      message: `${rel}:${wrongField[1]}`,
    },
    {
      name: `${rel} NUL bytes`,
      kind: "workbench",
      setup: (r) => put(r, rel, "{\u0000}"),
      argv: WRITE,
      exit: 2,
      message: `${rel}: contains a NUL byte (line 1, column 2)`,
    },
    {
      name: `${rel} invalid UTF-8`,
      kind: "workbench",
      setup: (r) => put(r, rel, Buffer.from([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x7d])),
      argv: WRITE,
      exit: 2,
      message: `${rel}: is not valid UTF-8 (line 1, column 3)`,
    },
    {
      name: `${rel} a directory`,
      kind: "workbench",
      setup: (r) => mkdirSync(join(r, rel), { recursive: true }),
      argv: WRITE,
      exit: 2,
      message: `${rel}: is a directory`,
    },
    {
      name: `${rel} a FIFO`,
      kind: "workbench",
      hasFifo: true,
      setup: (r) => fifo(r, rel),
      argv: WRITE,
      exit: 2,
      message: `${rel}: is not a regular file`,
    },
    {
      name: `${rel} a symlink outside the repo`,
      kind: "workbench",
      setup: (r, s) => {
        put(s, "secret.json", wrongType);
        link(r, rel, join(s, "secret.json"));
      },
      argv: WRITE,
      exit: 2,
      message: `${rel}: points outside the repository`,
    },
    {
      name: `${rel} a symlink loop`,
      kind: "workbench",
      setup: (r) => {
        link(r, `${rel}.b`, rel.split("/").pop() as string);
        link(r, rel, `${rel.split("/").pop() as string}.b`);
      },
      argv: WRITE,
      exit: 2,
      message: `${rel}: symlink loop`,
    },
  ];
}

export const workbenchCases: BrokenCase[] = [
  ...jsonFileCases("agent_state.json", "[1, 2]", [
    agentState({ next_action: 5 }),
    "1:76 next_action: must be a string",
  ]),
  ...jsonFileCases("task_board.json", '{"tasks": []}', [
    '[{"id":"T-001","goal":"g","owner":"robot","acceptance":[],"status":"todo"}]',
    "1:35 [0].owner: must be one of",
  ]),
  ...jsonFileCases("feature_list.json", '"features"', [
    '{"project":"p","active":null,"features":"none"}',
    "1:41 features: must be an array of features",
  ]),
  ...jsonFileCases("outputs/diff_summary.json", "[]", [
    '{"touched":"a.ts"}',
    "1:12 touched: must be an array of strings",
  ]),
  {
    name: "agent_state.json unknown schema_version",
    kind: "workbench",
    setup: (r) => put(r, "agent_state.json", agentState({ schema_version: 2 })),
    argv: WRITE,
    exit: 2,
    message: "agent_state.json:1:19 schema_version: 2 is not supported",
  },
  {
    name: "agent_state.json invalid UTF-8 inside a string",
    kind: "workbench",
    setup: (r) => put(r, "agent_state.json", BAD_UTF8),
    argv: WRITE,
    exit: 2,
    message: "agent_state.json: is not valid UTF-8 (line 1, column 81)",
  },
  {
    name: "agent_state.json with a UTF-8 BOM is read",
    kind: "workbench",
    setup: (r) => put(r, "agent_state.json", `\ufeff${agentState({ next_action: "bom ok" })}`),
    argv: [...WRITE, "--json"],
    exit: 0,
    message: '"status": "written"',
    stream: "stdout",
  },
  {
    name: "agent_state.json a symlink inside the repo is followed",
    kind: "workbench",
    setup: (r) => {
      put(r, "state/real.json", agentState({ next_action: "linked" }));
      link(r, "agent_state.json", "state/real.json");
    },
    argv: [...WRITE, "--json"],
    exit: 0,
    message: '"status": "written"',
    stream: "stdout",
  },
  {
    name: "agent_state.json a dangling symlink is absent",
    kind: "workbench",
    setup: (r) => link(r, "agent_state.json", "nowhere.json"),
    argv: [...WRITE, "--json"],
    exit: 0,
    message: '"status": "written"',
    stream: "stdout",
  },
  {
    name: "agent_state.json a 50 MB single line",
    kind: "workbench",
    setup: (r) =>
      streamFile(join(r, "agent_state.json"), {
        head: '{"schema_version":1,"next_action":"',
        repeat: "x",
        count: 50 * 1024 * 1024,
        tail: '"}',
      }),
    argv: WRITE,
    exit: 2,
    message: "agent_state.json: is 52428837 bytes, more than the 32 MiB",
  },
  {
    name: "task_board.json 100 MB of nested arrays",
    kind: "workbench",
    setup: (r) =>
      streamFile(join(r, "task_board.json"), {
        repeat: "[",
        count: 50 * 1024 * 1024,
        tail: "]".repeat(1024),
      }),
    argv: WRITE,
    exit: 2,
    message: "task_board.json: is 52429824 bytes",
  },
  {
    name: "task_board.json 4 MB of nested arrays (under the size cap)",
    kind: "workbench",
    setup: (r) =>
      streamFile(join(r, "task_board.json"), {
        repeat: "[",
        count: 2 * 1024 * 1024,
        tail: "]".repeat(2 * 1024 * 1024),
      }),
    argv: WRITE,
    exit: 2,
    message: "task_board.json: is nested deeper than 64 levels",
  },
  {
    name: "agent_state.json 1 MB of unclosed nesting",
    kind: "workbench",
    setup: (r) => streamFile(join(r, "agent_state.json"), { repeat: '{"a":[', count: 200_000 }),
    argv: WRITE,
    exit: 2,
    message: "agent_state.json: is nested deeper than 64 levels",
  },
  {
    name: "agent_state.json without read permission",
    kind: "workbench",
    skip: notRoot,
    setup: (r) => {
      put(r, "agent_state.json", agentState());
      chmodSync(join(r, "agent_state.json"), 0);
    },
    argv: WRITE,
    exit: 2,
    message: "agent_state.json: cannot be read (EACCES)",
  },
  {
    name: "verification report passed is a string",
    kind: "workbench",
    setup: (r) =>
      put(r, "outputs/verification/T-001.json", '{"task_id":"T-001","passed":"yes","findings":[]}'),
    argv: WRITE,
    exit: 2,
    message: "outputs/verification/T-001.json:1:29 passed: must be true or false",
  },
  {
    name: "verification report not JSON",
    kind: "workbench",
    setup: (r) => put(r, "outputs/verification/T-001.json", "PASS\n"),
    argv: WRITE,
    exit: 2,
    message: "outputs/verification/T-001.json:1:1: not valid JSON",
  },
  {
    name: "verification folder is a file",
    kind: "workbench",
    setup: (r) => put(r, "outputs/verification", "x"),
    argv: WRITE,
    exit: 2,
    message: "outputs/verification: is not a directory",
  },
  {
    name: "verification folder a symlink outside the repo",
    kind: "workbench",
    setup: (r, s) => {
      put(s, "v/T-001.json", '{"task_id":"T-001","passed":true,"findings":[]}');
      link(r, "outputs/verification", join(s, "v"));
    },
    argv: WRITE,
    exit: 2,
    message: "outputs/verification: points outside the repository",
  },
  {
    name: "review total out of range",
    kind: "workbench",
    setup: (r) =>
      put(r, "outputs/review/T-001.json", '{"task_id":"T-001","total":11,"verdict":"pass"}'),
    argv: WRITE,
    exit: 2,
    message: "outputs/review/T-001.json:1:28 total: must be a number from 0 to 10",
  },
  {
    name: "review a FIFO",
    kind: "workbench",
    hasFifo: true,
    setup: (r) => fifo(r, "outputs/review/T-001.json"),
    argv: WRITE,
    exit: 2,
    message: "outputs/review/T-001.json: is not a regular file",
  },
  {
    name: "feedback log a FIFO",
    kind: "workbench",
    hasFifo: true,
    setup: (r) => fifo(r, "feedback_record.jsonl"),
    argv: WRITE,
    exit: 2,
    message: "feedback_record.jsonl: expected a regular file, found a named pipe",
  },
  {
    name: "feedback log a directory",
    kind: "workbench",
    setup: (r) => mkdirSync(join(r, "feedback_record.jsonl")),
    argv: WRITE,
    exit: 2,
    message: "feedback_record.jsonl: expected a regular file, found a directory",
  },
  {
    name: "feedback log a symlink outside the repo",
    kind: "workbench",
    setup: (r, s) => {
      put(s, "log.jsonl", '{"command":"cat /secret","exit_code":1}\n');
      link(r, "feedback_record.jsonl", join(s, "log.jsonl"));
    },
    argv: WRITE,
    exit: 2,
    message: "feedback_record.jsonl: points outside the repository",
  },
  {
    name: "feedback log a symlink loop",
    kind: "workbench",
    setup: (r) => {
      link(r, "feedback_record.jsonl", "loop.jsonl");
      link(r, "loop.jsonl", "feedback_record.jsonl");
    },
    argv: WRITE,
    exit: 2,
    message: "feedback_record.jsonl: symlink loop",
  },
  {
    name: "feedback log garbage lines are skipped, not fatal",
    kind: "workbench",
    setup: (r) =>
      put(
        r,
        "feedback_record.jsonl",
        'not json\n{"command":"npm test","exit_code":1}\n{"command":\n\u0000\u0001\n',
      ),
    argv: [...WRITE, "--json"],
    exit: 0,
    message: "feedback_record.jsonl: 3 unreadable lines skipped (lines 1, 3, 4)",
    stream: "stdout",
  },
  {
    name: "feedback log binary garbage",
    kind: "workbench",
    setup: (r) =>
      put(
        r,
        "feedback_record.jsonl",
        Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)),
      ),
    argv: [...WRITE, "--json"],
    exit: 0,
    message: "skipped",
    stream: "stdout",
  },
  {
    name: "feedback log a 50 MB single line",
    kind: "workbench",
    setup: (r) =>
      streamFile(join(r, "feedback_record.jsonl"), {
        head: '{"command":"npm test","exit_code":1,"stdout_tail":"',
        repeat: "y",
        count: 50 * 1024 * 1024,
        tail: '"}\n{"command":"ls","exit_code":0}\n',
      }),
    argv: [...WRITE, "--json"],
    exit: 0,
    message: '"status": "written"',
    stream: "stdout",
  },
  {
    name: "feedback log rotation not JSON",
    kind: "workbench",
    setup: (r) => {
      put(r, "feedback_record.jsonl.1", "%%%\n");
      put(r, "feedback_record.jsonl", '{"command":"ls","exit_code":0}\n');
    },
    argv: [...WRITE, "--json"],
    exit: 0,
    message: "feedback_record.jsonl.1",
    stream: "stdout",
  },
];
