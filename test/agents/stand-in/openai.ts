/**
 * The OpenAI Responses API as Codex CLI calls it (`POST /v1/responses`, streamed as SSE): the
 * first turn asks for one shell tool call, the turn after its `function_call_output` answers
 * with the final text. Which shell tool Codex offers varies by release (`shell`,
 * `shell_command`, `exec_command`), so the call is shaped after the tool the request lists.
 */
import type { ServerResponse } from "node:http";
import { plannedAnswer, writeAsShell } from "./plan.js";
import { type RecordedRequest, type Script, sendJson, sendSse } from "./server.js";

type Json = Record<string, unknown>;

let counter = 0;

/** The dialect for Codex CLI. */
export function openaiDialect(request: RecordedRequest, res: ServerResponse, script: Script): void {
  const body = (
    typeof request.body === "object" && request.body !== null ? request.body : {}
  ) as Json;
  if (request.method !== "POST" || !request.url.includes("/responses")) {
    if (request.url.includes("/models"))
      sendJson(res, 200, { object: "list", data: [], models: [] });
    else sendJson(res, 404, { error: { message: `no ${request.url} here` } });
    return;
  }
  const id = `resp_standin_${++counter}`;
  const planned = plannedItems(body, script);
  const output =
    planned ??
    (hasToolOutput(body) ? [message(script.finalText)] : [shellCall(body, script.command)]);
  const input = script.inputTokens ?? 1000;
  const usage = {
    input_tokens: input,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 20,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: input + 20,
  };
  const model = typeof body["model"] === "string" ? body["model"] : "gpt-stand-in";
  const base = { id, object: "response", created_at: 1_767_000_000, model };
  sendSse(res, [
    [
      "response.created",
      { type: "response.created", response: { ...base, status: "in_progress", output: [] } },
    ],
    ...output.flatMap((item, index): [string, unknown][] => [
      [
        "response.output_item.added",
        { type: "response.output_item.added", output_index: index, item },
      ],
      [
        "response.output_item.done",
        { type: "response.output_item.done", output_index: index, item },
      ],
    ]),
    [
      "response.completed",
      {
        type: "response.completed",
        response: { ...base, status: "completed", output, usage },
      },
    ],
  ]);
}

/** A function call to the shell tool the request offers. */
function shellCall(body: Json, command: string): Json {
  const tools = Array.isArray(body["tools"]) ? (body["tools"] as Json[]) : [];
  const names = tools.map((tool) => String(tool["name"] ?? ""));
  const callId = `call_standin_${++counter}`;
  let name = "shell";
  let args: Json = { command: ["bash", "-lc", command] };
  if (names.includes("exec_command")) {
    name = "exec_command";
    args = { cmd: command };
  } else if (names.includes("shell_command")) {
    name = "shell_command";
    args = { command };
  }
  return {
    type: "function_call",
    id: `fc_standin_${counter}`,
    call_id: callId,
    name,
    arguments: JSON.stringify(args),
    status: "completed",
  };
}

/** True when the input already holds a tool call's output: the command has run. */
function hasToolOutput(body: Json): boolean {
  const input = Array.isArray(body["input"]) ? (body["input"] as Json[]) : [];
  return input.some(
    (item) => item["type"] === "function_call_output" || item["type"] === "custom_tool_call_output",
  );
}

function message(text: string): Json {
  return {
    type: "message",
    id: `msg_standin_${++counter}`,
    role: "assistant",
    status: "completed",
    content: [{ type: "output_text", text, annotations: [] }],
  };
}

/** Output items from the script's turns (a file write runs as a shell command), or null. */
function plannedItems(body: Json, script: Script): Json[] | null {
  if (script.turns === undefined) return null;
  const input = Array.isArray(body["input"]) ? (body["input"] as Json[]) : [];
  const answer = plannedAnswer(script.turns, {
    items: input,
    toolResults: (item) =>
      item["type"] === "function_call_output" || item["type"] === "custom_tool_call_output" ? 1 : 0,
  });
  if (answer === null) return null;
  const items = answer.say === null ? [] : [message(answer.say)];
  const call = answer.call;
  if (call?.run !== undefined) items.push(shellCall(body, call.run));
  else if (call?.write !== undefined) items.push(shellCall(body, writeAsShell(call.write)));
  return items;
}
