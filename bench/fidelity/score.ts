/**
 * The fidelity score of a relay (issue 28): questions about facts a later session must still
 * have, asked of the briefing each hop started with. A question is answered at a hop when one of
 * its `expect` patterns is in the briefing and none of its `forbid` patterns is; a forbidden
 * match makes it a wrong answer (printed), whatever else matched. Pure.
 */

/** One question of a relay's questions.json. */
export interface Question {
  id: string;
  question: string;
  /** The hops whose starting briefing must answer it (hop n+1: the session after the last). */
  hops: number[];
  /**
   * Patterns any one of which answers it: a case-insensitive substring (whitespace runs count
   * as one space), or `/regex/flags` (matched against the briefing as it is, lines and all). Empty: answered unless a `forbid` pattern matches.
   */
  expect: string[];
  /** Patterns that make the answer wrong (a leaked secret, a wrong objective). */
  forbid: string[];
}

/** One question at one hop. */
export interface Answer {
  relay: string;
  id: string;
  hop: number;
  answered: boolean;
  /** The forbidden pattern that matched, with the text it matched. */
  wrong: { pattern: string; match: string } | null;
}

/** Parse a questions.json; throws with the offending question's index and field. */
export function parseQuestions(text: string, file: string): Question[] {
  const data = JSON.parse(text) as { questions?: unknown };
  if (!Array.isArray(data.questions)) throw new Error(`${file}: "questions" must be an array`);
  return data.questions.map((raw: unknown, i: number) => {
    const q = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const where = `${file}: questions[${i}]`;
    const strings = (field: string): string[] => {
      const value = q[field] ?? [];
      if (!Array.isArray(value) || !value.every((v) => typeof v === "string"))
        throw new Error(`${where}.${field} must be an array of strings`);
      for (const pattern of value) toMatcher(pattern, `${where}.${field}`);
      return value as string[];
    };
    if (typeof q["id"] !== "string" || q["id"] === "")
      throw new Error(`${where}.id must be a string`);
    if (typeof q["question"] !== "string") throw new Error(`${where}.question must be a string`);
    const hops = q["hops"];
    if (!Array.isArray(hops) || hops.length === 0 || !hops.every((h) => Number.isInteger(h)))
      throw new Error(`${where}.hops must be a non-empty array of hop numbers`);
    const expect = strings("expect");
    const forbid = strings("forbid");
    if (expect.length === 0 && forbid.length === 0)
      throw new Error(`${where}: a question needs expect or forbid patterns`);
    return { id: q["id"], question: q["question"], hops: hops as number[], expect, forbid };
  });
}

/** Whitespace runs as one space: a briefing may wrap or indent what the user typed. */
const squash = (text: string) => text.replace(/\s+/g, " ");

/** A pattern as a function returning the matched text, or null. */
export function toMatcher(pattern: string, where = "pattern"): (text: string) => string | null {
  const regex = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  if (regex !== null) {
    let compiled: RegExp;
    try {
      compiled = new RegExp(regex[1]!, regex[2]!.replace("g", ""));
    } catch (error) {
      throw new Error(`${where}: ${pattern} is not a valid regex (${String(error)})`);
    }
    return (text) => compiled.exec(text)?.[0] ?? null;
  }
  const needle = squash(pattern).toLowerCase();
  return (text) => {
    const hay = squash(text);
    const at = hay.toLowerCase().indexOf(needle);
    return at < 0 ? null : hay.slice(at, at + needle.length);
  };
}

/** Ask every question of a relay at each of its hops; `briefings[h - 1]` is hop h's briefing. */
export function scoreRelay(relay: string, briefings: string[], questions: Question[]): Answer[] {
  return questions.flatMap((q) =>
    q.hops.map((hop): Answer => {
      const briefing = briefings[hop - 1];
      if (briefing === undefined)
        throw new Error(
          `${relay}: question ${q.id} asks hop ${hop}, the relay has ${briefings.length - 1} hops`,
        );
      let wrong: Answer["wrong"] = null;
      for (const pattern of q.forbid) {
        const match = toMatcher(pattern)(briefing);
        if (match !== null) {
          wrong = { pattern, match };
          break;
        }
      }
      const found = q.expect.length === 0 || q.expect.some((p) => toMatcher(p)(briefing) !== null);
      return { relay, id: q.id, hop, answered: found && wrong === null, wrong };
    }),
  );
}

/** answered / asked, 0 when nothing was asked. */
export function ratio(answers: Answer[]): number {
  return answers.length === 0 ? 0 : answers.filter((a) => a.answered).length / answers.length;
}

/** The score as a percentage with one decimal, as the table and the baseline file hold it. */
export function percent(answers: Answer[]): number {
  return Math.round(ratio(answers) * 1000) / 10;
}
