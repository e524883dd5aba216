import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { writeSecretLog } from "../../bench/gen-log.js";
import { detectAssignments } from "../../src/redact/assignment-rule.js";
import { detectRandomTokens, detectTypedPasswords } from "../../src/redact/entropy-rule.js";
import { detectPlain } from "../../src/redact/families.js";
import { detectWithPreset } from "../../src/redact/preset-family.js";
import { makePairTable, scanLines } from "../../src/redact/line-scan.js";
import { privacyRules } from "../../src/redact/privacy-rules.js";
import { detectLoginSecrets, detectProseSecrets } from "../../src/redact/prose-rule.js";
import { detectPrivateKeys } from "../../src/redact/private-key-rule.js";
import {
  detectProviderTokens,
  PROVIDER_BODIES,
  PROVIDER_PREFIXES,
  shapedRules,
} from "../../src/redact/provider-rules.js";
import { collectFindings } from "../../src/redact/redact.js";
import { detectWithSecretlint } from "../../src/redact/secretlint-rules.js";
import { structureRules } from "../../src/redact/structure-rules.js";
import type { Detection, Rule } from "../../src/redact/types.js";
import { fakeToken, makePlantedSecrets, readLabelledLines } from "../helpers/fake-secrets.js";

/**
 * The pre-scan (`line-scan.ts`, `families.ts`, `preset-family.ts`) may only skip work, never
 * findings: every rule run on just its candidate lines must find what the same rules run on
 * the whole text find, in the order they ran before the pre-scan existed.
 */
const WHOLE_TEXT: Rule[] = [
  detectWithSecretlint,
  detectProviderTokens,
  ...shapedRules.map((shaped) => shaped.detect),
  detectPrivateKeys,
  ...structureRules,
  detectAssignments,
  detectProseSecrets,
  detectLoginSecrets,
  detectRandomTokens,
  detectTypedPasswords,
  ...privacyRules,
];
const runWholeText: Rule = (text, out) => {
  for (const rule of WHOLE_TEXT) rule(text, out);
};

function assertSameFindings(text: string, label: string): void {
  const gated = collectFindings(text, detectPlain);
  const whole = collectFindings(text, runWholeText);
  assert.deepEqual(gated, whole, `${label}: gated and whole-text findings differ`);
}

const PAIRS = makePairTable(PROVIDER_PREFIXES);

function sortedSpans(detections: Detection[]): string[] {
  return [...new Set(detections.map((d) => `${d.start}-${d.end} ${d.kind}`))].sort();
}

/** Each preset rule on its own trigger's lines reports what the whole preset reports. */
function assertSamePresetReports(text: string, label: string): void {
  const gated: Detection[] = [];
  detectWithPreset(scanLines(text, PAIRS), PAIRS, gated);
  const whole: Detection[] = [];
  detectWithSecretlint(text, whole);
  assert.deepEqual(sortedSpans(gated), sortedSpans(whole), `${label}: preset reports differ`);
}

test("every vendor alternative starts with a prefix the line scan knows", () => {
  const pairs = makePairTable(PROVIDER_PREFIXES);
  for (const body of PROVIDER_BODIES) {
    // fast-check cannot generate lookarounds; they only narrow what the body matches
    const plain = body.replace(/\(\?<?[!=][^)]*\)/g, "");
    const sample = fc.sample(fc.stringMatching(new RegExp(`^(?:${plain})$`)), 30);
    for (const token of sample) {
      assert.ok(PROVIDER_PREFIXES.includes(token.slice(0, 2)), `${token} (from ${body})`);
      const scan = scanLines(`x ${token} y`, pairs);
      assert.equal(scan.providerLines[0], 1, `line with ${token} not flagged`);
    }
  }
});

test("gated rules find what whole-text rules find: planted secrets, alone and in a log", () => {
  const lines: string[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    for (const planted of makePlantedSecrets(seed)) {
      assertSameFindings(planted.text, planted.kind);
      assertSamePresetReports(planted.text, planted.kind);
      lines.push(planted.text, `ok ${seed} - nothing here`, `src/a/b-${seed}.ts:12:3`);
    }
  }
  assertSameFindings(lines.join("\n"), "planted log");
  // keyword on one line, value on the next: the windows carry a line of context
  const split = `Authorization:\n  Bearer ${fakeToken(3, 40)}\npublic_key =\n"${fakeToken(4, 40)}"`;
  assertSameFindings(split, "split lines");
});

test("a user:secret@host line with no credential word is gated in by its colon and at-sign", () => {
  // the gates read ':' then '@' without trying every colon to the line's end (that cost the
  // square of a long minified line); a pair after many colons must still pass
  const secret = "Hn5tR2wQ8";
  for (const [before, pair] of [
    ["connect ", `deploy:${secret}@build-01.example.org`],
    [`${'"id":1,'.repeat(40)} `, `deploy:${secret}@build-01.example.org`],
    ["ga naar ", `root:${secret}@db.example.org`],
  ] as const) {
    const text = `${before}${pair} en dan`;
    const at = text.indexOf(secret);
    const found = collectFindings(text, detectPlain).filter((f) => f.start <= at && f.end > at);
    assert.deepEqual(
      found.map((f) => f.kind),
      ["password"],
      text,
    );
  }
});

test("gated rules find what whole-text rules find on the benchmark log", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-prefilter-"));
  try {
    const log = join(dir, "build.log");
    writeSecretLog(log, 600 * 1024, 7);
    const text = readFileSync(log, "utf8");
    // batches as the stream cuts them, one with a PEM key in it
    for (let at = 0; at < text.length; at += 128 * 1024) {
      assertSameFindings(text.slice(at, at + 128 * 1024), `log batch at ${at}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("gated rules find what whole-text rules find on the labelled lines, one by one and joined", () => {
  const texts = readLabelledLines().map((line) => line.text);
  for (const text of texts) {
    assertSameFindings(text, text.slice(0, 60));
    assertSamePresetReports(text, text.slice(0, 60));
  }
  for (let at = 0; at < texts.length; at += 20) {
    assertSameFindings(texts.slice(at, at + 20).join("\n"), `labelled lines ${at}+`);
  }
});
