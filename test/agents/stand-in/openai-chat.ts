/**
 * An OpenAI-compatible Chat Completions API as OpenCode calls it through its
 * `@ai-sdk/openai-compatible` provider, GitHub Copilot CLI with a BYOK provider, and Qwen Code and Cline through theirs
 * (`POST /v1/chat/completions`, streamed as SSE chunks, `data: [DONE]` last). Answers come from
 * the script's turns (plan.ts): prose as `content`, a shell command as a call to the host's
 * shell tool (OpenCode's `bash`, Qwen Code's `run_shell_command`, Cline's `run_commands`), a
 * file write as a call to its write tool (`write`, Copilot's `create`, `write_file`, Cline's `editor`; absolute
 * path) or as a shell command. Requests that
 * carry no scripted prompt (title and summary side requests) get a short plain answer.
 */
import type { ServerResponse } from "node:http";
import { isAbsolute, join } from "node:path";
import { plannedAnswer, writeAsShell } from "./plan.js";
import { type RecordedRequest, type Script, sendJson } from "./server.js";

type Json = Record<string, unknown>;

let counter = 0;

/** The dialect for OpenCode (OpenAI-compatible chat completions). */
export function openaiChatDialect(
  request: RecordedRequest,
  res: ServerResponse,
  script: Script,
): void {
  const body = (
    typeof request.body === "object" && request.body !== null ? request.body : {}
  ) as Json;
  if (request.method !== "POST" || !request.url.includes("/chat/completions")) {
    if (request.url.includes("/models"))
      sendJson(res, 200, { object: "list", data: [{ id: "stand-in", object: "model" }] });
    else sendJson(res, 404, { error: { message: `no ${request.url} here` } });
    return;
  }
  const messages = Array.isArray(body["messages"]) ? (body["messages"] as Json[]) : [];
  const tools = Array.isArray(body["tools"]) ? (body["tools"] as Json[]) : [];
  const toolNames = tools.map((t) => String((t["function"] as Json | undefined)?.["name"] ?? ""));
  const answer =
    script.turns === undefined || toolNames.length === 0
      ? null
      : plannedAnswer(script.turns, {
          items: messages,
          toolResults: (item) => (item["role"] === "tool" ? 1 : 0),
        });
  const text =
    answer === null ? (toolNames.length === 0 ? "Stand-in session" : script.finalText) : answer.say;
  const call = answer?.call ?? null;
  let toolCall: Json | null = null;
  const shell = (command: string): Json =>
    toolNames.includes("run_shell_command")
      ? callOf("run_shell_command", { command, is_background: false })
      : toolNames.includes("run_commands")
        ? callOf("run_commands", { commands: [command] })
        : callOf("bash", { command, description: "Run the scripted command" });
  if (call?.run !== undefined) {
    toolCall = shell(call.run);
  } else if (call?.write !== undefined) {
    const filePath = isAbsolute(call.write.path)
      ? call.write.path
      : join(script.root ?? "", call.write.path);
    toolCall = toolNames.includes("write")
      ? callOf("write", { filePath, content: call.write.content })
      : toolNames.includes("write_file")
        ? callOf("write_file", { file_path: filePath, content: call.write.content })
        : toolNames.includes("create")
          ? callOf("create", { path: filePath, file_text: call.write.content })
          : toolNames.includes("editor")
            ? callOf("editor", { path: filePath, new_text: call.write.content })
            : shell(writeAsShell(call.write));
  }
  const id = `chatcmpl-standin-${++counter}`;
  const model = typeof body["model"] === "string" ? body["model"] : "stand-in";
  const chunk = (delta: Json, finish: string | null, extra: Json = {}) => ({
    id,
    object: "chat.completion.chunk",
    created: 1_767_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...extra,
  });
  const input = script.inputTokens ?? 1000;
  const chunks: Json[] = [chunk({ role: "assistant", content: "" }, null)];
  if (text !== null && text !== "") chunks.push(chunk({ content: text }, null));
  if (toolCall !== null) chunks.push(chunk({ tool_calls: [{ index: 0, ...toolCall }] }, null));
  chunks.push(
    chunk({}, toolCall === null ? "stop" : "tool_calls", {
      usage: { prompt_tokens: input, completion_tokens: 20, total_tokens: input + 20 },
    }),
  );
  if (body["stream"] === false) {
    sendJson(res, 200, {
      id,
      object: "chat.completion",
      created: 1_767_000_000,
      model,
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: text,
            ...(toolCall === null ? {} : { tool_calls: [toolCall] }),
          },
          finish_reason: toolCall === null ? "stop" : "tool_calls",
        },
      ],
      usage: { prompt_tokens: input, completion_tokens: 20, total_tokens: input + 20 },
    });
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  for (const c of chunks) res.write(`data: ${JSON.stringify(c)}\n\n`);
  res.end("data: [DONE]\n\n");
}

function callOf(name: string, args: Json): Json {
  return {
    id: `call_standin_${++counter}`,
    type: "function",
    function: { name, arguments: JSON.stringify(args) },
  };
}
