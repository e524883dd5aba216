/**
 * What a dead end abandons (the things its first clause names) and which earlier conclusions it
 * and a later session's new value for the same quantity take back; tables of both.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  abandonedThings,
  givesNewValue,
  withoutReversed,
} from "../../src/generate/reversed-conclusions.js";

test("what a dead end abandons, in its first clause", () => {
  const cases: [string, string[]][] = [
    ["lru_cache: out. It keys on the arguments alone.", ["lru_cache"]],
    ["Not yaml here — four keys, json.loads reads them.", ["yaml"]],
    ["Took src/pool.rs out again: 8 jobs at most.", ["src/pool.rs"]],
    ["moment: no. 300 KB for two date formats.", ["moment"]],
    ["Quité date-fns: el bundle pesaba 90 KB más.", ["date-fns"]],
    // A long clause naming nothing shaped like a name abandons nothing one can point at.
    ["Dropped the idea of one transaction around every migration: it cannot hold.", []],
  ];
  for (const [text, things] of cases) assert.deepEqual([...abandonedThings(text)], things, text);
});

test("a new value for the same subject is a reversal; other numbers are not", () => {
  assert.ok(
    givesNewValue("Slugs are cut at 80 characters now.", "Slugs are cut at 60 characters."),
  );
  assert.ok(givesNewValue("Requests give up after 10 s now.", "Requests time out after 30 s."));
  // Subjects of one stem: a function and the things it makes.
  assert.ok(givesNewValue("Banners are cut at 960 px now.", "cropBanner(image) cuts at 1200 px."));
  assert.ok(
    givesNewValue("exportCsv splits every 20000 rows.", "Exports are split every 5000 rows."),
  );
  // One identifier named in both, whatever each sentence opens on.
  assert.ok(
    givesNewValue(
      "The gateway allows more now: MAX_RETRIES is 5 retries.",
      "MAX_RETRIES is 3 retries, so the gateway never bans a client.",
    ),
  );
  assert.ok(
    givesNewValue(
      "Jede Seite zeigt jetzt 50 Zeilen, pageSize in web/list.go.",
      "La lista usa pageSize de 20 Zeilen.",
    ),
  );
  assert.ok(
    !givesNewValue(
      "The upload keeps 5 retries in src/upload.ts.",
      "MAX_RETRIES is 3 retries, so the gateway never bans a client.",
    ),
  );
  assert.ok(!givesNewValue("Caching keeps 300 entries now.", "Cards show 20 entries a page."));
  assert.ok(
    !givesNewValue("Slugs are cut at 60 characters now.", "Slugs are cut at 60 characters."),
  );
  assert.ok(!givesNewValue("src/b.ts holds part 2 of step 4.", "src/a.ts holds part 1 of step 3."));
  assert.ok(!givesNewValue("The cache test takes 3 s.", "Slugs are cut at 60 characters."));
});

const c = (kind: string, text: string, agent: string) => ({
  kind,
  text,
  agent,
  date: "2026-12-01",
  packet: null,
});

test("earlier decisions and findings a later one takes back are left out; dead ends stay", () => {
  const list = [
    c("decision", "Parsing settings with yaml.safe_load in app/settings.py.", "claude"),
    c("fact", "The settings file has four keys.", "claude"),
    c("dead_end", "moment: no. 300 KB for two formats.", "claude"),
    c("dead_end", "Not yaml here — json.loads reads four keys with nothing to install.", "codex"),
  ];
  assert.deepEqual(
    withoutReversed(list).map((e) => e.text),
    list.slice(1).map((e) => e.text),
  );
});
