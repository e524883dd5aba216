/**
 * `onlyResetsRule`: a message that gives an earlier rule of the user a new value, naming nothing
 * of the work the rule and the task do not name, in any language; and what is not one.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { onlyResetsRule } from "../../src/generate/rule-resets.js";

const work = {
  things: new Set(["remind", "sms", "cancel", "lead", "config", "json", "package"]),
  commands: new Set(["npm", "test"]),
  objective: "Send an SMS reminder before each booking, from src/remind/sms.ts.",
};

const RESETS: [string, string][] = [
  [
    "Ten minutes of lead in config/lead.json is plenty.",
    "Lead time in config/lead.json: 15 minutes.",
  ],
  ["Diez minutos bastan en config/lead.json.", "Lead time in config/lead.json: 15 minutes."],
  ["Node 22 in package.json from now on.", "Keep Node 18 in the engines field of package.json."],
  ["Make it ten minutes, not fifteen.", "Reminders go out fifteen minutes before the slot."],
];

const NOT_RESETS: [string, string, string][] = [
  [
    "Ten minutes after a cancel, send an SMS from src/remind/cancel.ts.",
    "Lead time in config/lead.json: 15 minutes.",
    "names a file of its own",
  ],
  [
    "Fifteen minutes in config/lead.json is right.",
    "Lead time in config/lead.json: 15 minutes.",
    "the same value",
  ],
  [
    "Lead time in config/lead.json is fine.",
    "Lead time in config/lead.json: 15 minutes.",
    "no value",
  ],
  [
    "Also 10 minutes for the second reminder in config/lead.json.",
    "Lead time in config/lead.json: 15 minutes.",
    "only adds",
  ],
  [
    "Ten pliki z config/lead.json mają 20 wierszy.",
    "Ten retries at most.",
    "a false friend: Polish 'ten' (this) is no subject shared with English 'ten'",
  ],
  [
    "Node 22 in package.json from now on.",
    "Keep the build under 18 seconds.",
    "another kind of value",
  ],
];

test("a new value for an earlier rule's subject, naming nothing new, only re-sets it", () => {
  for (const [text, rule] of RESETS) assert.ok(onlyResetsRule(text, [rule], work), text);
});

test("a message naming a thing of its own, the same value, no value, an addition or another subject re-sets nothing", () => {
  for (const [text, rule, why] of NOT_RESETS)
    assert.equal(onlyResetsRule(text, [rule], work), false, `${text} (${why})`);
});
