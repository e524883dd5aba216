import assert from "node:assert/strict";
import { test } from "node:test";
import { collectResolvedIds, openNotes } from "../../../src/model/snapshot/open-notes.js";
import type { Note } from "../../../src/model/snapshot/types.js";

const risk: Note = { id: "n-risk0001", kind: "risk", text: "flaky login", severity: "block" };
const next: Note = { id: "n-next0001", kind: "next", text: "npm test" };
const pitfall: Note = { id: "n-pit00001", kind: "pitfall", text: "do not run migrations twice" };

test("a resolve note closes the note its target names, whatever the kind asked for", () => {
  const resolve: Note = { id: "n-res00001", kind: "resolve", text: risk.id, target: risk.id };
  const notes = [risk, next, pitfall, resolve];
  assert.deepEqual(openNotes(notes, "risk"), []);
  assert.deepEqual(openNotes(notes, "next"), [next]);
  assert.deepEqual(openNotes(notes), [next, pitfall, resolve]);
});

test("a resolve note without a target closes the id in its text (SPEC §2.4: `resolve <id>`)", () => {
  // Hand-edited or older notes.jsonl lines carry no `target`; the stop gate and generate used
  // to keep such a note open while the store and the clean-state check closed it.
  const resolve: Note = { id: "n-res00002", kind: "resolve", text: pitfall.id };
  assert.deepEqual([...collectResolvedIds([risk, pitfall, resolve])], [pitfall.id]);
  assert.deepEqual(openNotes([risk, pitfall, resolve], "pitfall"), []);
  assert.deepEqual(openNotes([risk, pitfall, resolve], "risk"), [risk]);
});

test("open notes keep their recorded order and are the same objects", () => {
  const later: Note = { id: "n-risk0002", kind: "risk", text: "second" };
  const open = openNotes([later, next, risk], "risk");
  assert.deepEqual(
    open.map((n) => n.id),
    [later.id, risk.id],
  );
  assert.equal(open[0], later);
});
