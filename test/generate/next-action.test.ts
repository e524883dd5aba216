/**
 * The next action is the one rule `generate` and the Stop gate share (issue 28 item 7), and it
 * never re-cases what the agent wrote (issue 29 item 8): a command keeps its case.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { resolveNextAction } from "../../src/generate/next-action.js";
import { checkReadiness } from "../../src/hooks/gate/stop-gate.js";
import { toPreviousView } from "../../src/store/registry.js";
import { type RelayAgent, ingestScripted } from "../helpers/relay-transcripts.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const FROM_REPORT = "(from the agent's last report — verify)";

test("a report's next step is taken as written: `Next step: npm test.` stays `npm test.`", () => {
  const s = makeSessionSnapshot();
  s.options.agent_report = "All wired up.\nNext step: npm test.";
  assert.equal(resolveNextAction(s).text, `npm test. ${FROM_REPORT}`);
  assert.equal(generate(s).payload.next_action, `npm test. ${FROM_REPORT}`);
  // The last-sentence fallback too.
  s.options.agent_report = "Done for now.\nnpm run build";
  s.transcript!.agent_report = null;
  s.transcript!.todos = [];
  assert.equal(resolveNextAction(s).text, `npm run build ${FROM_REPORT}`);
});

test("a report that only acknowledges is no next action, and a packet gets none from it", () => {
  for (const ack of ["ok", "Done.", "Sure, will do", "Listo.", "OK — all good!", "Next: ok."]) {
    const s = makeSessionSnapshot();
    s.options.agent_report = ack;
    s.transcript!.agent_report = ack;
    s.transcript!.todos = [];
    assert.equal(resolveNextAction(s).text, null, ack);
    // With nothing else recorded, write refuses and says how to record one.
    assert.throws(() => generate(s), /no next action: pass --next/, ack);
  }
  // A step of one word counts when it names a thing of the work.
  const s = makeSessionSnapshot();
  s.options.agent_report = "Rebase onto origin/main.";
  s.transcript!.todos = [];
  assert.equal(resolveNextAction(s).text, `Rebase onto origin/main. ${FROM_REPORT}`);
});

/**
 * A session of a C service: it edited src/bucket.c and ran `make check`; its report's last
 * sentence (or the step after its marker) is what the table below puts there.
 */
function bucketSession(report: string) {
  const s = makeSessionSnapshot();
  s.options.agent_report = report;
  s.transcript!.agent_report = report;
  s.transcript!.todos = [];
  s.transcript!.cwd = "/srv/tollway";
  s.transcript!.edited_files = ["/srv/tollway/src/bucket.c", "/srv/tollway/src/refill.h"];
  s.transcript!.reads = [];
  s.transcript!.feedback.commands = ["make check", "./bin/soak --minutes 5"];
  return s;
}

test("a report's last sentence is a next action only when it points into the work, in any language", () => {
  const steps = [
    "Wire the bucket into src/server.c.",
    "Run `make soak` with the fake clock.",
    "Raise BURST_MAX to 25.",
    "Then the refill needs a test.",
    "Falta conectar bucket.c al servidor.",
    "Noch den Bucket-Test schreiben.",
    "Il reste à brancher le refill.",
    "下一轮修复 refill 的溢出",
    "Soak again for 30 minutes.",
  ];
  for (const step of steps) {
    const s = bucketSession(`The limiter holds.\n${step}`);
    assert.equal(resolveNextAction(s).text, `${step} ${FROM_REPORT}`, step);
  }
  const nonActions = [
    "All set.",
    "👍",
    "Looks good",
    "Klaar.",
    "Listo.",
    "C'est bon",
    "Erledigt",
    "Tutto a posto.",
    "Tudo certo!",
    "Alles erledigt, passt so.",
    "搞定了",
    "Ready when you are.",
    "Everything is in place.",
    "Helemaal klaar, tot de volgende keer!",
  ];
  for (const report of nonActions) {
    const s = bucketSession(report);
    assert.equal(resolveNextAction(s).text, null, report);
    assert.throws(() => generate(s), /no next action: pass --next/, report);
  }
});

