// Runs after tsc: each compiled module that imports zod/mini gets the part of zod it uses
// bundled in (esbuild's tree shaking), its own imports left as they are. Loading zod/mini's
// ~60 modules whole cost ~100 ms of every `write` that reads a workbench file; the shaken copy
// loads in ~20 ms. Only dist/ changes; the plugin bundle shakes zod the same way by itself.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const IMPORTS_ZOD = /^import [^;]*? from "zod\/mini";$/m;

function listModules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listModules(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

const modules = listModules(join(root, "dist", "src")).filter((path) =>
  IMPORTS_ZOD.test(readFileSync(path, "utf8")),
);
for (const entry of modules) {
  await build({
    entryPoints: [entry],
    outfile: entry,
    allowOverwrite: true,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "warning",
    plugins: [
      {
        // The module's own imports stay imports: only zod is copied in.
        name: "only-zod",
        setup(builder) {
          builder.onResolve({ filter: /.*/ }, (args) =>
            args.importer === entry && !args.path.startsWith("zod")
              ? { external: true }
              : undefined,
          );
        },
      },
    ],
  });
}
