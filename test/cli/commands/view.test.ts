/**
 * `handoff view` on a real repo (issue 31 item 5): the page written to .handoff/view.html (git
 * ignored) or --out, its path printed, every packet in it; --serve answers on 127.0.0.1 only.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { builtBin } from "../../helpers/hook-process.js";
import { FOUR_SESSIONS, makeRelayRepo, type RelayRepo } from "../../helpers/relay-repo.js";
import { runCli } from "../../helpers/run-cli.js";
import { git } from "../../helpers/temp-repo.js";

let relay: RelayRepo;
before(async () => {
  relay = await makeRelayRepo(FOUR_SESSIONS);
});
after(() => relay.cleanup());

test("writes .handoff/view.html, prints its path, holds every packet, stays out of git", async () => {
  const run = await runCli(["view"], { cwd: relay.repo });
  assert.equal(run.code, 0, run.stderr);
  const path = join(relay.repo, ".handoff", "view.html");
  assert.equal(run.stdout, `${path}\n`);
  const html = readFileSync(path, "utf8");
  for (const id of relay.ids) assert.ok(html.includes(`id="p-${id}"`), `packet ${id} missing`);
  assert.match(html, /Always keep the parser streaming/);
  assert.match(html, /<span class="who">claude · 2026-01-11/);
  assert.match(html, /data-status="active"/);
  assert.equal((html.match(/data-status="superseded"/g) ?? []).length, 3);
  assert.equal(git(relay.repo, "status", "--porcelain"), "");
});

test("--out writes elsewhere (relative to the current directory); arguments are refused", async () => {
  const run = await runCli(["view", "--out", "site/timeline.html"], { cwd: relay.repo });
  assert.equal(run.code, 0, run.stderr);
  const path = join(relay.repo, "site", "timeline.html");
  assert.equal(run.stdout, `${path}\n`);
  assert.ok(existsSync(path));
  git(relay.repo, "clean", "-fdq", "site");
  const bad = await runCli(["view", "extra"], { cwd: relay.repo });
  assert.equal(bad.code, 2);
  const port = await runCli(["view", "--port", "8080"], { cwd: relay.repo });
  assert.equal(port.code, 2);
  assert.match(port.stderr, /--port goes with --serve/);
});

test("--serve serves the same page on 127.0.0.1 until interrupted", async () => {
  const child = spawn(process.execPath, [builtBin(), "view", "--serve"], { cwd: relay.repo });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString("utf8");
        const match = /Serving on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.on("exit", (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    const response = await fetch(url);
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type") ?? "", /text\/html/);
    const body = await response.text();
    assert.equal(body, readFileSync(join(relay.repo, ".handoff", "view.html"), "utf8"));
    const post = await fetch(url, { method: "POST" });
    assert.equal(post.status, 405);
  } finally {
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGINT");
    await exited;
  }
  assert.equal(child.exitCode, 0);
});
