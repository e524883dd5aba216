/**
 * The feedback-log scan's WebAssembly kernel: one pass over a chunk of the log finds every line
 * and, for each line that is a plain JSON object, where its `exit_code` and `command` values are
 * (the fields `readFeedbackFields` reads), so the JavaScript per line reads four numbers instead
 * of walking bytes. Strings are stepped over 16 bytes at a time (SIMD compares for the quote,
 * backslash parity checked only at a quote, as `findClosingQuote` does).
 *
 * The kernel answers only when it is certain that `readFeedbackFields` would give the same
 * answer: it walks EVERY member of the object with that reader's own rules (a key without
 * escapes, a colon, a value, a comma or the closing brace), and `exit_code` and `command` each
 * occur exactly once. Anything else (a key with an escape, a duplicate key, a broken member, a
 * blank line) it leaves to `readFeedbackFields`, so the records are the same with or without it.
 *
 * The module is assembled from this source when first used (`wasm-assembler.ts`): no binary is
 * shipped or fetched. A runtime without WebAssembly SIMD goes without it (`feedbackKernel` is null).
 */
import {
  assembleModule,
  FunctionBuilder,
  I32,
  instantiate,
  OP,
  SIMD,
  simd,
  V128,
} from "./wasm-assembler.js";
import { KEY_SLOTS } from "./command-key.js";
import {
  commandKeyFunction,
  plainKeyFunction,
  RING_SLOTS,
  runFunction,
  type SkipLayout,
} from "./feedback-kernel-skip.js";

/** The largest chunk the kernel takes (the forward reader's chunk is 1 MB). */
export const KERNEL_INPUT_BYTES = 1024 * 1024;
/** Where the two input areas start (64 bytes of padding after each: SIMD reads past the end). */
export const KERNEL_INPUTS = [0, KERNEL_INPUT_BYTES + 64] as const;
/** Where the line records go, after the inputs. */
const OUT = 2 * (KERNEL_INPUT_BYTES + 64);
/** Line records per call; a chunk with more lines is scanned in several calls. */
export const KERNEL_MAX_LINES = 16 * 1024;
/** Bytes of one line record: eight i32s. */
const RECORD_INTS = 8;
/** The ring of lines `run` counted, then the key counts, then where `run` stopped. */
const RING = OUT + KERNEL_MAX_LINES * RECORD_INTS * 4;
const COUNTS = RING + RING_SLOTS * 8;
const STOP = COUNTS + KEY_SLOTS * 4;
const PAGES = Math.ceil((STOP + 16) / 65536);

/** A line record's fields (i32 offsets into the record). */
export const REC_START = 0;
export const REC_NEWLINE = 1;
export const REC_SURE = 2;
export const REC_EXIT_START = 3;
export const REC_EXIT_END = 4;
export const REC_COMMAND_START = 5;
export const REC_COMMAND_END = 6;
/** The command's hash (`json/stringify-hash.ts`), when REC_SURE has its PLAIN bit. */
export const REC_COMMAND_HASH = 7;
/**
 * REC_SURE's bits: the fields are certain; the command's bytes are plain and hashed; the exit
 * code is exactly `0`. The last two mean nothing without the first.
 */
export const SURE = 1;
export const PLAIN = 2;
export const ZERO = 4;
export { RECORD_INTS, RING_SLOTS };

const F_SCAN = 0;
const F_FIND_BYTE = 1;
const F_CLOSE_QUOTE = 2;
const F_SKIP_SPACE = 3;
const F_SKIP_NESTED = 4;
const F_WALK_LINE = 5;
const F_HASH_COMMAND = 6;
const F_KEY_CLOSE = 7;
const F_COMMAND_KEY = 8;
const F_RUN = 9;
const F_PLAIN_KEY = 10;
const F_VALID_SCALAR = 11;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

/** i32.load8_u of the address on the stack. */
function load8(f: FunctionBuilder): FunctionBuilder {
  return f.op(OP.i32Load8u, 0, 0);
}

/**
 * `scan(from, to, out, max)`: records of the lines of memory[from, to), until `max`; the count.
 * A last line without its newline is not recorded.
 */
