/**
 * The link from an edit of the session: which message a value edit answered (`editLinks`) and
 * which older sentence held the value it changed (`heldValue`), with the negatives: a change the
 * agent made after no rule, after a question, or after a message about another number; a
 * constant of another unit holding the same number; two rules of one old value.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { editLinks, heldValue, onlyRuleWithoutValue } from "../../src/generate/edit-reversal.js";
import { sentencesOf } from "../../src/generate/reversal.js";
import type { ValueChange } from "../../src/model/snapshot/types.js";

const change = (line: string, before: string, after: string, was?: string): ValueChange => ({
  path: "src/config.ts",
  before,
  after,
  line,
  ...(was === undefined ? {} : { was }),
});
const QUEUE = change("QUEUE_WAIT_MIN = 35", "20", "35");
const edit = (user: number, before = "20", after = "35") => ({ before, after, user });
const goOn = (t: string) => /^(continue|go on)$/i.test(t);

test("the latest message that says something before the edit, when it is rule-like", () => {
  const rows: [string[], number, string | null][] = [
    [
      ["Weiter.", "Dylai'r ciw aros pum munud ar hugain."],
      1,
      "Dylai'r ciw aros pum munud ar hugain.",
    ],
    [
      ["Rindai gaida trīsdesmit piecas minūtes.", "paldies"],
      1,
      "Rindai gaida trīsdesmit piecas minūtes.",
    ],
    [
      ["Rindai gaida trīsdesmit piecas minūtes.", "continue"],
      1,
      "Rindai gaida trīsdesmit piecas minūtes.",
    ],
    [["Queue wait is 35 minutes now."], 0, "Queue wait is 35 minutes now."],
    // A question last: the agent answered it, or acted on its own.
    [["Rindai gaida trīsdesmit piecas minūtes.", "Cik testu ir?"], 1, null],
    // The message's own number is another value: it was about another thing.
    [["Make the banner 48 px tall."], 0, null],
    // Said in words, a number may be part of one no list reads ("two thirds of an hour" is 35
    // here): only digits say the message was about another value.
    [["The queue waits two thirds of an hour."], 0, "The queue waits two thirds of an hour."],
    [["Ireo mpanjifa miandry 2 ora."], 0, null],
    // An earlier message set the new value readably: the change was for it, not the banner.
    [["Queue wait 35 minutes from now on.", "Add a banner to the page."], 1, null],
    // A task of another file: the agent changed the value on its own while doing it.
    [["Now build the export page in src/export.ts."], 0, null],
    // Naming the constant or its file is naming what changed.
    [
      ["`QUEUE_WAIT_MIN` ar bymtheg munud ar hugain."],
      0,
      "`QUEUE_WAIT_MIN` ar bymtheg munud ar hugain.",
    ],
    [["src/config.ts: aros pum munud ar hugain."], 0, "src/config.ts: aros pum munud ar hugain."],
    // No user message before the edit.
    [[], -1, null],
    [["continue"], 0, null],
  ];
  for (const [messages, user, newer] of rows) {
    const links = editLinks(messages, [edit(user)], [QUEUE], goOn);
    assert.deepEqual(
      links.map((l) => l.newer),
      newer === null ? [] : [newer],
      messages.join(" | "),
    );
  }
});

test("a price the same turn wrote again as it was, restated beside the new one, is no other value", () => {
  const chiller = change(
    "set ::CHILLER_CENTS_PER_BIN_NIGHT 400",
    "1800",
    "400",
    "set ::CHILLER_CENTS_PER_NIGHT 1800",
  );
  const renamed = { ...edit(0, "1800", "400"), renamed: true as const };
  // The new price said in words no list reads, the ice's price (unchanged) in digits.
  const newer =
    "From now on the chiller is paid by the bin and the night, four dollars a bin. The ice stays at $95 a tonne.";
  const ice = { value: "9500", user: 0, name: "ICE_CENTS_PER_TONNE" };
  assert.equal(editLinks([newer], [renamed], [chiller], goOn, () => [], [ice]).length, 1);
  // Written by another turn, or not at all: the $95 may be what the message was about.
  assert.equal(editLinks([newer], [renamed], [chiller], goOn, () => [], []).length, 0);
  assert.equal(
    editLinks([newer], [renamed], [chiller], goOn, () => [], [{ ...ice, user: 1 }]).length,
    0,
  );
  // A number that is the new value stays the new value when a kept constant holds it too:
  // "5 KM, not 4 KM" (the kiln-hour, written in hundredths) beside "still 5 feninga a kilo".
  const kiln = change("FENINGA_PER_KILN_HOUR = 500", "400", "500");
  const bosnian = "Sat sušare od sada košta 5 KM. Kilogram šljiva ostaje 5 feninga.";
  const kept = [{ value: "5", user: 0, name: "FENINGA_PER_KG" }];
  assert.equal(
    editLinks([bosnian], [edit(0, "400", "500")], [kiln], goOn, () => [100], kept).length,
    1,
  );
});

test("an edit is matched by its value change, a rename with a rename", () => {
  const renamed = change("MAX_PAGES = 2", "80", "2", "MAX_LINES = 80");
  assert.equal(
    editLinks(["Dwy dudalen."], [{ ...edit(0, "80", "2"), renamed: true }], [renamed]).length,
    1,
  );
  assert.equal(editLinks(["Dwy dudalen."], [edit(0, "80", "2")], [renamed]).length, 0);
  assert.equal(editLinks(["Dwy dudalen."], [edit(0, "80", "3")], [renamed]).length, 0);
});

test("the older sentence that held the old value", () => {
  const rows: [string, ValueChange, string[] | null][] = [
    [
      "Customers wait in the queue 20 minutes at most.",
      QUEUE,
      ["Customers wait in the queue 20 minutes at most"],
    ],
    ["Klienci czekają dwadzieścia minut.", QUEUE, ["Klienci czekają dwadzieścia minut"]],
    [
      "Build src/queue.ts. The queue holds 20 minutes of waiting at most.",
      QUEUE,
      ["The queue holds 20 minutes of waiting at most"],
    ],
    // Another unit than the constant's name says: another thing of the same number.
    ["Retry a payment 20 times.", change("UPLOAD_MB = 35", "20", "35"), null],
    // Names the new value too: no old rule of it.
    ["Wait between 20 and 35 minutes.", QUEUE, null],
    // Two sentences of one old value: the one naming the constant.
    ["Queue waits 20 minutes. Reminders come 20 minutes apart.", QUEUE, ["Queue waits 20 minutes"]],
    ["Tickets expire after 20 minutes. Reminders come 20 minutes apart.", QUEUE, null],
    // No number: a word of the constant's name ties the rule ("the evening before").
    [
      "Send reminders the evening before.",
      change("REMINDER_OFFSET = '-6 hours'", "1", "6"),
      ["Send reminders the evening before"],
    ],
    ["Keep it friendly.", change("REMINDER_OFFSET = '-6 hours'", "1", "6"), null],
    // The constant's word in a sentence naming a file is the file's: the task, no rule of it.
    [
      "Build the reminder in src/remind.ts.",
      change("REMINDER_OFFSET = '-6 hours'", "1", "6"),
      null,
    ],
  ];
  for (const [older, c, sentences] of rows)
    assert.deepEqual(heldValue(older, c)?.sentences ?? null, sentences, older);
});

test("the one rule of a many-rule message that states no value", () => {
  const rows: [string, string | null][] = [
    // Background first (no rule), then the task, then rules each stating a value or a file.
    [
      "We run the ferry office. Build the board in src/board.ts. Rules: lines at most 80 characters; the reminder goes out the morning of the trip; Node 18; never touch src/legacy.ts.",
      "the reminder goes out the morning of the trip",
    ],
    [
      "Algunes normes: 80 caràcters per línia; l'avís surt el matí del viatge; Node 18.",
      "l'avís surt el matí del viatge",
    ],
    [
      "Reglur: í mesta lagi 80 stafir; áminningin fer út að morgni ferðardags; ekki snerta src/legacy.ts.",
      "áminningin fer út að morgni ferðardags",
    ],
    // Two rules without a value: which one is unsure.
    ["Rules: 80 characters; be polite; send it the morning of; Node 18.", null],
    // One other rule only: no message of several rules.
    ["Lines at most 80 characters. Send it the morning of.", null],
    // Every rule states a value.
    ["Rules: 80 characters; 3 retries; Node 18.", null],
    // Nothing states a value: no rules to tell it from.
    ["Send it the morning of. Be polite.", null],
  ];
  for (const [text, rule] of rows)
    assert.equal(onlyRuleWithoutValue(sentencesOf(text).map((x) => x.trim())), rule, text);
  // It holds a changed constant only when no sentence states the old value or names the constant.
  const notice = change("NOTICE_HOURS = 36", "0", "36", "NOTICE_DAYS = 0");
  const rules =
    "Build the board in src/board.ts. Rules: lines at most 80 characters; the reminder goes out the morning of the trip; Node 18.";
  assert.deepEqual(heldValue(rules, notice), {
    sentences: ["the reminder goes out the morning of the trip"],
    byNumber: false,
    byOrder: true,
  });
  // A rewritten line that declares nothing may be any code: no such weak tie.
  assert.equal(heldValue(rules, change("send(msg, 36)", "0", "36", "send(msg, 0)")), null);
  const cols = change("MAX_LINES = 2", "80", "2", "MAX_COLS = 80");
  // A line written for a rule and rewritten, tied by the value its sentence states.
  const wrapped = change("wrap(text, lines, 2)", "80", "2", "wrap(text, cols, 80)");
  assert.deepEqual(heldValue(rules, wrapped)?.sentences, ["Rules: lines at most 80 characters"]);
  assert.deepEqual(heldValue(rules, cols)?.sentences, ["Rules: lines at most 80 characters"]);
});

test("a price in the unit the constant's name says holds its value; the name's unit word is no subject", () => {
  const renamed = change(
    "PRICE_PAISE_PER_BALL = 14000",
    "3000",
    "14000",
    "PRICE_PAISE_PER_STRING = 3000",
  );
  assert.deepEqual(
    heldValue(
      "Money is kept in paise, never a double. A string of jasmine costs 30 rupees.",
      renamed,
    )?.sentences,
    ["A string of jasmine costs 30 rupees"],
  );
  assert.equal(heldValue("Money is kept in paise, never a double.", renamed), null);
});
