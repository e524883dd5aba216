import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "../errors.js";

export type OptionSpec = NonNullable<ParseArgsConfig["options"]>;

export interface ParsedArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

/**
 * Parse one command's arguments strictly: an unknown flag or a missing value is a UsageError
 * (exit 2) naming the command, never a stack trace.
 */
export function parseCommandArgs(command: string, args: string[], options: OptionSpec): ParsedArgs {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
    return { values: values as ParsedArgs["values"], positionals };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // The CLI entry prefixes every message with `handoff <command>:` already.
    throw new UsageError(`${detail}. Run 'handoff ${command} --help'.`);
  }
}

/** A string option's value, or undefined. */
export function stringOption(parsed: ParsedArgs, name: string): string | undefined {
  const value = parsed.values[name];
  return typeof value === "string" ? value : undefined;
}

/** A repeatable string option's values. */
export function stringList(parsed: ParsedArgs, name: string): string[] {
  const value = parsed.values[name];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}

/** A boolean flag. */
export function flag(parsed: ParsedArgs, name: string): boolean {
  return parsed.values[name] === true;
}

/** A positive integer option (e.g. `--k`), with a clear error for anything else. */
export function intOption(
  _command: string,
  parsed: ParsedArgs,
  name: string,
  fallback: number,
  { min = 1, max = 10_000 }: { min?: number; max?: number } = {},
): number {
  const raw = stringOption(parsed, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return Number(raw);
}
