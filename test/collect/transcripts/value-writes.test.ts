/** The numbers new constants of an edit hold, in order; nothing for lines the edit kept. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { valuesWrittenOf } from "../../../src/collect/transcripts/value-writes.js";

const rows: { name: string; added: string; dropped?: string; values: string[] }[] = [
  {
    name: "TypeScript, Python, C and Go constants",
    added: [
      "export const MIN_CHARGE_CENTS = 500;",
      "MAX_SIDE_CM = 100  # the carrier's limit",
      "#define MAX_KG 30",
      "const DECIMALS int = 2",
      "const MAX_OVERS: number = 1_200;",
    ].join("\n"),
    values: ["500", "100", "30", "1200"],
  },
  {
    name: "typed and Perl constants (Java, C++, C#, Tcl, Perl)",
    added: [
      "    private static final int PEAK_FROM_H = 18;",
      "constexpr int MIN_BALLS = 60;",
      "public const double RATE = 2.5;",
      "set MAX_PARTS 2",
      "use constant MAX_SHIFTS_A_WEEK => 2;",
    ].join("\n"),
    values: ["18", "60", "2.5", "2", "2"],
  },
  {
    name: "Tcl's globals, with the comment Tcl ends a command's line with",
    added: [
      "set ::ICE_CENTS_PER_TONNE 9500          ;# flake ice, by the tonne",
      "set ::CHILLER_CENTS_PER_BIN_NIGHT 400   ;# a bin in the chiller, a night",
      "variable MAX_BINS 40",
    ].join("\n"),
    values: ["9500", "400", "40"],
  },
  {
    name: "a local, a string, a call, two numbers: none",
    added: [
      "let total = 0;",
      'export const PEAK_FROM = "18:00";',
      "export const LIMIT = Math.max(3, 4);",
      "const AREA = [3, 4];",
    ].join("\n"),
    values: [],
  },
  {
    name: "a product of numbers is its value (a duration, a size)",
    added: "EXPIRE_SECONDS = 90 * 60\nMAX_BYTES = 50 * 1024 * 1024",
    values: ["5400", "52428800"],
  },
  {
    name: "a line the edit kept is none",
    added: "export const A_MAX = 5;\nexport const B_MAX = 7;",
    dropped: "export const A_MAX = 5;",
    values: ["7"],
  },
];

for (const row of rows)
  test(`valuesWrittenOf: ${row.name}`, () => {
    assert.deepEqual(
      valuesWrittenOf({
        added: row.added,
        ...(row.dropped === undefined ? {} : { dropped: row.dropped }),
      }).map((w) => w.value),
      row.values,
    );
  });
