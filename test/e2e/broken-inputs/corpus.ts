/**
 * The corpus of broken inputs (issue 9): each case says how to break the input, the command,
 * the exit code and a fragment of the message the user sees. Run by `test/e2e/broken-inputs.test.ts`.
 */
import { cliCases, hookCases, registryCases } from "./registry-hook-cli-cases.js";
import { transcriptCases } from "./transcript-cases.js";
import type { BrokenCase } from "./types.js";
import { workbenchCases } from "./workbench-cases.js";

export type { BrokenCase, BrokenKind } from "./types.js";

export const corpus: BrokenCase[] = [
  ...workbenchCases,
  ...transcriptCases,
  ...registryCases,
  ...hookCases,
  ...cliCases,
];
