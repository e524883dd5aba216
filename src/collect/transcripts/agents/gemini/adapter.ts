/**
 * Gemini CLI's transcript adapter (see `../../adapter.ts`): a session is one file (JSONL since
 * 0.40, a JSON document before), recognised by `projectHash`, `$set` and its message kinds, read
 * by `files.ts`, resumed by `resume.ts`.
 */
import type { TranscriptAdapter } from "../../adapter.js";

export const geminiAdapter: TranscriptAdapter<"gemini"> = {
  id: "gemini",
  name: "Gemini CLI",
  transcript: "a Gemini CLI session",
  detect: {
    markers: [
      /"projectHash"\s*:/,
      /"\$set"\s*:/,
      /"type"\s*:\s*"gemini"/,
      /"toolCalls"\s*:/,
      /"kind"\s*:\s*"(main|chat)"/,
    ],
  },
  oneFile: "a Gemini CLI session is a .json or .jsonl file",
  async *read(path, label) {
    const { readGeminiEvents } = await import("./files.js");
    yield* readGeminiEvents(path, label);
  },
  scanResumable: async (scan) => (await import("./resume.js")).scanGeminiResumable(scan),
  locate: async () => (await import("./locate.js")).geminiLocator,
};
