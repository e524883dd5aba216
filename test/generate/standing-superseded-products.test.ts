/**
 * Rules whose constant the code writes as a product of numbers (`EXPIRE_SECONDS = 90 * 60`,
 * `MAX_BYTES = 50 * 1024 * 1024`): replaced in a later hop in another language and unit (90
 * minutes → "zwei Stunden", a count of feeds → a size in MB), the diff rewriting the product, the
 * older rule is marked superseded; a rule of another quantity stays in force. The diffs are real
 * (`git diff -U0` of a temp repo).
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-products-"));
const repo = makeRepo("handoff-products-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const hop = scriptedHop(dir, SAMPLE_ROOT);

const TASK =
  "Write an on-disk cache for the feeds in feeds/cache.py. A cached feed expires after 90 minutes.";
const COUNT = "Keep at most 200 feeds in the cache.";
const AGENT = "Send our User-Agent string on every fetch.";
const HOURS = "Ein Feed soll jetzt zwei Stunden gültig bleiben.";
const SIZE = "Nicht mehr nach Anzahl begrenzen, sondern nach Größe: höchstens 50 MB.";

test("a duration and a count written as products, replaced in German hours and megabytes: both older rules are superseded, the other rule stays", async () => {
  const before = "EXPIRE_SECONDS = 90 * 60\nMAX_FEEDS = 200\n";
  const now = "EXPIRE_SECONDS = 2 * 3600\nMAX_BYTES = 50 * 1024 * 1024\n";
  const changes = committedValueChanges(repo, "feeds/cache.py")(before, now);
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-11-02",
      user: [TASK, COUNT, AGENT],
      writes: [{ path: "feeds/cache.py", content: before }],
      commands: ["npm test"],
      report: "Done with the change; the tests pass.",
    },
    null,
    [],
  );
  const p2 = await hop(
    {
      agent: "claude",
      day: "2026-11-03",
      user: ["Mach bitte weiter.", HOURS, SIZE],
      edits: [
        {
          after: 1,
          path: "feeds/cache.py",
          old: "EXPIRE_SECONDS = 90 * 60",
          new: "EXPIRE_SECONDS = 2 * 3600",
        },
        {
          after: 2,
          path: "feeds/cache.py",
          old: "MAX_FEEDS = 200",
          new: "MAX_BYTES = 50 * 1024 * 1024",
        },
      ],
      commands: ["npm test"],
      report: "Done with the change; npm test passes.",
    },
    p1,
    changes,
  );

  const by = (text: string) => p2.user_messages.find((m) => m.text === text)?.superseded_by;
  assert.equal(by(TASK)?.text, HOURS);
  assert.equal(by(TASK)?.part, "A cached feed expires after 90 minutes");
  assert.equal(by(COUNT)?.text, SIZE);
  for (const text of [AGENT, HOURS, SIZE]) assert.equal(by(text), undefined, text);
});
