import assert from "node:assert/strict";
import { test } from "node:test";
import { amountsAsNamed, unitOfName } from "../../src/generate/named-units.js";

test("the unit a constant's name counts in", () => {
  assert.deepEqual(unitOfName("CALF_ML_PER_DAY"), { dimension: "volume", size: 1 });
  assert.deepEqual(unitOfName("TANK_L"), { dimension: "volume", size: 1000 });
  assert.deepEqual(unitOfName("maxLitres"), { dimension: "volume", size: 1000 });
  assert.deepEqual(unitOfName("DOSE_CL"), { dimension: "volume", size: 10 });
  assert.deepEqual(unitOfName("MIN_NIGHT_CENTS"), { dimension: "money", size: 1 });
  assert.deepEqual(unitOfName("minParcelKop"), { dimension: "money", size: 1 });
  // A lone `l` inside a name is no unit; a name of another unit, or of none, says nothing here.
  assert.equal(unitOfName("L_MAX_ROWS"), null);
  assert.equal(unitOfName("MAX_SESSION_MIN"), null);
  assert.equal(unitOfName("CALF_RATION"), null);
});

test("amounts a sentence states, as the constant's name counts them", () => {
  const cases: [string, string | undefined, number[]][] = [
    ["a calf gets two litres a day", "CALF_ML_PER_DAY", [2000]],
    ["cada ternero recibe 1,5 litros al día", "CALF_ML", [1500]],
    ["телёнок получает два литра в день", "CALF_ML", [2000]],
    ["每头小牛每天喝2升奶", "CALF_ML", [2000]],
    ["a glass holds 250 ml", "GLASS_L", [0.25]],
    ["every boat pays at least five euros a night", "MIN_NIGHT_CENTS", [500]],
    ["a parcel pays €4 at least", "MIN_PARCEL_CENTS", [400]],
    ["не менше 350 гривень", "MIN_KOP", [35000]],
    ["每个包裹至少5元", "MIN_FEN_CENTS", [500]],
    // A number with no unit word of the name's dimension, or a name of no such unit: nothing.
    ["14 farms, 300 cows", "CALF_ML", []],
    ["a boat pays five euros", "CALF_ML", []],
    ["a calf gets two litres a day", "MIN_NIGHT_CENTS", []],
    ["a calf gets two litres a day", "CALF_RATION", []],
    ["a calf gets two litres a day", undefined, []],
  ];
  for (const [text, name, expected] of cases)
    assert.deepEqual(amountsAsNamed(text, name), expected, `${text} / ${name}`);
});
