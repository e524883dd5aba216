/**
 * Status sentences and replies to the user are no conclusions: positive and negative examples,
 * in several languages, of `isStatusOnly` and `isReplyToUser`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { isReplyToUser, isStatusOnly } from "../../../src/collect/transcripts/status-sentences.js";

test("isStatusOnly: every clause says where the work stands in git or its checks", () => {
  for (const sentence of [
    "The deletion of scripts/seed.js is not committed yet.",
    "Committed, with sharp as the resizer.",
    "Committed.",
    "npm test passes.",
    "The rewrite of src/payments.js is committed and npm test passes.",
    "All green.",
    "cargo test passes with the Vec in src/queue.rs.",
    "pytest -q passes now.",
    "The changes to src/cache.ts are uncommitted.",
    "Pushed to origin/main.",
    "Los tests pasan.",
    "Die Tests laufen durch.",
    "Les tests passent.",
    "Os testes passam.",
    "测试通过。",
  ])
    assert.equal(isStatusOnly(sentence), true, sentence);
  for (const sentence of [
    "Keys carry a UTC timestamp; two branches never claim one number that way.",
    "Done: src/payments.js dedupes on the body hash, and npm test passes.",
    "The check passes with LOG_ROOT=fixtures/logs.",
    "npm test passes in 40 s now, down from 3 min.",
    "sharp needs a native build; jimp is plain JavaScript, so the resizer is jimp.",
    "The cache key is a sha1 of the bytes, so a retouched image gets a new key.",
    "Migrations run in one transaction each because sqlite locks the file.",
    "Los tests pasan porque el reloj se inyecta.",
    "Fixed the off-by-one in src/page.ts: the last page was dropped.",
  ])
    assert.equal(isStatusOnly(sentence), false, sentence);
});

/** Names of a session: paths, packages, identifiers it touched. */
const names = (text: string) => /src\/|stripe|sharp|jimp|payments|keyFor|\.env/i.test(text);

test("isReplyToUser: a first-person refusal or promise about what the user gave", () => {
  for (const sentence of [
    "I won't write it anywhere or use it: it sat in this chat, so rotate it.",
    "I will not keep that: please rotate it since you pasted it here.",
    "I won't use it — paste it into your own shell instead.",
    "No lo voy a guardar ni usar: cámbialo, por favor.",
    "Ich werde es nicht speichern: bitte tausche es aus.",
    "Je ne vais pas le garder : change-le, s'il te plaît.",
    "Não vou guardar isso: troque a senha, por favor.",
  ])
    assert.equal(isReplyToUser(sentence, names), true, sentence);
  for (const sentence of [
    "I won't use it: sharp needs a native build and the CI image has none.",
    "I'll key the cache on a hash of the bytes rather than the path, so a retouched image gets a new key.",
    "I kept src/payments.js as it was: the header key stays.",
    "I won't touch src/payments.js again: the body hash covers retries.",
    "The token lives in .env now, read by keyFor at start.",
  ])
    assert.equal(isReplyToUser(sentence, names), false, sentence);
});
