/**
 * A carried step the next session (another agent) did in words of its own is done: code whose
 * identifiers, test names and comments say the step's behaviour in code terms, a run of the
 * step's check with a parameter of its own, a report in another language. A step only started
 * (its test still failing), one about another file, or one the session says it left stays the
 * next action.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { resolveNextAction } from "../../src/generate/next-action.js";
import { doneBySession } from "../../src/generate/step-done.js";
import {
  STEP_AGENTS as AGENTS,
  type Hop,
  carriedStepSessions,
  fail,
} from "../helpers/carried-step.js";
import type { ScriptedRun } from "../helpers/relay-transcripts.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-step-other-words-"));
after(() => removeDir(dir));
const sessions = carriedStepSessions(dir, "Pick up where the last session stopped");
const after_ = sessions.after;

const REFUNDS = "Handle refunds on split payments in src/payments/split.ts.";
const SPLIT_CODE = {
  path: "src/payments/split.ts",
  content: [
    "export const SPLIT_REFUND = 'split_refund';",
    "// Each card gets back the share it paid.",
    "export function refundShares(shares: Share[], amount: number): Share[] {",
    "  return shares.map((s) => ({ ...s, back: Math.round((amount * s.cents) / total(shares)) }));",
    "}",
  ].join("\n"),
};
const SPLIT_TEST = {
  path: "test/payments/split.test.ts",
  content:
    "test('SPLIT_REFUND goes back per card', () => { expect(refundShares(two, 10)).toEqual(five) });",
};

const TOKENIZER = "Make the tokenizer keep emoji sequences together.";
const TOKENIZER_CODE = {
  path: "tok/tokenizer.py",
  content: [
    "ZWJ = '\\u200d'",
    "def keeps_zwj(text, i):",
    "    # an emoji joined by a ZWJ stays one token",
    "    return text[i] == ZWJ",
  ].join("\n"),
};
const TOKENIZER_TEST = {
  path: "tests/test_tokenizer.py",
  content: "def test_zwj_seq_is_one_token():\n    assert len(tokenize('👩‍👩‍👧')) == 1",
};

const PAIRS = "Count a surrogate pair as one character in lib/width.js.";
const WIDTH_CODE = {
  path: "lib/width.js",
  content: [
    "// A high half (0xD800-0xDBFF) and the low half after it are one char.",
    "function charCount(s) { let n = 0; for (const _ of s) n++; return n; }",
    "module.exports = { charCount };",
  ].join("\n"),
};
const WIDTH_TEST = {
  path: "test/width.test.js",
  content: "test('pair counts once', () => assert.equal(charCount('😀'), 1));",
};

/** Sessions that did the step in code terms, each closing in its own words and language. */
const WRITTEN: [string, Hop][] = [
  [
    REFUNDS,
    {
      writes: [SPLIT_CODE, SPLIT_TEST],
      commands: ["npm test"],
      report: "Each card now gets its share back; 14 tests pass.",
    },
  ],
  [
    REFUNDS,
    {
      writes: [SPLIT_CODE, SPLIT_TEST],
      commands: ["npm test"],
      report: "Listo: cada tarjeta recibe de vuelta su parte, y las pruebas pasan.",
    },
  ],
  [
    TOKENIZER,
    {
      writes: [TOKENIZER_CODE, TOKENIZER_TEST],
      commands: [fail("pytest -q", "1 failed"), "pytest -q"],
      report: "ZWJ で結合された絵文字は 1 トークンのままです。テストは通りました。",
    },
  ],
  [
    TOKENIZER,
    {
      writes: [TOKENIZER_CODE, TOKENIZER_TEST],
      commands: ["pytest -q"],
      report: "Emoji birleşimleri artık tek parça kalıyor; testler geçiyor.",
    },
  ],
  [
    PAIRS,
    {
      writes: [WIDTH_CODE, WIDTH_TEST],
      commands: ["npm test"],
      report: "Gotowe: para zastępcza liczy się teraz jako jeden znak, testy przechodzą.",
    },
  ],
  [
    PAIRS,
    {
      writes: [WIDTH_CODE, WIDTH_TEST],
      commands: ["npm test"],
      report: "Done.",
    },
  ],
];

