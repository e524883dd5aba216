/**
 * Across a relay of four agents in a real repo (the user writes Portuguese, Spanish, Dutch,
 * German), a step one hop names is never the next action once a hop did it:
 * - Gemini CLI prints the shipping labels and names the next step, "add the parcel weight to
 *   the shipping label in src/label.ts";
 * - Codex CLI does it in code terms of its own (`wtKg`, a test of the label's `wt`), its tests
 *   pass, and it reports in Czech, naming its own next step (the byte order mark of the
 *   manifest export);
 * - OpenCode does that one by the character's code point (`\uFEFF`) and says only "Listo.";
 * - Claude Code states a step at the start of its turn ("Next step: strip the zero-width space
 *   from tracking numbers in src/tracking.ts") and carries it out by its later tool calls
 *   (`/\u200B/g`), with no prose after them.
 * Neither step is shown as the next action after the hop that did it. Nor is a step done in a
 * later session's first turn when its last report is a labelled status and a thanks.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import { writeOpenCodeSession } from "../helpers/opencode-storage-session.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-next-step-done-"));
after(() => removeDir(dir));

/** One hop: the files it wrote into the repo, its transcript, then `handoff write`. */
async function hop(repo: string, session: ScriptedSession): Promise<Packet> {
  for (const write of session.writes ?? []) writeRepoFile(repo, write.path, write.content);
  return writeScriptedHop(dir, repo, session);
}

const LABEL = {
  path: "src/label.ts",
  content: "export const labelLine = (p: Parcel) => [p.id, p.parcelNo].join(' · ');\n",
};
const LABEL_WEIGHT = {
  path: "src/label.ts",
  content: [
    "export function labelLine(p: Parcel): string {",
    "  const wtKg = (p.grams / 1000).toFixed(1);",
    "  return [p.id, p.parcelNo, wtKg + ' kg'].join(' · ');",
    "}",
    "",
  ].join("\n"),
};
const LABEL_TEST = {
  path: "test/label.test.ts",
  content: "test('label line shows parcel wt', () => assert.match(labelLine(box), /1.2 kg/));\n",
};
const TRACKING = {
  path: "src/tracking.ts",
  content: "export const trackingNo = (raw: string) => raw.replace(/\\u200B/g, '').trim();\n",
};
const TRACKING_TEST = {
  path: "test/tracking.test.ts",
  content: "test('tracking no', () => assert.equal(trackingNo('RR\\u200B123'), 'RR123'));\n",
};
const MANIFEST = {
  path: "src/manifest.ts",
  content: [
    "export function manifestCsv(rows: string[][]): string {",
    "  const text = rows.map((r) => r.join(';')).join('\\n');",
    "  return text.startsWith('\\uFEFF') ? text.slice(1) : text;",
    "}",
    "",
  ].join("\n"),
};
const MANIFEST_TEST = {
  path: "test/manifest.test.ts",
  content: "test('manifest csv', () => assert.equal(manifestCsv([['a']]), 'a'));\n",
};
const BOM_STEP = "keep the byte order mark out of the manifest export in src/manifest.ts";
const WEIGHT_STEP = "add the parcel weight to the shipping label in src/label.ts";
const ZWSP_STEP = "strip the zero-width space from tracking numbers in src/tracking.ts";

