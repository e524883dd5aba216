/**
 * `handoff view --serve`: one page served on 127.0.0.1 only (never another interface), every
 * path answering the same bytes, until the process is interrupted. Only a request that names
 * this machine in its Host header is answered: a page a browser fetched from another site whose
 * name was made to resolve to 127.0.0.1 (DNS rebinding) carries that site's name, and gets 421.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Pure: whether a Host header names this machine's loopback at `port`: `127.0.0.1:port`,
 * `localhost:port` or `[::1]:port` (any case). A missing header, another name or another port
 * is not.
 */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const name = host.trim().toLowerCase();
  return ["127.0.0.1", "localhost", "[::1]"].some((loopback) => name === `${loopback}:${port}`);
}

/** The page's request handler: GET and HEAD from a loopback Host, 421 or 405 otherwise. */
function answerPage(body: Buffer, port: () => number) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (!isLoopbackHost(request.headers.host, port())) {
      response
        .writeHead(421, { "content-type": "text/plain; charset=utf-8", connection: "close" })
        .end("This page answers only http://127.0.0.1 (or localhost) on its own port.\n");
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-length": body.length,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };
}

/**
 * A server of `html` listening on 127.0.0.1:`port` (0: any free port); resolves once it
 * listens, with its URL. The caller closes it.
 */
export function listenPage(html: string, port: number): Promise<{ server: Server; url: string }> {
  const body = Buffer.from(html, "utf8");
  let bound = port;
  const server = createServer(answerPage(body, () => bound));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      bound = (server.address() as AddressInfo).port;
      resolve({ server, url: `http://127.0.0.1:${bound}/` });
    });
  });
}

/** Serve `html` on 127.0.0.1:`port` (0: any free port); resolves when the server closes. */
export async function servePage(
  html: string,
  port: number,
  onListening: (url: string) => Promise<void>,
): Promise<void> {
  const { server, url } = await listenPage(html, port);
  const closed = new Promise<void>((resolve, reject) => {
    server.on("error", reject);
    server.on("close", () => resolve());
  });
  const stop = () => server.close();
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  try {
    await onListening(url);
  } catch (error) {
    server.close();
    throw error;
  }
  return closed;
}
