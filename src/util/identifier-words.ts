/**
 * The words of an identifier or a code line's names (`CALF_ML_PER_DAY`, `minNightCents`,
 * `Duration.ofMinutes`): split at case changes and at anything not a letter, lower case, of
 * `minLength` characters or more. The one split the readers of constants' names share. Pure.
 */
export const identifierWords = (text: string, minLength = 1): string[] =>
  text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}]+/u)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= minLength);

/**
 * Words of a name that say how much, not of what (`MAX_SNAPSHOTS` and `MAX_RETRIES` share only
 * "max"): two names sharing only such words are two things.
 */
const HOW_MUCH = new Set(
  "max min limit default count num number total size len length value threshold cap lower upper least most".split(
    " ",
  ),
);

/**
 * The words of an identifier that name a thing (`PALLETS_PER_TRUCK`: "pallets", "per",
 * "truck"), split as `identifierWords` splits, `minLength` letters or more, the words that say
 * how much (`MAX`, `LIMIT`, `TOTAL`) left out.
 */
export const thingWords = (name: string, minLength = 3): string[] =>
  identifierWords(name, minLength).filter((w) => !HOW_MUCH.has(w));
