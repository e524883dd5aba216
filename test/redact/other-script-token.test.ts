import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";
import {
  detectOtherScriptTokens,
  isOtherScriptSentence,
} from "../../src/redact/other-script-token.js";
import type { Detection } from "../../src/redact/types.js";

// Made-up values, built here.
const value = ["Tana", "_", "55", "hayk"].join("");

/**
 * A joined-words value in a sentence of a script whose words no lexicon lists (Amharic, Georgian,
 * Armenian, Khmer, Burmese) or in a sentence of a listed script with no word of access at all.
 */
const POSITIVES = [
  `ካርዱ ለበሩ ${value} ነው።`,
  `კარისთვის საჭიროა ${value}, არ დაგავიწყდეს.`,
  `Դռան համար ${value} է պետք։`,
  `សម្រាប់ទ្វារ ${value} ត្រូវការ។`,
  `တံခါးအတွက် ${value} လိုတယ်။`,
  `দরজার জন্য ${value} লাগবে, ভুলে যেও না।`,
  `ফোনে "${value}" লিখে রাখো।`,
];

/** Code, versions, branches and names in sentences of another script; a Latin sentence. */
const NEGATIVES = [
  "এই বাগটা parse_v2Header এ আছে, MAX_RETRY_3 বাড়াও।",
  "v2.3.1-rc1 রিলিজ করো, তারপর feature/x-9 শাখায় যাও।",
  "Release-2024_Q3 ফাইলটা আপলোড করো।",
  "এখানে `Foo_99bar` কোড স্প্যানে আছে।",
  "请把 Config_v2Loader 改一下，然后跑 test_Login2_ok。",
  "ফাংশন Order_Item2_total ঠিক করো।",
  "ቅርንጫፉ feature/Tana_55hayk ነው።",
  `Use ${value} in the next release notes, it names the build.`,
  "Запусти npm run build и посмотри на Node-20_Alpine образ.",
  "এটা const x = Tana_55hayk; লাইনে আছে।",
  "should_Reject2_cards টেস্টটা ফেল করছে।",
  "DB_PASS_2 এনভায়রনমেন্টে সেট করো।",
  "@scope/Pkg-Name_2 প্যাকেজটা ইনস্টল করো।",
  "iPhone-15_Pro তে অ্যাপটা চলে না।",
  "GitHub আর macOS এ Release-v2_Final বিল্ড হয় না।",
  "ブランチ feature/Login-Page_2 をマージして",
];

test("a joined-words value typed among another script's words is masked, with no word list", () => {
  for (const sentence of POSITIVES) {
    const out = redact(sentence).text;
    assert.ok(!out.includes(value), `${sentence} -> ${out}`);
  }
});

test("code, versions, branches, code spans and Latin prose are left alone", () => {
  for (const sentence of NEGATIVES) {
    const out: Detection[] = [];
    detectOtherScriptTokens(sentence, out);
    assert.deepEqual(out, [], sentence);
  }
});

test("another script's sentence: two of its words or more, and no fewer than Latin ones", () => {
  assert.ok(isOtherScriptSentence("দরজার জন্য  লাগবে"));
  assert.ok(!isOtherScriptSentence("দরজার for the gate today"));
  assert.ok(!isOtherScriptSentence("ሰላም"));
});
