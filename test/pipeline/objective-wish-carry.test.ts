/**
 * First messages that open with background about people, places and past years, then say the
 * task as a wish ("What I'd like is …", "Me gustaría …", "Нам нужна …") with its
 * command and files in the same or the next sentence, then house rules and a thanks. Each relay
 * runs three hops in a real repo, one agent each (Claude Code, Codex CLI, Gemini CLI, rotating),
 * the later hops only carrying on: every packet's objective is the wish and the sentences naming
 * the work, never the background or the rules, and the whole message stays among the user's
 * words. Counter-cases: a message of background only, then the task in the next message; an
 * imperative after background; a plain imperative.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { renderBriefingText } from "../../src/resume/briefing.js";
import { resume } from "../../src/resume/resume.js";
import type { Packet } from "../../src/model/packet/types.js";
import type { RelayAgent, ScriptedSession } from "../helpers/relay-transcripts.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-objective-wish-"));
after(() => removeDir(dir));

const AGENTS: readonly RelayAgent[] = ["claude", "codex", "gemini"];

/** One hop: the session in its agent's own format, then a packet written in the repo. */
const hop = (repo: string, session: ScriptedSession): Promise<Packet> =>
  writeScriptedHop(dir, repo, session);

interface Relay {
  name: string;
  /** The first session's messages (the task is in one of them). */
  first: string[];
  task: string;
  file: string;
  later: string[][];
}

const RELAYS: Relay[] = [
  {
    name: "English: background naming a brand, a wish with its command, the output next, rules, thanks",
    first: [
      "I worked as a sound engineer in Leeds for ten years and came home with an iPhone full of " +
        "field recordings. My uncle ran a shop on the high street until 2019. Now I sell the " +
        "recordings at fairs and write every sale in a notebook. What I'd like is a small Go " +
        "tool: go run ./cmd/tally reads sales/2024.csv and prints the total per recording. It " +
        "should write the report to out/report.txt as well. A few rules go with it: standard " +
        "library only; never edit the sales files by hand; one package. Thanks a lot!",
    ],
    task:
      "What I'd like is a small Go tool: go run ./cmd/tally reads sales/2024.csv and prints the " +
      "total per recording. It should write the report to out/report.txt as well.",
    file: "cmd/tally/main.go",
    later: [["Sigue donde lo dejó el otro agente."], ["Thanks, that's all for today."]],
  },
  {
    name: "Spanish: a wish, the command and files in the next sentence, a rule",
    first: [
      "Mi abuela tuvo una panadería en Salamanca durante cuarenta años. Yo la heredé en 2020 y " +
        "sigo haciendo el pan a mano. Los pedidos llegan por teléfono. Me gustaría una pequeña " +
        "herramienta que sume los pedidos de la semana. Se ejecuta con python pedidos.py y lee " +
        "pedidos/semana.csv. Nada fuera de la biblioteca estándar, por favor.",
    ],
    task:
      "Me gustaría una pequeña herramienta que sume los pedidos de la semana. Se ejecuta con " +
      "python pedidos.py y lee pedidos/semana.csv.",
    file: "pedidos.py",
    later: [["Mach weiter, wo der letzte aufgehört hat."], ["Merci, c'est parfait."]],
  },
  {
    name: "Russian: a wish as a lead, its script and files after the colon, a rule",
    first: [
      "Моя мать двадцать лет держала цветочный магазин в Казани. В 2020 году я переехала к ней " +
        "и теперь веду дела. Заказы мы записываем в тетрадь. Нам нужна небольшая программа: " +
        "scripts/zakazy.py читает zakazy.csv и печатает заказы на завтра. Только стандартная " +
        "библиотека.",
    ],
    task: "Нам нужна небольшая программа: scripts/zakazy.py читает zakazy.csv и печатает заказы на завтра.",
    file: "scripts/zakazy.py",
    later: [["Same drill as before, go on."], ["Спасибо, всё отлично."]],
  },
  {
    name: "counter-case: background only, then the task in the next message",
    first: [
      "I trained as a potter in Stoke for six years. My aunt kept the market stall before me, " +
        "and since 2020 it is mine.",
      "What I'd like is a Python tool: python tally.py reads sales.csv and prints the total per glaze.",
    ],
    task: "What I'd like is a Python tool: python tally.py reads sales.csv and prints the total per glaze.",
    file: "tally.py",
    later: [["Continúa, por favor."]],
  },
  {
    name: "counter-case: an imperative after background",
    first: [
      "I studied music in Lyon for five years. My grandmother ran the shop until 2019. Write " +
        "cmd/tally/main.go that reads sales.csv and prints the total per month. Thanks!",
    ],
    task: "Write cmd/tally/main.go that reads sales.csv and prints the total per month.",
    file: "cmd/tally/main.go",
    later: [["Weiter so."]],
  },
  {
    name: "counter-case: a plain imperative first message",
    first: ["Add a --dry-run flag to scripts/export.sh that prints the rows without writing."],
    task: "Add a --dry-run flag to scripts/export.sh that prints the rows without writing.",
    file: "scripts/export.sh",
    later: [["Go on."]],
  },
];

for (const [index, relay] of RELAYS.entries()) {
  test(`${relay.name}: the objective is the task sentence(s) at every hop`, async () => {
    const repo = makeRepo("handoff-objective-wish-repo-");
    try {
      const messages = [relay.first, ...relay.later];
      let first: Packet | null = null;
      writeRepoFile(repo, "README.md", "The shop's tools.\n");
      git(repo, "add", "-A");
      git(repo, "commit", "-q", "-m", "start");
      for (const [i, user] of messages.entries()) {
        const content = `// step ${i + 1}\n`;
        writeRepoFile(repo, relay.file, content);
        if (i > 0) {
          git(repo, "add", "-A");
          git(repo, "commit", "-q", "-m", `step ${i}`);
        }
        const agent = AGENTS[(i + index) % AGENTS.length] ?? "claude";
        const packet: Packet = await hop(repo, {
          agent,
          day: `2026-12-0${i + 1}`,
          user,
          writes: [{ path: relay.file, content }],
          commands: ["make test"],
          report: `Step ${i + 1} is in ${relay.file}; make test passes.`,
        });
        first ??= packet;
        const label: string = i === 0 ? "" : ` (from packet ${first.id})`;
        assert.equal(packet.objective, `${relay.task}${label}`, `hop ${i + 1} (${agent})`);
        // The whole first message stays among the user's words, background and rules too.
        assert.equal(packet.user_messages[0]?.text, relay.first[0], `hop ${i + 1} (${agent})`);
        const briefing = renderBriefingText(await resume(repo));
        const objective = /^Objective: (.*)$/m.exec(briefing)?.[1] ?? "";
        assert.ok(objective.startsWith(relay.task), `hop ${i + 1} briefing: ${objective}`);
      }
    } finally {
      removeDir(repo);
    }
  });
}
