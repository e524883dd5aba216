/**
 * Where the code names, now, what earlier conclusions named by name: a `git grep` in a real repo
 * finds the declaring line of a name still there and says a name no file holds any more is gone
 * (committed or not); the values the changed files declare now are read from the files.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import {
  codeNamesIn,
  parseNamedCode,
  readDeclaredValues,
  readNamedCode,
} from "../../../src/collect/git/named-code.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../../helpers/temp-repo.js";

const repo = makeRepo("handoff-named-code-");
after(() => removeDir(repo));

test("codeNamesIn: names shaped like code, each once; prose words and acronyms are none", () => {
  assert.deepEqual(
    codeNamesIn([
      "CLEANUP_MIN = 15 goes between bookings; prune.py takes --dry-run.",
      "cleanup_min stays; slugify strips accents with NFD, lower-cases the words; retryLater() waits.",
    ]),
    ["CLEANUP_MIN", "dry-run", "retryLater"],
  );
});

test("codeNamesIn: a variable only set for a command is the environment's, not code", () => {
  assert.deepEqual(
    codeNamesIn([
      "make test passes as JAVA_TOOL_OPTIONS=-Duser.language=cs make test.",
      "TZ_NAME=Asia/Bangkok make test passes; MAX_MINUTES stays 45.",
      "PRICE_LIST is read by check.mjs; PRICE_LIST=data/p.csv npm run check passes.",
    ]),
    ["MAX_MINUTES", "PRICE_LIST"],
  );
});

test("codeNamesIn: a camel-case word of prose is no code unless written as code or in lower camel case", () => {
  assert.deepEqual(
    codeNamesIn([
      "jimp is plain JavaScript, hosted on GitHub, built on macOS.",
      "retryLater() waits; pageSize = 20 fits a phone; `formatPrice` rounds.",
      "A started hour is billed whole: roundUpHours in lib/fees.js rounds up, on an iPhone or eBay.",
    ]),
    ["retryLater", "pageSize", "formatPrice", "roundUpHours"],
  );
});

test("parseNamedCode: the declaring line of each name, or gone when no line names it", () => {
  const output = [
    "src/kiln.js:1:export const FIRING_HOURS = 10;",
    "test/kiln.test.js:3:import { FIRING_HOURS, schedule } from '../src/kiln.js';",
  ].join("\n");
  assert.deepEqual(parseNamedCode(["FIRING_HOURS", "COOLDOWN_HOURS"], output), [
    { name: "firing_hours", path: "src/kiln.js", line: "export const FIRING_HOURS = 10;" },
    { name: "cooldown_hours", path: null, line: null },
  ]);
});

test("readNamedCode and readDeclaredValues in a real repo, the change left uncommitted", async () => {
  writeRepoFile(
    repo,
    "src/kiln.js",
    "export const FIRING_HOURS = 8;\nexport const COOLDOWN_HOURS = 2;\n",
  );
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "kiln");
  writeRepoFile(repo, "src/kiln.js", "export const FIRING_HOURS = 10;\n");
  const named = await readNamedCode(repo, [
    "COOLDOWN_HOURS = 2 goes between two firings.",
    "FIRING_HOURS is the glaze time.",
  ]);
  assert.deepEqual(named, [
    { name: "cooldown_hours", path: null, line: null },
    { name: "firing_hours", path: "src/kiln.js", line: "export const FIRING_HOURS = 10;" },
  ]);
  assert.deepEqual(readDeclaredValues(repo, ["src/kiln.js", "src/missing.js"]), [
    { name: "firing_hours", path: "src/kiln.js", line: "export const FIRING_HOURS = 10;" },
  ]);
});
