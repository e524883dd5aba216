/**
 * A rule replaced by a rule of another kind, as the session's edits show it: an older message's
 * turn wrote a constant for one of its sentences (`holds`: `FREE_UNDER_M = 6` for "boats under
 * 6 m don't pay"), and this session's edit made after a newer rule-like message took that
 * constant out, whatever it wrote instead (`MIN_NIGHT_PENCE = 1500` for "every boat pays at
 * least fifteen pounds a night"): the two messages need share no word, number or unit. Time
 * order and the constant's name tie them; a removal after a question, after a message that names
 * nothing of the work (no number, no name of the repo or the code: "pick up where we stopped",
 * in any language), or after no message at all ties nothing. Pure.
 */
import type { ReplacedLine, ValueWrite } from "../model/snapshot/types.js";
import { CONSTANT_NAME } from "../util/code-line.js";
import { identifierWords } from "../util/identifier-words.js";
import { isSamePath } from "../util/path-tail.js";
import { quantitiesIn, sameNumber, writtenAs } from "../util/quantity.js";
import { UNITS } from "../util/unit-words.js";
import { amountsAsNamed } from "./named-units.js";
import { isRuleLike, saysNothing } from "./rule-like.js";

/** A constant this session's edit took out and the user message that edit answered. */
export interface RemovalLink {
  name: string;
  value: string;
  /** The newer message, as the session's transcript holds it (trimmed). */
  newer: string;
  /**
   * The one constant the same turn declared in that file whose value the newer message states
   * (`FEE_PER_TRIP = 30` for "every trip pays 30 euros"): the rule counted another way, which
   * ties the older rule by the removed value even when no session wrote that constant for it.
   */
  put?: { name: string; value: string };
}

/**
 * Each constant the session's edits took out (`value_removals`) with the latest message before
 * the edit that says something (`carriesOn` and thanks passed over), when that is rule-like and
 * `namesWork` (a number, a name of the work: what a new rule states).
 */
export function removalLinks(
  userMessages: readonly string[],
  removals: readonly ValueWrite[],
  carriesOn: (text: string) => boolean,
  namesWork: (text: string) => boolean,
  writes: readonly ValueWrite[] = [],
): RemovalLink[] {
  const links: RemovalLink[] = [];
  for (const { name, value, user, path } of removals) {
    if (name === undefined || name === "") continue;
    for (let at = user; at >= 0; at--) {
      const text = userMessages[at]?.trim() ?? "";
      if (text === "" || carriesOn(text) || saysNothing(text)) continue;
      if (isRuleLike(text) && namesWork(text)) {
        const put = putInstead(writes, user, name, path, text);
        links.push({ name, value, newer: text, ...(put === null ? {} : { put }) });
      }
      break;
    }
  }
  return links;
}

/**
 * The one constant of another name the removal's turn (`user`) declared in the same file whose
 * value `newer` states (digits of any script, number words, an amount in the name's unit); null
 * when none, or several of other names.
 */
function putInstead(
  writes: readonly ValueWrite[],
  user: number,
  removed: string,
  path: string | undefined,
  newer: string,
): { name: string; value: string } | null {
  const put = new Map<string, string>();
  for (const w of writes)
    if (
      w.user === user &&
      w.name !== undefined &&
      w.name !== removed &&
      (path === undefined || w.path === undefined || isSamePath(w.path, path)) &&
      statesConstant(newer, w.name, w.value)
    )
      put.set(w.name, w.value);
  const [only] = put;
  return put.size === 1 && only !== undefined ? { name: only[0], value: only[1] } : null;
}

/** Values too common to tie a rule to a constant ("1 driver", "0 fees"). */
const TOO_COMMON = new Set([0, 1]);

/**
 * Whether `clause` states the value a constant named `name` holds: a number code writes as
 * `value`, of no unit or of the dimension a unit word of the name says (`MAX_PARCEL_KG`: a
 * mass, never "20 minutes"), or an amount in the name's unit ("two litres" of `TANK_ML = 2000`).
 */
export function statesConstant(clause: string, name: string, value: string): boolean {
  const n = Number(value);
  if (!Number.isFinite(n) || TOO_COMMON.has(n)) return false;
  const named = new Set<string>();
  for (const word of identifierWords(name, 2)) {
    const unit = UNITS.get(word);
    if (unit !== undefined) named.add(unit.dimension);
  }
  return (
    quantitiesIn(clause).some(
      (q) =>
        (q.unit === null || named.size === 0 || named.has(q.unit.dimension)) &&
        writtenAs(q).some((v) => sameNumber(v, n)),
    ) || amountsAsNamed(clause, name).some((v) => sameNumber(v, n))
  );
}

/** A line declaring one upper-case constant one plain number (`export const FREE_UNDER_M = 6;`). */
const DECLARES = new RegExp(
  String.raw`^(?:[\w\s]*?\s)?(${CONSTANT_NAME})\s*(?::\s*\w+\s*)?(?:=|:=|\s)\s*(\d[\d_]*(?:\.\d+)?)\s*[;,]?\s*(?:(?:\/\/|#).*)?$`,
  "u",
);

/**
 * The constants the diff took out of a file this session wrote whole, with the one turn that
 * wrote it: a whole-file write (Claude Code's Write, Gemini CLI's write_file, a heredoc) keeps
 * no old text, so the edits cannot say a constant went; the diff can (`replaced_lines` whose
 * old line declares it, `removed_names` holding it). The turn is the session's one turn that
 * wrote new constants into that file (`writes`); two such turns leave it unsure, none ties. A
 * turn that wrote the constant itself kept it (a session's first turn writing the carried
 * work again, whole): no turn that took it out.
 */
export function removedByRewrite(
  lines: readonly ReplacedLine[],
  removedNames: readonly string[],
  writes: readonly ValueWrite[],
  known: readonly ValueWrite[],
): ValueWrite[] {
  const gone = new Set(removedNames);
  const found: ValueWrite[] = [];
  for (const line of lines) {
    const [, name, value] = DECLARES.exec(line.was.trim()) ?? [];
    if (name === undefined || value === undefined || !gone.has(name.toLowerCase())) continue;
    if (known.some((k) => k.name === name) || found.some((f) => f.name === name)) continue;
    const into = writes.filter(
      (w) => w.path !== undefined && isSamePath(w.path, line.path) && w.user >= 0,
    );
    const kept = new Set(into.filter((w) => w.name === name).map((w) => w.user));
    const turns = new Set(into.map((w) => w.user).filter((u) => !kept.has(u)));
    const [user] = turns;
    if (turns.size !== 1 || user === undefined) continue;
    found.push({ name, value: value.replace(/_/g, ""), path: line.path, user });
  }
  return found;
}