test("the step after a report's marker counts with two content words; an empty one does not", () => {
  for (const step of ["add the burst cap.", "Siguiente paso: probar la recarga.", "make check"]) {
    const s = bucketSession(`Tests pass.\nNext step: ${step}`);
    assert.match(
      resolveNextAction(s).text ?? "",
      / \(from the agent's last report — verify\)$/,
      step,
    );
  }
  for (const report of [
    "Next: ok.",
    "Next step: nothing.",
    "Next steps: none.",
    "Next: all set.",
  ]) {
    assert.equal(resolveNextAction(bucketSession(`Tests pass. ${report}`)).text, null, report);
  }
});

test("a carried next action this session did is stale: not the next action any more", () => {
  const previous = (next_action: string, next_command: string | null) => {
    const s = makeSessionSnapshot();
    s.options.next = next_action;
    const packet = generate(s).payload;
    return { ...packet, next_command };
  };
  const s = makeSessionSnapshot();
  // The session's report names no step: the carried one would be used.
  s.options.agent_report = "Done.";
  s.transcript!.agent_report = "Done.";
  s.transcript!.todos = [];
  s.options.next = null;
  s.notes = s.notes.filter((n) => n.kind !== "next");
  s.workbench.agent_state = null;
  s.transcript!.feedback.tail = [
    { command: "git add -A && git commit -q -m 'parser: quoted fields'", exit_code: 0 },
  ];
  s.transcript!.feedback.commands = ["git add -A && git commit -q -m 'parser: quoted fields'"];
  s.previous = toPreviousView(previous("commit src/parser.ts and its test", null));
  assert.equal(resolveNextAction(s).text, null);
  // Its command passed here: done too.
  s.transcript!.feedback.tail = [{ command: "make seed-db", exit_code: 0 }];
  s.previous = toPreviousView(previous("seed the dev database: `make seed-db`", "make seed-db"));
  assert.equal(resolveNextAction(s).text, null);
  // It failed here, or passed only with another environment: still to do, carried.
  s.transcript!.feedback.tail = [
    { command: "make seed-db", exit_code: 2 },
    { command: "PGPORT=5433 make seed-db", exit_code: 0 },
  ];
  assert.match(resolveNextAction(s).text ?? "", /^seed the dev database/);
});

test("a next note the last packet handed over gives way to this session's marked next step; one recorded since the packet wins", () => {
  const s = makeSessionSnapshot();
  s.transcript!.todos = [];
  s.options.agent_report = "Tests pass.\nNext step: add the burst cap.";
  s.notes.push({ id: "n-next01", kind: "next", text: "npm test", after: null });
  // No packet before: the note is this session's word.
  s.previous = null;
  assert.equal(resolveNextAction(s).text, "npm test");
  const prior = makeSessionSnapshot();
  const packet = generate({ ...prior, options: { ...prior.options, next: "npm test" } }).payload;
  s.previous = {
    id: "p-before",
    previous: null,
    head_commit: null,
    last_known_good_commit: null,
    landed_since: null,
    open_decisions: [],
    pitfalls: [],
    assumptions_to_validate: [],
    packet: { ...packet, id: "p-before", next_action: "npm test" },
  };
  // Recorded before that packet (after: null while it exists): done, superseded by the report.
  assert.equal(resolveNextAction(s).text, `add the burst cap. ${FROM_REPORT}`);
  // Recorded since that packet: still the deliberate next step.
  s.notes[s.notes.length - 1]!.after = "p-before";
  assert.equal(resolveNextAction(s).text, "npm test");
  // Handed over, but the session names nothing newer: it stays.
  s.notes[s.notes.length - 1]!.after = null;
  s.options.agent_report = null;
  s.transcript!.agent_report = null;
  assert.equal(resolveNextAction(s).text, "npm test");
});

const shapesDir = mkdtempSync(join(tmpdir(), "handoff-next-shapes-"));
after(() => removeDir(shapesDir));

/** The next action of a session of `agent` closing with `report` (and `more` messages after it). */
async function nextOfSession(
  agent: RelayAgent,
  day: string,
  report: string,
  more?: string[],
): Promise<string | null> {
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(shapesDir, SAMPLE_ROOT, {
    agent,
    day,
    user: ["Cap the refill at the burst in src/bucket.c"],
    commands: ["make check"],
    report,
    ...(more === undefined ? {} : { more }),
  });
  s.options.agent_report = null;
  return resolveNextAction(s).text;
}

test("every agent's report shapes of a next step reach the next action: markers, 'Next,', a list under a heading, other languages, a reply in two messages", async () => {
  const step = "run `make soak` with the fake clock";
  const shapes: [string, string[] | undefined, string][] = [
    [`Cap added in src/bucket.c.\n\nNext step: ${step}.`, undefined, `${step}.`],
    [`Cap added in src/bucket.c. Next, ${step}.`, undefined, `${step}.`],
    [
      `Cap added.\n\n### Next steps\n1. Run \`make soak\` with the fake clock.\n2. Commit src/bucket.c.`,
      undefined,
      "Run `make soak` with the fake clock.; Commit src/bucket.c.",
    ],
    [
      `Cap added.\n\nNext steps:\n1. Run \`make soak\` with the fake clock.`,
      undefined,
      "Run `make soak` with the fake clock.",
    ],
    [`Cap added. The next step is to ${step}.`, undefined, `${step}.`],
    [
      "Límite añadido.\n\nSiguiente paso: ejecutar `make soak` con el reloj falso.",
      undefined,
      "ejecutar `make soak` con el reloj falso.",
    ],
    ["Cap toegevoegd. Volgende stap: `make soak` draaien.", undefined, "`make soak` draaien."],
    // The reply written as two messages: the step in the first, an acknowledgement last.
    [`Cap added in src/bucket.c; make check passes. Next step: ${step}.`, ["All set."], `${step}.`],
  ];
  let day = 10;
  for (const agent of ["gemini", "codex", "claude"] as const) {
    for (const [report, more, expected] of shapes) {
      const text = await nextOfSession(agent, `2026-11-${day++}`, report, more);
      assert.equal(text, `${expected} ${FROM_REPORT}`, `${agent}: ${report}`);
    }
  }
});

test("a step said before a tool call is no step of the reply that ends the session", async () => {
  // The earlier message is the report of an earlier stretch: a command ran after it.
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(shapesDir, SAMPLE_ROOT, {
    agent: "gemini",
    day: "2026-11-30",
    user: ["Cap the refill at the burst in src/bucket.c"],
    commands: [],
    report: "Next step: run `make soak`.",
  });
  s.transcript.tail = { user: null, agent: ["Next step: run `make soak`.", "All set."] };
  s.transcript.agent_report = "All set.";
  s.options.agent_report = null;
  assert.equal(resolveNextAction(s).text, null);
});

test("a carried 'add …' step is not done by a `git add` of something else", () => {
  const s = makeSessionSnapshot();
  s.options.agent_report = "All set.";
  s.transcript!.agent_report = "All set.";
  s.transcript!.todos = [];
  s.workbench.agent_state = null;
  const prior = makeSessionSnapshot();
  prior.options.next = "add a --dry-run flag to bin/rotate.js";
  s.previous = toPreviousView(generate(prior).payload);
  s.transcript!.feedback.tail = [
    { command: "git add docs/rotation.md && git commit -q -m 'docs'", exit_code: 0 },
  ];
  assert.match(resolveNextAction(s).text ?? "", /^add a --dry-run flag to bin\/rotate\.js/);
});

/**
 * The packet before carried "export formatNumber from src/index.js, then commit" (another
 * agent's report); this session, of `agent`, wrote `writes`, ran `commands` and closed with
 * `report`, naming no new step.
 */
async function carriedAfter(
  agent: RelayAgent,
  day: string,
  writes: { path: string; content: string }[],
  commands: string[],
  report: string,
) {
  const prior = makeSessionSnapshot();
  prior.options.next = "export formatNumber from src/index.js, then commit. " + FROM_REPORT;
  const s = makeSessionSnapshot();
  s.previous = toPreviousView(generate(prior).payload);
  s.notes = s.notes.filter((n) => n.kind !== "next");
  s.workbench.agent_state = null;
  s.transcript = await ingestScripted(shapesDir, SAMPLE_ROOT, {
    agent,
    day,
    user: ["Pad the invoice counter to six places, same drill as before"],
    writes,
    commands,
    report,
  });
  s.options.agent_report = null;
  return s;
}

const INDEX_JS = {
  path: "src/index.js",
  content:
    "export function formatNumber(n) {\n  return String(n).padStart(6, '0');\n}\nexport { parseNumber } from './parse.js';\n",
};

test("a carried 'X, then commit' step another agent did is no next action, and the Stop gate asks for one", async () => {
  const reports = [
    "The counter has six places now; src/index.js exports formatNumber and parseNumber. Tests pass and everything is committed.",
    // Names nothing of the step: the edit and the commit alone say it is done.
    "Tests pass and everything is committed.",
    "Todo en verde y commiteado.",
  ];
  let day = 1;
  for (const agent of ["claude", "codex", "gemini"] as const) {
    for (const report of reports) {
      const s = await carriedAfter(
        agent,
        `2026-10-${String(day++).padStart(2, "0")}`,
        [INDEX_JS],
        ["npm test", "git add -A && git commit -q -m 'counter: six places'"],
        report,
      );
      assert.equal(resolveNextAction(s).text, null, `${agent}: ${report}`);
      const items = checkReadiness({
        clean_state: { clean: true, blocking: [], warnings: [] },
        notes: [],
        workbench: { agent_state: null, reviews: [], verifications: [] },
        agent_report: report,
        transcript: s.transcript,
        previous: s.previous,
      });
      assert.ok(
        items.some((item) => item.key === "next"),
        `${agent}: the gate asks for a next action`,
      );
    }
  }
});

test("a carried step is still to do when the session did only part of it, or wrote the file without its name", async () => {
  const cases: [string, { path: string; content: string }[], string[]][] = [
    // Written, never committed.
    ["not committed", [INDEX_JS], ["npm test"]],
    // Committed, but the file holds no formatNumber.
    [
      "another name",
      [{ path: "src/index.js", content: "export function padCounter(n) { return n; }\n" }],
      ["npm test", "git commit -qam 'pad'"],
    ],
    // Committed, formatNumber written into another file.
    [
      "another file",
      [{ path: "src/format.js", content: "export function formatNumber(n) { return n; }\n" }],
      ["npm test", "git commit -qam 'format'"],
    ],
  ];
  let day = 1;
  for (const agent of ["claude", "codex", "gemini"] as const) {
    for (const [label, writes, commands] of cases) {
      const s = await carriedAfter(
        agent,
        `2026-09-${String(day++).padStart(2, "0")}`,
        writes,
        commands,
        "Tests pass.",
      );
      assert.match(
        resolveNextAction(s).text ?? "",
        /^export formatNumber from src\/index\.js, then commit/,
        `${agent}: ${label}`,
      );
    }
  }
});

test("a report's last sentence that states how things stand, or what stays as it is, is no next action", () => {
  const statements = [
    "src/bucket.c caps the refill at the burst now; make check passes.",
    "Every test passes; the branch is ready for review.",
    "refill_tokens() holds the cap now.",
    "I'll leave refill.h unused for now.",
    "Leaving src/refill.h alone.",
    "Nothing else to do in src/bucket.c.",
    "Dejo src/refill.h tal cual.",
    "src/refill.h bleibt unverändert.",
    "Je laisse src/refill.h tel quel.",
    "Alle tests slagen en src/bucket.c is gecommit.",
  ];
  for (const report of statements) {
    const s = bucketSession(`The limiter holds.\n${report}`);
    assert.equal(resolveNextAction(s).text, null, report);
  }
  // A marker's step that only keeps something as it is is none either.
  assert.equal(
    resolveNextAction(bucketSession("Tests pass.\nNext step: leave src/refill.h as is.")).text,
    null,
  );
});

test("a step the closing paragraph states before a status is the next action; a status after a plain statement is none", () => {
  const cases: [string, string | null][] = [
    [
      "Cap added in src/bucket.c and make check passes.\nThe server wiring in src/server.c is still missing. Everything else is committed.",
      "The server wiring in src/server.c is still missing.",
    ],
    [
      "Listo: src/bucket.c limita la recarga.\nFalta conectar bucket.c al servidor. Los tests pasan.",
      "Falta conectar bucket.c al servidor.",
    ],
    [
      "Der Deckel sitzt in src/bucket.c.\nsrc/server.c muss noch den Bucket laden. Die Tests laufen durch.",
      "src/server.c muss noch den Bucket laden.",
    ],
    // A question to the user is a step: something to answer.
    [
      "Cap added in src/bucket.c. Should I wire it into src/server.c next?",
      "Should I wire it into src/server.c next?",
    ],
    // What happened before is no step, whatever its words.
    ["Before this, make check failed on the refill; fixed in src/bucket.c. Tests pass.", null],
    ["src/bucket.c caps the refill now. make check passes.", null],
  ];
  for (const [report, expected] of cases) {
    const s = bucketSession(report);
    assert.equal(
      resolveNextAction(s).text,
      expected === null ? null : `${expected} ${FROM_REPORT}`,
      report,
    );
  }
});
