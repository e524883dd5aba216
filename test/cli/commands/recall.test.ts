/**
 * `handoff recall PATH` on a real repo whose packets were written through the CLI: the write
 * leaves the recall index beside the registry (the hook's input), the rule given two sessions
 * back is recalled for a file under its folder with who said it, a failure's reason is recalled
 * for the file it names (two packets after the one whose tail held it too), a path nothing names
 * exits 1, a path outside the repo says so, --json.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { makeRelayRepo, type RelayRepo } from "../../helpers/relay-repo.js";
import { runCli } from "../../helpers/run-cli.js";

let relay: RelayRepo;
before(async () => {
  relay = await makeRelayRepo([
    {
      user: "Don't touch anything under `legacy/`, another team owns it.",
      command: "npm test -- src/db.test.ts",
      error: "src/db.test.ts:12 expected 3, got 2",
      report: "Retrying inside src/db.ts failed: the pool in src/pool.ts closes first.",
      next: "fix the pool",
      file: "db.ts",
    },
    { user: "Go on with the pool.", command: "npm test", next: "finish the pool", file: "pool.ts" },
    { user: "Now the docs.", command: "npm run lint", next: "write the docs", file: "docs.ts" },
  ]);
});
after(() => relay.cleanup());

test("every write leaves one recall index of its branch and topic, naming the places", () => {
  const dir = join(relay.repo, ".handoff", "cache", "recall");
  const files = readdirSync(dir);
  assert.equal(files.length, 1);
  const index = JSON.parse(readFileSync(join(dir, files[0] ?? ""), "utf8")) as {
    packet: string;
    prefix: Record<string, unknown>;
  };
  assert.equal(index.packet, relay.ids[2]);
  assert.deepEqual(Object.keys(index.prefix), ["legacy/"]);
});

test("the rule of two sessions back is recalled for a file under its folder", async () => {
  const run = await runCli(["recall", "legacy/billing/a.ts"], { cwd: relay.repo });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /^handoff recall for legacy\/billing\/a\.ts/);
  assert.match(run.stdout, /GUARD .*another team owns it\.".*the user, Claude Code, 2026-01-11/);
});

test("a failure carried two packets on is recalled with the reason of the packet that held it", async () => {
  // The index the write left (the hook's input) and the CLI's recall both carry it.
  const dir = join(relay.repo, ".handoff", "cache", "recall");
  const index = readFileSync(join(dir, readdirSync(dir)[0] ?? ""), "utf8");
  assert.match(
    index,
    /src\/db\.test\.ts -> exit 1 \(from packet [0-9a-f]{16}\): src\/db\.test\.ts:12 expected 3, got 2/,
  );
  const run = await runCli(["recall", "src/db.test.ts"], { cwd: relay.repo });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /failed: npm test -- src\/db\.test\.ts -> exit 1 .*expected 3, got 2/);
});

test("a conclusion about a file is recalled for it; JSON names each item", async () => {
  const run = await runCli(["recall", "--json", "src/pool.ts"], { cwd: relay.repo });
  assert.equal(run.code, 0, run.stderr);
  const out = JSON.parse(run.stdout) as {
    path: string;
    guards: string;
    hits: { kind: string; guard: boolean; text: string }[];
  };
  assert.equal(out.path, "src/pool.ts");
  assert.equal(out.guards, "warn");
  assert.ok(out.hits.some((h) => !h.guard && /pool in src\/pool\.ts closes first/.test(h.text)));
});

test("nothing names the path: exit 1; outside the repository: said so; no PATH: exit 2", async () => {
  const none = await runCli(["recall", "README.md"], { cwd: relay.repo });
  assert.equal(none.code, 1);
  assert.match(none.stdout, /Nothing in packet [0-9a-f]{16} names README\.md/);
  const outside = await runCli(["recall", "/etc/hosts"], { cwd: relay.repo });
  assert.equal(outside.code, 1);
  assert.match(outside.stdout, /outside the repository/);
  assert.equal((await runCli(["recall"], { cwd: relay.repo })).code, 2);
});

test("note resolve takes the guard id a denial names; the recall then keeps the rule unguarded", async () => {
  const { ruleId } = await import("../../../src/recall/index-shape.js");
  const id = ruleId("Don't touch anything under `legacy/`, another team owns it.");
  assert.equal((await runCli(["note", "resolve", "g-00000000"], { cwd: relay.repo })).code, 4);
  const resolved = await runCli(["note", "resolve", id], { cwd: relay.repo });
  assert.equal(resolved.code, 0, resolved.stderr);
  const run = await runCli(["recall", "--json", "legacy/a.ts"], { cwd: relay.repo });
  const out = JSON.parse(run.stdout) as { hits: { kind: string; guard: boolean }[] };
  assert.deepEqual(
    out.hits.map((h) => [h.kind, h.guard]),
    [["rule", false]],
  );
});

test("session 3's edit of a file session 1 failed on is preceded by the recall of that failure", async () => {
  const { answerEdit } = await import("../../../src/hooks/recall/edit-hook.js");
  const input = {
    hook_event_name: "PreToolUse",
    tool_name: "Edit",
    tool_input: { file_path: `${relay.repo}/src/db.ts`, old_string: "a", new_string: "b" },
    cwd: relay.repo,
  };
  const out = await answerEdit("claude", JSON.stringify(input), { cwd: relay.repo });
  const context = (JSON.parse(out) as { hookSpecificOutput: { additionalContext: string } })
    .hookSpecificOutput.additionalContext;
  assert.match(
    context,
    /Retrying inside src\/db\.ts failed: the pool in src\/pool\.ts closes first/,
  );
  assert.match(context, /Claude Code, 2026-01-11/);
});
