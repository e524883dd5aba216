/**
 * `handoff search` on a real repo (issue 31 item 6): four sessions written through the CLI, each
 * with its own transcript and note; the first session's directive is found from three packets
 * back, labelled with its packet, branch, date and status; --json; the output is redacted; no
 * hit exits 1; a missing query is a usage error.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { fakeToken } from "../../helpers/fake-secrets.js";
import { FOUR_SESSIONS, makeRelayRepo, type RelayRepo } from "../../helpers/relay-repo.js";
import { runCli } from "../../helpers/run-cli.js";

let relay: RelayRepo;
before(async () => {
  relay = await makeRelayRepo(FOUR_SESSIONS);
});
after(() => relay.cleanup());

interface Hit {
  packet_id: string;
  branch: string;
  topic: string;
  status: string;
  written_at: string | null;
  field: string;
  snippet: string;
  origin: string;
  agent: string | null;
  said_on: string | null;
  also_in: number;
}

test("finds the first session's directive from three packets back", async () => {
  const [firstId, , , lastId] = relay.ids;
  const run = await runCli(["search", "--json", "buffer", "whole", "file"], { cwd: relay.repo });
  assert.equal(run.code, 0, run.stderr);
  const out = JSON.parse(run.stdout) as { packets: number; hits: Hit[] };
  assert.equal(out.packets, 4);
  const hit = out.hits[0]!;
  assert.equal(hit.field, "user_words");
  assert.equal(hit.packet_id, firstId);
  assert.equal(hit.branch, "main");
  assert.equal(hit.topic, "default");
  assert.equal(hit.status, "superseded");
  assert.match(hit.written_at ?? "", /^\d{4}-\d{2}-\d{2}T/);
  assert.equal(hit.said_on, "2026-01-11");
  assert.equal(hit.agent, "claude");
  assert.equal(hit.also_in, 3, "the later packets carry it");
  assert.match(hit.snippet, /never buffer a whole file in memory/);
  assert.notEqual(firstId, lastId);
});

test("the text output names packet, branch, date, status, field and a snippet", async () => {
  const run = await runCli(["search", "trailing", "newline"], { cwd: relay.repo });
  assert.equal(run.code, 0, run.stderr);
  const lines = run.stdout.split("\n");
  assert.match(lines[0]!, /^\d+ hits? for "trailing newline" in 4 packets:$/);
  const header = lines.find((l) => l.includes(" pitfall"))!;
  assert.match(
    header,
    new RegExp(`^${relay.ids[0]}  main  \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}  superseded  pitfall`),
  );
  assert.ok(run.stdout.includes("    the tokenizer drops a trailing newline"));
});

test("failures, conclusions and files of earlier sessions are found", async () => {
  const failure = JSON.parse(
    (await runCli(["search", "--json", "expected 3 tokens"], { cwd: relay.repo })).stdout,
  ) as { hits: Hit[] };
  assert.equal(failure.hits[0]?.field, "failure");
  assert.equal(failure.hits[0]?.packet_id, relay.ids[0]);
  const conclusion = JSON.parse(
    (await runCli(["search", "--json", "80-column"], { cwd: relay.repo })).stdout,
  ) as { hits: Hit[] };
  assert.equal(conclusion.hits[0]?.field, "conclusion");
  assert.equal(conclusion.hits[0]?.packet_id, relay.ids[2]);
  const file = JSON.parse(
    (await runCli(["search", "--json", "cli.ts"], { cwd: relay.repo })).stdout,
  ) as { hits: Hit[] };
  assert.ok(file.hits.some((h) => h.field === "file" && h.packet_id === relay.ids[1]));
});

test("the printed query and snippets pass through the redactor", async () => {
  const secret = `ghp_${fakeToken(3101, 36)}`;
  const run = await runCli(["search", "streaming", secret], { cwd: relay.repo });
  assert.ok(!run.stdout.includes(secret), "the query's secret was printed");
  assert.ok(!run.stderr.includes(secret));
  assert.match(run.stdout, /REDACTED/);
});

test("no hit exits 1 and says so; no query is a usage error", async () => {
  const none = await runCli(["search", "xylophonequartz"], { cwd: relay.repo });
  assert.equal(none.code, 1);
  assert.equal(none.stdout, 'No hits for "xylophonequartz" in 4 packets.\n');
  const empty = await runCli(["search"], { cwd: relay.repo });
  assert.equal(empty.code, 2);
  assert.match(empty.stderr, /needs a query/);
  const limit = await runCli(["search", "--limit", "0", "x"], { cwd: relay.repo });
  assert.equal(limit.code, 2);
});

test("a query past the bounds exits 2 with the bound named, before the registry is read", async () => {
  const words = Array.from({ length: 20_000 }, (_, i) => `word${i}`);
  const long = await runCli(["search", ...words], { cwd: relay.repo });
  assert.equal(long.code, 2);
  assert.match(long.stderr, /^handoff search: the query is \d+ bytes; at most 1024 are searched/);
  assert.equal(long.stdout, "");
  const many = await runCli(["search", ...words.slice(0, 65).map((_, i) => `w${i}`)], {
    cwd: relay.repo,
  });
  assert.equal(many.code, 2);
  assert.match(many.stderr, /has 65 words; at most 64 are searched/);
});
