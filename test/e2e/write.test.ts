import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { validatePacket } from "../../src/model/packet/validate.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeExampleRepo, makeRepo, removeDir } from "../helpers/temp-repo.js";

const LESSON_FIELDS = [
  "summary",
  "changed_files",
  "commands_run",
  "failed_attempts",
  "open_risks",
  "next_action",
  "verdict_pointer",
];

test("write on the example workbench: both files carry the seven fields; a rerun is a no-op", async () => {
  const repo = makeExampleRepo();
  try {
    const first = await runCli(["write", "--json"], { cwd: repo });
    assert.equal(first.code, 0, first.stderr);
    const result = JSON.parse(first.stdout) as {
      id: string;
      status: string;
      packet_dir: string;
      md: string;
      json: string;
      risks: unknown[];
    };
    assert.equal(result.status, "written");
    assert.match(result.id, /^[0-9a-f]{16}$/);
    const json = readFileSync(result.json, "utf8");
    const md = readFileSync(result.md, "utf8");
    const packet = JSON.parse(json) as Record<string, unknown>;
    for (const field of LESSON_FIELDS) assert.ok(field in packet, `handoff.json lacks ${field}`);
    assert.ok(String(packet["next_action"]).trim().length > 0);
    assert.deepEqual(validatePacket(packet), []);
    for (const heading of [
      "## Summary",
      "## Next action",
      "## Changed files",
      "## Failed attempts",
      "## Open risks",
    ]) {
      assert.ok(md.includes(heading), `handoff.md lacks ${heading}`);
    }
    assert.ok(md.split("\n").length <= 120);
    assert.ok(
      !json.includes(repo) && !md.includes(repo),
      "absolute root path leaked into the packet",
    );

    const second = await runCli(["write", "--json"], { cwd: repo });
    assert.equal(second.code, 0, second.stderr);
    const again = JSON.parse(second.stdout) as { id: string; status: string };
    assert.equal(again.id, result.id);
    assert.equal(again.status, "unchanged");
    assert.equal(readFileSync(result.json, "utf8"), json);
    assert.equal(readdirSync(join(repo, ".handoff", "packets")).length, 1);
  } finally {
    removeDir(repo);
  }
});

test("the same workbench in two different directories gives byte-identical packets", async () => {
  const a = makeExampleRepo();
  const b = makeExampleRepo();
  try {
    const ra = JSON.parse((await runCli(["write", "--json"], { cwd: a })).stdout) as {
      json: string;
      md: string;
    };
    const rb = JSON.parse((await runCli(["write", "--json"], { cwd: b })).stdout) as {
      json: string;
      md: string;
    };
    assert.equal(readFileSync(ra.json, "utf8"), readFileSync(rb.json, "utf8"));
    assert.equal(readFileSync(ra.md, "utf8"), readFileSync(rb.md, "utf8"));
  } finally {
    removeDir(a);
    removeDir(b);
  }
});

test("no next action anywhere: refused with exit 3 and how to fix; --next writes", async () => {
  const repo = makeRepo();
  try {
    writeFileSync(join(repo, "app.txt"), "hello\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "initial");
    const refused = await runCli(["write"], { cwd: repo });
    assert.equal(refused.code, 3, refused.stderr);
    assert.match(refused.stderr, /next/i);
    assert.match(refused.stderr, /--next/);
    assert.ok(!existsSync(join(repo, ".handoff", "packets")), "a refused write left a packet");

    const written = await runCli(["write", "--next", "run `npm test`", "--json"], { cwd: repo });
    assert.equal(written.code, 0, written.stderr);
    const packet = JSON.parse(readFileSync(JSON.parse(written.stdout).json, "utf8")) as {
      next_action: string;
      next_command: string | null;
    };
    assert.equal(packet.next_action, "run `npm test`");
    assert.equal(packet.next_command, "npm test");
  } finally {
    removeDir(repo);
  }
});

test("--out also writes handoff.md, history.md and handoff.json there, every link resolving", async () => {
  const repo = makeExampleRepo();
  try {
    const run = await runCli(["write", "--json", "--out", "outputs/handoff/s1"], { cwd: repo });
    assert.equal(run.code, 0, run.stderr);
    const out = join(repo, "outputs", "handoff", "s1");
    const stored = JSON.parse(run.stdout) as { packet_dir: string };
    for (const name of ["handoff.json", "handoff.md", "history.md"]) {
      assert.equal(
        readFileSync(join(out, name), "utf8"),
        readFileSync(join(stored.packet_dir, name), "utf8"),
        `${name} differs from the stored packet's`,
      );
    }
    // handoff.md and history.md link to each other by relative name: both must be in DIR.
    for (const name of ["handoff.md", "history.md"]) {
      const text = readFileSync(join(out, name), "utf8");
      for (const [, target] of text.matchAll(/\]\(([^)#:/]+\.md)\)/g)) {
        assert.ok(
          existsSync(join(out, target!)),
          `${name} links to ${target}, which --out did not write`,
        );
      }
    }
  } finally {
    removeDir(repo);
  }
});
