import { UsageError } from "../../errors.js";
import type { CliIO } from "../io.js";

export const usage = "Usage: handoff list (not built yet)";

// Placeholder until the 'list' command lands; it fails loudly rather than pretending.
export async function run(_args: string[], _io: CliIO): Promise<number> {
  throw new UsageError("'list' is not built yet");
}
