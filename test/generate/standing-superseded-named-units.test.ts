/**
 * A clause of a message of several rules that states a volume ("a calf gets two litres a day"),
 * written by its turn in the unit the constant's name says (`CALF_ML_PER_DAY = 2000`), replaced
 * hops later in another language by another kind of quantity: a later agent takes the constant
 * out and writes `CALF_SHARE = 3` at "a calf gets a third of the day's milk". The reader counts
 * no volumes, so beside a background that states numbers of its own ("14 farms, 300 cows") the
 * constant tied to no sentence and the clause stayed in force. The name's unit and the word after
 * the clause's number tie them now: the clause, and only it, is superseded, in the first message
 * after background and task or in a message of rules, in several languages and scripts. The same
 * for a price said in a currency ("five euros a night") written in its hundredths
 * (`MIN_NIGHT_CENTS = 500`). A name that says no volume, or a volume that does not convert to the
 * constant's value, ties nothing.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-units-"));
const repo = makeRepo("handoff-superseded-units-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});
const hop = scriptedHop(dir, repo);

type Agent = ScriptedSession["agent"];

interface Relay {
  /** The first session's messages; its last one's turn writes the file. */
  first: string[];
  file: string;
  /** The constant's line the first session wrote, then the line a later session put instead. */
  was: string;
  now: string;
  newer: string;
  agents: [Agent, Agent, Agent];
}

/** Three hops and more: the constant written in the first, replaced in the last after `newer`. */
async function relay(r: Relay, between = 2): Promise<Packet> {
  const diffOf = committedValueChanges(repo, r.file);
  const v1 = `${r.was}\nFARMS_FILE = "farms.csv"\n\ndef plan(milk):\n    return milk\n`;
  let packet = await hop(
    {
      agent: r.agents[0],
      day: "2026-12-01",
      user: r.first,
      ...(r.first.length === 1
        ? { writes: [{ path: r.file, content: v1 }] }
        : { rewrites: [{ after: r.first.length - 1, path: r.file, content: v1 }] }),
      commands: ["pytest -q"],
      report: `${r.file} is written; pytest passes.`,
    },
    null,
    diffOf("", v1),
  );
  for (let i = 0; i < between; i++)
    packet = await hop(
      {
        agent: r.agents[1],
        day: `2026-12-0${2 + i}`,
        user: ["continue"],
        commands: ["pytest -q"],
        report: "pytest passes.",
      },
      packet,
      [],
    );
  return hop(
    {
      agent: r.agents[2],
      day: "2026-12-09",
      user: ["continue", r.newer],
      edits: [{ after: 1, path: r.file, old: r.was, new: r.now }],
      commands: ["pytest -q"],
      report: "The new rule is in; pytest passes.",
    },
    packet,
    diffOf(v1, v1.replace(r.was, r.now)),
  );
}

const BACKGROUND = "We run 14 dairy farms with about 300 cows in two districts.";
// "The calf gets a part of the day's milk": no number word (Somali "saddex" is read as 3 now).
const SOMALI = "Weylku wuxuu helayaa qayb ka mid ah caanaha maalinta.";
const KAZAKH = "Бұзау күндік сүттің үштен бірін алады.";

/** The rules, their volume clause and the starts of the other clauses, which stay in force. */
const RULES: [string, string, string, string, string[]][] = [
  [
    "English, commas",
    "Write src/feed.py that plans the milk of each farm.",
    "Rules: a calf gets two litres a day, the report lists farms by district, nothing is written to golden/ by hand.",
    "a calf gets two litres a day",
    ["the report lists farms", "nothing is written to golden/"],
  ],
  [
    "Russian, semicolons",
    "Напиши src/feed.py: план молока для каждой фермы.",
    "Правила: телёнок получает два литра в день; отчёт идёт по районам; в golden/ руками ничего не пишем.",
    "телёнок получает два литра в день",
    ["отчёт идёт по районам", "в golden/ руками"],
  ],
  [
    "Spanish, decimals",
    "Escribe src/feed.py con el plan de leche de cada granja.",
    "Reglas: cada ternero recibe 1,5 litros al día, el informe va por distrito, nada se escribe a mano en golden/.",
    "cada ternero recibe 1,5 litros al día",
    ["el informe va por distrito", "nada se escribe a mano"],
  ],
  [
    "Chinese, full-width commas",
    "请在 src/feed.py 里写每个农场的牛奶计划。",
    "规则：每头小牛每天喝2升奶，报告按区县排列，golden/ 里不手写任何东西。",
    "每头小牛每天喝2升奶",
    ["报告按区县排列", "golden/ 里不手写"],
  ],
];

