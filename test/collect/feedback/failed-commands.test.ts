import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { FailedCommands } from "../../../src/collect/feedback/failed-commands.js";
import { commandWithoutEnv } from "../../../src/trim/env-prefix.js";
import { joinArgv } from "../../../src/util/shell-quote.js";

/** The reference: a passing run speaks for a failure of it, or of it with other assignments. */
const linked = (failed: readonly string[], passing: string) =>
  failed.some((c) => commandWithoutEnv(c) === commandWithoutEnv(passing));

const word = fc.oneof(
  fc.constantFrom(
    "go",
    "test",
    "./...",
    "-k",
    "a b",
    "",
    "it's",
    "é",
    '"q"',
    "x\\y",
    "a,b",
    "A=1",
    "PGPORT=5433",
    "B='x y'",
  ),
  fc.string({ maxLength: 6 }),
);
const command = fc.oneof(
  fc.array(word, { maxLength: 3 }).map((words) => words.join(" ")),
  fc.array(word, { maxLength: 3 }),
);
/** The command's JSON as a writer may put it: plain, or with every non-ASCII char escaped. */
const asJson = (value: string | string[], escaped: boolean): string => {
  const text = JSON.stringify(value);
  return escaped
    ? text.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    : text;
};

test("a passing command matches a failed one exactly when the full parse would make them equal", () => {
  let matched = 0;
  fc.assert(
    fc.property(
      fc.array(command, { minLength: 1, maxLength: 6 }),
      command,
      fc.nat(),
      fc.constantFrom("new", "same", "joined"),
      fc.boolean(),
      (failed, other, pick, how, escaped) => {
        const normal = (c: string | string[]) => (Array.isArray(c) ? joinArgv(c) : c);
        const chosen = failed[pick % failed.length] as string | string[];
        // The same command as a failed one, as it was or as the string its argv joins to.
        const passing = how === "new" ? other : how === "same" ? chosen : normal(chosen);
        const commands = new FailedCommands();
        for (const c of failed) commands.add(normal(c));
        const buf = Buffer.from(`x${asJson(passing, escaped)}y`);
        const got = commands.match(buf, 1, buf.length - 1, !Array.isArray(passing));
        const want = linked(failed.map(normal), normal(passing)) ? normal(passing) : undefined;
        if (want !== undefined) matched++;
        assert.equal(got, want);
      },
    ),
    { numRuns: 2000 },
  );
  assert.ok(matched > 500, `${matched} matching cases`);
});

test("a passing run with blanks before its assignments matches the failure of its base, as the full parse does", () => {
  const commands = new FailedCommands();
  commands.add("go");
  commands.add("make db-test");
  for (const [passing, want] of [
    [" B='x y' go", " B='x y' go"],
    ["  PGPORT=5433 make db-test", "  PGPORT=5433 make db-test"],
    ["\tA=1 go", "\tA=1 go"],
    [" go", undefined],
  ] as const) {
    const buf = Buffer.from(`x${JSON.stringify(passing)}y`);
    assert.equal(commands.match(buf, 1, buf.length - 1, true), want, passing);
    assert.equal(want !== undefined, commandWithoutEnv(passing) !== passing);
  }
});

/** How a writer may spell a command's JSON besides `JSON.stringify`'s own way. */
const SPELLINGS = ["stringify", "slash", "upper-hex", "unicode-all", "latin1"] as const;

function spell(value: string | string[], how: (typeof SPELLINGS)[number]): Buffer {
  const text = JSON.stringify(value);
  switch (how) {
    case "slash":
      return Buffer.from(text.replace(/\//g, "\\/"));
    case "upper-hex":
      return Buffer.from(
        text.replace(/\\u00([0-9a-f]{2})/g, (_, hex: string) => `\\u00${hex.toUpperCase()}`),
      );
    case "unicode-all":
      return Buffer.from(
        text.replace(/[a-z]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
      );
    case "latin1":
      // Invalid UTF-8 where the text has é: the full parse reads U+FFFD there.
      return Buffer.from(text, "latin1");
    default:
      return Buffer.from(text);
  }
}

test("any spelling of a passing command (escapes, control characters, invalid UTF-8) matches as its decode does", () => {
  const char = fc.constantFrom(
    "a",
    "/",
    "é",
    "\n",
    "\t",
    "\u001b",
    "\u007f",
    '"',
    "\\",
    " ",
    "\ufffd",
  );
  const text = fc.array(char, { maxLength: 6 }).map((chars) => chars.join(""));
  const value = fc.oneof(text, fc.array(text, { maxLength: 3 }));
  let matched = 0;
  fc.assert(
    fc.property(
      fc.array(value, { minLength: 1, maxLength: 4 }),
      value,
      fc.boolean(),
      fc.constantFrom(...SPELLINGS),
      (failed, other, same, how) => {
        const normal = (c: string | string[]) => (Array.isArray(c) ? joinArgv(c) : c);
        const passing = same ? (failed[0] as string | string[]) : other;
        const commands = new FailedCommands();
        for (const c of failed) commands.add(normal(c));
        const bytes = spell(passing, how);
        const buf = Buffer.concat([Buffer.from("x"), bytes, Buffer.from("y")]);
        // The reference: what the full parse reads from those bytes.
        const decoded = JSON.parse(bytes.toString("utf8")) as string | string[];
        const want = linked(failed.map(normal), normal(decoded)) ? normal(decoded) : undefined;
        if (want !== undefined) matched++;
        // Twice: the second answer may come from what the first one remembered.
        for (let i = 0; i < 2; i++) {
          assert.equal(commands.match(buf, 1, buf.length - 1, !Array.isArray(passing)), want);
        }
      },
    ),
    { numRuns: 3000 },
  );
  assert.ok(matched > 500, `${matched} matching cases`);
});

test("a command forgotten once it passed no longer matches, the others still do, and it comes back when it fails again", () => {
  const commands = new FailedCommands();
  for (const c of ["npm test", "go test ./...", "pytest -q"]) commands.add(c);
  const at = (c: string) => {
    const buf = Buffer.from(JSON.stringify(c));
    return commands.match(buf, 0, buf.length, true);
  };
  commands.delete("go test ./...");
  commands.delete("never failed");
  assert.equal(commands.size, 2);
  assert.equal(at("go test ./..."), undefined);
  assert.equal(at("npm test"), "npm test");
  assert.equal(at("pytest -q"), "pytest -q");
  commands.add("go test ./...");
  assert.equal(at("go test ./..."), "go test ./...");
  for (const c of ["npm test", "go test ./...", "pytest -q"]) commands.delete(c);
  assert.equal(commands.size, 0);
});

test("retain keeps which commands are pending: a command failed again after a linked pass still waits for its own pass", () => {
  const failed = new FailedCommands();
  failed.add("PGPORT=5433 make db-test");
  failed.add("make db-test");
  // A pass of the base speaks for both.
  failed.delete("make db-test");
  // The prefixed one fails again: it alone waits for a pass.
  failed.add("PGPORT=5433 make db-test");
  const pass = Buffer.from(JSON.stringify("make db-test"));
  assert.equal(failed.match(pass, 0, pass.length, true), "make db-test");
  failed.retain(() => true);
  assert.equal(failed.size, 1);
  // Rebuilt by re-adding each command then deleting the ones not pending, the pass of the
  // other one took the prefixed command's pending state with it.
  assert.equal(failed.match(pass, 0, pass.length, true), "make db-test");
  const counts = new Int32Array(1 << 16);
  failed.attach(counts);
  assert.equal(
    counts.reduce((a, b) => a + b, 0),
    1,
  );
});
