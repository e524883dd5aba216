/**
 * A step one session named that the next session (another agent) did is no next action after
 * it, whatever words each used: the file the step says to write, written; a quantity the step
 * names in the domain's words, written as an identifier built from an abbreviation of it
 * (`wtKg` for "weight", `qty` for "quantity"); a character the step names, written as its code
 * point (`\u00a0` for "the non-breaking space"); a case the step says to handle alone. The
 * evidence is what the session wrote and ran, never its report alone: code for something else,
 * a test still failing, another character's code point keep the step.
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
import {
  type RelayAgent,
  type ScriptedEdit,
  ingestScripted,
} from "../helpers/relay-transcripts.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-step-done-later-"));
after(() => removeDir(dir));
const sessions = carriedStepSessions(dir, "Weiter, wo die letzte Sitzung aufgehört hat");
const after_ = sessions.after;

const WEIGHT = "Add the parcel weight to the shipping label in src/label.ts.";
const WEIGHT_CODE = {
  path: "src/label.ts",
  content: [
    "export function labelLine(p: Parcel): string {",
    "  const wtKg = (p.grams / 1000).toFixed(1);",
    "  return [p.id, p.parcelNo, wtKg + ' kg'].join(' · ');",
    "}",
  ].join("\n"),
};
const WEIGHT_TEST = {
  path: "test/label.test.ts",
  content: "test('label line shows parcel wt', () => assert.match(labelLine(box), /1.2 kg/));",
};

const QUANTITY = "Add the quantity of each line to the invoice summary in lib/summary.py.";
const QUANTITY_CODE = {
  path: "lib/summary.py",
  content: [
    "def summary_row(line):",
    "    qty = line.units",
    "    return f'{line.sku}  x{qty}  {line.total_cents / 100:.2f}'",
  ].join("\n"),
};
const QUANTITY_TEST = {
  path: "tests/test_summary.py",
  content: "def test_summary_row_has_qty():\n    assert 'x3' in summary_row(LINE)",
};

const NBSP = "Replace the non-breaking space in prices with a plain space in src/price.js.";
const NBSP_CODE = {
  path: "src/price.js",
  content: "export const plainPrice = (s) => s.replaceAll('\\u00a0', ' ');",
};
const NBSP_TEST = {
  path: "test/price.test.js",
  content: "test('plain price', () => assert.equal(plainPrice('12\\u00a0€'), '12 €'));",
};

const ZWSP = "Strip the zero-width space from imported titles in lib/titles.js.";
const ZWSP_CODE = {
  path: "lib/titles.js",
  content: "const INVISIBLE = /\\u200B/g;\nexports.cleanTitle = (t) => t.replace(INVISIBLE, '');",
};
const ZWSP_TEST = {
  path: "test/titles.test.js",
  content: "test('clean title', () => assert.equal(cleanTitle('a\\u200Bb'), 'ab'));",
};

const WEEKDAYS = "Handle only weekday bookings in src/slots.py.";
const WEEKDAYS_CODE = {
  path: "src/slots.py",
  content: [
    "def bookable_slots(day):",
    "    if day.weekday() >= 5:  # Saturday and Sunday: closed",
    "        return []",
    "    return [s for s in SLOTS if s.free]",
  ].join("\n"),
};
const WEEKDAYS_TEST = {
  path: "tests/test_slots.py",
  content: "def test_weekend_day_has_no_slots():\n    assert bookable_slots(SATURDAY) == []",
};

const ROLLBACK = "Write docs/rollback.md with the steps to roll back a release.";
const ROLLBACK_DOC = {
  path: "docs/rollback.md",
  content: "# Rolling back a release\n\n1. `git revert` the release commit.\n2. Tag it and deploy.",
};

const DONE: [string, Hop][] = [
  [
    "Add the parcel weight to the shipping label in src/label.ts, and add a test for it.",
    {
      writes: [WEIGHT_CODE, WEIGHT_TEST],
      commands: ["npm test"],
      report: "Etiketten visar vikten nu.",
    },
  ],
  [
    "Add the parcel weight to the shipping label in src/label.ts and add a test for it.",
    { writes: [WEIGHT_CODE, WEIGHT_TEST], commands: ["npm test"], report: "Klaar." },
  ],
  [
    "Add the average delivery time to the daily report in src/report.py.",
    {
      writes: [
        {
          path: "src/report.py",
          content:
            "def daily_report(rows):\n    avg_delivery_mins = mean(r.mins for r in rows)\n    return {'avg_delivery_mins': avg_delivery_mins}",
        },
        {
          path: "tests/test_report.py",
          content:
            "def test_daily_report_has_avg_delivery():\n    assert daily_report(ROWS)['avg_delivery_mins'] == 42",
        },
      ],
      commands: ["pytest -q"],
      report: "Erledigt.",
    },
  ],
  [
    "Handle only single-night stays in lib/stay.js.",
    {
      writes: [
        {
          path: "lib/stay.js",
          content:
            "function checkStay(nights) {\n  if (nights !== 1) throw new RangeError('one night only');\n}",
        },
        {
          path: "test/stay.test.js",
          content:
            "test('a stay of two nights is refused', () => assert.throws(() => checkStay(2)));",
        },
      ],
      commands: ["npm test"],
      report: "C'est fait.",
    },
  ],
  [
    "Drop the em dash from generated slugs.",
    {
      writes: [
        {
          path: "src/slug.ts",
          content:
            "export const slugify = (t: string) => t.replace(/\\u2014/g, '-').toLowerCase();",
        },
        {
          path: "test/slug.test.ts",
          content: "test('slugify', () => assert.equal(slugify('a\\u2014b'), 'a-b'));",
        },
      ],
      commands: ["npm test"],
      report: "Hotovo.",
    },
  ],
  [
    "Add the total amount to the receipt footer in src/receipt.ts.",
    {
      writes: [
        {
          path: "src/receipt.ts",
          content:
            "export function footer(lines: Line[]): string {\n  const totalAmt = lines.reduce((a, l) => a + l.cents, 0);\n  return 'Total: ' + fmt(totalAmt);\n}",
        },
        {
          path: "test/receipt.test.ts",
          content: "test('footer shows total amt', () => assert.match(footer(L), /Total/));",
        },
      ],
      commands: ["npm test"],
      report: "Listo.",
    },
  ],
  [
    "Show the message count in the inbox header in src/inbox.tsx.",
    {
      writes: [
        {
          path: "src/inbox.tsx",
          content:
            "export function InboxHeader({ msgs }: Props) {\n  const msgCnt = msgs.length;\n  return <h1>Inbox ({msgCnt})</h1>;\n}",
        },
        {
          path: "test/inbox.test.tsx",
          content:
            "test('header shows msg cnt', () => expect(render(<InboxHeader msgs={two} />)).toContain('(2)'));",
        },
      ],
      commands: ["npm test"],
      report: "Fatto.",
    },
  ],
  [
    "Keep the byte order mark out of exported CSV files in src/export.js.",
    {
      writes: [
        {
          path: "src/export.js",
          content:
            "exports.toCsv = (rows) => {\n  const text = rows.map(line).join('\\n');\n  return text.startsWith('\\uFEFF') ? text.slice(1) : text;\n};",
        },
        {
          path: "test/export.test.js",
          content: "test('csv export', () => assert.equal(toCsv(R)[0], 'a'));",
        },
      ],
      commands: ["npm test"],
      report: "Gotowe.",
    },
  ],
  [
    WEIGHT,
    {
      writes: [WEIGHT_CODE, WEIGHT_TEST],
      commands: ["npm test"],
      report: "L'étiquette affiche maintenant le poids du colis.",
    },
  ],
  [
    QUANTITY,
    {
      writes: [QUANTITY_CODE, QUANTITY_TEST],
      commands: ["pytest -q"],
      report: "Gotowe, testy przechodzą.",
    },
  ],
  [
    NBSP,
    {
      writes: [NBSP_CODE, NBSP_TEST],
      commands: ["npm test"],
      report: "Los precios ya salen con un espacio normal.",
    },
  ],
  [
    ZWSP,
    {
      writes: [ZWSP_CODE, ZWSP_TEST],
      commands: [fail("npm test", "1 failing"), "npm test"],
      report: "タイトルはきれいになりました。",
    },
  ],
  [
    WEEKDAYS,
    {
      writes: [WEEKDAYS_CODE, WEEKDAYS_TEST],
      commands: ["pytest -q"],
      report: "Wochenenden geben jetzt keine Slots mehr.",
    },
  ],
  [
    ROLLBACK,
    {
      writes: [ROLLBACK_DOC],
      commands: ["git add docs/rollback.md", "git commit -m 'Rollback guide'"],
      report: "Kész.",
    },
  ],
];

test("a step the next session did in code terms of its own is done", async () => {
  for (const agent of AGENTS) {
    for (const [step, hop] of DONE) {
      const s = await after_(agent, step, hop);
      assert.equal(doneBySession(step, null, s), true, `${agent}: ${step}`);
      assert.ok(!(resolveNextAction(s).text ?? "").includes(step), `${agent}: ${step}`);
      assert.equal(resolveNextAction(s).text, null, `${agent}: ${step}`);
    }
  }
});

test("code for something else, another character, one of two things, or a failing test keep the step", async () => {
  const cases: [string, Hop][] = [
    // The label gained the parcel number, not its weight.
    [
      WEIGHT,
      {
        writes: [
          { path: "src/label.ts", content: "export const labelLine = (p) => String(p.parcelNo);" },
        ],
        commands: ["npm test"],
        report: "L'étiquette est prête.",
      },
    ],
    // Weight written, height not: two things asked for alike.
    [
      "Add the parcel weight and height to the shipping label in src/label.ts.",
      { writes: [WEIGHT_CODE, WEIGHT_TEST], commands: ["npm test"], report: "Fertig." },
    ],
    // The summary got a total, not the quantity.
    [
      QUANTITY,
      {
        writes: [
          {
            path: "lib/summary.py",
            content: "def summary_row(line):\n    return f'{line.sku} {line.total_cents}'",
          },
        ],
        commands: ["pytest -q"],
        report: "Hotovo.",
      },
    ],
    // Another character's code point than the one the step names.
    [
      NBSP,
      {
        writes: [
          {
            path: "src/price.js",
            content: "export const plainPrice = (s) => s.replaceAll('\\u200b', '');",
          },
        ],
        commands: ["npm test"],
        report: "Listo.",
      },
    ],
    // Other code for the step's subject: the upload client, with no retries.
    [
      "Add retries to the upload client in src/upload.ts.",
      {
        writes: [
          {
            path: "src/upload.ts",
            content:
              "export const uploadClient = (url: string) => fetch(url, { signal: timeout(30) });",
          },
        ],
        commands: ["npm test"],
        report: "Der Upload-Client hat jetzt ein Timeout.",
      },
    ],
    // The en dash written for a step that names the em dash (both named "… DASH").
    [
      "Drop the em dash from generated slugs.",
      {
        writes: [
          {
            path: "src/slug.ts",
            content: "export const slugify = (t: string) => t.replace(/\\u2013/g, '-');",
          },
          { path: "test/slug.test.ts", content: "test('slugify', () => assert.ok(slugify('a')));" },
        ],
        commands: ["npm test"],
        report: "Hotovo.",
      },
    ],
    // The weight written, no test for it.
    [
      "Add the parcel weight to the shipping label in src/label.ts, and add a test for it.",
      { writes: [WEIGHT_CODE], commands: ["npm test"], report: "Klaar." },
    ],
    // The step's code written, its test still failing.
    [
      ZWSP,
      {
        writes: [ZWSP_CODE, ZWSP_TEST],
        commands: [fail("npm test", "1 failing: clean title")],
        report: "Bijna.",
      },
    ],
    // The document the step names, written with nothing of what it asks.
    [
      ROLLBACK,
      {
        writes: [{ path: "docs/rollback.md", content: "# TODO\n" }],
        commands: [],
        report: "Kész.",
      },
    ],
  ];
  for (const agent of AGENTS) {
    for (const [i, [step, hop]] of cases.entries()) {
      const s = await after_(agent, step, hop);
      assert.equal(doneBySession(step, null, s), false, `${agent}: case ${i}: ${step}`);
    }
  }
});

/** A first session whose last prose states a step, then the tool calls after it. */
async function statedThenDone(
  agent: RelayAgent,
  said: string,
  hop: Hop & { user?: string[]; replies?: string[]; edits?: ScriptedEdit[] },
) {
  const s = makeSessionSnapshot();
  s.previous = null;
  s.notes = [];
  s.workbench.agent_state = null;
  s.transcript = await ingestScripted(dir, SAMPLE_ROOT, {
    agent,
    day: sessions.nextDay(),
    user: hop.user ?? ["Etiketten für den Versand drucken, bitte."],
    ...(hop.user === undefined ? { said } : { replies: [said, ...(hop.replies ?? [])] }),
    commands: hop.commands,
    report: null,
    ...(hop.writes === undefined ? {} : { writes: hop.writes }),
    ...(hop.edits === undefined ? {} : { edits: hop.edits }),
  });
  s.options.agent_report = null;
  return s;
}

