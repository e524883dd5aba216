/**
 * Prices kept in a table of one line, replaced in another language through the code: Vietnamese
 * house rules (35 crowns a load on the cold program, 48 on the hot one; at least 20 crowns a
 * ticket), answered by `KR_PER_LOAD = { cold: 35, hot: 48 }` and `MIN_KR = 20`; two hops later,
 * another agent, a Polish message (by the kilogram from next month: cold 9 crowns, hot 12), and
 * that turn's edit writes `KR_PER_KG = { cold: 9, hot: 12 }` where the table was. The diff reads
 * one value change a member, so the sentence of the prices, and only it, is superseded.
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

const dir = mkdtempSync(join(tmpdir(), "handoff-table-values-"));
const repo = makeRepo("handoff-table-values-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "src/price.js";
const V1 = [
  "const KR_PER_LOAD = { cold: 35, hot: 48 };",
  "const MIN_KR = 20;",
  "",
  "module.exports = { KR_PER_LOAD, MIN_KR };",
  "",
].join("\n");
const V2 = V1.replace(
  "KR_PER_LOAD = { cold: 35, hot: 48 }",
  "KR_PER_KG = { cold: 9, hot: 12 }",
).replace("{ KR_PER_LOAD,", "{ KR_PER_KG,");

const TASK =
  "The launderette needs its tickets billed. node bin/bill.js 2026-05 should print each customer's loads and what they owe.";
const R_PRICE = "chương trình cold giá 35 kroner một mẻ, chương trình hot 48 kroner một mẻ";
const R_MIN = "Mỗi phiếu trả ít nhất 20 kroner";
const RULES = `Quy định của tiệm: ${R_PRICE}. ${R_MIN}.`;
const NEWER =
  "Od przyszłego miesiąca liczymy za kilogram, a nie za wsad: cold 9 koron za kilogram, hot 12 koron.";

for (const agents of [
  ["claude", "codex", "gemini"],
  ["gemini", "claude", "codex"],
  ["codex", "gemini", "claude"],
] as const)
  test(`prices of a table replaced in another language through the code supersede their sentence only (${agents.join(" → ")})`, async () => {
    const p3 = await ruleReplacedRelay(dir, repo, {
      agents,
      file: FILE,
      before: V1,
      after: V2,
      first: [TASK, RULES],
      openers: ["Tiếp tục nhé.", "Dalej."],
      newer: NEWER,
      reports: [
        "src/price.js holds the prices and the minimum.",
        "The prices are by the kilogram now.",
      ],
    });
    const said = splitPartlySuperseded((p3 as Packet).user_messages);
    const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
    assert.ok(by(R_PRICE) !== undefined, JSON.stringify(said, null, 1));
    assert.equal(by(R_MIN), undefined);
    assert.equal(by(TASK), undefined);
  });
