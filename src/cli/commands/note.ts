import { UsageError } from "../../errors.js";
import type { CliIO } from "../io.js";

export const usage = "Usage: handoff note (not built yet)";

// Placeholder until the 'note' command lands; it fails loudly rather than pretending.
export async function run(_args: string[], _io: CliIO): Promise<number> {
  throw new UsageError("'note' is not built yet");
}
