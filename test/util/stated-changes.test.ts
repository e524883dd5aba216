/**
 * Changes of value a text states "from A to B", in many languages and units; ranges and lists
 * are none.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { statedChanges } from "../../src/util/stated-changes.js";

test("changes stated from A to B, in many languages; ranges and lists are none", () => {
  const pairs = (text: string) =>
    statedChanges(text).map(
      (c) => `${c.from.values.join("|")}→${c.to.values.join("|")} ${c.to.unit?.dimension ?? "-"}`,
    );
  const yes: [string, string][] = [
    ["Le copie passano da 7 a 14.", "7→14 -"],
    ["Raise it from 1200 to 1500 ms.", "1200→1500 time"],
    ["De 5 a 10 minutos.", "5→10 time"],
    ["Von 4 auf 6 Stellen.", "4→6 digits"],
    ["Zmień z czterech na sześć cyfr.", "4→6 digits"],
    ["С 3 до 5 ночей.", "3→5 nights"],
    ["Från 7 till 14 dagar.", "7→14 time"],
    ["dari 2 ke 3 malam", "2→3 nights"],
    ["7 → 14", "7→14 -"],
    ["`RETRY_MS` goes `1200` → `1500`", "1200→1500 -"],
    ["de « 5 » à « 8 » lignes", "5→8 -"],
    ["保留天数从7改为14", "7→14 -"],
    ["7日から14日に延ばす", "7→14 time"],
    ["7'den 14'e çıkar", "7→14 -"],
    ["90 dakikadan 2 saate çıkar", "90→2 time"],
    ["iki geceden üç geceye", "2→3 nights"],
    ["从4位改为6位", "4→6 digits"],
    ["4桁から6桁に", "4→6 digits"],
    ["da 5 a 3,5 km", "5→3.5 length"],
    ["с четырёх до шести цифр", "4→6 digits"],
    ["从两晚改为三晚", "2→3 nights"],
    ["7에서 14로 늘려 주세요", "7→14 -"],
  ];
  for (const [text, expected] of yes) assert.deepEqual(pairs(text), [expected], text);
  const none = [
    "Between 7 and 14 days.",
    "Use 7, 14 and 21.",
    "Two workers, 14 retries.",
    "Node 18 to be dropped",
  ];
  for (const text of none) assert.deepEqual(pairs(text), [], text);
});
