/**
 * Figures one session works out at a price ("4500 Kč" written with no group separator, "612 $",
 * a count of what a capacity counts), then a later session of another agent rewrites the price's
 * file whole under a constant's new name sharing no word with the old (`LESSON_PRICE_CZK = 900`
 * → `HOURLY_RATE = 1050`): from the briefing right after the change on, no such figure is in
 * force; a date and a count of tests said beside them stay, and a figure the next session works
 * out at the new price stands. Real repo, three hops.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { RelayAgent, ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-renamed-price-"));
after(() => removeDir(dir));
const hop = (repo: string, s: ScriptedSession): Promise<Packet> => writeScriptedHop(dir, repo, s);

function commit(repo: string, files: Record<string, string>, message: string): void {
  for (const [path, text] of Object.entries(files)) writeRepoFile(repo, path, text);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", message);
}

const listed = (packet: Packet) => packet.conclusions.map((c) => `${c.kind}: ${c.text}`).join("\n");
const find = (packet: Packet, text: string) =>
  packet.conclusions.find((c) => c.text.startsWith(text));

const CODE = (name: string, price: number, perTruck: string) =>
  `export const ${name} = ${price};\nexport const ${perTruck};\n\nexport function owed(hours) {\n  return hours * ${name};\n}\n`;
const NEW_LINE = "export const HOURLY_RATE = 1050;";

for (const [agents, figure] of [
  [["claude", "codex", "gemini"], "Dvořák dostane podle scripts/report.js za 5 lekcí 4500 Kč."],
  // Grouped in thousands: an amount already, tied now by the renamed constant alone.
  [["codex", "claude", "gemini"], "Podle scripts/report.js dělá únor dohromady 14 400 Kč."],
  [["gemini", "claude", "codex"], "Per scripts/report.js Tuesday's round costs 612 $ in all."],
  [["codex", "gemini", "claude"], "The largest load in data/loads.csv is Kowalski's: 14 trucks."],
] as const satisfies readonly (readonly [readonly RelayAgent[], string])[])
  test(`a figure worked out before a renamed price is not in force from the first hop after (${agents.join(" → ")})`, async () => {
    const repo = makeRepo("handoff-renamed-price-repo-");
    try {
      commit(
        repo,
        { "src/lessons.js": CODE("LESSON_PRICE_CZK", 900, "PALLETS_PER_TRUCK = 7") },
        "start",
      );
      const date = "Data v data/february.json končí 27. 2. 2026.";
      const p1 = await hop(repo, {
        agent: agents[0],
        day: "2026-12-01",
        user: ["Spočítej z data/february.json, kolik vyfakturujeme; report ve scripts/report.js."],
        commands: ["npm test", "node scripts/report.js february"],
        report: figure,
        more: [date],
      });
      assert.equal(find(p1, figure)?.kind, "decision", listed(p1));
      assert.notEqual(find(p1, date), undefined, listed(p1));
      // The price file written whole: the constant renamed with its new value, and the trucks'
      // capacity renamed too (a count of trucks rests on it).
      const rewritten = CODE("HOURLY_RATE", 1050, "TRUCK_PALLETS = 8");
      commit(repo, { "src/lessons.js": rewritten }, "the March price table");
      const p2 = await hop(repo, {
        agent: agents[1],
        day: "2026-12-02",
        user: ["A escola mudou a tabela: cada hora custa agora 1050 coroas em src/lessons.js."],
        writes: [{ path: "src/lessons.js", content: rewritten }],
        commands: ["npm test"],
        report: "Os testes de src/lessons.js passam.",
      });
      const newer = "Laut scripts/report.js kommt Novák jetzt auf 7 350 Kč im Februar.";
      const p3 = await hop(repo, {
        agent: agents[2],
        day: "2026-12-03",
        user: ["Mach weiter mit scripts/report.js."],
        commands: ["node scripts/report.js february"],
        report: newer,
      });
      for (const packet of [p2, p3]) {
        assert.equal(find(packet, figure)?.kind, "dead_end", listed(packet));
        assert.match(find(packet, figure)?.text ?? "", / — superseded by `/, listed(packet));
        // A date rests on no price.
        assert.equal(find(packet, date)?.kind, find(p1, date)?.kind, listed(packet));
      }
      assert.ok(
        find(p2, figure)?.text.includes(figure.includes("trucks") ? "TRUCK_PALLETS" : NEW_LINE),
      );
      // Worked out after the change: it stands.
      assert.notEqual(find(p3, newer)?.kind, "dead_end", listed(p3));
    } finally {
      removeDir(repo);
    }
  });
