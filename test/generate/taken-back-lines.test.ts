import assert from "node:assert/strict";
import { test } from "node:test";
import type { ReplacedLine } from "../../src/model/snapshot/types.js";
import {
  linesReplacedNow,
  restates,
  takenBackBy,
  withTakenBackMarked,
} from "../../src/generate/taken-back-lines.js";

const TIE: ReplacedLine = {
  path: "src/rank.js",
  was: "return a.joinedAt - b.joinedAt;",
  line: "return a.name.localeCompare(b.name);",
  dropped: ["joinedAt"],
};
const SPLIT: ReplacedLine = {
  path: "tests/test_split.py",
  was: "assert split_bill(1000, 3) == [333, 333, 334]",
  line: "assert split_bill(1000, 3) == [334, 333, 333]",
  where: "def test_three_way():",
};
const TOTAL: ReplacedLine = {
  path: "test/basket.test.js",
  was: "assert.equal(total(SAMPLE), 31.5);",
  line: "assert.equal(total(SAMPLE), 33);",
};
const IMPORT: ReplacedLine = {
  path: "meter/daily.py",
  was: "from scipy.stats import zscore",
  line: null,
  dropped: ["scipy", "stats", "zscore"],
};
const EMPTY: ReplacedLine = {
  path: "src/board.js",
  was: 'if (slot === null) return "free";',
  line: null,
  where: "function slotLabel(slot) {",
};
const BRAND: ReplacedLine = {
  path: "web/app.js",
  was: "loadScript(JavaScript.fallback);",
  line: "loadScript(modern);",
  dropped: ["JavaScript"],
};
const LINES = [TIE, SPLIT, TOTAL, IMPORT, EMPTY, BRAND];

test("what ties a conclusion to a line that took it back", () => {
  const table: [string, ReplacedLine | null][] = [
    ["Ties go to the earlier joinedAt: the paper ladder did.", TIE],
    ["El empate lo decide joinedAt, como en la hoja del club.", TIE],
    ["test_three_way wanted [333, 333, 334]: the last person pays the rest.", SPLIT],
    ["split_bill gives 333, 333 and 334 for ten euros.", SPLIT],
    ["The basket of test/basket.test.js comes to 31.50 EUR.", TOTAL],
    ["Outliers never reach the mean: `zscore` filters them.", IMPORT],
    ["Outliers never reach the mean: zscore() filters them.", IMPORT],
    // Still true, or about the change itself, or tied by nothing the line holds.
    ["rankPlayers sorts a copy, so the caller's array keeps its order.", null],
    ["Ties now fall back to localeCompare instead of joinedAt.", null],
    ["Removed the joinedAt tie-break: the clubs sort by name.", null],
    ["tests/test_split.py expects [334, 333, 333] for 1000 cents now.", null],
    ["The basket comes to 31.50 EUR.", null],
    ["test/basket.test.js holds 3 cases.", null],
    ["Outliers never reach the mean: zscore filters them.", null],
    ["split_bill keeps every share in whole cents.", null],
    ['An empty slot reads "free" in slotLabel, so the desk sees it at a glance.', EMPTY],
    ["Un créneau vide s'affiche « free » dans src/board.js.", EMPTY],
    // An apostrophe quotes nothing; a quote of a line no name ties stays.
    ["slotLabel's 'free' case stays; the club's desk liked it.", EMPTY],
    ['The desk shows "free" for an empty slot.', null],
    // A brand of prose shaped like code ties nothing; written as code, it does.
    ["The JavaScript bundle stays under 40 KB.", null],
    ["`JavaScript.fallback` loads for the old tills.", BRAND],
  ];
  for (const [text, line] of table)
    assert.equal(takenBackBy(text, LINES)?.line ?? null, line, text);
});

test("a conclusion in the domain's words is taken back with the line whose comment said it", () => {
  const lead: ReplacedLine = {
    path: "lib/Shift.pm",
    was: "my @old = grep { $_->{runs} > 0 } @free;",
    line: null,
    dropped: ["runs"],
    comment:
      "Each team keeps one person who has done the night run before: nobody new locks the depot alone.",
  };
  const table: [string, ReplacedLine | null][] = [
    [
      "Every team has one person who has done the night run before: the depot is never locked by someone new.",
      lead,
    ],
    // Another language says it in other words: nothing ties it (no stem of the comment's).
    ["Jede Gruppe hat jemanden mit Erfahrung.", null],
    // A few shared words are not the same statement.
    ["The night run starts at the depot at ten.", null],
  ];
  for (const [text, line] of table)
    assert.equal(takenBackBy(text, [lead])?.line ?? null, line, text);
  assert.ok(
    restates(
      "the plan reads the mean of the last four readings",
      "It reads the mean of a zone's last four readings",
    ),
  );
  assert.ok(
    !restates(
      "reads the mean",
      "the plan reads the mean of the last four readings, an hour of log",
    ),
  );
});

const entry = (kind: string, text: string, old = true) => ({ kind, text, old });
const earlier = (e: { old: boolean }) => e.old;

test("marked superseded by the line now, or taken out; left out for a newer one saying what holds", () => {
  const list = [
    entry("decision", "Ties go to the earlier joinedAt: the paper ladder did."),
    entry("fact", "test_three_way wanted [333, 333, 334]: the last person pays the rest."),
    entry("decision", "Outliers never reach the mean: zscore() filters them."),
    entry("fact", "tests/test_split.py expects [334, 333, 333] for 1000 cents now.", false),
  ];
  assert.deepEqual(
    withTakenBackMarked(list, LINES, earlier).map((e) => [e.kind, e.text]),
    [
      [
        "dead_end",
        "Ties go to the earlier joinedAt: the paper ladder did. — superseded by `return a.name.localeCompare(b.name);` (src/rank.js)",
      ],
      [
        "dead_end",
        "Outliers never reach the mean: zscore() filters them. — taken out since: `from scipy.stats import zscore` (meter/daily.py)",
      ],
      ["fact", "tests/test_split.py expects [334, 333, 333] for 1000 cents now."],
    ],
  );
  // This session's own conclusions are its transcript's to read; dead ends stay as they are.
  const own = [
    entry("decision", list[0]?.text ?? "", false),
    entry("dead_end", list[2]?.text ?? ""),
  ];
  assert.deepEqual(withTakenBackMarked(own, LINES, earlier), own);
});

test("a file the packet before left uncommitted counts only when this session edited it", () => {
  const before = new Set(["src/rank.js", "meter/daily.py"]);
  assert.deepEqual(linesReplacedNow(LINES, before, new Set(["src/rank.js"])), [
    TIE,
    SPLIT,
    TOTAL,
    EMPTY,
    BRAND,
  ]);
  assert.deepEqual(linesReplacedNow(LINES, new Set(), new Set()), LINES);
});
