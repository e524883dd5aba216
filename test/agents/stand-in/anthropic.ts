/**
 * The Anthropic Messages API as Claude Code calls it (`POST /v1/messages`, streamed as SSE):
 * the first turn asks for one `Bash` tool use, the turn after its `tool_result` answers with the
 * final text. Side requests without the Bash tool (titles, summaries) get a short text.
 */
import type { ServerResponse } from "node:http";
import { plannedAnswer } from "./plan.js";
import { type RecordedRequest, type Script, sendJson, sendSse } from "./server.js";

type Json = Record<string, unknown>;
type Block =
  | { type: "text"; text: string }
  | { type: "tool_use"; id: string; name: string; input: Json };

let counter = 0;

/** The dialect for Claude Code. */
export function anthropicDialect(
  request: RecordedRequest,
  res: ServerResponse,
  script: Script,
): void {
  const body = (
    typeof request.body === "object" && request.body !== null ? request.body : {}
  ) as Json;
  if (request.url.includes("count_tokens")) {
    sendJson(res, 200, { input_tokens: script.inputTokens ?? 1000 });
    return;
  }
  if (!request.url.startsWith("/v1/messages")) {
    sendJson(res, 404, { type: "error", error: { type: "not_found_error", message: request.url } });
    return;
  }
  const tools = Array.isArray(body["tools"]) ? (body["tools"] as Json[]) : [];
  const hasBash = tools.some((tool) => tool["name"] === "Bash");
  const planned = hasBash ? plannedBlocks(body, script) : null;
  const compacting = script.compactSummary !== undefined && isCompaction(request.text);
  const blocks: Block[] = compacting
    ? [{ type: "text", text: script.compactSummary ?? "" }]
    : planned !== null
      ? planned
      : !hasBash
        ? [{ type: "text", text: "OK" }]
        : lastUserHasToolResult(body)
          ? [{ type: "text", text: script.finalText }]
          : [
              {
                type: "tool_use",
                id: `toolu_standin_${++counter}`,
                name: "Bash",
                input: { command: script.command, description: "Run the scripted command" },
              },
            ];
  const stop = blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";
  const model = typeof body["model"] === "string" ? body["model"] : "claude-stand-in";
  const usage = {
    input_tokens: script.inputTokens ?? 1000,
    output_tokens: 20,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
  const id = `msg_standin_${++counter}`;
  if (body["stream"] !== true) {
    sendJson(res, 200, {
      id,
      type: "message",
      role: "assistant",
      model,
      content: blocks,
      stop_reason: stop,
      stop_sequence: null,
      usage,
    });
    return;
  }
  const events: [string, unknown][] = [
    [
      "message_start",
      {
        type: "message_start",
        message: {
          id,
          type: "message",
          role: "assistant",
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...usage, output_tokens: 1 },
        },
      },
    ],
  ];
  blocks.forEach((block, index) => {
    if (block.type === "text") {
      events.push([
        "content_block_start",
        { type: "content_block_start", index, content_block: { type: "text", text: "" } },
      ]);
      events.push([
        "content_block_delta",
        { type: "content_block_delta", index, delta: { type: "text_delta", text: block.text } },
      ]);
    } else {
      events.push([
        "content_block_start",
        { type: "content_block_start", index, content_block: { ...block, input: {} } },
      ]);
      events.push([
        "content_block_delta",
        {
          type: "content_block_delta",
          index,
          delta: { type: "input_json_delta", partial_json: JSON.stringify(block.input) },
        },
      ]);
    }
    events.push(["content_block_stop", { type: "content_block_stop", index }]);
  });
  events.push([
    "message_delta",
    {
      type: "message_delta",
      delta: { stop_reason: stop, stop_sequence: null },
      usage: { output_tokens: 20 },
    },
  ]);
  events.push(["message_stop", { type: "message_stop" }]);
  sendSse(res, events);
}

/** True when the last user message carries a tool_result: the command has run. */
function lastUserHasToolResult(body: Json): boolean {
  const messages = Array.isArray(body["messages"]) ? (body["messages"] as Json[]) : [];
  const last = messages[messages.length - 1];
  if (last === undefined || last["role"] !== "user" || !Array.isArray(last["content"]))
    return false;
  return (last["content"] as Json[]).some((part) => part["type"] === "tool_result");
}

/** Blocks from the script's turns (prose, then a Bash or Write call), or null: no turn applies. */
function plannedBlocks(body: Json, script: Script): Block[] | null {
  if (script.turns === undefined) return null;
  const messages = Array.isArray(body["messages"]) ? (body["messages"] as Json[]) : [];
  const answer = plannedAnswer(script.turns, {
    items: messages,
    toolResults: (item) =>
      Array.isArray(item["content"])
        ? (item["content"] as Json[]).filter((part) => part["type"] === "tool_result").length
        : 0,
  });
  if (answer === null) return null;
  const blocks: Block[] = answer.say === null ? [] : [{ type: "text", text: answer.say }];
  const call = answer.call;
  const id = `toolu_standin_${++counter}`;
  if (call?.run !== undefined)
    blocks.push({
      type: "tool_use",
      id,
      name: "Bash",
      input: { command: call.run, description: "Run the scripted command" },
    });
  else if (call?.write !== undefined)
    blocks.push({
      type: "tool_use",
      id,
      name: "Write",
      input: {
        file_path: `${script.root ?? "."}/${call.write.path}`,
        content: call.write.content,
      },
    });
  return blocks.length === 0 ? [{ type: "text", text: "OK" }] : blocks;
}

/** Claude Code's compaction request: it asks the model for a summary of the conversation. */
function isCompaction(text: string): boolean {
  return /create a detailed summary of the conversation/i.test(text);
}
