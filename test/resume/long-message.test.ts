/**
 * A user message too long for its briefing line loses its leading background first, not its end:
 * a first message of family history, then the task and the house rules, keeps the rules a later
 * message may replace.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { UserMessage } from "../../src/model/packet/types.js";
import { renderBriefing } from "../../src/resume/briefing.js";
import { withoutLeadingBackground } from "../../src/resume/long-message.js";
import { realisticPacket, resultFor } from "../helpers/briefing-packets.js";

const BACKGROUND = [
  "A word about us first. My grandmother Ilse opened the bakery on the market square of Tartu in 1952, and my mother ran it after her until last spring.",
  "Every morning the ovens are lit at four, the rye goes in at five and the first customers knock on the window at half past six, long before we open.",
  "The orders from the three cafés by the river come in by phone or over WhatsApp the evening before, and my mother wrote them into a school notebook with a pencil on a string.",
  "Twice last winter a café got its bread twice and once not at all, and the notebook did not say which of us took the call. I moved back from Riga to keep the books.",
  "My brother drives the van to the cafés at seven, and on Saturdays the market stall takes whatever is left, sold off by the kilo to the same four old ladies who have come since my grandmother's day.",
  "In summer the tourists off the river boats buy cinnamon buns by the dozen, and my aunt Malle bakes those in the small oven at the back, the one my grandfather built from the bricks of the old mill.",
].join(" ");

const TASK =
  "So the job: bin/orders reads the evening's orders from data/orders.csv and prints one line a café with its loaves and what it owes; make check runs tests/run.sh.";
const RULES =
  "House rules: plain POSIX shell and awk, nothing to install; money in whole cents; a rye loaf costs 420 cents; cafés come by name; make check passes before every commit.";

test("a long message's leading background goes first, its task and house rules stay", () => {
  const text = `${BACKGROUND}\n\n${TASK} ${RULES}`;
  const shown = withoutLeadingBackground(text, 600);
  assert.ok(shown.includes("a rye loaf costs 420 cents"), shown);
  assert.ok(shown.startsWith(`[background left out: ${BACKGROUND.length} characters]`), shown);
  assert.ok(!shown.includes("grandmother"), shown);
  // Short enough, whole; a first line naming the work, or no line naming any, whole too.
  assert.equal(withoutLeadingBackground(text, 5000), text);
  const opensWithWork = `${TASK}\n\n${BACKGROUND} ${RULES}`;
  assert.equal(withoutLeadingBackground(opensWithWork, 600), opensWithWork);
  const nothingNamed = `${BACKGROUND}\n\n${BACKGROUND}`;
  assert.equal(withoutLeadingBackground(nothingNamed, 600), nothingNamed);
});

test("the briefing shows a long first message's house rules, not only its background", () => {
  const packet = realisticPacket();
  const message: UserMessage = {
    text: `${BACKGROUND}\n\n${TASK} ${RULES}`,
    agent: "claude",
    date: "2026-12-01",
    packet: "1".repeat(16),
  };
  packet.user_messages = [message];
  const text = renderBriefing(resultFor(packet), "text");
  const section = text.split("## The user's words\n")[1]?.split("\n## ")[0] ?? "";
  assert.match(section, /a rye loaf costs 420 cents/);
  assert.match(section, /background left out/);
  assert.doesNotMatch(section, /pencil on a string/);
});
