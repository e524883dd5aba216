/**
 * Rules with a quantity the user replaced in a later hop, in another unit, language or digits
 * ("two nights in a row" → "3晩まで", "four digits" → "six places", "Java 11" → "جافا ١٧"), the
 * session's diff moving the constant: the older rule is marked superseded in the relay's last
 * briefing, even when it is one sentence of a first message of background and task; a rule of
 * another quantity stays in force.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { scriptedHop } from "../helpers/scripted-hop.js";
import type { Packet } from "../../src/model/packet/types.js";
import type { ValueChange } from "../../src/model/snapshot/types.js";
import { renderBriefing } from "../../src/resume/briefing.js";
import { resultFor } from "../helpers/briefing-packets.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-units-"));
after(() => removeDir(dir));

const hop = scriptedHop(dir, SAMPLE_ROOT);

const line = (path: string, before: string, after: string, text: string): ValueChange => ({
  path,
  before,
  after,
  line: text,
});

const TASK =
  "Some background. We run parcel lockers in four towns. Couriers drop a CSV each evening into data/drops/. The old reminder was a cron script nobody dares touch. What I need: a reminder job in src/remind.ts that texts customers about parcels still waiting. Send the first reminder after 36 hours.";
const NODE = "Build it for Node 18, we still run it on the old box.";
const CODES = "Kody odbioru mają cztery cyfry.";
const FAULTY = "Mark a locker as faulty after 90 minutes without a heartbeat.";
const SMS = "Retry an SMS five times before giving up.";
const DROPS = "Keep data/drops/ read-only.";
const NODE_NEW = "Node 18 artık yetmiyor, en az 22 olsun.";
const REMIND_NEW = "El primer recordatorio, después de dos días.";
const FAULTY_NEW = "Loker dianggap rusak setelah tiga kali heartbeat terlewat.";
const CODES_NEW = "পিকআপ কোড এখন ৬ অঙ্কের।";

async function relay(): Promise<Packet> {
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-11-02",
      user: [TASK, NODE, CODES, FAULTY, SMS, DROPS],
      commands: ["npm test"],
      report: "src/remind.ts texts after 36 hours; npm test passes.",
    },
    null,
    [],
  );
  const p2 = await hop(
    {
      agent: "claude",
      day: "2026-11-03",
      user: ["Weiter bitte.", NODE_NEW, REMIND_NEW],
      commands: ["npm test"],
      report: "The first reminder waits 48 hours; engines.node is >=22.",
    },
    p1,
    [line("src/remind.ts", "36", "48", "export const REMIND_AFTER_HOURS = 48;")],
  );
  return hop(
    {
      agent: "codex",
      day: "2026-11-04",
      user: ["continue", FAULTY_NEW, CODES_NEW],
      commands: ["npm test"],
      report: "Faulty lockers count missed heartbeats; codes have six digits.",
    },
    p2,
    [
      {
        ...line("src/locker.ts", "90", "3", "export const FAULTY_AFTER_MISSED = 3;"),
        was: "export const FAULTY_AFTER_MINUTES = 90;",
      },
      line("src/codes.ts", "4", "6", 'return String(n).padStart(6, "0");'),
    ],
  );
}

test("rules replaced in another unit, counted another way or dropped with 'no longer', in other languages and digits, are superseded by the newer; a count of another thing stays", async () => {
  const p3 = await relay();
  const by = (text: string) => p3.user_messages.find((m) => m.text === text)?.superseded_by;
  assert.equal(by(NODE)?.text, NODE_NEW);
  assert.equal(by(TASK)?.text, REMIND_NEW);
  assert.equal(by(TASK)?.part, "Send the first reminder after 36 hours");
  assert.equal(by(FAULTY)?.text, FAULTY_NEW);
  assert.equal(by(CODES)?.text, CODES_NEW);
  for (const text of [SMS, DROPS, NODE_NEW, REMIND_NEW, FAULTY_NEW, CODES_NEW])
    assert.equal(by(text), undefined, text);
  const context = (
    JSON.parse(renderBriefing(resultFor(p3), "claude-hook")) as {
      hookSpecificOutput: { additionalContext: string };
    }
  ).hookSpecificOutput.additionalContext;
  assert.ok(context.includes(`superseded by "${FAULTY_NEW}"`), context);
  assert.ok(context.indexOf(`- ${SMS}`) < context.indexOf(`- ${FAULTY}`), context);
});

test("one newer message replacing two rules of a first message of task and rules: each rule is its own superseded entry, the task and the rest stay in force", async () => {
  const first =
    "Contexto: vendemos fotos de eventos y las miniaturas se hacen a mano. El script viejo vive en scripts/old.sh y nadie lo toca. Tarea: escribe thumbs() en src/thumbs.js. Tiene que funcionar con Node 18. Cada miniatura pesa como máximo 200 KB.";
  const newer = "از این به بعد حداقل Node ۲۲، و هر تصویر کوچک حداکثر ۳۲۰ KB.";
  const p1 = await hop(
    {
      agent: "claude",
      day: "2026-11-10",
      user: [first],
      commands: ["npm test"],
      report: "thumbs() writes the thumbnails; npm test passes.",
    },
    null,
    [],
  );
  const p2 = await hop(
    {
      agent: "gemini",
      day: "2026-11-11",
      user: ["continue", newer],
      commands: ["npm test"],
      report: "Node 22 and 320 KB; npm test passes.",
    },
    p1,
    [
      line("package.json", "18", "22", '"node": ">=22"'),
      line("src/thumbs.js", "200", "320", "export const MAX_KB = 320;"),
    ],
  );
  const entries = p2.user_messages.map((m) => [m.text, m.superseded_by?.text ?? null]);
  assert.deepEqual(entries, [
    [
      "Contexto: vendemos fotos de eventos y las miniaturas se hacen a mano. El script viejo vive en scripts/old.sh y nadie lo toca. Tarea: escribe thumbs() en src/thumbs.js.",
      null,
    ],
    ["Tiene que funcionar con Node 18", newer],
    ["Cada miniatura pesa como máximo 200 KB", newer],
    [newer, null],
  ]);
  assert.ok(!/Node 18|200 KB/.test(p2.objective ?? ""), p2.objective ?? "");
});

test("rules of one first message replaced in two later hops keep every mark, and a count tied to another rule by an earlier hop's diff never ties later by subject", async () => {
  const first =
    "Some background: each locker pings our server every 15 minutes, and couriers drop a CSV into data/drops/ every evening. What I need: src/lockers.js with faultyLockers(lastPing, now) and tests. Mark a locker faulty after 90 minutes without a ping. Pickup codes have four digits. Parcels go back to the sender after 14 days.";
  const rules = "It must keep running on Node 18. Retry an SMS five times before giving up.";
  const missed = "Mulai sekarang, loker dianggap rusak setelah tiga kali ping terlewat.";
  const node = "Node 18 artık yetmiyor, en az 22 olsun.";
  const weeks = "Paketit palautetaan lähettäjälle vasta kolmen viikon jälkeen.";
  const codes = "کد تحویل از این به بعد ۶ رقم است.";
  const p1 = await hop(
    {
      agent: "codex",
      day: "2026-11-20",
      user: [first, rules],
      commands: ["npm test"],
      report: "src/lockers.js and src/sms.js are in; npm test passes.",
    },
    null,
    [],
  );
  const p2 = await hop(
    {
      agent: "gemini",
      day: "2026-11-21",
      user: [missed],
      commands: ["npm test"],
      report: "faultyLockers() counts missed pings now.",
    },
    p1,
    [
      {
        ...line("src/lockers.js", "90", "3", "export const FAULTY_AFTER_MISSED = 3;"),
        was: "export const FAULTY_AFTER_MINUTES = 90;",
      },
    ],
  );
  const p3 = await hop(
    {
      agent: "claude",
      day: "2026-11-22",
      user: [node, weeks, codes],
      commands: ["npm test"],
      report: "Node 22, three weeks, six-digit codes.",
    },
    p2,
    [
      line("package.json", "18", "22", '"node": ">=22"'),
      line("src/lockers.js", "14", "21", "export const RETURN_AFTER_DAYS = 21;"),
      line("src/lockers.js", "4", "6", "export const CODE_DIGITS = 6;"),
    ],
  );
  const by = (text: string) => p3.user_messages.find((m) => m.text === text)?.superseded_by?.text;
  assert.equal(by("Mark a locker faulty after 90 minutes without a ping"), missed);
  assert.equal(by("Pickup codes have four digits"), codes);
  assert.equal(by("Parcels go back to the sender after 14 days"), weeks);
  // The rules message keeps its second rule in force: one sentence of it is superseded.
  const pair = p3.user_messages.find((m) => m.text === rules)?.superseded_by;
  assert.deepEqual([pair?.text, pair?.part], [node, "It must keep running on Node 18"]);
  const rest = p3.user_messages.find((m) => m.text.startsWith("Some background"));
  assert.equal(rest?.superseded_by, undefined);
  assert.ok(!/90 minutes|four digits|14 days/.test(rest?.text ?? ""), rest?.text);
  // A hop later, the sentences split off the first message take nothing back from its rest.
  const p4 = await hop(
    {
      agent: "codex",
      day: "2026-11-23",
      user: ["continue"],
      commands: ["npm test"],
      report: "All green.",
    },
    p3,
    [],
  );
  const later = p4.user_messages.find((m) => m.text.startsWith("Some background"));
  assert.equal(later?.superseded_by, undefined);
});
