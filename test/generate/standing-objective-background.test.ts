/**
 * The objective of a first message written by someone who never read the rules, across relays of
 * real-shaped Claude Code, Codex CLI and Gemini CLI sessions: a title line, "some context" and
 * background whose last sentence ends with no full stop (a quote in Arabic or Korean, a phone
 * number in Arabic-Indic or Urdu digits, an emoji, a number), then the task after a bridge, as a
 * question or as a need, then house rules. The objective is the task sentence alone at every
 * hop — never the background's tail, never the title — and the later messages (carry on, a new
 * rule, a replaced rule, thanks) never become it; the whole first message stays among the
 * user's words.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import {
  type RelayAgent,
  type ScriptedSession,
  ingestScripted,
} from "../helpers/relay-transcripts.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-objective-background-"));
after(() => removeDir(dir));

/** One hop of a relay: the session read from its transcript, the packet before it. */
async function hop(session: ScriptedSession, previous: Packet | null): Promise<Packet> {
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, SAMPLE_ROOT, session);
  s.options.agent_report = null;
  s.options.allow_missing_next = true;
  s.previous = previous === null ? null : toPreviousView(previous);
  return generate(s).payload;
}

/** A relay of one line of work: its first message, its task, and the later hops' messages. */
interface Relay {
  language: string;
  agents: RelayAgent[];
  first: string;
  task: string;
  /** Each later hop's messages: carrying on, a rule added or replaced, thanks. */
  later: string[][];
  /** Files the first hop wrote (what the task names). */
  writes: string[];
  command: string;
}

const RELAYS: Relay[] = [
  {
    language: "English, a bridge after a quote in Arabic",
    agents: ["gemini", "codex", "claude", "codex"],
    first: [
      "Parking permits, Arabic this time",
      "",
      "Some context. The city office prints residents' parking permits with bin/permit.py from data/permits.csv. Since March the permits of the eastern district carry the header",
      '"تصريح وقوف السيارات"',
      "That's where you come in: make bin/permit.py print that header right to left, and add a test in tests/test_permit.py. Keep the Latin layout as it is. Never touch data/permits.csv by hand.",
    ].join("\n"),
    task: "make bin/permit.py print that header right to left, and add a test in tests/test_permit.py.",
    later: [
      [
        "same drill as before, take it from where the other agent stopped",
        "Also: permit numbers always in Latin digits.",
      ],
      ["Change of plan: the Latin layout may move to the left margin now. Carry on."],
      ["Thanks, that's all for today!"],
    ],
    writes: ["bin/permit.py", "tests/test_permit.py"],
    command: "python -m pytest -q tests/test_permit.py",
  },
  {
    language: "Catalan, a question in the middle",
    agents: ["claude", "gemini", "codex"],
    first:
      "Caixa del lloguer de bicis\n\nUna mica de context. La botiga del port lloga bicicletes per hores i les tarifes són a prices/rates.csv. Al final del dia la Núria ho suma tot a mà amb la calculadora. Podries fer que src/caixa.js sumi els lloguers del dia amb una funció dailyTotal()? Els imports sempre en cèntims. No toquis prices/rates.csv.",
    task: "Podries fer que src/caixa.js sumi els lloguers del dia amb una funció dailyTotal()?",
    later: [
      ["Continua on ho va deixar l'altre agent.", "Els imports ara en euros amb dos decimals."],
      ["Gràcies, perfecte."],
    ],
    writes: ["src/caixa.js"],
    command: "node --test",
  },
  {
    language: "Urdu, a bridge after a phone number in Urdu digits",
    agents: ["codex", "claude", "gemini"],
    first:
      "دکان کا حساب\nکچھ پس منظر۔ ہماری کپڑے کی دکان ہر شام کا حساب ledger/sales.csv میں رکھتی ہے۔ حساب میں غلطی ہو تو منیجر کو اس نمبر پر فون کریں ۰۳۰۰ ۱۲۳۴۵۶۷\nآپ کا کام یہ ہے: src/daily_total.py میں daily_total() لکھیں جو ہر دن کی کل فروخت واپس کرے۔ رقم ہمیشہ پیسوں میں ہو۔",
    task: "src/daily_total.py میں daily_total() لکھیں جو ہر دن کی کل فروخت واپس کرے۔",
    later: [["جہاں پچھلے ایجنٹ نے چھوڑا تھا وہیں سے جاری رکھیں۔"], ["شکریہ!"]],
    writes: ["src/daily_total.py"],
    command: "python -m pytest -q",
  },
  {
    language: "Lithuanian, a need after an emoji",
    agents: ["gemini", "claude"],
    first:
      "Sandėlio likučiai\n\nŠiek tiek konteksto. Sandėlis kas valandą eksportuoja likučius į export/stock.tsv. Vadovė rašo komentarus su jaustukais 📦\nMums trūksta funkcijos exportStock() faile src/stock/export.ts, kuri kabutėmis apgaubtų kiekvieną tekstinį lauką. Skyriklis visada tabuliacija.",
    task: "Mums trūksta funkcijos exportStock() faile src/stock/export.ts, kuri kabutėmis apgaubtų kiekvieną tekstinį lauką.",
    later: [["Tęsk nuo ten, kur baigė kitas agentas.", "Ačiū!"]],
    writes: ["src/stock/export.ts"],
    command: "npm test",
  },
  {
    language: "Tagalog, a bridge after a quote in Korean",
    agents: ["claude", "codex"],
    first:
      'Resibo ng karinderya\nKaunting konteksto. Ang karinderya ni Aling Rosa ay nagpi-print ng resibo mula sa menu/items.json. May turistang Koreano na humiling na nakasulat din sa resibo ang "영수증"\nIto ang kailangan ko: gawin mong mag-print ang src/receipt.py ng pamagat sa Korean at Tagalog, at magdagdag ng test sa tests/test_receipt.py. Huwag galawin ang menu/items.json.',
    task: "gawin mong mag-print ang src/receipt.py ng pamagat sa Korean at Tagalog, at magdagdag ng test sa tests/test_receipt.py.",
    later: [["Ituloy mo lang kung saan tumigil ang ibang agent.", "Salamat!"]],
    writes: ["src/receipt.py", "tests/test_receipt.py"],
    command: "python -m pytest -q tests/test_receipt.py",
  },
  {
    language: "Icelandic, a bridge after a phone number",
    agents: ["codex", "gemini"],
    first:
      "Ferjuáætlun\n\nSmá samhengi. Ferjan til Vestmannaeyja siglir eftir timetable/week.json. Hafnarvörðurinn svarar í síma 481 2800\nHér er það sem ég þarf: láttu src/timetable.ts prenta næturferðirnar með bryggjunni. Tímar alltaf á 24 stunda sniði.",
    task: "láttu src/timetable.ts prenta næturferðirnar með bryggjunni.",
    later: [["Haltu áfram þar sem hinn hætti.", "Takk fyrir!"]],
    writes: ["src/timetable.ts"],
    command: "npm test",
  },
  {
    language: "Yoruba, a question after an emoji",
    agents: ["gemini", "codex"],
    first:
      "Owo ile itaja\nDiẹ ninu itan. Ile itaja Mama Bisi n ta aṣọ, o si n kọ tita ojoojumọ sinu ledger/sales.csv. Mama Bisi maa n fi emoji ranṣẹ 🙏🏾\nṢe o le kọ iṣẹ daily_total() ninu src/ledger.py ti yoo ṣe akopọ tita ọjọ kọọkan? Owo naa gbọdọ wa ni kobo nigbagbogbo.",
    task: "Ṣe o le kọ iṣẹ daily_total() ninu src/ledger.py ti yoo ṣe akopọ tita ọjọ kọọkan?",
    later: [["Tẹsiwaju lati ibi ti aṣoju to kọja duro.", "O ṣeun!"]],
    writes: ["src/ledger.py"],
    command: "python -m pytest -q",
  },
];