test("a step the session states and then carries out by its later tool calls is no next action", async () => {
  const stated: [string, Hop][] = [
    [
      `Next step: ${WEIGHT.toLowerCase()}`,
      { writes: [WEIGHT_CODE, WEIGHT_TEST], commands: ["npm test"], report: "" },
    ],
    [
      `Siguiente paso: ${ZWSP}`,
      { writes: [ZWSP_CODE, ZWSP_TEST], commands: ["npm test"], report: "" },
    ],
    [QUANTITY, { writes: [QUANTITY_CODE, QUANTITY_TEST], commands: ["pytest -q"], report: "" }],
  ];
  for (const agent of AGENTS)
    for (const [said, hop] of stated) {
      const s = await statedThenDone(agent, said, hop);
      assert.equal(s.transcript?.agent_report, said, agent);
      assert.equal(resolveNextAction(s).text, null, `${agent}: ${said}`);
    }
});

test("a step stated, then carried out in the next turn after the user's go-ahead, is no next action", async () => {
  for (const agent of AGENTS) {
    const s = await statedThenDone(agent, `Next step: ${NBSP}`, {
      user: ["Format the prices in src/price.js.", "ok, go ahead"],
      writes: [NBSP_TEST],
      commands: ["npm test"],
      edits: [{ after: 1, path: NBSP_CODE.path, old: "export {};", new: NBSP_CODE.content }],
      report: "",
    });
    assert.equal(resolveNextAction(s).text, null, agent);
  }
});

