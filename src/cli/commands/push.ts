import { UsageError } from "../../errors.js";
import type { CliIO } from "../io.js";

export const usage = "Usage: handoff push (not built yet)";

// Placeholder until the 'push' command lands; it fails loudly rather than pretending.
export async function run(_args: string[], _io: CliIO): Promise<number> {
  throw new UsageError("'push' is not built yet");
}
