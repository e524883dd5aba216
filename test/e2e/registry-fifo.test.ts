/**
 * A FIFO anywhere under `.handoff/` (issue 29 item 9), and where the installers read: every
 * command and hook that opens it must finish at once, never block in `open()`. Commands exit 2
 * naming the file; hooks exit 0 and say what went wrong in hook.log. Each run is a real child
 * process with a deadline: a hang is a failure here, not a stuck test runner.
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
import { runCli } from "../helpers/run-cli.js";
import { git, makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

/** Far below the hook's own 30 s limit: a run still going by then was blocked. */
const DEADLINE_MS = 20_000;
const SESSION = "3f1c2a9e-0000-4000-8000-000000000001";
const WRITE = ["write", "--allow-dirty", "--allow-unverified", "--allow-missing-next"];

let template = "";

before(async () => {
  template = makeExampleRepo();
  const seeded = await runCli([...WRITE, "--next", "seed the registry"], { cwd: template });
  assert.equal(seeded.code, 0, seeded.stderr);
});

after(() => removeDir(template));

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
    test(`${c.file}: handoff ${c.argv.join(" ")}`, async () => {
      const { repo, rel } = repoWithFifo(c.file);
      try {
        const run = await runWithin(c.argv, repo);
        assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
        assert.equal(run.code, 2, `${run.stderr}${run.stdout}`);
        assert.ok(run.stderr.includes(`${rel}: ${NAMED_PIPE}`), run.stderr);
        assert.ok(statSync(join(repo, rel)).isFIFO(), "the FIFO was replaced or removed");
      } finally {
        removeDir(repo);
      }
    });
  }
});

test("a FIFO packet never hangs push: exit 2 naming the file", async () => {
  const { repo, rel } = repoWithFifo(".handoff/packets/ID/handoff.json");
  const remote = realpathSync(mkdtempSync(join(tmpdir(), "handoff-fifo-remote-")));
  try {
    git(remote, "init", "-q", "--bare");
    git(repo, "remote", "add", "origin", remote);
    const run = await runWithin(["push"], repo);
    assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
    assert.equal(run.code, 2, `${run.stderr}${run.stdout}`);
    assert.ok(run.stderr.includes(`${rel}: ${NAMED_PIPE}`), run.stderr);
  } finally {
    removeDir(repo);
    removeDir(remote);
  }
});

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
      test(`${c.file}: ${event}`, async () => {
        const { repo, rel } = repoWithFifo(c.file);
        try {
          const run = await runWithin(["hook", "claude"], repo, hookStdin(repo, event));
          assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
          assert.equal(run.code, 0, run.stderr);
          const log = hookLogLines(repo).join("\n");
          assert.ok(log.includes(`${rel}: ${NAMED_PIPE}`), log);
          assert.doesNotMatch(log, /still running after/);
        } finally {
          removeDir(repo);
        }
      });
    }
  }

  for (const event of ["SessionEnd", "PreCompact", "Stop"]) {
    test(`.handoff/hook.log itself: ${event} still finishes, exit 0`, async () => {
      const { repo, rel } = repoWithFifo(".handoff/hook.log");
      try {
        const run = await runWithin(["hook", "claude"], repo, hookStdin(repo, event));
        assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
        assert.equal(run.code, 0, run.stderr);
        assert.ok(statSync(join(repo, rel)).isFIFO());
      } finally {
        removeDir(repo);
      }
    });
  }
});

describe("a FIFO where handoff keeps its own state is replaced, never read", () => {
  test(".handoff/hook-state/<session>.json: Stop and SessionEnd finish, the state is a file again", async () => {
    const probe = realpathSync(mkdtempSync(join(tmpdir(), "handoff-fifo-probe-")));
    const name = hookStatePath(probe, SESSION).slice(probe.length + 1);
    removeDir(probe);
    const { repo, rel } = repoWithFifo(name);
    try {
      for (const event of ["Stop", "SessionEnd"]) {
        const run = await runWithin(["hook", "claude"], repo, hookStdin(repo, event));
        assert.equal(run.killed, false, `${event} still running after ${DEADLINE_MS} ms`);
        assert.equal(run.code, 0, run.stderr);
      }
      assert.ok(statSync(join(repo, rel)).isFile(), "the Stop kept its state in a file");
    } finally {
      removeDir(repo);
    }
  });

  for (const file of [".handoff/clean_state.json", ".handoff/cache/feedback-scan.json"]) {
    test(`${file}: write finishes, exit 0, the file written over the FIFO`, async () => {
      const { repo, rel } = repoWithFifo(file);
      try {
        const run = await runWithin(WRITE, repo);
        assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
        assert.equal(run.code, 0, run.stderr);
        assert.ok(statSync(join(repo, rel)).isFile(), `${rel} is not a file again`);
      } finally {
        removeDir(repo);
      }
    });
  }

  test(".handoff/cache/transcript-scan.json: write --transcript finishes, exit 0", async () => {
    const { repo, rel } = repoWithFifo(".handoff/cache/transcript-scan.json");
    const transcript = placeTranscript(repo, "claude", "hook-session-2.1.332.jsonl");
    try {
      const run = await runWithin([...WRITE, "--transcript", transcript], repo);
      assert.equal(run.killed, false, `still running after ${DEADLINE_MS} ms`);
      assert.equal(run.code, 0, run.stderr);
      assert.ok(statSync(join(repo, rel)).isFile(), `${rel} is not a file again`);
    } finally {
      removeDir(repo);
      if (existsSync(transcript)) rmSync(transcript);
    }
  });
});
