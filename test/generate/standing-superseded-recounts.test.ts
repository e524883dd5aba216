/**
 * Rules replaced in Georgian, Amharic and Yoruba, with no number a list reads, tied by the edit
 * the session made after each message: a rule with no number at all ("the evening before") by a
 * word of the constant its edit changed, a rule counted another way (grams → scoops) by the
 * constant renamed with its value, and of two rules of one old value the one the constant names.
 * The marks carry to the next hop; the task, which names the constant's word, stays in force.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-recounts-"));
const repo = makeRepo("handoff-superseded-recounts-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const CONFIG = "src/remind.ts";

const diffOf = committedValueChanges(repo, CONFIG);

const hop = scriptedHop(dir, repo);

const OFFSET = "export const REMINDER_OFFSET = '-12 hours';";
const OFFSET_NEW = "export const REMINDER_OFFSET = '-3 hours';";
const GRAMS = "export const COFFEE_GRAMS = 18;";
const SCOOPS = "export const COFFEE_SCOOPS = 2;";
const ORDERS = "export const ORDERS_PER_PAGE = 20;";
const ORDERS_NEW = "export const ORDERS_PER_PAGE = 30;";
const TAGS = "export const CARD_TAGS = 20;";
const V1 = [OFFSET, GRAMS, ORDERS, TAGS].join("\n");
const V2 = [OFFSET_NEW, SCOOPS, ORDERS_NEW, TAGS].join("\n");

const TASK = "Build the coffee reminder in src/remind.ts.";
const EVENING = "Remind the customer the evening before.";
const CUP = "Each cup takes 18 grams of coffee.";
const PAGE = "List 20 orders on a page.";
const CARD = "Show 20 tags on a card at most.";
const EVENING_NEW = "შეხსენება სამი საათით ადრე გაიგზავნოს.";
const CUP_NEW = "ሁለት ማንኪያ ቡና ለአንድ ኩባያ።";
// "More orders on one page": no number word (Yoruba "ọgbọ̀n", thirty, is read as 30 now).
const PAGE_NEW = "Àṣẹ púpọ̀ sí i lójú ewé kan.";

const edit = (after: number, old: string, now: string) => ({ after, path: CONFIG, old, new: now });

for (const agents of [
  ["codex", "gemini", "claude"],
  ["gemini", "claude", "codex"],
] as const) {
  test(`rules replaced in Georgian, Amharic and Yoruba are superseded through the edits (${agents.join(" → ")})`, async () => {
    const p1 = await hop(
      {
        agent: agents[0],
        day: "2026-11-20",
        user: [TASK, EVENING, CUP, PAGE, CARD],
        commands: ["npm test"],
        report: "src/remind.ts sends the reminders.",
      },
      null,
      diffOf("", V1),
    );
    const p2 = await hop(
      {
        agent: agents[1],
        day: "2026-11-21",
        user: ["continue", EVENING_NEW, CUP_NEW, "მადლობა", PAGE_NEW],
        edits: [edit(1, OFFSET, OFFSET_NEW), edit(3, GRAMS, SCOOPS), edit(4, ORDERS, ORDERS_NEW)],
        commands: [],
        report: "Reminders, doses and paging changed in src/remind.ts.",
      },
      p1,
      diffOf(V1, V2),
    );
    const p3 = await hop(
      {
        agent: agents[2],
        day: "2026-11-22",
        user: ["go on"],
        commands: ["npm test"],
        report: "Tests pass.",
      },
      p2,
      [],
    );
    for (const packet of [p2, p3]) {
      const by = (text: string) => packet.user_messages.find((m) => m.text === text)?.superseded_by;
      assert.equal(by(EVENING)?.text, EVENING_NEW);
      assert.equal(by(CUP)?.text, CUP_NEW);
      assert.equal(by(PAGE)?.text, PAGE_NEW);
      for (const text of [TASK, CARD, EVENING_NEW, CUP_NEW, PAGE_NEW])
        assert.equal(by(text), undefined, text);
    }
  });
}
