/**
 * A FIFO anywhere under `.handoff/`, and where the installers read: every command and hook that
 * opens it must finish at once, never block in `open()`. Commands exit 2 naming the file; hooks
 * exit 0 and say what went wrong in hook.log. Every run is in a real child process with a
 * deadline, so a hang is a failure here, not a stuck test runner: the runs of all cases go
 * through the executable's entry in one child (test/helpers/cli-batch.ts), and a resume and a
 * SessionStart through the compiled executable itself.
 */
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, describe, test } from "node:test";
import { hookStatePath } from "../../src/hooks/hook-state.js";
import {
  builtBin,
  hookInput,
  hookLogLines,
  placeTranscript,
  type ProcessRun,
} from "../helpers/hook-process.js";
import { type BatchCase, type BatchRun, runCliBatch } from "../helpers/cli-batch.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

/** Far below the hook's own 30 s limit: a run still going by then was blocked. */
const DEADLINE_MS = 20_000;
const SESSION = "3f1c2a9e-0000-4000-8000-000000000001";
const WRITE = ["write", "--allow-dirty", "--allow-unverified", "--allow-missing-next"];

let template = "";

/** A case's runs, planned at load, run before the tests, checked by the case's test. */
interface Planned {
  repo: string;
  rel: string;
  cases: BatchCase[];
  runs: Run[];
  cleanup: string[];
}

type Run = BatchRun & { killed: boolean };

const planned: { entry: Planned; setup: () => void }[] = [];

/**
 * Plan runs in a fresh copy of the template with `file` a FIFO (`repoWithFifo`); `prepare` sets up
 * more and returns paths to remove at the end. The runs of every plan go in one batch before the
 * tests (each with the deadline), in plan order; the returned plan holds its runs for its test.
 */
function plan(
  file: string,
  runs: (repo: string, extra: string[]) => { args: string[]; stdin?: string }[],
  prepare: (repo: string) => string[] = () => [],
): Planned {
  const entry: Planned = { repo: "", rel: "", cases: [], runs: [], cleanup: [] };
  const setup = (): void => {
    const { repo, rel } = repoWithFifo(file);
    const extra = prepare(repo);
    entry.repo = repo;
    entry.rel = rel;
    entry.cleanup = [repo, ...extra];
    entry.cases = runs(repo, extra).map(({ args, stdin }) => ({
      args,
      cwd: repo,
      stdin: stdin ?? "",
      // The write runs inside the hook however loaded the machine (no detached writer).
      env: { HANDOFF_WRITE_BUDGET_MS: "600000" },
    }));
  };
  planned.push({ entry, setup });
  return entry;
}

before(async () => {
  template = makeExampleRepo();
  const seeded = await runCli([...WRITE, "--next", "seed the registry"], { cwd: template });
  assert.equal(seeded.code, 0, seeded.stderr);
  for (const { setup } of planned) setup();
  const { runs } = await runCliBatch(
    planned.flatMap(({ entry }) => entry.cases),
    { deadlineMs: DEADLINE_MS },
  );
  let next = 0;
  for (const { entry } of planned) {
    entry.runs = runs
      .slice(next, next + entry.cases.length)
      .map((run) => ({ ...run, killed: run.hung }));
    next += entry.cases.length;
  }
});

after(() => {
  removeDir(template);
  for (const { entry } of planned) {
    for (const path of entry.cleanup) {
      if (existsSync(path)) removeDir(path);
    }
  }
});

/** Run the built CLI in `cwd` with `stdin`, killed at the deadline. */
function runWithin(
  args: string[],
  cwd: string,
  stdin = "",
  env: Record<string, string> = {},
): Promise<ProcessRun & { killed: boolean }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtBin(), ...args], {
      cwd,
      // The write runs inside the hook however loaded the machine (no detached writer).
      env: { ...process.env, HANDOFF_WRITE_BUDGET_MS: "600000", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    let killed = false;
    const guard = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, DEADLINE_MS);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(guard);
      resolve({
        code,
        killed,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        ms: performance.now() - started,
      });
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(stdin);
  });
}