test("a step named by one hop and done by the next (another agent), or done by the hop that stated it, is not the next action", async () => {
  const repo = makeRepo("handoff-next-step-done-repo-");
  try {
    writeRepoFile(repo, "package.json", '{"scripts":{"test":"node --test"}}\n');
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "init");
    const first = await hop(repo, {
      agent: "gemini",
      day: "2026-11-02",
      user: ["Imprima as etiquetas de envio em src/label.ts; o peso vem em gramas."],
      writes: [LABEL],
      commands: ["npm test"],
      report: `Labels print the parcel id and number.\n\nNext step: ${WEIGHT_STEP}.`,
    });
    assert.match(first.next_action, /parcel weight/);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "labels");
    const second = await hop(repo, {
      agent: "codex",
      day: "2026-11-03",
      user: ["Sigue donde lo dejó el otro agente."],
      writes: [LABEL_WEIGHT, LABEL_TEST],
      commands: ["npm test"],
      report: `Hotovo, testy prošly.\n\nNext step: ${BOM_STEP}.`,
    });
    assert.doesNotMatch(second.next_action, /parcel weight/);
    assert.match(second.next_action, /byte order mark/);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "weight");
    for (const write of [MANIFEST, MANIFEST_TEST]) writeRepoFile(repo, write.path, write.content);
    const store = writeOpenCodeSession(dir, repo, {
      day: "2026-11-03",
      user: ["Ga verder waar de vorige sessie stopte."],
      writes: [MANIFEST, MANIFEST_TEST],
      commands: ["npm test"],
      report: "Listo.",
    });
    const opencode = await writeHandoff({
      cwd: repo,
      transcript: store,
      agent: "opencode",
      allow_missing_next: true,
      allow_dirty: true,
    });
    assert.doesNotMatch(opencode.packet.next_action, /byte order mark|parcel weight/);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "manifest");
    const third = await hop(repo, {
      agent: "claude",
      day: "2026-11-04",
      user: ["Weiter so, die Sendungsnummern kommen mit unsichtbaren Zeichen aus dem Scanner."],
      said: `Next step: ${ZWSP_STEP}.`,
      writes: [TRACKING, TRACKING_TEST],
      commands: ["npm test"],
      report: null,
    });
    assert.doesNotMatch(third.next_action, /zero-width|parcel weight|byte order mark/);
  } finally {
    removeDir(repo);
  }
});

test("a step done in a later session's first turn is no next action when its report closes on a labelled status and thanks", async () => {
  for (const agent of ["claude", "codex", "gemini"] as const) {
    const repo = makeRepo("handoff-next-step-status-repo-");
    try {
      const kiln = (weekend: boolean) =>
        `export const FIRING_HOURS = 10;\n${weekend ? "export const WEEKEND_START = 8;\n" : ""}export function schedule(loads, day) {\n  return loads;\n}\n`;
      writeRepoFile(repo, "package.json", '{"scripts":{"test":"node --test"}}\n');
      writeRepoFile(repo, "src/legacy.js", "module.exports = {};\n");
      writeRepoFile(repo, "src/kiln.js", kiln(false));
      git(repo, "add", "-A");
      git(repo, "commit", "-q", "-m", "init");
      const first = await hop(repo, {
        agent: "gemini",
        day: "2026-11-02",
        user: ["Write schedule() in src/kiln.js."],
        writes: [{ path: "src/kiln.js", content: kiln(false) }],
        commands: ["npm test"],
        report:
          "schedule() books firings from 06:00.\n\nNext step: add WEEKEND_START to schedule() in src/kiln.js for Saturdays.",
      });
      assert.match(first.next_action, /WEEKEND_START/);
      rmSync(join(repo, "src/legacy.js"));
      const second = await hop(repo, {
        agent,
        day: "2026-11-03",
        user: ["sigue con lo pendiente", "Y borra src/legacy.js, ya no se usa."],
        writes: [
          { path: "src/kiln.js", content: kiln(true) },
          {
            path: "test/kiln.test.js",
            content: "test('saturday starts at WEEKEND_START', () => {});\n",
          },
        ],
        commands: ["npm test", "rm src/legacy.js", "npm test"],
        replies: ["Listo.\n\nNext step: delete src/legacy.js."],
        report: "Hecho: src/legacy.js ya no está, sin commit. ¡Gracias!",
      });
      assert.doesNotMatch(second.next_action, /WEEKEND_START|legacy|Hecho/, agent);
    } finally {
      removeDir(repo);
    }
  }
});
