/**
 * The values a range's diff changed: a line whose only difference from the line it replaced is
 * one number, in any syntax (C, JSON, YAML, Python); anything more is no value change.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  changedValue,
  parseValueChanges,
  readValueChanges,
  renamedValue,
  otherNameValue,
  withProductsFolded,
} from "../../../src/collect/git/value-changes.js";

test("one number changed on an otherwise equal line is a value change; anything else is not", () => {
  const yes: [string, string, string, string][] = [
    ["#define BURST 10", "#define BURST 25", "10", "25"],
    ['  "burst": 10,', '  "burst": 25,', "10", "25"],
    ["MAX_NIGHTS = 7", "MAX_NIGHTS = 14", "7", "14"],
    ["retention_days: 30", "retention_days: 90", "30", "90"],
    ["const WIDTH_PX = 1200; // banners", "const WIDTH_PX  = 960; // banners", "1200", "960"],
    ["timeout: 2.5", "timeout: 5", "2.5", "5"],
    ["my $MIN_MS = 1_200;", "my $MIN_MS = 1_500;", "1200", "1500"], // digit separators
    // One value said twice on the line, changed alike.
    ["JAVAC = javac --release 11 -source 11", "JAVAC = javac --release 17 -source 17", "11", "17"],
    ["python_requires = >=3.8, <3.8.99", "python_requires = >=3.11, <3.11.99", "3.8", "3.11"],
    // A quoted time of day is one value, not its minutes.
    ['export const LATE_FROM = "18:00";', 'export const LATE_FROM = "18:30";', "18:00", "18:30"],
    ["opens_at: '09:15:00'", "opens_at: '10:15:00'", "09:15:00", "10:15:00"],
    // Unquoted, a colon between numbers is no time: a slice's bound changed.
    ["rows = data[10:20]", "rows = data[10:30]", "20", "30"],
  ];
  for (const [removed, added, before, after] of yes)
    assert.deepEqual(changedValue(removed, added), { before, after }, added);
  const no: [string, string][] = [
    ["#define BURST 10", "#define BURST 10"], // nothing changed
    ["#define BURST 10", "#define RATE 25"], // the name changed too
    ["limit(10, 20)", "limit(25, 30)"], // two values
    ["range(10, 10)", "range(25, 30)"], // the same value changed two ways
    ["x = 10", "x = y"], // a number replaced by a name
    ["// keep 10", "// keep 10 or more"], // words added
    ["10", "25"], // a bare number: nothing says what it counts
    // A field of awk, a positional parameter, a replacement's group: another place, no value.
    ["bundles = int(($2 + per - 1) / per)", "bundles = int(($3 + per - 1) / per)"],
    ['echo "$1"', 'echo "$2"'],
  ];
  for (const [removed, added] of no) assert.equal(changedValue(removed, added), null, added);
});

test("a -U0 patch: removed lines paired in order with the added lines after them, per file", () => {
  const patch = [
    "diff --git a/src/bucket.h b/src/bucket.h",
    "index 1..2 100644",
    "--- a/src/bucket.h",
    "+++ b/src/bucket.h",
    "@@ -3,2 +3,2 @@",
    "-#define BURST 10",
    "-#define RATE 5",
    "+#define BURST 25",
    "+#define RATE_PER_S 5",
    "diff --git a/config.json b/config.json",
    "--- a/config.json",
    "+++ b/config.json",
    "@@ -2 +2 @@",
    '-  "nights": 7',
    '+  "nights": 14',
    "diff --git a/new.txt b/new.txt",
    "--- /dev/null",
    "+++ b/new.txt",
    "@@ -0,0 +1 @@",
    "+limit 3",
    "",
  ].join("\n");
  assert.deepEqual(parseValueChanges(patch), [
    { path: "src/bucket.h", before: "10", after: "25", line: "#define BURST 25" },
    { path: "config.json", before: "7", after: "14", line: '"nights": 14' },
  ]);
});

test("a number changed with the name holding it, the name keeping a word of what it counts: one thing counted another way", () => {
  const yes: [string, string, string, string][] = [
    ["const OFFLINE_MINUTES: u32 = 120;", "const OFFLINE_READINGS: u32 = 3;", "120", "3"],
    ["QUIET_HOURS = 36", "QUIET_ORDERS = 20", "36", "20"],
    ["  quietHours: 36,", "  quietOrders: 20,", "36", "20"],
    ["#define CODE_LETTERS 3", "#define CODE_CHARS 5", "3", "5"],
  ];
  for (const [removed, added, before, after] of yes) {
    assert.deepEqual(renamedValue(removed, added), { before, after }, added);
    assert.equal(changedValue(removed, added), null, added);
  }
  const no: [string, string][] = [
    ["MAX_SNAPSHOTS = 3", "MAX_RETRIES = 5"], // only "max" shared: two things
    ["#define BURST 10", "#define RATE 25"], // no word shared
    ["QUIET_HOURS = 36", "QUIET_HOURS = 36"], // nothing changed
    ["QUIET_HOURS = 36", "QUIET_ORDERS = 36"], // only the name changed
    ["quiet(36, 2)", "quietly(20, 3)"], // two values
  ];
  for (const [removed, added] of no) assert.equal(renamedValue(removed, added), null, added);
  const patch = [
    "diff --git a/src/swarm.rs b/src/swarm.rs",
    "+++ b/src/swarm.rs",
    "@@ -3 +3 @@",
    "-const OFFLINE_MINUTES: u32 = 120;",
    "+const OFFLINE_READINGS: u32 = 3;",
  ].join("\n");
  assert.deepEqual(parseValueChanges(patch), [
    {
      path: "src/swarm.rs",
      before: "120",
      after: "3",
      line: "const OFFLINE_READINGS: u32 = 3;",
      was: "const OFFLINE_MINUTES: u32 = 120;",
    },
  ]);
});

test("one number and a name beside it changed to one sharing no word: kept apart as `other_name`", () => {
  const yes: [string, string, string, string][] = [
    ["export const MAX_COLS = 80;", "export const MAX_LINES = 2;", "80", "2"],
    ["#define BURST 10", "#define RATE 25", "10", "25"],
    ["NOTICE_DAYS = 0", "LEAD_HOURS = 36", "0", "36"],
    ["let overbookPct = 10;", "let extraSeats = 8;", "10", "8"],
    // A line written for the rule, rewritten for its new value.
    ["wrap(text, cols, 80)", "wrap(text, lines, 2)", "80", "2"],
    ["if (text.length > 80) {", "if (lines.length > 2) {", "80", "2"],
  ];
  for (const [removed, added, before, after] of yes)
    assert.deepEqual(otherNameValue(removed, added), { before, after }, added);
  const no: [string, string][] = [
    ["f(a, 80)", "g(b, 2)"], // two names changed
    ["MAX_COLS = 80", "MAX_LINES = 80"], // only the name changed
    ["const A_B = 1, C_D = 2;", "const E_F = 3, G_H = 4;"], // two names, two values
  ];
  for (const [removed, added] of no) assert.equal(otherNameValue(removed, added), null, added);
  const patch = [
    "diff --git a/src/board.ts b/src/board.ts",
    "+++ b/src/board.ts",
    "@@ -1 +1 @@",
    "-export const MAX_COLS = 80;",
    "+export const MAX_LINES = 2;",
  ].join("\n");
  assert.deepEqual(parseValueChanges(patch), [
    {
      path: "src/board.ts",
      before: "80",
      after: "2",
      line: "export const MAX_LINES = 2;",
      was: "export const MAX_COLS = 80;",
      other_name: true,
    },
  ]);
});

test("a hunk whose edit put a line between the constants, or rewrote their comments, still pairs them", () => {
  const patch = [
    "diff --git a/lib/crate.js b/lib/crate.js",
    "--- a/lib/crate.js",
    "+++ b/lib/crate.js",
    "@@ -4,2 +4,3 @@",
    "-const MAX_KILOS = 25; // the forklift's limit",
    "-const MAX_LENGTH_CM = 120;",
    "+const MAX_STONE = 4; // the new forklift takes four stone",
    "+const MAX_KILOS = Math.round(MAX_STONE * 6.35);",
    "+const MAX_LENGTH_CM = 140;",
  ].join("\n");
  assert.deepEqual(
    parseValueChanges(patch).map(({ before, after, other_name }) => [before, after, other_name]),
    [
      ["25", "4", true],
      ["120", "140", undefined],
    ],
  );
});

test("Tcl's comment after `;#` rewritten with the value is no second change of the line", () => {
  const patch = [
    "diff --git a/lib/bill.tcl b/lib/bill.tcl",
    "--- a/lib/bill.tcl",
    "+++ b/lib/bill.tcl",
    "@@ -5,2 +5,2 @@",
    "-set ::ICE_CENTS_PER_TONNE 9000          ;# flake ice, by the tonne",
    "-set ::CHILLER_CENTS_PER_NIGHT 1800      ;# a catch in the chiller, a night",
    "+set ::ICE_CENTS_PER_TONNE 9500          ;# flake ice, by the kilo on the ticket",
    "+set ::CHILLER_CENTS_PER_BIN_NIGHT 400   ;# a bin in the chiller, a night",
  ].join("\n");
  assert.deepEqual(
    parseValueChanges(patch).map(({ before, after, was }) => [before, after, was !== undefined]),
    [
      ["9000", "9500", false],
      ["1800", "400", true],
    ],
  );
});

test("the constants a diff declares anew: on added lines that replace none declaring them", () => {
  const patch = [
    "diff --git a/app/limits.py b/app/limits.py",
    "new file mode 100644",
    "--- /dev/null",
    "+++ b/app/limits.py",
    "@@ -0,0 +1,3 @@",
    "+CUTOFF_MIN = 45",
    "+LABEL = 'x'",
    "+def f(): return CUTOFF_MIN",
    "diff --git a/app/rules.py b/app/rules.py",
    "--- a/app/rules.py",
    "+++ b/app/rules.py",
    "@@ -1 +1 @@",
    "-SEATS = 40",
    "+SEATS = 44",
  ].join("\n");
  const read = readValueChanges(patch);
  assert.deepEqual(read.added, ["CUTOFF_MIN"]);
  assert.deepEqual(
    read.changes.map((c) => [c.before, c.after]),
    [["40", "44"]],
  );
});

test("a value written with its unit in a call, a constructor or a product, changed to another unit: both read in the smaller unit", () => {
  const yes: [string, string, string, string][] = [
    ["LEAD = Duration.ofMinutes(90);", "LEAD = Duration.ofHours(2);", "90", "120"],
    ["LEAD = timedelta(minutes=90)", "LEAD = timedelta(hours=2)", "90", "120"],
    ["const lead = 90 * time.Minute", "const lead = 2 * time.Hour", "90", "120"],
    [
      "auto lead = std::chrono::seconds(30);",
      "auto lead = std::chrono::milliseconds(1500);",
      "30000",
      "1500",
    ],
    [
      "setTimeout(remind, Duration.ofHours(1).toMillis())",
      "setTimeout(remind, Duration.ofMinutes(45).toMillis())",
      "60",
      "45",
    ],
  ];
  for (const [removed, added, before, after] of yes) {
    const [change] = parseValueChanges(
      `diff --git a/src/a.ts b/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-${removed}\n+${added}\n`,
    );
    assert.deepEqual(
      change && { before: change.before, after: change.after, other: change.other_name },
      { before, after, other: undefined },
      added,
    );
  }
  // The same amount in another unit, two dimensions, a name that says no unit: no value change
  // read by unit (a name changed beside a number stays `other_name`, for the session's edit).
  const no: [string, string][] = [
    ["LEAD = Duration.ofMinutes(120);", "LEAD = Duration.ofHours(2);"],
    ["LIMIT = ofMinutes(5);", "LIMIT = ofBytes(5000);"],
    ["LEAD = wait(90);", "LEAD = pause(2);"],
  ];
  for (const [removed, added] of no) {
    const changes = parseValueChanges(
      `diff --git a/src/a.ts b/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-${removed}\n+${added}\n`,
    );
    assert.ok(
      changes.every((c) => c.other_name === true),
      added,
    );
  }
});

test("a value written as a product of whole numbers is its product: a duration or a size rewritten in other factors is one value changed", () => {
  assert.equal(withProductsFolded("EXPIRE_SECONDS = 90 * 60"), "EXPIRE_SECONDS = 5400");
  assert.equal(withProductsFolded("MAX_BYTES = 50*1024*1_024;"), "MAX_BYTES = 52428800;");
  // Names, decimals and products past what a double holds exactly stay as written.
  for (const line of [
    "area = w * 3",
    "x = 1.5 * 60",
    "n = v2 * 3",
    "BIG = 99999999 * 99999999 * 99",
  ])
    assert.equal(withProductsFolded(line), line);
  const patch = [
    "diff --git a/feeds/cache.py b/feeds/cache.py",
    "--- a/feeds/cache.py",
    "+++ b/feeds/cache.py",
    "@@ -1,2 +1,2 @@",
    "-EXPIRE_SECONDS = 90 * 60",
    "-CACHE_BYTES = 20 * 1024 * 1024",
    "+EXPIRE_SECONDS = 2 * 3600",
    "+CACHE_BYTES = 52428800",
    "diff --git a/src/poll.js b/src/poll.js",
    "--- a/src/poll.js",
    "+++ b/src/poll.js",
    "@@ -3 +3 @@",
    "-const WAIT_MS = 30 * 1000; // half a minute",
    "+const WAIT_MS = 30 * 1000 * 4; // two minutes",
    "",
  ].join("\n");
  assert.deepEqual(parseValueChanges(patch), [
    { path: "feeds/cache.py", before: "5400", after: "7200", line: "EXPIRE_SECONDS = 2 * 3600" },
    {
      path: "feeds/cache.py",
      before: "20971520",
      after: "52428800",
      line: "CACHE_BYTES = 52428800",
    },
    {
      path: "src/poll.js",
      before: "30000",
      after: "120000",
      line: "const WAIT_MS = 30 * 1000 * 4; // two minutes",
    },
  ]);
});

test("a rate named with 'per' and its unit, changed to another unit: read per the larger unit, never as a span of time", () => {
  const yes: [string, string, string, string][] = [
    ["export const REFILL_PER_SECOND = 5;", "export const REFILL_PER_MINUTE = 90;", "300", "90"],
    [
      "const defaults = { refillPerSecond: 5 };",
      "const defaults = { refillPerMinute: 90 };",
      "300",
      "90",
    ],
    ["MAX_JOBS_PER_HOUR = 120", "MAX_JOBS_PER_MINUTE = 3", "120", "180"],
  ];
  for (const [removed, added, before, after] of yes) {
    const [change] = parseValueChanges(
      `diff --git a/src/a.ts b/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-${removed}\n+${added}\n`,
    );
    assert.deepEqual(change && [change.before, change.after], [before, after], added);
  }
  // A rate and a span are two things: no value read by unit (the name keeps a word: renamed).
  const [change] = parseValueChanges(
    "diff --git a/src/a.ts b/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-REFILL_PER_SECOND = 5\n+REFILL_MINUTES = 2\n",
  );
  assert.deepEqual(change && [change.before, change.after, change.was], [
    "5",
    "2",
    "REFILL_PER_SECOND = 5",
  ]);
});

test("a table's members changed on one line are one value change each, its name kept or renamed keeping a word", () => {
  const patch = (was: string, now: string) =>
    [
      "diff --git a/src/p.js b/src/p.js",
      "--- a/src/p.js",
      "+++ b/src/p.js",
      "@@ -1 +1 @@",
      `-${was}`,
      `+${now}`,
    ].join("\n");
  const renamed = parseValueChanges(
    patch("const KR_PER_LOAD = { cold: 35, hot: 48 };", "const KR_PER_KG = { cold: 9, hot: 12 };"),
  );
  assert.deepEqual(
    renamed.map(({ before, after, was }) => [before, after, was !== undefined]),
    [
      ["35", "9", true],
      ["48", "12", true],
    ],
  );
  // A dict and a Perl hash, the name kept.
  for (const [was, now] of [
    ['PRICES = {"cold": 35, "hot": 48}', 'PRICES = {"cold": 40, "hot": 52}'],
    ["my %price = (cold => 35, hot => 48);", "my %price = (cold => 40, hot => 52);"],
  ] as const)
    assert.deepEqual(
      parseValueChanges(patch(was, now)).map(({ before, after }) => [before, after]),
      [
        ["35", "40"],
        ["48", "52"],
      ],
      was,
    );
  // Two numbers changed with no key before them, or keys changed too: none.
  assert.deepEqual(parseValueChanges(patch("resize(35, 48);", "resize(40, 52);")), []);
  assert.deepEqual(
    parseValueChanges(patch("T = { cold: 35, hot: 48 };", "T = { warm: 40, boil: 52 };")),
    [],
  );
});
