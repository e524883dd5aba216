/**
 * Code moved to another file of the session is not taken out: src/main.rs written whole again
 * without lon_to_x() and lat_to_y(), which src/lib.rs now declares, leaves the session's
 * sentence about them a decision. Dropped from every file, they are taken out, as before.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { type RelayAgent, ingestScripted } from "../../helpers/relay-transcripts.js";
import { removeDir } from "../../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-moved-code-"));
after(() => removeDir(dir));

const MATHS = [
  "fn lon_to_x(lon: f64, z: u32) -> u32 {",
  "    ((lon + 180.0) / 360.0 * (1u32 << z) as f64) as u32",
  "}",
  "",
  "fn lat_to_y(lat: f64, z: u32) -> u32 {",
  "    let r = lat.to_radians();",
  "    ((1.0 - (r.tan() + 1.0 / r.cos()).ln() / std::f64::consts::PI) / 2.0 * (1u32 << z) as f64) as u32",
  "}",
  "",
].join("\n");
const MAIN_BEFORE = `${MATHS}fn main() {\n    let args: Vec<String> = std::env::args().collect();\n    let x = lon_to_x(args[1].parse().unwrap(), 12);\n    let y = lat_to_y(args[2].parse().unwrap(), 12);\n    println!("{} {}", x, y);\n}\n`;
const LIB = `${MATHS.replaceAll("fn ", "pub fn ")}pub fn tile_at(lon: f64, lat: f64, z: u32) -> (u32, u32) {\n    (lon_to_x(lon, z), lat_to_y(lat, z))\n}\n`;
const MAIN_AFTER =
  'use tiles::tile_at;\n\nfn main() {\n    let args: Vec<String> = std::env::args().collect();\n    let (x, y) = tile_at(args[1].parse().unwrap(), args[2].parse().unwrap(), 12);\n    println!("{} {}", x, y);\n}\n';
const SAID =
  "lon_to_x() and lat_to_y() sit in src/lib.rs now, beside tile_at(); main.rs only parses the arguments.";

const session = (agent: RelayAgent, lib: string) =>
  ingestScripted(dir, "/repo", {
    agent,
    day: "2026-12-07",
    user: [
      "Print the tile of a point in src/main.rs.",
      "Split it: the maths into a library the tests can reach.",
    ],
    writes: [{ path: "src/main.rs", content: MAIN_BEFORE }],
    rewrites: [
      { after: 1, path: "src/lib.rs", content: lib },
      { after: 1, path: "src/main.rs", content: MAIN_AFTER },
    ],
    commands: ["cargo test"],
    report: SAID,
  });

for (const agent of ["claude", "gemini"] as RelayAgent[]) {
  test(`${agent}: functions moved into another file of the session are not taken out`, async () => {
    const summary = await session(agent, LIB);
    const found = summary.conclusions.find((c) => c.text === SAID);
    assert.equal(found?.kind, "decision", JSON.stringify(summary.conclusions));
  });

  test(`${agent}: functions the other file does not hold were taken out`, async () => {
    const summary = await session(
      agent,
      "pub fn tile_at(lon: f64, lat: f64, z: u32) -> (u32, u32) {\n    (0, 0)\n}\n",
    );
    const found = summary.conclusions.find((c) => c.text === SAID);
    assert.equal(found?.kind, "dead_end", JSON.stringify(summary.conclusions));
  });
}
