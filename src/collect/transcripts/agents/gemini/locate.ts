/**
 * Where Gemini CLI keeps a project's sessions, for finding one without a path
 * (`find-session.ts`): `~/.gemini/tmp/<project>/chats/session-*.json(l)`, where the project's
 * folder name is not derivable from its path: only the folder a hook's `transcript_path` names
 * is searched. The file name holds the session id's first 8 characters.
 */
import type { SessionLocator } from "../../adapter.js";

export const geminiLocator: SessionLocator = {
  find: async () => null,
  projectFolder: true,
  isTranscript: (name) => name.endsWith(".jsonl") || name.endsWith(".json"),
  isSession: (name, id) => name.includes(id.slice(0, 8)),
};
