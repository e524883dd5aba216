import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "../errors.js";
import { didYouMean, thenSay } from "./suggest.js";

export type OptionSpec = NonNullable<ParseArgsConfig["options"]>;

export interface ParsedArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

/**
 * Our own words for what `parseArgs` would refuse (issue 17 item 1): an unknown option with the
 * nearest valid one, an option missing its value, a flag given a value. Null when the arguments
 * are fine as far as options go.
 */
export function checkOptions(args: readonly string[], options: OptionSpec): string | null {
  const names = Object.keys(options);
  const shorts = new Map(
    Object.entries(options).flatMap(([name, spec]) =>
      spec.short === undefined ? [] : [[spec.short, name] as const],
    ),
  );
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") return null;
    if (!arg.startsWith("-") || arg === "-") continue;
    let name: string | undefined;
    let inline: string | undefined;
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      name = arg.slice(2, eq < 0 ? undefined : eq);
      inline = eq < 0 ? undefined : arg.slice(eq + 1);
    } else {
      name = arg.length === 2 ? shorts.get(arg[1]!) : undefined;
      if (name === undefined) {
        return `unknown option ${arg}${didYouMean(
          `--${arg.slice(1)}`,
          names.map((n) => `--${n}`),
        )}`;
      }
    }
    const spec = options[name];
    if (spec === undefined) {
      return `unknown option --${name}${didYouMean(
        `--${name}`,
        names.map((n) => `--${n}`),
      )}`;
    }
    if (spec.type === "boolean") {
      if (inline !== undefined) return `option --${name} takes no value`;
      continue;
    }
    if (inline !== undefined) continue;
    const value = args[i + 1];
    // A value that looks like an option is a forgotten value: `--topic --json`.
    if (value === undefined || (value.startsWith("--") && value.length > 2)) {
      return `option --${name} needs a value`;
    }
    i++;
  }
  return null;
}

/**
 * Parse one command's arguments strictly: an unknown flag or a missing value is a UsageError
 * (exit 2) in our words, naming the nearest valid option, never a stack trace or Node's text.
 */
export function parseCommandArgs(command: string, args: string[], options: OptionSpec): ParsedArgs {
  const all: OptionSpec = { ...options, help: { type: "boolean", short: "h" } };
  const problem = checkOptions(args, all);
  // The CLI entry prefixes every message with `handoff <command>:` already.
  if (problem !== null) throw new UsageError(thenSay(problem, `Run 'handoff ${command} --help'.`));
  try {
    const { values, positionals } = parseArgs({
      args,
      options: all,
      allowPositionals: true,
      strict: true,
    });
    return { values: values as ParsedArgs["values"], positionals };
  } catch {
    throw new UsageError(`cannot read these options. Run 'handoff ${command} --help'.`);
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
