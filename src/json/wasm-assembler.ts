/**
 * A very small WebAssembly assembler: enough of the binary format (one memory, i32 functions,
 * structured control flow with named labels, the few SIMD instructions a byte search needs) to
 * build the feedback-log kernel (`feedback-kernel.ts`) from its TypeScript source when the module
 * loads. So no `.wasm` file is committed, downloaded or built: the bytes come from this repo's
 * source, every run. Pure: it only makes bytes.
 */

/** The value types the kernel uses. */
export const I32 = 0x7f;
export const I64 = 0x7e;
export const V128 = 0x7b;
export type ValueType = typeof I32 | typeof I64 | typeof V128;

/** Unsigned LEB128 (sizes, indexes, SIMD opcodes). */
export function uleb(value: number): number[] {
  const out: number[] = [];
  let v = value >>> 0;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
  return out;
}

/** Signed LEB128 of a 32-bit or 64-bit constant. */
export function sleb(value: number | bigint): number[] {
  const out: number[] = [];
  let v = BigInt(value);
  for (;;) {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    const signClear = (byte & 0x40) === 0;
    if ((v === 0n && signClear) || (v === -1n && !signClear)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

function vec(items: number[][]): number[] {
  return [...uleb(items.length), ...items.flat()];
}

function name(text: string): number[] {
  const bytes = [...Buffer.from(text, "utf8")];
  return [...uleb(bytes.length), ...bytes];
}

/**
 * One function body being written: locals by name, instructions appended in order, labels by
 * name (a `br` to a name is turned into its depth, so the source reads like structured code).
 */
export class FunctionBuilder {
  readonly params: ValueType[];
  readonly results: ValueType[];
  readonly #localIndex = new Map<string, number>();
  readonly #localTypes: ValueType[] = [];
  readonly #code: number[] = [];
  readonly #labels: string[] = [];

  constructor(params: [string, ValueType][], results: ValueType[]) {
    this.params = params.map(([, type]) => type);
    this.results = results;
    for (const [local] of params) this.#localIndex.set(local, this.#localIndex.size);
  }

  /** Declare a local (after the params). */
  local(local: string, type: ValueType = I32): this {
    this.#localIndex.set(local, this.params.length + this.#localTypes.length);
    this.#localTypes.push(type);
    return this;
  }

  #index(local: string): number {
    const index = this.#localIndex.get(local);
    if (index === undefined) throw new Error(`unknown local ${local}`);
    return index;
  }

  /** Raw bytes (an opcode with its immediates). */
  op(...bytes: number[]): this {
    this.#code.push(...bytes);
    return this;
  }

  get(local: string): this {
    return this.op(0x20, ...uleb(this.#index(local)));
  }
  set(local: string): this {
    return this.op(0x21, ...uleb(this.#index(local)));
  }
  tee(local: string): this {
    return this.op(0x22, ...uleb(this.#index(local)));
  }
  i32(value: number): this {
    return this.op(0x41, ...sleb(value | 0));
  }
  i64(value: bigint): this {
    return this.op(0x42, ...sleb(BigInt.asIntN(64, value)));
  }
  call(index: number): this {
    return this.op(0x10, ...uleb(index));
  }

  /** A block (a `br` to it jumps past its end). */
  block(label: string, body: () => void): this {
    return this.#structured(0x02, label, body);
  }
  /** A loop (a `br` to it jumps back to its start). */
  loop(label: string, body: () => void): this {
    return this.#structured(0x03, label, body);
  }
  /** `if` on the i32 on the stack, with no result. */
  if(body: () => void, otherwise?: () => void): this {
    this.op(0x04, 0x40);
    this.#labels.push("");
    body();
    if (otherwise) {
      this.op(0x05);
      otherwise();
    }
    this.#labels.pop();
    return this.op(0x0b);
  }

  #structured(opcode: number, label: string, body: () => void): this {
    this.op(opcode, 0x40);
    this.#labels.push(label);
    body();
    this.#labels.pop();
    return this.op(0x0b);
  }

  #depth(label: string): number {
    const at = this.#labels.lastIndexOf(label);
    if (at < 0) throw new Error(`no label ${label} here`);
    return this.#labels.length - 1 - at;
  }

  br(label: string): this {
    return this.op(0x0c, ...uleb(this.#depth(label)));
  }
  brIf(label: string): this {
    return this.op(0x0d, ...uleb(this.#depth(label)));
  }
  ret(): this {
    return this.op(0x0f);
  }

  /** The encoded body: locals, code, `end`. */
  encode(): number[] {
    const locals = this.#localTypes.map((type) => [1, type]);
    const body = [...vec(locals), ...this.#code, 0x0b];
    return [...uleb(body.length), ...body];
  }
}

/** Opcodes by name, for `FunctionBuilder.op` (memory ops take `align, offset` after). */
export const OP = {
  drop: 0x1a,
  select: 0x1b,
  i32Load: 0x28,
  i64Load: 0x29,
  i32Load8u: 0x2d,
  i32Store: 0x36,
  i32Eqz: 0x45,
  i32Eq: 0x46,
  i32Ne: 0x47,
  i32LtS: 0x48,
  i32LtU: 0x49,
  i32GtS: 0x4a,
  i32GtU: 0x4b,
  i32LeU: 0x4d,
  i32GeS: 0x4e,
  i32GeU: 0x4f,
  i64Eq: 0x51,
  i64Ne: 0x52,
  i32Ctz: 0x68,
  i32Add: 0x6a,
  i32Sub: 0x6b,
  i32Mul: 0x6c,
  i32And: 0x71,
  i32Or: 0x72,
  i32Xor: 0x73,
  i32Shl: 0x74,
  i32ShrU: 0x76,
} as const;

/** SIMD opcodes (after the 0xfd prefix). */
export const SIMD = {
  v128Load: 0x00,
  i8x16Splat: 0x0f,
  i8x16Eq: 0x23,
  i8x16LtS: 0x25,
  v128Or: 0x50,
  i8x16Bitmask: 0x64,
} as const;

/** `0xfd` and the SIMD opcode, as LEB128. */
export function simd(opcode: number, ...immediates: number[]): number[] {
  return [0xfd, ...uleb(opcode), ...immediates];
}

/** A module of functions (the first ones listed are exported by name) over one own memory. */
export function assembleModule(
  functions: FunctionBuilder[],
  exports: Record<string, number>,
  memoryPages: number,
): Uint8Array {
  const types = functions.map((f) => [
    0x60,
    ...vec(f.params.map((t) => [t])),
    ...vec(f.results.map((t) => [t])),
  ]);
  const section = (id: number, content: number[]) => [id, ...uleb(content.length), ...content];
  const exported = Object.entries(exports).map(([label, index]) => [
    ...name(label),
    0x00,
    ...uleb(index),
  ]);
  exported.push([...name("memory"), 0x02, 0]);
  const bytes = [
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    ...section(1, vec(types)),
    ...section(3, vec(functions.map((_, i) => uleb(i)))),
    ...section(5, vec([[0x01, ...uleb(memoryPages), ...uleb(memoryPages)]])),
    ...section(7, vec(exported)),
    ...section(10, vec(functions.map((f) => f.encode()))),
  ];
  return Uint8Array.from(bytes);
}

/** The few WebAssembly APIs used (the project's TypeScript libraries do not declare them). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}

/**
 * The exports of a module compiled and instantiated from `bytes` (no imports), or null when this
 * runtime has no WebAssembly or refuses the module (SIMD turned off, say).
 */
export function instantiate(bytes: Uint8Array): Record<string, unknown> | null {
  const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (wasm === undefined) return null;
  try {
    return new wasm.Instance(new wasm.Module(bytes), {}).exports;
  } catch {
    return null;
  }
}
