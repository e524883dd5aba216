/**
 * Value changes read from the constants the session wrote, where neither an edit's old text nor
 * the diff shows them. Agents often write a file whole (Claude Code's Write, Gemini CLI's
 * write_file, OpenCode's write, a shell heredoc), so no old text says what a value was: the
 * session's earlier write of the same constant does (`MIN_CENTS = 500`, then after a newer
 * message `MIN_CENTS = 750`), or an earlier session's turn did, kept with the rule it held
 * (`holds`: `GATE_CLOSES_MIN` 30 for "the gate closes 30 minutes before"); and the diff's
 * change of a line is the session's own edit at the turn whose write first put the line in. A rewrite that gives a constant its value
 * again writes no new rule. Pure.
 */
import type { HeldValue } from "../model/packet/types.js";
import type { LineWrite, ValueChange, ValueEdit, ValueWrite } from "../model/snapshot/types.js";
import { constantNamesOf } from "../util/code-line.js";
import { writtenLineKey } from "../util/name-hash.js";
import { isSamePath } from "../util/path-tail.js";

const keyOf = (w: ValueWrite): string => `${w.path ?? ""}\u0000${w.name ?? ""}`;

/**
 * `writes` without those that gave a constant the value an earlier turn of the session already
 * gave it (a file written whole again repeats its constants): what each turn wrote anew.
 */
export function newWrites(writes: readonly ValueWrite[]): ValueWrite[] {
  const had = new Map<string, { value: string; user: number }>();
  const kept: ValueWrite[] = [];
  for (const w of writes) {
    if (w.name === undefined) {
      kept.push(w);
      continue;
    }
    const before = had.get(keyOf(w));
    if (before === undefined || before.value !== w.value || before.user === w.user) kept.push(w);
    if (before === undefined || before.value !== w.value) had.set(keyOf(w), w);
  }
  return kept;
}

/**
 * The value a carried rule's turn gave constant `name`, when the carried rules agree on one
 * (two values: unsure, none). Its turn is no turn of this session (user -2).
 */
function carriedValue(
  held: readonly HeldValue[],
  name: string,
): { value: string; user: number } | undefined {
  const values = new Set(held.filter((h) => h.name === name).map((h) => h.value));
  const [value] = values;
  return values.size === 1 && value !== undefined ? { value, user: -2 } : undefined;
}

/**
 * The value changes the session's writes show and the diff does not (a constant written with one
 * value, then with another, the file new to the diff), and the edits behind them and behind the
 * diff's changes no edit's old text shows: each at the turn of the first write of its new value.
 */
export function rewrittenValues(
  writes: readonly ValueWrite[],
  lines: readonly LineWrite[],
  diff: readonly ValueChange[],
  held: readonly HeldValue[] = [],
  isNew: (name: string) => boolean = () => false,
): { changes: ValueChange[]; edits: ValueEdit[] } {
  const changes: ValueChange[] = [];
  const edits: ValueEdit[] = [];
  const last = new Map<string, { value: string; user: number }>();
  for (const w of writes) {
    if (w.name === undefined || w.path === undefined) continue;
    // A constant an earlier session's turn wrote for a rule, written now with another value,
    // new to the diff (which then shows no change of it): that session's value, carried with the
    // rule it held, is the one before. Where the diff compares the constant's line, it tells.
    const before = last.get(keyOf(w)) ?? (isNew(w.name) ? carriedValue(held, w.name) : undefined);
    last.set(keyOf(w), w);
    if (before === undefined || before.value === w.value || before.user === w.user) continue;
    edits.push({ before: before.value, after: w.value, user: w.user });
    const inDiff = diff.some(
      (c) =>
        isSamePath(c.path, w.path as string) &&
        c.before === before.value &&
        c.after === w.value &&
        constantNamesOf(c.line).includes(w.name as string),
    );
    if (!inDiff)
      changes.push({
        path: w.path,
        before: before.value,
        after: w.value,
        line: `${w.name} = ${w.value}`,
        from_writes: true,
      });
  }
  // A change of the diff no edit's old text shows: the first write that put its new line in.
  for (const change of diff) {
    const key = writtenLineKey(change.path, change.line);
    const first = lines.find((w) => w.keys.includes(key));
    if (first === undefined) continue;
    edits.push({
      before: change.before,
      after: change.after,
      ...(change.was !== undefined ? { renamed: true as const } : {}),
      ...(change.other_name === true ? { other_name: true as const } : {}),
      user: first.user,
    });
  }
  return { changes, edits };
}
