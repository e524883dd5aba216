// `node scripts/run-tests.mjs --timings [N]`: runs each test file in a process of its own, as many
// at once as the suite does, and prints the N files that cost the most CPU (user + system of the
// file and every process it waited for), with their wall time. What the suite costs is measured
// here, per file, so a change to the tests can be judged before and after on the same machine.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

// A file's process runs under this wrapper, which waits for it and then reads its own children's
// CPU from /proc (cutime and cstime, fields 16 and 17): the test file and everything it waited
// for, git and CLI children included. Node has no API for a child's rusage.
const WRAPPER = `
const { spawnSync } = require("node:child_process");
const { readFileSync } = require("node:fs");
const started = process.hrtime.bigint();
const result = spawnSync(process.execPath, ["--test", "--test-reporter=dot", process.argv[1]], {
  stdio: ["ignore", "pipe", "pipe"],
  maxBuffer: 1 << 28,
});
const wall = Number(process.hrtime.bigint() - started) / 1e9;
const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
const ticks = 100;
process.stdout.write(JSON.stringify({
  status: result.status,
  wall,
  user: Number(fields[13]) / ticks,
  system: Number(fields[14]) / ticks,
  output: result.status === 0 ? "" : String(result.stdout) + String(result.stderr),
}));
`;

function runOne(file, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["-e", WRAPPER, file], {
      stdio: ["ignore", "pipe", "inherit"],
      env,
    });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.on("close", () => resolve({ file, ...JSON.parse(Buffer.concat(chunks).toString()) }));
  });
}

/**
 * Runs `files` `concurrency` at a time, each in its own process with `env`, and prints the `top`
 * costliest by CPU plus the totals; `append`: add the rows to those HANDOFF_TIMINGS_JSON already
 * holds. Returns the exit status: 1 when any file failed.
 */
export async function runTimings(
  files,
  concurrency,
  top,
  { env = process.env, append = false } = {},
) {
  const started = process.hrtime.bigint();
  const queue = [...files];
  const results = [];
  const workers = Array.from({ length: concurrency }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const result = await runOne(file, env);
      results.push(result);
      process.stderr.write(result.status === 0 ? "." : "F");
    }
  });
  await Promise.all(workers);
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  process.stderr.write("\n");
  const cpu = (r) => r.user + r.system;
  results.sort((a, b) => cpu(b) - cpu(a));
  const failed = results.filter((r) => r.status !== 0);
  for (const r of failed) console.log(`FAILED ${r.file}\n${r.output}`);
  const total = results.reduce((sum, r) => sum + cpu(r), 0);
  const user = results.reduce((sum, r) => sum + r.user, 0);
  const system = results.reduce((sum, r) => sum + r.system, 0);
  console.log("   cpu s   user    sys   wall s  file");
  for (const r of results.slice(0, top)) {
    const cells = [cpu(r), r.user, r.system].map((n) => n.toFixed(1).padStart(7));
    console.log(`${cells.join("")}  ${r.wall.toFixed(1).padStart(7)}  ${relative(".", r.file)}`);
  }
  console.log(
    `${results.length} files: ${total.toFixed(1)} s CPU (${user.toFixed(1)} user + ${system.toFixed(1)} sys), ${wall.toFixed(1)} s wall at concurrency ${concurrency}; top ${top}: ${results
      .slice(0, top)
      .reduce((sum, r) => sum + cpu(r), 0)
      .toFixed(1)} s CPU`,
  );
  if (process.env.HANDOFF_TIMINGS_JSON) {
    // Appended to by each batch of one run (the suite, then the file that runs alone).
    const path = process.env.HANDOFF_TIMINGS_JSON;
    const earlier = existsSync(path) && append ? JSON.parse(readFileSync(path, "utf8")) : [];
    const rows = [...earlier, ...results.map(({ output, ...r }) => r)];
    writeFileSync(path, `${JSON.stringify(rows, null, 1)}\n`);
  }
  return failed.length > 0 ? 1 : 0;
}
