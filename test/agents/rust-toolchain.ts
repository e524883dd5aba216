/**
 * The machine's Rust toolchain for the relays of Rust projects, found once: rustup's sysroot
 * `bin`, or undefined where there is none (those relays' tests are then skipped, not failed),
 * and the `cargo` the relay puts on the world's PATH (its `tools`), which runs that toolchain
 * offline whatever the world's HOME and PATH hold.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const RUST_TOOLCHAIN_BIN = findToolchain();

function findToolchain(): string | undefined {
  try {
    const sysroot = execFileSync("rustc", ["--print", "sysroot"], { encoding: "utf8" }).trim();
    return existsSync(join(sysroot, "bin", "cargo")) ? join(sysroot, "bin") : undefined;
  } catch {
    return undefined;
  }
}

const TOOLCHAIN = RUST_TOOLCHAIN_BIN ?? "/nonexistent-rust-toolchain";

/** The `cargo` script of a Rust relay's `tools`. */
export const CARGO_SHIM = `#!/bin/sh
exec env RUSTC=${TOOLCHAIN}/rustc RUSTDOC=${TOOLCHAIN}/rustdoc CARGO_NET_OFFLINE=true ${TOOLCHAIN}/cargo "$@"
`;
