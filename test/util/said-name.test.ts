import assert from "node:assert/strict";
import { test } from "node:test";
import { saysNameInWords } from "../../src/util/said-name.js";

test("a name of two parts or more said in words, its parts in order, in any spelling of the join", () => {
  const yes: [string, string][] = [
    ["A night with nobody on it goes to a club account.", "CLUB_ACCOUNT"],
    ["someone who served before is on every shift", "servedBefore"],
    ["the Life Jackets left", "life_jackets"],
    ["a club-account line", "ClubAccount"],
  ];
  for (const [text, name] of yes) assert.ok(saysNameInWords(text, name), `${name}: ${text}`);
  const no: [string, string][] = [
    ["the account of the club", "CLUB_ACCOUNT"], // another order
    ["the club accounts", "CLUB_ACCOUNT"], // another word
    ["src/thumb-cache.js keeps them", "ThumbCache"], // a file's name, not the code's
    ["the limit is low", "LIMIT"], // one part
    ["an id", "A_ID"], // parts too short
  ];
  for (const [text, name] of no) assert.ok(!saysNameInWords(text, name), `${name}: ${text}`);
});

test("a name's short words said too, and a part of it in the plural or the singular", () => {
  const yes: [string, string][] = [
    ["Orders level on weight go by arrival time.", "byArrival"],
    ["Amounts are summed to cents first.", "toCents"],
    ["A started box is charged as a whole box.", "whole_boxes"],
    ["Two whole boxes.", "wholeBoxes"],
    ["the late nights cost more", "LATE_NIGHTS"],
    ["a late night costs more", "lateNights"],
  ];
  for (const [text, name] of yes) assert.ok(saysNameInWords(text, name), `${name}: ${text}`);
  const no: [string, string][] = [
    ["go by the arrival time", "byArrival"], // a word between
    ["arrival time decides", "byArrival"], // the short word left out
    ["an id", "A_ID"], // too short still
    ["the boxes are whole", "wholeBoxes"], // another order
  ];
  for (const [text, name] of no) assert.ok(!saysNameInWords(text, name), `${name}: ${text}`);
});
