/**
 * Random feedback-log lines for the property tests that compare two readers of the log (the
 * WebAssembly kernel and the JavaScript byte reader): output tails full of escapes, quoted keys
 * and braces, keys in any order, argv and string commands, odd exit values, duplicate and escaped
 * keys, and broken lines (truncated, corrupted, blank, CRLF, padded).
 */
import fc from "fast-check";

/** Text that fools a careless byte reader. */
export const trickyTail = fc
  .array(
    fc.constantFrom(
      "a",
      " ",
      "\n",
      '"',
      "\\",
      '\\"',
      "{",
      "}",
      "[",
      "]",
      ",",
      ":",
      "é",
      "日本",
      '"exit_code": 0',
      '"command":"x"',
      "\t",
      "\u0001",
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(""));

/** A few commands, so failures, passes and `passed_later` meet. */
const command = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("npm test", "make", 'rg "x"', "go test ./...") },
  { weight: 2, arbitrary: fc.constantFrom(["go", "test"], ["npm", "test"], ["sh", "-c", "a b"]) },
  { weight: 1, arbitrary: trickyTail },
  { weight: 1, arbitrary: fc.constantFrom(42, null, {}, []) },
);

const exitCode = fc.oneof(
  { weight: 8, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.constantFrom(1, 2, 127, null, -1) },
  { weight: 1, arbitrary: fc.constantFrom(1.5, "0", true, 1e12) },
);

const otherValue = fc.oneof(
  trickyTail,
  fc.integer(),
  fc.constant(null),
  fc.array(trickyTail, { maxLength: 2 }),
  fc.dictionary(fc.constantFrom("exit_code", "command", "x"), trickyTail, { maxKeys: 2 }),
);

/** One record's JSON text, members in any order, spacing of any kind. */
const recordText = fc
  .record({
    extras: fc.array(
      fc.tuple(fc.constantFrom("stdout_tail", "stderr_tail", "started_at", "meta"), otherValue),
      { maxLength: 4 },
    ),
    command,
    exit: exitCode,
    commandAt: fc.nat(),
    exitAt: fc.nat(),
    colon: fc.constantFrom(":", ": ", " :\t"),
    comma: fc.constantFrom(",", ", ", " ,"),
    // Rare: a duplicate field, a key spelled with an escape, a field missing.
    oddity: fc.oneof(
      { weight: 12, arbitrary: fc.constant("none" as const) },
      {
        weight: 1,
        arbitrary: fc.constantFrom("duplicate", "escaped-key", "no-exit", "no-command"),
      },
    ),
  })
  .map(({ extras, command, exit, commandAt, exitAt, colon, comma, oddity }) => {
    const members: [string, unknown][] = [...new Map(extras)];
    if (oddity !== "no-exit") members.splice(exitAt % (members.length + 1), 0, ["exit_code", exit]);
    if (oddity !== "no-command")
      members.splice(commandAt % (members.length + 1), 0, ["command", command]);
    if (oddity === "duplicate") members.push(["exit_code", 0]);
    const text = members.map(([k, v]) => `${JSON.stringify(k)}${colon}${JSON.stringify(v)}`);
    const body = `{${text.join(comma)}}`;
    return oddity === "escaped-key" ? body.replace('"exit_code"', '"exit\\u005fcode"') : body;
  });

/** A line of the log: mostly a record, sometimes broken or blank. */
export const logLine = fc
  .tuple(
    recordText,
    fc.oneof(
      { weight: 10, arbitrary: fc.constant({ kind: "keep" as const, at: 0, text: "" }) },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constantFrom("truncate", "corrupt", "pad", "crlf", "blank"),
          at: fc.nat(),
          text: fc.constantFrom("x", '"', "\\", "}", "{", ",", " "),
        }),
      },
    ),
  )
  .map(([text, { kind, at, text: inserted }]) => {
    const cut = at % (text.length + 1);
    switch (kind) {
      case "truncate":
        return text.slice(0, cut);
      case "corrupt":
        return text.slice(0, cut) + inserted + text.slice(cut);
      case "pad":
        return ` \t${text}  `;
      case "crlf":
        return `${text}\r`;
      case "blank":
        return "   ";
      default:
        return text;
    }
  });

/** A log: its lines joined by newlines, with or without a final one. */
export const logText = fc
  .tuple(fc.array(logLine, { maxLength: 40 }), fc.boolean())
  .map(([lines, finalNewline]) => lines.join("\n") + (finalNewline ? "\n" : ""));

/**
 * The JSON text of a string as a writer may spell it: `JSON.stringify`'s, or with some letters
 * as `\u00XX`, a `/` as `\/`, a tab as `\t` or a space as `\u0020` (the same string once decoded).
 */
export function spellString(text: string, mode: number): string {
  const plain = JSON.stringify(text);
  if (mode % 4 === 0) return plain;
  return plain.replace(/[a-z/ ]/g, (ch, at: number) => {
    if ((at + mode) % 5 !== 0 || isEscaped(plain, at)) return ch;
    if (ch === "/") return "\\/";
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

/** Whether `text[at]` is the letter of an escape (an odd run of backslashes before it). */
function isEscaped(text: string, at: number): boolean {
  let run = 0;
  while (text[at - 1 - run] === "\\") run++;
  return run % 2 === 1;
}

/** Commands of the small-record shape: unique arguments, assignments before some, quoting. */
const recordsBase = fc.constantFrom(
  "make test",
  "npx vitest run tests/a.test.ts",
  'rg -n "TODO" src',
  "echo 'a b'",
  "caf\u00e9 run",
  "go\ttest ./...",
  "node x/y.mjs --json",
  "make",
  "",
);
const recordsPrefix = fc.constantFrom("", "", "A=1 ", "A=2 B=3 ", "  C=4\t", 'D="x y" ', "A=1; ");
const recordsCommand = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(recordsPrefix, recordsBase, fc.nat(4))
      .map(([prefix, base, n]) => `${prefix}${base}${n === 0 ? "" : ` --run=${n}`}`),
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.constantFrom("go", "test", "a b", "it's", "", "-k", "x/y", "A=1"), {
      maxLength: 4,
    }),
  },
);

/**
 * A log of the small-record shape: a few commands run again and again (so failures meet later
 * passes of the same command, or of it with other assignments before it), each spelled in one
 * of several ways, around escaped output tails, with a broken line now and then.
 */
export const recordsLogText = fc
  .array(
    fc.record({
      command: recordsCommand,
      spelling: fc.nat(7),
      exit: fc.constantFrom(0, 0, 0, 1, 2, null),
      tail: trickyTail,
      tailFirst: fc.boolean(),
      broken: fc.nat(30),
    }),
    { maxLength: 120 },
  )
  .map((records) =>
    records
      .map(({ command, spelling, exit, tail, tailFirst, broken }) => {
        const raw = Array.isArray(command)
          ? `[${command.map((word) => spellString(word, spelling)).join(spelling % 3 === 0 ? ", " : ",")}]`
          : spellString(command, spelling);
        const members = [`"command":${raw}`, `"exit_code":${exit}`];
        members.splice(tailFirst ? 0 : 2, 0, `"stdout_tail":${JSON.stringify(tail)}`);
        const line = `{${members.join(",")}}`;
        return broken === 0 ? line.slice(0, line.length >> 1) : line;
      })
      .join("\n")
      .concat("\n"),
  );