test("a step stated with its command, then run and passing, is no next action; another command leaves it", async () => {
  const said = "Next step: run `make seed` to load the demo shops.";
  for (const agent of AGENTS) {
    const ran = await statedThenDone(agent, said, { commands: ["make seed"], report: "" });
    assert.equal(resolveNextAction(ran).text, null, agent);
    const other = await statedThenDone(agent, said, { commands: ["make lint"], report: "" });
    assert.match(resolveNextAction(other).text ?? "", /make seed/, agent);
    const failed = await statedThenDone(agent, said, {
      commands: [fail("make seed", "seed.sql: relation shops does not exist")],
      report: "",
    });
    assert.match(resolveNextAction(failed).text ?? "", /make seed/, agent);
    // Run before it was stated; only another file written after.
    const before = await statedThenDone(agent, said, {
      user: ["Seed the demo shops with make seed.", "and now?"],
      commands: ["make seed"],
      edits: [{ after: 1, path: "README.md", old: "# Shops", new: "# Shops\n\nDemo data." }],
      report: "",
    });
    assert.match(resolveNextAction(before).text ?? "", /make seed/, agent);
  }
});

test("a stated step stays when what follows it wrote another file or nothing", async () => {
  for (const agent of AGENTS) {
    // The tool calls after it wrote another file than the step's.
    const other = await statedThenDone(agent, `Next step: ${WEIGHT}`, {
      writes: [
        { path: "src/tracking.ts", content: "export const trackingNo = (p) => p.wtKg;" },
        WEIGHT_TEST,
      ],
      commands: ["npm test"],
      report: "",
    });
    assert.match(resolveNextAction(other).text ?? "", /parcel weight/, agent);
    // Only a test run after it: the step's file was written before it was stated.
    const before = await statedThenDone(agent, `Next step: ${WEIGHT}`, {
      user: ["Print the shipping labels in src/label.ts.", "what next?"],
      writes: [WEIGHT_CODE, WEIGHT_TEST],
      commands: [],
      replies: [],
      report: "",
    });
    assert.match(resolveNextAction(before).text ?? "", /parcel weight/, agent);
  }
});

