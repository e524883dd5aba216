/**
 * A preload (`node --import dist/bench/load-report.js …`) that records what one run loads: every
 * JavaScript module the ES loader reads (its URL and byte size) and, at exit, the Node built-ins
 * the process loaded. It writes tab-separated lines to the file named by `HANDOFF_LOAD_REPORT`:
 * `module <bytes> <url>` and `builtin <name>`. The CLI knows nothing of it: the bench's
 * load-cost block (bench/load-cost.ts) and the load-set test run the built bundle under it.
 *
 * Node 22.15+/23.5+ run the hook in the thread (`module.registerHooks`); Node 20 runs it in the
 * loader's worker (`module.register`), which this same file serves as the hooks module. Only
 * `process.getBuiltinModule` is used, never a static import, so the preload adds no built-in of
 * its own to the list (the ones it needs are loaded at start-up anyway).
 */
const fs = process.getBuiltinModule("node:fs");
const nodeModule = process.getBuiltinModule("node:module");
const workers = process.getBuiltinModule("node:worker_threads");

const REPORT = process.env["HANDOFF_LOAD_REPORT"];

interface Loaded {
  format?: string | null | undefined;
  source?: string | ArrayBuffer | NodeJS.TypedArray | null | undefined;
}

function sizeOf(source: Loaded["source"]): number {
  if (source === null || source === undefined) return 0;
  return typeof source === "string" ? Buffer.byteLength(source) : source.byteLength;
}

function note(url: string, loaded: Loaded): void {
  if (REPORT === undefined || url.startsWith("node:")) return;
  fs.appendFileSync(REPORT, `module\t${sizeOf(loaded.source)}\t${url}\n`);
}

/** The hooks module's `load` (Node 20: run in the loader's worker). */
export async function load(
  url: string,
  context: object,
  nextLoad: (url: string, context: object) => Promise<Loaded>,
): Promise<Loaded> {
  const loaded = await nextLoad(url, context);
  note(url, loaded);
  return loaded;
}

type SyncLoad = (url: string, context?: object) => Loaded;
const withSyncHooks = nodeModule as {
  registerHooks?: (hooks: {
    load: (url: string, context: object, nextLoad: SyncLoad) => Loaded;
  }) => unknown;
};

if (workers.isMainThread && REPORT !== undefined) {
  if (typeof withSyncHooks.registerHooks === "function") {
    withSyncHooks.registerHooks({
      load(url, context, nextLoad) {
        const loaded = nextLoad(url, context);
        note(url, loaded);
        return loaded;
      },
    });
  } else {
    nodeModule.register(import.meta.url);
  }
  // A script compiled through `vm.Script` (the Stop path's flat entry, run through its V8 code
  // cache by src/cli/cached-script.ts) is no module the loader sees: noted here by its file.
  const vm = process.getBuiltinModule("node:vm");
  const Compiled = vm.Script;
  vm.Script = class NotedScript extends Compiled {
    constructor(code: string, options?: ConstructorParameters<typeof Compiled>[1]) {
      super(code, options);
      const file = typeof options === "string" ? options : options?.filename;
      if (file?.startsWith("/")) note(new URL(`file://${file}`).href, { source: code });
    }
  };
  nodeModule.syncBuiltinESMExports();
  process.on("exit", () => {
    // `process.moduleLoadList` is Node's own record of the built-ins this thread loaded.
    const list = (process as { moduleLoadList?: string[] }).moduleLoadList ?? [];
    const names = list
      .filter((entry) => entry.startsWith("NativeModule ") && !entry.includes(" internal/"))
      .map((entry) => entry.slice("NativeModule ".length));
    fs.appendFileSync(REPORT, names.map((name) => `builtin\t${name}\n`).join(""));
  });
}
