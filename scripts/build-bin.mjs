// `npm run build`'s last step: the CLI users run (package.json `bin`, `npm start`, the hooks'
// absolute launcher) as one code-split bundle in dist/bin/, built from the same sources as
// dist/src/ (which stays the library's entry and what the unit tests import). See
// scripts/cli-bundle.mjs for why a bundle.
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleCliWithInputs } from "./cli-bundle.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(root, "dist", "bin");
const { files, inputs } = await bundleCliWithInputs(root, outdir);
rmSync(outdir, { recursive: true, force: true });
for (const file of files) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.contents);
}
// Executable like the copy npm links on install, so a clone's `ln -s …/dist/bin/handoff.cjs`
// into a PATH folder runs as `handoff` too.
chmodSync(join(outdir, "handoff.cjs"), 0o755);
chmodSync(join(outdir, "handoff.mjs"), 0o755);
// Beside dist/bin/, not in it (so not in the package): which modules each chunk holds, read by
// the load-set test and the bench to name the packages a command loads.
writeFileSync(join(root, "dist", "bin-inputs.json"), `${JSON.stringify(inputs, null, 1)}\n`);