function scanFunction(): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["i", I32],
      ["to", I32],
      ["out", I32],
      ["max", I32],
    ],
    [I32],
  );
  f.local("n").local("nl").local("rec").local("status");
  f.block("done", () => {
    f.loop("line", () => {
      f.get("n").get("max").op(OP.i32GeU).brIf("done");
      f.get("out")
        .get("n")
        .i32(RECORD_INTS * 4)
        .op(OP.i32Mul)
        .op(OP.i32Add)
        .set("rec");
      // One pass: a line the walk is sure of ends where the walk found its newline; any other
      // is searched for its newline from its start.
      f.get("i").get("to").get("rec").call(F_WALK_LINE).tee("status");
      f.if(
        () => {
          f.get("rec")
            .op(OP.i32Load, 2, REC_NEWLINE * 4)
            .set("nl");
        },
        () => {
          f.get("i").get("to").i32(NEWLINE).call(F_FIND_BYTE).tee("nl");
          f.get("to").op(OP.i32GeU).brIf("done");
          f.get("rec")
            .get("nl")
            .op(OP.i32Store, 2, REC_NEWLINE * 4);
        },
      );
      f.get("rec")
        .get("i")
        .op(OP.i32Store, 2, REC_START * 4);
      f.get("rec")
        .get("status")
        .op(OP.i32Store, 2, REC_SURE * 4);
      f.get("n").i32(1).op(OP.i32Add).set("n");
      f.get("nl").i32(1).op(OP.i32Add).set("i");
      f.br("line");
    });
  });
  f.get("n");
  return f;
}

/** `findByte(i, end, byte)`: the first `byte` in [i, end), or `end`. 32 bytes a step. */
function findByteFunction(): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["i", I32],
      ["end", I32],
      ["byte", I32],
    ],
    [I32],
  );
  f.local("pattern", V128).local("mask").local("at");
  f.get("byte")
    .op(...simd(SIMD.i8x16Splat))
    .set("pattern");
  f.loop("step", () => {
    f.get("i").get("end").op(OP.i32GeU);
    f.if(() => {
      f.get("end").ret();
    });
    f.get("i").op(...simd(SIMD.v128Load, 0, 0));
    f.get("pattern").op(...simd(SIMD.i8x16Eq), ...simd(SIMD.i8x16Bitmask));
    f.get("i").op(...simd(SIMD.v128Load, 0, 16));
    f.get("pattern").op(...simd(SIMD.i8x16Eq), ...simd(SIMD.i8x16Bitmask));
    f.i32(16).op(OP.i32Shl).op(OP.i32Or).tee("mask");
    f.if(() => {
      // A hit past `end` (the padding, or the next line's bytes) is no hit.
      f.get("i").get("mask").op(OP.i32Ctz).op(OP.i32Add).tee("at");
      f.get("end").get("at").get("end").op(OP.i32LtU).op(OP.select).ret();
    });
    f.get("i").i32(32).op(OP.i32Add).set("i");
    f.br("step");
  });
  f.get("end");
  return f;
}

/**
 * `closeQuote(open, end)`: the closing quote of the string opened at `open`, or -1 (none before
 * `end`, or a newline first).
 */
