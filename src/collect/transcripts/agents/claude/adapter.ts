/**
 * Claude Code's transcript adapter (see `../../adapter.ts`): a session is one `.jsonl` file
 * (with its subagents' files beside it), recognised by `parentUuid`/`sessionId` and the line
 * types only Claude Code writes, read by `files.ts`, resumed by `resume.ts`.
 */
import type { TranscriptAdapter } from "../../adapter.js";

export const claudeAdapter: TranscriptAdapter<"claude"> = {
  id: "claude",
  name: "Claude Code",
  transcript: "a Claude Code session",
  detect: {
    markers: [
      /"parentUuid"\s*:/,
      /"sessionId"\s*:/,
      /"isSidechain"\s*:/,
      /"type"\s*:\s*"(queue-operation|file-history-snapshot|summary)"/,
      /"userType"\s*:\s*"external"/,
    ],
  },
  oneFile: "a Claude Code transcript is a .jsonl file",
  async *read(path, label, options) {
    const { readClaudeEvents } = await import("./files.js");
    yield* readClaudeEvents(path, label, { passingOutput: options.passingOutput ?? true });
  },
  scanResumable: async (scan) => (await import("./resume.js")).scanClaudeResumable(scan),
  locate: async () => (await import("./locate.js")).claudeLocator,
};
