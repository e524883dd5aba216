import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { HandoffError } from "../errors.js";
import { packageRoot } from "../platform/package-root.js";
import { launcherFor, setHandoffCli } from "../util/cli-launcher.js";
import { commands, summaries } from "./commands/index.js";
import { type CliIO, writeOut } from "./io.js";
import { neutralOutput } from "./neutral-output.js";
import { didYouMean, thenSay } from "./suggest.js";
import { safeMessage } from "./safe-message.js";
import { describeSystemError } from "./system-error.js";

function renderUsage(): string {
  const width = Math.max(...Object.keys(summaries).map((name) => name.length));
  const lines = Object.entries(summaries).map(([name, text]) => `  ${name.padEnd(width)}  ${text}`);
  return [
    "Usage: handoff <command> [options]",
    "",
    "Commands:",
    ...lines,
    "",
    "Run 'handoff help <command>' or 'handoff <command> --help' for a command's options.",
    "Exit codes: 0 ok, 1 check failed, 2 bad usage or input, 3 refused, 4 nothing found, 70 internal error.",
    "",
  ].join("\n");
}

/**
 * Pure: one line for a first argument that is not a command: an option given before the command
 * ("options go after the command: handoff list --json"), or a typo with the nearest command.
 */
export function renderUnknown(name: string, rest: readonly string[]): string {
  const names = Object.keys(commands);
  if (name.startsWith("-")) {
    const command = rest.find((arg) => names.includes(arg));
    return command === undefined
      ? `handoff: unknown option ${name} before any command; run 'handoff help' for the commands`
      : `handoff: ${name} goes after the command: handoff ${command} ${name}`;
  }
  return thenSay(
    `handoff: unknown command '${name}'${didYouMean(name, names, "'")}`,
    "Run 'handoff help' for the commands.",
  );
}

function readVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

/**
 * A message as the CLI prints it: `handoff <command>: <message>`, without saying the command
 * twice when the message already starts with it ("handoff note: handoff note needs …").
 */
export function renderError(name: string, message: string): string {
  const own = `handoff ${name}`;
  let text = message;
  if (text.startsWith(`${own}: `)) text = text.slice(own.length + 2);
  else if (text.startsWith(`${own} `)) text = text.slice(own.length + 1);
  return `${own}: ${text}\n`;
}

async function printHelp(topic: string | undefined, io: CliIO): Promise<number> {
  if (topic === undefined) {
    await writeOut(io.stdout, renderUsage());
    return 0;
  }
  const load = commands[topic];
  if (load === undefined) {
    await writeOut(
      io.stderr,
      `${thenSay(`handoff help: unknown command '${topic}'${didYouMean(topic, Object.keys(commands), "'")}`, "Run 'handoff help' for the list.")}\n`,
    );
    return 2;
  }
  const { usage } = await load();
  await writeOut(io.stdout, usage.endsWith("\n") ? usage : `${usage}\n`);
  return 0;
}

/**
 * Commands whose stdout is not text for a person: a protocol (`mcp`'s JSON-RPC, whose results are
 * made inert in mcp/results.ts; `hook`'s answer to its agent, whose briefing values are made inert
 * one by one) or the user's own data passed through (`redact`, `trim`: a filter must not rewrite
 * the bytes it keeps). Their stderr still passes the terminal edge.
 */
const RAW_STDOUT: ReadonlySet<string> = new Set(["hook", "mcp", "redact", "trim"]);

/** Run the CLI with explicit arguments and streams; returns the exit code. */
export async function main(argv: string[], given: CliIO): Promise<number> {
  // Everything printed to stderr (errors quote input) passes the terminal edge
  // (cli/neutral-output.ts); stdout too once a command prints there, unless it is RAW_STDOUT.
  let io: CliIO = { ...given, stderr: neutralOutput(given.stderr) };
  // The commands the texts suggest name the launcher of the route this run came by (the
  // Claude Code plugin's bundle, or `handoff`): see util/cli-launcher.ts.
  const script = process.argv[1];
  setHandoffCli(launcherFor(script === undefined ? undefined : resolve(script)));
  const [name, ...rest] = argv;
  if (name === undefined) {
    await writeOut(io.stderr, renderUsage());
    return 2;
  }
  if (name === "help" || name === "--help" || name === "-h") {
    if (rest.length > 1) {
      await writeOut(io.stderr, "handoff help: takes one command name at most\n");
      return 2;
    }
    return printHelp(rest[0], io);
  }
  if (name === "--version" || name === "-v") {
    await writeOut(io.stdout, `${readVersion()}\n`);
    return 0;
  }
  const load = commands[name];
  if (load === undefined) {
    await writeOut(io.stderr, `${renderUnknown(name, rest)}\n`);
    return 2;
  }
  if (!RAW_STDOUT.has(name)) io = { ...io, stdout: neutralOutput(given.stdout) };
  try {
    const command = await load();
    if (rest.includes("--help") || rest.includes("-h")) {
      await writeOut(
        io.stdout,
        command.usage.endsWith("\n") ? command.usage : `${command.usage}\n`,
      );
      return 0;
    }
    if (rest.includes("--version")) {
      await writeOut(io.stdout, `${readVersion()}\n`);
      return 0;
    }
    return await command.run(rest, io);
  } catch (error) {
    return reportFailure(name, error, io);
  }
}

/**
 * What a command that threw prints on stderr, and its exit code: a HandoffError's own code, a
 * system error (a file not found, a permission) 2, anything else an internal error (70).
 */
export async function reportFailure(name: string, error: unknown, io: CliIO): Promise<number> {
  if (error instanceof HandoffError) {
    await writeOut(io.stderr, renderError(name, await safeMessage(error.message)));
    return error.exitCode;
  }
  const system = describeSystemError(error);
  if (system !== null) {
    await writeOut(io.stderr, renderError(name, await safeMessage(system)));
    return 2;
  }
  const detail = error instanceof Error ? error.message : String(error);
  await writeOut(
    io.stderr,
    `handoff ${name}: internal error: ${await safeMessage(detail)}\n` +
      "This is a bug in handoff; please report it with the command you ran.\n",
  );
  if (io.env["HANDOFF_DEBUG"] && error instanceof Error && error.stack) {
    await writeOut(io.stderr, `${await safeMessage(error.stack)}\n`);
  }
  return 70;
}