test("a carried step written in code terms by another agent is done, its report in any language", async () => {
  for (const agent of AGENTS) {
    for (const [step, hop] of WRITTEN) {
      const s = await after_(agent, step, hop);
      assert.equal(doneBySession(step, null, s), true, `${agent}: ${step} / ${hop.report}`);
      assert.ok(!(resolveNextAction(s).text ?? "").includes(step), `${agent}: ${hop.report}`);
    }
  }
});

test("a step only started, about another file, or left by the session stays the next action", async () => {
  const cases: [string, Hop][] = [
    // Half written: its test still fails.
    [
      REFUNDS,
      {
        writes: [SPLIT_CODE, SPLIT_TEST],
        commands: [fail("npm test", "1 failing: SPLIT_REFUND goes back per card")],
        report: "Wrote the first half of the split refund.",
      },
    ],
    // Half the step: refunds written, chargebacks not.
    [
      "Handle refunds and chargebacks on split payments in src/payments/split.ts.",
      { writes: [SPLIT_CODE, SPLIT_TEST], commands: ["npm test"], report: "Refunds are in." },
    ],
    // Another file than the step's.
    [
      REFUNDS,
      {
        writes: [{ path: "src/payments/card.ts", content: SPLIT_CODE.content }],
        commands: ["npm test"],
        report: "Card refunds are in.",
      },
    ],
    // The step's file, other work in it, and the step said to be left.
    [
      REFUNDS,
      {
        writes: [
          {
            path: "src/payments/split.ts",
            content: "export function roundSplit(shares) { return shares.map(Math.round); }",
          },
        ],
        commands: ["npm test"],
        report: "Rounding of split shares is fixed. I didn't get to the refunds.",
      },
    ],
    [
      REFUNDS,
      {
        writes: [SPLIT_CODE, SPLIT_TEST],
        commands: ["npm test"],
        report: "Escribí SPLIT_REFUND, pero no llegué a los refunds de verdad: falta el reparto.",
      },
    ],
    // No file named: the subject ("the tokenizer") is no file the session edited.
    [
      TOKENIZER,
      {
        writes: [
          {
            path: "tok/exporter.py",
            content:
              "def keep_emoji_sequences(rows):\n    # emoji sequences together\n    return rows",
          },
        ],
        commands: ["pytest -q"],
        report: "The exporter keeps emoji rows together.",
      },
    ],
    // The step's file, words of something else.
    [
      PAIRS,
      {
        writes: [
          { path: "lib/width.js", content: "function padEnd(s, w) { return s + ' '.repeat(w); }" },
        ],
        commands: ["npm test"],
        report: "Padding is fixed.",
      },
    ],
  ];
  for (const agent of AGENTS) {
    for (const [step, hop] of cases) {
      const s = await after_(agent, step, hop);
      assert.equal(doneBySession(step, null, s), false, `${agent}: ${step} / ${hop.report}`);
    }
  }
});

/** Steps that ask to run a check of a period or a case, and runs with words of their own. */
const RUNS: [string, (string | ScriptedRun)[], boolean][] = [
  ["Run the quarterly check.", ["make check Q=3"], true],
  ["Run the import for the 2024 files.", ["scripts/import.sh 2024"], true],
  ["Re-run the slow suite.", ["npm run test:slow"], true],
  ["Run the quarterly check again.", ["Q=2 make check"], true],
  // Not done: another check, the year not the step's, the run failed, no parameter for the
  // case the step names, one file of a whole suite.
  ["Run the quarterly check.", ["make lint Q=3"], false],
  ["Run the import for the 2024 files.", ["scripts/import.sh 2023"], false],
  ["Re-run the slow suite.", [fail("npm run test:slow", "2 failing")], false],
  ["Run the quarterly check.", ["make check"], false],
  ["Re-run the whole test suite with coverage.", ["npm test -- test/a.test.js"], false],
];

