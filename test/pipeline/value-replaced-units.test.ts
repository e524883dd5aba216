/**
 * A house rule with a value, replaced later in another language where neither a word nor the
 * written number is shared: another unit of the same dimension ("1200 milliseconds" → "1.5 秒"),
 * a number word replaced by another ("cztery cyfry" → "six places"), a CJK numeral and counter
 * ("two nights" → "3晩まで"), or a "from A to B" naming the old value ("passano da 7 a 14").
 * A line of the diff (the first three) or the newer message itself (the last) says the two are
 * one quantity: the older rule is marked superseded, in part when it is one sentence of a longer
 * first message, and the objective never states it. Real temp repos, sessions of two agents.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-value-units-"));
after(() => removeDir(dir));

/** One hop: the session's transcript, then `handoff write` on the repo. */
const hop = (repo: string, session: ScriptedSession): Promise<Packet> =>
  writeScriptedHop(dir, repo, session);

interface Case {
  file: string;
  before: string;
  after: string;
  first: string;
  newer: string;
  rule: string;
}

/** Two hops: the first states the rule, the second (another agent) replaces its value. */
async function relay(c: Case): Promise<Packet> {
  const repo = makeRepo("handoff-value-units-repo-");
  try {
    writeRepoFile(repo, c.file, c.before);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "first version");
    await hop(repo, {
      agent: "codex",
      day: "2026-12-01",
      user: [c.first],
      commands: ["npm test"],
      report: `Done in ${c.file}; npm test passes. Next step: run npm run lint.`,
    });
    writeRepoFile(repo, c.file, c.after);
    git(repo, "commit", "-q", "-am", "new value");
    return await hop(repo, {
      agent: "claude",
      day: "2026-12-02",
      user: ["continue", c.newer],
      commands: ["npm test"],
      report: `Changed in ${c.file}; npm test passes. Next step: run npm run lint.`,
    });
  } finally {
    removeDir(repo);
  }
}

function assertReplaced(packet: Packet, c: Case): void {
  const old = packet.user_messages.find((m) => m.text === c.first);
  assert.equal(old?.superseded_by?.text, c.newer, c.rule);
  assert.equal(old?.superseded_by?.part, c.rule);
  assert.ok(!(packet.objective ?? "").includes(c.rule.slice(0, 20)), packet.objective ?? "");
}

test("another unit of the same dimension, in Chinese: 1200 milliseconds → 1.5 秒, the code 1200 → 1500", async () => {
  const c: Case = {
    file: "src/retry.js",
    before: "export const RETRY_DELAY_MS = 1200;\nexport const TIMEOUT_MS = 5000;\n",
    after: "export const RETRY_DELAY_MS = 1500;\nexport const TIMEOUT_MS = 5000;\n",
    first:
      "Some background: the gateway drops bursts of calls. Write retryCall(fn) in src/retry.js. Wait at least 1200 milliseconds between two attempts.",
    newer: "两次尝试之间至少等 1.5 秒。",
    rule: "Wait at least 1200 milliseconds between two attempts",
  };
  assertReplaced(await relay(c), c);
});

test("a number word replaced by another in another language: cztery cyfry → six places, padStart(4 → padStart(6", async () => {
  const c: Case = {
    file: "src/number.js",
    before: 'export const invoiceNo = (n) => String(n).padStart(4, "0");\n',
    after: 'export const invoiceNo = (n) => String(n).padStart(6, "0");\n',
    first:
      "Napisz w src/number.js funkcję invoiceNo(n). Numer ma zawsze cztery cyfry, z zerami na początku.",
    newer: "Invoice numbers get six places from now on.",
    rule: "Numer ma zawsze cztery cyfry, z zerami na początku",
  };
  assertReplaced(await relay(c), c);
});

test("a CJK counter replacing a count said in English words: two nights → 3晩, MAX_NIGHTS = 2 → 3", async () => {
  const c: Case = {
    file: "src/booking.py",
    before: "MAX_NIGHTS = 2\nPRICE = 90\n",
    after: "MAX_NIGHTS = 3\nPRICE = 90\n",
    first:
      "Add check_stay(nights) to src/booking.py. A guest may book two nights at most, never more.",
    newer: "連泊は最大3晩までにしてください。",
    rule: "A guest may book two nights at most, never more",
  };
  assertReplaced(await relay(c), c);
});

test("a 'from A to B' in Italian naming the old value: no line of the diff needed", async () => {
  const c: Case = {
    file: "src/prune.sh",
    before: "KEEP=7\n",
    after: "KEEP=7\n# pruned nightly\n",
    first: "Write prune() in src/prune.sh. Keep the newest seven snapshots, delete the rest.",
    newer: "Le copie da tenere passano da 7 a 14.",
    rule: "Keep the newest seven snapshots, delete the rest",
  };
  assertReplaced(await relay(c), c);
});

