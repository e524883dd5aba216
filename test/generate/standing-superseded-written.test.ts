/**
 * A rule tied through the code the older turn wrote: a Lithuanian message of house rules, each
 * with a value, answered in the same turn by one constant per rule (`MIN_CHARGE_CENTS = 500` for
 * "ne mažiau kaip 5 eurai": no list reads the euros as 500 cents); hops later a Serbian message
 * (Cyrillic, the new price in words) and the agent's edit of that constant (500 → 750). The
 * first packet keeps which sentence each constant holds, so the hop that sees the edit marks that
 * sentence superseded, and the marks carry on. A question before an edit, or an edit the agent
 * made after only "go on", marks nothing.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";
import type { Packet } from "../../src/model/packet/types.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-written-"));
const repo = makeRepo("handoff-superseded-written-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "src/parcel.ts";
const diffOf = committedValueChanges(repo, FILE);
const hop = scriptedHop(dir, repo);

const V1 = [
  "export const MIN_CHARGE_CENTS = 500;",
  "export const MAX_SIDE_CM = 100;",
  "export const MAX_KG = 30;",
  "export const PEAK_FROM_H = 18;",
  "export function charge(cents: number): number {",
  "  return Math.max(cents, MIN_CHARGE_CENTS);",
  "}",
].join("\n");

// Lithuanian: the task, then four rules each with a value.
const R_PRICE = "mokestis ne mažesnis kaip 5 eurai";
const R_SIDE = "kraštinė ne ilgesnė kaip 100 cm";
const R_KG = "siuntinys sveria ne daugiau kaip 30 kg";
const R_PEAK = "piko laikas nuo 18 valandos.";
const RULES = `Sukurk siuntinių kainas faile src/parcel.ts. Taisyklės: ${R_PRICE}; ${R_SIDE}; ${R_KG}; ${R_PEAK}`;
// Serbian Cyrillic, the new price in words: "The lowest charge is seven and a half euros."
const PRICE_NEW = "Најмања наплата је седам и по евра.";
const QUESTION = "Колико тестова сада имамо?";

const edit = (after: number, old: string, now: string) => ({ after, path: FILE, old, new: now });

async function relay(agents: readonly ScriptedSession["agent"][]): Promise<Packet[]> {
  const p1 = await hop(
    {
      agent: agents[0] as ScriptedSession["agent"],
      day: "2026-12-01",
      user: [RULES],
      writes: [{ path: FILE, content: V1 }],
      commands: ["npm test"],
      report: "src/parcel.ts holds the rules.",
    },
    null,
    diffOf("", V1),
  );
  const p2 = await hop(
    {
      agent: agents[1] as ScriptedSession["agent"],
      day: "2026-12-02",
      user: ["nastavi"],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    p1,
    [],
  );
  const V3 = V1.replace("MIN_CHARGE_CENTS = 500", "MIN_CHARGE_CENTS = 750");
  const p3 = await hop(
    {
      agent: agents[2] as ScriptedSession["agent"],
      day: "2026-12-03",
      user: ["nastavi", PRICE_NEW],
      edits: [
        edit(1, "export const MIN_CHARGE_CENTS = 500;", "export const MIN_CHARGE_CENTS = 750;"),
      ],
      commands: [],
      report: "The lowest charge is 750 cents.",
    },
    p2,
    diffOf(V1, V3),
  );
  // A question, then the agent's own change: no rule replaced.
  const V4 = V3.replace("MAX_KG = 30", "MAX_KG = 35");
  const p4 = await hop(
    {
      agent: agents[0] as ScriptedSession["agent"],
      day: "2026-12-04",
      user: [QUESTION],
      edits: [edit(0, "export const MAX_KG = 30;", "export const MAX_KG = 35;")],
      commands: [],
      report: "Twelve tests.",
    },
    p3,
    diffOf(V3, V4),
  );
  // After only "go on", the agent's own change: no rule replaced.
  const V5 = V4.replace("PEAK_FROM_H = 18", "PEAK_FROM_H = 17");
  const p5 = await hop(
    {
      agent: agents[1] as ScriptedSession["agent"],
      day: "2026-12-05",
      user: ["nastavi"],
      edits: [edit(0, "export const PEAK_FROM_H = 18;", "export const PEAK_FROM_H = 17;")],
      commands: [],
      report: "Peak starts at 17.",
    },
    p4,
    diffOf(V4, V5),
  );
  return [p1, p2, p3, p4, p5];
}

for (const agents of [
  ["claude", "codex", "gemini"],
  ["gemini", "claude", "codex"],
  ["codex", "gemini", "claude"],
] as const) {
  test(`a rule tied by the constant its turn wrote is marked when a later hop changes it (${agents.join(" → ")})`, async () => {
    const packets = await relay(agents);
    for (const packet of packets.slice(2)) {
      const said = splitPartlySuperseded(packet.user_messages);
      const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
      assert.equal(by(R_PRICE), PRICE_NEW, packet.id);
      for (const rule of [R_SIDE, R_KG, R_PEAK, "Sukurk"]) assert.equal(by(rule), undefined, rule);
      const rest = said.find((m) => m.text.includes("Sukurk"));
      assert.ok(rest !== undefined && !rest.text.includes(R_PRICE), rest?.text);
      assert.equal(by(PRICE_NEW), undefined);
    }
  });
}

test("a newer price in digits the code writes at the scale the older turn wrote (5 eurai as 500, 7,50 as 750)", async () => {
  // Icelandic: "The lowest charge is 7.50 euros."
  const newer = "Lægsta gjald er 7,50 evrur.";
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-12-10",
      user: [RULES],
      writes: [{ path: FILE, content: V1 }],
      commands: [],
      report: "src/parcel.ts holds the rules.",
    },
    null,
    diffOf("", V1),
  );
  const V2 = V1.replace("MIN_CHARGE_CENTS = 500", "MIN_CHARGE_CENTS = 750");
  const p2 = await hop(
    {
      agent: "claude",
      day: "2026-12-11",
      user: [newer],
      edits: [
        edit(0, "export const MIN_CHARGE_CENTS = 500;", "export const MIN_CHARGE_CENTS = 750;"),
      ],
      commands: [],
      report: "750 cents.",
    },
    p1,
    diffOf(V1, V2),
  );
  // A number that is no scale of the new value: the message was about another thing.
  const V3 = V2.replace("MAX_SIDE_CM = 100", "MAX_SIDE_CM = 120");
  const p3 = await hop(
    {
      agent: "codex",
      day: "2026-12-12",
      user: ["Bættu við 3 prófum fyrir src/parcel.ts."],
      edits: [edit(0, "export const MAX_SIDE_CM = 100;", "export const MAX_SIDE_CM = 120;")],
      commands: [],
      report: "Three tests.",
    },
    p2,
    diffOf(V2, V3),
  );
  for (const packet of [p2, p3]) {
    const said = splitPartlySuperseded(packet.user_messages);
    const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
    assert.equal(by(R_PRICE), newer, packet.id);
    assert.equal(by(R_SIDE), undefined, packet.id);
  }
});

for (const { name, rules, code } of [
  {
    name: "a helper's own constant in the turn leaves the order untold",
    rules: `Sukurk kainas faile src/parcel.ts. Taisyklės: ${R_PRICE}; ${R_KG}.`,
    code: [
      "export const MIN_CHARGE_CENTS = 500;",
      "export const MAX_KG = 30;",
      "export const RETRY_MS = 250;",
    ],
  },
  {
    name: "two rules of one value written as two constants of that value",
    rules: `Sukurk kainas faile src/parcel.ts. Taisyklės: ${R_PRICE}; pristatymas kainuoja 5 eurus.`,
    code: ["export const MIN_CHARGE_CENTS = 500;", "export const DELIVERY_CENTS = 500;"],
  },
])
  test(`no mark when unsure: ${name}`, async () => {
    const file = `src/unsure-${name.length}.ts`;
    const unsureDiff = committedValueChanges(repo, file);
    const text = code.join("\n");
    const p1 = await hop(
      {
        agent: "claude",
        day: "2026-12-13",
        user: [rules],
        writes: [{ path: file, content: text }],
        commands: [],
        report: "Done.",
      },
      null,
      unsureDiff("", text),
    );
    const next = text.replace("MIN_CHARGE_CENTS = 500", "MIN_CHARGE_CENTS = 750");
    const p2 = await hop(
      {
        agent: "gemini",
        day: "2026-12-14",
        user: [PRICE_NEW],
        edits: [
          {
            after: 0,
            path: file,
            old: "export const MIN_CHARGE_CENTS = 500;",
            new: "export const MIN_CHARGE_CENTS = 750;",
          },
        ],
        commands: [],
        report: "750 cents.",
      },
      p1,
      unsureDiff(text, next),
    );
    for (const m of splitPartlySuperseded(p2.user_messages))
      assert.equal(m.superseded_by, undefined, m.text);
  });
