/**
 * The values an edit or a write declared: each line it put in that gives a constant one plain
 * number (`MIN_CHARGE_CENTS = 500`, `#define MAX_KG 30`, `export const DECIMALS = 2;`; a product
 * of numbers as its value: `TTL_S = 90 * 60` gives 5400), in the
 * order written. Right after a message of several house rules the agent writes one constant per
 * rule, so the turn's values, in order, say which sentence each constant holds, whatever the
 * language of the sentences (generate/written-rules.ts). Only digits, constants' upper-case names
 * and hashes of lines leave here. Pure.
 */
import { CONSTANT_NAME } from "../../util/code-line.js";
import { writtenLineKey } from "../../util/name-hash.js";
import { withProductsFolded } from "../../util/number-products.js";

/** New constants' numbers kept per session (the newest): a turn of house rules writes a few. */
export const MAX_VALUE_WRITES = 60;
/** Lines of one edit read: a file of thousands of constants is no turn's rules. */
const MAX_LINES = 400;

/**
 * A constant's declaration with one number: an upper-case name (the shape code gives a setting),
 * after optional declaring words and a type or command word (`static final int`, `constexpr
 * int`, Tcl's `set` with a name of the global namespace or not: `set ::MAX_KG 30`, Perl's `use
 * constant … =>`), assigned or defined one plain number, nothing else on the line but a type, a
 * terminator or a comment.
 */
const CONSTANT = new RegExp(
  String.raw`^\s*(?:export\s+)?(?:(?:pub(?:\([^)]*\))?|public|private|protected|internal|const|constexpr|let|var|final|static|readonly|val|inline)\s+|#define\s+|use\s+constant\s+)*(?:[a-z_][\w:<>,.[\]]*\s+)?(?:::)?(${CONSTANT_NAME})\s*(?::\s*[\w<>]+\s*)?(?:=>|=|:=|\s)\s*(\d[\d_]*(?:\.\d+)?)[fFlLuU]{0,2}\s*[;,]?\s*(?:(?:\/\/|#|--).*)?$`,
  "u",
);

/** The constants `edit` put in (lines it did not also drop) and their numbers, in order. */
export function valuesWrittenOf(edit: {
  added?: string;
  dropped?: string;
}): { name: string; value: string }[] {
  if (edit.added === undefined) return [];
  const dropped = new Set((edit.dropped ?? "").split("\n").map((l) => l.trim()));
  const found: { name: string; value: string }[] = [];
  for (const line of edit.added.split("\n").slice(0, MAX_LINES)) {
    if (dropped.has(line.trim())) continue;
    const [, name, value] = CONSTANT.exec(withProductsFolded(line)) ?? [];
    if (name !== undefined && value !== undefined)
      found.push({ name, value: value.replace(/_/g, "") });
  }
  return found;
}

/**
 * The constants `edit` took out: each line it dropped that gives a constant one plain number,
 * whose name the text it put in names nowhere (a constant renamed or given another value in
 * place is a value change, `value-edits.ts`). Right after a newer rule the agent often removes
 * the constant an older rule was written as (`FREE_UNDER_M = 6`) and writes the new rule's in
 * its place or elsewhere (`MIN_NIGHT_PENCE = 1500`): the older rule's sentence held that name.
 */
export function valuesRemovedOf(edit: {
  added?: string;
  dropped?: string;
}): { name: string; value: string }[] {
  if (edit.dropped === undefined) return [];
  const added = edit.added ?? "";
  const found: { name: string; value: string }[] = [];
  for (const line of edit.dropped.split("\n").slice(0, MAX_LINES)) {
    const [, name, value] = CONSTANT.exec(withProductsFolded(line)) ?? [];
    if (name === undefined || value === undefined) continue;
    if (new RegExp(String.raw`(?<![\w$])${name}(?![\w$])`, "u").test(added)) continue;
    found.push({ name, value: value.replace(/_/g, "") });
  }
  return found;
}

/** Edits and writes whose number lines are kept per session (the newest). */
export const MAX_LINE_WRITES = 60;
/** Number lines kept of one edit: a generated table is no turn's rules. */
const MAX_NUMBER_LINES = 200;

/** The keys of the lines holding a digit that `edit` put in (lines it did not also drop). */
export function numberLineKeys(edit: { added?: string; dropped?: string; path: string }): number[] {
  if (edit.added === undefined) return [];
  const dropped = new Set((edit.dropped ?? "").split("\n").map((l) => l.trim()));
  const keys = new Set<number>();
  for (const line of edit.added.split("\n").slice(0, MAX_LINES)) {
    if (keys.size >= MAX_NUMBER_LINES) break;
    if (/\d/.test(line) && !dropped.has(line.trim())) keys.add(writtenLineKey(edit.path, line));
  }
  return [...keys];
}