function closeQuoteFunction(): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["open", I32],
      ["end", I32],
    ],
    [I32],
  );
  f.local("i").local("q").local("k").local("mask");
  f.local("quotes", V128).local("newlines", V128).local("block", V128);
  f.i32(QUOTE)
    .op(...simd(SIMD.i8x16Splat))
    .set("quotes");
  f.i32(NEWLINE)
    .op(...simd(SIMD.i8x16Splat))
    .set("newlines");
  f.get("open").i32(1).op(OP.i32Add).set("i");
  f.loop("step", () => {
    f.get("i").get("end").op(OP.i32GeU);
    f.if(() => {
      f.i32(-1).ret();
    });
    // The quotes and newlines of 32 bytes, one bit each.
    for (const offset of [0, 16]) {
      f.get("i")
        .op(...simd(SIMD.v128Load, 0, offset))
        .tee("block");
      f.get("quotes").op(...simd(SIMD.i8x16Eq));
      f.get("block")
        .get("newlines")
        .op(...simd(SIMD.i8x16Eq));
      f.op(...simd(SIMD.v128Or), ...simd(SIMD.i8x16Bitmask));
    }
    f.i32(16).op(OP.i32Shl).op(OP.i32Or).set("mask");
    f.block("blockDone", () => {
      f.loop("hit", () => {
        f.get("mask").op(OP.i32Eqz).brIf("blockDone");
        f.get("i").get("mask").op(OP.i32Ctz).op(OP.i32Add).tee("q");
        f.get("end").op(OP.i32GeU);
        f.if(() => {
          f.i32(-1).ret();
        });
        // A raw newline ends the line with the string still open.
        load8(f.get("q")).i32(NEWLINE).op(OP.i32Eq);
        f.if(() => {
          f.i32(-1).ret();
        });
        // Backslash parity: the quote closes the string when the run before it is even.
        f.get("q").i32(1).op(OP.i32Sub).set("k");
        f.block("run", () => {
          f.loop("back", () => {
            f.get("k").get("open").op(OP.i32LeU).brIf("run");
            load8(f.get("k")).i32(BACKSLASH).op(OP.i32Ne).brIf("run");
            f.get("k").i32(1).op(OP.i32Sub).set("k");
            f.br("back");
          });
        });
        f.get("q").i32(1).op(OP.i32Sub).get("k").op(OP.i32Sub).i32(1).op(OP.i32And).op(OP.i32Eqz);
        f.if(() => {
          f.get("q").ret();
        });
        // An escaped quote: the next hit of the same 32 bytes.
        f.get("mask").get("mask").i32(1).op(OP.i32Sub).op(OP.i32And).set("mask");
        f.br("hit");
      });
    });
    f.get("i").i32(32).op(OP.i32Add).set("i");
    f.br("step");
  });
  f.i32(-1);
  return f;
}

/**
 * `keyClose(open, end)`: the closing quote of the key opened at `open`, or -1 when a backslash
 * (only a full parse can tell what an escaped key names) or a newline comes first, or none does
 * before `end`. 32 bytes a step.
 */
function keyCloseFunction(): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["open", I32],
      ["end", I32],
    ],
    [I32],
  );
  f.local("i").local("at").local("mask").local("block", V128);
  f.get("open").i32(1).op(OP.i32Add).set("i");
  f.loop("step", () => {
    f.get("i").get("end").op(OP.i32GeU);
    f.if(() => {
      f.i32(-1).ret();
    });
    for (const offset of [0, 16]) {
      f.get("i")
        .op(...simd(SIMD.v128Load, 0, offset))
        .tee("block");
      f.i32(QUOTE).op(...simd(SIMD.i8x16Splat), ...simd(SIMD.i8x16Eq));
      f.get("block")
        .i32(BACKSLASH)
        .op(...simd(SIMD.i8x16Splat), ...simd(SIMD.i8x16Eq));
      f.op(...simd(SIMD.v128Or));
      f.get("block")
        .i32(NEWLINE)
        .op(...simd(SIMD.i8x16Splat), ...simd(SIMD.i8x16Eq));
      f.op(...simd(SIMD.v128Or), ...simd(SIMD.i8x16Bitmask));
    }
    f.i32(16).op(OP.i32Shl).op(OP.i32Or).tee("mask");
    f.if(() => {
      f.get("i").get("mask").op(OP.i32Ctz).op(OP.i32Add).tee("at");
      f.get("end").op(OP.i32GeU);
      f.if(() => {
        f.i32(-1).ret();
      });
      load8(f.get("at")).i32(QUOTE).op(OP.i32Eq);
      f.if(() => {
        f.get("at").ret();
      });
      f.i32(-1).ret();
    });
    f.get("i").i32(32).op(OP.i32Add).set("i");
    f.br("step");
  });
  f.i32(-1);
  return f;
}

/** Push whether the byte in local `b` is JSON whitespace. */
function isSpace(f: FunctionBuilder, b: string): FunctionBuilder {
  f.get(b).i32(0x20).op(OP.i32Eq);
  f.get(b).i32(0x0a).op(OP.i32Eq).op(OP.i32Or);
  f.get(b).i32(0x0d).op(OP.i32Eq).op(OP.i32Or);
  return f.get(b).i32(0x09).op(OP.i32Eq).op(OP.i32Or);
}

/**
 * `skipSpace(i, end)`: the first byte at or after `i` that is not JSON whitespace, or `end`. A
 * newline is not skipped: it ends the line.
 */
