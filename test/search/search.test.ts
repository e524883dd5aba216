/**
 * The ranked search over packets, pure (issue 31 item 6): which fields are searched, how a text
 * carried from packet to packet counts once at the packet that first recorded it, the ranking,
 * the fallback to any word, and the snippet.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { searchDocuments, type SearchablePacket } from "../../src/search/documents.js";
import * as searchModule from "../../src/search/search.js";
import { queryTerms, searchPackets, snippet } from "../../src/search/search.js";
import { makePacket } from "../helpers/make-packet.js";

function entry(packet: Packet, seq: number, status: SearchablePacket["status"] = "superseded") {
  return { packet, status, written_at: `2026-01-1${seq}T10:00:00.000Z`, seq };
}

const first = makePacket({
  summary: "first session",
  objective: "Make the importer resumable",
  user_messages: [
    {
      text: "Never delete rows from the staging table.",
      agent: "claude",
      date: "2026-01-11",
      packet: null,
    },
  ],
  conclusions: [
    {
      kind: "dead_end",
      text: "Batching with COPY did not work: the driver times out.",
      agent: "claude",
      date: "2026-01-11",
      packet: null,
    },
  ],
  failed_attempts: ["pytest tests/test_import.py -> exit 1"],
  feedback_tail: [
    {
      command: "pytest tests/test_import.py",
      exit_code: 1,
      last_error_line: "AssertionError: 41 != 42 rows",
    },
  ],
  changed_files: ["src/importer/staging.py"],
  pitfalls: [{ id: "n-1", text: "the fixture database is shared between workers" }],
  next_action: "make the retry idempotent",
});
const second = makePacket({
  summary: "second session",
  objective: "Make the importer resumable",
  user_messages: [
    {
      text: "Never delete rows from the staging table.",
      agent: "claude",
      date: "2026-01-11",
      packet: first.id,
    },
    { text: "Use codex for the review.", agent: "codex", date: "2026-01-12", packet: null },
  ],
  proofs: [{ id: "n-2", text: "resume after kill -9 imports 42 rows" }],
  next_action: "open the pull request",
});
const packets = [entry(second, 2, "active"), entry(first, 1)];

test("every searched field becomes a document, labelled with its origin", () => {
  const docs = searchDocuments([entry(first, 1)]);
  const fields = new Set(docs.map((d) => d.field));
  for (const field of [
    "objective",
    "user_words",
    "conclusion",
    "failure",
    "file",
    "pitfall",
    "next_action",
    "summary",
  ]) {
    assert.ok(fields.has(field as never), `no ${field} document`);
  }
  const words = docs.find((d) => d.field === "user_words")!;
  assert.equal(words.origin, first.id);
  assert.equal(words.agent, "claude");
  assert.ok(docs.some((d) => d.field === "failure" && d.text.includes("AssertionError: 41 != 42")));
});

test("a directive carried into later packets is one hit, at the packet that first said it", () => {
  const hits = searchPackets(packets, "staging table");
  const words = hits.filter((h) => h.field === "user_words");
  assert.equal(words.length, 1);
  assert.equal(words[0]!.packet_id, first.id);
  assert.equal(words[0]!.origin, first.id);
  assert.equal(words[0]!.also_in, 1);
  assert.equal(words[0]!.status, "superseded");
  assert.equal(words[0]!.written_at, "2026-01-11T10:00:00.000Z");
  assert.equal(words[0]!.said_on, "2026-01-11");
});

test("an unlabelled text held by several packets of a line is shown at the oldest", () => {
  const hits = searchPackets(packets, "resumable");
  assert.deepEqual(
    hits.map((h) => [h.field, h.packet_id, h.also_in]),
    [["objective", first.id, 1]],
  );
});

test("failures, files, notes and proofs are found; prefixes and a typo match", () => {
  assert.equal(searchPackets(packets, "AssertionError")[0]?.field, "failure");
  assert.equal(searchPackets(packets, "staging.py")[0]?.field, "file");
  assert.equal(searchPackets(packets, "fixture database")[0]?.field, "pitfall");
  assert.equal(searchPackets(packets, "kill")[0]?.field, "proof");
  assert.equal(searchPackets(packets, "idempot")[0]?.field, "next_action");
  assert.equal(searchPackets(packets, "idempotant")[0]?.field, "next_action");
  assert.equal(searchPackets(packets, "COPY driver")[0]?.field, "conclusion");
});

test("every word must match; with no such hit, any word may; nothing matches nothing", () => {
  const all = searchPackets(packets, "codex review");
  assert.deepEqual(
    all.map((h) => h.packet_id),
    [second.id],
  );
  const any = searchPackets(packets, "codex zzzzqqq");
  assert.equal(any[0]?.packet_id, second.id);
  assert.deepEqual(searchPackets(packets, "zzzzqqq"), []);
  assert.deepEqual(searchPackets(packets, "  ... "), []);
});

test("hits are ranked best first and cut to the limit", () => {
  const hits = searchPackets(packets, "rows", { limit: 2 });
  assert.equal(hits.length, 2);
  assert.ok(hits[0]!.score >= hits[1]!.score);
});

test("the snippet is cut around the first match, on one line", () => {
  const text = `${"lorem ipsum ".repeat(30)}the needle\nis here ${"dolor sit ".repeat(30)}`;
  const cut = snippet(text, ["needle"], 80);
  assert.ok(cut.includes("the needle is here"), cut);
  assert.ok(cut.startsWith("…") && cut.endsWith("…"));
  assert.ok(cut.length <= 82);
  assert.equal(snippet("short text", ["x"], 80), "short text");
  assert.deepEqual(queryTerms("Foo-bar  BAZ/qux"), ["foo", "bar", "baz", "qux"]);
});

test("one session's words in each of the packets it wrote are one hit, at the oldest", () => {
  // A session whose Stop hook wrote twice labels its own words as its own (packet: null) in both.
  const said = {
    text: "Keep the sessions in Redis hashes.",
    agent: "claude",
    date: "2026-12-01",
    packet: null,
  };
  const early = makePacket({ summary: "turn 1", user_messages: [said] });
  const late = makePacket({ summary: "turn 2", user_messages: [said] });
  const hits = searchPackets([entry(late, 2, "active"), entry(early, 1)], "redis hashes");
  assert.deepEqual(
    hits.map((h) => [h.field, h.packet_id, h.also_in]),
    [["user_words", early.id, 1]],
  );
});

test("a query is bounded: past 64 words or 1,024 bytes it is refused with the bound named", () => {
  const { checkQuery, QUERY_MAX_WORDS, QUERY_MAX_BYTES } = searchModule;
  assert.equal(checkQuery("rows staging"), null);
  assert.equal(
    checkQuery(Array.from({ length: QUERY_MAX_WORDS }, (_, i) => `w${i}`).join(" ")),
    null,
  );
  assert.match(
    checkQuery(Array.from({ length: 20_000 }, (_, i) => `w${i}`).join(" ")) ?? "",
    /at most 1024 are searched|at most 64 are searched/,
  );
  assert.match(
    checkQuery(Array.from({ length: QUERY_MAX_WORDS + 1 }, () => "ab").join(" ")) ?? "",
    /has 65 words; at most 64/,
  );
  assert.match(checkQuery("é".repeat(QUERY_MAX_BYTES)) ?? "", /2048 bytes; at most 1024/);
  assert.match(checkQuery(" ... ") ?? "", /at least one word/);
});

test("the pre-filter passes every text a term can match: prefixes and fuzzy words", () => {
  const { probeFor } = searchModule;
  const cases: [string, string][] = [
    ["idempot", "make the import Idempotent"],
    ["idempotant", "make the import idempotent"],
    ["xdempotent", "make the import idempotent"],
    ["idempotenx", "make the import idempotent"],
    ["statging", "the staging table"],
    ["rows", "ROWS"],
  ];
  for (const [term, text] of cases) assert.ok(probeFor([term]).test(text), `${term} in ${text}`);
  assert.ok(!probeFor(["zzzzqqq"]).test("the staging table"));
  // The same hits as without the pre-filter, on the packets above.
  for (const query of ["idempotant", "codex review", "rows", "staging.py", "COPY driver"]) {
    assert.ok(searchPackets(packets, query).length > 0, query);
  }
});
