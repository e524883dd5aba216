import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { FailedCommands } from "../src/collect/failed-commands.js";
import { joinArgv } from "../src/util/shell-quote.js";

const word = fc.oneof(
  fc.constantFrom("go", "test", "./...", "-k", "a b", "", "it's", "é", '"q"', "x\\y", "a,b"),
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
        const want = failed.map(normal).includes(normal(passing)) ? normal(passing) : undefined;
        if (want !== undefined) matched++;
        assert.equal(got, want);
      },
    ),
    { numRuns: 2000 },
  );
  assert.ok(matched > 500, `${matched} matching cases`);
});
