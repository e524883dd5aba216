/**
 * Tiny validators for hand-edited workbench JSON. Each names the file and the field path in its
 * error (`task_board.json: [2].status must be one of todo, in_progress, done, blocked`), which a
 * generic JSON Schema error list does not do as plainly. Unknown extra fields are allowed so
 * newer workbench conventions do not break older readers.
 */
import { InputError } from "../errors.js";

/** A located value: the file it came from and the path of the field inside it. */
export interface At {
  file: string;
  /** e.g. `next_action`, `[2].status`, `features[0].goal`; empty for the whole document. */
  path: string;
}

/** Throw the InputError for `at` with `problem` (e.g. "must be a string"). */
export function reject(at: At, problem: string): never {
  const subject = at.path === "" ? "" : `${at.path} `;
  throw new InputError(`${at.file}: ${subject}${problem}`, { file: at.file });
}

/** The location of a child field. */
export function field(at: At, name: string): At {
  return { file: at.file, path: at.path === "" ? name : `${at.path}.${name}` };
}

/** The location of an array element. */
export function index(at: At, i: number): At {
  return { file: at.file, path: `${at.path}[${i}]` };
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") {
    const shown = value.length > 40 ? value.slice(0, 40) + "…" : value;
    return `the string ${JSON.stringify(shown)}`;
  }
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

/** `value` as a plain object, or reject. */
export function expectObject(value: unknown, at: At, what = "an object"): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    reject(at, `must be ${what}, got ${describe(value)}`);
  }
  return value as Record<string, unknown>;
}

/** `value` as an array, or reject. */
export function expectArray(value: unknown, at: At, what = "an array"): unknown[] {
  if (!Array.isArray(value)) reject(at, `must be ${what}, got ${describe(value)}`);
  return value as unknown[];
}

/** Read a required field; a missing one is rejected with what it must be. */
export function required(
  obj: Record<string, unknown>,
  name: string,
  at: At,
  what: string,
): unknown {
  if (!Object.hasOwn(obj, name)) reject(field(at, name), `is missing (must be ${what})`);
  return obj[name];
}

/** A string, or reject. */
export function expectString(value: unknown, at: At): string {
  if (typeof value !== "string") reject(at, `must be a string, got ${describe(value)}`);
  return value as string;
}

/** A string or null, or reject. */
export function expectStringOrNull(value: unknown, at: At): string | null {
  if (value !== null && typeof value !== "string") {
    reject(at, `must be a string or null, got ${describe(value)}`);
  }
  return value as string | null;
}

/** A boolean, or reject. */
export function expectBoolean(value: unknown, at: At): boolean {
  if (typeof value !== "boolean") reject(at, `must be true or false, got ${describe(value)}`);
  return value as boolean;
}

/** A finite number, or reject. */
export function expectNumber(value: unknown, at: At): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    reject(at, `must be a number, got ${describe(value)}`);
  }
  return value as number;
}

/** A finite number in [min, max], or reject. */
export function expectNumberIn(value: unknown, at: At, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
    reject(at, `must be a number from ${min} to ${max}, got ${describe(value)}`);
  }
  return value as number;
}

/** One of `allowed`, or reject listing them. */
export function expectEnum<T extends string>(value: unknown, at: At, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    reject(at, `must be one of ${allowed.join(", ")}, got ${describe(value)}`);
  }
  return value as T;
}

/** An array of strings, or reject naming the first bad element. */
export function expectStringArray(value: unknown, at: At): string[] {
  const list = expectArray(value, at, "an array of strings");
  list.forEach((item, i) => {
    expectString(item, index(at, i));
  });
  return list as string[];
}

/** An optional field: undefined when absent, else checked by `check`. */
export function optional<T>(
  obj: Record<string, unknown>,
  name: string,
  at: At,
  check: (value: unknown, at: At) => T,
): T | undefined {
  if (!Object.hasOwn(obj, name) || obj[name] === undefined) return undefined;
  return check(obj[name], field(at, name));
}
