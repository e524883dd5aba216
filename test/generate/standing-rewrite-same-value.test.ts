/**
 * A minimum replaced in another language and unit: the first session wrote `MIN_PAGES = 1.0` for
 * "at least one page" (beside "a page is 1800 characters"); the second rewrote the file whole,
 * repeating it, after a message about ligatures ("… as 1 character"); the third, after "Das
 * Minimum sind ab jetzt 900 Zeichen", changed it to `MIN_CHARS = 900`. The diff ties the German
 * message to the rule that held the constant: its unit alone (characters, Zeichen) ties it to no
 * other older count of characters, so only "at least one page" is marked superseded.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-rewrite-same-"));
const repo = makeRepo("handoff-rewrite-same-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "quote/price.py";
const diffOf = committedValueChanges(repo, FILE);
const hop = scriptedHop(dir, repo);

const V1 = [
  "MIN_PAGES = 1.0",
  "PAGE_CHARS = 1800",
  "",
  "def pages(chars):",
  "    return max(MIN_PAGES, chars / PAGE_CHARS)",
  "",
].join("\n");
const V2 = V1.replace("def pages", "LIGATURE_CHARS = 1\n\ndef pages");
const V3 = V2.replace("MIN_PAGES = 1.0", "MIN_CHARS = 900").replace(
  "max(MIN_PAGES, chars / PAGE_CHARS)",
  "max(MIN_CHARS, chars) / PAGE_CHARS",
);

const RULES =
  "Write the quote in quote/price.py. Two rules: we always bill at least one page; a page is 1800 characters.";
const LIGATURE = "Count each ligature (ligadura) as 1 character.";
const MINIMUM = "Das Minimum sind ab jetzt 900 Zeichen.";

test("the diff ties the new minimum to the rule it replaced: no other older count of characters is marked by the unit alone, nor the message whose rewrite repeated the constant", async () => {
  const p1 = await hop(
    {
      agent: "codex",
      day: "2026-12-01",
      user: [RULES],
      writes: [{ path: FILE, content: V1 }],
      commands: ["python3 -m pytest -q"],
      report: "quote/price.py bills at least one page.",
    },
    null,
    diffOf("", V1),
  );
  const p2 = await hop(
    {
      agent: "claude",
      day: "2026-12-02",
      user: [LIGATURE],
      writes: [{ path: FILE, content: V2 }],
      commands: ["python3 -m pytest -q"],
      report: "Ligatures count as one character.",
    },
    p1,
    diffOf(V1, V2),
  );
  const ligature = p2.user_messages.find((m) => m.text.includes("ligadura"));
  assert.equal(ligature?.holds, undefined, JSON.stringify(ligature));
  const p3 = await hop(
    {
      agent: "gemini",
      day: "2026-12-03",
      user: [MINIMUM],
      writes: [{ path: FILE, content: V3 }],
      commands: ["python3 -m pytest -q"],
      report: "The minimum is 900 characters.",
    },
    p2,
    diffOf(V2, V3),
  );
  const marked = p3.user_messages
    .filter((m) => m.superseded_by !== undefined)
    .map((m) => m.superseded_by?.part ?? m.text);
  assert.deepEqual(marked, ["we always bill at least one page"], JSON.stringify(p3.user_messages));
});
