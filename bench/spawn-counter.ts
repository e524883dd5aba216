/**
 * Preloaded (`node --import`) into a measured command by the bench, never by the CLI: counts the
 * child processes the command starts and appends one line, `<pid> <count> <programs>`, to the
 * file named by HANDOFF_BENCH_SPAWNS when the process exits. Patching `node:child_process` from
 * outside keeps the shipped CLI free of bench code, and counts every spawn wherever it comes from
 * (git, a detached write, a helper). Async starts all go through `ChildProcess.prototype.spawn`
 * (spawn, execFile, exec, fork); the sync ones through the three exports patched below, whose
 * ESM live bindings `syncBuiltinESMExports` updates (the bundle imports them by name).
 */
import { appendFileSync } from "node:fs";
import childProcess, { ChildProcess } from "node:child_process";
import { syncBuiltinESMExports } from "node:module";

const out = process.env["HANDOFF_BENCH_SPAWNS"];
if (out !== undefined && out !== "") {
  const programs: string[] = [];
  // The program and its first argument that is not an option (git's subcommand).
  const name = (file: unknown, args: unknown): string => {
    const list = Array.isArray(args) ? (args as unknown[]) : [];
    const sub = list.find((a) => typeof a === "string" && !a.startsWith("-") && !a.includes("="));
    const base = String(file).split("/").pop() ?? String(file);
    return typeof sub === "string" && base === "git" ? `git:${sub}` : base;
  };
  // Not in the typings: the internal start every async child goes through.
  const proto = ChildProcess.prototype as unknown as { spawn: (options: unknown) => unknown };
  const asyncSpawn = proto.spawn;
  proto.spawn = function counted(this: ChildProcess, options: unknown) {
    const opts = options as { file?: unknown; args?: unknown[] };
    programs.push(name(opts.file, opts.args?.slice(1)));
    return asyncSpawn.call(this, options);
  };
  const mutable = childProcess as unknown as Record<string, unknown>;
  for (const key of ["spawnSync", "execFileSync", "execSync"] as const) {
    const original = mutable[key] as (...args: unknown[]) => unknown;
    mutable[key] = (...args: unknown[]) => {
      programs.push(name(key === "execSync" ? "sh" : args[0], args[1]));
      return original(...args);
    };
  }
  syncBuiltinESMExports();
  process.on("exit", () => {
    appendFileSync(out, `${process.pid} ${programs.length} ${programs.join(",")}\n`);
  });
}
