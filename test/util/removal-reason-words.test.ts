/**
 * The words that settle whether a sentence next to a removal of the work's own code says why it
 * went (`removal-reason-words.ts`): positive and negative examples in English, German, Spanish,
 * French, Portuguese and Italian; and whether a user message asks for the removal itself.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { asksForRemoval, givesRemovalReason } from "../../src/util/removal-reason-words.js";

test("a sentence of what went wrong gives the reason, in any of several languages", () => {
  for (const sentence of [
    "The cache made the second page instant but showed yesterday's prices — back to fetching each time.",
    "Totals came out a cent short on half the rows, so that's gone.",
    "Caching the page showed yesterday's prices to every visitor.",
    "The retry wrapper doubled every request the gateway saw.",
    "Die Ausgabe sprang hin und her; raus damit.",
    "Mit dem Puffer kamen die Zeilen in falscher Reihenfolge an, also weg damit.",
    "Los totales salían un céntimo cortos en la mitad de las filas, así que fuera.",
    "El índice nuevo hacía la importación tres veces más lenta.",
    "Le tri en mémoire faisait exploser la RAM sur les gros fichiers, retour à la version simple.",
    "O cache mostrava os preços de ontem para todos os clientes.",
    "La cache mostrava i prezzi di ieri a tutti i clienti.",
  ])
    assert.equal(givesRemovalReason(sentence), true, sentence);
});

test("narration, a plan, a verdict alone, tidying or a status gives no reason", () => {
  for (const sentence of [
    "Let me put the plain fetch back.",
    "I'll try a shorter expiry next.",
    "Next I'll look at the query plan.",
    "Trying a plain loop instead.",
    "Building the wheel to see its size.",
    "Removing the price cache from the module.",
    "Taking the helper out of src/split.js.",
    "So that's gone.",
    "Back to fetching each time.",
    "Renaming the lookup so the module reads better.",
    "Removed the unused helper nobody calls.",
    "Dropping the debug prints I added earlier.",
    "npm test passes and it is committed.",
    "LOG_DAYS is 30 in src/rental.js; committed.",
    "src/banner.js logs through logLine() now.",
    "The split now floors to the cent and hands the leftover cents to the first guests.",
    "Die Summe wird jetzt einmal am Ende gerundet, pro Gast bleibt der Rest stehen.",
    "Ahora el total se redondea una sola vez al final de la cuenta.",
    "Was the cache the cause of the stale prices?",
    "Ich werde den Puffer entfernen.",
    "Voy a quitar el índice nuevo.",
    "Je vais retirer le tri en mémoire.",
    "Código muerto que nadie llama.",
    "Ungenutzte Funktion aufgeräumt.",
  ])
    assert.equal(givesRemovalReason(sentence), false, sentence);
});

test("a user message that asks for the removal itself", () => {
  for (const message of [
    "Take the price cache out of src/prices.js again.",
    "Please remove the retry wrapper.",
    "Quita el índice nuevo, por favor.",
    "Nimm den Puffer wieder raus.",
    "Supprime le tri en mémoire.",
    "把缓存删除。",
  ])
    assert.equal(asksForRemoval(message), true, message);
  for (const message of [
    "Make the product page faster.",
    "The totals are a cent short, find out why.",
    "Mach die Produktseite schneller.",
    "Haz que la importación sea más rápida.",
  ])
    assert.equal(asksForRemoval(message), false, message);
});
