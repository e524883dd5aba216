/**
 * The part of the feedback kernel (`feedback-kernel.ts`) that lets JavaScript skip the lines
 * that cannot change the trim: `run` walks a chunk's lines from a given one and only counts
 * each passing line (a certain `exit_code` of exactly `0`, a command that is a string or an
 * array of strings) whose command no failed command waiting for a pass can share a base with,
 * by its key (`command-key.ts`) against a table of counts JavaScript keeps (one count per slot:
 * how many such failed commands have that key). It stops at the first other line, recorded as
 * `scan` records a line, for the JavaScript visit: a failure, a line it is not sure of, a
 * passing line whose key is in the table (a command that failed before and may now pass), or
 * a command whose key only a decode can tell (a `\u` escape, a raw control byte). The last
 * lines it counted are kept in a ring, for the window of the last K lines.
 */
import { KEY_OFFSET, KEY_PRIME } from "./command-key.js";
import { FunctionBuilder, I32, OP } from "./wasm-assembler.js";

/** Lines counted are kept in a ring of this many (start, newline) pairs. */
export const RING_SLOTS = 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

/** Where `run`'s inputs and outputs sit in the kernel's memory, and the functions it calls. */
export interface SkipLayout {
  /** The record of the line `run` stopped at (`scan`'s record 0). */
  record: number;
  ring: number;
  /** The key counts, one i32 per slot. */
  counts: number;
  /** Where `run` writes the start of the line it stopped at. */
  stop: number;
  fields: {
    start: number;
    newline: number;
    sure: number;
    commandStart: number;
    commandEnd: number;
  };
  flags: { sure: number; zero: number; plain: number };
  functions: {
    walkLine: number;
    findByte: number;
    skipSpace: number;
    commandKey: number;
    plainKey: number;
  };
}

function load8(f: FunctionBuilder): FunctionBuilder {
  return f.op(OP.i32Load8u, 0, 0);
}

/**
 * The body of a JSON string from `i` (just past its opening quote) to its closing quote, mixed
 * into `h` as `commandKey` mixes the decoded text; `fail` for what only a decode can tell.
 */
function emitStringKey(f: FunctionBuilder, fail: () => void): void {
  f.block("closed", () => {
    f.loop("byte", () => {
      f.get("i").get("end").op(OP.i32GeU);
      f.if(fail);
      load8(f.get("i")).tee("c").i32(QUOTE).op(OP.i32Eq).brIf("closed");
      f.get("c").i32(BACKSLASH).op(OP.i32Eq);
      f.if(
        () => {
          f.get("i").i32(1).op(OP.i32Add).tee("i").get("end").op(OP.i32GeU);
          f.if(fail);
          load8(f.get("i")).tee("c").i32(0x74).op(OP.i32Eq);
          f.if(
            () => {
              // `\t` decodes to a tab: a blank.
              f.i32(KEY_OFFSET).set("h");
            },
            () => {
              // `\" \\ \/ \b \f \n \r` decode to no letter or digit and no blank; `\u` and
              // anything else only a decode can tell.
              f.get("c").i32(QUOTE).op(OP.i32Ne);
              for (const escaped of [BACKSLASH, 0x2f, 0x62, 0x66, 0x6e, 0x72])
                f.get("c").i32(escaped).op(OP.i32Ne).op(OP.i32And);
              f.if(fail);
            },
          );
        },
        () => {
          f.get("c").i32(0x20).op(OP.i32LtU);
          f.if(fail);
          f.get("c").i32(0x20).op(OP.i32Eq);
          f.if(
            () => {
              f.i32(KEY_OFFSET).set("h");
            },
            () => emitAlnumMix(f),
          );
        },
      );
      f.get("i").i32(1).op(OP.i32Add).set("i");
      f.br("byte");
    });
  });
}

/** Push the slot of the hash in `h` (`keySlot`). */
function emitSlot(f: FunctionBuilder): FunctionBuilder {
  f.get("h").get("h").i32(16).op(OP.i32ShrU).op(OP.i32Xor);
  return f.i32(0xffff).op(OP.i32And);
}

/**
 * `commandKey(start, end)`: the key slot of the command whose raw JSON is `[start, end)` (a
 * string literal, or an array that must be exactly an array of strings, as `isStringArray`
 * checks it: its words joined by blanks), or -1 when only JavaScript can tell.
 */
export function commandKeyFunction(layout: SkipLayout): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["start", I32],
      ["end", I32],
    ],
    [I32],
  );
  f.local("i").local("c").local("h");
  const fail = () => f.i32(-1).ret();
  const skipSpace = layout.functions.skipSpace;
  f.i32(KEY_OFFSET).set("h");
  load8(f.get("start")).i32(QUOTE).op(OP.i32Eq);
  f.if(() => {
    f.get("start").i32(1).op(OP.i32Add).set("i");
    emitStringKey(f, fail);
    emitSlot(f).ret();
  });
  // An array: `[`, then strings between commas, then `]` (the line's walk closes a `[` at a
  // `}` as well: `isStringArray` refuses that).
  load8(f.get("end").i32(1).op(OP.i32Sub)).i32(0x5d).op(OP.i32Ne);
  f.if(fail);
  f.get("start").i32(1).op(OP.i32Add).get("end").call(skipSpace).tee("i");
  f.get("end").i32(1).op(OP.i32Sub).op(OP.i32Eq);
  f.if(() => {
    emitSlot(f).ret();
  });
  f.loop("word", () => {
    load8(f.get("i")).i32(QUOTE).op(OP.i32Ne);
    f.if(fail);
    // A word starts after the blank `joinArgv` puts before it.
    f.i32(KEY_OFFSET).set("h");
    f.get("i").i32(1).op(OP.i32Add).set("i");
    emitStringKey(f, fail);
    f.get("i").i32(1).op(OP.i32Add).get("end").call(skipSpace).tee("i");
    f.get("end").i32(1).op(OP.i32Sub).op(OP.i32Eq);
    f.if(() => {
      load8(f.get("i")).i32(0x5d).op(OP.i32Ne);
      f.if(fail);
      emitSlot(f).ret();
    });
    load8(f.get("i")).i32(0x2c).op(OP.i32Ne);
    f.if(fail);
    f.get("i").i32(1).op(OP.i32Add).get("end").call(skipSpace).set("i");
    f.br("word");
  });
  f.i32(-1);
  return f;
}

