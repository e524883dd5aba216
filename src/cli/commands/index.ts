import { AGENTS, isHookAgent, listAgents, SKILL_AGENT_IDS } from "../../model/agents.js";
import type { Command } from "../io.js";

/** A command module: its usage text and its runner. Loaded lazily so each path stays light. */
export interface CommandModule {
  usage: string;
  run: Command;
}

/**
 * Every subcommand, imported only when invoked: `resume` on the session-start path must not
 * pay for redaction rules, transcript parsers or the MCP SDK.
 */
export const commands: Record<string, () => Promise<CommandModule>> = {
  write: () => import("./write.js"),
  check: () => import("./check.js"),
  resume: () => import("./resume.js"),
  continue: () => import("./continue.js"),
  list: () => import("./list.js"),
  show: () => import("./show.js"),
  view: () => import("./view.js"),
  search: () => import("./search.js"),
  recall: () => import("./recall.js"),
  archive: () => import("./archive.js"),
  note: () => import("./note.js"),
  trim: () => import("./trim.js"),
  redact: () => import("./redact.js"),
  ingest: () => import("./ingest.js"),
  hook: () => import("./hook.js"),
  hooks: () => import("./hooks.js"),
  skill: () => import("./skill.js"),
  mcp: () => import("./mcp.js"),
  push: () => import("./push.js"),
  pull: () => import("./pull.js"),
  demo: () => import("./demo.js"),
};

const HOOKED = AGENTS.filter((a) => isHookAgent(a.id));

/** One line per command for `handoff --help`. */
export const summaries: Record<string, string> = {
  write: "generate the handoff packet for this branch and topic",
  check: "run the clean-state check alone (exit 0 clean, 1 not clean)",
  resume: "re-verify the active packet against the live repo and print the briefing",
  continue: `print the verified briefing for ${listAgents(AGENTS.map((a) => a.id))}, or start that agent with it`,
  list: "list packets (active ones unless --all)",
  show: "print one packet as Markdown or JSON",
  view: "write every packet as one self-contained HTML timeline with search",
  search: "ranked full-text search across every packet: words, conclusions, failures, notes",
  recall: "what the branch's packets say about a path: the user's rules, failures, conclusions",
  archive: "retire a packet",
  note: "record an objective, decision, pitfall, assumption, risk, proof, next step or skill",
  trim: "print the trimmed feedback records of a JSONL log",
  redact: "redact secrets from a file or stdin",
  ingest: "print an agent transcript as normalised feedback records",
  hook: `run as a ${listAgents(HOOKED.map((a) => a.name))} hook (reads the hook JSON on stdin)`,
  hooks: `install or uninstall the hooks in ${listAgents(HOOKED.map((a) => `${a.hookSettings?.split("/")[0]}/`))}`,
  skill: `install or uninstall the handoff Agent Skill for ${listAgents(SKILL_AGENT_IDS)}`,
  mcp: "serve the handoff tools over the Model Context Protocol (stdio)",
  push: "publish the registry to a remote through refs/handoff/registry",
  pull: "fetch and merge the registry from a remote",
  demo: "write a handoff for the bundled example workbench and print it",
  help: "print this help, or one command's ('handoff help write')",
};
