/**
 * First messages written as people write them who never read a rule: a title line, sentences
 * of background about the place and the people, then the task said as what is missing ("The
 * piece that's missing is …", "Es fehlt noch …", "Ce qui manque, c'est …", "Lo que falta es
 * …"), often with a short request that points at it by a pronoun only ("Please write it.",
 * "Mach das bitte.", "¿Puedes escribirla?"), or rules after it. Each relay runs four hops in a
 * real repo, one agent each (Claude Code, Codex CLI, Gemini CLI, OpenCode, the first one
 * rotating), whose later messages only carry on, add a rule with a value, or say thanks, in
 * other languages: every packet's objective is the task sentence(s) of the first message, and
 * the whole message stays among the user's words.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import { renderBriefingText } from "../../src/resume/briefing.js";
import { resume } from "../../src/resume/resume.js";
import type { Packet } from "../../src/model/packet/types.js";
import { type ScriptedSession, ingestScripted } from "../helpers/relay-transcripts.js";
import { writeOpenCodeSession } from "../helpers/opencode-storage-session.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-objective-need-"));
after(() => removeDir(dir));

type Agent = "claude" | "codex" | "gemini" | "opencode";
const AGENTS: readonly Agent[] = ["claude", "codex", "gemini", "opencode"];

/** One hop: the session in its agent's own format, then a packet written in the repo. */
async function hop(
  repo: string,
  agent: Agent,
  session: Omit<ScriptedSession, "agent">,
): Promise<Packet> {
  let transcript: string;
  if (agent === "opencode") {
    transcript = writeOpenCodeSession(dir, repo, session);
  } else {
    await ingestScripted(dir, repo, { ...session, agent });
    transcript = join(dir, `${agent}-${session.day}.jsonl`);
  }
  const result = await writeHandoff({
    cwd: repo,
    transcript,
    agent,
    allow_missing_next: true,
    allow_dirty: true,
  });
  return result.packet;
}

interface Relay {
  name: string;
  first: string;
  /** The objective every hop must show: the task sentence(s). */
  task: string;
  /** The file each hop works on. */
  file: string;
  /** The later hops' messages: carry-on openers, a rule with a value, thanks. */
  later: string[][];
}

const RELAYS: Relay[] = [
  {
    name: "English: a title with an arrow, background, a statement of need, a pronoun request",
    first:
      "Spice jars → shelf labels\n" +
      "The shop on Calle Mayor sells spices in small jars, and Inés prints the shelf labels every " +
      "Monday morning. The printer in the back room is an old thermal one that Tomás bought " +
      "second hand. Long names run off the edge and the printer just stops halfway through the " +
      "roll. The piece that's missing is a function that shortens a product name to the label's " +
      "width without cutting a word in half. Please write it.",
    task:
      "The piece that's missing is a function that shortens a product name to the label's " +
      "width without cutting a word in half. Please write it.",
    file: "src/labels.js",
    later: [
      ["Sigue donde lo dejó el otro agente, igual que antes."],
      [
        "Mach weiter, wo der letzte aufgehört hat.",
        "Die Etiketten haben jetzt 28 Zeichen pro Zeile.",
      ],
      ["Merci, c'est parfait comme ça."],
    ],
  },
  {
    name: "German: a title with a colon, background, what is missing, a pronoun request",
    first:
      "Rechnungen: Nummern pro Jahr\n" +
      "Wir sind eine kleine Tischlerei in Graz mit zwei Werkstätten. Die Buchhaltung macht Frau " +
      "Huber, einmal im Monat. Bisher tippt sie die Nummern von Hand ab und vergibt manchmal eine " +
      "doppelt. Es fehlt noch etwas, das jeder Rechnung eine fortlaufende Nummer pro Jahr gibt, " +
      "ohne Lücken. Mach das bitte.",
    task:
      "Es fehlt noch etwas, das jeder Rechnung eine fortlaufende Nummer pro Jahr gibt, ohne " +
      "Lücken. Mach das bitte.",
    file: "src/numbers.py",
    later: [
      ["Same as before, go on from where the last one stopped."],
      ["Continúa donde se quedó.", "La numeración empieza en 100 cada año."],
      ["Thanks, that's all for today."],
    ],
  },
  {
    name: "French: the task in the middle of the background, rules after it",
    first:
      "Alertes de stock\n" +
      "L'entrepôt de Lille a trois salles et une quarantaine de bacs. Karim fait l'inventaire " +
      "chaque nuit, à la main. Ce qui manque, c'est un envoi d'alerte quand un bac passe sous " +
      "son minimum. Les bacs sont comptés chaque nuit par Karim. Le minimum est de 5 pièces par " +
      "bac. Merci !",
    task: "Ce qui manque, c'est un envoi d'alerte quand un bac passe sous son minimum.",
    file: "src/alerts.go",
    later: [
      ["Weiter wie gehabt, dort wo der andere Agent stehen geblieben ist."],
      ["Same drill, pick it up where it was left.", "The minimum goes up to 8 per bin."],
      ["谢谢，很好。"],
    ],
  },
  {
    name: "Spanish: a title with a dash, background, what is lacking, a pronoun question",
    first:
      "Turnos de cocina — calendario\n" +
      "En el restaurante somos once en cocina y los turnos se apuntan en una pizarra. Lucía los " +
      "pasa cada domingo a una hoja de cálculo. Nadie se acuerda de mirarla. Lo que falta es " +
      "algo que convierta esa hoja en un calendario para los móviles de todos. ¿Puedes escribirla?",
    task:
      "Lo que falta es algo que convierta esa hoja en un calendario para los móviles de todos. " +
      "¿Puedes escribirla?",
    file: "src/rota.rb",
    later: [
      ["Reprends là où l'autre s'est arrêté, comme avant."],
      ["Go on from where it stopped.", "Los turnos de noche duran 9 horas."],
      ["Danke, passt so."],
    ],
  },
];

