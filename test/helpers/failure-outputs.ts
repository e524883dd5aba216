/** The recorded failing runs of test/fixtures/failure-outputs (see its README). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../../src/platform/package-root.js";

export interface RecordedFailure {
  command: string;
  exit_code: number;
  stdout: string;
  stderr: string;
  /** The same command run again with `2>&1`. */
  combined: string;
}

export const FAILURE_OUTPUTS = join(packageRoot(), "test", "fixtures", "failure-outputs");

export function recordedFailure(name: string): RecordedFailure {
  return JSON.parse(readFileSync(join(FAILURE_OUTPUTS, `${name}.json`), "utf8")) as RecordedFailure;
}
