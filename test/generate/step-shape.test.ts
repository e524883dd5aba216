/**
 * A report's last sentence: a step to do, or a statement of how things stand (positive and
 * negative examples, several languages), and whether a session did a step, part by part.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { doneBySession, namedIdentifiers, stepParts } from "../../src/generate/step-done.js";
import { isStatement } from "../../src/generate/step-shape.js";
import { writtenNameKey } from "../../src/util/name-hash.js";
import type { TranscriptSummary } from "../../src/model/snapshot/types.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

/** A session that wrote `written` ([file, identifier]) into `edited` and ran `passed`. */
function session(edited: string[], written: [string, string][], passed: string[]) {
  const s = makeSessionSnapshot();
  const t = s.transcript as TranscriptSummary;
  t.edited_files = edited;
  const hashes = Uint32Array.from(written.map(([file, name]) => writtenNameKey(file, name)));
  t.written_names = Buffer.from(hashes.buffer).toString("base64");
  t.feedback.tail = passed.map((command) => ({ command, exit_code: 0 }));
  t.agent_report = null;
  return { transcript: t, options: { agent_report: null } };
}

test("a step stays a step; a statement of how things stand is none", () => {
  const steps = [
    "Wire the bucket into src/server.c.",
    "Run `make soak` with the fake clock.",
    "Raise BURST_MAX to 25.",
    "Then the refill needs a test.",
    "`make soak` next.",
    "Falta conectar bucket.c al servidor.",
    "Noch den Bucket-Test schreiben.",
    "Il reste à brancher le refill.",
    "Pass PGPORT=5433 to the db tests.",
    "Should src/index.js export parseNumber too?",
    "npm run build",
    "Leave src/refill.h alone and run `make check` with the fake clock.",
    "Make the flaky test in test/bucket.test.js pass on CI.",
    "Sorge dafür, dass make check durchläuft.",
    "src/server.c: wire the bucket in.",
    "make report, then commit the invoices.",
  ];
  const statements = [
    "src/index.js exports formatNumber now.",
    "formatNumber() pads to six places.",
    "Tests pass and everything is committed.",
    "Every test passes; the branch is ready for its pull request.",
    "I'll leave it unused for now.",
    "Nothing else to do there.",
    "Dejo src/refill.h tal cual.",
    "Todo en verde y commiteado.",
    "No changes needed in src/parse.js.",
    "I'll keep src/legacy-pad.js around for now.",
    "Alle Tests laufen durch.",
    "`make check` passes and src/bucket.c is committed.",
    "The tokenizer keeps emoji sequences together.",
    "Refunds on split payments are handled in src/payments/split.ts.",
    "Added refundShares() and its test.",
    "Los reembolsos vuelven ahora a cada tarjeta.",
    "Testleri çalıştırdım.",
    "make report prints the three invoices; two of them are over budget.",
    "npm run lint affiche 3 erreurs dans src/app.js.",
    "make test slaagt weer.",
    "pytest -q falla en test_total por un céntimo.",
    // A label, then a thing of the work and how it stands.
    "Hecho: src/legacy.js ya no está, sin commit.",
    "Erledigt: `src/legacy.js` ist gelöscht.",
  ];
  for (const s of steps) assert.equal(isStatement(s), false, s);
  for (const s of statements) assert.equal(isStatement(s), true, s);
});

test("a step is read as its parts, and its identifiers are the code-shaped words", () => {
  assert.deepEqual(
    stepParts("export formatNumber from src/index.js, then commit. (from packet 0123456789abcdef)"),
    ["export formatNumber from src/index.js", "commit"],
  );
  assert.deepEqual(stepParts("export formatNumber from src/index.js and commit"), [
    "export formatNumber from src/index.js",
    "commit",
  ]);
  assert.deepEqual(stepParts("parse used and limit; run `npm test`"), [
    "parse used and limit",
    "run `npm test`",
  ]);
  assert.deepEqual(namedIdentifiers("wire RedisStore into src/server.js behind SESSION_STORE"), [
    "redisstore",
    "session_store",
  ]);
  assert.deepEqual(namedIdentifiers("add a test for the cap in src/bucket.c"), []);
});