function skipSpaceFunction(): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["i", I32],
      ["end", I32],
    ],
    [I32],
  );
  f.local("b");
  f.block("done", () => {
    f.loop("step", () => {
      f.get("i").get("end").op(OP.i32GeU).brIf("done");
      load8(f.get("i")).set("b");
      f.get("b").i32(0x20).op(OP.i32Eq);
      f.get("b").i32(0x0d).op(OP.i32Eq).op(OP.i32Or);
      f.get("b").i32(0x09).op(OP.i32Eq).op(OP.i32Or);
      f.op(OP.i32Eqz).brIf("done");
      f.get("i").i32(1).op(OP.i32Add).set("i");
      f.br("step");
    });
  });
  f.get("i");
  return f;
}

/** `skipNested(open, end)`: just past the object or array opened at `open`, or -1. */
function skipNestedFunction(): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["i", I32],
      ["end", I32],
    ],
    [I32],
  );
  f.local("depth").local("b");
  f.loop("step", () => {
    f.get("i").get("end").op(OP.i32GeU);
    f.if(() => {
      f.i32(-1).ret();
    });
    load8(f.get("i")).set("b");
    f.get("b").i32(NEWLINE).op(OP.i32Eq);
    f.if(() => {
      f.i32(-1).ret();
    });
    f.get("b").i32(QUOTE).op(OP.i32Eq);
    f.if(
      () => {
        f.get("i").get("end").call(F_CLOSE_QUOTE).tee("i");
        f.i32(0).op(OP.i32LtS);
        f.if(() => {
          f.i32(-1).ret();
        });
      },
      () => {
        f.get("b").i32(0x7b).op(OP.i32Eq).get("b").i32(0x5b).op(OP.i32Eq).op(OP.i32Or);
        f.if(
          () => {
            f.get("depth").i32(1).op(OP.i32Add).set("depth");
          },
          () => {
            f.get("b").i32(0x7d).op(OP.i32Eq).get("b").i32(0x5d).op(OP.i32Eq).op(OP.i32Or);
            f.if(() => {
              f.get("depth").i32(1).op(OP.i32Sub).tee("depth").op(OP.i32Eqz);
              f.if(() => {
                f.get("i").i32(1).op(OP.i32Add).ret();
              });
            });
          },
        );
      },
    );
    f.get("i").i32(1).op(OP.i32Add).set("i");
    f.br("step");
  });
  f.i32(-1);
  return f;
}

/**
 * `hashCommand(start, end, rec)`: 1 with the hash of the string literal `[start, end)` (quotes
 * included) stored in `rec`, when its bytes are printable ASCII without a backslash, i.e.
 * exactly `JSON.stringify`'s text of its value; else 0. The hash is `FailedCommands`' own
 * (`hashByte` in json/stringify-hash.ts): FNV-1a's mix over little-endian 4-byte words, the last
 * one zero-padded, cut to 30 bits.
 */
function hashCommandFunction(): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["i", I32],
      ["end", I32],
      ["rec", I32],
    ],
    [I32],
  );
  f.local("hash").local("mask").local("at").local("block", V128);
  // Plain bytes only: none below a space or above `~`, and no backslash (16 at a time).
  f.get("i").set("at");
  f.block("checked", () => {
    f.loop("check", () => {
      f.get("at").get("end").op(OP.i32GeU).brIf("checked");
      f.get("at")
        .op(...simd(SIMD.v128Load, 0, 0))
        .tee("block");
      f.i32(0x20).op(...simd(SIMD.i8x16Splat), ...simd(SIMD.i8x16LtS));
      f.get("block")
        .i32(0x7f)
        .op(...simd(SIMD.i8x16Splat), ...simd(SIMD.i8x16Eq));
      f.op(...simd(SIMD.v128Or));
      f.get("block")
        .i32(BACKSLASH)
        .op(...simd(SIMD.i8x16Splat), ...simd(SIMD.i8x16Eq));
      f.op(...simd(SIMD.v128Or), ...simd(SIMD.i8x16Bitmask)).set("mask");
      // The bytes past `end` do not count.
      f.get("end").get("at").op(OP.i32Sub).i32(16).op(OP.i32LtU);
      f.if(() => {
        f.get("mask").i32(1).get("end").get("at").op(OP.i32Sub).op(OP.i32Shl).i32(1);
        f.op(OP.i32Sub).op(OP.i32And).set("mask");
      });
      f.get("mask");
      f.if(() => {
        f.i32(0).ret();
      });
      f.get("at").i32(16).op(OP.i32Add).set("at");
      f.br("check");
    });
  });
  f.i32(0x811c9dc5).set("hash");
  f.block("words", () => {
    f.loop("word", () => {
      f.get("i").i32(4).op(OP.i32Add).get("end").op(OP.i32GtU).brIf("words");
      f.get("hash").get("i").op(OP.i32Load, 0, 0).op(OP.i32Xor).i32(0x01000193).op(OP.i32Mul);
      f.set("hash");
      f.get("i").i32(4).op(OP.i32Add).set("i");
      f.br("word");
    });
  });
  f.get("end").get("i").op(OP.i32Sub).tee("at");
  f.if(() => {
    f.get("hash").get("i").op(OP.i32Load, 0, 0);
    f.i32(1).get("at").i32(3).op(OP.i32Shl).op(OP.i32Shl).i32(1).op(OP.i32Sub).op(OP.i32And);
    f.op(OP.i32Xor).i32(0x01000193).op(OP.i32Mul).set("hash");
  });
  f.get("rec")
    .get("hash")
    .i32(0x3fffffff)
    .op(OP.i32And)
    .op(OP.i32Store, 2, REC_COMMAND_HASH * 4);
  f.i32(1);
  return f;
}