test("a carried step that asks to run a check of a period or a case is done by that run", async () => {
  for (const agent of AGENTS) {
    for (const [step, commands, done] of RUNS) {
      const s = await after_(agent, step, { commands, report: "All set." });
      assert.equal(doneBySession(step, null, s), done, `${agent}: ${step} / ${commands}`);
    }
  }
  // A run the session says it left open keeps the step.
  const s = await after_("codex", "Re-run the slow suite.", {
    commands: ["npm run test:slow"],
    report: "The slow suite passed locally; it should still run on CI before the merge.",
  });
  assert.equal(doneBySession("Re-run the slow suite.", null, s), false);
});

test("the briefing after a session that did the carried step gives that session's own step, or none", async () => {
  const own = await after_("gemini", REFUNDS, {
    writes: [SPLIT_CODE, SPLIT_TEST],
    commands: ["npm test"],
    report:
      "Cada tarjeta recibe su parte.\n\nSiguiente paso: documentar SPLIT_REFUND en docs/payments.md.",
  });
  const next = resolveNextAction(own).text ?? "";
  assert.match(next, /docs\/payments\.md/);
  const none = await after_("codex", "Run the quarterly check.", {
    commands: ["make check Q=3"],
    report: "Kontrola kwartalna przeszła bez błędów.",
  });
  assert.equal(resolveNextAction(none).text, null);
});

test("a report that only says, in other words, how the carried step's work stands is no next action", async () => {
  const reports = [
    "The tokenizer keeps emoji sequences together.",
    "Added keeps_zwj() and a test for it.",
    "Los emojis con ZWJ quedan en un solo token.",
    "Emoji dizilerini tek token olarak tutan kodu ekledim.",
  ];
  for (const [i, report] of reports.entries()) {
    const agent = AGENTS[i % AGENTS.length] ?? "claude";
    const s = await after_(agent, TOKENIZER, {
      writes: [TOKENIZER_CODE, TOKENIZER_TEST],
      commands: ["pytest -q"],
      report,
    });
    assert.equal(resolveNextAction(s).text, null, `${agent}: ${report}`);
  }
});

test("a report that says where the carried step's output now sits ('next to') is no step left", async () => {
  const DISCOUNT =
    "Print each line's discount next to its price, so the shop can answer a customer who asks.";
  const code = {
    path: "src/receipt.py",
    content: [
      "def receipt_lines(items):",
      "    # the discount beside the price: the customer sees what was taken off",
      "    return [f'{i.name} {i.price_cents / 100:.2f} (-{i.discount_cents / 100:.2f})' for i in items]",
    ].join("\n"),
  };
  const check = {
    path: "tests/test_receipt.py",
    content: "def test_discount_shown():\n    assert '(-0.50)' in receipt_lines([item])[0]",
  };
  const reports = [
    "receipt_lines() prints each line's discount next to its price. pytest -q passes: 6 tests. Everything is committed and the work tree is clean.",
    "Each line's discount prints next to its price now. All 6 tests pass; committed.",
  ];
  // Claude Code and Gemini CLI edit with their file tools (the scripted Codex writes by shell).
  for (const [i, report] of reports.entries()) {
    const agent = i === 0 ? "claude" : "gemini";
    const s = await after_(agent, DISCOUNT, {
      writes: [code, check],
      commands: ["pytest -q"],
      report,
    });
    assert.equal(resolveNextAction(s).text, null, `${agent}: ${report}`);
  }
  // A project's own check script is its test run.
  const script = await after_("gemini", DISCOUNT, {
    writes: [code, check],
    commands: ["TZ=Africa/Lagos sh check.sh"],
    report:
      "receipt_lines() prints each line's discount next to its price. The check script passes; committed.",
  });
  assert.equal(resolveNextAction(script).text, null);
  // A step said with "next" is still one.
  const step = await after_("codex", DISCOUNT, {
    writes: [code, check],
    commands: ["pytest -q"],
    report:
      "receipt_lines() prints each discount next to its price. Next, the totals line should show the sum of the discounts. pytest -q passes.",
  });
  assert.match(resolveNextAction(step).text ?? "", /totals line/);
});