test("after the carried step is done, the report's own step stays, in any language", async () => {
  const reports = [
    "Wochenenden sind zu.\n\nNächster Schritt: Feiertage in src/holidays.py sperren.",
    "Wochenenden sind zu. Sperre als Nächstes die Feiertage in src/holidays.py.",
  ];
  for (const [i, report] of reports.entries()) {
    const agent = AGENTS[i % AGENTS.length] ?? "claude";
    const s = await after_(agent, WEEKDAYS, {
      writes: [WEEKDAYS_CODE, WEEKDAYS_TEST],
      commands: ["pytest -q"],
      report,
    });
    assert.match(resolveNextAction(s).text ?? "", /src\/holidays\.py/, `${agent}: ${report}`);
  }
});

test("after the carried step is done, the report's marked step in another language is the next action", async () => {
  const reports: [string, string][] = [
    ["Hotovo.\n\nDalší krok: přidat výšku balíku na štítek.", "přidat výšku balíku na štítek."],
    [
      "Kész. Következő lépés: a csomag magasságát is rá kell írni a címkére.",
      "a csomag magasságát",
    ],
    [
      "完了しました。次のステップ：ラベルに荷物の高さを追加する。",
      "ラベルに荷物の高さを追加する。",
    ],
    ["हो गया। अगला कदम: लेबल में पार्सल की ऊंचाई जोड़ें।", "लेबल में पार्सल की ऊंचाई जोड़ें।"],
    ["Valmis. Seuraava vaihe: lisää paketin korkeus tarraan.", "lisää paketin korkeus tarraan."],
    ["הושלם. הצעד הבא: להוסיף את גובה החבילה לתווית.", "להוסיף את גובה החבילה לתווית."],
    ["完成了。下一步：在标签上加上包裹的高度。", "在标签上加上包裹的高度。"],
    ["Gata. Următorul pas: adaugă înălțimea coletului pe etichetă.", "adaugă înălțimea coletului"],
  ];
  for (const [i, [report, own]] of reports.entries()) {
    const agent = AGENTS[i % AGENTS.length] ?? "claude";
    const s = await after_(agent, WEIGHT, {
      writes: [WEIGHT_CODE, WEIGHT_TEST],
      commands: ["npm test"],
      report,
    });
    const next = resolveNextAction(s).text ?? "";
    assert.ok(next.startsWith(own), `${agent}: ${report} -> ${next}`);
  }
});