/** Little-endian integer of ASCII text (4 or 8 bytes), as an unaligned load reads it. */
function textValue(text: string): bigint {
  let value = 0n;
  for (let i = text.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(text.charCodeAt(i));
  return value;
}

/** 1 when the byte in local `b` is an ASCII digit. */
function isDigit(f: FunctionBuilder, b: string): FunctionBuilder {
  return f.get(b).i32(0x30).op(OP.i32Sub).i32(10).op(OP.i32LtU);
}

/**
 * `validScalar(i, end)`: 1 when memory[i, end) is a scalar JSON.parse takes (`true`, `false`,
 * `null`, or a number of JSON's grammar), else 0. The walk ends a scalar at the first byte that
 * ends a token, so `-100"` or `1x` would otherwise pass for one: a line broken there is left to
 * the full parse, which refuses it, and a run of passing lines counted without a visit never
 * holds it.
 */
function validScalarFunction(): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["i", I32],
      ["end", I32],
    ],
    [I32],
  );
  f.local("b").local("n");
  const no = () => f.i32(0).ret();
  const yes = () => f.i32(1).ret();
  const word = (text: string) => Number(BigInt.asIntN(32, textValue(text)));
  f.get("end").get("i").op(OP.i32Sub).tee("n").i32(4).op(OP.i32Eq);
  f.if(() => {
    f.get("i").op(OP.i32Load, 0, 0).tee("b").i32(word("true")).op(OP.i32Eq);
    f.get("b").i32(word("null")).op(OP.i32Eq).op(OP.i32Or);
    f.if(yes);
  });
  f.get("n").i32(5).op(OP.i32Eq);
  f.if(() => {
    f.get("i").op(OP.i32Load, 0, 0).i32(word("fals")).op(OP.i32Eq);
    load8(f.get("i").i32(4).op(OP.i32Add)).i32(0x65).op(OP.i32Eq).op(OP.i32And);
    f.if(yes);
  });
  // A number: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
  const digits = (label: string) => {
    f.block(label, () => {
      f.loop(`${label}Step`, () => {
        f.get("i").get("end").op(OP.i32GeU).brIf(label);
        load8(f.get("i")).set("b");
        isDigit(f, "b").op(OP.i32Eqz).brIf(label);
        f.get("i").i32(1).op(OP.i32Add).set("i");
        f.br(`${label}Step`);
      });
    });
  };
  // At least one digit at `i`, then any more.
  const someDigits = (label: string) => {
    f.get("i").get("end").op(OP.i32GeU);
    f.if(no);
    load8(f.get("i")).set("b");
    isDigit(f, "b").op(OP.i32Eqz);
    f.if(no);
    digits(label);
  };
  f.get("i").get("end").op(OP.i32GeU);
  f.if(no);
  load8(f.get("i")).i32(0x2d).op(OP.i32Eq);
  f.if(() => {
    f.get("i").i32(1).op(OP.i32Add).set("i");
  });
  f.get("i").get("end").op(OP.i32GeU);
  f.if(no);
  load8(f.get("i")).tee("b").i32(0x30).op(OP.i32Eq);
  f.if(
    () => {
      f.get("i").i32(1).op(OP.i32Add).set("i");
    },
    () => {
      someDigits("whole");
    },
  );
  f.get("i").get("end").op(OP.i32LtU);
  f.if(() => {
    load8(f.get("i")).i32(0x2e).op(OP.i32Eq);
    f.if(() => {
      f.get("i").i32(1).op(OP.i32Add).set("i");
      someDigits("fraction");
    });
  });
  f.get("i").get("end").op(OP.i32LtU);
  f.if(() => {
    load8(f.get("i")).i32(0x20).op(OP.i32Or).i32(0x65).op(OP.i32Eq);
    f.if(() => {
      f.get("i").i32(1).op(OP.i32Add).set("i");
      f.get("i").get("end").op(OP.i32LtU);
      f.if(() => {
        load8(f.get("i")).tee("b").i32(0x2b).op(OP.i32Eq);
        f.get("b").i32(0x2d).op(OP.i32Eq).op(OP.i32Or);
        f.if(() => {
          f.get("i").i32(1).op(OP.i32Add).set("i");
        });
      });
      someDigits("exponent");
    });
  });
  f.get("i").get("end").op(OP.i32Eq);
  return f;
}

