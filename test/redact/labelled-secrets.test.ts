import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";
import { type LabelledLine, readLabelledLines } from "../helpers/fake-secrets.js";

/**
 * Quality on the project's own labelled lines (`test/fixtures/secrets/labelled.jsonl`): every
 * secret line loses all its planted values, every non-secret line comes out unchanged. The lines
 * cover each rule family and the red-team forms of issue #18 (encodings, quotes, tool flags);
 * the negatives are the everyday text a handoff carries (prose, code, logs, ids, commands).
 * The recall on the large third-party corpus is a benchmark: `npm run bench:recall`.
 */

test("every secret of the labelled lines is masked, every other line left alone", () => {
  const lines = readLabelledLines();
  const positives = lines.filter((l) => l.secret);
  const negatives = lines.filter((l) => !l.secret);
  assert.ok(positives.length >= 50 && negatives.length >= 40, "fixture smaller than expected");
  const wrong = (l: LabelledLine): boolean => {
    const out = redact(l.text).text;
    return l.secret ? l.values.some((v) => out.includes(v)) : out !== l.text;
  };
  const describe = (l: LabelledLine) =>
    `${l.secret ? "missed" : "touched"} ${l.kind}: ${redact(l.text).text}`;
  assert.deepEqual(
    lines.filter((l) => l.known === undefined && wrong(l)).map(describe),
    [],
    "lines the redactor gets wrong",
  );
  // a known error that is fixed must lose its `known` mark
  assert.deepEqual(
    lines.filter((l) => l.known !== undefined && !wrong(l)).map(describe),
    [],
    "lines marked known that are now right",
  );
});
