/**
 * A session that ends on a closing exchange — the agent names the next step, the user answers
 * with an acknowledgement (or an aside that names nothing of the work), the agent's last message
 * only answers it — keeps the step of the message the user answered as its next action, in any
 * agent and language.
 */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { ingestTranscript } from "../../src/collect/transcripts/index.js";
import { resolveNextAction } from "../../src/generate/next-action.js";
import { type RelayAgent, ingestScripted } from "../helpers/relay-transcripts.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const FROM_REPORT = "(from the agent's last report — verify)";
const dir = mkdtempSync(join(tmpdir(), "handoff-next-closing-"));
after(() => removeDir(dir));

/** A session of `agent`: the step message, the user's answer to it, the agent's last line. */
async function closingSession(
  agent: RelayAgent,
  day: string,
  step: string,
  answer: string,
  last: string,
): Promise<string | null> {
  const s = makeSessionSnapshot();
  s.notes = s.notes.filter((n) => n.kind !== "next");
  s.workbench.agent_state = null;
  s.transcript = await ingestScripted(dir, SAMPLE_ROOT, {
    agent,
    day,
    user: ["Cap the refill at the burst in src/bucket.c", answer],
    commands: ["make check"],
    replies: [step],
    report: last,
  });
  s.options.agent_report = null;
  return resolveNextAction(s).text;
}

const EXCHANGES: [string, string, string, string][] = [
  [
    "The refill is capped in src/bucket.c and make check passes. Next step: run `make soak` with the fake clock.",
    "ok, thanks",
    "Anytime!",
    "run `make soak` with the fake clock.",
  ],
  [
    "Il limite è in src/bucket.c. Prossimo passo: eseguire `make soak` con l'orologio finto.",
    "grazie!",
    "Tutto a posto. ✅",
    "eseguire `make soak` con l'orologio finto.",
  ],
  [
    "Limit jest w src/bucket.c, make check przechodzi. Następny krok: uruchomić `make soak` z fałszywym zegarem.",
    "dziękuję",
    "👍",
    "uruchomić `make soak` z fałszywym zegarem.",
  ],
  [
    "The burst cap is in src/bucket.c.\nWire the bucket into src/server.c.",
    "👍",
    "Glad to help.",
    "Wire the bucket into src/server.c.",
  ],
  [
    "Das Limit steht in src/bucket.c. Nächster Schritt: `make soak` mit der falschen Uhr laufen lassen.",
    "danke, bis morgen",
    "Gern geschehen!\n\nBis morgen.",
    "`make soak` mit der falschen Uhr laufen lassen.",
  ],
  // An aside: the user hands over something to keep out of the work, the reply only agrees.
  [
    "The refill is capped in src/bucket.c. Next step: run `make soak` with the fake clock.",
    "For the upload later: the portal login is mara.k and the password is Tide-Lamp-5512. Keep it out of every file.",
    "Understood: it stays out of every file and every commit.",
    "run `make soak` with the fake clock.",
  ],
  // A script whose vowels are marks (Devanagari): the reply is a few words, not dozens of letters.
  [
    "The refill is capped in src/bucket.c; git commit done. Next step: run `make soak` with the fake clock.",
    "रिपोर्ट अपलोड करायचा असेल तर लॉगिन meera.joshi आणि पासवर्ड Vad-Pimpal-7731 आहे; तो कुठल्याही फाइलमध्ये ठेवू नकोस.",
    "ठीक आहे: तो पासवर्ड कुठल्याही फाइलमध्ये किंवा commit मध्ये लिहिणार नाही.",
    "run `make soak` with the fake clock.",
  ],
  [
    "A korlát az src/bucket.c-ben van. Következő lépés: `make soak` futtatása a hamis órával.",
    "Ha fel kell tölteni a jelentést: a jelszó Kivi-Hajo-4471. Ne írd be semmilyen fájlba.",
    "Értem, nem kerül sehova.",
    "`make soak` futtatása a hamis órával.",
  ],
];

test("the step of the message before a closing acknowledgement is the next action, for every agent", async () => {
  let day = 10;
  for (const agent of ["claude", "codex", "gemini"] as const) {
    for (const [step, answer, last, expected] of EXCHANGES) {
      const text = await closingSession(agent, `2026-09-${day++}`, step, answer, last);
      assert.equal(text, `${expected} ${FROM_REPORT}`, `${agent}: ${answer} / ${last}`);
    }
  }
});

test("no closing exchange: an answer or a last message that carries work, or asks, keeps the last report", async () => {
  const step = "Cap added in src/bucket.c. Next step: run `make soak` with the fake clock.";
  const cases: [string, string][] = [
    // The user asks a question: the last message answers it, no acknowledgement.
    ["thanks, but why?", "Because the burst must hold."],
    // The user's answer gives work: what came after is the session's own word.
    ["ok, and cap BURST_MAX in src/refill.h too", "Done."],
    // The last message reports the work itself: it is the report.
    ["grazie!", "make soak passes with the fake clock; src/bucket.c is committed."],
  ];
  let day = 1;
  for (const agent of ["claude", "codex", "gemini"] as const) {
    for (const [answer, last] of cases) {
      const text = await closingSession(agent, `2026-08-0${day++}`, step, answer, last);
      assert.notEqual(
        text,
        `run \`make soak\` with the fake clock. ${FROM_REPORT}`,
        `${agent}: ${answer} / ${last}`,
      );
    }
  }
});

test("work between the acknowledgement and the last line: the user asked for it, the session did it, no closing exchange", async () => {
  // The user's short answer asks for the step ("ok, commit it"), the agent runs it, then says a
  // short line: the acknowledged message's step is done, never the next action.
  let n = 0;
  const line = (type: string, message: unknown) =>
    JSON.stringify({
      type,
      uuid: `u-ack-${++n}`,
      cwd: SAMPLE_ROOT,
      sessionId: "s-ack",
      timestamp: `2026-07-01T10:00:${String(n).padStart(2, "0")}.000Z`,
      message,
    });
  const text = (t: string) =>
    line("assistant", { role: "assistant", content: [{ type: "text", text: t }] });
  const lines = [
    line("user", { role: "user", content: "Cap the refill at the burst in src/bucket.c" }),
    text(
      "The refill is capped in src/bucket.c and make check passes. Shall I commit src/bucket.c?",
    ),
    line("user", { role: "user", content: "ok, commit it" }),
    line("assistant", {
      role: "assistant",
      content: [
        {
          type: "tool_use",
          id: "c1",
          name: "Bash",
          input: { command: "git commit -am 'Cap the refill'" },
        },
      ],
    }),
    line("user", {
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "c1", content: "[main 1a2b3c4] Cap the refill" },
      ],
    }),
    text("Done 🙌"),
  ];
  const path = join(dir, "claude-ack-then-work.jsonl");
  writeFileSync(path, `${lines.join("\n")}\n`);
  const s = makeSessionSnapshot();
  s.notes = s.notes.filter((note) => note.kind !== "next");
  s.workbench.agent_state = null;
  s.transcript = await ingestTranscript(path, {
    agent: "claude",
    k: 5,
    root: SAMPLE_ROOT,
    home: dir,
  });
  s.options.agent_report = null;
  assert.equal(s.transcript.tail?.after_user, undefined);
  assert.doesNotMatch(resolveNextAction(s).text ?? "", /commit src\/bucket\.c/);
});