const WRITTEN: Record<string, string> = {
  "English, commas": "CALF_ML_PER_DAY = 2000",
  "Russian, semicolons": "CALF_ML_PER_DAY = 2000",
  "Spanish, decimals": "CALF_ML_PER_DAY = 1500",
  "Chinese, full-width commas": "CALF_ML_PER_DAY = 2000",
};

for (const [language, task, rules, clause, others] of RULES)
  for (const [where, first] of [
    ["the first message after background and task", [`${BACKGROUND} ${task} ${rules}`]],
    ["a message of rules after the task", [BACKGROUND, task, rules]],
  ] as const)
    for (const [i, newer] of [SOMALI, KAZAKH].entries())
      test(`a volume clause whose constant a later agent took out is superseded alone (${language}, ${where}, ${i === 0 ? "Somali" : "Kazakh"})`, async () => {
        const agents: [Agent, Agent, Agent] =
          i === 0 ? ["claude", "codex", "gemini"] : ["gemini", "claude", "codex"];
        const last = await relay({
          first: [...first],
          file: "src/feed.py",
          was: WRITTEN[language] as string,
          now: "CALF_SHARE = 3",
          newer,
          agents,
        });
        const said = splitPartlySuperseded(last.user_messages);
        const marked = said.filter((m) => m.superseded_by !== undefined);
        assert.deepEqual(
          marked.map((m) => [m.text, m.superseded_by?.text, m.superseded_by?.agent]),
          [[clause, newer, agents[2]]],
          JSON.stringify(said, null, 1),
        );
        for (const rule of [...others, "300 cows"]) {
          const kept = said.find((m) => m.text.includes(rule));
          assert.ok(kept !== undefined && kept.superseded_by === undefined, rule);
        }
      });

test("a constant whose name says no volume ties to no volume clause beside other numbers: both stay", async () => {
  const last = await relay({
    first: [`${BACKGROUND} Write src/feed.py for each farm. ${RULES[0]?.[2]}`],
    file: "src/feed.py",
    was: "CALF_RATION = 2000",
    now: "CALF_SHARE = 3",
    newer: SOMALI,
    agents: ["codex", "gemini", "claude"],
  });
  for (const m of splitPartlySuperseded(last.user_messages))
    assert.equal(m.superseded_by, undefined, m.text);
});

test("a volume that converts to another value than the constant's ties nothing", async () => {
  const last = await relay({
    first: [`${BACKGROUND} Write src/feed.py for each farm. ${RULES[0]?.[2]}`],
    file: "src/feed.py",
    was: "CALF_ML_PER_DAY = 500",
    now: "CALF_SHARE = 3",
    newer: SOMALI,
    agents: ["claude", "gemini", "codex"],
  });
  for (const m of splitPartlySuperseded(last.user_messages))
    assert.equal(m.superseded_by, undefined, m.text);
});

const HARBOUR = "The marina has 60 berths and 3 pontoons, and the harbour master keeps 2 lists.";
/** A price in a currency, written in its hundredths; the rules and their other clauses. */
const PRICES: [string, string, string, string, string[], string][] = [
  [
    "English, euros in words",
    "Write src/berths.py with the fees of each boat.",
    "Rules: every boat pays at least five euros a night, the list goes by arrival, nothing is written to golden/ by hand.",
    "every boat pays at least five euros a night",
    ["the list goes by arrival", "nothing is written to golden/"],
    "MIN_NIGHT_CENTS = 500",
  ],
  [
    "Ukrainian, hryvnias",
    "Напиши src/berths.py з платою за кожен човен.",
    "Правила: кожен човен платить щонайменше 350 гривень за ніч; список іде за прибуттям; у golden/ руками нічого не пишемо.",
    "кожен човен платить щонайменше 350 гривень за ніч",
    ["список іде за прибуттям", "у golden/ руками"],
    "MIN_NIGHT_KOP = 35000",
  ],
  [
    "Spanish, a currency's sign",
    "Escribe src/berths.py con la tarifa de cada barco.",
    "Reglas: cada barco paga como mínimo €12 por noche, la lista va por orden de llegada, nada se escribe a mano en golden/.",
    "cada barco paga como mínimo €12 por noche",
    ["la lista va por orden de llegada", "nada se escribe a mano"],
    "MIN_NIGHT_CENTS = 1200",
  ],
];

