import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { RefusedError } from "../../src/errors.js";
import { generate } from "../../src/generate/index.js";
import type { RedactResult } from "../../src/redact/index.js";
import { fakeToken } from "../helpers/fake-secrets.js";
import { runCli } from "../helpers/run-cli.js";
import { makeExampleRepo, removeDir } from "../helpers/temp-repo.js";
import { makeSampleSnapshot } from "../helpers/sample-snapshot.js";

/**
 * The final scan of the rendered packet (#18.9) and reruns when an input holds a secret
 * (#18.10).
 */

/** A stand-in redactor for `pattern` (global regex), so the final scan can be driven. */
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

function addAssumption(repo: string, text: string): void {
  const path = join(repo, "agent_state.json");
  const state = JSON.parse(readFileSync(path, "utf8")) as { assumptions: string[] };
  state.assumptions.push(text);
  writeFileSync(path, `${JSON.stringify(state, null, 2)}\n`);
}

test("the final scan never takes the renderer's own text for a secret (#18.9)", () => {
  const snapshot = makeSampleSnapshot();
  snapshot.workbench.agent_state?.assumptions?.push("CI logs in with gh auth login --with-token");
  // Matches only where the renderer appends `(agent_state, \`a-…\`)` after a value: no input
  // holds that text, so it is not a secret of any input.
  const result = generate(snapshot, { redact: makeRedactor(/--with-token \(agent_state/g) });
  assert.match(result.markdown, /--with-token \(agent_state, `a-[0-9a-f]+`\)/);
  assert.deepEqual(result.payload.redactions, {});
});

test("a secret seen only in its Markdown-escaped form is removed from the field that holds it", () => {
  const snapshot = makeSampleSnapshot();
  snapshot.workbench.agent_state?.assumptions?.push("the tok*en in staging is shared");
  // Matches `tok\*en` as handoff.md escapes it (a `*` that could close emphasis), not the
  // packet string itself.
  const result = generate(snapshot, { redact: makeRedactor(/tok\\\*en/g) });
  assert.ok(!result.markdown.includes("tok\\*en"));
  assert.ok(result.payload.assumptions_to_validate.some((a) => a.text.includes("[REDACTED:fake]")));
  assert.deepEqual(result.payload.redactions, { fake: 1 });
});

test("a refusal names the field and the input that hold the secret, never the secret (#18.9)", () => {
  const snapshot = makeSampleSnapshot();
  const secret = `SECRET${fakeToken(60, 12)}`;
  snapshot.workbench.agent_state?.assumptions?.push(`deploy key is ${secret}`);
  // This redactor also flags its own marker: the leak cannot be removed, so the write refuses.
  const redactor = makeRedactor(new RegExp(`${secret}|\\[REDACTED:fake\\]`, "g"));
  assert.throws(
    () => generate(snapshot, { redact: redactor }),
    (error: unknown) =>
      error instanceof RefusedError &&
      error.exitCode === 3 &&
      /assumptions_to_validate\[\d+\]\.text \(input: agent_state\)/.test(error.message) &&
      !error.message.includes(secret),
  );
});

test("write: an assumption ending in --with-token writes the packet (#18.9)", async () => {
  const repo = makeExampleRepo();
  try {
    addAssumption(repo, "CI logs in with gh auth login --with-token");
    const write = await runCli(["write", "--allow-dirty", "--json"], { cwd: repo });
    assert.equal(write.code, 0, write.stderr);
  } finally {
    removeDir(repo);
  }
});

test("write: the same inputs give the same packet when an assumption holds a secret (#18.10)", async () => {
  const repo = makeExampleRepo();
  try {
    const token = `ghp_${fakeToken(61, 36)}`;
    addAssumption(repo, `CI pushes with ${token} until the app token lands`);
    const runs: Array<{ id: string; status: string }> = [];
    const bytes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const write = await runCli(["write", "--allow-dirty", "--json"], { cwd: repo });
      assert.equal(write.code, 0, write.stderr);
      const out = JSON.parse(write.stdout) as { id: string; status: string; json: string };
      runs.push({ id: out.id, status: out.status });
      const json = readFileSync(out.json, "utf8");
      assert.ok(!json.includes(token), "the token is in handoff.json");
      bytes.push(json);
    }
    assert.deepEqual(
      runs.map((r) => r.status),
      ["written", "unchanged", "unchanged"],
    );
    assert.equal(new Set(runs.map((r) => r.id)).size, 1, JSON.stringify(runs));
    assert.equal(new Set(bytes).size, 1, "handoff.json bytes differ between reruns");
    assert.match(bytes[0] ?? "", /"github": 1/);
  } finally {
    removeDir(repo);
  }
});
