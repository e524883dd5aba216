/**
 * A first message that opens with background stating the same number as one of its rules: "some
 * households run three loads a week while others get none" (the situation), then the task and
 * "at most three loads a household a week" (the rule), answered by `MAX_LOADS_A_WEEK = 3`. Two
 * hops later, another agent, a message in Portuguese or in Swahili counts the week in kilos
 * (12 kg a household), and that turn's edit writes `MAX_KG_A_WEEK = 12` where
 * `MAX_LOADS_A_WEEK = 3` was. The rule is superseded, the background is not, in every order of
 * three agents: the background tells the situation, the rule comes with the task.
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

const dir = mkdtempSync(join(tmpdir(), "handoff-background-value-"));
const repo = makeRepo("handoff-background-value-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "src/slots.js";
const LOADS = "const MAX_LOADS_A_WEEK = 3;";
const KG = "const MAX_KG_A_WEEK = 12;";
const V1 = [LOADS, "", "module.exports = { MAX_LOADS_A_WEEK };", ""].join("\n");
const V2 = V1.replace(LOADS, KG).replace("{ MAX_LOADS_A_WEEK }", "{ MAX_KG_A_WEEK }");

const SITUATION =
  "Most weeks some households run three loads while others get none, because whoever is home first takes the machines.";
const RULE = "at most three loads a household a week";
const FIRST = [
  "Some background first. We share a laundry room in the basement of a block of forty flats.",
  `${SITUATION} The sign-up sheet hangs on the door and nobody reads it.`,
  "The job: bin/slots.sh should print next week's washing slots from data/signups.tsv, one line a household.",
  `Our rules: ${RULE}; data/signups.tsv is what the neighbours typed, never edit it; npm test passes before any commit.`,
].join(" ");

const NEWERS = [
  "A assembleia de condóminos decidiu ontem: a partir de agora conta-se por peso, no máximo 12 kg de roupa por casa e por semana.",
  "Mkutano wa wakazi umeamua jana: kuanzia sasa tunahesabu kwa uzito, kilo 12 za nguo kwa kila nyumba kwa wiki, si zaidi.",
];

for (const [v, NEWER] of NEWERS.entries())
  for (const agents of [
    ["claude", "codex", "gemini"],
    ["gemini", "claude", "codex"],
    ["codex", "gemini", "claude"],
  ] as const)
    test(`a rule whose number the background states too is the one a newer value takes back (${v}: ${agents.join(" → ")})`, async () => {
      const p3 = await ruleReplacedRelay(dir, repo, {
        agents,
        file: FILE,
        before: V1,
        after: V2,
        first: [FIRST],
        openers: ["Carry on.", "Carry on, please."],
        newer: NEWER,
        reports: [
          "src/slots.js holds the weekly limit.",
          "The limit is 12 kg a household a week now.",
        ],
      });
      const said = splitPartlySuperseded((p3 as Packet).user_messages);
      const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
      const quoted = by(RULE);
      assert.ok(quoted !== undefined && NEWER.includes(quoted), JSON.stringify(said, null, 1));
      assert.equal(by(SITUATION), undefined);
      assert.equal(by("never edit it"), undefined);
    });