/** A fresh copy of the template; `rel` (under the repo, `ID` = the seeded packet) a FIFO. */
function repoWithFifo(rel: string): { repo: string; rel: string } {
  const repo = realpathSync(mkdtempSync(join(tmpdir(), "handoff-fifo-")));
  cpSync(template, repo, { recursive: true, verbatimSymlinks: true });
  const id = readdirSync(join(repo, ".handoff", "packets"))[0] as string;
  const path = rel.replace("ID", id);
  rmSync(join(repo, path), { recursive: true, force: true });
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  execFileSync("mkfifo", [join(repo, path)]);
  return { repo, rel: path };
}

const hookEvents: Record<string, Record<string, unknown>> = {
  SessionStart: { hook_event_name: "SessionStart", source: "startup" },
  SessionEnd: { hook_event_name: "SessionEnd", reason: "other" },
  PreCompact: { hook_event_name: "PreCompact", trigger: "manual" },
  Stop: { hook_event_name: "Stop", last_assistant_message: "done" },
};

function hookStdin(repo: string, event: string): string {
  return hookInput({ session_id: SESSION, transcript_path: null, cwd: repo, ...hookEvents[event] });
}

const NAMED_PIPE = "expected a regular file, found a named pipe";

/** Commands that read the file: exit 2, the file named. */
const commandCases: { file: string; argv: string[] }[] = [
  { file: ".handoff/packets/ID/handoff.json", argv: ["resume"] },
  { file: ".handoff/packets/ID/handoff.json", argv: ["show"] },
  { file: ".handoff/packets/ID/handoff.json", argv: WRITE },
  { file: ".handoff/log.jsonl", argv: ["resume"] },
  { file: ".handoff/log.jsonl", argv: ["show"] },
  { file: ".handoff/log.jsonl", argv: WRITE },
  { file: ".handoff/notes.jsonl", argv: WRITE },
  { file: ".handoff/config.json", argv: WRITE },
  { file: ".handoff/lock", argv: WRITE },
  { file: ".claude/settings.local.json", argv: ["hooks", "install", "claude"] },
  { file: ".claude/settings.json", argv: ["hooks", "install", "claude", "--project"] },
  { file: ".claude/skills/handoff/SKILL.md", argv: ["skill", "install", "claude", "--project"] },
  { file: ".claude/skills/handoff/SKILL.md", argv: ["skill", "uninstall", "claude", "--project"] },
];

/** Hooks that read the file: exit 0, the file named in hook.log. */
const hookCases: { file: string; events: string[] }[] = [
  {
    file: ".handoff/packets/ID/handoff.json",
    events: ["SessionStart", "SessionEnd", "PreCompact"],
  },
  { file: ".handoff/log.jsonl", events: ["SessionStart", "SessionEnd", "PreCompact"] },
  { file: ".handoff/notes.jsonl", events: ["SessionEnd", "PreCompact"] },
  { file: ".handoff/config.json", events: ["SessionEnd", "PreCompact"] },
];

describe("a FIFO under .handoff/ never hangs a command: exit 2 naming the file", () => {
  for (const c of commandCases) {
    const p = plan(c.file, () => [{ args: c.argv }]);
    test(`${c.file}: handoff ${c.argv.join(" ")}`, () => {
      const [run] = p.runs as [Run];
      assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
      assert.equal(run.code, 2, `${run.stderr}${run.stdout}`);
      assert.ok(run.stderr.includes(`${p.rel}: ${NAMED_PIPE}`), run.stderr);
      assert.ok(statSync(join(p.repo, p.rel)).isFIFO(), "the FIFO was replaced or removed");
    });
  }
});

const pushPlan = plan(
  ".handoff/packets/ID/handoff.json",
  () => [{ args: ["push"] }],
  (repo) => {
    const remote = realpathSync(mkdtempSync(join(tmpdir(), "handoff-fifo-remote-")));
    git(remote, "init", "-q", "--bare");
    git(repo, "remote", "add", "origin", remote);
    return [remote];
  },
);

test("a FIFO packet never hangs push: exit 2 naming the file", () => {
  const [run] = pushPlan.runs as [Run];
  assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
  assert.equal(run.code, 2, `${run.stderr}${run.stdout}`);
  assert.ok(run.stderr.includes(`${pushPlan.rel}: ${NAMED_PIPE}`), run.stderr);
});

