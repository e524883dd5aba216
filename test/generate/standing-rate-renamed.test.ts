/**
 * A price rule counted per one thing, replaced in another language by a price per another thing
 * through a renamed constant: house rules in Spanish or in Hindi (the extraction room costs 15
 * denars a kilo of honey; a reading over 120 kg is a scale fault), answered by
 * `FEE_DENARS_PER_KG = 15` and `MAX_READING_KG = 120`; two hops later, another agent, a message in
 * German or Russian (the board voted: 250 denars a hive), and that turn's edit writes
 * `FEE_DENARS_PER_HIVE = 250` where `FEE_DENARS_PER_KG = 15` was. The fee clause, and only it,
 * is superseded, in every order of three agents.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";
import { ruleReplacedRelay } from "../helpers/scripted-hop.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-rate-renamed-"));
const repo = makeRepo("handoff-rate-renamed-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "src/fee.js";
const KG = "const FEE_DENARS_PER_KG = 15;";
const HIVE = "const FEE_DENARS_PER_HIVE = 250;";
const MAX = "const MAX_READING_KG = 120;";
const V1 = [KG, MAX, "", "module.exports = { FEE_DENARS_PER_KG, MAX_READING_KG };", ""].join("\n");
const V2 = V1.replace(KG, HIVE).replace("{ FEE_DENARS_PER_KG,", "{ FEE_DENARS_PER_HIVE,");

const TASK =
  "Our beekeepers' association needs its fees worked out. bin/fees.sh 2026 should print each member's honey yield and the fee for the extraction room.";
const VARIANTS = [
  {
    fee: "la sala de extracción cuesta 15 denares por cada kilo de miel",
    max: "una lectura de más de 120 kg es un fallo de la báscula",
    rules: (fee: string, max: string) => `Reglas de la asociación: ${fee}; ${max}.`,
    newer:
      "Der Vorstand hat gestern abgestimmt: ab dieser Saison zahlt man die Schleuder pro Bienenstock, 250 Denar für jeden Stock, der Honig gegeben hat.",
  },
  {
    fee: "निष्कर्षण कक्ष के लिए शहद के हर किलो पर 15 दीनार शुल्क",
    max: "120 किलो से ऊपर की कोई भी रीडिंग तराजू की गड़बड़ी है, उसे न गिनें",
    rules: (fee: string, max: string) => `संघ के नियम: ${fee}। ${max}।`,
    newer:
      "Правление вчера проголосовало: с этого сезона плата за центрифугу берётся не за килограмм, а за улей, 250 динаров за каждый улей, давший мёд. Улей без мёда ничего не платит.",
  },
  {
    // Sinhala writes "is 15" as the number with a suffix (15යි): a number all the same.
    fee: "මී පැණි කිලෝවකට ඩිනාර් 15යි",
    max: "කිලෝ 120ට වැඩි කියවීමක් තරාදියේ දෝෂයක්",
    rules: (fee: string, max: string) => `සංගමයේ නීති: ${fee}. ${max}.`,
    newer:
      "Le comité a voté hier : dès cette saison, la centrifugeuse se paie par ruche, 250 dinars pour chaque ruche qui a donné du miel.",
  },
];

for (const [v, { fee: R_FEE, max: R_MAX, rules, newer: NEWER }] of VARIANTS.entries())
  for (const agents of [
    ["claude", "codex", "gemini"],
    ["gemini", "claude", "codex"],
    ["codex", "gemini", "claude"],
  ] as const)
    test(`a price per kilo replaced in another language by a price per hive, the constant renamed, is superseded (${v}: ${agents.join(" → ")})`, async () => {
      const RULES = rules(R_FEE, R_MAX);
      const p3 = await ruleReplacedRelay(dir, repo, {
        agents,
        file: FILE,
        before: V1,
        after: V2,
        first: [TASK, RULES],
        openers: ["Weiter so.", "Weiter."],
        newer: NEWER,
        reports: [
          "src/fee.js holds the fee and the scale's limit.",
          "The fee is 250 denars a hive now.",
        ],
      });
      const said = splitPartlySuperseded((p3 as Packet).user_messages);
      const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
      // The newer message's sentence that takes it back is quoted (its lead may be left out).
      const quoted = by(R_FEE);
      assert.ok(quoted !== undefined && NEWER.includes(quoted), JSON.stringify(said, null, 1));
      assert.equal(by(R_MAX), undefined);
      assert.equal(by(TASK), undefined);
    });
