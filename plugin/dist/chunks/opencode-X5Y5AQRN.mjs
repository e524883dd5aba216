import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{HOOK_PLUGIN_FILES}from"./chunk-JNM5UDAW.mjs";import"./chunk-UL26HAUG.mjs";import{join}from"node:path";var PLUGIN_MARKER=markerOf(".opencode/plugins/handoff.js");function markerOf(path){let file=HOOK_PLUGIN_FILES.find(f=>f.path===path);if(file===void 0)throw new Error(`no hook plugin at ${path} in model/agents.ts`);return file.marker}function renderOpenCodePlugin(command){return`${PLUGIN_MARKER}; 'handoff hooks uninstall opencode' removes it.
// OpenCode loads it at start. session.idle writes a handoff packet (handed to a detached writer,
// so OpenCode never waits on it); a session's first model call gets the briefing in its system
// prompt. A failure is logged to .handoff/hook.log by handoff, and never stops OpenCode.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const COMMAND = ${JSON.stringify(command)};

function store() {
  const data = process.env.XDG_DATA_HOME || join(homedir(), ".local", "share");
  const db = join(data, "opencode", "opencode.db");
  return existsSync(db) ? db : null;
}

function hook(directory, event, sessionID) {
  const input = JSON.stringify({
    hook_event_name: event,
    session_id: sessionID ?? null,
    transcript_path: store(),
    cwd: directory,
  });
  try {
    // Synchronous: OpenCode does not await an event handler, and its 'run' exits once idle.
    const run = spawnSync(COMMAND, { shell: true, cwd: directory, input, encoding: "utf8", timeout: 30000 });
    return run.status === 0 ? run.stdout : "";
  } catch {
    return "";
  }
}

export const HandoffPlugin = async ({ directory }) => {
  const briefed = new Set();
  return {
    event: async ({ event }) => {
      if (event.type === "session.idle") hook(directory, "session.idle", event.properties?.sessionID);
    },
    "experimental.chat.system.transform": async (input, output) => {
      const id = input?.sessionID;
      if (typeof id !== "string" || briefed.has(id)) return;
      briefed.add(id);
      const printed = hook(directory, "experimental.chat.system.transform", id).trim();
      if (printed === "") return;
      try {
        const context = JSON.parse(printed)?.hookSpecificOutput?.additionalContext;
        if (typeof context === "string" && context !== "") output.system.push(context);
      } catch {
        // Not the hook's JSON: nothing to add.
      }
    },
  };
};
`}var opencodeAdapter={agent:"opencode",displayName:"OpenCode",transcriptAgent:"opencode",writeEvents:[],resumeEvents:["experimental.chat.system.transform"],budgetEvents:[],gateEvents:[],defaultGate:"off",briefingFormat:"opencode-hook",turnWriteEvents:["session.idle"],writeBudgetMs:{"session.idle":0},findLatestUsage:()=>null,install:{settingsFile:".opencode/plugins/handoff.js",plugin:{render:renderOpenCodePlugin,isOurs:text=>text.startsWith(PLUGIN_MARKER),userFile:(env,home)=>join(env.XDG_CONFIG_HOME||join(home,".config"),"opencode","plugins","handoff.js")},notes:["OpenCode loads the plugin at its next start; it writes a packet when a session goes idle and briefs a session's first model call"]}};export{opencodeAdapter};