test("without a changed line or a 'from A to B', a new value in another unit marks nothing: both stay, the newer last", async () => {
  const c: Case = {
    file: "src/retry.js",
    before: "export const RETRY_DELAY_MS = 1200;\n",
    after: "export const RETRY_DELAY_MS = 1200; // ok\n",
    first:
      "Some background: the gateway drops bursts of calls. Write retryCall(fn) in src/retry.js. Wait at least 1200 milliseconds between two attempts.",
    newer: "两次尝试之间至少等 1.5 秒。",
    rule: "",
  };
  const packet = await relay(c);
  const texts = packet.user_messages.map((m) => m.text);
  assert.equal(packet.user_messages.find((m) => m.text === c.first)?.superseded_by, undefined);
  assert.ok(texts.indexOf(c.first) < texts.indexOf(c.newer));
});

test("two quantities of one unit: the diff changes the retry delay, the timeout rule stands", async () => {
  const first =
    "Write retryCall(fn) in src/retry.js. Give up after 5000 milliseconds. Wait 1200 milliseconds between attempts.";
  const c: Case = {
    file: "src/retry.js",
    before: "export const RETRY_DELAY_MS = 1200;\nexport const TIMEOUT_MS = 5000;\n",
    after: "export const RETRY_DELAY_MS = 1500;\nexport const TIMEOUT_MS = 5000;\n",
    first,
    newer: "Entre deux essais, 1,5 seconde.",
    rule: "Wait 1200 milliseconds between attempts",
  };
  const packet = await relay(c);
  assert.equal(
    packet.user_messages.find((m) => m.text === first)?.superseded_by?.part,
    "Wait 1200 milliseconds between attempts",
  );
});

test("the task's own one-sentence message replaced as a whole: the objective stays the task, marked", async () => {
  const c: Case = {
    file: "src/booking.py",
    before: "MAX_NIGHTS = 2\nPRICE = 90\n",
    after: "MAX_NIGHTS = 3\nPRICE = 90\n",
    first: "Add check_stay(nights) to src/booking.py, for two nights at most.",
    newer: "連泊は最大3晩までにしてください。",
    rule: "",
  };
  const packet = await relay(c);
  const old = packet.user_messages.find((m) => m.text === c.first);
  assert.equal(old?.superseded_by?.text, c.newer);
  assert.equal(old?.superseded_by?.part, undefined);
  // The objective is carried from the first packet: its label follows the mark.
  assert.ok(
    packet.objective?.startsWith(`${c.first} — superseded in part by "${c.newer}"`),
    packet.objective ?? "",
  );
});

test("a length in another script and unit: 5 km → 3500 मीटर, MIN_KM = 5 → 3.5", async () => {
  const c: Case = {
    file: "src/routes.py",
    before: "MIN_KM = 5\nMAX_RIDERS = 12\n",
    after: "MIN_KM = 3.5\nMAX_RIDERS = 12\n",
    first:
      "Add is_club_ride(route) to src/routes.py. Twelve riders at most per group. A club ride is at least 5 km long.",
    newer: "अब न्यूनतम दूरी 3500 मीटर है।",
    rule: "A club ride is at least 5 km long",
  };
  assertReplaced(await relay(c), c);
});

test("hours said the everyday way in Vietnamese: 90 minuti → hai tiếng, the code 90 → 120", async () => {
  const c: Case = {
    file: "src/sessions.js",
    before: "export const MAX_SESSION_MIN = 90;\nexport const ROOMS = 4;\n",
    after: "export const MAX_SESSION_MIN = 120;\nexport const ROOMS = 4;\n",
    first:
      "Scrivi bookRoom() in src/sessions.js. Abbiamo quattro sale. Una sessione dura al massimo 90 minuti.",
    newer: "Mỗi buổi tối đa hai tiếng nhé.",
    rule: "Una sessione dura al massimo 90 minuti",
  };
  assertReplaced(await relay(c), c);
});

test("nights of a stay among many numbers: four nights → 三泊, the people and years stand", async () => {
  const c: Case = {
    file: "src/trip.py",
    before: "GROUP = 9\nNIGHTS = 4\n",
    after: "GROUP = 9\nNIGHTS = 3\n",
    first:
      "Write plan_trip() in src/trip.py. We are nine people, four of us in Berlin. We have run this trip for two years. Book four nights back to back.",
    newer: "宿泊は三泊までにしてください。",
    rule: "Book four nights back to back",
  };
  assertReplaced(await relay(c), c);
});

test('digit counts by a zero pattern: cztery cyfry → six chiffres, "0000" → "000000"', async () => {
  const c: Case = {
    file: "src/invoice.js",
    before:
      'export const ZEROS = "0000";\nexport const pad = (n) => (ZEROS + n).slice(-ZEROS.length);\n',
    after:
      'export const ZEROS = "000000";\nexport const pad = (n) => (ZEROS + n).slice(-ZEROS.length);\n',
    first:
      "Napisz pad(n) w src/invoice.js dla numerów faktur. Numer ma zawsze cztery cyfry, z zerami na początku.",
    newer: "Le numéro de facture a désormais six chiffres.",
    rule: "Numer ma zawsze cztery cyfry, z zerami na początku",
  };
  assertReplaced(await relay(c), c);
});
