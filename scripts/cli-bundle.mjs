// The one esbuild configuration of the CLI bundle, shared by the npm `bin` (scripts/build-bin.mjs,
// built into dist/bin/ by `npm run build`) and the Claude Code plugin (scripts/build-plugin.mjs,
// committed under plugin/dist/). A command's cost is mostly Node resolving and compiling ~150 ES
// modules before it does any work; one bundle with code splitting is resolved once and still
// loads a chunk only when the CLI's lazy import asks for it (resume never loads the redaction
// rules, the MCP SDK or the schema validator), so every short command starts ~100 ms sooner.
// The MCP server is bundled apart (chunks/mcp/): code splitting puts a module two
// lazy paths share into one chunk holding what either needs, so with the server inside, the zod
// the workbench schemas use (zod/mini, ~20 ms) came in a 500 KB chunk with everything the MCP
// SDK's zod needs (~60-150 ms to load on every write that validates a workbench file).
// The point-of-edit hook (`hook <agent> --edit`, before every edit an agent makes) is bundled
// apart too, as one file without chunks (edit-hook.mjs): a miss must cost little more than
// `node -e 0`, and loading its ~15 small shared modules as chunks cost ~15% more than one file.
// A turn's end (`hook <agent>` at Claude Code's Stop, Gemini CLI's AfterAgent: the hook every turn
// waits for) has its own flat entry too, turn-hook.cjs: one CommonJS script, no chunks, that
// bin.ts runs through a V8 code cache (src/cli/cached-script.ts): the ~100 chunks the split
// bundle loaded on that path cost most of node's part of the turn's wait on Node 20. It holds
// exactly what the Stop path reaches; the write pipeline, the workers and the MCP server are
// left out (NOT_IN_TURN_ENTRY) and the entry gets them from the caller.
// better-sqlite3 (OpenCode's optional native module) cannot be bundled: it stays an external,
// optional import.
import { join, relative } from "node:path";

/** The MCP server's own bundle, below the chunk of `handoff mcp` that imports it. */
const MCP_DIR = "chunks/mcp";

/**
 * Modules the turn's flat entry must not hold: reaching one there is a build error (its code
 * would run in a copy of its own, or a worker would re-enter the wrong file).
 */
export const NOT_IN_TURN_ENTRY = [
  /[\\/]pipeline[\\/]write-handoff\.js$/,
  /[\\/]collect[\\/](transcript|records)-worker\.js$/,
  /[\\/]hooks[\\/]write-process\.js$/,
  /[\\/]mcp[\\/]server\.js$/,
];

/**
 * The modules the package's CommonJS launcher (src/cli/launch.ts) may hold: what a turn's end
 * runs before its flat entry loads. Anything else is the CLI's, imported from its own files;
 * reaching it from the launcher is a build error (every command would load it).
 */
export const LAUNCHER_MODULES = [
  /[\\/]cli[\\/](launch|turn-entry|cached-script|compile-cache)\.(js|ts)$/,
  /[\\/]hooks[\\/]early-input\.(js|ts)$/,
  /[\\/]hooks[\\/]protocol[\\/](read-stdin|read-hook-input)\.(js|ts)$/,
  /[\\/]util[\\/]env-count\.(js|ts)$/,
  /[\\/]model[\\/]agents\.(js|ts)$/,
  /[\\/]collect[\\/]git[\\/]early-status\.(js|ts)$/,
  /[\\/]platform[\\/](git-files|run-git)\.(js|ts)$/,
  /[\\/]errors\.(js|ts)$/,
];

/**
 * Bundle src/cli/bin.ts into `outdir` (`handoff.mjs`, `chunks/`, the MCP server's
 * `chunks/mcp/`, the point-of-edit hook's `edit-hook.mjs` and the turn's end's
 * `turn-hook.cjs`), in memory; returns the output files to write or compare.
 */
export async function bundleCli(root, outdir) {
  return (await bundleCliWithInputs(root, outdir)).files;
}

/** Where a bundled module came from: `node_modules/<package>/…` or its path in the repo. */
function inputName(path) {
  const normal = path.split("\\").join("/");
  const at = normal.lastIndexOf("node_modules/");
  return at === -1 ? normal : normal.slice(at);
}

/**
 * `bundleCli`'s files, and what each output holds: `inputs` maps an output's path (relative to
 * `outdir`, `/`-separated) to the modules bundled into it and their bytes there, so a test or the bench can tell which
 * packages a command's loaded chunks carry.
 */
/** The wrapper of the turn's script: the same text as `SCRIPT_HEAD`/`SCRIPT_TAIL` of src/cli/cached-script.ts. */
const SCRIPT_HEAD =
  "(function (exports, require, module, __filename, __dirname, __handoffScriptUrl) {";
const SCRIPT_TAIL = "\n})";

