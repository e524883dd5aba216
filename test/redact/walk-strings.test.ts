import assert from "node:assert/strict";
import { test } from "node:test";
import { toolResult } from "../../src/mcp/results.js";
import { redact } from "../../src/redact/index.js";
import { mapStrings, redactStrings } from "../../src/redact/walk-strings.js";
import { makePlantedSecrets } from "../helpers/fake-secrets.js";

const upper = (text: string) => text.toUpperCase();

test("keys of input data pass through the fix; schema keys are kept byte for byte", () => {
  const value = { files: { "a.ts": ["x", 1, null, true] }, n: 2 };
  assert.deepEqual(mapStrings(value, upper), { FILES: { "A.TS": ["X", 1, null, true] }, N: 2 });
  assert.deepEqual(mapStrings(value, upper, { keys: "schema" }), {
    files: { "a.ts": ["X", 1, null, true] },
    n: 2,
  });
  assert.deepEqual(value.files["a.ts"], ["x", 1, null, true], "the input was changed");
});

test("exempt keys keep their string value, and only their string value", () => {
  const value = { md: "/home/me/x.md", other: "/home/me/y", nested: { md: ["list"] } };
  assert.deepEqual(mapStrings(value, upper, { keys: "schema", exempt: new Set(["md"]) }), {
    md: "/home/me/x.md",
    other: "/HOME/ME/Y",
    nested: { md: ["LIST"] },
  });
});

test("redactStrings counts every finding, in keys too when keys are input", () => {
  const [secret] = makePlantedSecrets(7);
  assert.ok(secret !== undefined);
  const counts: Record<string, number> = {};
  const out = redactStrings({ [secret.text]: secret.text }, redact, counts);
  assert.ok(!JSON.stringify(out).includes(secret.secret), JSON.stringify(out));
  assert.ok(Object.values(counts).reduce((a, b) => a + b, 0) >= 2, JSON.stringify(counts));
});

test("an MCP result keyed by input text does not leak a secret held in a key", () => {
  // Before one walker, MCP results redacted values only: a key could carry a secret out.
  const [secret] = makePlantedSecrets(11);
  assert.ok(secret !== undefined);
  const result = toolResult(
    { by_file: { [secret.text]: 1 }, packet_dir: "/home/me/.handoff" },
    new Set(["packet_dir"]),
  );
  const text = JSON.stringify(result);
  assert.ok(!text.includes(secret.secret), text);
  assert.ok(text.includes("/home/me/.handoff"), "the exempt path was redacted");
});

test("redactStrings redacts a string met again once, and counts its findings at each place", () => {
  const [secret] = makePlantedSecrets(11);
  assert.ok(secret !== undefined);
  const calls: string[] = [];
  const redactor = (text: string) => {
    calls.push(text);
    return redact(text);
  };
  const once: Record<string, number> = {};
  redactStrings({ a: secret.text }, redact, once, { keys: "schema" });
  const perPlace = Object.values(once).reduce((sum, n) => sum + n, 0);
  assert.ok(perPlace >= 1);
  const counts: Record<string, number> = {};
  const value = { a: [secret.text, "x", secret.text], b: { c: secret.text } };
  const out = redactStrings(value, redactor, counts, { keys: "schema" });
  assert.deepEqual(calls, [secret.text, "x"]);
  assert.ok(!JSON.stringify(out).includes(secret.secret));
  assert.equal(
    Object.values(counts).reduce((sum, n) => sum + n, 0),
    3 * perPlace,
  );
});
