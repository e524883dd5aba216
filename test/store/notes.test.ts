import assert from "node:assert/strict";
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { NotFoundError, UsageError } from "../../src/errors.js";
import {
  appendNote,
  parseOption,
  readNotes,
  selectNotes,
  type StoredNote,
} from "../../src/store/notes.js";
import { storePacket } from "../../src/store/registry.js";
import { makePacket, withJson } from "../helpers/make-packet.js";
import { runCli } from "../helpers/run-cli.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const scope = { branch: "main", topic: "default" };

test("every kind is recorded with a stable id, options and severity", async () => {
  const root = makeRepo();
  try {
    const decision = await appendNote(root, {
      ...scope,
      kind: "decision",
      text: "Which store?",
      options: ["sqlite: one more native dep", "jsonl: no dep, manual compaction"],
    });
    assert.match(decision.id, /^n-[0-9a-f]{8}$/);
    assert.deepEqual(decision.options, [
      { choice: "sqlite", implies: "one more native dep" },
      { choice: "jsonl", implies: "no dep, manual compaction" },
    ]);
    const risk = await appendNote(root, {
      ...scope,
      kind: "risk",
      text: "flaky CI",
      severity: "block",
    });
    assert.equal(risk.severity, "block");
    assert.equal(
      (await appendNote(root, { ...scope, kind: "risk", text: "slow" })).severity,
      "warn",
    );
    for (const kind of ["objective", "pitfall", "assumption", "proof", "next", "skill"]) {
      assert.equal((await appendNote(root, { ...scope, kind, text: `a ${kind}` })).kind, kind);
    }
    // The same text twice is two notes (the sequence number is in the id).
    const again = await appendNote(root, { ...scope, kind: "pitfall", text: "a pitfall" });
    const notes = await readNotes(root, scope);
    assert.equal(notes.length, 10);
    assert.equal(new Set(notes.map((n) => n.id)).size, 10);
    assert.ok(notes.some((n) => n.id === again.id));
  } finally {
    removeDir(root);
  }
});

test("bad kinds, options and severities are usage errors; nothing is written", async () => {
  const root = makeRepo();
  try {
    await assert.rejects(appendNote(root, { ...scope, kind: "todo", text: "x" }), UsageError);
    await assert.rejects(
      appendNote(root, { ...scope, kind: "decision", text: "x", options: ["no colon"] }),
      UsageError,
    );
    await assert.rejects(
      appendNote(root, { ...scope, kind: "decision", text: "x", options: [": empty"] }),
      UsageError,
    );
    await assert.rejects(
      appendNote(root, { ...scope, kind: "pitfall", text: "x", options: ["a: b"] }),
      UsageError,
    );
    await assert.rejects(
      appendNote(root, { ...scope, kind: "risk", text: "x", severity: "high" }),
      UsageError,
    );
    await assert.rejects(
      appendNote(root, { ...scope, kind: "pitfall", text: "x", severity: "warn" }),
      UsageError,
    );
    await assert.rejects(appendNote(root, { ...scope, kind: "next", text: "   " }), UsageError);
    assert.deepEqual(await readNotes(root, scope), []);
    assert.deepEqual(parseOption("a: b: c"), { choice: "a", implies: "b: c" });
  } finally {
    removeDir(root);
  }
});

