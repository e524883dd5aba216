/**
 * The Gemini API as Gemini CLI calls it (`POST /v1beta/models/<model>:streamGenerateContent?alt=sse`,
 * `:generateContent`, `:countTokens`): the first turn asks for one `run_shell_command` call (then
 * the script's `moreCalls`, one a turn), the turn after the last `functionResponse` answers with
 * the final text. Requests without the shell
 * tool (the CLI's own JSON side questions: routing, next speaker) get a small JSON answer that
 * ends the turn.
 */
import type { ServerResponse } from "node:http";
import { plannedAnswer } from "./plan.js";
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
  const planned = offersShell(body) ? plannedParts(body, script) : null;
  const parts = planned ?? [
    !offersShell(body)
      ? {
          text: JSON.stringify({
            reasoning: "stand-in",
            next_speaker: "user",
            model_choice: "flash",
            complexity_reasoning: "stand-in",
            complexity_score: 1,
          }),
        }
      : answerFor(script, functionResponses(body)),
  ];
  const input = script.inputTokens ?? 1000;
  const answer = {
    candidates: [{ content: { role: "model", parts }, finishReason: "STOP", index: 0 }],
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

/** Parts from the script's turns (prose, then a shell or write_file call), or null. */
function plannedParts(body: Json, script: Script): Json[] | null {
  if (script.turns === undefined) return null;
  const contents = Array.isArray(body["contents"]) ? (body["contents"] as Json[]) : [];
  const answer = plannedAnswer(script.turns, {
    items: contents,
    toolResults: (item) =>
      Array.isArray(item["parts"])
        ? (item["parts"] as Json[]).filter((p) => p["functionResponse"] !== undefined).length
        : 0,
  });
  if (answer === null) return null;
  const parts: Json[] = answer.say === null ? [] : [{ text: answer.say }];
  const call = answer.call;
  if (call?.run !== undefined)
    parts.push({
      functionCall: {
        name: "run_shell_command",
        args: { command: call.run, description: "Run the scripted command" },
      },
    });
  else if (call?.write !== undefined)
    parts.push({
      functionCall: {
        name: "write_file",
        args: { file_path: call.write.path, content: call.write.content },
      },
    });
  return parts;
}
