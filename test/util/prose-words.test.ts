/**
 * The word lists prose reading still needs, each with a table of positive and negative
 * examples: what they must catch, in several languages, and what they must leave alone.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  ERROR_CODE,
  hasContentWords,
  MEASUREMENT,
  NARRATION,
  REMOVAL,
  TO_THE_USER,
} from "../../src/util/prose-words.js";

const table = (
  name: string,
  match: (text: string) => boolean,
  yes: readonly string[],
  no: readonly string[],
) => {
  test(`${name}: positives and negatives`, () => {
    for (const text of yes) assert.equal(match(text), true, `${name} should match: ${text}`);
    for (const text of no) assert.equal(match(text), false, `${name} should not match: ${text}`);
  });
};

table(
  "hasContentWords",
  hasContentWords,
  [
    "Rebase.",
    "Run the tests",
    "npm test",
    "`make db-test`",
    "Wire src/cli.ts",
    "Falta conectar el lector.",
    "Noch die Migration schreiben.",
    "Reste à brancher le cache.",
    "修复缓存",
  ],
  [
    "ok",
    "OK.",
    "Done.",
    "Sure, will do",
    "Listo.",
    "Vale, hecho.",
    "Alles klar!",
    "D'accord, c'est fait.",
    "好的",
    "Everything is done.",
    "",
  ],
);

table(
  "MEASUREMENT",
  (t) => MEASUREMENT.test(t),
  ["it put 300 KB in the bundle", "down to 4 s", "12% slower", "3 files", "2.5MB", "took 800ms"],
  ["version 3 of the API", "Python 3", "step 2", "the KB article"],
);

table(
  "ERROR_CODE",
  (t) => ERROR_CODE.test(t),
  [
    "ENOENT on the socket",
    "TS2345 in the reader",
    "HTTP 503 from the proxy",
    "exit code 137",
    "SIGKILL",
  ],
  ["the error was odd", "HTTP is fine", "Error handling"],
);

table(
  "REMOVAL",
  (t) => REMOVAL.test(t),
  [
    "Ripped out moment",
    "Pulled the retry library back out",
    "took the cache layer out again",
    "Reverted the change to the lockfile",
    "Quité la dependencia de lodash",
    "Die Abhängigkeit wieder entfernt",
    "J'ai supprimé le polyfill",
    "that approach didn't work",
  ],
  [
    "Added date-fns for the parsing",
    "Switched the parser to streams",
    "Out of memory at 2 GB",
    "Checked out main",
  ],
);

table(
  "TO_THE_USER",
  (t) => TO_THE_USER.test(t),
  [
    "Let me know if you want the README too.",
    "If you'd like, I can add a test.",
    "Would you like me to push?",
    "Avísame si hace falta.",
  ],
  ["Let the cache warm up first.", "I kept the old flag for Node 18 users."],
);

table(
  "NARRATION",
  (t) => NARRATION.test(t),
  [
    "Let me run the tests",
    "Now I'll check the config",
    "Voy a ejecutar los tests",
    "Je vais relancer la suite",
  ],
  ["Lettuce is not a dependency.", "The tests now run in 4 s."],
);
