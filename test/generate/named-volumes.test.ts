import assert from "node:assert/strict";
import { test } from "node:test";
import { volumeOfName, volumesAsNamed } from "../../src/generate/named-volumes.js";

test("the volume unit a constant's name counts in", () => {
  assert.equal(volumeOfName("CALF_ML_PER_DAY"), 1);
  assert.equal(volumeOfName("TANK_L"), 1000);
  assert.equal(volumeOfName("maxLitres"), 1000);
  assert.equal(volumeOfName("DOSE_CL"), 10);
  // A lone `l` inside a name is no unit; a name of another unit says no volume.
  assert.equal(volumeOfName("L_MAX_ROWS"), null);
  assert.equal(volumeOfName("MAX_SESSION_MIN"), null);
  assert.equal(volumeOfName("CALF_RATION"), null);
});

test("volumes a sentence states, as the constant's name counts them", () => {
  const cases: [string, string, number[]][] = [
    ["a calf gets two litres a day", "CALF_ML_PER_DAY", [2000]],
    ["cada ternero recibe 1,5 litros al día", "CALF_ML", [1500]],
    ["телёнок получает два литра в день", "CALF_ML", [2000]],
    ["每头小牛每天喝2升奶", "CALF_ML", [2000]],
    ["a glass holds 250 ml", "GLASS_L", [0.25]],
    // A number with no volume word after it, or a name of no volume: nothing.
    ["14 farms, 300 cows", "CALF_ML", []],
    ["a calf gets two litres a day", "CALF_RATION", []],
    ["a calf gets two litres a day", undefined as unknown as string, []],
  ];
  for (const [text, name, expected] of cases)
    assert.deepEqual(volumesAsNamed(text, name), expected, `${text} / ${name}`);
});
