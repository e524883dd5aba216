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