test("a session did a step when it did every part: the write with its names, the command, the commit", () => {
  const step = "export formatNumber from src/index.js, then commit";
  const did = session(
    ["/repo/src/index.js"],
    [["src/index.js", "formatnumber"]],
    ["npm test", "git commit -qam 'six places'"],
  );
  assert.equal(doneBySession(step, null, did), true);
  // Not committed, another file, another name: still to do.
  assert.equal(
    doneBySession(step, null, session(["src/index.js"], [["src/index.js", "formatnumber"]], [])),
    false,
  );
  assert.equal(
    doneBySession(
      step,
      null,
      session(["src/format.js"], [["src/format.js", "formatnumber"]], ["git commit -m x"]),
    ),
    false,
  );
  assert.equal(
    doneBySession(
      step,
      null,
      session(["src/index.js"], [["src/index.js", "padcounter"]], ["git commit -m x"]),
    ),
    false,
  );
  // The report naming the part's file and identifier as done: done; as not done: not.
  const said = (report: string) => {
    const input = session([], [], ["git commit -qam x"]);
    input.transcript.agent_report = report;
    return doneBySession(step, null, input);
  };
  assert.equal(said("src/index.js exports formatNumber and parseNumber now."), true);
  assert.equal(said("src/index.js does not export formatNumber yet."), false);
  assert.equal(said("src/index.js exportiert formatNumber nicht."), false);
  assert.equal(said("src/index.js still lacks formatNumber."), false);
  // A step only a run does is never done by editing the files it names, nor by a report that
  // names them without its result.
  const edits = session(["src/quota.js", "test/quota.test.js"], [], []);
  assert.equal(doneBySession("commit src/quota.js and test/quota.test.js", null, edits), false);
  edits.transcript.agent_report = "src/quota.js and test/quota.test.js are ready.";
  assert.equal(doneBySession("commit src/quota.js and test/quota.test.js", null, edits), false);
  edits.transcript.agent_report = "src/quota.js and test/quota.test.js are committed.";
  assert.equal(doneBySession("commit src/quota.js and test/quota.test.js", null, edits), true);
  // A file named alone is done by writing it; a command by a passing run of it.
  assert.equal(
    doneBySession("add test/cache.test.js", null, session(["test/cache.test.js"], [], [])),
    true,
  );
  assert.equal(
    doneBySession("run `npm run check:excel`", null, session([], [], ["npm run check:excel"])),
    true,
  );
  assert.equal(
    doneBySession("add a --dry-run flag to bin/rotate.js", null, session([], [], ["git add ."])),
    false,
  );
});

test("a test a step names is its criterion, met by the session's last passing test run; code named with no file is done in any file the session wrote it into", () => {
  const step =
    "in parse_row(), keep quoted commas until test_quoted_commas passes, then run `make check`";
  assert.deepEqual(namedIdentifiers(step), ["parse_row", "test_quoted_commas"]);
  // a word before a spaced bracket is prose, not a call
  assert.deepEqual(namedIdentifiers("step back over trailing bytes (0x80 to 0xBF)"), []);
  const ran = (tail: { command: string; exit_code: number }[], written: [string, string][]) => {
    const input = session(["/repo/csvkit/rows.py"], written, []);
    input.transcript.feedback.tail = tail;
    return doneBySession(step, null, input);
  };
  const wrote: [string, string][] = [["csvkit/rows.py", "parse_row"]];
  assert.equal(
    ran(
      [
        { command: "make check", exit_code: 2 },
        { command: "make check", exit_code: 0 },
      ],
      wrote,
    ),
    true,
  );
  // the test still failing last, or the named code written nowhere: still to do
  assert.equal(
    ran(
      [
        { command: "make check", exit_code: 0 },
        { command: "make check", exit_code: 2 },
      ],
      wrote,
    ),
    false,
  );
  assert.equal(
    ran([{ command: "make check", exit_code: 0 }], [["csvkit/rows.py", "other"]]),
    false,
  );
});

test("a step that names no file, code or command is done when the session changed files, its tests passed last, and its closing words restate it", () => {
  const step =
    "drop start times whose 90 minutes would run past closing, so the last dinner start becomes 22:00";
  const restated =
    "freeSlots() no longer offers a start time whose 90 minutes run past closing: the last dinner start is 22:00.";
  const did = (closing: string[], tests: number[], edited = ["/repo/lib/slots.js"]) => {
    const input = session(edited, [], []);
    input.transcript.feedback.tail = tests.map((exit_code) => ({ command: "npm test", exit_code }));
    input.transcript.agent_report = closing[closing.length - 1] ?? null;
    input.transcript.tail.agent = closing;
    return doneBySession(step, null, input);
  };
  // the work reported a turn before a closing "Noted.": still the session's closing words
  assert.equal(did([restated, "Noted. That stays out of the repository."], [1, 0]), true);
  assert.equal(did([restated], [0]), true);
  // tests failing last, nothing edited, the step still to do, another number, another thing
  assert.equal(did([restated], [0, 1]), false);
  assert.equal(did([restated], [0], []), false);
  assert.equal(
    did(["Start times whose 90 minutes run past closing are still offered; 22:00 is next."], [0]),
    false,
  );
  assert.equal(
    did(["No start time whose 90 minutes run past closing is offered: the last is 21:30."], [0]),
    false,
  );
  assert.equal(did(["The booking form shows the 22:00 table in green now."], [0]), false);
});
