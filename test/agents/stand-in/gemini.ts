/**
 * The Gemini API as Gemini CLI calls it (`POST /v1beta/models/<model>:streamGenerateContent?alt=sse`,
 * `:generateContent`, `:countTokens`): the first turn asks for one `run_shell_command` call (then
 * the script's `moreCalls`, one a turn), the turn after the last `functionResponse` answers with
 * the final text. Requests without the shell
 * tool (the CLI's own JSON side questions: routing, next speaker) get a small JSON answer that
 * ends the turn.
 */
import type { ServerResponse } from "node:http";
import { nextCall, type RecordedRequest, type Script, sendJson, sendSse } from "./server.js";

type Json = Record<string, unknown>;

/** The dialect for Gemini CLI. */
export function geminiDialect(request: RecordedRequest, res: ServerResponse, script: Script): void {
  const body = (
    typeof request.body === "object" && request.body !== null ? request.body : {}
  ) as Json;
  if (request.url.includes(":countTokens")) {
    sendJson(res, 200, { totalTokens: script.inputTokens ?? 1000 });
    return;
  }
  const streaming = request.url.includes(":streamGenerateContent");
  if (!streaming && !request.url.includes(":generateContent")) {
    sendJson(res, 404, {
      error: { code: 404, message: `no ${request.url} here`, status: "NOT_FOUND" },
    });
    return;
  }
  const part = !offersShell(body)
    ? {
        text: JSON.stringify({
          reasoning: "stand-in",
          next_speaker: "user",
          model_choice: "flash",
          complexity_reasoning: "stand-in",
          complexity_score: 1,
        }),
      }
    : answerFor(script, functionResponses(body));
  const input = script.inputTokens ?? 1000;
  const answer = {
    candidates: [{ content: { role: "model", parts: [part] }, finishReason: "STOP", index: 0 }],
    usageMetadata: {
      promptTokenCount: input,
      candidatesTokenCount: 20,
      totalTokenCount: input + 20,
    },
    modelVersion: "gemini-stand-in",
  };
  if (streaming) sendSse(res, [[null, answer]]);
  else sendJson(res, 200, answer);
}

function offersShell(body: Json): boolean {
  const tools = Array.isArray(body["tools"]) ? (body["tools"] as Json[]) : [];
  return tools.some((tool) => {
    const declarations = tool["functionDeclarations"];
    return (
      Array.isArray(declarations) &&
      declarations.some((d: Json) => d["name"] === "run_shell_command")
    );
  });
}

/** The next scripted call, or the final text once every call has its response. */
function answerFor(script: Script, done: number): Json {
  const call = nextCall(script, done, (command) => ({
    name: "run_shell_command",
    args: { command, description: "Run the scripted command" },
  }));
  return call === null ? { text: script.finalText } : { functionCall: call };
}

/** How many function responses the conversation holds: the calls already made. */
function functionResponses(body: Json): number {
  const contents = Array.isArray(body["contents"]) ? (body["contents"] as Json[]) : [];
  let count = 0;
  for (const content of contents) {
    const parts = Array.isArray(content["parts"]) ? (content["parts"] as Json[]) : [];
    count += parts.filter((p) => p["functionResponse"] !== undefined).length;
  }
  return count;
}
