import assert from "node:assert/strict";
import { test } from "node:test";
import { maskAnnouncedSecrets } from "../../src/generate/announced-secrets.js";
import { fakeToken } from "../helpers/fake-secrets.js";

const message = (text: string) => ({ text, agent: "claude", date: "2026-12-04", packet: null });

test("a password announced in one user message and sent alone in the next is masked and counted", () => {
  const value = `${fakeToken(51, 5)}#${fakeToken(52, 6)}4`;
  const counts: Record<string, number> = {};
  const out = maskAnnouncedSecrets(
    [
      message("I'll send the staging password in the next message"),
      message(value),
      message("thanks"),
    ],
    counts,
  );
  assert.deepEqual(
    out.map((m) => m.text),
    ["I'll send the staging password in the next message", "[REDACTED:password]", "thanks"],
  );
  assert.deepEqual(counts, { password: 1 });
  // a one-word answer that is no secret stays
  const answer = maskAnnouncedSecrets(
    [message("what's the password policy?"), message("none")],
    {},
  );
  assert.equal(answer[1]?.text, "none");
});