// "From now on a boat pays two percent of its price", in Georgian and in Swahili words.
const PERCENT: [string, string][] = [
  ["Georgian", "ამიერიდან ნავი იხდის თავისი ფასის ორ პროცენტს."],
  ["Swahili", "Kuanzia sasa kila mashua inalipa asilimia mbili ya bei yake."],
];

for (const [language, task, rules, clause, others, was] of PRICES)
  for (const [tongue, newer] of PERCENT)
    test(`a price clause whose constant a later agent took out is superseded alone (${language}, ${tongue})`, async () => {
      const agents: [Agent, Agent, Agent] =
        tongue === "Georgian" ? ["codex", "claude", "gemini"] : ["claude", "gemini", "codex"];
      const last = await relay({
        first: [`${HARBOUR} ${task} ${rules}`],
        file: "src/berths.py",
        was,
        now: "NIGHT_SHARE_PCT = 2",
        newer,
        agents,
      });
      const said = splitPartlySuperseded(last.user_messages);
      const marked = said.filter((m) => m.superseded_by !== undefined);
      assert.deepEqual(
        marked.map((m) => [m.text, m.superseded_by?.text, m.superseded_by?.agent]),
        [[clause, newer, agents[2]]],
        JSON.stringify(said, null, 1),
      );
      for (const rule of [...others, "60 berths"]) {
        const kept = said.find((m) => m.text.includes(rule));
        assert.ok(kept !== undefined && kept.superseded_by === undefined, rule);
      }
    });

test("constants written after the user only said to go ahead tie to the rules said before", async () => {
  const agents: [Agent, Agent, Agent] = ["gemini", "codex", "claude"];
  const last = await relay({
    first: [`${BACKGROUND} ${RULES[0]?.[1]} ${RULES[0]?.[2]}`, "yes, go ahead"],
    file: "src/feed.py",
    was: "CALF_ML_PER_DAY = 2000",
    now: "CALF_SHARE = 3",
    newer: SOMALI,
    agents,
  });
  const said = splitPartlySuperseded(last.user_messages);
  const marked = said.filter((m) => m.superseded_by !== undefined);
  assert.deepEqual(
    marked.map((m) => [m.text, m.superseded_by?.text]),
    [[RULES[0]?.[3], SOMALI]],
    JSON.stringify(said, null, 1),
  );
});

test("a price renamed with its value ('PRICE_CENTS_PER_LOAF = 400' → 'PRICE_CENTS_PER_TRAY = 2000') supersedes the clause of its price, not the clause that names the name's unit", async () => {
  const rules =
    "House rules: money is kept in cents as whole numbers, never a float; a loaf of rye costs 4 euros; cafés come by name.";
  const last = await relay({
    first: [`${BACKGROUND} Write src/bread.py with each café's bill. ${rules}`],
    file: "src/bread.py",
    was: "PRICE_CENTS_PER_LOAF = 400",
    now: "PRICE_CENTS_PER_TRAY = 2000",
    newer: "Nüüd müüme plaadi kaupa: üks plaat maksab 20 eurot.",
    agents: ["claude", "gemini", "codex"],
  });
  const said = splitPartlySuperseded(last.user_messages);
  const marked = said.filter((m) => m.superseded_by !== undefined).map((m) => m.text);
  assert.deepEqual(marked, ["a loaf of rye costs 4 euros"], JSON.stringify(said, null, 1));
  const kept = said.find((m) => m.text.includes("money is kept in cents"));
  assert.ok(kept !== undefined && kept.superseded_by === undefined);
});
