import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { redact, redactValue } from "../../src/redact/index.js";
import { makePlantedSecrets, makeRedTeamSecrets } from "../helpers/fake-secrets.js";
import { propertyRuns } from "../helpers/property-runs.js";

// Text built from pieces that trip rules (secrets, markers, keywords, separators) and noise.
const planted = [...makePlantedSecrets(3), ...makeRedTeamSecrets(5)].map((p) => p.text);
const piece = fc.oneof(
  fc.constantFrom(...planted),
  fc.constantFrom(
    "[REDACTED:password]",
    "[REDACTED:openai]",
    "~",
    "password=",
    "token: ",
    "--password ",
    "Bearer ",
    "-p ",
    "://",
    "@",
    "/home/",
    "\n",
    " ",
    "=",
    '"',
    "-----BEGIN PRIVATE KEY-----",
    "-----END PRIVATE KEY-----",
    // encodings the decoded copy undoes (normalise.ts): its spans must map back exactly
    "%3D",
    "%2F",
    "%",
    "\u200B",
    "\u00AD",
    "\uFF21",
    "\u0410",
    "\u043E",
    "Z2hwX0",
  ),
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^[A-Za-z0-9+/_-]{8,40}$/),
);
const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));

test("redact is idempotent", () => {
  fc.assert(
    fc.property(text, (input) => {
      const once = redact(input).text;
      assert.equal(redact(once).text, once);
    }),
    { numRuns: propertyRuns(400) },
  );
});

test("markers are never re-matched", () => {
  fc.assert(
    fc.property(text, (input) => {
      const once = redact(input);
      for (const finding of redact(once.text).findings) {
        const covered = once.text.slice(finding.start, finding.end);
        assert.ok(!covered.includes("[REDACTED:"), `re-matched a marker: ${covered}`);
      }
    }),
    { numRuns: propertyRuns(300) },
  );
});

test("findings are disjoint, sorted and inside the input", () => {
  fc.assert(
    fc.property(text, (input) => {
      const { findings } = redact(input);
      let previous = 0;
      for (const finding of findings) {
        assert.ok(
          finding.start >= previous && finding.end > finding.start && finding.end <= input.length,
        );
        previous = finding.end;
      }
    }),
    { numRuns: propertyRuns(300) },
  );
});

test("redactValue redacts keys and values deep inside a JSON value and counts kinds", () => {
  const [first, second] = makePlantedSecrets(4);
  assert.ok(first !== undefined && second !== undefined);
  const value = { a: [first.text, { [second.text]: 1, n: 2, b: true, z: null }] };
  const result = redactValue(value);
  const json = JSON.stringify(result.value);
  assert.ok(!json.includes(first.secret) && !json.includes(second.secret), json);
  assert.deepEqual(Object.keys(result.counts), [...Object.keys(result.counts)].sort());
  assert.ok(Object.values(result.counts).reduce((a, b) => a + b, 0) >= 2);
});
