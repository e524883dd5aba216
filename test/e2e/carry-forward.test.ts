/**
 * Carry forward on a real repository through the CLI (issue 14.3): a session writes a packet
 * from its Claude Code transcript (a failing command, a next action); a second write on the same
 * branch and topic, with the transcript gone and no `--next`, keeps the failed attempt and the
 * next action, labelled with the first packet's id, and is not refused for a missing next action.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { validatePacket } from "../../src/model/packet/validate.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

interface WriteJson {
  id: string;
  status: string;
  json: string;
  md: string;
}

/** A small, real-shaped Claude Code session run in `cwd`: one prompt, one failing Bash call. */
function writeClaudeSession(path: string, cwd: string): void {
  let n = 0;
  const line = (type: string, extra: Record<string, unknown>) =>
    JSON.stringify({
      type,
      uuid: `u-${++n}`,
      cwd,
      sessionId: "s-1",
      timestamp: `2026-01-15T10:00:${String(n).padStart(2, "0")}.000Z`,
      ...extra,
    });
  const lines = [
    line("user", { message: { role: "user", content: "Make the parser accept empty input" } }),
    line("assistant", {
      message: {
        role: "assistant",
        content: [
          { type: "tool_use", id: "t1", name: "Bash", input: { command: "npm run build" } },
        ],
      },
    }),
    line("user", {
      message: {
        role: "user",
        content: [
          {
            type: "tool_result",
            tool_use_id: "t1",
            content: "Exit code 2\nsrc/parse.ts(3,1): error TS1005",
            is_error: true,
          },
        ],
      },
    }),
  ];
  writeFileSync(path, `${lines.join("\n")}\n`);
}

test("a second write without the transcript keeps the failed attempt and next action, labelled", async () => {
  const repo = makeRepo();
  const outside = mkdtempSync(join(tmpdir(), "handoff-session-"));
  try {
    writeFileSync(join(repo, "parse.ts"), "export const parse = (s: string) => s;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "parser");
    const transcript = join(outside, "session.jsonl");
    writeClaudeSession(transcript, repo);

    const first = await runCli(
      ["write", "--json", "--transcript", transcript, "--next", "fix the TS1005 in src/parse.ts"],
      { cwd: repo },
    );
    assert.equal(first.code, 0, first.stderr);
    const one = JSON.parse(first.stdout) as WriteJson;
    const packetOne = JSON.parse(readFileSync(one.json, "utf8")) as { failed_attempts: string[] };
    assert.deepEqual(packetOne.failed_attempts, ["npm run build -> exit 2"]);

    const second = await runCli(["write", "--json"], { cwd: repo });
    assert.equal(second.code, 0, second.stderr);
    const two = JSON.parse(second.stdout) as WriteJson;
    assert.equal(two.status, "written");
    const packet = JSON.parse(readFileSync(two.json, "utf8")) as Record<string, unknown>;
    assert.deepEqual(packet["failed_attempts"], [
      `npm run build -> exit 2 (from packet ${one.id})`,
    ]);
    assert.equal(packet["next_action"], `fix the TS1005 in src/parse.ts (from packet ${one.id})`);
    assert.equal(packet["previous"], one.id);
    assert.deepEqual(validatePacket(packet), []);
    const md = readFileSync(two.md, "utf8");
    assert.ok(md.includes(`- \`npm run build\` -> exit 2 (from packet ${one.id})`));

    // Nothing changed since: the rerun returns the active packet as it is.
    const rerun = await runCli(["write", "--json"], { cwd: repo });
    assert.equal(rerun.code, 0, rerun.stderr);
    const three = JSON.parse(rerun.stdout) as WriteJson;
    assert.equal(three.id, two.id);
    assert.equal(three.status, "unchanged");

    // A third hop: the attempt is still carried from the first packet, and resume shows why it
    // failed (the reason lives in the first packet's feedback tail, not in this one).
    writeFileSync(join(repo, "notes.txt"), "more work\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "notes");
    const third = await runCli(["write", "--json"], { cwd: repo });
    assert.equal(third.code, 0, third.stderr);
    const hop3 = JSON.parse(readFileSync((JSON.parse(third.stdout) as WriteJson).json, "utf8")) as {
      failed_attempts: string[];
      feedback_tail: unknown[];
    };
    assert.deepEqual(hop3.failed_attempts, [`npm run build -> exit 2 (from packet ${one.id})`]);
    assert.deepEqual(hop3.feedback_tail, [], "the premise: no reason in this packet's tail");
    const resumed = await runCli(["resume"], { cwd: repo });
    assert.equal(resumed.code, 0, resumed.stderr);
    const attemptLine = resumed.stdout.split("\n").find((l) => l.includes("npm run build"));
    assert.match(attemptLine ?? "", /error TS1005/, resumed.stdout);
  } finally {
    removeDir(repo);
    removeDir(outside);
  }
});
