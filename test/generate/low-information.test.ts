/**
 * Which user messages direct nothing: the carry-on table anywhere, and by structure a session's
 * short opener that names nothing of the work, in any language — never one that sets a rule or
 * names a thing.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { isLowInformation, opensOnNothing } from "../../src/generate/low-information.js";
import type { Snapshot } from "../../src/model/snapshot/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

const NAMES = () => new Set(["retry", "client", "backoff", "jitter"]);

/** Short openers that only carry on, in languages the table does not list. */
const CARRY_ON = [
  "jatka siitä mihin jäit", // Finnish
  "이어서 해 주세요", // Korean, Hangul
  "המשך מאיפה שעצרת", // Hebrew
  "tiếp tục nhé", // Vietnamese
  "endelea ulipoishia", // Swahili
  "продолжи с того места", // Russian, Cyrillic
  "接着上次的做", // Chinese, Han
  "devam edelim", // Turkish
];

/** Short openers that set a rule or name a thing: never low information. */
const SAYS_SOMETHING = [
  "no floats",
  "keep it under 80 lines",
  "ei enää kolmea", // Finnish: no more three
  "sin decimales", // Spanish: without decimals
  "nie mehr als zwei", // German
  "không dùng float", // Vietnamese: don't use float
  "לא יותר משלוש", // Hebrew: no more than three
  "小数不要", // Chinese: no decimals
  "소수점 쓰지 않기", // Korean: no decimal point
  "jatka retry-työtä", // Finnish, names the work
  "tiếp tục với src/client.ts", // a path
  "endelea na backoff", // a name of the work
  "jatka CSV-vientiä", // an acronym names a thing
  "Fix the login redirect", // an English request: a new task
];

test("a short opener naming nothing carries on, in any language and script", () => {
  for (const text of CARRY_ON) {
    assert.equal(opensOnNothing(text, NAMES), true, text);
    // The table alone knows none of them: structure decides.
    assert.equal(isLowInformation(text), false, text);
  }
});

test("a short opener that sets a rule or names a thing says something", () => {
  for (const text of SAYS_SOMETHING) assert.equal(opensOnNothing(text, NAMES), false, text);
});

test("a statement of five words or more is never decided by structure", () => {
  assert.equal(opensOnNothing("jatka siitä mihin edellinen agentti jäi eilen", NAMES), false);
});

/** A first session that asks for retries, then its packet. */
function firstPacket() {
  const s = makeSessionSnapshot();
  s.transcript!.user_messages = ["Add retries with exponential backoff to src/client.ts"];
  return generate(s).payload;
}

/** A session opening on `opener`, then a short rule naming nothing; after a packet or first. */
function session(opener: string, later = "use tabs", continues = true): Snapshot {
  const s = makeSessionSnapshot();
  const t = s.transcript!;
  t.user_messages = [opener, "Add retries with exponential backoff to src/client.ts", later];
  t.objective = opener;
  t.tail = { user: later, agent: [] };
  s.previous = continues ? toPreviousView(firstPacket()) : null;
  return s;
}

test("a session's carry-on opener is not among the user's words nor the objective", () => {
  for (const opener of CARRY_ON) {
    const packet = generate(session(opener)).payload;
    const said = packet.user_messages.map((m) => m.text);
    assert.equal(said.includes(opener), false, opener);
    assert.match(
      packet.objective ?? "",
      /^Add retries with exponential backoff to src\/client\.ts/,
    );
    // Later in the session a short message naming nothing may be a rule: it stays.
    assert.equal(said.includes("use tabs"), true, opener);
  }
});

test("a session's short opener that sets a rule stays among the user's words", () => {
  for (const opener of ["no floats", "ei enää kolmea", "sin decimales", "小数不要"]) {
    const said = generate(session(opener)).payload.user_messages.map((m) => m.text);
    assert.equal(said.includes(opener), true, opener);
  }
});

test("a first session's short opener is its task, whatever it names", () => {
  for (const opener of ["Add the CSV export", "lisää vientitoiminto", "내보내기 추가"]) {
    const s = session(opener, "use tabs", false);
    s.transcript!.user_messages = [opener];
    const said = generate(s).payload.user_messages.map((m) => m.text);
    assert.equal(said.includes(opener), true, opener);
  }
});
