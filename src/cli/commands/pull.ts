import { UsageError } from "../../errors.js";
import type { CliIO } from "../io.js";

export const usage = "Usage: handoff pull (not built yet)";

// Placeholder until the 'pull' command lands; it fails loudly rather than pretending.
export async function run(_args: string[], _io: CliIO): Promise<number> {
  throw new UsageError("'pull' is not built yet");
}
