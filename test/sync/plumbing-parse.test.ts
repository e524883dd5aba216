/**
 * The pure parts of sync's git plumbing: reading a registry tree listing, splitting
 * `cat-file --batch` output by bytes, and classifying fetch and push outcomes.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseCatFileBatch, parseRegistryListing } from "../../src/sync/registry-tree.js";
import { classifyFetchFailure, classifyPush, trackingRef } from "../../src/sync/remote.js";

const oid = (c: string) => c.repeat(40);
const id = "0123456789abcdef";

test("a listing keeps registry files only and drops packets without handoff.json", () => {
  const listing = parseRegistryListing(
    [
      `100644 blob ${oid("1")}\tlog.jsonl`,
      `100644 blob ${oid("2")}\tnotes.jsonl`,
      `100644 blob ${oid("3")}\tpackets/${id}/handoff.json`,
      `100644 blob ${oid("4")}\tpackets/${id}/handoff.md`,
      `100644 blob ${oid("5")}\tpackets/${id}/evil.sh`,
      `100644 blob ${oid("6")}\tpackets/fedcba9876543210/handoff.md`,
      `120000 blob ${oid("7")}\tpackets/${id}/history.md`,
      `100644 blob ${oid("8")}\tpackets/../../x/handoff.json`,
      `100644 blob ${oid("9")}\tclean_state.json`,
      "",
    ].join("\0"),
  );
  assert.equal(listing.log, oid("1"));
  assert.equal(listing.notes, oid("2"));
  assert.deepEqual([...listing.packets.keys()], [id]);
  assert.deepEqual(
    [...listing.packets.get(id)!],
    [
      ["handoff.json", oid("3")],
      ["handoff.md", oid("4")],
    ],
  );
  assert.equal(listing.ignored.length, 5);
});

test("cat-file batch output is cut by byte sizes, multi-byte text included", () => {
  const a = Buffer.from("é\nline two\n");
  const b = Buffer.from("");
  const out = Buffer.concat([
    Buffer.from(`${oid("a")} blob ${a.length}\n`),
    a,
    Buffer.from("\n"),
    Buffer.from(`${oid("c")} missing\n`),
    Buffer.from(`${oid("b")} blob 0\n\n`),
  ]);
  const blobs = parseCatFileBatch(out);
  assert.equal(blobs.get(oid("a"))?.toString("utf8"), "é\nline two\n");
  assert.deepEqual(blobs.get(oid("b")), b);
  assert.equal(blobs.has(oid("c")), false);
});

test("fetch failures: no registry yet is not an error, a missing remote is", () => {
  assert.equal(
    classifyFetchFailure("fatal: couldn't find remote ref refs/handoff/registry\n"),
    "no-registry",
  );
  assert.equal(
    classifyFetchFailure(
      "fatal: 'nosuch' does not appear to be a git repository\nfatal: Could not read from remote repository.\n",
    ),
    "no-remote",
  );
  assert.equal(classifyFetchFailure("fatal: bad object\n"), "other");
});

test("push outcomes: pushed, rejected (someone pushed first), refused by the remote", () => {
  const ref = "refs/handoff/registry";
  assert.deepEqual(classifyPush(0, `To r\n*\tabc:${ref}\t[new reference]\nDone\n`, ""), {
    kind: "pushed",
  });
  assert.equal(
    classifyPush(1, `To r\n!\tabc:${ref}\t[rejected] (fetch first)\nDone\n`, "").kind,
    "rejected",
  );
  assert.equal(
    classifyPush(
      1,
      `To r\n!\tabc:${ref}\t[remote rejected] (pre-receive hook declined)\nDone\n`,
      "",
    ).kind,
    "refused",
  );
  assert.equal(classifyPush(128, "", "fatal: unable to access\n").kind, "failed");
});

test("tracking refs are valid ref names for remote names and URLs alike", () => {
  assert.equal(trackingRef("origin"), "refs/handoff/remotes/origin/registry");
  assert.match(
    trackingRef("https://user:tok@example.com/r.git"),
    /^refs\/handoff\/remotes\/url-[0-9a-f]{12}\/registry$/,
  );
  assert.match(trackingRef("../x"), /url-/);
});
