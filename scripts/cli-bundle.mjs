// The one esbuild configuration of the CLI bundle, shared by the npm `bin` (scripts/build-bin.mjs,
// built into dist/bin/ by `npm run build`) and the Claude Code plugin (scripts/build-plugin.mjs,
// committed under plugin/dist/). A command's cost is mostly Node resolving and compiling ~150 ES
// modules before it does any work; one bundle with code splitting is resolved once and still
// loads a chunk only when the CLI's lazy import asks for it (resume never loads the redaction
// rules, the MCP SDK or the schema validator), so every short command starts ~100 ms sooner.
// better-sqlite3 (OpenCode's optional native module) cannot be bundled: it stays an external,
// optional import.
import { join } from "node:path";

/**
 * Bundle src/cli/bin.ts into `outdir` (`handoff.mjs` plus `chunks/`), in memory; returns
 * esbuild's result, whose `outputFiles` the caller writes or compares.
 */
export async function bundleCli(root, outdir) {
  const { build } = await import("esbuild");
  return build({
    entryPoints: { handoff: join(root, "src", "cli", "bin.ts") },
    bundle: true,
    splitting: true,
    outdir,
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunks/[name]-[hash]",
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    minify: true,
    legalComments: "none",
    charset: "utf8",
    external: ["better-sqlite3"],
    // Bundled CommonJS dependencies call require() for Node's built-ins.
    banner: {
      js: 'import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);',
    },
    logLevel: "silent",
  });
}
