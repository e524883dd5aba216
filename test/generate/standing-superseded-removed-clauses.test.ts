/**
 * A clause of a message of several rules, replaced by another kind of quantity through the
 * code: "parcels narrower than 40 cm pay as 40 cm" is written as `MIN_WIDTH_CM = 40` by one
 * agent; two hops later another agent, at a newer message in another language with the value in
 * that language's number words and another unit (a floor in money a parcel), takes the constant
 * out and writes `MIN_PARCEL_CENTS = 350`. The clause is superseded, and only it, whatever shape
 * the message of rules has: the clause's number said twice, clauses parted by commas, colons,
 * semicolons or line breaks (a list of dashes too), number words, a Chinese sentence of full-width commas, the
 * constants written in another order or beside a helper's own number.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";
import type { ScriptedEdit, ScriptedSession } from "../helpers/relay-transcripts.js";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-removed-clauses-"));
const repo = makeRepo("handoff-removed-clauses-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "src/parcels.ts";
const hop = scriptedHop(dir, repo);
const diffOf = committedValueChanges(repo, FILE);

const WIDTH = "export const MIN_WIDTH_CM = 40;";
const WEIGHT = "export const MAX_WEIGHT_KG = 30;";
const FLOOR = "export const MIN_PARCEL_CENTS = 350;";
const BODY = [
  "",
  "export function price(widthCm: number, perCm: number): number {",
  "  return Math.max(widthCm, MIN_WIDTH_CM) * perCm;",
  "}",
];
const WRITTEN: Record<string, string> = {
  "in the rules' order": [WIDTH, WEIGHT, ...BODY].join("\n"),
  "in another order": [WEIGHT, WIDTH, ...BODY].join("\n"),
  "beside a helper's number": ["const CENTS_PER_EURO = 100;", WIDTH, WEIGHT, ...BODY].join("\n"),
};
const after3 = (v1: string) =>
  v1
    .replace(`${WIDTH}\n`, "")
    .replace(WEIGHT, `${WEIGHT}\n${FLOOR}`)
    .replace(
      "  return Math.max(widthCm, MIN_WIDTH_CM) * perCm;",
      "  return Math.max(widthCm * perCm, MIN_PARCEL_CENTS);",
    );
const EDITS: ScriptedEdit[] = [
  { after: 1, path: FILE, old: `${WIDTH}\n`, new: "" },
  { after: 1, path: FILE, old: WEIGHT, new: `${WEIGHT}\n${FLOOR}` },
  {
    after: 1,
    path: FILE,
    old: "  return Math.max(widthCm, MIN_WIDTH_CM) * perCm;",
    new: "  return Math.max(widthCm * perCm, MIN_PARCEL_CENTS);",
  },
];

const TASK = "Write the parcel prices in src/parcels.ts.";
/** Each message of rules: the clause of the width, and the others' starts. */
const RULES: [string, string, string, string[]][] = [
  [
    "semicolons",
    "Rules: parcels narrower than 40 cm pay as 40 cm; a parcel over 30 kg is refused; labels are printed by weight.",
    "parcels narrower than 40 cm pay as 40 cm",
    ["a parcel over 30 kg", "labels are printed"],
  ],
  [
    "commas",
    "Rules: parcels narrower than 40 cm pay as 40 cm, a parcel over 30 kg is refused, labels are printed by weight.",
    "parcels narrower than 40 cm pay as 40 cm",
    ["a parcel over 30 kg", "labels are printed"],
  ],
  [
    "colons",
    "House rules: parcels narrower than 40 cm pay as 40 cm: a parcel over 30 kg is refused: labels are printed by weight.",
    "parcels narrower than 40 cm pay as 40 cm",
    ["a parcel over 30 kg", "labels are printed"],
  ],
  [
    "number words",
    "Rules: parcels narrower than forty centimetres pay as forty centimetres, a parcel over thirty kilos is refused, labels are printed by weight.",
    "parcels narrower than forty centimetres pay as forty centimetres",
    ["a parcel over thirty kilos", "labels are printed"],
  ],
  [
    "line breaks",
    "Rules:\nparcels narrower than 40 cm pay as 40 cm\na parcel over 30 kg is refused\nlabels are printed by weight",
    "parcels narrower than 40 cm pay as 40 cm",
    ["a parcel over 30 kg", "labels are printed"],
  ],
  [
    "a list of dashes",
    "Rules:\n- parcels narrower than 40 cm pay as 40 cm\n- a parcel over 30 kg is refused\n- labels are printed by weight",
    "parcels narrower than 40 cm pay as 40 cm",
    ["a parcel over 30 kg", "labels are printed"],
  ],
  [
    "Chinese",
    "规则：宽度不足40厘米的包裹按40厘米计费，超过30公斤的包裹拒收，标签按重量打印。",
    "宽度不足40厘米的包裹按40厘米计费",
    ["超过30公斤", "标签按重量打印"],
  ],
];

const NEWER = {
  // "From now on every parcel pays at least three euros fifty."
  Spanish: "A partir de ahora cada paquete paga como mínimo tres euros con cincuenta.",
  // "From now on every parcel pays at least three and a half lira."
  Turkish: "Artık her paket en az üç buçuk lira öder.",
};

async function relay(first: string[], v1: string, newer: string): Promise<Packet> {
  const agents: ScriptedSession["agent"][] = ["claude", "gemini", "codex"];
  const p1 = await hop(
    {
      agent: agents[0] as ScriptedSession["agent"],
      day: "2026-12-01",
      user: first,
      ...(first.length === 1
        ? { writes: [{ path: FILE, content: v1 }] }
        : { rewrites: [{ after: first.length - 1, path: FILE, content: v1 }] }),
      commands: ["npm test"],
      report: "src/parcels.ts holds the prices.",
    },
    null,
    diffOf("", v1),
  );
  const p2 = await hop(
    {
      agent: agents[1] as ScriptedSession["agent"],
      day: "2026-12-02",
      user: ["continue"],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    p1,
    [],
  );
  return hop(
    {
      agent: agents[2] as ScriptedSession["agent"],
      day: "2026-12-03",
      user: ["continue", newer],
      edits: EDITS,
      commands: ["npm test"],
      report: "Every parcel pays 350 cents at least.",
    },
    p2,
    diffOf(v1, after3(v1)),
  );
}

for (const [shape, rules, width, others] of RULES)
  for (const [language, newer] of Object.entries(NEWER))
    for (const [written, v1] of Object.entries(WRITTEN))
      for (const where of ["a message of rules", "the first message"])
        test(`the clause of a constant taken out at a ${language} floor in money is superseded (${shape}, ${written}, ${where})`, async () => {
          const first = where === "the first message" ? [`${TASK} ${rules}`] : [TASK, rules];
          const last = await relay(first, v1, newer);
          const said = splitPartlySuperseded(last.user_messages);
          const marked = said.filter((m) => m.superseded_by !== undefined);
          assert.deepEqual(
            marked.map((m) => [m.text, m.superseded_by?.text]),
            [[width, newer]],
            JSON.stringify(said, null, 1),
          );
          for (const rule of others) {
            const kept = said.find((m) => m.text.includes(rule));
            assert.ok(kept !== undefined && kept.superseded_by === undefined, rule);
            // The rules in force keep no empty place where the clause stood.
            assert.doesNotMatch(kept.text, /[:;,：；，]\s*[,;，；]|^[ \t]*[-•][ \t]*(?:[-•]|$)/mu);
          }
        });