/**
 * Later openers that only set a rule while naming the work (a file, a constant, a function the
 * first hop wrote), in other languages: a value in the predicate, or a binding word. None states
 * a new task.
 */
const RULE_OPENERS: Relay = {
  name: "English first message; later hops open with rules that name the work",
  first: RELAYS[0]?.first ?? "",
  task: RELAYS[0]?.task ?? "",
  file: "src/labels.js",
  later: [
    ["MAX_LEN in src/labels.js geht auf 28 runter."],
    ["cutName() doit toujours garder les accents."],
    ["Gracias. El límite en src/labels.js baja a 26."],
  ],
};

/**
 * Later openers that only carry on but name a file the work already has, in other languages:
 * none asks for work, none names a file the line of work did not know.
 */
const NAMED_CARRY_ON: Relay = {
  name: "English first message; later hops carry on naming the work's own file",
  first: RELAYS[0]?.first ?? "",
  task: RELAYS[0]?.task ?? "",
  file: "src/labels.js",
  later: [
    ["Same as before, go on with src/labels.js from where the last one stopped."],
    ["Sigue con labels.js donde lo dejó el otro agente."],
    ["Weiter mit src/labels.js, wie gehabt."],
  ],
};

for (const [index, relay] of [...RELAYS, RULE_OPENERS, NAMED_CARRY_ON].entries()) {
  test(`${relay.name}: the objective is the task sentence(s) at every hop`, async () => {
    const repo = makeRepo("handoff-objective-need-repo-");
    try {
      const agents = AGENTS.map((_, i) => AGENTS[(i + index) % AGENTS.length] ?? "claude");
      const messages = [[relay.first], ...relay.later];
      let first: Packet | null = null;
      writeRepoFile(repo, "README.md", "The shop's tools.\n");
      git(repo, "add", "-A");
      git(repo, "commit", "-q", "-m", "start");
      for (const [i, user] of messages.entries()) {
        // Each hop edits the file, as its agent wrote it, and leaves it for the next to commit.
        const content = `// step ${i + 1}\n`;
        writeRepoFile(repo, relay.file, content);
        if (i > 0) {
          git(repo, "add", "-A");
          git(repo, "commit", "-q", "-m", `step ${i}`);
        }
        const agent = agents[i] ?? "claude";
        const packet: Packet = await hop(repo, agent, {
          day: `2026-12-0${i + 1}`,
          user,
          writes: [{ path: relay.file, content }],
          commands: ["make test"],
          report: `Step ${i + 1} is in ${relay.file}; make test passes.`,
        });
        first ??= packet;
        const label: string = i === 0 ? "" : ` (from packet ${first.id})`;
        assert.equal(packet.objective, `${relay.task}${label}`, `hop ${i + 1} (${agent})`);
        // The whole first message stays among the user's words, heading and background too.
        assert.equal(packet.user_messages[0]?.text, relay.first, `hop ${i + 1} (${agent})`);
        // What the next hop is told: the task, not the title, the background or a later message.
        const briefing = renderBriefingText(await resume(repo));
        const objective = /^Objective: (.*)$/m.exec(briefing)?.[1] ?? "";
        assert.ok(objective.startsWith(relay.task), `hop ${i + 1} briefing: ${objective}`);
      }
    } finally {
      removeDir(repo);
    }
  });
}