/**
 * `skipSpace` of the position and end on the stack, in line: most members are not preceded by
 * space at all, and a call for each cost a fifth of the walk. Uses locals `sp` and `sto`.
 */
function skipFast(f: FunctionBuilder): FunctionBuilder {
  f.set("sto").set("sp");
  load8(f.get("sp")).i32(0x20).op(OP.i32LeU);
  f.if(() => {
    f.get("sp").get("sto").call(F_SKIP_SPACE).set("sp");
  });
  return f.get("sp");
}

/**
 * `walkLine(start, nl, rec)`: 1 when the line `[start, nl)` is an object whose every member is
 * well formed and which has one `exit_code` and one `command` (their value ranges stored in
 * `rec`), 0 when `readFeedbackFields` must look.
 */
function walkLineFunction(): FunctionBuilder {
  const f = new FunctionBuilder(
    [
      ["start", I32],
      ["to", I32],
      ["rec", I32],
    ],
    [I32],
  );
  for (const local of [
    "first",
    "i",
    "j",
    "kind",
    "v",
    "fb",
    "ve",
    "a",
    "b",
    "seen",
    "plain",
    "zero",
    "sp",
    "sto",
  ])
    f.local(local);
  const defer = () => f.i32(0).ret();
  skipFast(f.get("start").get("to")).tee("first").get("to").op(OP.i32GeU);
  f.if(defer);
  load8(f.get("first")).i32(0x7b).op(OP.i32Ne);
  f.if(defer);
  skipFast(f.get("first").i32(1).op(OP.i32Add).get("to")).set("i");
  f.loop("member", () => {
    load8(f.get("i")).i32(QUOTE).op(OP.i32Ne);
    f.if(defer);
    // The key: no escape in it, or only a full parse can tell what it names.
    f.get("i").get("to").call(F_KEY_CLOSE).tee("j").i32(0).op(OP.i32LtS);
    f.if(defer);
    f.i32(0).set("kind");
    f.get("j").get("i").op(OP.i32Sub).i32(10).op(OP.i32Eq);
    f.if(() => {
      f.get("i").op(OP.i64Load, 0, 1).i64(textValue("exit_cod")).op(OP.i64Eq);
      load8(f.get("i").i32(9).op(OP.i32Add)).i32(0x65).op(OP.i32Eq).op(OP.i32And);
      f.if(() => {
        f.i32(1).set("kind");
      });
    });
    f.get("j").get("i").op(OP.i32Sub).i32(8).op(OP.i32Eq);
    f.if(() => {
      f.get("i")
        .op(OP.i32Load, 0, 1)
        .i32(Number(BigInt.asIntN(32, textValue("comm"))))
        .op(OP.i32Eq);
      f.get("i")
        .op(OP.i32Load, 0, 4)
        .i32(Number(BigInt.asIntN(32, textValue("mand"))));
      f.op(OP.i32Eq).op(OP.i32And);
      f.if(() => {
        f.i32(2).set("kind");
      });
    });
    skipFast(f.get("j").i32(1).op(OP.i32Add).get("to")).tee("v");
    load8(f).i32(0x3a).op(OP.i32Ne);
    f.if(defer);
    skipFast(f.get("v").i32(1).op(OP.i32Add).get("to")).tee("v");
    load8(f).set("fb");
    f.block("valued", () => {
      f.get("fb").i32(QUOTE).op(OP.i32Eq);
      f.if(() => {
        f.get("v").get("to").call(F_CLOSE_QUOTE).tee("ve").i32(0).op(OP.i32LtS);
        f.if(defer);
        f.get("ve").i32(1).op(OP.i32Add).set("ve");
        f.br("valued");
      });
      f.get("fb").i32(0x7b).op(OP.i32Eq).get("fb").i32(0x5b).op(OP.i32Eq).op(OP.i32Or);
      f.if(() => {
        f.get("v").get("to").call(F_SKIP_NESTED).tee("ve").i32(0).op(OP.i32LtS);
        f.if(defer);
        f.br("valued");
      });
      // A scalar token: up to a byte that ends one (`isTokenEnd`).
      f.get("v").set("ve");
      f.block("tokenEnd", () => {
        f.loop("token", () => {
          f.get("ve").get("to").op(OP.i32GeU).brIf("tokenEnd");
          load8(f.get("ve")).set("b");
          isSpace(f, "b");
          for (const end of [0x2c, 0x7d, 0x5d, 0x3a, 0x7b])
            f.get("b").i32(end).op(OP.i32Eq).op(OP.i32Or);
          f.brIf("tokenEnd");
          f.get("ve").i32(1).op(OP.i32Add).set("ve");
          f.br("token");
        });
      });
      f.get("v").get("ve").call(F_VALID_SCALAR).op(OP.i32Eqz);
      f.if(defer);
    });
    f.get("kind").i32(1).op(OP.i32Eq);
    f.if(() => {
      f.get("seen").i32(1).op(OP.i32And);
      f.if(defer);
      f.get("seen").i32(1).op(OP.i32Or).set("seen");
      f.get("rec")
        .get("v")
        .op(OP.i32Store, 2, REC_EXIT_START * 4);
      f.get("rec")
        .get("ve")
        .op(OP.i32Store, 2, REC_EXIT_END * 4);
      // Exactly `0`: a passing run.
      f.get("ve").get("v").op(OP.i32Sub).i32(1).op(OP.i32Eq);
      load8(f.get("v")).i32(0x30).op(OP.i32Eq).op(OP.i32And).i32(2).op(OP.i32Shl).set("zero");
    });
    f.get("kind").i32(2).op(OP.i32Eq);
    f.if(() => {
      f.get("seen").i32(2).op(OP.i32And);
      f.if(defer);
      f.get("fb").i32(QUOTE).op(OP.i32Ne).get("fb").i32(0x5b).op(OP.i32Ne).op(OP.i32And);
      f.if(defer);
      f.get("seen").i32(2).op(OP.i32Or).set("seen");
      f.get("rec")
        .get("v")
        .op(OP.i32Store, 2, REC_COMMAND_START * 4);
      f.get("rec")
        .get("ve")
        .op(OP.i32Store, 2, REC_COMMAND_END * 4);
      f.get("fb").i32(QUOTE).op(OP.i32Eq);
      f.if(() => {
        f.get("v").get("ve").get("rec").call(F_HASH_COMMAND).i32(1).op(OP.i32Shl).set("plain");
      });
    });
    skipFast(f.get("ve").get("to")).tee("a").get("to").op(OP.i32GeU);
    f.if(defer);
    load8(f.get("a")).tee("b").i32(0x7d).op(OP.i32Eq);
    f.if(() => {
      // The closing brace must be the line's last byte but spaces, and both fields seen.
      skipFast(f.get("a").i32(1).op(OP.i32Add).get("to")).tee("a").get("to").op(OP.i32GeU);
      f.if(defer);
      load8(f.get("a")).i32(NEWLINE).op(OP.i32Ne);
      f.if(defer);
      f.get("rec")
        .get("a")
        .op(OP.i32Store, 2, REC_NEWLINE * 4);
      f.get("seen").i32(3).op(OP.i32Eq);
      f.get("plain").op(OP.i32Or).get("zero").op(OP.i32Or).ret();
    });
    f.get("b").i32(0x2c).op(OP.i32Ne);
    f.if(defer);
    skipFast(f.get("a").i32(1).op(OP.i32Add).get("to")).set("i");
    f.br("member");
  });
  f.i32(0);
  return f;
}

