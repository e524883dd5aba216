// Loaded before each unit test file (`node scripts/run-tests.mjs --unit`): starting a process or
// a thread throws, so a unit test that reaches one through a path the tier check could not see
// (an import built at run time) fails loudly instead of slowing the inner loop down.
import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import workerThreads from "node:worker_threads";

function refuse(name) {
  return () => {
    throw new Error(
      `the unit tier starts no process or thread (${name}): this test is a spawn test`,
    );
  };
}
for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"]) {
  childProcess[name] = refuse(`child_process.${name}`);
}
workerThreads.Worker = class {
  constructor() {
    refuse("worker_threads.Worker")();
  }
};
syncBuiltinESMExports();