// The compiled executable itself, both of its entries (the CLI's and the hook's), as one real
// process each.
test("a FIFO where the packet's verification report was never hangs resume or SessionStart", async () => {
  const { repo } = repoWithFifo("outputs/verification/T-002.json");
  try {
    const run = await runWithin(["resume"], repo);
    assert.equal(run.killed, false, `resume still running after ${DEADLINE_MS} ms`);
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stdout, /DRIFTED/);
    const hook = await runWithin(["hook", "claude"], repo, hookStdin(repo, "SessionStart"));
    assert.equal(hook.killed, false, `SessionStart still running after ${DEADLINE_MS} ms`);
    assert.equal(hook.code, 0, hook.stderr);
    assert.match(hook.stdout, /additionalContext/);
  } finally {
    removeDir(repo);
  }
});

describe("a FIFO under .handoff/ never hangs a hook: exit 0, the file named in hook.log", () => {
  for (const c of hookCases) {
    for (const event of c.events) {
      const p = plan(c.file, (repo) => [
        { args: ["hook", "claude"], stdin: hookStdin(repo, event) },
      ]);
      test(`${c.file}: ${event}`, () => {
        const [run] = p.runs as [Run];
        assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
        assert.equal(run.code, 0, run.stderr);
        const log = hookLogLines(p.repo).join("\n");
        assert.ok(log.includes(`${p.rel}: ${NAMED_PIPE}`), log);
        assert.doesNotMatch(log, /still running after/);
      });
    }
  }

  for (const event of ["SessionEnd", "PreCompact", "Stop"]) {
    const p = plan(".handoff/hook.log", (repo) => [
      { args: ["hook", "claude"], stdin: hookStdin(repo, event) },
    ]);
    test(`.handoff/hook.log itself: ${event} still finishes, exit 0`, () => {
      const [run] = p.runs as [Run];
      assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
      assert.equal(run.code, 0, run.stderr);
      assert.ok(statSync(join(p.repo, p.rel)).isFIFO());
    });
  }
});

describe("a FIFO where handoff keeps its own state is replaced, never read", () => {
  const probe = realpathSync(mkdtempSync(join(tmpdir(), "handoff-fifo-probe-")));
  const stateName = hookStatePath(probe, SESSION).slice(probe.length + 1);
  rmSync(probe, { recursive: true, force: true });
  const events = ["Stop", "SessionEnd"];
  const statePlan = plan(stateName, (repo) =>
    events.map((event) => ({ args: ["hook", "claude"], stdin: hookStdin(repo, event) })),
  );
  test(".handoff/hook-state/<session>.json: Stop and SessionEnd finish, the state is a file again", () => {
    for (const [i, event] of events.entries()) {
      const run = statePlan.runs[i] as Run;
      assert.equal(run.killed, false, `${event} still running after ${DEADLINE_MS} ms`);
      assert.equal(run.code, 0, run.stderr);
    }
    assert.ok(
      statSync(join(statePlan.repo, statePlan.rel)).isFile(),
      "the Stop kept its state in a file",
    );
  });

  for (const file of [".handoff/clean_state.json", ".handoff/cache/feedback-scan.json"]) {
    const p = plan(file, () => [{ args: WRITE }]);
    test(`${file}: write finishes, exit 0, the file written over the FIFO`, () => {
      const [run] = p.runs as [Run];
      assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
      assert.equal(run.code, 0, run.stderr);
      assert.ok(statSync(join(p.repo, p.rel)).isFile(), `${p.rel} is not a file again`);
    });
  }

  const transcriptPlan = plan(
    ".handoff/cache/transcript-scan.json",
    (_repo, [transcript]) => [{ args: [...WRITE, "--transcript", transcript as string] }],
    (repo) => [placeTranscript(repo, "claude", "hook-session-2.1.332.jsonl")],
  );
  test(".handoff/cache/transcript-scan.json: write --transcript finishes, exit 0", () => {
    const [run] = transcriptPlan.runs as [Run];
    assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
    assert.equal(run.code, 0, run.stderr);
    assert.ok(
      statSync(join(transcriptPlan.repo, transcriptPlan.rel)).isFile(),
      `${transcriptPlan.rel} is not a file again`,
    );
  });
});
