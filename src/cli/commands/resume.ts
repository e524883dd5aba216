import { UsageError } from "../../errors.js";
import type { CliIO } from "../io.js";

export const usage = "Usage: handoff resume (not built yet)";

// Placeholder until the 'resume' command lands; it fails loudly rather than pretending.
export async function run(_args: string[], _io: CliIO): Promise<number> {
  throw new UsageError("'resume' is not built yet");
}