test("resolve closes a note, or an item carried in the active packet; unknown ids are not found", async () => {
  const root = makeRepo();
  try {
    const pitfall = await appendNote(root, {
      ...scope,
      kind: "pitfall",
      text: "do not run migrations twice",
    });
    const objective = await appendNote(root, { ...scope, kind: "objective", text: "ship" });
    await assert.rejects(
      appendNote(root, { ...scope, kind: "resolve", text: objective.id }),
      UsageError,
    );
    await assert.rejects(
      appendNote(root, { ...scope, kind: "resolve", text: "n-00000000" }),
      NotFoundError,
    );
    const resolve = await appendNote(root, { ...scope, kind: "resolve", text: pitfall.id });
    assert.equal(resolve.target, pitfall.id);
    const notes = await readNotes(root, scope);
    assert.ok(!notes.some((n) => n.id === pitfall.id), "the resolved pitfall is still listed");
    assert.ok(
      notes.some((n) => n.id === resolve.id),
      "generate needs the resolve note",
    );

    const packet = makePacket({
      open_decisions: [{ id: "n-0badc0de", question: "old?", options: [] }],
    });
    await storePacket(root, { ...withJson(packet), markdown: "# p\n", history: null });
    const closing = await appendNote(root, { ...scope, kind: "resolve", text: "n-0badc0de" });
    assert.equal(closing.target, "n-0badc0de");
  } finally {
    removeDir(root);
  }
});

test("notes apply to their branch and topic, or everywhere without a branch", () => {
  const note = (
    id: string,
    branch: string | null,
    topic: string,
    kind: StoredNote["kind"] = "pitfall",
    target?: string,
  ): StoredNote => ({
    id,
    kind,
    text: id,
    branch,
    topic,
    seq: 1,
    ...(target ? { target } : {}),
  });
  const notes = [
    note("n-1", "main", "default"),
    note("n-2", "other", "default"),
    note("n-3", null, "default"),
    note("n-4", "main", "docs"),
    note("n-5", "main", "default"),
    note("n-6", "other", "default", "resolve", "n-5"),
  ];
  assert.deepEqual(
    selectNotes(notes, scope).map((n) => n.id),
    ["n-1", "n-3", "n-6"],
  );
  assert.ok(!("seq" in selectNotes(notes, scope)[0]!), "the file's sequence number leaks");
});

const SECRET = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";

test("notes are stored redacted", async () => {
  const root = makeRepo();
  try {
    const note = await appendNote(root, {
      ...scope,
      kind: "pitfall",
      text: `token ${SECRET} expires`,
    });
    assert.ok(!note.text.includes(SECRET));
    assert.ok(!readFileSync(join(root, ".handoff", "notes.jsonl"), "utf8").includes(SECRET));
  } finally {
    removeDir(root);
  }
});

test("handoff note from the command line; a torn notes line is skipped", async () => {
  const root = makeRepo();
  try {
    const run = await runCli(
      ["note", "decision", "Which", "store?", "--option", "a: b", "--json"],
      { cwd: root },
    );
    assert.equal(run.code, 0, run.stderr);
    const note = JSON.parse(run.stdout) as { id: string; text: string; branch: string | null };
    assert.equal(note.text, "Which store?");
    assert.equal(note.branch, "main", "a repo with no commit is still on its branch");
    appendFileSync(join(root, ".handoff", "notes.jsonl"), '{"id":"n-');
    const bad = await runCli(["note", "risk", "x", "--severity", "nope"], { cwd: root });
    assert.equal(bad.code, 2);
    const next = await runCli(["note", "next", "npm", "test"], { cwd: root });
    assert.equal(next.code, 0, next.stderr);
    assert.equal((await readNotes(root, scope)).length, 2);
  } finally {
    removeDir(root);
  }
});

test("a note records the packet it was written after, and a proof the hashes of the repo files it names", async () => {
  const repo = makeRepo();
  try {
    mkdirSync(join(repo, "test"));
    writeFileSync(join(repo, "test", "limiter.test.js"), "test('3', () => {});\n");
    const scope = { branch: "main", topic: "default" };
    const next = await appendNote(repo, { kind: "next", text: "npm test", ...scope });
    assert.equal(next.after, null);
    assert.equal(next.files, undefined);
    const proof = await appendNote(repo, {
      kind: "proof",
      text: "3 pass (test/limiter.test.js, test/missing.js)",
      ...scope,
    });
    assert.deepEqual(Object.keys(proof.files ?? {}), ["test/limiter.test.js"]);
    assert.match(proof.files?.["test/limiter.test.js"] ?? "", /^[0-9a-f]{16}$/);
  } finally {
    removeDir(repo);
  }
});