/**
 * `plainKey(start, end)`: `commandKey` of a string literal of printable ASCII without a
 * backslash (the walk's PLAIN): only what follows its last space is read, walking back.
 */
export function plainKeyFunction(): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["start", I32],
      ["end", I32],
    ],
    [I32],
  );
  f.local("i").local("c").local("h").local("close");
  f.get("end").i32(1).op(OP.i32Sub).tee("close").set("i");
  f.block("found", () => {
    f.loop("back", () => {
      f.get("i").i32(1).op(OP.i32Sub).tee("i").get("start").op(OP.i32LeU).brIf("found");
      load8(f.get("i")).i32(0x20).op(OP.i32Ne).brIf("back");
    });
  });
  f.i32(KEY_OFFSET).set("h");
  f.block("done", () => {
    f.loop("byte", () => {
      f.get("i").i32(1).op(OP.i32Add).tee("i").get("close").op(OP.i32GeU).brIf("done");
      load8(f.get("i")).set("c");
      emitAlnumMix(f);
      f.br("byte");
    });
  });
  emitSlot(f);
  return f;
}

/** Mix the byte in `c` into `h` when it is an ASCII letter or digit. */
function emitAlnumMix(f: FunctionBuilder): void {
  f.get("c").i32(0x30).op(OP.i32Sub).i32(10).op(OP.i32LtU);
  f.get("c").i32(0x20).op(OP.i32Or).i32(0x61).op(OP.i32Sub).i32(26).op(OP.i32LtU);
  f.op(OP.i32Or);
  f.if(() => {
    f.get("h").get("c").op(OP.i32Xor).i32(KEY_PRIME).op(OP.i32Mul).set("h");
  });
}

/**
 * `run(from, to, pending)`: count the lines from `from` that cannot change the trim (see the
 * module's comment; with `pending` 0 no failed command waits for a pass, and the table is not
 * read), keeping each one's start and newline in the ring; stop at the first other line,
 * recorded in the record, or at a line not ended before `to` (the record's start is then -1).
 * Where it stopped goes to `stop`; the count is returned.
 */
export function runFunction(layout: SkipLayout): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["i", I32],
      ["to", I32],
      ["pending", I32],
    ],
    [I32],
  );
  f.local("n").local("status").local("nl").local("cs").local("ce").local("key").local("at");
  const { record, ring, counts, stop, fields, flags, functions } = layout;
  const field = (offset: number) => f.op(OP.i32Load, 2, offset * 4);
  const wanted = flags.sure | flags.zero;
  f.block("stopped", () => {
    f.loop("line", () => {
      f.get("i").get("to").i32(record).call(functions.walkLine).tee("status");
      f.i32(wanted).op(OP.i32And).i32(wanted).op(OP.i32Ne).brIf("stopped");
      f.i32(record);
      field(fields.commandStart).tee("cs");
      load8(f).i32(0x5b).op(OP.i32Eq).get("pending").op(OP.i32Or);
      f.if(() => {
        f.i32(record);
        field(fields.commandEnd).set("ce");
        f.get("status").i32(flags.plain).op(OP.i32And);
        f.if(
          () => {
            f.get("cs").get("ce").call(functions.plainKey).set("key");
          },
          () => {
            f.get("cs").get("ce").call(functions.commandKey).set("key");
          },
        );
        f.get("key");
        f.i32(0).op(OP.i32LtS).brIf("stopped");
        f.get("pending");
        f.if(() => {
          f.get("key").i32(2).op(OP.i32Shl).i32(counts).op(OP.i32Add).op(OP.i32Load, 2, 0);
          f.brIf("stopped");
        });
      });
      f.i32(record);
      field(fields.newline).set("nl");
      f.get("n")
        .i32(RING_SLOTS - 1)
        .op(OP.i32And)
        .i32(3)
        .op(OP.i32Shl)
        .i32(ring)
        .op(OP.i32Add)
        .tee("at");
      f.get("i").op(OP.i32Store, 2, 0);
      f.get("at").get("nl").op(OP.i32Store, 2, 4);
      f.get("n").i32(1).op(OP.i32Add).set("n");
      f.get("nl").i32(1).op(OP.i32Add).set("i");
      f.br("line");
    });
  });
  f.i32(stop).get("i").op(OP.i32Store, 2, 0);
  // The line stopped at, recorded as `scan` records it (a walk that gave up has no newline).
  f.get("status").op(OP.i32Eqz);
  f.if(() => {
    f.get("i").get("to").i32(NEWLINE).call(functions.findByte).tee("nl");
    f.get("to").op(OP.i32GeU);
    f.if(() => {
      f.i32(record)
        .i32(-1)
        .op(OP.i32Store, 2, fields.start * 4);
      f.get("n").ret();
    });
    f.i32(record)
      .get("nl")
      .op(OP.i32Store, 2, fields.newline * 4);
  });
  f.i32(record)
    .get("i")
    .op(OP.i32Store, 2, fields.start * 4);
  f.i32(record)
    .get("status")
    .op(OP.i32Store, 2, fields.sure * 4);
  f.get("n");
  return f;
}
