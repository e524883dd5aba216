/**
 * A price rule replaced in another language while the message restates a price that stays: house
 * rules in Indonesian or in Tagalog (ice $95 a tonne; the chiller $18 a night a catch), answered
 * by a Tcl file (`set ::ICE_CENTS_PER_TONNE 9500 ;# …`, `set ::CHILLER_CENTS_PER_NIGHT 1800 ;#
 * …`); two hops later, another agent, a message in Swahili, Welsh or Samoan says the chiller is paid
 * by the bin and the night now, its new price in words, and that the ice stays at $95 (in
 * digits). That turn rewrites the file whole with `set ::CHILLER_CENTS_PER_BIN_NIGHT 400`. The
 * chiller's clause, and only it, is superseded, in every order of three agents: the $95 is the
 * price the turn wrote again as it was, not another value the message was about; and the quote
 * of the newer message holds the new price, not only the price restated.
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

const dir = mkdtempSync(join(tmpdir(), "handoff-kept-price-"));
const repo = makeRepo("handoff-kept-price-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "lib/bill.tcl";
const ICE = "set ::ICE_CENTS_PER_TONNE 9500          ;# flake ice, by the tonne";
const NIGHT = "set ::CHILLER_CENTS_PER_NIGHT 1800      ;# a catch in the chiller, a night";
const BIN = "set ::CHILLER_CENTS_PER_BIN_NIGHT 400   ;# a bin in the chiller, a night";
const V1 = [
  "# The plant's prices, in cents.",
  ICE,
  NIGHT,
  "",
  "proc owed {} { return 0 }",
  "",
].join("\n");
const V2 = V1.replace(NIGHT, BIN);

const TASK =
  "We run the ice plant on the wharf. tclsh bin/ice.tcl 2026-09 should print each boat's ice and chiller nights and what it owes; tclsh tests/all.tcl runs the tests.";
const VARIANTS = [
  {
    ice: "es serpih $95 per ton",
    chiller: "chiller $18 per malam untuk setiap tangkapan",
    rules: (ice: string, chiller: string) => `Aturan pabrik: ${ice}; ${chiller}.`,
    newer:
      "Bodi imeamua jana: kuanzia sasa chiller inalipwa kwa kila pipa kwa kila usiku, dola nne kwa pipa moja kwa usiku mmoja. Bei ya barafu inabaki $95 kwa tani.",
  },
  {
    ice: "ang yelo ay $95 bawat tonelada",
    chiller: "ang chiller ay $18 bawat gabi sa bawat huli",
    rules: (ice: string, chiller: string) => `Mga patakaran ng planta: ${ice}; ${chiller}.`,
    newer:
      "Penderfynodd y bwrdd ddoe: o hyn ymlaen mae'r oergell yn cael ei thalu fesul bin a fesul noson, pedair doler am un bin am un noson. Mae pris yr iâ yn aros yn $95 y dunnell.",
  },
  {
    // Samoan: the new price in words no table reads, the ice's price in digits.
    ice: "ang yelo ay $95 bawat tonelada",
    chiller: "ang chiller ay $18 bawat gabi sa bawat huli",
    rules: (ice: string, chiller: string) => `Mga patakaran ng planta: ${ice}; ${chiller}.`,
    newer:
      "Ua filifili le komiti ananafi: mai le taimi nei, o le fale malulu e totogi i pusa ma po, e fā tālā mo le pusa e tasi mo le po e tasi. O le tau o le aisa e tumau i le $95 mo le tone.",
  },
];

for (const [v, { ice: R_ICE, chiller: R_CHILLER, rules, newer: NEWER }] of VARIANTS.entries())
  for (const agents of [
    ["claude", "codex", "gemini"],
    ["gemini", "claude", "codex"],
    ["codex", "gemini", "claude"],
  ] as const)
    test(`a price replaced beside a price restated as it stays: only the replaced one is superseded (${v}: ${agents.join(" → ")})`, async () => {
      const p3 = await ruleReplacedRelay(dir, repo, {
        agents,
        file: FILE,
        before: V1,
        after: V2,
        first: [TASK, rules(R_ICE, R_CHILLER)],
        openers: ["Carry on.", "Carry on, please."],
        newer: NEWER,
        reports: [
          "lib/bill.tcl holds the two prices.",
          "The chiller is $4 a bin a night now; the ice stays at $95 a tonne.",
        ],
      });
      const said = splitPartlySuperseded((p3 as Packet).user_messages);
      const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
      const quoted = by(R_CHILLER);
      assert.ok(quoted !== undefined && NEWER.includes(quoted), JSON.stringify(said, null, 1));
      // The quote holds the new price, not only the price restated as it stands.
      assert.match(quoted, /dola nne|pedair doler|fā tālā/, quoted);
      assert.equal(by(R_ICE), undefined);
      assert.equal(by(TASK), undefined);
    });