for (const relay of RELAYS) {
  test(`${relay.language}: the task sentence is the objective at every hop of ${relay.agents.join(" → ")}`, async () => {
    const [firstAgent = "claude", ...laterAgents] = relay.agents;
    const p1 = await hop(
      {
        agent: firstAgent,
        day: "2026-12-01",
        user: [relay.first],
        writes: relay.writes.map((path) => ({ path, content: "// first cut\n" })),
        commands: [relay.command],
        report: "Done: the first cut is in and its test passes.",
      },
      null,
    );
    assert.equal(p1.objective, relay.task);
    assert.equal(p1.user_messages[0]?.text, relay.first);
    let previous = p1;
    for (const [i, agent] of laterAgents.entries()) {
      const packet = await hop(
        {
          agent,
          day: `2026-12-0${i + 2}`,
          user: relay.later[i] ?? ["continue"],
          commands: [relay.command],
          report: "The tests pass.",
        },
        previous,
      );
      assert.equal(packet.objective, `${relay.task} (from packet ${p1.id})`, `hop ${i + 2}`);
      previous = packet;
    }
  });
}

test("with no request, bridge or question, the sentence naming the file the session then wrote is the task", async () => {
  // Estonian: background naming one call, then the task as a plain statement naming the file the
  // session writes, then a rule; nothing but the session's own writes marks which is the task.
  const task = "Uus exportStock() failis src/stock/export.ts paneb teksti jutumärkidesse.";
  const first = [
    "Natuke taustast. Ladu kasutab readStock() failist src/stock/read.ts.",
    "Juhataja vaatab igal hommikul jäägid üle.",
    task,
    "readStock() jääb samaks.",
  ].join(" ");
  const packet = await hop(
    {
      agent: "claude",
      day: "2026-12-01",
      user: [first],
      writes: [{ path: "src/stock/export.ts", content: "export function exportStock() {}\n" }],
      commands: ["npm test"],
      report: "exportStock() is in src/stock/export.ts and its test passes.",
    },
    null,
  );
  assert.equal(packet.objective, task);
});
