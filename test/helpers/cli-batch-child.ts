/**
 * The child process of `runCliBatch` and `startCliChild` (cli-batch.ts): reads CLI runs on stdin,
 * one JSON line each, runs each in this one process through the entry the executable would pick
 * (bin.ts: `hook` takes hook-main, every other command main), one after the other as they come,
 * and prints one JSON line per finished run. The parent's deadline kills this process when a run
 * never finishes; the runs printed before it tell which one hung.
 */
import { createInterface } from "node:readline";
import { main as hookMain } from "../../src/cli/hook-main.js";
import { main } from "../../src/cli/main.js";
import type { BatchCase, BatchRun } from "./cli-batch.js";
import { runEntry } from "./run-cli.js";

let index = 0;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line === "") continue;
  const c = JSON.parse(line) as BatchCase;
  const entry = c.args[0] === "hook" ? hookMain : main;
  let run: Omit<BatchRun, "hung">;
  try {
    const { code, stdout, stderr } = await runEntry(entry, c.args, c);
    run = { index, code, stdout, stderr, rejected: null };
  } catch (error) {
    // bin.ts turns a rejected entry into exit 70 and prints nothing of its own.
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    run = { index, code: 70, stdout: "", stderr: "", rejected: message };
  }
  index++;
  process.stdout.write(`${JSON.stringify(run)}\n`);
}