const SKIP_LAYOUT: SkipLayout = {
  record: OUT,
  ring: RING,
  counts: COUNTS,
  stop: STOP,
  fields: {
    start: REC_START,
    newline: REC_NEWLINE,
    sure: REC_SURE,
    commandStart: REC_COMMAND_START,
    commandEnd: REC_COMMAND_END,
  },
  flags: { sure: SURE, zero: ZERO, plain: PLAIN },
  functions: {
    walkLine: F_WALK_LINE,
    findByte: F_FIND_BYTE,
    skipSpace: F_SKIP_SPACE,
    commandKey: F_COMMAND_KEY,
    plainKey: F_PLAIN_KEY,
  },
};

/** The kernel's bytes, assembled from the functions above. Pure. */
export function feedbackKernelBytes(): Uint8Array {
  const functions = [
    scanFunction(),
    findByteFunction(),
    closeQuoteFunction(),
    skipSpaceFunction(),
    skipNestedFunction(),
    walkLineFunction(),
    hashCommandFunction(),
    keyCloseFunction(),
    commandKeyFunction(SKIP_LAYOUT),
    runFunction(SKIP_LAYOUT),
    plainKeyFunction(),
    validScalarFunction(),
  ];
  return assembleModule(
    functions,
    { scan: F_SCAN, findByte: F_FIND_BYTE, commandKey: F_COMMAND_KEY, run: F_RUN },
    PAGES,
  );
}

