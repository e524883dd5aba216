/**
 * A local stand-in for a model API: an HTTP server on 127.0.0.1 that records the body of every
 * request it receives and lets one dialect (Anthropic Messages, OpenAI Responses, Gemini)
 * answer it. The real agent CLIs are pointed at it, so they run offline and deterministically.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Turn } from "./plan.js";

/** One request the stand-in received. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/v1/messages?beta=true`. */
  url: string;
  /** The body, parsed when it is JSON (else the raw text). */
  body: unknown;
  /** The raw body text: what a test searches for the briefing. */
  text: string;
}

/** What a session is scripted to do: run one shell command, then answer. */
export interface Script {
  /** The one shell command the model asks the agent to run. */
  command: string;
  /** The final answer, sent once the command's result is in the conversation. */
  finalText: string;
  /** Input tokens the stand-in reports per answer (large values cross the wrap-up threshold). */
  inputTokens?: number;
  /**
   * Tool calls to make after the shell command, one per turn, named as the agent names its
   * tools (Gemini and Claude dialects only): a richer session for the saved fixtures.
   */
  moreCalls?: { name: string; args: Record<string, unknown> }[];
  /**
   * A scripted conversation (plan.ts): when set, requests that carry one of its prompts are
   * answered by it instead of `command`/`finalText` (a relay's multi-step sessions).
   */
  turns?: Turn[];
  /** The repo the agent runs in: Claude Code's Write tool takes absolute paths. */
  root?: string;
  /** The text a compaction request (Claude Code's `/compact`) is answered with. */
  compactSummary?: string;
}

/** The tool call for turn `done` (the number of tool results so far), or null: answer. */
export function nextCall(
  script: Script,
  done: number,
  shell: (command: string) => { name: string; args: Record<string, unknown> },
): { name: string; args: Record<string, unknown> } | null {
  const calls = [shell(script.command), ...(script.moreCalls ?? [])];
  return calls[done] ?? null;
}

/** A dialect answers one request; it may stream. */
export type Dialect = (request: RecordedRequest, res: ServerResponse, script: Script) => void;

/** A running stand-in. */
export interface StandIn {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Start a stand-in on a free port. */
export async function startStandIn(dialect: Dialect, script: Script): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    readBody(req).then(
      (text) => {
        const request: RecordedRequest = {
          method: req.method ?? "GET",
          url: req.url ?? "/",
          body: parseJson(text),
          text,
        };
        requests.push(request);
        try {
          dialect(request, res, script);
        } catch (error) {
          sendJson(res, 500, { error: { message: String(error) } });
        }
      },
      () => sendJson(res, 400, { error: { message: "unreadable body" } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Answer with one JSON value. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}

/** Answer with server-sent events: `[event name or null, data]` pairs. */
export function sendSse(res: ServerResponse, events: [string | null, unknown][]): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  for (const [event, data] of events) {
    res.write(`${event === null ? "" : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`);
  }
  res.end();
}
