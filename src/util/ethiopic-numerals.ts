/**
 * Ethiopic numerals, which are no positional digits: a sign for each of 1-9 (፩-፱) and each ten
 * (፲-፺), ፻ a hundred and ፼ ten thousand multiplying what is before them ("፲፪" 12, "፫፻" 300,
 * "፲፪፻" 1200, "፻፳፭" 125). Pure; read by `quantity.ts`.
 */

/** A run of Ethiopic numerals. */
export const ETHIOPIC_NUMERAL = /[\u1369-\u137c]+/gu;

/**
 * The value of a run of Ethiopic numerals, or undefined for one no number is written as (two
 * ones or two tens in a row, a ten after a one).
 */
export function ethiopicNumeralValue(run: string): number | undefined {
  let total = 0;
  /** The part under a hundred being read, and the part of the current ten-thousand group. */
  let small = 0;
  let group = 0;
  let last: "one" | "ten" | "power" | null = null;
  for (const char of run) {
    const code = char.charCodeAt(0);
    if (code >= 0x1369 && code <= 0x1371) {
      if (last === "one") return undefined;
      small += code - 0x1368;
      last = "one";
    } else if (code >= 0x1372 && code <= 0x137a) {
      if (last === "one" || last === "ten") return undefined;
      small += (code - 0x1371) * 10;
      last = "ten";
    } else if (code === 0x137b) {
      group += (small === 0 ? 1 : small) * 100;
      small = 0;
      last = "power";
    } else {
      total += (group + small === 0 ? 1 : group + small) * 10000;
      ({ small, group } = { small: 0, group: 0 });
      last = "power";
    }
  }
  return total + group + small;
}
