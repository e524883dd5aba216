#!/usr/bin/env node
import { isBrokenPipe } from "./io.js";
import { main } from "./main.js";

// A reader that leaves early (`handoff ingest … --summary | head -1`) closes the pipe. The write
// that meets it is settled by `writeOut` (and `redact` ends its stream there); the stream's own
// 'error' event must not become an uncaught exception with a stack trace. Any other stream error
// stays fatal.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    if (!isBrokenPipe(error)) throw error;
  });
}

main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env,
}).then(
  (code) => {
    process.exitCode = code;
  },
  () => {
    process.exitCode = 70;
  },
);
