/**
 * Products of whole numbers read as their value: code writes a duration or a size as one
 * (`EXPIRE_SECONDS = 90 * 60`, `MAX_BYTES = 50 * 1024 * 1024`). Pure.
 */

/** A product of two or more whole numbers (`90 * 60`, `50 * 1024 * 1024`, `2*3_600`). */
const PRODUCT = /(?<![\w.])\d[\d_]*(?:\s*\*\s*\d[\d_]*)+(?![\w.])/g;

/**
 * `line` with each product of whole numbers written as its value: code writes a duration or a
 * size as one (`EXPIRE_SECONDS = 90 * 60`, `MAX_BYTES = 50 * 1024 * 1024`), and a rule changed
 * from 90 minutes to 2 hours is `90 * 60` → `2 * 3600`, the value 5400 → 7200. A product past
 * the integers a double holds exactly is left as written.
 */
export function withProductsFolded(line: string): string {
  return line.replace(PRODUCT, (product) => {
    const value = product
      .split("*")
      .reduce((total, factor) => total * Number(factor.trim().replace(/_/g, "")), 1);
    return Number.isSafeInteger(value) ? String(value) : product;
  });
}
