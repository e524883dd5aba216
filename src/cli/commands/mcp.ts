import { readFileSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../../errors.js";
import { packageRoot } from "../../platform/package-root.js";
import { parseCommandArgs } from "../args.js";
import type { CliIO } from "../io.js";

export const usage = `Usage: handoff mcp

Serve the handoff tools over the Model Context Protocol on stdio (for an MCP client such as
Claude Code, Codex CLI or an IDE to launch): handoff_write, handoff_resume, handoff_note,
handoff_list, handoff_check. The tools work in the server's working directory (the project);
each takes an optional "root". Runs until the client closes stdin.

Register it, for example:
  claude mcp add handoff -- handoff mcp
  codex mcp add handoff -- handoff mcp`;

export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("mcp", args, {});
  if (parsed.positionals.length > 0)
    throw new UsageError(`unexpected argument '${parsed.positionals[0]}'`);
  const manifest = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as {
    version: string;
  };
  // The SDK is loaded here and nowhere else: no other command pays for it.
  const { serveStdio } = await import("../../mcp/server.js");
  // A long-lived server must outlive a rejection that a pipeline stage leaves unobserved for a
  // moment (Node's default is to exit): the stage awaiting it still gets the error, which the
  // tool turns into a tool error.
  const ignore = (): void => undefined;
  process.on("unhandledRejection", ignore);
  try {
    await serveStdio(io, manifest.version);
  } finally {
    process.off("unhandledRejection", ignore);
  }
  return 0;
}
