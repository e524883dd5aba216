/**
 * A password of joined words the user types in Norwegian and in Bengali prose ("inngangskoden til
 * lagerterminalen er X", "প্যানেলের গোপন শব্দ হলো X", the panel's secret word is X) reaches neither
 * the packet, handoff.md, the registry nor the briefing, in a Claude Code session written up by
 * `write` on a real repository and briefed by `resume`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertNoneLeft, withPlantedSession } from "../helpers/planted-session.js";

test("a joined-words password typed in Norwegian or Bengali prose is in no packet and no briefing", async () => {
  // joined shapes, built here: a word, a number and a word; three words and a digit
  const norwegian = ["Fjell", "_", "88", "fjord"].join("");
  const bengali = ["Nodi", "-", "Pukur", "_", "Jol7"].join("");
  await withPlantedSession(
    "access-password-world-2.1.332.jsonl",
    { __PLANTED_NB__: norwegian, __PLANTED_BN__: bengali },
    (run) => {
      // the premise: the user's words reached the packet, the values masked in them
      assert.match(run.packet, /lagerterminalen er \[REDACTED:password\]/, run.packet);
      assert.match(run.packet, /গোপন শব্দ হলো \[REDACTED:password\]/, run.packet);
      assert.match(run.markdown, /lagerterminalen er \[REDACTED:password\]/, run.markdown);
      assertNoneLeft(run, [norwegian, bengali]);
    },
  );
});