/** A compiled kernel: its memory (inputs at KERNEL_INPUTS, then the records) and its scan. */
export interface FeedbackKernel {
  memory: Uint8Array;
  /** The memory's two input areas, as buffers a reader can fill. */
  inputs: [Buffer, Buffer];
  records: Int32Array;
  /**
   * Record the lines of memory[from, to) from record 0 (positions are memory offsets); the count
   * (at most `max`, KERNEL_MAX_LINES by default).
   */
  scan(from: number, to: number, max?: number): number;
  /**
   * Count the lines from `from` that cannot change the trim (`feedback-kernel-skip.ts`), with
   * `pending` failed commands waiting for a pass, their keys counted in `keyCounts`; the count.
   * Record 0 then holds the line it stopped at (start -1: none ended before `to`), `stopped()`
   * its start, and `ring` the counted lines' (start, newline) pairs, line j at pair j % RING_SLOTS.
   */
  run(from: number, to: number, pending: number): number;
  stopped(): number;
  ring: Int32Array;
  /** Per key slot (`command-key.ts`), how many failed commands waiting for a pass have it. */
  keyCounts: Int32Array;
  /** The key slot of the raw JSON command memory[start, end), or -1 (tests). */
  commandKey(start: number, end: number): number;
}

let compiled: FeedbackKernel | null | undefined;

/** The kernel, compiled once; null when this runtime cannot run it (no WebAssembly SIMD). */
export function feedbackKernel(): FeedbackKernel | null {
  if (compiled !== undefined) return compiled;
  const exports = instantiate(feedbackKernelBytes());
  if (exports === null) {
    compiled = null;
    return null;
  }
  const memory = exports["memory"] as { buffer: ArrayBuffer };
  const scan = exports["scan"] as (a: number, b: number, c: number, d: number) => number;
  const run = exports["run"] as (from: number, to: number, pending: number) => number;
  const stop = new Int32Array(memory.buffer, STOP, 1);
  compiled = {
    memory: new Uint8Array(memory.buffer),
    inputs: [
      Buffer.from(memory.buffer, KERNEL_INPUTS[0], KERNEL_INPUT_BYTES),
      Buffer.from(memory.buffer, KERNEL_INPUTS[1], KERNEL_INPUT_BYTES),
    ],
    records: new Int32Array(memory.buffer, OUT, KERNEL_MAX_LINES * RECORD_INTS),
    scan: (from, to, max = KERNEL_MAX_LINES) => scan(from, to, OUT, max),
    run,
    stopped: () => stop[0] as number,
    ring: new Int32Array(memory.buffer, RING, RING_SLOTS * 2),
    keyCounts: new Int32Array(memory.buffer, COUNTS, KEY_SLOTS),
    commandKey: exports["commandKey"] as (start: number, end: number) => number,
  };
  return compiled;
}
