import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HandoffError } from "../errors.js";
import { packageRoot } from "../util/package-root.js";
import { commands, summaries } from "./commands/index.js";
import { type CliIO, writeOut } from "./io.js";
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
    "Run 'handoff <command> --help' for a command's options.",
    "Exit codes: 0 ok, 1 check failed, 2 bad usage or input, 3 refused, 4 nothing found, 70 internal error.",
    "",
  ].join("\n");
}

function readVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

/** Run the CLI with explicit arguments and streams; returns the exit code. */
export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    await writeOut(name === undefined ? io.stderr : io.stdout, renderUsage());
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-v") {
    await writeOut(io.stdout, `${readVersion()}\n`);
    return 0;
  }
  const load = commands[name];
  if (load === undefined) {
    await writeOut(io.stderr, `handoff: unknown command '${name}'\n\n${renderUsage()}`);
    return 2;
  }
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
    if (error instanceof HandoffError) {
      await writeOut(io.stderr, `handoff ${name}: ${await safeMessage(error.message)}\n`);
      return error.exitCode;
    }
    const system = describeSystemError(error);
    if (system !== null) {
      await writeOut(io.stderr, `handoff ${name}: ${await safeMessage(system)}\n`);
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
}
