import assert from "node:assert/strict";
import { test } from "node:test";
import { RefusedError } from "../../src/errors.js";
import { generate } from "../../src/generate/index.js";
import type { RedactResult } from "../../src/redact/index.js";
import { makeSampleSnapshot } from "../helpers/sample-snapshot.js";

/** A stand-in redactor for `pattern` (global regex), so the fail-closed path can be driven. */
function makeRedactor(pattern: RegExp, kind = "fake") {
  return (text: string): RedactResult => {
    const findings = [...text.matchAll(pattern)].map((m) => ({
      kind,
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }));
    return { text: text.replace(pattern, `[REDACTED:${kind}]`), findings };
  };
}

test("every packet string is redacted and counted per kind", () => {
  const snapshot = makeSampleSnapshot();
  snapshot.notes.push({ id: "n-s", kind: "risk", text: "token SECRET123 was pasted in the log" });
  snapshot.workbench.feedback!.commands.push("curl -H 'x: SECRET456' localhost");
  const result = generate(snapshot, { redact: makeRedactor(/SECRET\d+/g) });
  assert.deepEqual(result.payload.redactions, { fake: 2 });
  for (const text of [result.json, result.markdown, result.history]) {
    assert.ok(!text.includes("SECRET"), "no secret in any output");
  }
  assert.ok(
    result.payload.open_risks.some(
      (r) => r.detail === "token [REDACTED:fake] was pasted in the log",
    ),
  );
});

test("a secret only visible in the serialised JSON is found by the final scan and removed", () => {
  const snapshot = makeSampleSnapshot();
  snapshot.notes.push({ id: "n-s", kind: "pitfall", text: "tok\nen" });
  // Matches the JSON-escaped form only: the per-string pass cannot see it.
  const result = generate(snapshot, { redact: makeRedactor(/tok\\nen/g) });
  assert.ok(!result.json.includes("tok\\nen"));
  assert.deepEqual(result.payload.redactions, { fake: 1 });
  assert.ok(result.payload.pitfalls.some((p) => p.text === "[REDACTED:fake]"));
});

test("a leak that redaction cannot remove refuses the write (exit 3)", () => {
  const snapshot = makeSampleSnapshot();
  snapshot.notes.push({ id: "n-s", kind: "risk", text: "token SECRET123 was pasted in the log" });
  // This redactor also flags its own marker, so the leak survives every repair.
  assert.throws(
    () => generate(snapshot, { redact: makeRedactor(/SECRET\d+|\[REDACTED:fake\]/g) }),
    (error: unknown) =>
      error instanceof RefusedError &&
      error.exitCode === 3 &&
      /survives redaction in the rendered packet: fake in open_risks\[\d+\]\.detail/.test(
        error.message,
      ),
  );
});

test("text only the renderer wrote is never taken for a secret (issue #18.9)", () => {
  // "Receipts" exists only in the rendered Markdown, never in a packet string.
  const result = generate(makeSampleSnapshot(), { redact: makeRedactor(/Receipts/g) });
  assert.match(result.markdown, /Receipts/);
});
