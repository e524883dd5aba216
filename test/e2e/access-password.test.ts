/**
 * A password the user types in Ukrainian and in Thai prose with no credential word (the sentence
 * says what it opens: "до тестової каси входиш з X", "แผงควบคุมปั๊มเปิดได้ด้วย X") reaches
 * neither the packet, handoff.md, the registry nor the briefing, in a Claude Code session written
 * up by `write` on a real repository and briefed by `resume`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertNoneLeft, withPlantedSession } from "../helpers/planted-session.js";

test("a password typed in Ukrainian or Thai with no credential word is in no packet and no briefing", async () => {
  // memorable shapes, built here: a word, digits, a word; two words joined in camel case
  const ukrainian = ["Kasyr", "42", "Dnipro"].join("");
  const thai = ["pumpa", "Chonburi"].join("");
  await withPlantedSession(
    "access-password-2.1.332.jsonl",
    { __PLANTED_UK__: ukrainian, __PLANTED_TH__: thai },
    (run) => {
      // the premise: the user's words reached the packet, the values masked in them
      assert.match(run.packet, /входиш з \[REDACTED:password\]/, run.packet);
      assert.match(run.packet, /เปิดได้ด้วย \[REDACTED:password\]/, run.packet);
      assert.match(run.markdown, /входиш з \[REDACTED:password\]/, run.markdown);
      assertNoneLeft(run, [ukrainian, thai]);
    },
  );
});
