import assert from "node:assert/strict";
import { test } from "node:test";
import { MAX_MESSAGE_CHARS, safeMessage } from "../../src/cli/safe-message.js";
import { fakeToken } from "../helpers/fake-secrets.js";

test("an error message is redacted, and one that quotes megabytes of input is cut short", async () => {
  const secret = fakeToken(11, 24);
  assert.equal(
    await safeMessage(`bad line: password=${secret}`),
    "bad line: password=[REDACTED:password]",
  );
  const quoted = `Invalid regular expression: /${fakeToken(12, 500_000, "abcdef|\\+")}/`;
  const message = await safeMessage(quoted);
  assert.ok(message.length < MAX_MESSAGE_CHARS + 100, `${message.length} characters`);
  assert.match(message, /more characters not shown\)$/);
});
