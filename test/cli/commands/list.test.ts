/**
 * When and where, for people (issue 17 item 6): `list` and `resume` show when each packet was
 * written (the registry log's timestamp, local time) and a readable host label (the host name's
 * first label, redacted, unless `host_label` is set); the packet itself stays clock-free.
 */
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { defaultHostLabel, readLocalIdentity } from "../../../src/store/host-label.js";
import { formatLocalTime } from "../../../src/util/local-time.js";
import { fakeToken } from "../../helpers/fake-secrets.js";
import { runCli } from "../../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../../helpers/temp-repo.js";

test("the default host label is the host name's first label, never a hash", () => {
  assert.equal(defaultHostLabel("laptop.corp.example.com"), "laptop");
  assert.equal(defaultHostLabel("build-07"), "build-07");
  assert.equal(defaultHostLabel(""), "host");
  assert.equal(defaultHostLabel("a\u0007b.example"), "ab");
});

test("a secret in the host name is redacted like any string", async () => {
  const repo = makeRepo();
  try {
    const token = `ghp_${fakeToken(7, 36)}`;
    const { host } = await readLocalIdentity(repo, `${token}.example.com`);
    assert.ok(!host.includes(token), host);
    assert.equal((await readLocalIdentity(repo, "laptop.lan")).host, "laptop");
  } finally {
    removeDir(repo);
  }
});

test("list and resume say when (local time) and where each packet was written", async () => {
  const repo = makeRepo();
  try {
    writeRepoFile(repo, "a.txt", "a\n");
    git(repo, "add", "a.txt");
    git(repo, "commit", "-qm", "a");
    const before = Date.now();
    const write = await runCli(["write", "--next", "npm test", "--allow-unverified"], {
      cwd: repo,
    });
    assert.equal(write.code, 0, write.stderr);
    const log = readFileSync(join(repo, ".handoff", "log.jsonl"), "utf8")
      .trim()
      .split("\n");
    const written = JSON.parse(log.at(-1)!) as { event: string; at: string; host: string };
    assert.equal(written.event, "written");
    assert.ok(Date.parse(written.at) >= before - 1000 && Date.parse(written.at) <= Date.now());
    assert.equal(written.host, defaultHostLabel(hostname()));
    // The packet has no clock of its own.
    const id = JSON.parse((await runCli(["list", "--json"], { cwd: repo })).stdout)[0].id as string;
    const packet = readFileSync(join(repo, ".handoff", "packets", id, "handoff.json"), "utf8");
    assert.ok(!packet.includes(written.at.slice(0, 16)));

    const local = formatLocalTime(written.at)!;
    const list = await runCli(["list"], { cwd: repo });
    const [header, row] = list.stdout.trimEnd().split("\n");
    assert.match(header!, /^ID\s+STATUS\s+BRANCH\s+TOPIC\s+TASK\s+HEAD\s+WRITTEN\s+HOST$/);
    assert.ok(row!.includes(local), row);
    assert.ok(row!.endsWith(` ${written.host}`), row);
    const json = JSON.parse((await runCli(["list", "--json"], { cwd: repo })).stdout) as {
      written_at: string;
      host: string;
    }[];
    assert.equal(json[0]!.written_at, written.at);

    const resume = await runCli(["resume"], { cwd: repo });
    assert.match(resume.stdout.split("\n")[0]!, new RegExp(`written on .+ at ${local}\\)`));

    writeFileSync(
      join(repo, ".handoff", "config.json"),
      JSON.stringify({ host_label: "ci-runner" }),
    );
    assert.equal((await readLocalIdentity(repo, "laptop.lan")).host, "ci-runner");
  } finally {
    removeDir(repo);
  }
});