export async function bundleCliWithInputs(root, outdir) {
  const { build } = await import("esbuild");
  const common = {
    bundle: true,
    outdir,
    outExtension: { ".js": ".mjs" },
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    // Whitespace and syntax minified, names kept: a CPU profile (`npm run bench -- --profile`)
    // and a debug stack trace stay readable.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
    charset: "utf8",
    external: ["better-sqlite3"],
    // Bundled CommonJS dependencies call require() for Node's built-ins.
    banner: {
      js: 'import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);',
    },
    logLevel: "silent",
    metafile: true,
  };
  const serverApart = {
    name: "mcp-server-apart",
    setup(plugin) {
      plugin.onResolve({ filter: /[\\/]mcp[\\/]server\.js$/ }, (args) =>
        /[\\/]cli[\\/]commands[\\/]mcp\.ts$/.test(args.importer)
          ? { path: "./mcp/server.mjs", external: true }
          : undefined,
      );
    },
  };
  const editApart = {
    name: "edit-hook-apart",
    setup(plugin) {
      plugin.onResolve({ filter: /[\\/]hooks[\\/]recall[\\/]edit-hook\.js$/ }, (args) =>
        /[\\/]cli[\\/]bin\.ts$/.test(args.importer)
          ? { path: "./edit-hook.mjs", external: true }
          : undefined,
      );
    },
  };
  const turnApart = {
    name: "turn-hook-apart",
    setup(plugin) {
      plugin.onResolve({ filter: /[\\/]cli[\\/]turn-hook-main\.js$/ }, (args) =>
        /[\\/]cli[\\/]bin\.ts$/.test(args.importer)
          ? { path: "./turn-hook.cjs", external: true }
          : undefined,
      );
    },
  };
  const turnLean = {
    name: "turn-hook-lean",
    setup(plugin) {
      plugin.onResolve({ filter: /\.js$/ }, (args) =>
        NOT_IN_TURN_ENTRY.some((pattern) => pattern.test(join(args.resolveDir, args.path)))
          ? {
              errors: [
                { text: `${args.path} (from ${args.importer}) is not for the turn's entry` },
              ],
            }
          : undefined,
      );
    },
  };
  const launcherLean = {
    name: "launcher-lean",
    setup(plugin) {
      plugin.onResolve({ filter: /\.js$/ }, (args) =>
        LAUNCHER_MODULES.some((pattern) => pattern.test(join(args.resolveDir, args.path)))
          ? undefined
          : {
              errors: [{ text: `${args.path} (from ${args.importer}) is not for the launcher` }],
            },
      );
    },
  };
  const { banner: _esmOnly, ...commonScript } = common;
  const [cli, server, edit, turn, launcher] = await Promise.all([
    build({
      ...common,
      // run-cli.mjs: an entry of its own, so that the launcher below reaches it by a fixed name.
      entryPoints: {
        handoff: join(root, "src", "cli", "bin.ts"),
        "run-cli": join(root, "src", "cli", "run-cli.ts"),
      },
      chunkNames: "chunks/[name]-[hash]",
      plugins: [serverApart, editApart, turnApart],
    }),
    // Split too: the server's own lazy imports stay lazy, and a module both imported and
    // lazily imported (zod/mini) is initialised in order, which one flat file got wrong.
    build({
      ...common,
      entryPoints: { [`${MCP_DIR}/server`]: join(root, "src", "mcp", "server.ts") },
      chunkNames: `${MCP_DIR}/[name]-[hash]`,
    }),
    build({
      ...common,
      splitting: false,
      entryPoints: { "edit-hook": join(root, "src", "hooks", "recall", "edit-hook.ts") },
    }),
    // A script, not a module: V8 takes a code cache for a script only. `import.meta.url` is the
    // script's own URL, a parameter of the wrapper cached-script.ts expects around it: written
    // here, so that the loader compiles the file's text as read, not a copy of its megabyte
    // joined to the wrapper.
    build({
      ...commonScript,
      splitting: false,
      banner: { js: SCRIPT_HEAD },
      footer: { js: SCRIPT_TAIL },
      format: "cjs",
      outExtension: { ".js": ".cjs" },
      define: { "import.meta.url": "__handoffScriptUrl" },
      plugins: [turnLean],
      entryPoints: { "turn-hook": join(root, "src", "cli", "turn-hook-main.ts") },
    }),
    // The package's executable (src/cli/launch.ts): CommonJS, whose start-up on Node 20 is ~12
    // ms shorter than an ES module's; it imports the CLI's files above by name.
    build({
      ...commonScript,
      splitting: false,
      format: "cjs",
      outExtension: { ".js": ".cjs" },
      banner: { js: "#!/usr/bin/env node" },
      plugins: [launcherLean],
      entryPoints: { handoff: join(root, "src", "cli", "launch.ts") },
    }),
  ]);
  const inputs = {};
  for (const result of [cli, server, edit, turn, launcher]) {
    for (const [output, meta] of Object.entries(result.metafile.outputs)) {
      const name = relative(outdir, join(root, output)).split("\\").join("/");
      inputs[name] = Object.fromEntries(
        Object.entries(meta.inputs)
          .map(([input, { bytesInOutput }]) => [inputName(input), bytesInOutput])
          .sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    }
  }
  return {
    files: [
      ...cli.outputFiles,
      ...server.outputFiles,
      ...edit.outputFiles,
      ...turn.outputFiles,
      ...launcher.outputFiles,
    ],
    inputs,
  };
}
